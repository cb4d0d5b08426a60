import { createHash } from 'node:crypto';
import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_FILE_FIELDS,
  CLAIM_MESSAGES,
  claimFieldsSchema,
  companyIdParamsSchema,
  createdResponseSchema,
  parseCompanyId,
  type CreatedResponse,
} from '@trusthive/contracts';
import {
  BadRequestError,
  NotFoundError,
  UnsupportedMediaTypeError,
  type Server,
} from '@trusthive/platform';
import type { SubmissionsDeps } from '../deps';
import { detectDocumentType } from '../files/file-type';
import { readMultipart, type UploadedFile } from '../files/multipart';
import { storeUnderNewKey } from '../files/store';
import { earlierAnswer, fingerprintOf, idempotencyKeyOf, runIdempotent } from '../idempotency';
import { enqueueMail } from '../mail/enqueue';
import { submissionReference } from '../mail/templates';
import { companyExists, companyNameOf, insertClaim } from '../repositories/submissions.repository';
import { parseOrThrow } from '../validation';

/** Two documents of at most 10 MB, the two text fields and the multipart framing. */
export const CLAIM_BODY_BYTES = 2 * CLAIM_DOCUMENT_MAX_BYTES + 64 * 1024;

const notFound = () =>
  new NotFoundError(CLAIM_MESSAGES.companyNotFound.title, CLAIM_MESSAGES.companyNotFound.message);

export async function claimRoutes(
  app: Server,
  { db, storage, relay }: SubmissionsDeps,
): Promise<void> {
  app.post(
    '/api/companies/:id/claims',
    {
      bodyLimit: CLAIM_BODY_BYTES,
      schema: { params: companyIdParamsSchema, response: { 201: createdResponseSchema } },
    },
    async (request, reply) => {
      const companyId = parseCompanyId(request.params.id);
      const key = idempotencyKeyOf(request);
      const body = await readMultipart(request, {
        maxFileBytes: CLAIM_DOCUMENT_MAX_BYTES,
        maxFiles: 2,
        tooLarge: CLAIM_MESSAGES.documentTooLarge,
      });
      if (companyId === null) throw notFound();
      const fields = parseOrThrow(claimFieldsSchema, body.fields);
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
      const [directorType, businessType] = await Promise.all([
        documentExtension(director),
        documentExtension(business),
      ]);
      if (!(await companyExists(db, companyId))) throw notFound();

      const idempotency = {
        scope: 'POST /api/companies/:id/claims',
        key,
        fingerprint: fingerprintOf({
          companyId,
          fields: body.fields,
          director: sha256(director.bytes),
          business: sha256(business.bytes),
        }),
      };
      const earlier = await earlierAnswer<CreatedResponse>(db, idempotency);
      if (earlier) return reply.status(201).send(earlier.body);

      // Spec §7: claims/{companyId}/director-{ts}-{filename} and business-{ts}-{filename}, in
      // the private area. Whatever was stored is removed again if the claim is not recorded.
      const stored: string[] = [];
      try {
        const directorKey = await storeUnderNewKey(
          storage,
          'private',
          (ts) => `claims/${companyId}/director-${ts}-${safeFileName(director, directorType)}`,
          director.bytes,
        );
        stored.push(directorKey);
        const businessKey = await storeUnderNewKey(
          storage,
          'private',
          (ts) => `claims/${companyId}/business-${ts}-${safeFileName(business, businessType)}`,
          business.bytes,
        );
        stored.push(businessKey);
        const answer = await runIdempotent(db, idempotency, async (trx) => {
          const id = await insertClaim(trx, {
            ...fields,
            companyId,
            directorIdProofKey: directorKey,
            businessProofKey: businessKey,
          });
          // The "claim received" mail commits with the claim (a replay writes neither).
          await enqueueMail(trx, {
            to: fields.email,
            template: 'claim-received',
            data: {
              companyName: (await companyNameOf(trx, companyId)) ?? '',
              reference: submissionReference('claim', id),
            },
          });
          return { statusCode: 201, body: { id } };
        });
        if (answer.replayed) await removeAll(storage, stored);
        else relay.wake();
        return reply.status(201).send(answer.body);
      } catch (error) {
        await removeAll(storage, stored);
        // The company was deleted between the check and the insert.
        if ((error as { code?: string }).code === '23503') throw notFound();
        throw error;
      }
    },
  );
}

async function documentExtension(file: UploadedFile): Promise<string> {
  const type = await detectDocumentType(file.bytes);
  if (!type) {
    throw new UnsupportedMediaTypeError(
      CLAIM_MESSAGES.documentType.title,
      CLAIM_MESSAGES.documentType.message,
      file.field,
    );
  }
  return type.extension;
}

/** The sender's file name reduced to safe characters, with the extension its content has. */
function safeFileName(file: UploadedFile, extension: string): string {
  const stem = file.filename
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80);
  return `${stem || 'document'}.${extension}`;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function removeAll(storage: SubmissionsDeps['storage'], keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete('private', key).catch(() => false)));
}
