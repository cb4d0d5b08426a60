import type { Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../shared/deps';
import { enqueueMail } from '../shared/mail/enqueue';
import type { MailLocale } from '../shared/mail/locale';
import {
  companyProfileUrl,
  type MailRequest,
  type MailTemplateName,
  type MailTemplates,
} from '../shared/mail/templates';

/** A mail not yet addressed. */
type UnaddressedMail = {
  [K in MailTemplateName]: { template: K; data: MailTemplates[K] };
}[MailTemplateName];

/** A mail that links the company's public profile, without the link (announceDecision adds it). */
type ProfileLinkingMail = {
  [K in MailTemplateName]: 'profileUrl' extends keyof MailTemplates[K]
    ? { template: K; data: Omit<MailTemplates[K], 'profileUrl'> }
    : never;
}[MailTemplateName];

/**
 * What a decision on an item about a company sets going, in the decision's transaction: a yes
 * changes what the profile shows, so the company-changed event goes out (search and the trust
 * score follow) and the submitter's mail links the profile; a no mails the reason. The caller
 * wakes its relay after the commit. Claims, corrections, owner changes and replies decide so.
 * The mail speaks `locale`, the one the submitter wrote in (issue 44), not the moderator's.
 */
export async function announceDecision(
  trx: Transaction<Database>,
  deps: Pick<SubmissionsDeps, 'events' | 'config'>,
  {
    companyId,
    to,
    locale,
    approval,
    refusal,
  }: {
    companyId: number;
    to: string;
    /** The submitter's language, stored with the submission. */
    locale: MailLocale;
    /** The mail of a yes; null when the decision was a no. */
    approval: ProfileLinkingMail | null;
    refusal: UnaddressedMail;
  },
): Promise<void> {
  if (!approval) {
    await enqueueMail(trx, { to, locale, ...refusal });
    return;
  }
  await deps.events.changed(trx, companyId, 'updated');
  const profileUrl = companyProfileUrl(deps.config.publicBaseUrl, companyId);
  // Each template's own data plus the link it lacks: TypeScript does not follow the template
  // through the spread, so the request is asserted whole.
  await enqueueMail(trx, {
    to,
    locale,
    template: approval.template,
    data: { ...approval.data, profileUrl },
  } as MailRequest);
}
