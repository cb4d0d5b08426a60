import fc from 'fast-check';
import { withOwnerSession } from './owner';
import { withStaffSession } from './staff';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { Client, Pool } from 'undici';
import { requestArbitrary, type FuzzContext, type FuzzRequest } from './requests';

// Sends the generated requests to a running gateway and judges each answer: never a 5xx,
// every 4xx in the one error shape `{error: {title, message, field?}}`. Same seed, same
// requests: a finding is reproduced with FUZZ_SEED (and FUZZ_RUNS) from the printed summary.

export interface Finding {
  rule: string;
  status: number | 'no answer';
  operation: string;
  kind: string;
  count: number;
  example: {
    /** Its place in the run: FUZZ_SEED and FUZZ_RUNS make the same request again. */
    index: number;
    method: string;
    path: string;
    contentType?: string;
    body?: string;
    answer: string;
  };
}

export interface FuzzResult {
  seed: number;
  requests: number;
  statuses: Record<string, number>;
  findings: Finding[];
  /** What was accepted, so rows.ts can tell the rows of accepted requests from the rest. */
  accepted: {
    ids: Record<string, number[]>;
    idempotencyKeys: string[];
    logoKeys: string[];
    events: Record<string, number>;
  };
  /** Every answer by idempotency key (`#index status`), to explain a stray key row. */
  answersByKey: Map<string, string[]>;
  /** Per operation: how many were sent and how many answered 2xx and 4xx. */
  coverage: Map<string, Coverage>;
  /** Per operation, the statuses its unmutated valid samples got (valid.ts): all 2xx. */
  validSamples: Map<string, Record<string, number>>;
  /** The statuses of the requests sent with `Expect: 100-continue` (issue 37 #5). */
  expectContinue: Record<string, number>;
}

export interface Coverage {
  sent: number;
  ok: number;
  refused: number;
}

const CONCURRENCY = 6;
/**
 * Bodies the gateway refuses before reading them all (413) may leave their connection unusable;
 * such requests get a connection of their own, so one cannot change the answer to the next.
 */
const OWN_CONNECTION_BYTES = 256 * 1024;
/**
 * Past Node's header limit (16 KB) the server answers 431 from its parser and destroys the
 * socket without saying `connection: close`; the next request sent on it would be reset.
 */
const OWN_CONNECTION_HEAD_BYTES = 8 * 1024;

/** The key as the server reads it: HTTP drops the spaces around a header's value. */
const keyOf = (request: FuzzRequest) => request.headers['idempotency-key']?.trim();
const EXCERPT = 240;

function excerpt(value: string | Buffer | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = Buffer.isBuffer(value) ? value.subarray(0, EXCERPT).toString('latin1') : value;
  const length = Buffer.isBuffer(value) ? value.length : value.length;
  return length > EXCERPT ? `${text.slice(0, EXCERPT)}…(${length} in all)` : text;
}

/** The one error shape: an `error` object with a title and a message, a field at most. */
export function hasErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { title, message, field } = error as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string')
  );
}

export function generateRequests(
  document: unknown,
  context: FuzzContext,
  runs: number,
  seed: number,
): FuzzRequest[] {
  // Keys are numbered after sampling: fast-check's uuids lean towards a few edge values, and a
  // key used twice is the idempotency rule at work (422 or a replay), not what is fuzzed here.
  return fc
    .sample(requestArbitrary(document, context), { numRuns: runs, seed })
    .map((request, index) =>
      request.headers['idempotency-key'] === undefined ||
      !request.headers['idempotency-key'].startsWith(`${context.marker}-`)
        ? request
        : {
            ...request,
            headers: { ...request.headers, 'idempotency-key': `${context.marker}-k${index}` },
          },
    )
    .map((request) => withStaffSession(request, context.staff))
    .map((request) => withOwnerSession(request, context.owner));
}

