import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompanyEventsOutbox, Database } from '@trusthive/platform';
import type { RegistryCompany, RegistryPerson } from '../providers/company-registry';

// What the company-master provider said (migration 0043), written whole on every answer: a
// later answer about a company replaces its filing dates, its board and its charges; a later
// answer about a person replaces the companies they sit on. A directorship is the same fact
// from either side, so both upsert on (company_cin, director_id, begin_date).

type Db = Kysely<Database> | Transaction<Database>;

/** The people named, by DIN: inserted or renamed; their ids (public ids never change). */
async function upsertPeople(
  trx: Transaction<Database>,
  people: Array<{ din: string; name: string }>,
  source: { provider: string; standIn: boolean },
): Promise<Map<string, number>> {
  const byDin = new Map(people.map((person) => [person.din, person.name]));
  if (byDin.size === 0) return new Map();
  const rows = await trx
    .insertInto('registry_directors')
    .values(
      [...byDin].map(([din, name]) => ({
        din,
        name,
        provider: source.provider,
        stand_in: source.standIn,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('din').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        provider: eb.ref('excluded.provider'),
        stand_in: eb.ref('excluded.stand_in'),
      })),
    )
    .returning(['id', 'din'])
    .execute();
  return new Map(rows.map((row) => [row.din, Number(row.id)]));
}

const dateText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * Stores the provider's answer about a company and, in the same transaction, writes
 * company.changed (reason 'registry-updated') for the listed company holding the CIN when
 * what the score reads moved: the first answer, a filing date, or the provider's status word.
 * Returns that company and the DINs named, whose other companies are worth asking about.
 */
export async function storeRegistryCompany(
  db: Kysely<Database>,
  company: RegistryCompany,
  events: Pick<CompanyEventsOutbox, 'changed'>,
): Promise<{ changedCompanyId: number | null; dins: string[] }> {
  const fetchedAt = new Date();
  const source = { provider: company.provider, standIn: company.standIn };
  const record = {
    company_status: company.status,
    last_agm_date: company.lastAgmDate,
    last_balance_sheet_date: company.lastBalanceSheetDate,
    last_annual_return_date: company.lastAnnualReturnDate,
    as_of: company.asOf,
    provider: company.provider,
    stand_in: company.standIn,
    raw: JSON.stringify(company.raw),
    fetched_at: fetchedAt,
  };
  return db.transaction().execute(async (trx) => {
    // The record as it was, locked, so two answers for one company compare against each other.
    const before = await trx
      .selectFrom('company_registry_records')
      .select([
        'company_status',
        'last_agm_date',
        'last_balance_sheet_date',
        'last_annual_return_date',
      ])
      .where('cin', '=', company.cin)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('company_registry_records')
      .values({ cin: company.cin, ...record })
      .onConflict((conflict) => conflict.column('cin').doUpdateSet(record))
      .execute();

    const ids = await upsertPeople(trx, company.directors, source);
    const directorships = company.directors.map((director) => ({
      company_cin: company.cin,
      director_id: ids.get(director.din)!,
      name: director.name,
      din_pan: director.din,
      designation: director.designation,
      begin_date: director.appointedOn,
      ceased_on: director.ceasedOn,
      // The company's status on each seat: a director's troubled companies are counted from
      // the seats alone (migration 0046).
      company_status: company.status,
      provider: company.provider,
      stand_in: company.standIn,
      as_of: company.asOf,
      fetched_at: fetchedAt,
    }));
    await replaceDirectorships(trx, directorships, { companyCin: company.cin });

    const chargeIds = company.charges.map((charge) => charge.chargeId);
    await trx
      .deleteFrom('company_charges')
      .where('company_cin', '=', company.cin)
      .$if(chargeIds.length > 0, (query) => query.where('charge_id', 'not in', chargeIds))
      .execute();
    if (company.charges.length > 0) {
      await trx
        .insertInto('company_charges')
        .values(
          company.charges.map((charge) => ({
            company_cin: company.cin,
            charge_id: charge.chargeId,
            holder: charge.holder,
            amount: charge.amount,
            status: charge.status,
            created_on: charge.createdOn,
            satisfied_on: charge.satisfiedOn,
            as_of: company.asOf,
            provider: company.provider,
            stand_in: company.standIn,
            fetched_at: fetchedAt,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['company_cin', 'charge_id']).doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            amount: eb.ref('excluded.amount'),
            status: eb.ref('excluded.status'),
            created_on: eb.ref('excluded.created_on'),
            satisfied_on: eb.ref('excluded.satisfied_on'),
            as_of: eb.ref('excluded.as_of'),
            provider: eb.ref('excluded.provider'),
            stand_in: eb.ref('excluded.stand_in'),
            fetched_at: eb.ref('excluded.fetched_at'),
          })),
        )
        .execute();
    }

    const scored =
      !before ||
      before.company_status !== company.status ||
      dateText(before.last_agm_date) !== company.lastAgmDate ||
      dateText(before.last_balance_sheet_date) !== company.lastBalanceSheetDate ||
      dateText(before.last_annual_return_date) !== company.lastAnnualReturnDate;
    let changedCompanyId: number | null = null;
    if (scored) {
      const listed = await trx
        .selectFrom('companies')
        .select('id')
        .where('cin', '=', company.cin)
        .executeTakeFirst();
      if (listed) {
        changedCompanyId = Number(listed.id);
        await events.changed(trx, changedCompanyId, 'registry-updated');
      }
    }
    return { changedCompanyId, dins: [...ids.keys()] };
  });
}

