import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyStatusFlag } from './company-status-flag';
import { TrustLevelTag } from './trust-level-tag';

afterEach(cleanup);

describe(TrustLevelTag.name, () => {
  it('should show Limited data in the neutral tone with the number', () => {
    render(<TrustLevelTag score={54} level="Limited data" />);
    const tag = screen.getByTestId('trust-level-tag');
    expect(tag.getAttribute('aria-label')).toBe('Trust score 54 out of 100, Limited data');
    expect(tag.className).toContain('trust-tag--limited');
    expect(tag.textContent).toBe('54/100Limited data');
  });

  it('should colour a known band by its level', () => {
    render(<TrustLevelTag score={40} level="Low Trust" />);
    expect(screen.getByTestId('trust-level-tag').className).toContain('trust-tag--low');
  });

  it('should show the number alone while no level is stored, never a guessed band', () => {
    render(<TrustLevelTag score={40} level={null} />);
    expect(screen.getByTestId('trust-level-tag').textContent).toBe('40/100');
  });
});

describe(CompanyStatusFlag.name, () => {
  it('should flag a struck-off company and nothing for an active one', () => {
    const { rerender } = render(<CompanyStatusFlag status="Strike Off" />);
    expect(screen.getByTestId('company-status-flag').className).toContain(
      'status-flag--not-active',
    );
    rerender(<CompanyStatusFlag status="Active" />);
    expect(screen.queryByTestId('company-status-flag')).toBeNull();
  });
});