export async function runFuzz(options: {
  baseUrl: string;
  document: unknown;
  context: FuzzContext;
  runs: number;
  seed: number;
  onProgress?: (done: number) => void;
}): Promise<FuzzResult> {
  const requests = generateRequests(options.document, options.context, options.runs, options.seed);
  const pool = new Pool(options.baseUrl, {
    connections: CONCURRENCY,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const result: FuzzResult = {
    seed: options.seed,
    requests: requests.length,
    statuses: {},
    findings: [],
    accepted: { ids: {}, idempotencyKeys: [], logoKeys: [], events: {} },
    answersByKey: new Map(),
    coverage: new Map(),
    validSamples: new Map(),
    expectContinue: {},
  };
  const findings = new Map<string, Finding>();
  const note = (
    rule: string,
    status: Finding['status'],
    request: FuzzRequest & { index: number },
    answer: string,
  ) => {
    const key = `${rule}|${status}|${request.method} ${request.operation}|${request.kind}`;
    const known = findings.get(key);
    if (known) {
      known.count += 1;
      return;
    }
    findings.set(key, {
      rule,
      status,
      operation:
        request.method === request.operation.split(' ')[0]
          ? request.operation
          : `${request.method} (for ${request.operation})`,
      kind: request.kind,
      count: 1,
      example: {
        index: request.index,
        method: request.method,
        path: excerpt(request.path)!,
        contentType: request.headers['content-type'],
        body: excerpt(request.body),
        answer: excerpt(answer)!,
      },
    });
  };

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      await send(pool, options.baseUrl, { ...requests[index]!, index }, result, note);
      done += 1;
      if (done % 500 === 0) options.onProgress?.(done);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await pool.close();
  }
  result.findings = [...findings.values()].sort(
    (a, b) =>
      String(a.status).localeCompare(String(b.status)) || a.operation.localeCompare(b.operation),
  );
  return result;
}

type Note = (
  rule: string,
  status: Finding['status'],
  request: FuzzRequest & { index: number },
  answer: string,
) => void;

async function send(
  pool: Pool,
  origin: string,
  request: FuzzRequest & { index: number },
  result: FuzzResult,
  note: Note,
): Promise<void> {
  const answer = await exchange(pool, origin, request);
  if ('cut' in answer) {
    result.statuses['closed unread'] = (result.statuses['closed unread'] ?? 0) + 1;
    return;
  }
  const key = keyOf(request);
  if (key !== undefined) {
    // A Map: the keys are hostile too (`__proto__` must not index an object).
    const answers = result.answersByKey.get(key) ?? [];
    answers.push(`#${request.index} ${'error' in answer ? 'no answer' : answer.status}`);
    result.answersByKey.set(key, answers);
  }
  count(result, request, 'error' in answer ? 'no answer' : answer.status);
  if (request.headers.expect !== undefined) {
    const status = 'error' in answer ? 'no answer' : String(answer.status);
    result.expectContinue[status] = (result.expectContinue[status] ?? 0) + 1;
  }
  if ('error' in answer) {
    result.statuses['no answer'] = (result.statuses['no answer'] ?? 0) + 1;
    note('no answer', 'no answer', request, answer.error);
    return;
  }
  const { status, text } = answer;
  result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  if (status >= 500) {
    note('5xx', status, request, text);
    return;
  }
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!hasErrorShape(body)) note('4xx without the error shape', status, request, text);
    return;
  }
  if (status >= 200 && status < 300) recordAccepted(request, status, text, result);
}

function count(result: FuzzResult, request: FuzzRequest, status: number | 'no answer') {
  const coverage = result.coverage.get(request.operation) ?? { sent: 0, ok: 0, refused: 0 };
  coverage.sent += 1;
  if (typeof status === 'number' && status >= 200 && status < 300) coverage.ok += 1;
  if (typeof status === 'number' && status >= 400 && status < 500) coverage.refused += 1;
  result.coverage.set(request.operation, coverage);
  if (request.kind === 'valid sample') {
    const statuses = result.validSamples.get(request.operation) ?? {};
    statuses[status] = (statuses[status] ?? 0) + 1;
    result.validSamples.set(request.operation, statuses);
  }
}

async function exchange(
  pool: Pool,
  origin: string,
  request: FuzzRequest,
): Promise<{ status: number; text: string } | { error: string } | { cut: string }> {
  const size = request.body === undefined ? 0 : Buffer.byteLength(request.body);
  const head =
    request.path.length +
    Object.entries(request.headers).reduce(
      (sum, [name, value]) => sum + name.length + value.length,
      0,
    );
  // undici will not send an Expect header at all; node:http sends it as a browser or curl does.
  if (request.headers.expect !== undefined) return exchangeReadingEarly(origin, request);
  const own =
    request.chunked || size > OWN_CONNECTION_BYTES || head > OWN_CONNECTION_HEAD_BYTES
      ? new Client(origin, { headersTimeout: 30_000, bodyTimeout: 30_000 })
      : undefined;
  try {
    const response = await (own ?? pool).request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.chunked ? Readable.from(chunks(request.body)) : request.body,
    });
    return { status: response.statusCode, text: await response.body.text() };
  } catch (error) {
    // A server may answer a large request before it has read it all (a 401 from a guard that
    // runs before the body, a 413) and close; undici then reports its own write failing, not
    // the answer. Asked again as a browser asks, reading while it writes, the answer is seen.
    if (own && !request.chunked && WRITE_CUT.test((error as Error).message)) {
      const again = await exchangeReadingEarly(origin, request);
      // Still cut while writing: the server refused the body unread and closed (its 413 went
      // out, but a reset can drop it before the client reads it, as TCP allows). A body that
      // large is refused either way; the run counts it apart, not as a missing answer.
      if ('error' in again && WRITE_CUT.test(again.error)) return { cut: again.error };
      return again;
    }
    return { error: (error as Error).message };
  } finally {
    await own?.close().catch(() => undefined);
  }
}

