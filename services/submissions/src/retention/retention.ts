import type { Kysely } from 'kysely';
import type { RetentionDays } from '@trusthive/contracts';
import { cutoffOf, type Database, type ObjectStorage } from '@trusthive/platform';
import { deleteClaimRow } from '../repositories/submissions.repository';
import {
  anonymiseContactSendersBefore,
  anonymiseCorrectionRequestersBefore,
  anonymiseReportersBefore,
  decidedClaimsBefore,
  deleteMailBefore,
  deleteSignInLinksBefore,
  redactAuditBefore,
} from './retention.repository';

// Issue 37 (DPDP Act 2023): the submissions worker enforces the retention periods the Privacy
// page states (config.privacy.retentionDays), for the tables this service owns. `now` is a
// parameter so a test can move the clock forward instead of waiting 90 days.

/** What one pass removed, by kind: counts only, never whose data it was. */
export interface SubmissionsRetentionCounts {
  claims: number;
  claimDocuments: number;
  sentMail: number;
  signInLinks: number;
  reporters: number;
  contactSenders: number;
  correctionRequesters: number;
  auditEntries: number;
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
    reporters: 0,
    contactSenders: 0,
    correctionRequesters: 0,
    auditEntries: 0,
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
  const contactCutoff = cutoffOf(now, days.submitterContacts);
  counts.reporters = await anonymiseReportersBefore(db, contactCutoff);
  counts.contactSenders = await anonymiseContactSendersBefore(db, contactCutoff);
  counts.correctionRequesters = await anonymiseCorrectionRequestersBefore(db, contactCutoff);
  counts.auditEntries = await redactAuditBefore(db, cutoffOf(now, days.auditPersonalData));
  return counts;
}
