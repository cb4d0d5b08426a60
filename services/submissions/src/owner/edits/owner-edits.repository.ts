import { sql, type Kysely, type Transaction } from 'kysely';
import type { OwnerChange, OwnerProfileField } from '@trusthive/contracts';
import type { Database, MailLocale } from '@trusthive/platform';

// An owner's own changes (issue 19, migration 0026): the profile fields applied at once and the
// requests that wait for staff. Every write runs in the caller's transaction, with its audit
// row and company-changed event.

type Db = Kysely<Database> | Transaction<Database>;

/** The companies column of each field an owner changes at once. */
export const OWNER_PROFILE_COLUMNS = {
  description: 'description',
  phone: 'phone',
  contactEmail: 'email',
  logo: 'logo',
} as const satisfies Record<OwnerProfileField, keyof Database['companies']>;

function profileQuery(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select([
      'id',
      'company_name',
      'description',
      'phone',
      'email',
      'logo',
      'website',
      'domain_name',
      'wants_brand_authorization',
      'owner_updated_at',
      'owner_updated_fields',
    ])
    .where('id', '=', companyId);
}

/** The company's values an owner sees and changes; locked when asked (the edit's "before"). */
export async function ownerProfileRow(db: Db, companyId: number, lock = false) {
  const query = profileQuery(db, companyId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type OwnerProfileRow = NonNullable<Awaited<ReturnType<typeof ownerProfileRow>>>;

/** Writes the changed fields and the profile's stamp; updated_at tells the bulk followers too. */
export async function applyOwnerProfileEdit(
  trx: Transaction<Database>,
  companyId: number,
  values: Partial<Record<OwnerProfileField, string | null>>,
): Promise<void> {
  const fields = Object.keys(values) as OwnerProfileField[];
  const columns = Object.fromEntries(
    fields.map((field) => [OWNER_PROFILE_COLUMNS[field], values[field] ?? null]),
  );
  await trx
    .updateTable('companies')
    .set({
      ...columns,
      owner_updated_at: sql`now()`,
      owner_updated_fields: sql`${sql.val(fields)}::text[]`,
      updated_at: sql`now()`,
    })
    .where('id', '=', companyId)
    .execute();
}

/** A request the same as this one is already waiting (same company, kind and payload). */
export async function hasSamePendingRequest(
  trx: Transaction<Database>,
  companyId: number,
  change: OwnerChange,
): Promise<boolean> {
  const { kind, ...payload } = change;
  const row = await trx
    .selectFrom('owner_change_requests')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('payload', '=', sql<Record<string, unknown>>`${JSON.stringify(payload)}::jsonb`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChangeRequest(
  trx: Transaction<Database>,
  request: { companyId: number; ownerEmail: string; change: OwnerChange; locale: MailLocale },
) {
  const { kind, ...payload } = request.change;
  return trx
    .insertInto('owner_change_requests')
    .values({
      company_id: request.companyId,
      owner_email: request.ownerEmail,
      kind,
      payload: JSON.stringify(payload),
      locale: request.locale,
    })
    .returning(CHANGE_REQUEST_COLUMNS)
    .executeTakeFirstOrThrow();
}

const CHANGE_REQUEST_COLUMNS = [
  'id',
  'kind',
  'payload',
  'status',
  'created_at',
  'decided_at',
  'decision_reason',
] as const;

/** A company's requests, newest first (a company has few; the owner sees them all). */
export async function changeRequestsOf(db: Db, companyId: number) {
  return db
    .selectFrom('owner_change_requests')
    .select(CHANGE_REQUEST_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export type ChangeRequestRow = Awaited<ReturnType<typeof changeRequestsOf>>[number];

/** The profile fields with a change waiting for staff (issue 37: the logo and a new phone). */
export async function fieldsPendingReview(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('owner_change_requests')
    .select('kind')
    .distinct()
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .where('kind', 'in', ['logo', 'phone'])
    .execute();
  return rows.map((row) => row.kind as 'logo' | 'phone');
}
