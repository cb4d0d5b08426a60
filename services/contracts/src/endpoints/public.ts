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
  correctionRequestSchema,
  directorPageSchema,
  directorParamsSchema,
  directorQuerySchema,
  createdResponseSchema,
  enrichmentQuerySchema,
  enrichmentSchema,
  entityTypesResponseSchema,
  gatewayHealthSchema,
  gstLookupQuerySchema,
  gstLookupSchema,
  gstinParamsSchema,
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
} from '../index';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { defineEndpoint, type Endpoint } from './endpoint';

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

export const gatewayHealth = defineEndpoint({
  method: 'get',
  path: '/api/health',
  service: 'gateway',
  summary: 'Health of every service',
  success: { status: 200, description: 'Every service is ok.', schema: gatewayHealthSchema },
  other: { 503: { description: 'A service is not ok.', schema: gatewayHealthSchema } },
  errors: {},
});

export const openApiDocument = defineEndpoint({
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
});

export const apiReference = defineEndpoint({
  method: 'get',
  path: '/api/docs',
  service: 'gateway',
  summary: 'A readable reference of this document',
  success: { status: 301, description: 'Redirects to /api/docs/, the reference page.' },
  errors: { 429: PROXY_ERRORS[429] },
});

export const robotsTxt = defineEndpoint({
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
});

export const sitemapIndex = defineEndpoint({
  method: 'get',
  path: '/sitemap.xml',
  service: 'company',
  summary: 'The sitemap index',
  success: {
    status: 200,
    description:
      'A sitemap index (sitemaps.org) naming pages.xml.gz, one companies-<n>.xml.gz per 50,000 company ids that hold a public company, and one directors-<n>.xml.gz per 50,000 director ids that hold a director with companies.',
    schema: z.string(),
    contentType: 'application/xml',
  },
  errors: PROXY_ERRORS,
});

export const sitemapFile = defineEndpoint({
  method: 'get',
  path: '/sitemaps/:file',
  service: 'company',
  summary: 'One gzipped sitemap file',
  params: sitemapFileParamsSchema,
  // The pages file lists the static pages, so it answers 200 on any directory.
  example: () => ({ params: { file: 'pages.xml.gz' } }),
  success: {
    status: 200,
    description:
      'A gzipped urlset of at most 50,000 URLs: pages.xml.gz holds the static pages and categories; companies-<n>.xml.gz the public companies with ids in ((n-1)*50000, n*50000], each with its lastmod; directors-<n>.xml.gz the director pages of the people with ids in the same bounds.',
    schema: file(),
    contentType: 'application/gzip',
  },
  errors: {
    400: 'Not a sitemap file name.',
    404: 'No public company (or director) in that file.',
    ...PROXY_ERRORS,
  },
});

export const searchCompanies = defineEndpoint({
  method: 'get',
  path: '/api/search',
  service: 'search',
  summary: 'Search companies by name, CIN or brand',
  query: searchQuerySchema,
  example: ({ marker }) => ({ query: { q: `${marker} steel`, type: 'name', page: '1' } }),
  success: { status: 200, description: 'One page of results.', schema: searchResponseSchema },
  errors: { 400: 'A blank or too long term, an unknown type or a bad page.', ...PROXY_ERRORS },
});

export const searchSuggestions = defineEndpoint({
  method: 'get',
  path: '/api/search/suggestions',
  service: 'search',
  summary: 'Typeahead suggestions',
  query: suggestionsQuerySchema,
  example: ({ marker }) => ({ query: { q: `${marker} tata`, type: 'brand' } }),
  success: { status: 200, description: 'At most 8.', schema: suggestionsResponseSchema },
  errors: { 400: 'A blank or too long term, or an unknown type.', ...PROXY_ERRORS },
});

export const homeLists = defineEndpoint({
  method: 'get',
  path: '/api/home',
  service: 'company',
  summary: 'Top companies and hot brands',
  success: { status: 200, description: 'The home page lists.', schema: homeResponseSchema },
  errors: PROXY_ERRORS,
});

export const directoryStats = defineEndpoint({
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
});

export const companyProfile = defineEndpoint({
  method: 'get',
  path: '/api/companies/:id',
  service: 'company',
  summary: 'A company profile, masked',
  params: companyIdParamsSchema,
  success: { status: 200, description: 'The profile.', schema: companyProfileSchema },
  errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
});

