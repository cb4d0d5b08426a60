import fc from 'fast-check';
import {
  describe,
  encodeText,
  hostileValue,
  jsonText,
  multipartBody,
  ONE_MB,
  BULK_CHECK_CSV,
  PDF,
  PNG,
  RawJson,
  type FuzzContext,
  type FuzzRequest,
  type Json,
  type Part,
} from './requests';
import {
  API_ENDPOINTS,
  type Endpoint,
  type ExampleRequest,
  type ExampleRows,
} from '@trusthive/contracts/endpoints';
import { openApiPath } from '@trusthive/gateway/openapi';

// Valid-then-mutated requests: a request each endpoint accepts (2xx), with exactly one field,
// query parameter, multipart part or the Idempotency-Key made hostile. Random bodies rarely
// get past the first check of a form, so a NUL in the seventh field of an otherwise good
// registration was never sent; that is where the 500s of issue 24 #3 were. The samples are the
// endpoints' own examples (issue 39: `example` of each declaration in contracts, also shown in
// the OpenAPI document), given the run's rows, and every text value carries the run's marker
// so rows.ts finds a row a refused request wrote.
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
  'POST /api/follows/confirmations':
    "a follow's confirmation token is mailed to the follower's inbox, which the run cannot read; services/submissions/test/watchlist.test.ts and web/e2e/watchlist.e2e.test.ts spend links",
  'GET /api/watchlist/unsubscribe':
    "the unsubscribe token is the account's own, carried only in its alert mails, which the run cannot read; services/submissions/test/watchlist.test.ts opens the page",
  'POST /api/watchlist/unsubscribe':
    'likewise: the one-click POST needs the token of an alert mail; the watchlist test and browser test unsubscribe with one',
  'POST /api/staff/queues/data-requests/{id}/decision':
    "a data request is closed once: the run's first valid send-export takes its one request and later ones answer 409 (the submissions service's data-requests test closes many)",
  'DELETE /api/account/bulk-checks/{id}':
    "a 204 deletes the run's one finished check, which the detail and download samples read; services/submissions/test/owner/bulk-checks.test.ts deletes checks",
  'GET /api/docs':
    'its documented answer is 301 to /api/docs/, the reference page, so a 2xx was left to chance (seed 1009747369 saw none); the OpenAPI test opens the page itself',
  'DELETE /api/uploads/logos/{key}':
    "a 204 needs the key and delete token an upload of the same run answered; requests are generated before any is sent (the submissions service's tests cover it)",
  'POST /api/staff/queues/gst-matches/{id}/decision':
    "a match is decided once: the run's first valid confirm takes its one match and later ones answer 409 (the submissions service's GST matches test decides many)",
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

/**
 * The rows sample n names (ExampleRows): the run's companies, sessions and queue items, and
 * values of its own. Samples are numbered: a CIN, a claim's e-mail and a key can be used once.
 */
function exampleRows(context: FuzzContext, n: number): ExampleRows {
  const { marker, staff, owner, ownerReportIds = [], queueItems, bulkChecks } = context;
  const nth = <T>(values: readonly T[]): T | undefined => values[n % Math.max(values.length, 1)];
  const companyId = nth(context.companyIds) ?? 1;
  // The marker's hex makes the CIN's digits unique to the run, n unique within it.
  const runDigits = String(parseInt(marker.slice(2, 7), 16) % 100_000).padStart(5, '0');
  return {
    marker,
    n,
    companyId,
    claimCompanyId: nth(context.claimCompanyIds) ?? companyId,
    categorySlug: nth(context.categorySlugs) ?? 'finance',
    directorId: queueItems?.directorId ?? '0000000000000000',
    newCin: `U${runDigits}MH2020PTC${String(n % 1_000_000).padStart(6, '0')}`,
    email: `${marker}.${n}@acme-industries.co.in`,
    // A different account each time: the mutated passwords are failures, and five lock one.
    staff: staff && {
      signInEmail: nth(staff.signInEmails)!,
      password: staff.signInPassword,
      accountId: staff.targetAccountId,
      adminId: staff.adminId,
    },
    owner: owner && {
      signInEmail: nth(owner.signInEmails)!,
      password: owner.signInPassword,
      companyId: owner.companyId,
      upheldReportId: nth(ownerReportIds),
      apiKeyId: owner.apiKeyId,
    },
    queue: queueItems,
    bulkCheckId: bulkChecks?.checkId,
    bulkCheckUploadId: bulkChecks?.uploadId,
  };
}

/** A file of the kind an example names (read when called: requests.ts imports this module). */
const fileOfKind = (kind: 'pdf' | 'png' | 'csv') =>
  kind === 'pdf'
    ? { contentType: 'application/pdf', data: PDF }
    : kind === 'csv'
      ? { contentType: 'text/csv', data: BULK_CHECK_CSV }
      : { contentType: 'image/png', data: PNG };

/** An endpoint's example as the request it is: the path filled in, the files' bytes added. */
function sampleOf(endpoint: Endpoint, example: ExampleRequest): Sample {
  const method = endpoint.method.toUpperCase();
  const template = openApiPath(endpoint.path);
  return {
    operation: `${method} ${template}`,
    method,
    path: template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(example.params?.[name] ?? '')),
    ),
    query: example.query,
    json: example.json,
    parts: example.fields,
    files: example.files?.map(({ name, filename, kind }) => ({
      name,
      filename,
      ...fileOfKind(kind),
    })),
    idempotent: endpoint.idempotent,
    contentType: example.contentType,
  };
}

/** Sample n of every endpoint that has an example for the run's rows. */
function samples(context: FuzzContext, n: number): Sample[] {
  const rows = exampleRows(context, n);
  return API_ENDPOINTS.flatMap((endpoint) => {
    const example = endpoint.example?.(rows);
    return example ? [sampleOf(endpoint, example)] : [];
  });
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
