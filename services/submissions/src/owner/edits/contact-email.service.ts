import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  CONTACT_EMAIL_LINK_HOURS,
  CONTACT_EMAIL_MESSAGES as M,
  type ContactEmailConfirmed,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail/enqueue';
import type { MailLocale } from '../../shared/mail/locale';
import { refuseLink, type LinkRefusal } from '../../shared/one-time-links';
import { recordOwnerAudit } from '../audit';
import { findOwnedCompany } from '../../shared/owners.repository';
import {
  insertContactEmailConfirmation,
  lockContactEmailConfirmation,
  markContactEmailConfirmed,
  replacePendingContactEmails,
} from './contact-email.repository';
import { applyOwnerProfileEdit } from './owner-edits.repository';

// Issue 37: a new contact e-mail is shown on the profile only once someone reading that
// mailbox followed the link mailed to it, so an owner cannot publish an address that is not
// theirs to give. Until then the old address (or none) stays. The link carries 32 random
// bytes in its fragment; the table keeps their sha-256, and a sent mail's row drops the link.

const LINK_MS = CONTACT_EMAIL_LINK_HOURS * 3_600_000;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page that spends a link; the token stays in the fragment, out of logs and Referers. */
export function contactEmailConfirmUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/account/contact-email/confirm#token=${token}`;
}

/**
 * In the edit's transaction: replaces any address still waiting, records the new one with its
 * token's hash, mails the link to the new address and audits the request.
 */
export async function requestContactEmail(
  trx: Transaction<Database>,
  deps: Pick<SubmissionsDeps, 'config'>,
  request: {
    ownerEmail: string;
    company: { id: number; name: string };
    email: string;
    now: number;
    /** The owner's language (issue 44): the page the link opens is in it, and so is the mail. */
    locale?: MailLocale;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await replacePendingContactEmails(trx, request.company.id);
  await insertContactEmailConfirmation(trx, {
    companyId: request.company.id,
    ownerEmail: request.ownerEmail.toLowerCase(),
    email: request.email,
    tokenHash: tokenHashOf(token),
    expiresAt: new Date(request.now + LINK_MS),
  });
  await enqueueMail(trx, {
    to: request.email,
    locale: request.locale,
    template: 'contact-email-confirm',
    data: {
      companyName: request.company.name,
      confirmUrl: contactEmailConfirmUrl(deps.config.publicBaseUrl, token),
      hours: CONTACT_EMAIL_LINK_HOURS,
    },
  });
  await recordOwnerAudit(trx, {
    ownerEmail: request.ownerEmail,
    action: 'owner.contact-email.request',
    subjectKind: 'company',
    subjectId: request.company.id,
    before: null,
    after: { pendingContactEmail: request.email },
  });
}

type Outcome = { kind: 'ok'; confirmed: ContactEmailConfirmed } | LinkRefusal;

/**
 * Spends a confirmation link, once: the row is locked, checked and marked, and the company's
 * contact e-mail, the owner's stamp, the audit entry and the company-changed event are written
 * in one transaction. A link from an owner who no longer owns the company confirms nothing.
 */
export async function confirmContactEmail(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay'>,
  token: string,
  now: number,
): Promise<ContactEmailConfirmed> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await lockContactEmailConfirmation(trx, tokenHashOf(token));
    if (!row) return { kind: 'unknown' };
    if (row.status !== 'pending') return { kind: 'used' };
    if (new Date(row.expires_at).getTime() <= now) return { kind: 'expired' };
    if (!(await findOwnedCompany(trx, row.owner_email, row.company_id))) return { kind: 'unknown' };
    await markContactEmailConfirmed(trx, row.id);
    await applyOwnerProfileEdit(trx, row.company_id, { contactEmail: row.email });
    await recordOwnerAudit(trx, {
      ownerEmail: row.owner_email,
      action: 'owner.contact-email.confirm',
      subjectKind: 'company',
      subjectId: row.company_id,
      before: { contactEmail: row.current_email },
      after: { contactEmail: row.email },
    });
    await deps.events.changed(trx, row.company_id, 'updated');
    return {
      kind: 'ok',
      confirmed: {
        companyId: row.company_id,
        companyName: row.company_name,
        contactEmail: row.email,
      },
    };
  });
  if (outcome.kind !== 'ok') refuseLink(outcome, M);
  deps.relay.wake();
  return outcome.confirmed;
}
