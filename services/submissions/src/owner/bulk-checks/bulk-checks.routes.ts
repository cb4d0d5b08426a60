import {
  BULK_CHECK_MAX_BYTES,
  BULK_CHECK_MESSAGES,
  BULK_CHECK_UPLOAD_FIELD,
} from '@trusthive/contracts';
import {
  bulkCheckDelete,
  bulkCheckDetail,
  bulkCheckDownload,
  bulkCheckList,
  bulkCheckStart,
  bulkCheckUploadFile,
} from '@trusthive/contracts/endpoints';
import { BadRequestError, endpointRoute, type Server } from '@trusthive/platform';
import type { FastifyRequest } from 'fastify';
import type { SubmissionsDeps } from '../../shared/deps';
import { readMultipart } from '../../shared/files/multipart';
import {
  acceptUpload,
  checkDetail,
  deleteCheck,
  finishedCheck,
  listChecks,
  startCheck,
  type AccountRef,
} from './bulk-checks.service';
import { resultCsv, resultXlsx } from './result-file';

/** Multipart framing around the one file. */
const UPLOAD_BODY_BYTES = BULK_CHECK_MAX_BYTES + 64 * 1024;

/** The signed-in account the owner guard set (every route here is guarded). */
const accountOf = (request: FastifyRequest): AccountRef => {
  const { id, locale } = request.account!;
  return { id, locale };
};

/** A download's file name: the upload's, made safe for a header, with the result's extension. */
function downloadName(fileName: string, format: 'csv' | 'xlsx'): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, 80);
  return `${stem || 'bulk-check'}-result.${format}`;
}

/** Bulk checks of a signed-in account (issue 43), under /api/account/bulk-checks. */
export async function bulkChecksRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(bulkCheckUploadFile),
    bodyLimit: UPLOAD_BODY_BYTES,
    handler: async (request, reply) => {
      const body = await readMultipart(request, {
        maxFileBytes: BULK_CHECK_MAX_BYTES,
        maxFiles: 1,
        tooLarge: BULK_CHECK_MESSAGES.tooLarge,
      });
      const file = body.files[BULK_CHECK_UPLOAD_FIELD];
      if (!file || file.bytes.length === 0) {
        const { title, message } = BULK_CHECK_MESSAGES.missingFile;
        throw new BadRequestError(title, message, BULK_CHECK_UPLOAD_FIELD);
      }
      return reply.code(201).send(await acceptUpload(deps, accountOf(request), file));
    },
  });

  app.route({
    ...endpointRoute(bulkCheckStart),
    handler: async (request, reply) =>
      reply.code(201).send(await startCheck(deps, accountOf(request), request.body)),
  });

  app.route({
    ...endpointRoute(bulkCheckList),
    handler: async (request) => listChecks(deps, accountOf(request)),
  });

  app.route({
    ...endpointRoute(bulkCheckDetail),
    handler: async (request) =>
      checkDetail(deps, accountOf(request), request.params.id, request.query),
  });

  app.route({
    ...endpointRoute(bulkCheckDownload),
    handler: async (request, reply) => {
      const check = await finishedCheck(deps, accountOf(request), request.params.id);
      const { format } = request.query;
      const base = deps.config.publicBaseUrl;
      void reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(check.file_name, format)}"`,
        );
      return reply.send(
        format === 'csv' ? resultCsv(deps.db, check.id, base) : resultXlsx(deps.db, check.id, base),
      );
    },
  });

  app.route({
    ...endpointRoute(bulkCheckDelete),
    handler: async (request, reply) => {
      await deleteCheck(deps, accountOf(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