/** Issue 43 part 5: the profile as a PDF to keep ("Download report" on every profile). */
export const companyReport = defineEndpoint({
  method: 'get',
  path: '/api/companies/:id/report.pdf',
  service: 'company',
  summary: 'A company report (PDF), masked',
  params: companyIdParamsSchema,
  success: {
    status: 200,
    description:
      'A PDF of the profile as the page shows it, masked: the verdict, the trust score with its blocks and history, the registry facts, GST registrations, directors and charges where held, red flags and upheld reports, each block with its source and as-of date, the time it was generated and the live page. Sent as an attachment named trusthive-<CIN or id>-<yyyy-mm-dd>.pdf.',
    schema: file(),
    contentType: 'application/pdf',
  },
  errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
});

export const companyTrustScore = defineEndpoint({
  method: 'get',
  path: '/api/companies/:id/trust-score',
  service: 'scoring',
  summary: "A company's trust score, computed now",
  params: companyIdParamsSchema,
  success: { status: 200, description: 'The score and its parts.', schema: trustScoreSchema },
  errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
});

export const companyEnrichment = defineEndpoint({
  method: 'get',
  path: '/api/companies/:id/enrichment',
  service: 'enrichment',
  summary: 'Place details, logo, rating and e-mail from the caches',
  params: companyIdParamsSchema,
  query: enrichmentQuerySchema,
  // waitMs 0: what the caches hold now, without waiting for a lookup.
  example: ({ companyId }) => ({ params: { id: companyId }, query: { waitMs: '0' } }),
  success: { status: 200, description: 'What is known so far.', schema: enrichmentSchema },
  errors: { 404: 'No company has this id.', ...PROXY_ERRORS },
});

// The GSTIN's shape and check character are checked first (a wrong one is a 400 naming the
// expected character, with no provider call); then the stored record while it is fresh, else
// the GST network through the configured provider (issue 40). With ?waitMs a "checking"
// answer is held until the lookup lands.
export const gstinLookup = defineEndpoint({
  method: 'get',
  path: '/api/gstin/:gstin',
  service: 'enrichment',
  summary: 'A GST registration, as the GST network describes it',
  params: gstinParamsSchema,
  query: gstLookupQuerySchema,
  example: () => ({ params: { gstin: '29AAGCA1234K1ZP' } }),
  success: {
    status: 200,
    description: 'What the GST network says, or why it cannot say.',
    schema: gstLookupSchema,
  },
  errors: { 400: 'Not a GSTIN, or its check character is wrong.', ...PROXY_ERRORS },
});

// A person on company boards by the random id of their page (issue 41), never by DIN: the
// companies stored for them, and when those are older than REGISTRY_REFRESH_DAYS (or were never
// asked for) the registry provider is asked, held with ?waitMs as the GST record is.
export const directorPage = defineEndpoint({
  method: 'get',
  path: '/api/directors/:id',
  service: 'enrichment',
  summary: "A director's companies, DIN masked",
  params: directorParamsSchema,
  query: directorQuerySchema,
  example: ({ directorId }) => ({ params: { id: directorId }, query: { waitMs: '0' } }),
  success: {
    status: 200,
    description: 'The person, their companies and the trouble among them in plain words.',
    schema: directorPageSchema,
  },
  errors: { 404: 'No director page has this id.', ...PROXY_ERRORS },
});

export const claimCompany = defineEndpoint({
  method: 'post',
  path: '/api/companies/:id/claims',
  service: 'submissions',
  summary: 'Claim a company with two documents',
  params: companyIdParamsSchema,
  body: { 'multipart/form-data': claimMultipartSchema },
  idempotent: true,
  example: ({ marker, claimCompanyId, email }) => ({
    params: { id: claimCompanyId },
    fields: { mobile: '9876543210', email },
    files: [
      { name: CLAIM_FILE_FIELDS.directorIdProof, filename: `${marker}-id.pdf`, kind: 'pdf' },
      { name: CLAIM_FILE_FIELDS.businessProof, filename: `${marker}-gst.png`, kind: 'png' },
    ],
  }),
  success: { status: 201, description: 'The claim is recorded.', schema: createdResponseSchema },
  errors: {
    ...BODY_ERRORS,
    404: 'No company has this id.',
    409: 'The company is already claimed, or a claim for it is already under review.',
    ...PROXY_ERRORS,
  },
});

export const requestCorrection = defineEndpoint({
  method: 'post',
  path: '/api/companies/:id/corrections',
  service: 'submissions',
  summary: 'Request a correction of one profile field, with evidence',
  params: companyIdParamsSchema,
  body: { 'application/json': correctionRequestSchema },
  idempotent: true,
  example: ({ marker, n, companyId, email }) => ({
    params: { id: companyId },
    json: {
      field: 'registeredOfficeAddress',
      // Numbered, so it is never the value the profile already shows.
      proposedValue: `${marker} ${n} MG Road, Mumbai`,
      evidence: `${marker} The MCA filing of the new office.`,
      evidenceUrl: `${marker}.acme.in/filing`,
      email,
    },
  }),
  success: {
    status: 201,
    description: 'The request is recorded, pending review; its received mail is queued.',
    schema: createdResponseSchema,
  },
  errors: { ...BODY_ERRORS, 404: 'No company has this id.', ...PROXY_ERRORS },
});

