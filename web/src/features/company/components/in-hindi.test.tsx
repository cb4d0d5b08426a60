import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVerdict, type TrustScore } from '@trusthive/contracts';
import { AREAS, loadCatalogs, setLocaleSource } from '../../../i18n';
import type { LoadedCompanyProfile } from '../api/get-company';
import { CompanyProfileView } from './company-profile';

// The profile on a Hindi page: every product word in Hindi, and what the registry wrote (names,
// addresses, statuses it alone uses) kept as written and marked untranslated. The words the
// scoring rules build from data (a block's details) are the one exception, left out below.

/** Terms kept in every language (GLOSSARY.md). */
const KEPT = new Set([
  'TrustHive',
  'MCA',
  'GST',
  'GSTIN',
  'CIN',
  'PAN',
  'DIN',
  'PIN',
  'NIC',
  'CIRP',
]);

/** Latin-letter words of the text outside translate="no" elements. */
function englishWords(root: Element): string[] {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.getAttribute('translate') === 'no' || node.tagName === 'SCRIPT') return;
      if (node.classList.contains('score-component__details')) return;
      node.childNodes.forEach(walk);
    } else if (node.nodeType === Node.TEXT_NODE) {
      // Web addresses and domain-like provider names are kept as written, as the check keeps URLs.
      const text = node.textContent?.replace(/[\w-]+(?:\.[\w-]+)+/g, '') ?? '';
      for (const word of text.match(/[A-Za-z][A-Za-z]+/g) ?? []) {
        if (!KEPT.has(word)) words.push(word);
      }
    }
  };
  walk(root);
  return words;
}

const verdict = buildVerdict({
  dataSource: 'registry',
  mcaExempt: false,
  entityType: null,
  status: 'Active',
  incorporatedOn: '2014-03-02',
  registryAsOf: '2025-05-15',
  upheldReports: [{ date: '2026-01-02' }],
  gstinFlags: [],
  gstRegistrationFlags: [
    { title: 'GST registration in Goa cancelled per the GST network.', source: 'x', date: null },
  ],
  gstin: { confirmed: true, source: 'GST registration details', date: null, since: '2019-07-01' },
  rating: { value: 4.2, reviewCount: 31, source: 'Google' },
});

const score: TrustScore = {
  companyId: 7,
  score: 54,
  level: 'Limited data',
  bandLevel: 'Low Trust',
  coverage: {
    withData: ['registry', 'profile'],
    withoutData: ['GST', 'reputation'],
    summary: 'Based on registry and profile data; GST and reputation data not yet available',
    lowestScore: 40,
    highestScore: 80,
  },
  redFlags: [
    {
      title: 'A report about this company was upheld by the TrustHive team.',
      points: 5,
      source: 'TrustHive reports',
      date: '2026-01-02',
    },
    {
      title: 'Company status: Strike Off. The company is not active.',
      points: 10,
      source: 'MCA company master data',
      date: null,
    },
  ],
  ruleVersion: 3,
  history: [],
  rawScore: 43,
  rawMaxScore: 80,
  scaled: true,
  components: [
    {
      name: 'Corporate Registry',
      status: 'verified',
      score: 25,
      maxScore: 25,
      description:
        'Registration with the Ministry of Corporate Affairs: CIN, registrar, status, capital and classification.',
      details: 'CIN: 5 of 5.',
    },
  ],
  rating: { value: 4.2, reviewCount: 31, source: 'place', estimated: false },
  verdict,
};

