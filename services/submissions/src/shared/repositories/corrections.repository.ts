import type { Kysely, Transaction } from 'kysely';
import type { CorrectableField, CorrectionRequest } from '@trusthive/contracts';
import type { Database, MailLocale } from '@trusthive/platform';

// company_corrections (migration 0024): the visitor's request. The staff queue's reads and
// the decision live in staff/corrections/.

/** The companies column each correctable field is stored in. */
export const CORRECTION_COLUMNS = {
  email: 'email',
  website: 'website',
  registeredOfficeAddress: 'registered_office_address',
  pincode: 'pincode',
  businessCategory: 'business_category',
} as const satisfies Record<CorrectableField, keyof Database['companies']>;

/** The company's name and the field's value now; undefined when no company has the id. */
export async function companyFieldNow(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  field: CorrectableField,
): Promise<{ companyName: string; value: string | null } | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['company_name', `${CORRECTION_COLUMNS[field]} as value`])
    .where('id', '=', companyId)
    // A registration still waiting for review is not public: nothing to correct yet (404).
    .where('review_status', '=', 'live')
    .executeTakeFirst();
  return row ? { companyName: row.company_name, value: row.value } : undefined;
}

export async function insertCorrection(
  trx: Transaction<Database>,
  companyId: number,
  request: CorrectionRequest,
  locale: MailLocale,
): Promise<number> {
  const row = await trx
    .insertInto('company_corrections')
    .values({
      company_id: companyId,
      field: request.field,
      proposed_value: request.proposedValue,
      evidence: request.evidence,
      evidence_url: request.evidenceUrl,
      requester_email: request.email,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
