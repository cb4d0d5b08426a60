import { z } from 'zod';
import {
  CLAIM_FILE_FIELDS,
  LOGO_DELETE_TOKEN_HEADER,
  LOGO_UPLOAD_FIELDS,
  categoriesResponseSchema,
  categoryCompaniesQuerySchema,
  categoryCompaniesResponseSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySlugParamsSchema,
  claimFieldsSchema,
  companyIdParamsSchema,
  companyProfileSchema,
  contactSchema,
  contactDecisionSchema,
  contactDetailSchema,
  contactMessageIdParamsSchema,
  contactQueueQuerySchema,
  contactQueueSchema,
  correctionDecisionSchema,
  correctionDetailSchema,
  correctionIdParamsSchema,
  correctionsQueueQuerySchema,
  correctionsQueueSchema,
  correctionRequestSchema,
  createdResponseSchema,
  enrichmentSchema,
  entityTypesResponseSchema,
  gatewayHealthSchema,
  homeResponseSchema,
  directoryStatsSchema,
  logoUploadResponseSchema,
  photoParamsSchema,
  photoQuerySchema,
  profileViewBodySchema,
  registrationConflictAnswerSchema,
  registrationSchema,
  reportSchema,
  searchEventBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  sitemapFileParamsSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trustScoreSchema,
  viewDurationBodySchema,
  websiteClickBodySchema,
  auditPageSchema,
  auditQuerySchema,
  newStaffAccountSchema,
  passwordChangeSchema,
  staffAccountParamsSchema,
  staffAccountPatchSchema,
  staffAccountSchema,
  staffAccountsListSchema,
  staffSessionSchema,
  queuesOverviewSchema,
  registrationDecisionSchema,
  registrationIdParamsSchema,
  registrationQueueQuerySchema,
  registrationQueueSchema,
  registrationReviewSchema,
  staffSignInSchema,
  totpConfirmSchema,
  totpStartSchema,
  totpEnrolmentSchema,
} from '@trusthive/contracts';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { DATA_REQUEST_ENDPOINTS } from './data-request-endpoints';
import { OWNER_ENDPOINTS } from './owner-endpoints';
import { OWNER_CHANGES_QUEUE_ENDPOINTS, OWNER_EDIT_ENDPOINTS } from './owner-edit-endpoints';
import { OWNER_REPLY_ENDPOINTS } from './owner-reply-endpoints';
import { staffQueueEndpoints } from './queue-endpoints';
import { sessionEndpoints } from './session-endpoints';
import { STAFF_QUEUE_ENDPOINTS } from './staff-queue-endpoints';

// The public HTTP API (ARCHITECTURE's API table) as one list: every path the gateway answers,
// with the zod contracts the services validate it with. The OpenAPI document is built from this
// list and nothing else, and the fuzz tier generates its requests from that document, so a route
// missing here is missing from both (a test compares this list with the routes the gateway and
// the services really register).

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Why an endpoint may answer an error; each becomes a response with the error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** An object schema over the raw strings of a path or a query (what zod-openapi takes). */
type ZodObjectSchema = z.ZodType<unknown, Record<string, unknown>>;

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's notation (`:id`, and `*` for the rest of the path), as the route is registered. */
  path: string;
  service:
    'gateway' | 'search' | 'company' | 'scoring' | 'enrichment' | 'submissions' | 'analytics';
  summary: string;
  params?: ZodObjectSchema;
  query?: ZodObjectSchema;
  /** Request bodies by content type. */
  body?: Partial<Record<BodyType, z.ZodType>>;
  /** Request headers of its own (the session's CSRF token and Idempotency-Key are added). */
  headers?: z.ZodObject;
  /** Takes an Idempotency-Key header (a retried submit is answered, not stored twice). */
  idempotent?: boolean;
  success: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /** Other answers with a body of their own (not the error shape). */
  other?: Record<number, { description: string; schema: z.ZodType }>;
  errors: Partial<Record<ErrorStatus, string>>;
  /**
   * A staff console route: needs the staff session cookie, and on a write the session's
   * X-CSRF-Token header.
   */
  staff?: boolean;
  /**
   * A company owner's route (issue 19): needs the owner session cookie, and on a write the
   * session's X-CSRF-Token header.
   */
  owner?: boolean;
}

