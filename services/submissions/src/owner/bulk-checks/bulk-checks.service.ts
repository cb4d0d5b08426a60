import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BULK_CHECK_MAX_ROWS,
  BULK_CHECK_MESSAGES,
  BULK_CHECK_PAGE_SIZE,
  BULK_CHECK_PREVIEW_ROWS,
  BULK_CHECK_ROW_REASON_CODES,
  storedCardVerdict,
  type BulkCheckDetail,
  type BulkCheckKind,
  type BulkCheckOutcome,
  type BulkCheckRow,
  type BulkCheckStart,
  type BulkCheckSummary,
  type BulkCheckUpload,
  type BulkCheckRowReason,
} from '@trusthive/contracts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  Outbox,
  PayloadTooLargeError,
  jobIds,
  type MailLocale,
} from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import {
  deleteAccountCheck,
  fileStillUsed,
  findAccountCheck,
  insertCheck,
  listAccountChecks,
  outcomeCounts,
  rowsPage,
  type BulkCheckRecord,
  type BulkCheckRowRecord,
} from './bulk-checks.repository';
import { guessMapping, looksLikeHeader, mappingProblem } from './rows';
import {
  readTableRows,
  readTableRowsOf,
  refusalOf,
  sniffTableFile,
  type TableRow,
} from './table-file';

// Bulk checks (issue 43): the upload is judged by its bytes and read through once, as a
// stream, before anything is kept: a file that is no table, not UTF-8 or over 10,000 rows is
// refused and nothing is stored. A good one is kept privately under the account's folder
// until a check is started from it (or a day passes: the retention pass removes files no check
// reads). Starting a check writes its row and its job in one transaction (the outbox).

export interface AccountRef {
  id: string;
  locale: MailLocale;
}

/** Where an account's uploads are kept (private storage). */
export const BULK_CHECK_FOLDER = 'bulk-checks';
const keyOf = (accountId: string, uploadId: string) =>
  `${BULK_CHECK_FOLDER}/${accountId}/${uploadId}`;

interface TableShape {
  /** Every non-blank row, the header included. */
  rows: number;
  columns: number;
  /** The first rows, the header among them. */
  head: TableRow[];
}

/** Reads the whole table once, keeping its first rows; refuses past 10,000 data rows. */
async function shapeOf(rows: AsyncGenerator<TableRow>): Promise<TableShape> {
  const shape: TableShape = { rows: 0, columns: 0, head: [] };
  try {
    for await (const row of rows) {
      shape.rows += 1;
      shape.columns = Math.max(shape.columns, row.cells.length);
      if (shape.head.length <= BULK_CHECK_PREVIEW_ROWS) shape.head.push(row);
      // One row more than the limit may be the header; two more cannot all be data.
      if (shape.rows > BULK_CHECK_MAX_ROWS + 1) throw tooManyRows();
    }
  } finally {
    await rows.return(undefined);
  }
  return shape;
}

const tooManyRows = () =>
  new PayloadTooLargeError(
    BULK_CHECK_MESSAGES.tooManyRows.title,
    BULK_CHECK_MESSAGES.tooManyRows.message,
  );

function dataRowsOf(shape: TableShape, hasHeader: boolean): number {
  return shape.rows - (hasHeader && shape.rows > 0 ? 1 : 0);
}

/** POST …/uploads: the file checked, counted and kept; its first rows and a guessed mapping. */
export async function acceptUpload(
  deps: SubmissionsDeps,
  account: AccountRef,
  file: { filename: string; bytes: Buffer },
): Promise<BulkCheckUpload> {
  const sniffed = sniffTableFile(file.bytes);
  if (!('kind' in sniffed)) throw refusalOf(sniffed);
  const kind = sniffed.kind;
  const shape = await shapeOf(readTableRowsOf(file.bytes, kind));
  const [first, second] = shape.head;
  const hasHeader = first ? looksLikeHeader(first.cells, second?.cells) : false;
  const totalRows = dataRowsOf(shape, hasHeader);
  if (totalRows > BULK_CHECK_MAX_ROWS) throw tooManyRows();
  if (totalRows === 0) {
    throw new BadRequestError(BULK_CHECK_MESSAGES.empty.title, BULK_CHECK_MESSAGES.empty.message);
  }
  const header = hasHeader && first ? pad(first.cells, shape.columns) : null;
  const preview = shape.head
    .slice(hasHeader ? 1 : 0, (hasHeader ? 1 : 0) + BULK_CHECK_PREVIEW_ROWS)
    .map((row) => pad(row.cells, shape.columns));
  const uploadId = `${randomBytes(16).toString('hex')}.${kind}`;
  await deps.storage.put('private', keyOf(account.id, uploadId), file.bytes);
  return {
    uploadId,
    fileName: displayName(file.filename, kind),
    kind,
    totalRows,
    columns: shape.columns,
    header,
    preview,
    suggestedMapping: guessMapping(header, preview),
  };
}

const pad = (cells: readonly string[], columns: number) =>
  Array.from({ length: columns }, (_, index) => cells[index] ?? '');

/** The name shown for the file: the sender's, without a path, one line, at most 200 characters. */
function displayName(filename: string, kind: BulkCheckKind): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return base || `upload.${kind}`;
}

