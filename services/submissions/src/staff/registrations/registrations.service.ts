import type { Kysely } from 'kysely';
import {
  QUEUE_PAGE_SIZE,
  REGISTRATION_REVIEW_MESSAGES,
  SIMILAR_NAMES_LIMIT,
  type RegistrationDecision,
  type RegistrationQueue,
  type RegistrationQueueQuery,
  type RegistrationReview,
  type RegistryDifference,
  type RegistryRecord,
} from '@trusthive/contracts';
import { AppError, type Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail/enqueue';
import { approvalSignInUrl } from '../../shared/sign-in-links';
import { markCompanyClaimed, recordOwner } from '../claims/claims.repository';
import { companyProfileUrl } from '../../shared/mail/templates';
import { recordAudit } from '../audit/audit';
import { queueNotFound } from '../decided';
import type { StaffPrincipal } from '../principal';
import {
  decideRegistration,
  findRegistration,
  findSimilarCompanies,
  listRegistrations,
  pendingRegistrationsSummary,
  reviewStateOf,
  type RegistrationRow,
} from './registrations.repository';

// The registrations queue (issue 18): the list, one registration beside what the imported
// MCA registry says for its CIN, and the decision that makes it live or keeps it hidden.

const notFound = queueNotFound(REGISTRATION_REVIEW_MESSAGES.notFound);

/** 409: another decision came first; says which, by whom and when. */
export class AlreadyDecidedError extends AppError {
  constructor(message: string) {
    super(409, REGISTRATION_REVIEW_MESSAGES.alreadyDecidedTitle, message);
  }
}

export async function registrationQueue(
  db: Kysely<Database>,
  query: RegistrationQueueQuery,
): Promise<RegistrationQueue> {
  const [{ rows, total }, summary] = await Promise.all([
    listRegistrations(db, { state: query.status, order: query.order, page: query.page }),
    pendingRegistrationsSummary(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      companyName: row.submitted_facts?.companyName ?? row.company_name,
      cin: row.cin,
      entityType: row.company_limited_by,
      state: row.submitted_facts?.state ?? row.company_state_code,
      city: row.submitted_facts?.city ?? row.city,
      submittedAt: row.created_at.toISOString(),
      status: reviewStateOf(row.review_status),
    })),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    oldestPendingAt: summary.oldest?.toISOString() ?? null,
  };
}

/** A registration's id from the path: a positive whole number, else not found. */
export function parseRegistrationId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

export async function registrationReview(
  { db, config }: Pick<SubmissionsDeps, 'db' | 'config'>,
  id: number,
): Promise<RegistrationReview> {
  const row = await findRegistration(db, id);
  if (!row) throw notFound();
  return reviewOf(db, row, config.hints.timeoutMs);
}

async function reviewOf(
  db: Kysely<Database>,
  row: RegistrationRow,
  similarTimeoutMs: number | undefined,
): Promise<RegistrationReview> {
  const submitted = submittedOf(row);
  const registry = registryOf(row);
  const [similar, decidedBy] = await Promise.all([
    findSimilarCompanies(db, {
      name: submitted.companyName,
      excludeId: row.id,
      limit: SIMILAR_NAMES_LIMIT,
      ...(similarTimeoutMs ? { timeoutMs: similarTimeoutMs } : {}),
    }),
    row.reviewed_by === null ? null : reviewerName(db, row.reviewed_by),
  ]);
  return {
    id: row.id,
    status: reviewStateOf(row.review_status),
    submittedAt: row.created_at.toISOString(),
    submitted,
    registry,
    differences: differencesOf(submitted, registry),
    similar: similar.map((company) => ({
      id: company.id,
      name: company.company_name,
      cin: company.cin,
      state: company.company_state_code,
      similarity: Math.round(company.score * 100) / 100,
    })),
    decision:
      row.reviewed_at === null
        ? null
        : {
            decidedAt: row.reviewed_at.toISOString(),
            decidedBy: decidedBy ?? 'a staff member',
            reason: row.review_note,
          },
  };
}

/**
 * What the registrant sent: the facts kept at submission, which a later registry import of the
 * same CIN does not overwrite; the rest from the row (no import writes those columns).
 */
function submittedOf(row: RegistrationRow): RegistrationReview['submitted'] {
  const facts = row.submitted_facts;
  return {
    companyName: facts?.companyName ?? row.company_name,
    cin: facts?.cin ?? row.cin,
    entityType: facts?.entityType ?? row.company_limited_by,
    state: facts?.state ?? row.company_state_code,
    city: facts?.city ?? row.city,
    address: row.registered_office_address,
    pincode: row.pincode,
    email: facts?.email ?? row.email,
    phone: facts?.phone ?? row.phone,
    website: facts?.website ?? row.website,
    category: facts?.category ?? row.business_category,
    description: row.description,
    relationshipType: row.relationship_type,
    contactPerson: row.contact_person,
    designation: row.designation,
    brands: row.brands,
  };
}

/**
 * The MCA registry's record for the CIN. The importer upserts by CIN, so a registry file that
 * carries this CIN has written its facts onto this very row and named itself in
 * registry_source_file; until one has, the registry we hold does not know the company.
 */
