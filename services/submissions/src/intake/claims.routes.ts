import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_FILE_FIELDS,
  CLAIM_MESSAGES,
  claimFieldsSchema,
  parseCompanyId,
} from '@trusthive/contracts';
import { claimCompany } from '@trusthive/contracts/endpoints';
import {
  BadRequestError,
  UnsupportedMediaTypeError,
  endpointRoute,
  parseOrBadRequest,
  type Server,
} from '@trusthive/platform';
import { claimNotFound, submitClaim, type ClaimDocument } from './claim.service';
import type { SubmissionsDeps } from '../shared/deps';
import { detectDocumentType } from '../shared/files/file-type';
import { readMultipart, type UploadedFile } from '../shared/files/multipart';
import { idempotencyCallerOf, idempotencyKeyOf } from '../shared/idempotency';
import { requestMailLocale } from '../shared/mail/locale';

/** Two documents of at most 10 MB, the two text fields and the multipart framing. */
export const CLAIM_BODY_BYTES = 2 * CLAIM_DOCUMENT_MAX_BYTES + 64 * 1024;

/** POST /api/companies/:id/claims: the request read and checked here, recorded by claim.service. */
export async function claimRoutes(app: Server, deps: SubmissionsDeps): Promise<void> {
  app.route({
    ...endpointRoute(claimCompany),
    bodyLimit: CLAIM_BODY_BYTES,
    handler: async (request, reply) => {
      const companyId = parseCompanyId(request.params.id);
      const idempotencyKey = idempotencyKeyOf(request);
      // Read before anything is refused: an answer sent mid-upload leaves the client writing
      // to a request the server has already closed.
      const body = await readMultipart(request, {
        maxFileBytes: CLAIM_DOCUMENT_MAX_BYTES,
        maxFiles: 2,
        tooLarge: CLAIM_MESSAGES.documentTooLarge,
      });
      if (companyId === null) throw claimNotFound();
      const fields = parseOrBadRequest(claimFieldsSchema, body.fields);
      const director = body.files[CLAIM_FILE_FIELDS.directorIdProof];
      const business = body.files[CLAIM_FILE_FIELDS.businessProof];
      if (!director?.bytes.length || !business?.bytes.length) {
        throw new BadRequestError(
          CLAIM_MESSAGES.missingDocuments.title,
          CLAIM_MESSAGES.missingDocuments.message,
          !director?.bytes.length
            ? CLAIM_FILE_FIELDS.directorIdProof
            : CLAIM_FILE_FIELDS.businessProof,
        );
      }
      const [directorDocument, businessDocument] = await Promise.all([
        checkedDocument(director),
        checkedDocument(business),
      ]);
      const created = await submitClaim(deps, {
        companyId,
        idempotencyKey,
        caller: idempotencyCallerOf(request),
        fields,
        sentFields: body.fields,
        director: directorDocument,
        business: businessDocument,
        locale: requestMailLocale(request),
      });
      return reply.status(201).send(created);
    },
  });
}

/** Uploads are checked by content: a PDF, JPEG or PNG, whatever the file is called. */
async function checkedDocument(file: UploadedFile): Promise<ClaimDocument> {
  const type = await detectDocumentType(file.bytes);
  if (!type) {
    throw new UnsupportedMediaTypeError(
      CLAIM_MESSAGES.documentType.title,
      CLAIM_MESSAGES.documentType.message,
      file.field,
    );
  }
  return { ...file, extension: type.extension };
}