export const categoriesGrid = defineEndpoint({
  method: 'get',
  path: '/api/categories',
  service: 'company',
  summary: 'Every category with its count',
  success: { status: 200, description: 'The grid.', schema: categoriesResponseSchema },
  errors: PROXY_ERRORS,
});

export const categoryDetail = defineEndpoint({
  method: 'get',
  path: '/api/categories/:slug',
  service: 'company',
  summary: 'A category',
  params: categorySlugParamsSchema,
  success: { status: 200, description: 'The category.', schema: categoryDetailSchema },
  errors: { 404: 'No category has this slug.', ...PROXY_ERRORS },
});

export const categoryFilters = defineEndpoint({
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
});

export const categoryCompanies = defineEndpoint({
  method: 'get',
  path: '/api/categories/:slug/companies',
  service: 'company',
  summary: "A page of a category's companies",
  params: categorySlugParamsSchema,
  query: categoryCompaniesQuerySchema,
  example: ({ marker, categorySlug }) => ({
    params: { slug: categorySlug },
    query: { state: `${marker} Maharashtra`, class: 'Private', status: 'Active', page: '1' },
  }),
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
});

export const entityTypes = defineEndpoint({
  method: 'get',
  path: '/api/entity-types',
  service: 'submissions',
  summary: 'The entity types the registration offers',
  success: { status: 200, description: 'In order.', schema: entityTypesResponseSchema },
  errors: PROXY_ERRORS,
});

export const placePhoto = defineEndpoint({
  method: 'get',
  path: '/api/photos/:reference',
  service: 'enrichment',
  summary: 'A maps photo, proxied',
  params: photoParamsSchema,
  query: photoQuerySchema,
  example: ({ marker }) => ({
    params: { reference: `${marker}AbCdEf0123` },
    query: { maxwidth: '300' },
  }),
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
});

export const registerCompany = defineEndpoint({
  method: 'post',
  path: '/api/registrations',
  service: 'submissions',
  summary: 'Register a company with its brands',
  body: { 'application/json': registrationSchema },
  idempotent: true,
  example: ({ marker, n, newCin, email }) => ({
    json: {
      entityType: 'Private Limited',
      relationshipType: 'brand_owner',
      companyName: `${marker} Traders ${n}`,
      cin: newCin,
      website: `${marker}.acme.in`,
      email,
      phone: '9876543210',
      domainName: `${marker}.acme.in`,
      brands: [
        {
          id: `row-${marker}`,
          brandName: `${marker} Brand`,
          trademarkName: `${marker} TM`,
          website: `${marker}.acme.in`,
        },
      ],
      address: `${marker} 12 MG Road`,
      state: 'Maharashtra',
      // A city is a place name, no digits (issue 36): the address carries the marker.
      city: 'Mumbai',
      pincode: '400001',
      contactPerson: `${marker} Asha`,
      designation: `${marker} Director`,
      category: 'Retail',
      description: `${marker} We trade.`,
      agreeTerms: true,
    },
  }),
  success: { status: 201, description: 'The company is listed.', schema: createdResponseSchema },
  other: {
    409: {
      description:
        'The CIN is already listed (companyId names the listing), or a registration of it is waiting for review (no companyId).',
      schema: registrationConflictAnswerSchema,
    },
  },
  errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
});

export const uploadLogo = defineEndpoint({
  method: 'post',
  path: '/api/uploads/logos',
  service: 'submissions',
  summary: 'Upload a logo',
  body: { 'multipart/form-data': logoMultipartSchema },
  idempotent: true,
  example: ({ marker }) => ({
    fields: { [LOGO_UPLOAD_FIELDS.name]: `${marker} logo` },
    files: [{ name: LOGO_UPLOAD_FIELDS.file, filename: `${marker}.png`, kind: 'png' }],
  }),
  success: { status: 201, description: 'Stored.', schema: logoUploadResponseSchema },
  errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
});

export const deleteLogo = defineEndpoint({
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
});

export const publicMedia = defineEndpoint({
  method: 'get',
  path: '/media/*',
  service: 'submissions',
  summary: 'A public upload (logos)',
  params: mediaParamsSchema,
  success: { status: 200, description: 'The file.', schema: file(), contentType: 'image/*' },
  errors: { 404: 'No file at this address.', ...PROXY_ERRORS },
});

