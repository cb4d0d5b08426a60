import type { ServiceName } from '@trusthive/platform';

/**
 * The public API: which path prefix goes to which service (ARCHITECTURE's API table, in one
 * place). More specific prefixes sit before the general ones they overlap; the router
 * prefers the static segments of /api/companies/:id/trust-score over /api/companies/*.
 * Services register their routes under the same public paths, so nothing is rewritten.
 */
export const PROXY_ROUTES: ReadonlyArray<{
  prefix: string;
  service: ServiceName;
  writes?: boolean;
}> = [
  { prefix: '/api/search', service: 'search' },
  { prefix: '/api/home', service: 'company' },
  { prefix: '/api/companies/:id/trust-score', service: 'scoring' },
  { prefix: '/api/companies/:id/enrichment', service: 'enrichment' },
  { prefix: '/api/companies/:id/claims', service: 'submissions', writes: true },
  { prefix: '/api/companies', service: 'company' },
  { prefix: '/api/categories', service: 'company' },
  { prefix: '/api/entity-types', service: 'company' },
  { prefix: '/api/photos', service: 'enrichment' },
  { prefix: '/api/registrations', service: 'submissions', writes: true },
  { prefix: '/api/uploads', service: 'submissions', writes: true },
  { prefix: '/api/reports', service: 'submissions', writes: true },
  { prefix: '/api/contact', service: 'submissions', writes: true },
  { prefix: '/api/events', service: 'analytics' },
  { prefix: '/api/track-view-duration', service: 'analytics' },
];
