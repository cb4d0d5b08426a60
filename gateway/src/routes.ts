import {
  BULK_CHECK_MAX_BYTES,
  BULK_CHECK_MESSAGES,
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
} from '@trusthive/contracts';
import type { ServiceName } from '@trusthive/platform';

/** Room for the multipart framing and text fields around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The public API: which path prefix goes to which service (ARCHITECTURE's API table, in one
 * place). More specific prefixes sit before the general ones they overlap; the router
 * prefers the static segments of /api/companies/:id/trust-score over /api/companies/*.
 * Services register their routes under the same public paths, so nothing is rewritten.
 */
export interface ProxyRoute {
  prefix: string;
  service: ServiceName;
  writes?: boolean;
  /** Multipart uploads accepted up to this size (other bodies keep the gateway's limit). */
  uploadLimitBytes?: number;
  /** The spec's answer to an upload over that size. */
  uploadTooLarge?: { title: string; message: string };
}

// Each proxied route carries its entry of the table, so a hook asks the route that matched
// (see routed-path.ts) rather than matching the raw URL against prefixes again.
declare module 'fastify' {
  interface FastifyContextConfig {
    proxyRoute?: ProxyRoute;
  }
}

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  { prefix: '/api/search', service: 'search' },
  { prefix: '/api/home', service: 'company' },
  { prefix: '/api/stats', service: 'company' },
  { prefix: '/api/companies/:id/trust-score', service: 'scoring' },
  { prefix: '/api/companies/:id/enrichment', service: 'enrichment' },
  {
    prefix: '/api/companies/:id/claims',
    service: 'submissions',
    writes: true,
    uploadLimitBytes: 2 * CLAIM_DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    uploadTooLarge: CLAIM_MESSAGES.documentTooLarge,
  },
  // "Request a correction" (issue 18): a JSON write, before the company service's reads.
  { prefix: '/api/companies/:id/corrections', service: 'submissions', writes: true },
  { prefix: '/api/companies', service: 'company' },
  { prefix: '/api/categories', service: 'company' },
  { prefix: '/api/entity-types', service: 'submissions' },
  { prefix: '/api/photos', service: 'enrichment' },
  { prefix: '/api/gstin', service: 'enrichment' },
  { prefix: '/api/directors', service: 'enrichment' },
  { prefix: '/api/registrations', service: 'submissions', writes: true },
  {
    prefix: '/api/uploads',
    service: 'submissions',
    writes: true,
    uploadLimitBytes: LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    uploadTooLarge: LOGO_MESSAGES.tooLarge,
  },
  // Public uploads (logos), read-only; private storage has no path here.
  { prefix: '/media', service: 'submissions' },
  { prefix: '/api/reports', service: 'submissions', writes: true },
  { prefix: '/api/contact', service: 'submissions', writes: true },
  // "Your data" requests and their confirmation (issue 37): writes, under the write budget.
  { prefix: '/api/your-data', service: 'submissions', writes: true },
  // The staff console's API (issue 18). Every route behind it refuses a request without a staff
  // session (the submissions service's guard); signing in is the one exception.
  { prefix: '/api/staff', service: 'submissions', writes: true },
  // A bulk check's file (issue 43): the one multipart route of accounts, up to its 8 MB.
  {
    prefix: '/api/account/bulk-checks/uploads',
    service: 'submissions',
    writes: true,
    uploadLimitBytes: BULK_CHECK_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    uploadTooLarge: BULK_CHECK_MESSAGES.tooLarge,
  },
  // Company owners' accounts (issue 19): every route needs an owner session but the three that
  // sign in (the submissions service's owner guard).
  { prefix: '/api/account', service: 'submissions', writes: true },
  // The sitemap index and its gzipped files (issue 21), generated from the company read model.
  { prefix: '/sitemap.xml', service: 'company' },
  { prefix: '/sitemaps', service: 'company' },
  { prefix: '/api/events', service: 'analytics' },
  { prefix: '/api/track-view-duration', service: 'analytics' },
];