export type BodyType = 'application/json' | 'multipart/form-data' | 'text/plain';

/** An uploaded file, as OpenAPI 3.1 describes one (a binary string). */
const file = () => z.file();

const claimMultipartSchema = claimFieldsSchema.extend({
  [CLAIM_FILE_FIELDS.directorIdProof]: file().describe('A PDF, JPEG or PNG of at most 10 MB.'),
  [CLAIM_FILE_FIELDS.businessProof]: file().describe('A PDF, JPEG or PNG of at most 10 MB.'),
});

const logoMultipartSchema = z.object({
  [LOGO_UPLOAD_FIELDS.file]: file().describe('A PNG, JPEG, WebP, GIF or AVIF of at most 5 MB.'),
  [LOGO_UPLOAD_FIELDS.name]: z.string().optional().describe('The name the file is stored under.'),
});

const logoKeyParamsSchema = z.object({ key: z.string() });
const logoDeleteHeadersSchema = z.object({
  [LOGO_DELETE_TOKEN_HEADER]: z
    .string()
    .describe("The deleteToken of the upload's answer, sent only to the uploader."),
});
/** Fastify's `*` of /media/* is the `{path}` parameter of the document. */
const mediaParamsSchema = z.object({
  path: z.string().describe('The object key under public storage, slashes included.'),
});

const EVENT_BODY_ERRORS = { ...BODY_ERRORS, ...PROXY_ERRORS, 503: 'The event queue is down.' };

/** What every staff route may answer besides its own errors (the session, the token, limits). */
const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: "A write without the session's X-CSRF-Token, or an admin route called by a moderator.",
  ...PROXY_ERRORS,
} as const;
const STAFF_BODY_ERRORS = { ...BODY_ERRORS, ...STAFF_ERRORS };

