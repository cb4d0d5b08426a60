import { createHash } from 'node:crypto';
import { CLAIM_MESSAGES, type ClaimFields, type CreatedResponse } from '@trusthive/contracts';
import { ConflictError, NotFoundError } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import type { UploadedFile } from '../shared/files/multipart';
import { storeUnderNewKey } from '../shared/files/store';
import { earlierAnswer, fingerprintOf, runIdempotent } from '../shared/idempotency';
import { enqueueMail } from '../shared/mail/enqueue';
import type { MailLocale } from '../shared/mail/locale';
import { submissionReference } from '../shared/mail/templates';
import {
  companyExists,
  companyNameOf,
  hasPendingClaim,
  insertClaim,
  isCompanyClaimed,
} from '../shared/repositories/submissions.repository';

export const claimNotFound = () =>
  new NotFoundError(CLAIM_MESSAGES.companyNotFound.title, CLAIM_MESSAGES.companyNotFound.message);

const underReview = () =>
  new ConflictError(
    CLAIM_MESSAGES.alreadyUnderReview.title,
    CLAIM_MESSAGES.alreadyUnderReview.message,
  );

const alreadyClaimed = () =>
  new ConflictError(CLAIM_MESSAGES.alreadyClaimed.title, CLAIM_MESSAGES.alreadyClaimed.message);

/** The partial unique index that keeps one pending claim per company (migration 0023). */
const ONE_PENDING_CLAIM = 'company_claims_one_pending';
/** PostgreSQL's foreign_key_violation: the company went away between the check and the insert. */
const FOREIGN_KEY_VIOLATION = '23503';

/** One of the claim's two documents, with the extension its content was found to have. */
export type ClaimDocument = UploadedFile & { extension: string };

export interface ClaimSubmission {
  companyId: number;
  idempotencyKey: string | null;
  /** idempotencyCallerOf(request): a replay is answered to its own caller alone. */
  caller: string;
  fields: ClaimFields;
  /** The form fields as sent: the idempotency fingerprint is taken of them. */
  sentFields: unknown;
  director: ClaimDocument;
  business: ClaimDocument;
  /** The claimant's language (issue 44): its mails, and the decision's, speak it. */
  locale: MailLocale;
}

/**
 * Records an owner's claim on a listed company (spec §2 "Claim"): its two documents stored in
 * the private area, the claim and its "claim received" mail in one transaction, once per
 * Idempotency-Key. At most one claim per company waits for review. Whatever was stored is
 * removed again when the claim is not recorded (or was recorded by an earlier request).
 */
export async function submitClaim(
  { db, storage, relay }: Pick<SubmissionsDeps, 'db' | 'storage' | 'relay'>,
  claim: ClaimSubmission,
): Promise<CreatedResponse> {
  const { companyId, director, business, fields } = claim;
  if (!(await companyExists(db, companyId))) throw claimNotFound();

  const idempotency = {
    scope: 'POST /api/companies/:id/claims',
    key: claim.idempotencyKey,
    caller: claim.caller,
    fingerprint: fingerprintOf({
      companyId,
      fields: claim.sentFields,
      director: sha256(director.bytes),
      business: sha256(business.bytes),
    }),
  };
  const earlier = await earlierAnswer<CreatedResponse>(db, idempotency);
  if (earlier) return earlier.body;
  // Checked before the files are stored; the index decides a race between two claims.
  if (await isCompanyClaimed(db, companyId)) throw alreadyClaimed();
  if (await hasPendingClaim(db, companyId)) throw underReview();

  // Spec §7: claims/{companyId}/director-{ts}-{filename} and business-{ts}-{filename}, in
  // the private area.
  const stored: string[] = [];
  try {
    for (const [role, document] of [
      ['director', director],
      ['business', business],
    ] as const) {
      stored.push(
        await storeUnderNewKey(
          storage,
          'private',
          (ts) => `claims/${companyId}/${role}-${ts}-${safeFileName(document)}`,
          document.bytes,
        ),
      );
    }
    const [directorIdProofKey, businessProofKey] = stored as [string, string];
    const answer = await runIdempotent(db, idempotency, async (trx) => {
      const id = await insertClaim(trx, {
        ...fields,
        companyId,
        directorIdProofKey,
        businessProofKey,
        locale: claim.locale,
      });
      // The "claim received" mail commits with the claim (a replay writes neither).
      await enqueueMail(trx, {
        to: fields.email,
        locale: claim.locale,
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
    return answer.body;
  } catch (error) {
    await removeAll(storage, stored);
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw claimNotFound();
    if ((error as { constraint?: string }).constraint === ONE_PENDING_CLAIM) throw underReview();
    throw error;
  }
}

/** The sender's file name reduced to safe characters, with the extension its content has. */
function safeFileName(document: ClaimDocument): string {
  const stem = document.filename
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80);
  return `${stem || 'document'}.${document.extension}`;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function removeAll(storage: SubmissionsDeps['storage'], keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete('private', key).catch(() => false)));
}
