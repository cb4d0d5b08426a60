import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secret that proves a caller uploaded a logo (issue 24 #1). It is sent once, to the
// uploader; the database keeps only its sha-256, so a leaked table deletes nothing.

export interface DeleteToken {
  token: string;
  sha256: Buffer;
}

export function newDeleteToken(): DeleteToken {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: sha256Of(token) };
}

/** Whether the token sent is the one whose hash was stored; constant time in the token. */
export function deleteTokenMatches(sent: unknown, storedSha256: Buffer | null): boolean {
  if (typeof sent !== 'string' || sent.length === 0 || sent.length > 200 || !storedSha256) {
    return false;
  }
  const sentSha256 = sha256Of(sent);
  return sentSha256.length === storedSha256.length && timingSafeEqual(sentSha256, storedSha256);
}

function sha256Of(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
