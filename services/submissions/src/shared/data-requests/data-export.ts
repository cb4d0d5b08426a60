import type { Kysely, Transaction } from 'kysely';
import type { DataExport } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { isoTime } from '../dates';
import { requestsOfAddress } from './data-requests.repository';
import { accountRows, personalRows } from './personal-data.repository';

// The export a person receives for an access request (issue 37): every row that names their
// address, one list per kind, with the words TrustHive uses for it. Claim documents are named,
// not attached (identity proofs do not travel by e-mail); tokens, hashes and other people's
// data (staff names, other reporters) are not in it.

export const EXPORT_FORMAT_VERSION = 1;

export async function buildDataExport(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  emailHash: string,
  now = new Date(),
): Promise<DataExport> {
  const [rows, requests, kept] = await Promise.all([
    personalRows(db, email),
    requestsOfAddress(db, emailHash),
    accountRows(db, email),
  ]);
  return {
    format: `TrustHive personal data export, version ${EXPORT_FORMAT_VERSION}`,
    emailAddress: email,
    generatedAt: now.toISOString(),
    claims: rows.claims.map((claim) => ({
      id: claim.id,
      companyId: claim.company_id,
      companyName: claim.company_name,
      mobileNumber: claim.mobile_number,
      email: claim.email,
      status: claim.status,
      reviewNote: claim.review_note,
      submittedAt: isoTime(claim.created_at),
      reviewedAt: isoTime(claim.reviewed_at),
      documents: ['Director ID proof', 'Business proof'],
    })),
    companiesOwned: rows.ownerships.map((owner) => ({
      companyId: owner.company_id,
      companyName: owner.company_name,
      email: owner.email,
      ownerSince: isoTime(owner.created_at),
    })),
    ownerAccount:
      rows.ownerships.length > 0 || rows.password || rows.account
        ? {
            hasPassword: rows.password !== undefined,
            passwordSetAt: isoTime(rows.password?.updated_at),
            signInLinksSent: rows.signInLinks.map((link) => ({
              sentAt: isoTime(link.created_at),
              usedAt: isoTime(link.used_at),
            })),
            actions: rows.ownerActions.map((entry) => ({
              action: entry.action,
              subject: `${entry.subject_kind} ${entry.subject_id}`,
              at: isoTime(entry.created_at),
            })),
          }
        : null,
    supplierChecks: rows.account
      ? {
          accountSince: isoTime(rows.account.created_at),
          alerts: kept.alertMode,
          following: kept.watchlist.map((entry) => ({
            companyId: entry.company_id,
            companyName: entry.company_name,
            since: isoTime(entry.created_at),
          })),
          apiKeys: kept.apiKeys.map((key) => ({
            name: key.name,
            key: `${key.key_prefix}…`,
            createdAt: isoTime(key.created_at),
            lastUsedAt: isoTime(key.last_used_at),
            revokedAt: isoTime(key.revoked_at),
          })),
          bulkChecks: kept.bulkChecks.map((check) => ({
            fileName: check.file_name,
            status: check.status,
            rows: check.total_rows,
            createdAt: isoTime(check.created_at),
            keptUntil: isoTime(check.expires_at),
          })),
        }
      : null,
    registrations: rows.registrations.map((company) => ({
      companyId: company.id,
      companyName: company.company_name,
      email: company.email,
      phone: company.phone,
      contactPerson: company.contact_person,
      designation: company.designation,
      submitted: company.submitted_facts,
      reviewStatus: company.review_status,
      registeredAt: isoTime(company.created_at),
    })),
    reports: rows.reports.map((report) => ({
      id: report.id,
      companyId: report.company_id,
      companyName: report.company_name,
      reportType: report.report_type,
      description: report.description,
      evidence: report.evidence,
      reporterName: report.reporter_name,
      reporterEmail: report.reporter_email,
      reporterPhone: report.reporter_phone,
      status: report.status,
      submittedAt: isoTime(report.created_at),
      decidedAt: isoTime(report.decided_at),
    })),
    contactMessages: rows.contactMessages.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
      sentAt: isoTime(contact.created_at),
      handledAt: isoTime(contact.handled_at),
    })),
    corrections: rows.corrections.map((correction) => ({
      id: correction.id,
      companyId: correction.company_id,
      field: correction.field,
      proposedValue: correction.proposed_value,
      evidence: correction.evidence,
      email: correction.requester_email,
      status: correction.status,
      submittedAt: isoTime(correction.created_at),
    })),
    ownerChanges: rows.ownerChanges.map((change) => ({
      id: change.id,
      companyId: change.company_id,
      kind: change.kind,
      change: change.payload,
      status: change.status,
      submittedAt: isoTime(change.created_at),
    })),
    replies: rows.replies.map((reply) => ({
      id: reply.id,
      reportId: reply.report_id,
      companyId: reply.company_id,
      body: reply.body,
      status: reply.status,
      submittedAt: isoTime(reply.created_at),
    })),
    mailsSent: rows.mails.map((mail) => ({
      template: mail.template,
      to: mail.to_address,
      status: mail.status,
      writtenAt: isoTime(mail.created_at),
      sentAt: isoTime(mail.sent_at),
    })),
    dataRequests: requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      details: request.details,
      status: request.status,
      submittedAt: isoTime(request.created_at),
      confirmedAt: isoTime(request.verified_at),
      closedAt: isoTime(request.decided_at),
    })),
  };
}
