import { z } from 'zod';
import { storableString } from './common/text';
import { cardVerdictSchema } from './verdict';

// Issue 43 part 3, bulk checks: a signed-in account uploads a CSV or XLSX of up to 10,000 rows
// (CIN, GSTIN, PAN, or a name with its state, in any columns), says which column holds what,
// and a job checks every row.
//   POST   /api/account/bulk-checks/uploads      multipart {file} → 201 header, first rows, a guessed mapping
//   POST   /api/account/bulk-checks              {uploadId, fileName, mapping, hasHeader} → 201 the check, queued
//   GET    /api/account/bulk-checks              the account's checks, newest first
//   GET    /api/account/bulk-checks/:id          progress and a page of results (?page=)
//   GET    /api/account/bulk-checks/:id/download ?format=csv|xlsx, the whole result
//   DELETE /api/account/bulk-checks/:id          removes it at once
// The API speaks English; the web app says the same in the page's language from its own ids.

export const BULK_CHECK_MAX_ROWS = 10_000;
/** The largest file taken (a 10,000-row CSV of names and states is about 1 MB). */
export const BULK_CHECK_MAX_BYTES = 8 * 1024 * 1024;
/** The most columns a row may have; wider files are refused as unreadable. */
export const BULK_CHECK_MAX_COLUMNS = 50;
/** The longest cell kept; longer ones are cut (a name, an identifier fit well within). */
export const BULK_CHECK_MAX_CELL_LENGTH = 300;
export const BULK_CHECK_PREVIEW_ROWS = 5;
export const BULK_CHECK_RETENTION_DAYS = 30;
export const BULK_CHECK_PAGE_SIZE = 50;
/** Candidates shown for a name that several companies answer. */
export const BULK_CHECK_MAX_CANDIDATES = 3;

/** The multipart upload's part name. */
export const BULK_CHECK_UPLOAD_FIELD = 'file';

export const BULK_CHECK_FIELDS = ['cin', 'gstin', 'pan', 'name', 'state'] as const;
export type BulkCheckField = (typeof BULK_CHECK_FIELDS)[number];

export const BULK_CHECK_KINDS = ['csv', 'xlsx'] as const;
export type BulkCheckKind = (typeof BULK_CHECK_KINDS)[number];

export const BULK_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkCheckStatus = (typeof BULK_CHECK_STATUSES)[number];

export const BULK_CHECK_OUTCOMES = ['matched', 'candidates', 'not_found', 'bad'] as const;
export type BulkCheckOutcome = (typeof BULK_CHECK_OUTCOMES)[number];

export const BULK_CHECK_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type BulkCheckConfidence = (typeof BULK_CHECK_CONFIDENCES)[number];

/** Why a row was not checked: a code, worded by BULK_CHECK_ROW_REASONS (and by the web app). */
export const BULK_CHECK_ROW_REASONS = {
  empty: 'The row gives none of the mapped values.',
  cinMalformed:
    'The CIN is not 21 characters in the registry’s pattern (e.g. U12345MH2020PTC123456).',
  gstinMalformed: 'The GSTIN is not 15 characters in the GST pattern (e.g. 27AAACB1234C1Z5).',
  gstinCheckDigit:
    'The GSTIN’s last character is not its check character: a character is mistyped.',
  panMalformed: 'The PAN is not 10 characters in the PAN pattern (e.g. AAACB1234C).',
  nameTooShort: 'The name is shorter than 3 letters.',
  stateUnknown: 'The state is not an Indian state or union territory.',
} as const;
export type BulkCheckRowReason = keyof typeof BULK_CHECK_ROW_REASONS;
export const BULK_CHECK_ROW_REASON_CODES = Object.keys(BULK_CHECK_ROW_REASONS) as [
  BulkCheckRowReason,
  ...BulkCheckRowReason[],
];

const message = (title: string, text: string) => ({ title, message: text });

export const BULK_CHECK_MESSAGES = {
  missingFile: message('File Required', 'Choose a CSV or XLSX file to check.'),
  notCsvOrXlsx: message(
    'Unreadable File',
    'This file is neither a CSV nor an Excel workbook (.xlsx). Save it as CSV UTF-8 or as .xlsx and upload it again.',
  ),
  encoding: message(
    'Wrong Encoding',
    'This CSV is not in UTF-8 (it looks like UTF-16 or a Windows code page). In Excel choose “Save as” → “CSV UTF-8 (comma delimited)” and upload it again.',
  ),
  unreadable: message(
    'Unreadable File',
    'The file could not be read as a table. Check that it opens in a spreadsheet and upload it again.',
  ),
  empty: message('Empty File', 'The file has no rows to check.'),
  tooManyRows: message(
    'Too Many Rows',
    `A check takes at most ${BULK_CHECK_MAX_ROWS.toLocaleString('en-IN')} rows. Split the file and upload each part.`,
  ),
  tooLarge: message(
    'File Too Large',
    `The file is larger than ${BULK_CHECK_MAX_BYTES / 1024 / 1024} MB. Remove unneeded columns or split it.`,
  ),
  uploadGone: message(
    'Upload Not Found',
    'This upload is no longer here (uploads are kept a day until they are checked). Upload the file again.',
  ),
  noColumn: message(
    'Choose a Column',
    'Say which column holds a CIN, a GSTIN, a PAN or a company name.',
  ),
  columnTwice: message('Column Used Twice', 'Each column can be given one meaning only.'),
  columnOutOfRange: message('No Such Column', 'The file has no column with this number.'),
  notFound: message('Check Not Found', 'There is no such check among yours.'),
  notDone: message('Check Not Finished', 'The result can be downloaded once the check is done.'),
} as const;

