import { createHash } from 'node:crypto';
import {
  LOGO_MESSAGES,
  LOGO_UPLOAD_FIELDS,
  slugifyForStorage,
  type LogoUploadResponse,
} from '@trusthive/contracts';
import { AppError, NotFoundError } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { deleteTokenMatches, newDeleteToken } from '../shared/files/delete-token';
import { reencodeLogo } from '../shared/files/logo-image';
import type { UploadedFile } from '../shared/files/multipart';
import { storeUnderNewKey } from '../shared/files/store';
import { earlierAnswer, fingerprintOf, runIdempotent } from '../shared/idempotency';
import { LOGO_NAME, publicUrlOf } from '../shared/origin';
import {
  deleteLogoUpload,
  deleteTokenHashOf,
  insertLogoUpload,
  isLogoInUse,
  replaceDeleteToken,
} from '../shared/repositories/logo-uploads.repository';

const SCOPE = 'POST /api/uploads/logos';

type LogoDeps = Pick<SubmissionsDeps, 'db' | 'storage' | 'config'>;

/** What an idempotent retry is answered with: the delete token is never stored, only its hash. */
type StoredAnswer = Omit<LogoUploadResponse, 'deleteToken'>;

/**
 * Stores an uploaded logo (already found to be an image by its magic bytes) as WebP in the
 * public area, once per Idempotency-Key, and answers with a delete token only the uploader
 * holds. Only what re-encodes is stored, and only its re-encoded form.
 */
export async function uploadLogo(
  { db, storage, config }: LogoDeps,
  upload: {
    idempotencyKey: string | null;
    /** idempotencyCallerOf(request): a replay is answered to its own caller alone. */
    caller: string;
    fields: Record<string, string>;
    file: UploadedFile;
    /** The owner whose live session sent it (issue 37): only they may attach it later. */
    uploadedByOwner?: string | null;
  },
): Promise<LogoUploadResponse> {
  const { fields, file } = upload;
  const idempotency = {
    scope: SCOPE,
    key: upload.idempotencyKey,
    caller: upload.caller,
    fingerprint: fingerprintOf({
      fields,
      file: createHash('sha256').update(file.bytes).digest('hex'),
    }),
  };
  // A retry proves what the first request did (the same key and the same file), so it gets
  // a fresh token in place of the one its lost answer carried.
  const replayWithNewToken = async (stored: StoredAnswer) => {
    const token = newDeleteToken();
    await replaceDeleteToken(db, stored.key, token.sha256);
    return { ...stored, deleteToken: token.token };
  };
  const earlier = await earlierAnswer<StoredAnswer>(db, idempotency);
  if (earlier) return replayWithNewToken(earlier.body);
  // Decoding and encoding is the costly part: a retry, whose file was accepted, skips it.
  const webp = await reencodeLogo(file.bytes);

  const slug = slugifyForStorage(
    fields[LOGO_UPLOAD_FIELDS.name] || file.filename.replace(/\.[^.]*$/, ''),
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
      await insertLogoUpload(trx, name, token.sha256, upload.uploadedByOwner ?? null);
      return { statusCode: 201, body: { url: publicUrlOf(config, storage, objectKey), key: name } };
    });
    if (answer.replayed) {
      await storage.delete('public', objectKey);
      return replayWithNewToken(answer.body);
    }
    return { ...answer.body, deleteToken: token.token };
  } catch (error) {
    await storage.delete('public', objectKey);
    throw error;
  }
}

/**
 * Deletes an uploaded logo for the one who uploaded it (the token it was answered with), unless
 * a listed profile shows it. Logos uploaded before tokens existed have none and stay until an
 * operator removes them.
 */
export async function deleteLogo(
  { db, storage }: Pick<LogoDeps, 'db' | 'storage'>,
  name: string,
  sentToken: unknown,
): Promise<void> {
  const objectKey = `logos/${name}`;
  if (!LOGO_NAME.test(name) || !(await storage.exists('public', objectKey))) {
    throw new NotFoundError(LOGO_MESSAGES.unknownKey.title, LOGO_MESSAGES.unknownKey.message);
  }
  if (!deleteTokenMatches(sentToken, await deleteTokenHashOf(db, name))) {
    throw new AppError(403, 'Not Allowed', 'Only the uploader of this logo can delete it.');
  }
  // Found by its key, so no origin (forged or not) can hide that a profile shows it.
  if (await isLogoInUse(db, name)) {
    throw new AppError(409, 'Logo In Use', 'This logo is shown on a listed profile.');
  }
  await storage.delete('public', objectKey);
  await deleteLogoUpload(db, name);
}
