import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactCards } from '../../features/contact/components/contact-cards';
import { NO_CONTACT, setSiteContact, type SiteContact } from '../../lib/site-contact';
import { Footer } from '../../components/layouts/footer';

// Issue 36 (here in app/, as it renders the footer beside the contact feature's cards):
// TrustHive's phone, e-mail and social links are the configured ones; a deployment
// without real values shows none of them: no placeholder number, no link to '#'.

const renderIn = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>).container;

afterEach(() => {
  cleanup();
  setSiteContact(NO_CONTACT);
});

describe('contact details from the configuration', () => {
  it('should show no phone, e-mail, social link or "Get in Touch" when none is configured', () => {
    setSiteContact(NO_CONTACT);
    const footer = renderIn(<Footer />);
    expect(footer.querySelector('a[href^="tel:"]')).toBeNull();
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(footer.querySelector('a[href="#"]')).toBeNull();
    expect(footer.querySelector('.social-links')).toBeNull();
    expect(screen.queryByText('Get in Touch')).toBeNull();
    expect(footer.textContent).not.toMatch(/00000|example/);
    const cards = renderIn(<ContactCards />);
    expect(cards.querySelector('.contact-cards')).toBeNull();
  });

  it('should show exactly what is configured', () => {
    const configured: SiteContact = {
      phone: '+91 80 4567 8900',
      email: null,
      social: { facebook: null, x: 'https://x.com/trusthive', linkedin: null, instagram: null },
    };
    setSiteContact(configured);
    const footer = renderIn(<Footer />);
    expect(footer.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+918045678900');
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    const social = [...footer.querySelectorAll('.social-links a')];
    expect(
      social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([['TrustHive on X', 'https://x.com/trusthive']]);
    const cards = renderIn(<ContactCards />);
    expect(cards.querySelectorAll('.contact-card')).toHaveLength(1);
  });
});
