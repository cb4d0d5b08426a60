import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnerCompany, OwnerCompanyProfile } from '@trusthive/contracts';
import { loadCatalogs, setLocaleSource } from '../../i18n';
import { createQueryClient } from '../../lib/query-client';
import { OwnerCompanyCard } from './components/owner-company-card';

// An owner's company on a Hindi account page: every product word in Hindi; the company's name,
// CIN and registry status, brand names, and owners' and moderators' own words kept as written
// and marked untranslated, so a Hindi reader's translator leaves them alone.

const company: OwnerCompany = {
  id: 7,
  name: 'Acme Traders Private Limited',
  cin: 'U51909KA2020PTC123456',
  status: 'Active',
  isVerified: false,
  profilePath: '/company/7',
};

const profile = {
  id: 7,
  name: company.name,
  description: 'Wholesale spices since 1998.',
  phone: '9876543210',
  contactEmail: 'sales@acme.example',
  logo: null,
  website: 'https://acme.example',
  domainName: 'acme.example',
  brands: [{ id: 3, brandName: 'Acme Gold', trademarkName: null, website: null }],
  wantsBrandAuthorization: false,
  pendingReview: ['phone'],
  pendingContactEmail: 'new@acme.example',
  ownerUpdatedAt: '2026-11-20T10:00:00.000Z',
  ownerUpdatedFields: ['description'],
} satisfies OwnerCompanyProfile;

const server = setupServer(
  http.get('*/api/account/companies/7/profile', () => HttpResponse.json(profile)),
  http.get('*/api/account/companies/7/change-requests', () =>
    HttpResponse.json({
      requests: [
        {
          id: 1,
          change: { kind: 'brand-add', brandName: 'Acme Silver', trademarkName: '', website: '' },
          status: 'declined',
          createdAt: '2026-11-01T10:00:00.000Z',
          decidedAt: '2026-11-02T10:00:00.000Z',
          reason: 'No trademark certificate was attached.',
        },
      ],
    }),
  ),
  http.get('*/api/account/companies/7/reports', () =>
    HttpResponse.json({
      reports: [
        {
          id: 30,
          summary: 'Wrong GSTIN on invoices.',
          upheldOn: '2026-10-01',
          reply: {
            body: 'The reporter is lying.',
            status: 'declined',
            createdAt: '2026-10-02T10:00:00.000Z',
            decidedAt: '2026-10-03T10:00:00.000Z',
            declineReason: 'A reply answers the report, not the reporter.',
          },
        },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await loadCatalogs('hi', ['common', 'account']);
  setLocaleSource('hi');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setLocaleSource('en');
});
afterAll(() => server.close());

/** Latin-letter words outside translate="no", but for the names the glossary keeps. */
function englishLeft(root: HTMLElement): string[] {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const kept of copy.querySelectorAll('[translate="no"]')) kept.remove();
  return (
    (copy.textContent ?? '')
      .replace(/\b(TrustHive|CIN|PIN|MB|URL)\b/g, ' ')
      .replace(/\S+@\S+/g, ' ')
      .match(/[A-Za-z]{2,}/g) ?? []
  );
}

describe("an owner's company on a Hindi page", () => {
  it("should say everything in Hindi and keep names and people's words as written", async () => {
    const { container } = render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <OwnerCompanyCard company={company} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByText('The reporter is lying.');
    await screen.findByTestId('owner-change-requests');
    await screen.findByText('आपकी प्रोफ़ाइल');

    expect(englishLeft(container)).toEqual([]);
    expect(screen.getByRole('link', { name: 'सार्वजनिक प्रोफ़ाइल देखें' })).toBeTruthy();
    expect(screen.getByText('सही पाई गई शिकायतें और आपके जवाब')).toBeTruthy();
    expect(container.textContent).toContain('अस्वीकृत');
    expect(container.textContent).toContain('पुष्टि का इंतज़ार: new@acme.example');
    // Names and people's own words are there, untranslated.
    const kept = [...container.querySelectorAll('[translate="no"]')].map((el) => el.textContent);
    expect(kept).toEqual(
      expect.arrayContaining([
        company.name,
        company.cin,
        'Active',
        'Acme Gold',
        'Wrong GSTIN on invoices.',
        'No trademark certificate was attached.',
      ]),
    );
  });
});
