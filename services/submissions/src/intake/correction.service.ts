import type { Kysely } from 'kysely';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_MESSAGES,
  type CorrectionRequest,
  type CreatedResponse,
} from '@trusthive/contracts';
import { BadRequestError, NotFoundError, type Database } from '@trusthive/platform';
import { runIdempotent, type Answer, type IdempotentRequest } from '../shared/idempotency';
import { enqueueMail } from '../shared/mail/enqueue';
import type { MailLocale } from '../shared/mail/locale';
import { submissionReference } from '../shared/mail/templates';
import { companyFieldNow, insertCorrection } from '../shared/repositories/corrections.repository';

const companyNotFound = () =>
  new NotFoundError(
    CORRECTION_MESSAGES.companyNotFound.title,
    CORRECTION_MESSAGES.companyNotFound.message,
  );

/**
 * Records a correction request and its 'correction-received' mail in one transaction. A value
 * the profile already shows is refused (400): there would be nothing to decide. The mails
 * speak `locale`, the requester's language (issue 44).
 */
export async function requestCorrection(
  db: Kysely<Database>,
  idempotency: IdempotentRequest,
  companyId: number | null,
  request: CorrectionRequest,
  locale: MailLocale = 'en',
): Promise<Answer<CreatedResponse>> {
  if (companyId === null) throw companyNotFound();
  return runIdempotent(db, idempotency, async (trx) => {
    const now = await companyFieldNow(trx, companyId, request.field);
    if (!now) throw companyNotFound();
    if (now.value?.trim() === request.proposedValue) {
      const { title, message } = CORRECTION_MESSAGES.sameValue;
      throw new BadRequestError(title, message, 'proposedValue');
    }
    const id = await insertCorrection(trx, companyId, request, locale);
    await enqueueMail(trx, {
      to: request.email,
      locale,
      template: 'correction-received',
      data: {
        companyName: now.companyName,
        field: CORRECTION_FIELD_LABELS[request.field],
        reference: submissionReference('correction', id),
      },
    });
    return { statusCode: 201, body: { id } };
  });
}