const WRITE_CUT = /EPIPE|ECONNRESET|other side closed/;

/** One request on node:http, whose answer counts even when the rest of the body was refused. */
function exchangeReadingEarly(
  origin: string,
  request: FuzzRequest,
): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    let answered = false;
    const outgoing = httpRequest(
      new URL(request.path, origin),
      { method: request.method, headers: request.headers },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        const done = () => resolve({ status: response.statusCode ?? 0, text });
        response.on('end', done);
        response.on('error', done);
      },
    );
    outgoing.on('error', (error) => {
      if (!answered) resolve({ error: error.message });
    });
    outgoing.end(request.body);
  });
}

/** A body undici sends chunked: an iterable has no length to declare. */
async function* chunks(body: FuzzRequest['body']): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body ?? '');
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

/** The search service records the first page of a search as a search_analytics row itself. */
function isFirstPageSearch(request: FuzzRequest): boolean {
  if (request.operation !== 'GET /api/search' || request.method !== 'GET') return false;
  const page = new URLSearchParams(request.path.split('?')[1] ?? '').get('page');
  return Number(page ?? '1') === 1;
}

function recordAccepted(request: FuzzRequest, status: number, text: string, result: FuzzResult) {
  const { accepted } = result;
  const key = keyOf(request);
  if (key && request.method === 'POST') accepted.idempotencyKeys.push(key);
  if (
    request.operation.startsWith('POST /api/events/') ||
    request.operation.includes('track-view') ||
    isFirstPageSearch(request)
  ) {
    accepted.events[request.operation] = (accepted.events[request.operation] ?? 0) + 1;
  }
  // A 201 names what it created; an owner's PATCH (issue 19) names the company it changed.
  if (status !== 201 && !(status === 200 && request.method === 'PATCH')) return;
  try {
    const body = JSON.parse(text) as { id?: number; key?: string };
    if (typeof body.id === 'number') (accepted.ids[request.operation] ??= []).push(body.id);
    if (typeof body.key === 'string') accepted.logoKeys.push(body.key);
  } catch {
    // A 201 without JSON is not ours to judge here; the contract tests cover the bodies.
  }
}

/** `requests: 3000, statuses: 200=…, 400=…, seed: 42` */
export function summaryLine(result: FuzzResult): string {
  const statuses = Object.entries(result.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}=${count}`)
    .join(' ');
  const fivexx = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return `fuzz: ${result.requests} requests, statuses ${statuses}, 5xx ${fivexx}, findings ${result.findings.length}, seed ${result.seed} (FUZZ_SEED=${result.seed} FUZZ_RUNS=${result.requests} reproduces it)`;
}

/** One line per operation: `POST /api/contact: 180 sent, 2xx 61, 4xx 119 (valid samples 201=8)`. */
export function coverageReport(result: FuzzResult): string {
  return [...result.coverage.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, { sent, ok, refused }]) => {
      const samples = result.validSamples.get(operation);
      const valid = samples
        ? ` (valid samples ${Object.entries(samples)
            .map(([status, count]) => `${status}=${count}`)
            .join(' ')})`
        : '';
      return `  ${operation}: ${sent} sent, 2xx ${ok}, 4xx ${refused}${valid}`;
    })
    .join('\n');
}

export function findingsReport(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.rule}] ${finding.status} ${finding.operation} — ${finding.kind} (x${finding.count})\n` +
        `    e.g. request #${finding.example.index}: ${finding.example.method} ${finding.example.path}` +
        (finding.example.contentType ? ` [${finding.example.contentType}]` : '') +
        (finding.example.body !== undefined
          ? `\n    body: ${JSON.stringify(finding.example.body)}`
          : '') +
        `\n    answer: ${JSON.stringify(finding.example.answer)}`,
    )
    .join('\n');
}
