import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogs, setLocaleSource } from '../../i18n';
import { CompanyStatusFlag } from './company-status-flag';
import { FollowLink } from './follow-link';
import { Pagination } from './pagination';
import { PersonalDataNotice } from './personal-data-notice';
import { TrustLevelTag } from './trust-level-tag';
import { VerdictLine } from './verdict-line';

// The shared components on a Hindi page: product words in Hindi, registry words kept as the
// registry wrote them and marked untranslated, digits Latin.

beforeEach(async () => {
  await loadCatalogs('hi', ['common']);
  setLocaleSource('hi');
});

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('shared components in Hindi', () => {
  it('should name the company a Follow link acts on in its text, the name marked untranslated', () => {
    // Not in an aria-label: an attribute cannot carry translate="no" (issue 43's languages run).
    const { container } = render(
      <MemoryRouter>
        <FollowLink companyId={7} companyName="ACME TRADERS PRIVATE LIMITED" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', {
      name: 'ACME TRADERS PRIVATE LIMITED को फ़ॉलो करें',
    });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.querySelector('[translate="no"]')?.textContent).toBe(
      'ACME TRADERS PRIVATE LIMITED',
    );
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('☆ फ़ॉलो करें');
  });

  it("should say a verdict's parts in Hindi and keep an unknown status as the registry wrote it", () => {
    const { container } = render(
      <VerdictLine
        verdict={{
          tone: 'red',
          parts: [
            { kind: 'wrong', text: 'Struck off per MCA records of May 2025' },
            { kind: 'confirmed', text: 'Registered with MCA since 2014' },
            { kind: 'wrong', text: 'Odd Status per MCA records' },
            { kind: 'wrong', text: '2 reports upheld by TrustHive' },
          ],
        }}
      />,
    );
    const text = screen.getByTestId('verdict').textContent;
    expect(text).toContain('चेतावनी: ');
    expect(text).toContain('रजिस्टर से नाम हटाया गया, MCA रिकॉर्ड (मई 2025) के अनुसार');
    expect(text).toContain('2014 से MCA में पंजीकृत');
    expect(text).toContain('TrustHive ने 2 शिकायतें सही पाईं');
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Odd Status');
  });

  it("should say a card verdict's red flag in Hindi, as the profile does", () => {
    render(
      <VerdictLine
        verdict={{
          tone: 'red',
          parts: [
            { kind: 'wrong', text: "The GST registration's GSTIN fails its check digit" },
            { kind: 'confirmed', text: 'Registered with MCA since 2014' },
          ],
        }}
      />,
    );
    const text = screen.getByTestId('verdict').textContent ?? '';
    expect(text).not.toContain('fails its check digit');
    expect(text.replace(/\b(GST|GSTIN|MCA|TrustHive)\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('should say status and trust badges in Hindi', () => {
    render(
      <>
        <CompanyStatusFlag status="Strike Off" />
        <TrustLevelTag score={54} level="Limited data" />
      </>,
    );
    expect(screen.getByTestId('company-status-flag').textContent).toBe('रजिस्टर से नाम हटाया गया');
    const tag = screen.getByTestId('trust-level-tag');
    expect(tag.getAttribute('aria-label')).toBe('ट्रस्ट स्कोर 100 में से 54, सीमित जानकारी');
  });

  it('should keep a status it does not know as the registry wrote it, untranslated', () => {
    render(<CompanyStatusFlag status="Some New Status" />);
    const flag = screen.getByTestId('company-status-flag');
    expect(flag.textContent).toBe('Some New Status');
    expect(flag.getAttribute('translate')).toBe('no');
  });

  it('should write the notice at collection and the pages in Hindi, periods in Latin digits', () => {
    render(
      <MemoryRouter>
        <PersonalDataNotice form="contact" />
        <Pagination page={2} lastPage={3} label="x" hrefFor={(page) => `/?page=${page}`} />
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('personal-data-notice').textContent ?? '';
    expect(notice).toMatch(/^हम आपका नाम और ई-मेल पता .* \d+ (दिन|साल) बाद ये हटा दिए जाते हैं।/);
    expect(notice).toContain('हम निजी जानकारी कैसे सँभालते हैं');
    expect(screen.getByLabelText('पेज 3')).toBeTruthy();
    expect(screen.getAllByText('अगला')).toHaveLength(1);
  });
});
