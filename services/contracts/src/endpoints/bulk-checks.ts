import { z } from 'zod';
import {
  BULK_CHECK_MAX_ROWS,
  BULK_CHECK_UPLOAD_FIELD,
  bulkCheckDetailQuerySchema,
  bulkCheckDetailSchema,
  bulkCheckDownloadQuerySchema,
  bulkCheckListSchema,
  bulkCheckParamsSchema,
  bulkCheckStartSchema,
  bulkCheckSummarySchema,
  bulkCheckUploadSchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner';

// Issue 43 part 3, bulk checks (contracts/src/bulk-checks.ts): a signed-in account's checks of
// a CSV or XLSX of identifiers. Every route needs the account session (th_owner cookie); the
// writes its X-CSRF-Token. Another account's check answers 404, as a missing one.

const NOT_THEIRS = 'No check of this account has this id (another account’s answers the same).';

const uploadMultipartSchema = z.object({
  [BULK_CHECK_UPLOAD_FIELD]: z
    .file()
    .describe(
      `A CSV in UTF-8 (a byte-order mark is fine) or an Excel workbook (.xlsx) of at most ${BULK_CHECK_MAX_ROWS} data rows and 8 MB.`,
    ),
});

export const bulkCheckUploadFile = defineEndpoint({
  method: 'post',
  path: '/api/account/bulk-checks/uploads',
  service: 'submissions',
  summary: 'Account: upload a CSV or XLSX to check; answers its first rows and a guessed mapping',
  body: { 'multipart/form-data': uploadMultipartSchema },
  example: ({ marker }) => ({
    files: [{ name: BULK_CHECK_UPLOAD_FIELD, filename: `${marker}-suppliers.csv`, kind: 'csv' }],
  }),
  success: {
    status: 201,
    description: 'Read and kept privately (a day, until a check is started from it).',
    schema: bulkCheckUploadSchema,
  },
  errors: {
    ...OWNER_BODY_ERRORS,
    400: 'No file; a CSV not in UTF-8 (UTF-16, a Windows code page); a file that is no table; or no rows.',
    413: `The file is larger than 8 MB or has more than ${BULK_CHECK_MAX_ROWS} data rows.`,
    415: 'The file is neither a CSV nor an .xlsx workbook, or the body is not multipart.',
  },
  owner: true,
});

export const bulkCheckStart = defineEndpoint({
  method: 'post',
  path: '/api/account/bulk-checks',
  service: 'submissions',
  summary: 'Account: start checking an upload with the columns mapped',
  body: { 'application/json': bulkCheckStartSchema },
  example: ({ bulkCheckUploadId }) =>
    bulkCheckUploadId
      ? {
          json: {
            uploadId: bulkCheckUploadId,
            fileName: 'suppliers.csv',
            hasHeader: true,
            mapping: { cin: 0, gstin: 1, pan: 2, name: 3, state: 4 },
          },
        }
      : undefined,
  success: { status: 201, description: 'The check, queued.', schema: bulkCheckSummarySchema },
  errors: {
    ...OWNER_BODY_ERRORS,
    400: 'No identifier column chosen, a column given two meanings, or one the file lacks; `field` names it.',
    404: 'No upload of this account has this id (uploads are kept a day).',
  },
  owner: true,
});

export const bulkCheckList = defineEndpoint({
  method: 'get',
  path: '/api/account/bulk-checks',
  service: 'submissions',
  summary: "Account: the account's bulk checks of the last 30 days, newest first",
  success: { status: 200, description: 'The checks.', schema: bulkCheckListSchema },
  errors: OWNER_ERRORS,
  owner: true,
});

export const bulkCheckDetail = defineEndpoint({
  method: 'get',
  path: '/api/account/bulk-checks/:id',
  service: 'submissions',
  summary: "Account: a bulk check's progress and a page of its results",
  params: bulkCheckParamsSchema,
  query: bulkCheckDetailQuerySchema,
  example: ({ bulkCheckId }) =>
    bulkCheckId ? { params: { id: bulkCheckId }, query: { page: '1' } } : undefined,
  success: { status: 200, description: 'Progress and results.', schema: bulkCheckDetailSchema },
  errors: { ...OWNER_ERRORS, 400: 'The page or outcome is not valid.', 404: NOT_THEIRS },
  owner: true,
});

export const bulkCheckDownload = defineEndpoint({
  method: 'get',
  path: '/api/account/bulk-checks/:id/download',
  service: 'submissions',
  summary: "Account: a finished bulk check's whole result as CSV (UTF-8) or XLSX",
  params: bulkCheckParamsSchema,
  query: bulkCheckDownloadQuerySchema,
  example: ({ bulkCheckId }) =>
    bulkCheckId ? { params: { id: bulkCheckId }, query: { format: 'csv' } } : undefined,
  success: {
    status: 200,
    description: 'The result, one line per row of the file, streamed as an attachment.',
    schema: z.file(),
    contentType: 'text/csv',
  },
  errors: {
    ...OWNER_ERRORS,
    400: 'The format is neither csv nor xlsx.',
    404: NOT_THEIRS,
    409: 'The check is not finished yet.',
  },
  owner: true,
});

export const bulkCheckDelete = defineEndpoint({
  method: 'delete',
  path: '/api/account/bulk-checks/:id',
  service: 'submissions',
  summary: 'Account: delete a bulk check, its results and its file now',
  params: bulkCheckParamsSchema,
  success: { status: 204, description: 'Deleted.' },
  errors: { ...OWNER_ERRORS, 404: NOT_THEIRS },
  owner: true,
});

export const BULK_CHECK_ENDPOINTS: readonly Endpoint[] = [
  bulkCheckUploadFile,
  bulkCheckStart,
  bulkCheckList,
  bulkCheckDetail,
  bulkCheckDownload,
  bulkCheckDelete,
];
