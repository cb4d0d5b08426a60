// The one route table: the router takes `path`, links and redirects call `getHref()`.
// Routes follow product spec §2.

/**
 * The search box's type choice (spec §2 "Search box"); defaults to name. 'director' (issue 41)
 * finds people on company boards.
 */
export type SearchType = 'name' | 'cin' | 'brand' | 'director';

export type SearchHrefParams = { q: string; type?: SearchType; page?: number };
export type ReportHrefParams = { companyId?: string; companyName?: string };

function withQuery(pathname: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: {
    path: '/search',
    getHref: ({ q, type, page }: SearchHrefParams) =>
      withQuery('/search', {
        q,
        type,
        // Page 1 is the default, so it stays out of shareable URLs.
        page: page && page > 1 ? String(page) : undefined,
      }),
  },
  company: { path: '/company/:id', getHref: (id: string) => `/company/${segment(id)}` },
  /** A GST registration as GSTN describes it (issue 40), for the number a visitor holds. */
  gstin: { path: '/gstin/:gstin', getHref: (gstin: string) => `/gstin/${segment(gstin)}` },
  /** A director and their companies (issue 41), by the page's random id, never the DIN. */
  director: { path: '/director/:id', getHref: (id: string) => `/director/${segment(id)}` },
  // "Request a correction" (issue 18): `section` picks the profile section's fields.
  correction: {
    path: '/company/:id/correction',
    getHref: (id: string, section?: string) =>
      withQuery(`/company/${segment(id)}/correction`, { section }),
  },
  // The spec reaches the claim flow by full page navigation: link to it with a plain <a>
  // (or `reloadDocument`), not a client-side <Link>.
  claim: { path: '/claim/:id', getHref: (id: string) => `/claim/${segment(id)}` },
  categories: { path: '/categories', getHref: () => '/categories' },
  category: { path: '/category/:slug', getHref: (slug: string) => `/category/${segment(slug)}` },
  register: { path: '/register', getHref: () => '/register' },
  report: {
    path: '/report',
    // companyId and companyName prefill the report form (spec §2).
    getHref: ({ companyId, companyName }: ReportHrefParams = {}) =>
      withQuery('/report', { companyId, companyName }),
  },
  about: { path: '/about', getHref: () => '/about' },
  faq: { path: '/faq', getHref: () => '/faq' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/terms', getHref: () => '/terms' },
  /** What TrustHive does with personal data (issue 37, DPDP Act 2023). */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Where a person asks for access, correction or erasure of their data (issue 37). */
  yourData: { path: '/your-data', getHref: () => '/your-data' },
  /** An account (issues 19, 43): an owner's companies, the watchlist, checks and API keys. */
  account: { path: '/account', getHref: () => '/account' },
  accountSignIn: { path: '/account/sign-in', getHref: () => '/account/sign-in' },
  /** Issue 43: what any account can do besides owning a company. */
  accountWatchlist: { path: '/account/watchlist', getHref: () => '/account/watchlist' },
  accountBulkChecks: { path: '/account/bulk-checks', getHref: () => '/account/bulk-checks' },
  accountApiKeys: { path: '/account/api-keys', getHref: () => '/account/api-keys' },
  /** Where a mailed sign-in link lands; the token rides in the fragment (#token=…). */
  accountSignInLink: { path: '/account/sign-in/link', getHref: () => '/account/sign-in/link' },
  /** Where the link mailed to a new contact e-mail lands (issue 37); token in the fragment. */
  accountContactEmailConfirm: {
    path: '/account/contact-email/confirm',
    getHref: () => '/account/contact-email/confirm',
  },
  /** Follow a company without signing in (issue 43): an e-mailed link confirms it. */
  follow: { path: '/follow/:companyId', getHref: (id: string) => `/follow/${segment(id)}` },
  /** Where a mailed follow link lands; the token rides in the fragment (#token=…). */
  followConfirm: { path: '/follow/confirm', getHref: () => '/follow/confirm' },
  /** The staff console; never linked from a public page. */
  staff: {
    path: '/staff',
    getHref: (page?: string) => (page ? `/staff/${segment(page)}` : '/staff'),
  },
  notFound: { path: '*' },
} as const;