export const reportCompany = defineEndpoint({
  method: 'post',
  path: '/api/reports',
  service: 'submissions',
  summary: 'Report a company',
  body: { 'application/json': reportSchema },
  idempotent: true,
  example: ({ marker, companyId, email }) => ({
    json: {
      companyName: `${marker} Acme`,
      companyId: String(companyId),
      companyWebsite: `${marker}.acme.in`,
      reportType: 'Scam',
      description: `${marker} They took the money.`,
      evidence: `${marker} Receipts.`,
      name: `${marker} Ravi`,
      email,
      phone: '9876543210',
      agreeTerms: true,
    },
  }),
  success: { status: 201, description: 'The report is recorded.', schema: createdResponseSchema },
  errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
});

export const contactUs = defineEndpoint({
  method: 'post',
  path: '/api/contact',
  service: 'submissions',
  summary: 'Send a contact message',
  body: { 'application/json': contactSchema },
  idempotent: true,
  example: ({ marker, email }) => ({
    json: { name: `${marker} Ravi`, email, subject: 'Feedback', message: `${marker} Hello.` },
  }),
  success: {
    status: 201,
    description: 'The message is recorded.',
    schema: createdResponseSchema,
  },
  errors: { ...BODY_ERRORS, ...PROXY_ERRORS },
});

export const searchEvent = defineEndpoint({
  method: 'post',
  path: '/api/events/search',
  service: 'analytics',
  summary: 'Record a search',
  body: { 'application/json': searchEventBodySchema },
  example: ({ marker }) => ({
    json: { searchTerm: `${marker} acme`, searchType: 'name', resultsCount: 1 },
  }),
  success: { status: 202, description: 'Queued.' },
  errors: EVENT_BODY_ERRORS,
});

export const profileViewEvent = defineEndpoint({
  method: 'post',
  path: '/api/events/profile-views',
  service: 'analytics',
  summary: 'Record a profile view',
  body: { 'application/json': profileViewBodySchema },
  example: ({ marker, companyId }) => ({
    json: { companyId: String(companyId), referrer: `https://a.in/${marker}` },
  }),
  success: { status: 202, description: 'Queued.' },
  errors: EVENT_BODY_ERRORS,
});

export const websiteClickEvent = defineEndpoint({
  method: 'post',
  path: '/api/events/website-clicks',
  service: 'analytics',
  summary: "Record a click on a company's website",
  body: { 'application/json': websiteClickBodySchema },
  example: ({ marker, companyId }) => ({
    json: {
      companyId: String(companyId),
      websiteUrl: `https://acme.in/${marker}`,
      referrer: `https://a.in/${marker}`,
    },
  }),
  success: { status: 202, description: 'Queued.' },
  errors: EVENT_BODY_ERRORS,
});

export const viewDurationBeacon = defineEndpoint({
  method: 'post',
  path: '/api/track-view-duration',
  service: 'analytics',
  summary: 'Record how long a profile was viewed (navigator.sendBeacon)',
  body: { 'application/json': viewDurationBodySchema, 'text/plain': viewDurationBodySchema },
  // sendBeacon sends text/plain: every other example is sent that way.
  example: ({ marker, n, companyId }) => ({
    json: {
      companyId: String(companyId),
      viewDuration: 3,
      userAgent: `${marker} Mozilla/5.0`,
      referrer: `https://a.in/${marker}`,
    },
    ...(n % 2 ? { contentType: 'text/plain' as const } : {}),
  }),
  success: { status: 204, description: 'Queued.' },
  errors: EVENT_BODY_ERRORS,
});

/** The public API in the document's order: the gateway's own paths, then each service's. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  gatewayHealth,
  openApiDocument,
  apiReference,
  // For crawlers (issue 21): plain files at the site's root, not JSON.
  robotsTxt,
  sitemapIndex,
  sitemapFile,
  searchCompanies,
  searchSuggestions,
  homeLists,
  directoryStats,
  companyProfile,
  companyReport,
  companyTrustScore,
  companyEnrichment,
  gstinLookup,
  directorPage,
  claimCompany,
  requestCorrection,
  categoriesGrid,
  categoryDetail,
  categoryFilters,
  categoryCompanies,
  entityTypes,
  placePhoto,
  registerCompany,
  uploadLogo,
  deleteLogo,
  publicMedia,
  reportCompany,
  contactUs,
  searchEvent,
  profileViewEvent,
  websiteClickEvent,
  viewDurationBeacon,
];
