import type { Kysely } from 'kysely';
import type { Database, ObjectStorage } from '@trusthive/platform';
import { deleteExpiredChecks, referencedFiles } from './bulk-checks.repository';

// Retention of bulk checks (issue 43): a check and its rows are deleted 30 days after it was
// made (bulk_checks.expires_at), then its file; an upload no check was started from is removed
// a day after it was stored, as is a file whose check went another way (deleted by its
// account, erased with it, a crash between storing and the insert).

/** An upload younger than this may be one a person is mapping right now. */
export const BULK_CHECK_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const FOLDER = 'bulk-checks';
const BATCH = 500;

export async function sweepBulkChecks(
  db: Kysely<Database>,
  storage: ObjectStorage,
  now = Date.now(),
): Promise<{ bulkChecks: number; bulkCheckFiles: number }> {
  let bulkChecks = 0;
  for (;;) {
    const keys = await deleteExpiredChecks(db, new Date(now), BATCH);
    bulkChecks += keys.length;
    if (keys.length < BATCH) break;
  }
  const candidates = (await storage.list('private', FOLDER)).filter(
    (object) => now - object.modifiedAt.getTime() >= BULK_CHECK_UPLOAD_GRACE_MS,
  );
  let bulkCheckFiles = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const keys = candidates.slice(start, start + BATCH).map((object) => object.key);
    const referenced = await referencedFiles(db, keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      if (await storage.deleteListed('private', FOLDER, key)) bulkCheckFiles += 1;
    }
  }
  return { bulkChecks, bulkCheckFiles };
}
