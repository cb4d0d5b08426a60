import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

const question = (name: string) => screen.getByRole('button', { name });

describe(FaqAccordion.name, () => {
  afterEach(cleanup);

  it('should start with every answer closed', () => {
    render(<FaqAccordion items={ITEMS} />);
    for (const { question: name } of ITEMS) {
      expect(question(name).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryByText('First answer.')?.closest('[hidden]')).not.toBeNull();
  });

  it('should keep only one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);

    await user.click(question('First question?'));
    expect(question('First question?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'First question?' }).textContent).toBe(
      'First answer.',
    );

    await user.click(question('Second question?'));
    expect(question('Second question?').getAttribute('aria-expanded')).toBe('true');
    expect(question('First question?').getAttribute('aria-expanded')).toBe('false');
  });

  it('should open and close from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);

    await user.tab();
    expect(document.activeElement).toBe(question('First question?'));
    await user.keyboard('{Enter}');
    expect(question('First question?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(question('First question?').getAttribute('aria-expanded')).toBe('false');
  });
});
