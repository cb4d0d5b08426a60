import fc from 'fast-check';
import {
  describe,
  encodeText,
  hostileValue,
  jsonText,
  multipartBody,
  ONE_MB,
  PDF,
  PNG,
  RawJson,
  type FuzzContext,
  type FuzzRequest,
  type Json,
  type Part,
} from './requests';
import { ownerReplySamples } from './owner-replies';

// Valid-then-mutated requests: a request each endpoint accepts (2xx), with exactly one field,
// query parameter, multipart part or the Idempotency-Key made hostile. Random bodies rarely
// get past the first check of a form, so a NUL in the seventh field of an otherwise good
// registration was never sent; that is where the 500s of issue 24 #3 were. The samples are
// written by hand from the contracts in services/contracts (as its text.test.ts does), and
// every text value carries the run's marker so rows.ts finds a row a refused request wrote.
// The unmutated samples are sent too: the tier asserts they get a 2xx, so the samples cannot
// drift into all-refused as the contracts change.

/** What a valid request is made of, before it is encoded. */
export interface Sample {
  operation: string;
  method: string;
  path: string;
  query?: Record<string, Json>;
  json?: Record<string, Json>;
  /** Multipart text parts; the files are added by `files`. */
  parts?: Record<string, Json>;
  files?: Part[];
  idempotent?: boolean;
  /** The content type of a JSON body, when not application/json (sendBeacon sends text). */
  contentType?: string;
}

/**
 * Operations no generated request can get a 2xx from on the fuzz stack, and why. They are
 * still sent, valid and mutated; only the 2xx checks skip them.
 */
export const NO_2XX_ON_THE_STACK: Record<string, string> = {
  'POST /api/staff/queues/replies/{id}/decision':
    "a reply is decided once: the run's first valid publish takes its one reply and later ones answer 409 (the submissions service's tests decide many)",
  'POST /api/staff/queues/corrections/{id}/decision':
    "a request is decided once: the run's first valid accept takes its one request and later ones answer 409 (the submissions service's tests decide many)",
  'POST /api/staff/queues/owner-changes/{id}/decision':
    "a request is decided once, like a correction: the run's first valid approval takes it, later ones answer 409 (the submissions service's owner-changes tests decide many)",
  'GET /api/photos/{reference}': 'the maps provider is off on the fuzz stack (404)',
  'POST /api/your-data/verifications':
    "a confirmation link's token is mailed to the person's inbox, which the run cannot read; services/submissions/test/data-requests.test.ts and the Your data browser test follow links",
  'POST /api/staff/queues/data-requests/{id}/decision':
    "a data request is closed once: the run's first valid send-export takes its one request and later ones answer 409 (the submissions service's data-requests test closes many)",
  'GET /api/docs':
    'its documented answer is 301 to /api/docs/, the reference page, so a 2xx was left to chance (seed 1009747369 saw none); the OpenAPI test opens the page itself',
  'DELETE /api/uploads/logos/{key}':
    "a 204 needs the key and delete token an upload of the same run answered; requests are generated before any is sent (the submissions service's tests cover it)",
  'POST /api/staff/queues/registrations/{id}/decision':
    "a 200 needs a pending registration of the run, and each can be decided once (the next answer is 409); the submissions service's staff-registrations test decides them",
  'DELETE /api/staff/session':
    "it would end the staff session the run's other staff requests carry, so it is sent without one (401); the submissions service's tests sign out",
  'DELETE /api/staff/sessions':
    "likewise: it would end every session of the run's staff accounts; the service's tests cover it",
  'POST /api/staff/me/password':
    "a new password ends the account's other sessions and changes what the next sample must send as current; sent without a session, covered by the service's tests",
  'POST /api/staff/me/totp/confirm':
    'a 200 needs the code an authenticator app shows at that moment, and requests are generated before any is sent; the service and browser tests confirm with a live code',
  'POST /api/account/session':
    "a sign-in link works once and is mailed to an owner's inbox, which the run cannot read; the submissions service's owner tests and the owner sign-in browser test spend links",
  'POST /api/account/contact-email/confirmations':
    "a confirmation link is mailed to the new address, which the run cannot read; the submissions service's contact-email-confirm test and gateway/test/owner-logo-review.test.ts spend links",
  'DELETE /api/account/session':
    "it would end the owner session the run's other owner requests carry, so it is sent without one (401); the service's owner tests sign out",
  'DELETE /api/account/sessions': "likewise: it would end every session of the run's owner",
  'PUT /api/account/password':
    "a new password ends the owner's other sessions; sent without a session, covered by the service's owner tests",
  'GET /media/{path}':
    'a 200 needs a file an upload of the same run stored, and requests are generated before any is sent: a run reached one only by chance (seed 1835244760 none); gateway/test/submissions-routes.test.ts serves an upload back',
  // A claim's or a report's detail, document or decision answers 2xx for an id of a claim or
  // report that exists, and the ids are generated before the run submits any (a generated id
  // names one only by chance). Their 2xx are covered by
  // services/submissions/test/staff/*-queue.test.ts and gateway/test/staff-claim-documents.test.ts.
  ...Object.fromEntries(
    [
      'GET /api/staff/queues/claims/{id}',
      'POST /api/staff/queues/claims/{id}/decision',
      'GET /api/staff/queues/claims/{id}/documents/{which}',
      'GET /api/staff/queues/reports/{id}',
      'POST /api/staff/queues/reports/{id}/decision',
    ].map((operation) => [operation, 'a 2xx needs the id of a claim or report of the same run']),
  ),
};

