import type { Kysely } from 'kysely';
import type { RetentionDays } from '@trusthive/contracts';
import { cutoffOf, type Database, type ObjectStorage } from '@trusthive/platform';
import { deleteClaimRow } from '../shared/repositories/submissions.repository';
import { sweepBulkChecks } from '../owner/bulk-checks/bulk-check-retention';
import {
  anonymiseContactSendersBefore,
  anonymiseCorrectionRequestersBefore,
  anonymiseReportersBefore,
  decidedClaimsBefore,
  deleteContactEmailConfirmationsBefore,
  deleteIdempotencyAnswersBefore,
  deleteMailBefore,
  deleteSignInLinksBefore,
  forgetDataRequestAddressesBefore,
  redactAuditBefore,
} from './retention.repository';

// Issue 37 (DPDP Act 2023): the submissions worker enforces the retention periods the Privacy
// page states (config.privacy.retentionDays), for the tables this service owns. `now` is a
// parameter so a test can move the clock forward instead of waiting 90 days.

/** How long a stored idempotent answer is replayed: retries come within minutes. */
const IDEMPOTENCY_ANSWER_MS = 24 * 60 * 60 * 1000;

/** What one pass removed, by kind: counts only, never whose data it was. */
export interface SubmissionsRetentionCounts {
  claims: number;
  claimDocuments: number;
  sentMail: number;
  signInLinks: number;
  contactEmailConfirmations: number;
  dataRequests: number;
  idempotencyAnswers: number;
  reporters: number;
  contactSenders: number;
  correctionRequesters: number;
  auditEntries: number;
  /** Bulk checks past their 30 days (issue 43), with their rows. */
  bulkChecks: number;
  /** Their files, and uploads no check was started from within a day. */
  bulkCheckFiles: number;
}

export async function enforceSubmissionsRetention(
  deps: { db: Kysely<Database>; storage: ObjectStorage },
  days: RetentionDays,
  now = Date.now(),
): Promise<SubmissionsRetentionCounts> {
  const { db, storage } = deps;
  const counts: SubmissionsRetentionCounts = {
    claims: 0,
    claimDocuments: 0,
    sentMail: 0,
    signInLinks: 0,
    contactEmailConfirmations: 0,
    dataRequests: 0,
    idempotencyAnswers: 0,
    reporters: 0,
    contactSenders: 0,
    correctionRequesters: 0,
    auditEntries: 0,
    bulkChecks: 0,
    bulkCheckFiles: 0,
  };

  // Claims and their documents, `claimDocuments` days after the decision. The row goes first
  // (its own statement), then its files: a failed file removal leaves an orphan the claim
  // document sweep removes, never a row naming a missing file.
  const claimCutoff = cutoffOf(now, days.claimDocuments);
  for (;;) {
    const batch = await decidedClaimsBefore(db, claimCutoff);
    if (batch.length === 0) break;
    for (const claim of batch) {
      const deleted = await deleteClaimRow(db, claim.id);
      if (!deleted) continue;
      counts.claims += 1;
      for (const key of deleted.documentKeys) {
        if (await storage.delete('private', key).catch(() => false)) counts.claimDocuments += 1;
      }
    }
  }

  const mailCutoff = cutoffOf(now, days.sentMail);
  counts.sentMail = await deleteMailBefore(db, mailCutoff);
  counts.signInLinks = await deleteSignInLinksBefore(db, mailCutoff);
  counts.contactEmailConfirmations = await deleteContactEmailConfirmationsBefore(db, mailCutoff);
  counts.idempotencyAnswers = await deleteIdempotencyAnswersBefore(
    db,
    new Date(now - IDEMPOTENCY_ANSWER_MS),
  );
  const contactCutoff = cutoffOf(now, days.submitterContacts);
  counts.reporters = await anonymiseReportersBefore(db, contactCutoff);
  counts.contactSenders = await anonymiseContactSendersBefore(db, contactCutoff);
  counts.correctionRequesters = await anonymiseCorrectionRequestersBefore(db, contactCutoff);
  counts.dataRequests = await forgetDataRequestAddressesBefore(db, new Date(now), contactCutoff);
  counts.auditEntries = await redactAuditBefore(db, cutoffOf(now, days.auditPersonalData));
  Object.assign(counts, await sweepBulkChecks(db, storage, now));
  return counts;
}
