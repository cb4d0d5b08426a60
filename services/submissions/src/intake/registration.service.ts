import type { Kysely, Transaction } from 'kysely';
import {
  REGISTRATION_MESSAGES,
  type CreatedResponse,
  type Registration,
} from '@trusthive/contracts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  type CompanyEventsOutbox,
  type Database,
  type OutboxRelay,
} from '@trusthive/platform';
import {
  earlierAnswer,
  runIdempotent,
  type Answer,
  type IdempotentRequest,
} from '../shared/idempotency';
import { enqueueMail } from '../shared/mail/enqueue';
import type { MailLocale } from '../shared/mail/locale';
import { submissionReference } from '../shared/mail/templates';
import {
  findCompanyByCin,
  insertBrandCompanyPicks,
  insertRegisteredCompany,
  replaceBrands,
  resolveBrandCompanyPicks,
  type ResolvedBrandCompanyPick,
} from './registration.repository';

/** 409: the CIN is already listed; carries that company's id so the page can offer its claim. */
export class AlreadyListedError extends AppError {
  constructor(readonly companyId: number) {
    super(
      409,
      REGISTRATION_MESSAGES.alreadyListed.title,
      REGISTRATION_MESSAGES.alreadyListed.message,
      'cin',
    );
  }
}

/**
 * Registers a company, its brands and (a reseller) its picks of brand companies in one
 * transaction: all or nothing (spec §7 only warns on a failed brand save; here it rolls the
 * company back). The followers' event and the "registration received" mail are written to
 * the outbox in that transaction, so a committed company is always indexed and scored, and
 * its registrant always told, even when Redis is down at that moment (issue 24 #15, issue 18).
 * A replayed request (same Idempotency-Key) writes nothing, so it sends no second mail. The
 * mails speak `locale`, the registrant's language (issue 44), kept for the decision's mail.
 */
export async function registerCompany(
  deps: {
    db: Kysely<Database>;
    events: CompanyEventsOutbox;
    relay: Pick<OutboxRelay, 'wake'>;
  },
  idempotency: IdempotentRequest,
  registration: Registration,
  locale: MailLocale = 'en',
): Promise<Answer<CreatedResponse>> {
  const { db, events, relay } = deps;
  const earlier = await earlierAnswer<CreatedResponse>(db, idempotency);
  if (earlier) return earlier;
  if (registration.cin) {
    const holder = await findCompanyByCin(db, registration.cin);
    if (holder !== null) return replayOrAlreadyListed(db, idempotency, holder);
  }

  let answer: Answer<CreatedResponse>;
  try {
    answer = await runIdempotent(db, idempotency, async (trx) => {
      const picks = await listedPicks(trx, registration.selectedBrandCompanies);
      const id = await insertRegisteredCompany(trx, registration, locale);
      await replaceBrands(trx, id, registration.brands);
      await insertBrandCompanyPicks(trx, id, picks);
      await events.changed(trx, id, 'registered');
      await enqueueMail(trx, {
        to: registration.email,
        locale,
        template: 'registration-received',
        data: {
          companyName: registration.companyName,
          reference: submissionReference('registration', id),
        },
      });
      return { statusCode: 201, body: { id } };
    });
  } catch (error) {
    // Two registrations of one CIN at once: the loser learns the winner's id.
    if (registration.cin && isUniqueViolation(error, 'companies_cin_key')) {
      const holder = await findCompanyByCin(db, registration.cin);
      if (holder !== null) return replayOrAlreadyListed(db, idempotency, holder);
    }
    throw error;
  }

  // Committed with its event and mail: send them now rather than at the relay's next poll.
  if (!answer.replayed) relay.wake();
  return answer;
}

/**
 * The CIN is taken: by another registration (409), or by this very request's twin with the
 * same Idempotency-Key, which committed between our first look for its answer and now (two
 * retries of one submit at the same moment). The company and the key's answer commit
 * together, so seeing the one means seeing the other. A company that is not public (a
 * registration still waiting for review, or rejected) is not offered for a claim: its
 * profile answers 404, so the 409 says the CIN is under review and names no company.
 */
async function replayOrAlreadyListed(
  db: Kysely<Database>,
  idempotency: IdempotentRequest,
  holder: { id: number; live: boolean },
): Promise<Answer<CreatedResponse>> {
  const answer = await earlierAnswer<CreatedResponse>(db, idempotency);
  if (answer) return answer;
  if (!holder.live) {
    const { title, message } = REGISTRATION_MESSAGES.cinUnderReview;
    throw new ConflictError(title, message, 'cin');
  }
  throw new AlreadyListedError(holder.id);
}

/**
 * A reseller's picks, each matched to a listed company and one of its brands; the first pick
 * that is not answers 400 naming it, and the transaction rolls back with nothing stored.
 */
async function listedPicks(
  trx: Transaction<Database>,
  picks: Registration['selectedBrandCompanies'],
): Promise<ResolvedBrandCompanyPick[]> {
  const resolved = await resolveBrandCompanyPicks(trx, picks);
  const missing = resolved.findIndex((pick) => pick === null);
  if (missing >= 0) {
    const { title, message } = REGISTRATION_MESSAGES.unknownBrandCompany;
    throw new BadRequestError(title, message, `selectedBrandCompanies.${missing}`);
  }
  return resolved as ResolvedBrandCompanyPick[];
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && (!constraint || pgError.constraint === constraint);
}