/** Which column (0-based) holds which value; null for none. */
export const bulkCheckMappingSchema = z.object({
  cin: z
    .number()
    .int()
    .min(0)
    .max(BULK_CHECK_MAX_COLUMNS - 1)
    .nullable(),
  gstin: z
    .number()
    .int()
    .min(0)
    .max(BULK_CHECK_MAX_COLUMNS - 1)
    .nullable(),
  pan: z
    .number()
    .int()
    .min(0)
    .max(BULK_CHECK_MAX_COLUMNS - 1)
    .nullable(),
  name: z
    .number()
    .int()
    .min(0)
    .max(BULK_CHECK_MAX_COLUMNS - 1)
    .nullable(),
  state: z
    .number()
    .int()
    .min(0)
    .max(BULK_CHECK_MAX_COLUMNS - 1)
    .nullable(),
});
export type BulkCheckMapping = z.infer<typeof bulkCheckMappingSchema>;

/** The id an upload is answered with: what the second step names it by. */
export const BULK_CHECK_UPLOAD_ID = /^[a-f0-9]{32}\.(csv|xlsx)$/;

/** POST /api/account/bulk-checks/uploads → 201. */
export const bulkCheckUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  kind: z.enum(BULK_CHECK_KINDS),
  /** Data rows (the first row not counted when it looks like a header). */
  totalRows: z.number().int().min(0),
  columns: z.number().int().min(0),
  /** The first row when it looks like a header (no identifier in it), else null. */
  header: z.array(z.string()).nullable(),
  /** The first data rows. */
  preview: z.array(z.array(z.string())),
  suggestedMapping: bulkCheckMappingSchema,
});
export type BulkCheckUpload = z.infer<typeof bulkCheckUploadSchema>;

/** POST /api/account/bulk-checks. */
export const bulkCheckStartSchema = z.object({
  uploadId: storableString().regex(BULK_CHECK_UPLOAD_ID, BULK_CHECK_MESSAGES.uploadGone.message),
  fileName: storableString().trim().min(1).max(200),
  hasHeader: z.boolean(),
  mapping: bulkCheckMappingSchema,
});
export type BulkCheckStart = z.infer<typeof bulkCheckStartSchema>;

export const bulkCheckSummarySchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  kind: z.enum(BULK_CHECK_KINDS),
  status: z.enum(BULK_CHECK_STATUSES),
  totalRows: z.number().int().min(0),
  rowsDone: z.number().int().min(0),
  badRows: z.number().int().min(0),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When it is deleted (30 days after it was made). */
  expiresAt: z.string(),
});
export type BulkCheckSummary = z.infer<typeof bulkCheckSummarySchema>;

export const bulkCheckListSchema = z.object({ checks: z.array(bulkCheckSummarySchema) });
export type BulkCheckList = z.infer<typeof bulkCheckListSchema>;

export const bulkCheckCandidateSchema = z.object({
  companyId: z.number().int().positive(),
  name: z.string(),
  location: z.string().nullable(),
});
export type BulkCheckCandidate = z.infer<typeof bulkCheckCandidateSchema>;

/** One checked row; the company's facts as they stood when it was checked. */
export const bulkCheckRowSchema = z.object({
  rowNumber: z.number().int().positive(),
  /** The mapped values as the file gave them (a PAN or GSTIN in full: the account's own file). */
  input: z.record(z.string(), z.string()),
  outcome: z.enum(BULK_CHECK_OUTCOMES),
  reason: z.enum(BULK_CHECK_ROW_REASON_CODES).nullable(),
  confidence: z.enum(BULK_CHECK_CONFIDENCES).nullable(),
  company: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      status: z.string().nullable(),
      verdict: cardVerdictSchema.nullable(),
      verdictLine: z.string().nullable(),
      trustScore: z.number().int().min(0).max(100).nullable(),
      trustLevel: z.string().nullable(),
      redFlags: z.array(z.string()),
      gstStatus: z.string().nullable(),
    })
    .nullable(),
  candidates: z.array(bulkCheckCandidateSchema),
});
export type BulkCheckRow = z.infer<typeof bulkCheckRowSchema>;

/** GET /api/account/bulk-checks/:id. */
export const bulkCheckDetailSchema = z.object({
  check: bulkCheckSummarySchema,
  outcomes: z.object({
    matched: z.number().int().min(0),
    candidates: z.number().int().min(0),
    notFound: z.number().int().min(0),
    bad: z.number().int().min(0),
  }),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  rows: z.array(bulkCheckRowSchema),
});
export type BulkCheckDetail = z.infer<typeof bulkCheckDetailSchema>;

export const bulkCheckParamsSchema = z.object({ id: storableString().max(64) });
export const bulkCheckDetailQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  /** Only the bad rows (to fix the file). */
  outcome: z.enum(BULK_CHECK_OUTCOMES).optional(),
});
export const BULK_CHECK_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const bulkCheckDownloadQuerySchema = z.object({
  format: z.enum(BULK_CHECK_DOWNLOAD_FORMATS),
});

/** The columns of a downloaded result, in order. */
export const BULK_CHECK_RESULT_COLUMNS = [
  'Row',
  'CIN',
  'GSTIN',
  'PAN',
  'Name',
  'State',
  'Outcome',
  'Confidence',
  'Reason',
  'Company',
  'Status',
  'Verdict',
  'Trust score',
  'Level',
  'Red flags',
  'GST status',
  'Link',
  'Candidates',
] as const;