function registryOf(row: RegistrationRow): RegistryRecord {
  if (!row.cin) return { found: false, reason: 'no_cin' };
  if (row.registry_source_file === null) return { found: false, reason: 'not_imported' };
  return {
    found: true,
    companyName: row.company_name,
    state: row.company_state_code,
    status: row.company_status,
    companyClass: row.company_class,
    registrationDate: row.registration_date,
    sourceFile: row.registry_source_file,
    sourceDate: row.registry_source_date,
  };
}

/** Names compared as a reader would: case, spacing and punctuation aside. */
const comparable = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function differencesOf(
  submitted: RegistrationReview['submitted'],
  registry: RegistryRecord,
): RegistryDifference[] {
  if (!registry.found) return [];
  const differences: RegistryDifference[] = [];
  if (comparable(submitted.companyName) !== comparable(registry.companyName)) {
    differences.push({
      field: 'companyName',
      submitted: submitted.companyName,
      registry: registry.companyName,
    });
  }
  if (comparable(submitted.state) !== comparable(registry.state)) {
    differences.push({ field: 'state', submitted: submitted.state, registry: registry.state });
  }
  // A registration has no status of its own: MCA's matters when it is not Active.
  if (registry.status !== null && comparable(registry.status) !== 'active') {
    differences.push({ field: 'status', submitted: null, registry: registry.status });
  }
  return differences;
}

/** The staff member's name as the console shows it. */
async function reviewerName(db: Kysely<Database>, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('display_name')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.display_name ?? null;
}

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/**
 * Approve (the company goes live: listed, searchable, counted, scored) or reject with a
 * reason (it stays hidden). One transaction: the row's change (only while pending, so two
 * moderators deciding at once get one 200 and one 409), its audit entry, the registrant's
 * e-mail and the company-changed event for search and scoring.
 */
export async function decideOnRegistration(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config'>,
  staff: StaffPrincipal,
  id: number,
  decision: RegistrationDecision,
  /** The owner clock: the approval's sign-in link expires 15 minutes after it. */
  now = Date.now(),
): Promise<RegistrationReview> {
  const approve = decision.outcome === 'approve';
  const decided = await deps.db.transaction().execute(async (trx) => {
    const row = await decideRegistration(trx, {
      id,
      status: approve ? 'live' : 'rejected',
      reviewerId: staff.accountId,
      note: approve ? null : decision.reason,
    });
    if (!row) return undefined;
    await recordAudit(trx, {
      actorId: staff.accountId,
      action: approve ? 'registration.approve' : 'registration.reject',
      subjectKind: 'company',
      subjectId: id,
      before: { reviewStatus: 'pending' },
      after: approve
        ? { reviewStatus: 'live' }
        : { reviewStatus: 'rejected', reason: decision.reason },
    });
    const companyName = row.submitted_facts?.companyName ?? row.company_name;
    const to = row.submitted_facts?.email ?? row.email;
    // The registrant's language (issue 44); a registration from before it is English.
    const locale = row.submitted_facts?.locale ?? 'en';
    // The registrant becomes the company's owner, and the approval mail signs them in (the
    // registration note promises a sign-in link by e-mail). Owned is claimed: the profile
    // shows the claimed banner and offers no claim (issue 36).
    if (to && approve) {
      await recordOwner(trx, { companyId: id, email: to, claimId: null, locale });
      await markCompanyClaimed(trx, id);
    }
    if (to) {
      await enqueueMail(
        trx,
        approve
          ? {
              to,
              locale,
              template: 'registration-approved',
              data: {
                companyName,
                profileUrl: companyProfileUrl(deps.config.publicBaseUrl, id),
                signInUrl: await approvalSignInUrl(trx, deps.config.publicBaseUrl, to, now),
              },
            }
          : {
              to,
              locale,
              template: 'registration-rejected',
              data: { companyName, reason: decision.reason },
            },
      );
    }
    // Search adds it (or keeps it out), scoring scores it, the typeahead re-reads it.
    await deps.events.changed(trx, id, 'reviewed');
    return row;
  });
  if (!decided) throw await whyNotDecided(deps.db, id);
  deps.relay.wake();
  return registrationReview(deps, id);
}

/** Not found, or already decided: by whom, how and when. */
async function whyNotDecided(db: Kysely<Database>, id: number): Promise<AppError> {
  const row = await findRegistration(db, id);
  if (!row || row.review_status === 'pending') return notFound();
  const outcome = row.review_status === 'live' ? 'approved' : 'rejected';
  // Live without a review: listed before reviews existed (or made so by hand).
  if (row.reviewed_at === null) {
    return new AlreadyDecidedError(REGISTRATION_REVIEW_MESSAGES.alreadyLive);
  }
  const by =
    (row.reviewed_by !== null && (await reviewerName(db, row.reviewed_by))) || 'a staff member';
  return new AlreadyDecidedError(
    REGISTRATION_REVIEW_MESSAGES.alreadyDecided(outcome, by, dateOf(row.reviewed_at)),
  );
}