/** POST /api/account/bulk-checks: the check made from an upload, and its job queued. */
export async function startCheck(
  deps: SubmissionsDeps,
  account: AccountRef,
  body: BulkCheckStart,
): Promise<BulkCheckSummary> {
  const fileKey = keyOf(account.id, body.uploadId);
  const kind = body.uploadId.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const stream = await deps.storage.stream('private', fileKey);
  if (!stream) {
    const { title, message } = BULK_CHECK_MESSAGES.uploadGone;
    throw new NotFoundError(title, message);
  }
  const shape = await shapeOf(readTableRows(stream.body as Readable, kind));
  const problem = mappingProblem(body.mapping, shape.columns);
  if (problem) {
    const { title, message } = BULK_CHECK_MESSAGES[problem.problem];
    throw new BadRequestError(title, message, problem.field);
  }
  const totalRows = dataRowsOf(shape, body.hasHeader);
  if (totalRows > BULK_CHECK_MAX_ROWS) throw tooManyRows();
  const outbox = new Outbox(deps.config.queues.prefix);
  const check = await deps.db.transaction().execute(async (trx) => {
    const row = await insertCheck(trx, {
      accountId: account.id,
      fileName: body.fileName,
      fileKey,
      kind,
      mapping: body.mapping,
      hasHeader: body.hasHeader,
      totalRows,
      locale: account.locale,
    });
    await outbox.enqueueInTransaction(
      trx,
      'bulkCheck',
      'bulk-check.run',
      { checkId: row.id },
      { jobId: jobIds.bulkCheck(row.id) },
    );
    return row;
  });
  deps.relay.wake();
  return toSummary(check);
}

export function toSummary(check: BulkCheckRecord): BulkCheckSummary {
  return {
    id: check.id,
    fileName: check.file_name,
    kind: check.kind,
    status: check.status,
    totalRows: check.total_rows,
    rowsDone: Math.min(check.rows_done, Math.max(check.total_rows, check.rows_done)),
    badRows: check.bad_rows,
    createdAt: iso(check.created_at),
    finishedAt: check.finished_at ? iso(check.finished_at) : null,
    expiresAt: iso(check.expires_at),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listChecks(deps: SubmissionsDeps, account: AccountRef) {
  return { checks: (await listAccountChecks(deps.db, account.id)).map(toSummary) };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The account's check or 404, the same for another account's as for none. */
export async function accountCheck(
  deps: SubmissionsDeps,
  account: AccountRef,
  id: string,
): Promise<BulkCheckRecord> {
  const check = isUuid(id) ? await findAccountCheck(deps.db, account.id, id) : undefined;
  if (!check || new Date(check.expires_at).getTime() <= Date.now()) {
    const { title, message } = BULK_CHECK_MESSAGES.notFound;
    throw new NotFoundError(title, message);
  }
  return check;
}

export async function checkDetail(
  deps: SubmissionsDeps,
  account: AccountRef,
  id: string,
  query: { page: number; outcome?: BulkCheckOutcome | undefined },
): Promise<BulkCheckDetail> {
  const check = await accountCheck(deps, account, id);
  const [counts, rows] = await Promise.all([
    outcomeCounts(deps.db, check.id),
    rowsPage(deps.db, check.id, {
      offset: (query.page - 1) * BULK_CHECK_PAGE_SIZE,
      limit: BULK_CHECK_PAGE_SIZE,
      outcome: query.outcome,
    }),
  ]);
  return {
    check: toSummary(check),
    outcomes: counts,
    page: query.page,
    pageSize: BULK_CHECK_PAGE_SIZE,
    rows: rows.map(toRow),
  };
}

const REASONS = new Set<string>(BULK_CHECK_ROW_REASON_CODES);

export function toRow(row: BulkCheckRowRecord): BulkCheckRow {
  const candidates = Array.isArray(row.candidates)
    ? (row.candidates as BulkCheckRow['candidates'])
    : [];
  return {
    rowNumber: row.row_number,
    input: row.input,
    outcome: row.outcome,
    reason: row.reason && REASONS.has(row.reason) ? (row.reason as BulkCheckRowReason) : null,
    confidence: row.confidence,
    company:
      row.company_id === null
        ? null
        : {
            id: row.company_id,
            name: row.company_name ?? '',
            status: row.company_status,
            verdict: storedCardVerdict(row.verdict),
            verdictLine: row.verdict_line,
            trustScore: row.trust_score,
            trustLevel: row.trust_level,
            redFlags: row.red_flags,
            gstStatus: row.gst_status,
          },
    candidates,
  };
}

export async function deleteCheck(deps: SubmissionsDeps, account: AccountRef, id: string) {
  const removed = isUuid(id) ? await deleteAccountCheck(deps.db, account.id, id) : undefined;
  if (!removed) {
    const { title, message } = BULK_CHECK_MESSAGES.notFound;
    throw new NotFoundError(title, message);
  }
  // After the commit, and only when no other check reads the same upload; a failure leaves a
  // file the retention pass removes.
  if (!(await fileStillUsed(deps.db, removed.file_key))) {
    await deps.storage.delete('private', removed.file_key).catch(() => false);
  }
}

/** The check for a download: the account's and finished, else 404 or 409. */
export async function finishedCheck(deps: SubmissionsDeps, account: AccountRef, id: string) {
  const check = await accountCheck(deps, account, id);
  if (check.status !== 'done') {
    const { title, message } = BULK_CHECK_MESSAGES.notDone;
    throw new ConflictError(title, message);
  }
  return check;
}
