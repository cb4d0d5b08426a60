import type { Kysely, Transaction } from 'kysely';
import type { ClaimFields, Contact, EntityType, Report } from '@trusthive/contracts';
import type { Database, MailLocale } from '@trusthive/platform';

// The other visitor submissions: reports, contact messages, claims, and the entity types
// the wizard offers.

/**
 * Whether the company is listed publicly: a registration staff have not approved (issue 18)
 * cannot be claimed or reported by id, as its profile answers 404.
 */
export async function companyExists(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .where('review_status', '=', 'live')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the company already has an owner (a claim approved, or its registration). */
export async function isCompanyClaimed(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('is_claimed')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.is_claimed === true;
}

/** The company's name as listed, read in the claim's transaction for its mail. */
export async function companyNameOf(
  trx: Transaction<Database>,
  companyId: number,
): Promise<string | null> {
  const row = await trx
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.company_name ?? null;
}

export async function insertReport(
  trx: Transaction<Database>,
  report: Report,
  locale: MailLocale,
): Promise<number> {
  const row = await trx
    .insertInto('reports')
    .values({
      company_id: report.companyId,
      company_name: report.companyName,
      company_website: report.companyWebsite,
      report_type: report.reportType,
      description: report.description,
      evidence: report.evidence || null,
      reporter_name: report.name,
      reporter_email: report.email,
      reporter_phone: report.phone || null,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContactMessage(
  trx: Transaction<Database>,
  contact: Contact,
): Promise<number> {
  const row = await trx
    .insertInto('contact_messages')
    .values({
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a claim for the company waits for review (at most one can: migration 0023). */
export async function hasPendingClaim(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_claims')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** A pending claim; the document columns hold private storage keys, never public URLs. */
export async function insertClaim(
  trx: Transaction<Database>,
  claim: ClaimFields & {
    companyId: number;
    directorIdProofKey: string;
    businessProofKey: string;
    locale: MailLocale;
  },
): Promise<number> {
  const row = await trx
    .insertInto('company_claims')
    .values({
      company_id: claim.companyId,
      mobile_number: claim.mobile,
      email: claim.email,
      director_id_proof_url: claim.directorIdProofKey,
      business_proof_url: claim.businessProofKey,
      locale: claim.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Spec §7: registered with the MCA first, then by name. */
export async function listEntityTypes(db: Kysely<Database>): Promise<EntityType[]> {
  const rows = await db
    .selectFrom('company_entity_type')
    .select(['entity_type', 'registered_with_mca', 'notes'])
    .orderBy('registered_with_mca', 'desc')
    .orderBy('entity_type')
    .execute();
  return rows.map((row) => ({
    entityType: row.entity_type,
    registeredWithMca: row.registered_with_mca,
    notes: row.notes,
  }));
}

/** Which of these private storage keys a claim row still names. */
export async function referencedClaimDocuments(
  db: Kysely<Database>,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('company_claims')
    .select(['director_id_proof_url', 'business_proof_url'])
    .where((eb) =>
      eb.or([eb('director_id_proof_url', 'in', keys), eb('business_proof_url', 'in', keys)]),
    )
    .execute();
  return new Set(rows.flatMap((row) => [row.director_id_proof_url, row.business_proof_url]));
}

/** Deletes a claim row and answers the storage keys of its documents (null: no such claim). */
export async function deleteClaimRow(
  db: Kysely<Database>,
  claimId: number,
): Promise<{ documentKeys: string[] } | null> {
  const row = await db
    .deleteFrom('company_claims')
    .where('id', '=', claimId)
    .returning(['director_id_proof_url', 'business_proof_url'])
    .executeTakeFirst();
  return row ? { documentKeys: [row.director_id_proof_url, row.business_proof_url] } : null;
}