const profile: LoadedCompanyProfile = {
  company: {
    id: 7,
    name: 'Acme Widgets Private Limited',
    cin: 'U12345KA2014PTC123456',
    entityType: 'Private Limited Company',
    registeredOfficeAddress: '1 MG Road, Bengaluru',
    city: 'Bengaluru',
    pincode: '560001',
    state: 'Karnataka',
    category: 'Company limited by Shares',
    subCategory: 'Non-govt company',
    companyClass: 'Private',
    status: 'Active',
    relationshipType: 'brand_owner',
    isVerified: true,
    isClaimed: false,
    logo: null,
    domainName: null,
    website: 'acme.example.in',
    websiteUrl: null,
    hasDifferentBrand: false,
    industrialClassification: 'Manufacture of widgets',
    nicCode: '28999',
    roc: 'RoC-Bangalore',
    registrationDate: '2014-03-02',
    authorizedCapital: 1000000,
    paidUpCapital: 500000,
    listingStatus: 'Unlisted',
    companyOrigin: 'Indian',
    gstNumber: null,
    panNumber: null,
    hasStorefront: false,
    email: 'info@acme.example.in',
    wantsBrandAuthorization: false,
    ratings: { google: null, trustpilot: null },
    description: 'We make widgets.',
    businessCategory: null,
  } as LoadedCompanyProfile['company'],
  brands: [],
  sells: [],
  gst: null,
  gstRegistrations: [
    {
      gstin: '29AAGCA****K1ZP',
      legalName: 'ACME WIDGETS PRIVATE LIMITED',
      tradeName: null,
      status: 'Cancelled',
      registeredOn: '2019-07-01',
      cancelledOn: '2025-02-01',
      gstnUpdatedOn: '2025-02-02',
      fetchedAt: '2026-12-05T10:00:00Z',
      provider: 'gsp.example.in',
      standIn: false,
      state: 'Karnataka',
      basis: 'pan',
      confirmedByStaff: false,
    },
  ] as LoadedCompanyProfile['gstRegistrations'],
  directors: [
    {
      id: 1,
      name: 'Priya Sharma',
      dinPan: '01****89',
      beginDate: '2014-03-02',
      designation: 'Director',
      ceasedOn: null,
      pageId: 'abc',
      otherCompanies: 9,
      otherCompaniesNote:
        "2 of this director's 9 other companies are struck off and 1 is in liquidation.",
    },
  ],
  registry: {
    source: 'Source: MCA data via registry.example, as of 5 Dec 2026',
    asOf: '2026-12-05',
    standIn: false,
    filings: {
      lastAgmDate: '2025-09-30',
      lastBalanceSheetDate: '2025-03-31',
      lastAnnualReturnDate: '2025-03-31',
    },
    charges: [
      {
        chargeId: 'c1',
        holder: 'State Bank of India',
        amount: 2500000,
        status: 'Open',
        createdOn: '2020-01-01',
        satisfiedOn: null,
      },
    ],
    openCharges: 1,
  },
  premium: false,
  provenance: {
    registry: { origin: 'mca_file', file: 'ka.csv', fileDate: '2025-05-15', submittedOn: null },
    mca: { verdict: 'verified', status: 'Active', active: true },
    gst: { verdict: 'none', checked: null, asOf: null, gstn: null },
    gstDetailsStoredOn: null,
    ratings: [],
    ownerSubmittedOn: null,
    corrections: [],
    ownerUpdate: null,
  },
  identifierChecks: [],
  claimStatus: 'unclaimed',
  upheldReports: [],
  registryChanges: [],
  trustScore: null,
};

beforeEach(async () => {
  await loadCatalogs('hi', AREAS);
  setLocaleSource('hi');
});

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('the profile in Hindi', () => {
  it('should leave no English word outside what the registry wrote', () => {
    const { container } = render(
      <MemoryRouter>
        <CompanyProfileView profile={profile} score={score} scoreFailed={false} />
      </MemoryRouter>,
    );
    expect(englishWords(container)).toEqual([]);
  });

  it("should say the verdict and the level in the glossary's words", () => {
    render(
      <MemoryRouter>
        <CompanyProfileView profile={profile} score={score} scoreFailed={false} />
      </MemoryRouter>,
    );
    const line = screen.getByTestId('verdict').textContent;
    expect(line).toContain('2014 से MCA में पंजीकृत');
    expect(line).toContain('2019 से GST सक्रिय');
    expect(screen.getAllByText('सीमित जानकारी').length).toBeGreaterThan(0);
    expect(screen.getByText('चेतावनी संकेत')).toBeTruthy();
  });

  // Issue 43: the report is a plain download, in the page's language, that needs no script.
  it('should offer the report as a PDF download', () => {
    render(
      <MemoryRouter>
        <CompanyProfileView profile={profile} score={score} scoreFailed={false} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'रिपोर्ट डाउनलोड करें' });
    expect(link.getAttribute('href')).toBe(`/api/companies/${profile.company.id}/report.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
