import { createHash } from 'node:crypto';
import {
  LOGO_DELETE_TOKEN_HEADER,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_UPLOAD_FIELDS,
  logoUploadResponseSchema,
  slugifyForStorage,
  type LogoUploadResponse,
} from '@trusthive/contracts';
import {
  AppError,
  BadRequestError,
  NotFoundError,
  UnsupportedMediaTypeError,
  type Server,
} from '@trusthive/platform';
import { z } from 'zod';
import type { SubmissionsDeps } from '../deps';
import { deleteTokenMatches, newDeleteToken } from '../files/delete-token';
import { detectLogoType } from '../files/file-type';
import { reencodeLogo } from '../files/logo-image';
import { readMultipart } from '../files/multipart';
import { storeUnderNewKey } from '../files/store';
import { earlierAnswer, fingerprintOf, idempotencyKeyOf, runIdempotent } from '../idempotency';
import { LOGO_NAME, publicUrlOf } from '../origin';
import {
  deleteLogoUpload,
  deleteTokenHashOf,
  insertLogoUpload,
  isLogoInUse,
  replaceDeleteToken,
} from '../repositories/logo-uploads.repository';

const SCOPE = 'POST /api/uploads/logos';

/** Multipart framing and the name field on top of the file itself. */
export const LOGO_UPLOAD_BODY_BYTES = LOGO_MAX_BYTES + 64 * 1024;

/** What an idempotent retry is answered with: the delete token is never stored, only its hash. */
type StoredAnswer = Omit<LogoUploadResponse, 'deleteToken'>;

export async function uploadRoutes(
  app: Server,
  { db, storage, config }: SubmissionsDeps,
): Promise<void> {
  app.post(
    '/api/uploads/logos',
    {
      bodyLimit: LOGO_UPLOAD_BODY_BYTES,
      schema: { response: { 201: logoUploadResponseSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const body = await readMultipart(request, {
        maxFileBytes: LOGO_MAX_BYTES,
        maxFiles: 1,
        tooLarge: LOGO_MESSAGES.tooLarge,
      });
      const file = body.files[LOGO_UPLOAD_FIELDS.file];
      if (!file || file.bytes.length === 0) {
        throw new BadRequestError(
          LOGO_MESSAGES.missingFile.title,
          LOGO_MESSAGES.missingFile.message,
          LOGO_UPLOAD_FIELDS.file,
        );
      }
      // The magic bytes first (the spec's message for what is no image at all), then a full
      // decode: only what re-encodes is stored, and only its re-encoded form.
      if (!(await detectLogoType(file.bytes))) {
        throw new UnsupportedMediaTypeError(
          LOGO_MESSAGES.notImage.title,
          LOGO_MESSAGES.notImage.message,
          LOGO_UPLOAD_FIELDS.file,
        );
      }
      const idempotency = {
        scope: SCOPE,
        key,
        fingerprint: fingerprintOf({
          fields: body.fields,
          file: createHash('sha256').update(file.bytes).digest('hex'),
        }),
      };
      // A retry proves what the first request did (the same key and the same file), so it gets
      // a fresh token in place of the one its lost answer carried.
      const replayWithNewToken = async (stored: StoredAnswer) => {
        const token = newDeleteToken();
        await replaceDeleteToken(db, stored.key, token.sha256);
        return reply.status(201).send({ ...stored, deleteToken: token.token });
      };
      const earlier = await earlierAnswer<StoredAnswer>(db, idempotency);
      if (earlier) return replayWithNewToken(earlier.body);
      // Decoding and encoding is the costly part: a retry, whose file was accepted, skips it.
      const webp = await reencodeLogo(file.bytes);

      const slug = slugifyForStorage(
        body.fields[LOGO_UPLOAD_FIELDS.name] || file.filename.replace(/\.[^.]*$/, ''),
      );
      const objectKey = await storeUnderNewKey(
        storage,
        'public',
        (timestamp) => `logos/${slug}-${timestamp}.webp`,
        webp,
      );
      const name = objectKey.slice('logos/'.length);
      const token = newDeleteToken();
      try {
        const answer = await runIdempotent<StoredAnswer>(db, idempotency, async (trx) => {
          await insertLogoUpload(trx, name, token.sha256);
          return {
            statusCode: 201,
            body: { url: publicUrlOf(config, storage, objectKey), key: name },
          };
        });
        if (answer.replayed) {
          await storage.delete('public', objectKey);
          return replayWithNewToken(answer.body);
        }
        return reply.status(201).send({ ...answer.body, deleteToken: token.token });
      } catch (error) {
        await storage.delete('public', objectKey);
        throw error;
      }
    },
  );

  app.delete(
    '/api/uploads/logos/:key',
    { schema: { params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const name = request.params.key;
      const objectKey = `logos/${name}`;
      if (!LOGO_NAME.test(name) || !(await storage.exists('public', objectKey))) {
        throw new NotFoundError(LOGO_MESSAGES.unknownKey.title, LOGO_MESSAGES.unknownKey.message);
      }
      // Only the uploader holds the token; logos uploaded before tokens existed have none and
      // stay until an operator removes them.
      const sent = request.headers[LOGO_DELETE_TOKEN_HEADER];
      if (!deleteTokenMatches(sent, await deleteTokenHashOf(db, name))) {
        throw new AppError(403, 'Not Allowed', 'Only the uploader of this logo can delete it.');
      }
      // Found by its key, so no origin (forged or not) can hide that a profile shows it.
      if (await isLogoInUse(db, name)) {
        throw new AppError(409, 'Logo In Use', 'This logo is shown on a listed profile.');
      }
      await storage.delete('public', objectKey);
      await deleteLogoUpload(db, name);
      return reply.status(204).send();
    },
  );
}