/** The staff console's own API (issue 18), all behind a staff session but signing in. */
const STAFF_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'post',
    path: '/api/staff/session',
    service: 'submissions',
    summary: 'Staff: sign in (sets the session cookie)',
    body: { 'application/json': staffSignInSchema },
    success: {
      status: 200,
      description: 'Signed in: the account and the CSRF token for writes.',
      schema: staffSessionSchema,
    },
    errors: {
      ...BODY_ERRORS,
      401: 'Email, password or code is incorrect, or the account is locked (the same answer for an unknown address), or the 6-digit code is needed (`field` is code).',
      429: 'This address tried too often.',
      503: PROXY_ERRORS[503],
    },
  },
  ...sessionEndpoints({
    session: 'staff',
    path: '/api/staff/session',
    who: 'Staff',
    everySessionOf: "the caller's account",
    schema: staffSessionSchema,
    errors: STAFF_ERRORS,
  }),
  {
    method: 'post',
    path: '/api/staff/me/totp',
    service: 'submissions',
    summary: 'Staff: start enrolling an authenticator app (the password again)',
    body: { 'application/json': totpStartSchema },
    success: {
      status: 200,
      description: 'The secret and its otpauth URI.',
      schema: totpEnrolmentSchema,
    },
    errors: {
      ...STAFF_BODY_ERRORS,
      400: 'The input is not valid, or the password is not the current one (`field` is password).',
      409: 'Two-factor sign-in is already on.',
    },
    staff: true,
  },
  {
    method: 'post',
    path: '/api/staff/me/totp/confirm',
    service: 'submissions',
    summary: 'Staff: confirm the authenticator app with a code',
    body: { 'application/json': totpConfirmSchema },
    success: { status: 200, description: 'Two-factor sign-in is on.', schema: staffAccountSchema },
    errors: { ...STAFF_BODY_ERRORS, 409: 'Not started, or already on.' },
    staff: true,
  },
  {
    method: 'post',
    path: '/api/staff/me/password',
    service: 'submissions',
    summary: "Staff: change one's password (other sessions end)",
    body: { 'application/json': passwordChangeSchema },
    success: { status: 204, description: 'Changed.' },
    errors: {
      ...STAFF_BODY_ERRORS,
      400: 'The input is not valid; the current password or code is wrong or missing (`field` is current or code); or the new password is too short, common, trivial, contains the e-mail address or was used before (`field` is next).',
    },
    staff: true,
  },
  {
    method: 'get',
    path: '/api/staff/accounts',
    service: 'submissions',
    summary: 'Staff (admin): every staff account',
    success: { status: 200, description: 'The accounts.', schema: staffAccountsListSchema },
    errors: STAFF_ERRORS,
    staff: true,
  },
  {
    method: 'post',
    path: '/api/staff/accounts',
    service: 'submissions',
    summary: 'Staff (admin): add a staff account',
    body: { 'application/json': newStaffAccountSchema },
    success: { status: 201, description: 'The account.', schema: staffAccountSchema },
    errors: { ...STAFF_BODY_ERRORS, 409: 'A staff account with this email already exists.' },
    staff: true,
  },
  {
    method: 'patch',
    path: '/api/staff/accounts/:id',
    service: 'submissions',
    summary: "Staff (admin): change an account's role or disable it (its sessions end)",
    params: staffAccountParamsSchema,
    body: { 'application/json': staffAccountPatchSchema },
    success: { status: 200, description: 'The account.', schema: staffAccountSchema },
    errors: {
      ...STAFF_BODY_ERRORS,
      404: 'No staff account has this id.',
      409: 'The last active admin cannot be disabled or demoted.',
    },
    staff: true,
  },
  {
    method: 'get',
    path: '/api/staff/audit',
    service: 'submissions',
    summary: 'Staff (admin): the audit log, newest first',
    query: auditQuerySchema,
    success: { status: 200, description: 'One page of entries.', schema: auditPageSchema },
    errors: { 400: BODY_ERRORS[400], ...STAFF_ERRORS },
    staff: true,
  },
  // The registrations queue and the overview of all queues.
  {
    method: 'get',
    path: '/api/staff/queues',
    service: 'submissions',
    summary: "Staff: every work queue's pending count and the time of its oldest item",
    success: { status: 200, description: 'The five queues.', schema: queuesOverviewSchema },
    errors: STAFF_ERRORS,
    staff: true,
  },
  ...staffQueueEndpoints({
    path: '/api/staff/queues/registrations',
    params: registrationIdParamsSchema,
    detail: registrationReviewSchema,
    errors: STAFF_ERRORS,
    notFound: 'No registration has this id.',
    list: {
      summary: 'Staff: registrations awaiting review (or decided), newest or oldest first',
      query: registrationQueueQuerySchema,
      schema: registrationQueueSchema,
      description: 'One page of the queue.',
      badQuery: 'An unknown order or state, or a bad page.',
    },
    item: {
      summary: 'Staff: one registration beside the MCA registry record, with similar names',
      description: 'The registration.',
    },
    decision: {
      summary: 'Staff: approve a registration (it goes live) or reject it with a reason',
      body: registrationDecisionSchema,
      description: 'The decided registration.',
      errors: { ...BODY_ERRORS, 409: 'Already decided: the message says how, by whom and when.' },
    },
    staff: true,
  }),
  ...staffQueueEndpoints({
    path: '/api/staff/queues/corrections',
    params: correctionIdParamsSchema,
    detail: correctionDetailSchema,
    errors: STAFF_ERRORS,
    notFound: 'No correction request has this id.',
    list: {
      summary: 'Staff: correction requests by status, oldest or newest first',
      query: correctionsQueueQuerySchema,
      schema: correctionsQueueSchema,
      description: 'One page, the total and the oldest pending request’s time.',
      badQuery: BODY_ERRORS[400],
    },
    item: {
      summary: 'Staff: a correction request, the value shown beside the proposed one',
      description: 'The request.',
    },
    decision: {
      summary: 'Staff: accept (applies the value) or decline with a reason, once',
      body: correctionDecisionSchema,
      description: 'The decided request.',
      errors: {
        ...BODY_ERRORS,
        409: 'Already decided: the message names who decided it and when.',
      },
    },
    staff: true,
  }),
  ...staffQueueEndpoints({
    path: '/api/staff/queues/contact',
    params: contactMessageIdParamsSchema,
    detail: contactDetailSchema,
    errors: STAFF_ERRORS,
    notFound: 'No contact message has this id.',
    list: {
      summary: 'Staff: contact messages, waiting or handled, oldest or newest first',
      query: contactQueueQuerySchema,
      schema: contactQueueSchema,
      description: 'One page, the total and the oldest waiting message’s time.',
      badQuery: BODY_ERRORS[400],
    },
    item: { summary: 'Staff: a contact message, whole', description: 'The message.' },
    decision: {
      summary: 'Staff: mark a contact message handled (idempotent)',
      body: contactDecisionSchema,
      description: 'The message as handled (by whoever handled it first).',
      errors: BODY_ERRORS,
    },
    staff: true,
  }),
];

