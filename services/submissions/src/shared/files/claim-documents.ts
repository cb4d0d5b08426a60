import type { Kysely } from 'kysely';
import { runPeriodically, type Database, type ObjectStorage } from '@trusthive/platform';
import type { FastifyBaseLogger } from 'fastify';
import { deleteClaimRow, referencedClaimDocuments } from '../repositories/submissions.repository';

// Retention of claim documents (ID and business proofs, private storage): a document lives
// exactly as long as the claim row that names it. Deleting a claim removes its files at once
// (deleteClaim); a claim that goes another way (its company is deleted and the claims cascade,
// an operator deletes rows by hand, a crash between storing the files and the insert) leaves
// files no row names, and the sweep removes those once they are older than the grace period.

/** A document younger than this may belong to a claim being recorded right now. */
export const CLAIM_DOCUMENT_GRACE_MS = 60 * 60 * 1000;
/** How often the submissions service sweeps. */
export const CLAIM_DOCUMENT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FOLDER = 'claims';
const BATCH = 500;

/** Removes every claim document no claim row names that is older than the grace period. */
export async function sweepClaimDocuments(
  db: Kysely<Database>,
  storage: ObjectStorage,
  now = Date.now(),
): Promise<number> {
  const candidates = (await storage.list('private', FOLDER)).filter(
    (object) => now - object.modifiedAt.getTime() >= CLAIM_DOCUMENT_GRACE_MS,
  );
  let removed = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const keys = candidates.slice(start, start + BATCH).map((object) => object.key);
    const referenced = await referencedClaimDocuments(db, keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      if (await storage.deleteListed('private', FOLDER, key)) removed += 1;
    }
  }
  return removed;
}

/** Deletes a claim and its two documents; false when there was no such claim. */
export async function deleteClaim(
  db: Kysely<Database>,
  storage: ObjectStorage,
  claimId: number,
): Promise<boolean> {
  const row = await deleteClaimRow(db, claimId);
  if (!row) return false;
  // After the commit: a failed removal leaves an orphan the sweep catches, never a row
  // pointing at a missing file.
  await Promise.all(
    row.documentKeys.map((key) => storage.delete('private', key).catch(() => false)),
  );
  return true;
}

/** Sweeps once soon after start and then every interval, until stop() is called. */
export function scheduleClaimDocumentSweep(
  db: Kysely<Database>,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
  intervalMs = CLAIM_DOCUMENT_SWEEP_INTERVAL_MS,
): { stop(): void } {
  const run = () => {
    sweepClaimDocuments(db, storage).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, 'claim documents without a claim removed');
      },
      (error: unknown) => log.warn({ err: error }, 'claim document sweep failed; next run retries'),
    );
  };
  return runPeriodically(run, 60_000, intervalMs);
}