type Directorship = Parameters<typeof insertDirectorships>[1][number];

async function insertDirectorships(
  trx: Transaction<Database>,
  rows: Array<{
    company_cin: string;
    director_id: number;
    name: string;
    din_pan: string;
    designation: string | null;
    begin_date: string | null;
    ceased_on: string | null;
    company_name?: string | null;
    company_status?: string | null;
    provider: string;
    stand_in: boolean;
    as_of: string | null;
    fetched_at: Date;
  }>,
) {
  if (rows.length === 0) return [];
  return trx
    .insertInto('directors')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .expression(sql`company_cin, director_id, begin_date`)
        .where('director_id', 'is not', null)
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          din_pan: eb.ref('excluded.din_pan'),
          designation: eb.ref('excluded.designation'),
          ceased_on: eb.ref('excluded.ceased_on'),
          // A company's own answer names no company; keep what a director's answer said of it.
          company_name: sql`coalesce(excluded.company_name, directors.company_name)`,
          company_status: sql`coalesce(excluded.company_status, directors.company_status)`,
          provider: eb.ref('excluded.provider'),
          stand_in: eb.ref('excluded.stand_in'),
          as_of: sql`coalesce(excluded.as_of, directors.as_of)`,
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
    )
    .returning('id')
    .execute();
}

/**
 * The answer's directorships upserted, and the provider's earlier ones on the same side (the
 * company's board, or the person's companies) that the answer no longer lists removed.
 */
async function replaceDirectorships(
  trx: Transaction<Database>,
  rows: Directorship[],
  side: { companyCin: string } | { directorId: number },
) {
  const kept = await insertDirectorships(trx, rows);
  await trx
    .deleteFrom('directors')
    .$if('companyCin' in side, (query) =>
      query.where('company_cin', '=', (side as { companyCin: string }).companyCin),
    )
    .$if('directorId' in side, (query) =>
      query.where('director_id', '=', (side as { directorId: number }).directorId),
    )
    .where('director_id', 'is not', null)
    .$if(kept.length > 0, (query) =>
      query.where(
        'id',
        'not in',
        kept.map((row) => Number(row.id)),
      ),
    )
    .execute();
}

/**
 * Stores the provider's answer about a person: their name, and every company they sit on
 * (with the provider's name and status of it, for a company TrustHive does not list).
 */
export async function storeRegistryPerson(db: Kysely<Database>, person: RegistryPerson) {
  const fetchedAt = new Date();
  return db.transaction().execute(async (trx) => {
    const ids = await upsertPeople(trx, [person], {
      provider: person.provider,
      standIn: person.standIn,
    });
    const directorId = ids.get(person.din)!;
    await trx
      .updateTable('registry_directors')
      .set({ companies_fetched_at: fetchedAt })
      .where('id', '=', directorId)
      .execute();
    await replaceDirectorships(
      trx,
      person.companies.map((company) => ({
        company_cin: company.cin,
        director_id: directorId,
        name: person.name,
        din_pan: person.din,
        designation: company.designation,
        begin_date: company.appointedOn,
        ceased_on: company.ceasedOn,
        company_name: company.companyName,
        company_status: company.companyStatus,
        provider: person.provider,
        stand_in: person.standIn,
        as_of: null,
        fetched_at: fetchedAt,
      })),
      { directorId },
    );
    return { directorId };
  });
}

/** The company's registry record's age, or null when the provider was never asked. */
export async function registryRecordFetchedAt(db: Db, cin: string): Promise<Date | null> {
  const row = await db
    .selectFrom('company_registry_records')
    .select('fetched_at')
    .where('cin', '=', cin)
    .executeTakeFirst();
  return row ? new Date(row.fetched_at as unknown as string) : null;
}

/** Of these DINs, those whose companies the provider never listed, or not since `staleBefore`. */
export async function directorsToAskAbout(
  db: Db,
  dins: string[],
  staleBefore: Date,
): Promise<string[]> {
  if (dins.length === 0) return [];
  const rows = await db
    .selectFrom('registry_directors')
    .select('din')
    .where('din', 'in', dins)
    .where((eb) =>
      eb.or([eb('companies_fetched_at', 'is', null), eb('companies_fetched_at', '<', staleBefore)]),
    )
    .execute();
  return rows.map((row) => row.din);
}

/** The provider was asked about the person's companies just now (and knew none of them). */
export async function markDirectorAsked(db: Db, din: string): Promise<void> {
  await db
    .updateTable('registry_directors')
    .set({ companies_fetched_at: new Date() })
    .where('din', '=', din)
    .execute();
}