export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/api/health',
    service: 'gateway',
    summary: 'Health of every service',
    success: { status: 200, description: 'Every service is ok.', schema: gatewayHealthSchema },
    other: { 503: { description: 'A service is not ok.', schema: gatewayHealthSchema } },
    errors: {},
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    service: 'gateway',
    summary: 'This document',
    success: {
      status: 200,
      description: 'The OpenAPI 3.1 document.',
      schema: z.record(z.string(), z.unknown()),
    },
    errors: { 429: PROXY_ERRORS[429] },
  },
  {
    method: 'get',
    path: '/api/docs',
    service: 'gateway',
    summary: 'A readable reference of this document',
    success: { status: 301, description: 'Redirects to /api/docs/, the reference page.' },
    errors: { 429: PROXY_ERRORS[429] },
  },
  // For crawlers (issue 21): plain files at the site's root, not JSON.
  {
    method: 'get',
    path: '/robots.txt',
    service: 'gateway',
    summary: 'What crawlers may fetch, and where the sitemap is',
    success: {
      status: 200,
      description: 'The robots.txt rules, naming /sitemap.xml.',
      schema: z.string(),
      contentType: 'text/plain',
    },
    errors: { 429: PROXY_ERRORS[429] },
  },
  {
    method: 'get',
    path: '/sitemap.xml',
    service: 'company',
    summary: 'The sitemap index',
    success: {
      status: 200,
      description:
        'A sitemap index (sitemaps.org) naming pages.xml.gz and one companies-<n>.xml.gz per 50,000 company ids that hold a public company.',
      schema: z.string(),
      contentType: 'application/xml',
    },
    errors: PROXY_ERRORS,
  },
  {
    method: 'get',
    path: '/sitemaps/:file',
    service: 'company',
    summary: 'One gzipped sitemap file',
    params: sitemapFileParamsSchema,
    success: {
      status: 200,
      description:
        'A gzipped urlset of at most 50,000 URLs: pages.xml.gz holds the static pages and categories; companies-<n>.xml.gz the public companies with ids in ((n-1)*50000, n*50000], each with its lastmod.',
      schema: file(),
      contentType: 'application/gzip',
    },
    errors: {
      400: 'Not a sitemap file name.',
      404: 'No public company in that file.',
      ...PROXY_ERRORS,
    },
  },
  {
    method: 'get',
    path: '/api/search',
    service: 'search',
    summary: 'Search companies by name, CIN or brand',
    query: searchQuerySchema,
    success: { status: 200, description: 'One page of results.', schema: searchResponseSchema },
    errors: { 400: 'A blank or too long term, an unknown type or a bad page.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/search/suggestions',
    service: 'search',
    summary: 'Typeahead suggestions',
    query: suggestionsQuerySchema,
    success: { status: 200, description: 'At most 8.', schema: suggestionsResponseSchema },
    errors: { 400: 'A blank or too long term, or an unknown type.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/home',
    service: 'company',
    summary: 'Top companies and hot brands',
    success: { status: 200, description: 'The home page lists.', schema: homeResponseSchema },
    errors: PROXY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/stats',
    service: 'company',
    summary: "The directory's counts: listed companies, registry companies and their states",
    success: {
      status: 200,
      description: 'The counts the hero and About state.',
      schema: directoryStatsSchema,
    },
    errors: PROXY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/companies/:id',
    service: 'company',
    summary: 'A company profile, masked',
    params: companyIdParamsSchema,
    success: { status: 200, description: 'The profile.', schema: companyProfileSchema },
    errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/companies/:id/trust-score',
    service: 'scoring',
    summary: "A company's trust score, computed now",
    params: companyIdParamsSchema,
    success: { status: 200, description: 'The score and its parts.', schema: trustScoreSchema },
    errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/companies/:id/enrichment',
    service: 'enrichment',
    summary: 'Place details, logo, rating and e-mail from the caches',
    params: companyIdParamsSchema,
    success: { status: 200, description: 'What is known so far.', schema: enrichmentSchema },
    errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
  },
  {
    method: 'post',
    path: '/api/companies/:id/claims',
    service: 'submissions',
    summary: 'Claim a company with two documents',
    params: companyIdParamsSchema,
    body: { 'multipart/form-data': claimMultipartSchema },
    idempotent: true,
    success: { status: 201, description: 'The claim is recorded.', schema: createdResponseSchema },
    errors: {
      ...BODY_ERRORS,
      404: 'No company has this id.',
      409: 'The company is already claimed, or a claim for it is already under review.',
      ...PROXY_ERRORS,
    },
  },
  {
    method: 'post',
    path: '/api/companies/:id/corrections',
    service: 'submissions',
    summary: 'Request a correction of one profile field, with evidence',
    params: companyIdParamsSchema,
    body: { 'application/json': correctionRequestSchema },
    idempotent: true,
    success: {
      status: 201,
      description: 'The request is recorded, pending review; its received mail is queued.',
      schema: createdResponseSchema,
    },
    errors: { ...BODY_ERRORS, 404: 'No company has this id.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/categories',
    service: 'company',
    summary: 'Every category with its count',
    success: { status: 200, description: 'The grid.', schema: categoriesResponseSchema },
    errors: PROXY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/categories/:slug',
    service: 'company',
    summary: 'A category',
    params: categorySlugParamsSchema,
    success: { status: 200, description: 'The category.', schema: categoryDetailSchema },
    errors: { 404: 'No category has this slug.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/categories/:slug/filters',
    service: 'company',
    summary: "A category's filter options",
    params: categorySlugParamsSchema,
    success: {
      status: 200,
      description: 'States, classes, statuses, and the stored trust levels that occur.',
      schema: categoryFiltersSchema,
    },
    errors: { 404: 'No category has this slug.', ...PROXY_ERRORS },
  },
  {
    method: 'get',
    path: '/api/categories/:slug/companies',
    service: 'company',
    summary: "A page of a category's companies",
    params: categorySlugParamsSchema,
    query: categoryCompaniesQuerySchema,
    success: {
      status: 200,
      description: 'One page (12).',
      schema: categoryCompaniesResponseSchema,
    },
    errors: {
      400: 'A page that is not a whole number of at least 1, or a rating that is not a trust level.',
      404: 'No category has this slug.',
      ...PROXY_ERRORS,
    },
  },
  {
    method: 'get',
    path: '/api/entity-types',
    service: 'submissions',
    summary: 'The entity types the registration offers',
    success: { status: 200, description: 'In order.', schema: entityTypesResponseSchema },
    errors: PROXY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/photos/:reference',
    service: 'enrichment',
    summary: 'A maps photo, proxied',
    params: photoParamsSchema,
    query: photoQuerySchema,
    success: {
      status: 200,
      description: 'The image bytes.',
      schema: file(),
      contentType: 'image/*',
    },
    errors: {
      400: 'A reference that is not a photo reference, or a bad width.',
      404: 'No such photo (or maps are off).',
      ...PROXY_ERRORS,
      503: 'The maps provider is unavailable.',
    },
  },
  {
    method: 'post',
    path: '/api/registrations',
    service: 'submissions',
    summary: 'Register a company with its brands',
    body: { 'application/json': registrationSchema },
    idempotent: true,
    success: { status: 201, description: 'The company is listed.', schema: createdResponseSchema },
    other: {
      409: {
        description:
          'The CIN is already listed (companyId names the listing), or a registration of it is waiting for review (no companyId).',
        schema: registrationConflictAnswerSchema,
      },
    },
    errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
  },
  {
    method: 'post',
    path: '/api/uploads/logos',
    service: 'submissions',
    summary: 'Upload a logo',
    body: { 'multipart/form-data': logoMultipartSchema },
    idempotent: true,
    success: { status: 201, description: 'Stored.', schema: logoUploadResponseSchema },
    errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
  },
  {
    method: 'delete',
    path: '/api/uploads/logos/:key',
    service: 'submissions',
    summary: 'Remove an uploaded logo no profile shows',
    params: logoKeyParamsSchema,
    headers: logoDeleteHeadersSchema,
    success: { status: 204, description: 'Removed.' },
    errors: {
      403: 'The x-delete-token is missing or is not the one this upload answered with: only its uploader may delete a logo.',
      404: 'No logo has this key.',
      409: 'A listed profile shows this logo.',
      ...PROXY_ERRORS,
    },
  },
  {
    method: 'get',
    path: '/media/*',
    service: 'submissions',
    summary: 'A public upload (logos)',
    params: mediaParamsSchema,
    success: { status: 200, description: 'The file.', schema: file(), contentType: 'image/*' },
    errors: { 404: 'No file at this address.', ...PROXY_ERRORS },
  },
  {
    method: 'post',
    path: '/api/reports',
    service: 'submissions',
    summary: 'Report a company',
    body: { 'application/json': reportSchema },
    idempotent: true,
    success: { status: 201, description: 'The report is recorded.', schema: createdResponseSchema },
    errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
  },
  {
    method: 'post',
    path: '/api/contact',
    service: 'submissions',
    summary: 'Send a contact message',
    body: { 'application/json': contactSchema },
    idempotent: true,
    success: {
      status: 201,
      description: 'The message is recorded.',
      schema: createdResponseSchema,
    },
    errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
  },
  {
    method: 'post',
    path: '/api/events/search',
    service: 'analytics',
    summary: 'Record a search',
    body: { 'application/json': searchEventBodySchema },
    success: { status: 202, description: 'Queued.' },
    errors: EVENT_BODY_ERRORS,
  },
  {
    method: 'post',
    path: '/api/events/profile-views',
    service: 'analytics',
    summary: 'Record a profile view',
    body: { 'application/json': profileViewBodySchema },
    success: { status: 202, description: 'Queued.' },
    errors: EVENT_BODY_ERRORS,
  },
  {
    method: 'post',
    path: '/api/events/website-clicks',
    service: 'analytics',
    summary: "Record a click on a company's website",
    body: { 'application/json': websiteClickBodySchema },
    success: { status: 202, description: 'Queued.' },
    errors: EVENT_BODY_ERRORS,
  },
  {
    method: 'post',
    path: '/api/track-view-duration',
    service: 'analytics',
    summary: 'Record how long a profile was viewed (navigator.sendBeacon)',
    body: { 'application/json': viewDurationBodySchema, 'text/plain': viewDurationBodySchema },
    success: { status: 204, description: 'Queued.' },
    errors: EVENT_BODY_ERRORS,
  },
  ...STAFF_ENDPOINTS,
  ...STAFF_QUEUE_ENDPOINTS,
  ...OWNER_ENDPOINTS,
  ...OWNER_CHANGES_QUEUE_ENDPOINTS,
  ...OWNER_EDIT_ENDPOINTS,
  ...OWNER_REPLY_ENDPOINTS,
  ...DATA_REQUEST_ENDPOINTS,
];
