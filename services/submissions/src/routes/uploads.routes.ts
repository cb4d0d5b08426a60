import { createHash } from 'node:crypto';
import {
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
import { detectLogoType } from '../files/file-type';
import { readMultipart } from '../files/multipart';
import { storeUnderNewKey } from '../files/store';
import { earlierAnswer, fingerprintOf, idempotencyKeyOf, runIdempotent } from '../idempotency';
import { isLogoInUse } from '../repositories/submissions.repository';
import { publicOrigin } from '../origin';

const SCOPE = 'POST /api/uploads/logos';
/** The name part of a stored logo's key (logos/{slug}-{timestamp}.{ext}). */
const LOGO_NAME = /^[a-z0-9-]{1,60}-[0-9]{13,}\.(png|jpg|webp|gif|avif)$/;

/** Multipart framing and the name field on top of the file itself. */
export const LOGO_UPLOAD_BODY_BYTES = LOGO_MAX_BYTES + 64 * 1024;

export async function uploadRoutes(app: Server, { db, storage }: SubmissionsDeps): Promise<void> {
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
      const type = await detectLogoType(file.bytes);
      if (!type) {
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
      const earlier = await earlierAnswer<LogoUploadResponse>(db, idempotency);
      if (earlier) return reply.status(201).send(earlier.body);

      const slug = slugifyForStorage(
        body.fields[LOGO_UPLOAD_FIELDS.name] || file.filename.replace(/\.[^.]*$/, ''),
      );
      const objectKey = await storeUnderNewKey(
        storage,
        'public',
        (timestamp) => `logos/${slug}-${timestamp}.${type.extension}`,
        file.bytes,
      );
      const answerBody = {
        url: `${publicOrigin(request)}${storage.publicPath(objectKey)}`,
        key: objectKey.slice('logos/'.length),
      };
      try {
        const answer = await runIdempotent(db, idempotency, async () => ({
          statusCode: 201,
          body: answerBody,
        }));
        if (answer.replayed) await storage.delete('public', objectKey);
        return reply.status(201).send(answer.body);
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
      // The key is visible in the logo's URL, so a logo a profile shows is not removable here.
      const url = `${publicOrigin(request)}${storage.publicPath(objectKey)}`;
      if (await isLogoInUse(db, url)) {
        throw new AppError(409, 'Logo In Use', 'This logo is shown on a listed profile.');
      }
      await storage.delete('public', objectKey);
      return reply.status(204).send();
    },
  );
}