/** Samples are numbered: a CIN, a claim's e-mail and a key can be used once only. */
function samples(context: FuzzContext, n: number): Sample[] {
  const { marker } = context;
  const companyId = context.companyIds[n % Math.max(context.companyIds.length, 1)] ?? 1;
  const claimCompanyId =
    context.claimCompanyIds[n % Math.max(context.claimCompanyIds.length, 1)] ?? companyId;
  const slug = context.categorySlugs[n % Math.max(context.categorySlugs.length, 1)] ?? 'finance';
  // The marker's hex makes the CIN's digits unique to the run, n unique within it.
  const runDigits = String(parseInt(marker.slice(2, 7), 16) % 100_000).padStart(5, '0');
  const cin = `U${runDigits}MH2020PTC${String(n % 1_000_000).padStart(6, '0')}`;
  const email = `${marker}.${n}@acme-industries.co.in`;
  return [
    {
      operation: 'GET /api/search',
      method: 'GET',
      path: '/api/search',
      query: { q: `${marker} steel`, type: 'name', page: '1' },
    },
    {
      operation: 'GET /api/search/suggestions',
      method: 'GET',
      path: '/api/search/suggestions',
      query: { q: `${marker} tata`, type: 'brand' },
    },
    {
      operation: 'GET /api/categories/{slug}/companies',
      method: 'GET',
      path: `/api/categories/${encodeURIComponent(slug)}/companies`,
      query: { state: `${marker} Maharashtra`, class: 'Private', status: 'Active', page: '1' },
    },
    {
      // waitMs 0: what the caches hold now (the held answer has its own tests).
      operation: 'GET /api/companies/{id}/enrichment',
      method: 'GET',
      path: `/api/companies/${companyId}/enrichment`,
      query: { waitMs: '0' },
    },
    {
      // The pages file always lists the static pages, so it answers 200 on any stack; the
      // generated requests vary the file name (a company file past the data is a 404).
      operation: 'GET /sitemaps/{file}',
      method: 'GET',
      path: '/sitemaps/pages.xml.gz',
    },
    {
      operation: 'GET /api/photos/{reference}',
      method: 'GET',
      path: `/api/photos/${marker}AbCdEf0123`,
      query: { maxwidth: '300' },
    },
    {
      operation: 'POST /api/registrations',
      method: 'POST',
      path: '/api/registrations',
      idempotent: true,
      json: {
        entityType: 'Private Limited',
        relationshipType: 'brand_owner',
        companyName: `${marker} Traders ${n}`,
        cin,
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
    },
    {
      operation: 'POST /api/reports',
      method: 'POST',
      path: '/api/reports',
      idempotent: true,
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
    },
    {
      operation: 'POST /api/contact',
      method: 'POST',
      path: '/api/contact',
      idempotent: true,
      json: { name: `${marker} Ravi`, email, subject: 'Feedback', message: `${marker} Hello.` },
    },
    {
      operation: 'POST /api/your-data/requests',
      method: 'POST',
      path: '/api/your-data/requests',
      json: { email, kind: 'correction', details: `${marker} My name is misspelt.` },
    },
    {
      operation: 'POST /api/companies/{id}/claims',
      method: 'POST',
      path: `/api/companies/${claimCompanyId}/claims`,
      idempotent: true,
      parts: { mobile: '9876543210', email },
      files: [
        {
          name: 'directorIdProof',
          filename: `${marker}-id.pdf`,
          contentType: 'application/pdf',
          data: PDF,
        },
        {
          name: 'businessProof',
          filename: `${marker}-gst.png`,
          contentType: 'image/png',
          data: PNG,
        },
      ],
    },
    {
      operation: 'POST /api/companies/{id}/corrections',
      method: 'POST',
      path: `/api/companies/${companyId}/corrections`,
      idempotent: true,
      json: {
        field: 'registeredOfficeAddress',
        // Unique per sample, so it is never the value the profile already shows.
        proposedValue: `${marker} ${n} MG Road, Mumbai`,
        evidence: `${marker} The MCA filing of the new office.`,
        evidenceUrl: `${marker}.acme.in/filing`,
        email,
      },
    },
    {
      operation: 'POST /api/uploads/logos',
      method: 'POST',
      path: '/api/uploads/logos',
      idempotent: true,
      parts: { name: `${marker} logo` },
      files: [{ name: 'file', filename: `${marker}.png`, contentType: 'image/png', data: PNG }],
    },
    {
      operation: 'POST /api/events/search',
      method: 'POST',
      path: '/api/events/search',
      json: { searchTerm: `${marker} acme`, searchType: 'name', resultsCount: 1 },
    },
    {
      operation: 'POST /api/events/profile-views',
      method: 'POST',
      path: '/api/events/profile-views',
      json: { companyId: String(companyId), referrer: `https://a.in/${marker}` },
    },
    {
      operation: 'POST /api/events/website-clicks',
      method: 'POST',
      path: '/api/events/website-clicks',
      json: {
        companyId: String(companyId),
        websiteUrl: `https://acme.in/${marker}`,
        referrer: `https://a.in/${marker}`,
      },
    },
    {
      operation: 'POST /api/track-view-duration',
      method: 'POST',
      path: '/api/track-view-duration',
      contentType: n % 2 ? 'text/plain' : 'application/json',
      json: {
        companyId: String(companyId),
        viewDuration: 3,
        userAgent: `${marker} Mozilla/5.0`,
        referrer: `https://a.in/${marker}`,
      },
    },
    ...staffSamples(context, n),
    ...staffQueueSamples(context),
    ...ownerSamples(context, n),
    ...ownerEditSamples(context, n),
    ...ownerReplySamples(context, n),
  ];
}

/**
 * Company owners' routes (issue 19). GET the session and the companies get their 2xx from the
 * generated requests, which carry the run's owner session (owner.ts).
 */
function ownerSamples(context: FuzzContext, n: number): Sample[] {
  const { marker, owner } = context;
  if (!owner) return [];
  return [
    {
      operation: 'POST /api/account/sign-in-links',
      method: 'POST',
      path: '/api/account/sign-in-links',
      // An address no owner has: the same 202, no link and no row written.
      json: { email: `${marker}.${n}@acme-industries.co.in` },
    },
    {
      operation: 'POST /api/account/session/password',
      method: 'POST',
      path: '/api/account/session/password',
      // A different owner each time: the mutated passwords are failures, and five lock one.
      json: {
        email: owner.signInEmails[n % owner.signInEmails.length]!,
        password: owner.signInPassword,
      },
    },
  ];
}

/**
 * An owner's edits of the company the run's owner owns (issue 19): the fields applied at once
 * and the requests for staff. Each sample's brand or website is its own (numbered), so a
 * request is never the same change as one already waiting (409).
 */
function ownerEditSamples(context: FuzzContext, n: number): Sample[] {
  const { marker, owner } = context;
  if (!owner) return [];
  const company = `/api/account/companies/${owner.companyId}`;
  return [
    {
      operation: 'GET /api/account/companies/{id}/profile',
      method: 'GET',
      path: `${company}/profile`,
    },
    {
      operation: 'PATCH /api/account/companies/{id}',
      method: 'PATCH',
      path: company,
      json: {
        description: `Makers of steel kitchenware ${marker} ${n}.`,
        phone: '9876543210',
        contactEmail: `sales.${marker}@acme-industries.co.in`,
      },
    },
    {
      operation: 'GET /api/account/companies/{id}/change-requests',
      method: 'GET',
      path: `${company}/change-requests`,
    },
    {
      operation: 'POST /api/account/companies/{id}/change-requests',
      method: 'POST',
      path: `${company}/change-requests`,
      json: {
        kind: 'brand-add',
        brandName: `Kitchen Star ${marker} ${n}`,
        trademarkName: `KITCHEN STAR ${marker}`,
        website: `https://kitchenstar-${n}.example.in/${marker}`,
      },
    },
  ];
}

/**
 * The staff console's routes (issue 18), sent with the run's staff sessions (staff.ts). Routes
 * without a parameter or a body (GET the session, the accounts) get their 2xx from the
 * generated requests, which carry the session too.
 */
function staffSamples(context: FuzzContext, n: number): Sample[] {
  const { marker, staff } = context;
  if (!staff) return [];
  return [
    {
      operation: 'POST /api/staff/session',
      method: 'POST',
      path: '/api/staff/session',
      // A different account each time: the mutated passwords are failures, and five lock one.
      json: {
        email: staff.signInEmails[n % staff.signInEmails.length]!,
        password: staff.signInPassword,
      },
    },
    {
      // The moderator's own password (issue 37: enrolment asks for it again); it starts an
      // enrolment that is never confirmed, so the account keeps signing in without a code.
      operation: 'POST /api/staff/me/totp',
      method: 'POST',
      path: '/api/staff/me/totp',
      json: { password: staff.signInPassword },
    },
    {
      operation: 'POST /api/staff/accounts',
      method: 'POST',
      path: '/api/staff/accounts',
      json: {
        email: `${marker}.${n}@staff.example`,
        displayName: `${marker} Staff ${n}`,
        role: 'moderator',
        password: `${marker}-password-${n}`,
      },
    },
    {
      operation: 'PATCH /api/staff/accounts/{id}',
      method: 'PATCH',
      path: `/api/staff/accounts/${staff.targetAccountId}`,
      // The values it has: nothing changes, so no session of it ends and the sample stays valid.
      json: { role: 'moderator', disabled: false },
    },
    {
      operation: 'GET /api/staff/queues/registrations',
      method: 'GET',
      path: '/api/staff/queues/registrations',
      query: { order: 'newest', status: 'pending', page: '1' },
    },
    {
      operation: 'POST /api/staff/queues/registrations/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/registrations/${context.queueItems?.registrationId ?? 1}/decision`,
      // An approval carries no text: a reason with the run's marker would be a row the
      // refused-rows check cannot tell from a refused request's.
      json: { outcome: 'approve' },
    },
    {
      operation: 'GET /api/staff/audit',
      method: 'GET',
      path: '/api/staff/audit',
      query: {
        actor: String(staff.adminId),
        action: `${marker}.none`,
        subjectKind: 'staff_account',
      },
    },
  ];
}

/** The corrections, contact and replies queues (issues 18, 19), on the items the session put in them. */
function staffQueueSamples(context: FuzzContext): Sample[] {
  const { staff, queueItems } = context;
  if (!staff || !queueItems) return [];
  const { correctionId, contactMessageId, registrationId, replyId, dataRequestId } = queueItems;
  return [
    {
      operation: 'GET /api/staff/queues/data-requests',
      method: 'GET',
      path: '/api/staff/queues/data-requests',
      query: { order: 'oldest', status: 'open', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/data-requests/{id}',
      method: 'GET',
      path: `/api/staff/queues/data-requests/${dataRequestId}`,
    },
    {
      operation: 'GET /api/staff/queues/data-requests/{id}/export',
      method: 'GET',
      path: `/api/staff/queues/data-requests/${dataRequestId}/export`,
    },
    {
      operation: 'POST /api/staff/queues/data-requests/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/data-requests/${dataRequestId}/decision`,
      // Carries no text, so no mutation of it can write the run's marker into a row.
      json: { outcome: 'send-export' },
    },
    {
      // The claims and reports lists answer 200 on an empty queue too; without a sample a
      // run reached their 2xx only when a generated query happened to be valid (seed
      // 1726938948 did not).
      operation: 'GET /api/staff/queues/claims',
      method: 'GET',
      path: '/api/staff/queues/claims',
      query: { order: 'oldest', status: 'pending', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/reports',
      method: 'GET',
      path: '/api/staff/queues/reports',
      query: { order: 'newest', status: 'open', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/corrections',
      method: 'GET',
      path: '/api/staff/queues/corrections',
      query: { order: 'newest', status: 'pending', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/corrections/{id}',
      method: 'GET',
      path: `/api/staff/queues/corrections/${correctionId}`,
    },
    {
      operation: 'GET /api/staff/queues/registrations/{id}',
      method: 'GET',
      path: `/api/staff/queues/registrations/${registrationId}`,
    },
    {
      operation: 'POST /api/staff/queues/corrections/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/corrections/${correctionId}/decision`,
      // An accept carries no text: no mutation of it can write the run's marker into the row
      // (a decline's reason would, and rows.ts would rightly count it as a refused request's).
      json: { outcome: 'accept' },
    },
    {
      operation: 'GET /api/staff/queues/replies',
      method: 'GET',
      path: '/api/staff/queues/replies',
      query: { order: 'oldest', status: 'pending', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/replies/{id}',
      method: 'GET',
      path: `/api/staff/queues/replies/${replyId}`,
    },
    {
      operation: 'POST /api/staff/queues/replies/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/replies/${replyId}/decision`,
      // A publish carries no text, so no mutation of it writes the run's marker into the row.
      json: { outcome: 'publish' },
    },
    {
      operation: 'GET /api/staff/queues/contact',
      method: 'GET',
      path: '/api/staff/queues/contact',
      query: { order: 'oldest', status: 'unhandled', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/contact/{id}',
      method: 'GET',
      path: `/api/staff/queues/contact/${contactMessageId}`,
    },
    {
      // Idempotent: every valid sample answers 200 with the message as handled.
      operation: 'POST /api/staff/queues/contact/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/contact/${contactMessageId}/decision`,
      json: { outcome: 'handled' },
    },
    {
      operation: 'GET /api/staff/queues/owner-changes',
      method: 'GET',
      path: '/api/staff/queues/owner-changes',
      query: { order: 'oldest', status: 'pending', page: '1' },
    },
    {
      operation: 'GET /api/staff/queues/owner-changes/{id}',
      method: 'GET',
      path: `/api/staff/queues/owner-changes/${queueItems.ownerChangeId}`,
    },
    {
      operation: 'POST /api/staff/queues/owner-changes/{id}/decision',
      method: 'POST',
      path: `/api/staff/queues/owner-changes/${queueItems.ownerChangeId}/decision`,
      // An approval carries no text, so no mutation of it can write the run's marker.
      json: { outcome: 'approve' },
    },
  ];
}

/** The operations that have a valid sample. */
export function operationsWithSamples(context: FuzzContext): Set<string> {
  return new Set(samples(context, 0).map((sample) => sample.operation));
}

/** Where one hostile value goes. */
type Slot =
  | { where: 'query' | 'part'; name: string }
  | { where: 'body'; path: (string | number)[] }
  | { where: 'file'; name: string }
  | { where: 'header' };

function slotsOf(sample: Sample): Slot[] {
  const bodyPaths = (value: Json, path: (string | number)[]): (string | number)[][] => {
    if (Array.isArray(value))
      return [path, ...value.flatMap((item, index) => bodyPaths(item, [...path, index]))];
    if (value && typeof value === 'object') {
      const nested = Object.entries(value).flatMap(([key, item]) =>
        bodyPaths(item, [...path, key]),
      );
      return path.length === 0 ? nested : [path, ...nested];
    }
    return [path];
  };
  return [
    ...Object.keys(sample.query ?? {}).map((name): Slot => ({ where: 'query', name })),
    ...(sample.json ? bodyPaths(sample.json, []) : []).map((path): Slot => ({
      where: 'body',
      path,
    })),
    ...Object.keys(sample.parts ?? {}).map((name): Slot => ({ where: 'part', name })),
    ...(sample.files ?? []).map((file): Slot => ({ where: 'file', name: file.name })),
    ...(sample.idempotent ? [{ where: 'header' } as const] : []),
  ];
}

/** Removes the field instead of changing it: a required field left out. */
const OMIT = Symbol('omitted');

/** A copy of `value` with `path` set to `replacement` (or removed). */
function withValueAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === OMIT) copy.splice(Number(key), 1);
    else copy[Number(key)] = withValueAt(copy[Number(key)], rest, replacement);
    return copy;
  }
  const copy: Record<string, Json> = {};
  // Copied key by key (not spread) so an own `__proto__` key of the replacement stays a key.
  for (const name of Object.keys(value as object)) {
    copy[name] = (value as Record<string, Json>)[name];
  }
  if (rest.length === 0 && replacement === OMIT) {
    delete copy[String(key)];
    return copy;
  }
  Object.defineProperty(copy, String(key), {
    value: withValueAt(copy[String(key)], rest, replacement),
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

/** What a file part becomes: not a file of its kind, empty, misnamed, or too big. */
function hostileFile(marker: string): fc.Arbitrary<[string, Partial<Part>]> {
  return fc.oneof(
    {
      weight: 20,
      arbitrary: fc.constantFrom<[string, Partial<Part>]>(
        ['empty file', { data: '' }],
        ['text as the file', { data: `${marker} plain text` }],
        ['no file name', { filename: undefined }],
        ['traversal file name', { filename: '../../../etc/passwd' }],
        ['NUL file name', { filename: `${marker}\u0000.pdf` }],
        ['long file name', { filename: `${marker}${'x'.repeat(600)}.png` }],
        ['exe file name', { filename: `${marker}.exe`, contentType: 'application/x-msdownload' }],
        ['text part for the file', { filename: undefined, contentType: undefined, data: marker }],
        ['PNG named PDF', { filename: `${marker}.pdf`, data: PNG }],
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant<[string, Partial<Part>]>([
        '11 MB file',
        { data: Buffer.concat([PNG, Buffer.alloc(11 * ONE_MB)]) },
      ]),
    },
  );
}

/** The Idempotency-Key made wrong: too short, too long, characters off its list, empty. */
function hostileKey(marker: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    '',
    'short',
    `${marker}-${'k'.repeat(300)}`,
    `${marker} key with spaces`,
    `${marker}/../key`,
    `${marker}-key?`,
    '__proto__',
    'constructor',
    `${marker}%00`,
    `${marker}-k\t`,
  );
}

/** The hostile value for a field, or its removal; a 1 MB string now and then. */
function hostileFieldValue(marker: string): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 30, arbitrary: hostileValue(marker, fc.constant(marker)) },
    { weight: 4, arbitrary: fc.constant(OMIT) },
    { weight: 1, arbitrary: fc.constant(`${marker}${'x'.repeat(ONE_MB)}`) },
  );
}

const BOUNDARY = 'fuzzvalidboundary7MA4YWxkTrZu';

function partData(value: Json): string {
  return typeof value === 'string' ? value : jsonText(value);
}

function render(sample: Sample, kind: string, marker: string): FuzzRequest {
  const query = Object.entries(sample.query ?? {})
    .flatMap(([name, value]) =>
      Array.isArray(value)
        ? value.map((item) => `${name}=${encodeText(item)}`)
        : [`${name}=${value instanceof RawJson ? value.text : encodeText(value)}`],
    )
    .join('&');
  const headers: Record<string, string> = {};
  // Numbered in run.ts, as the other generators' keys are.
  if (sample.idempotent) headers['idempotency-key'] = `${marker}-key`;
  let body: FuzzRequest['body'];
  if (sample.json) {
    body = jsonText(sample.json);
    headers['content-type'] = sample.contentType ?? 'application/json';
  } else if (sample.parts || sample.files) {
    body = multipartBody(
      [
        ...Object.entries(sample.parts ?? {}).map(([name, value]) => ({
          name,
          data: partData(value),
        })),
        ...(sample.files ?? []),
      ],
      BOUNDARY,
    );
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
  }
  return {
    operation: sample.operation,
    kind,
    method: sample.method,
    path: query ? `${sample.path}?${query}` : sample.path,
    headers,
    body,
  };
}

function mutate(
  sample: Sample,
  slot: Slot,
  value: Json,
  file: [string, Partial<Part>],
  key: string,
) {
  const what = value === OMIT ? 'omitted' : describe(value);
  switch (slot.where) {
    case 'query': {
      const query = { ...sample.query };
      if (value === OMIT) delete query[slot.name];
      else query[slot.name] = value;
      return { sample: { ...sample, query }, kind: `valid but ${what} in query.${slot.name}` };
    }
    case 'body':
      return {
        sample: { ...sample, json: withValueAt(sample.json, slot.path, value) as Sample['json'] },
        kind: `valid but ${what} in body.${slot.path.join('.')}`,
      };
    case 'part': {
      const parts = { ...sample.parts };
      if (value === OMIT) delete parts[slot.name];
      else parts[slot.name] = partData(value);
      return { sample: { ...sample, parts }, kind: `valid but ${what} in part ${slot.name}` };
    }
    case 'file':
      return {
        sample: {
          ...sample,
          files: (sample.files ?? []).map((part) =>
            part.name === slot.name ? { ...part, ...file[1] } : part,
          ),
        },
        kind: `valid but ${file[0]} in part ${slot.name}`,
      };
    case 'header':
      return { sample, kind: `valid but bad Idempotency-Key`, key };
  }
}

/**
 * Requests for one operation: its valid sample as it is (one in four) or with one slot
 * made hostile. Undefined when the operation has no sample.
 */
export function validThenMutated(
  operation: string,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> | undefined {
  if (!operationsWithSamples(context).has(operation)) return undefined;
  const sampleAt = (index: number) =>
    samples(context, index).find((sample) => sample.operation === operation)!;
  const slots = slotsOf(sampleAt(0));
  // Sampling is sequential and seeded, so the numbering is the same for the same seed.
  let n = 0;
  // A sample with nothing to mutate (a GET of one item by its path id) is sent as it is; the
  // generated requests vary its path.
  if (slots.length === 0) {
    return fc.constant(null).map(() => render(sampleAt(n++), 'valid sample', context.marker));
  }
  return fc
    .tuple(
      fc.constantFrom(...slots),
      hostileFieldValue(context.marker),
      hostileFile(context.marker),
      hostileKey(context.marker),
    )
    .map(([slot, value, file, key]) => {
      // Every fourth as it is, the first included: counted, not drawn, so even a short run
      // sends each operation's valid sample.
      const index = n++;
      const sample = sampleAt(index);
      if (index % 4 === 0) return render(sample, 'valid sample', context.marker);
      const mutated = mutate(sample, slot, value, file, key);
      const request = render(mutated.sample, mutated.kind, context.marker);
      if (mutated.key !== undefined) request.headers['idempotency-key'] = mutated.key;
      return request;
    });
}
