import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '@trusthive/platform';
import { cinOrderOf, companyCodec, type CompanyShown } from '../typeahead/cin-list';
import { NameListBuilder, type ChangedName } from '../typeahead/name-list';
import { finish } from '../typeahead/steps';
import {
  brandCodecOn,
  type BrandShown,
  type TypeaheadChanges,
  type TypeaheadLists,
} from '../typeahead/typeahead';

// What the in-memory typeahead reads (../typeahead): every name, CIN and later word in the
// orders of the indexes the suggestion SQL walks, and the current rows of ids a change notice
// named. Keys are PostgreSQL's lower(), so the typeahead compares exactly what the SQL does.
// Only public companies and their brands are held (issue 18: a registration is not public
// until staff approve it); the later words of the others find no name and are left out.

/** Rows per FETCH: large enough to keep round trips few, small enough to keep memory flat. */
const FETCH_ROWS = 20_000;

type CompanyNameRow = { id: number; company_name: string; sort_name: string; cin: string | null };
type BrandNameRow = {
  id: number;
  brand_name: string;
  sort_name: string;
  company_id: number;
  company_name: string;
  cin: string | null;
};
type WordRow = { id: number; word_start: string };

const companyNames = sql<CompanyNameRow>`
  select id, company_name, lower(company_name) as sort_name, cin from companies
  where review_status = 'live'
  order by lower(company_name) collate "C", id`;
const companyWords = sql<WordRow>`
  select company_id as id, word_start from company_name_words order by word_start, company_id`;
// The company's name and CIN come from the company list (see brandCodecOn).
const brandNames = sql<Omit<BrandNameRow, 'company_name' | 'cin'>>`
  select b.id, b.brand_name, lower(b.brand_name) as sort_name, b.company_id
  from brands b join companies c on c.id = b.company_id
  where c.review_status = 'live'
  order by lower(b.brand_name) collate "C", b.id`;
const brandWords = sql<WordRow>`
  select brand_id as id, word_start from brand_name_words order by word_start, brand_id`;

/**
 * Runs a query through a cursor, handing each batch of rows to `take`. The next batch is
 * asked for before this one is taken, so PostgreSQL reads it while this process builds: the
 * load took as long as both added up (half of it waiting), and now about the longer.
 */
async function eachBatch<Row>(
  trx: Transaction<Database>,
  query: RawBuilder<Row>,
  take: (rows: Row[]) => void,
): Promise<void> {
  await sql`declare typeahead_rows no scroll cursor for ${query}`.execute(trx);
  const fetchBatch = () => sql<Row>`fetch ${sql.lit(FETCH_ROWS)} from typeahead_rows`.execute(trx);
  let next = fetchBatch();
  try {
    for (;;) {
      const { rows } = await next;
      if (rows.length < FETCH_ROWS) {
        if (rows.length > 0) take(rows);
        break;
      }
      next = fetchBatch();
      // Kysely hands the connection on in promise callbacks: let the FETCH go out first.
      await new Promise((resolve) => setImmediate(resolve));
      take(rows);
    }
  } finally {
    // A batch asked for ahead and not awaited (take threw) must not fail unobserved.
    next.catch(() => undefined);
  }
  await sql`close typeahead_rows`.execute(trx);
}

export interface ListsRead {
  lists: TypeaheadLists;
  /** Word rows whose name was not found (none when the read was consistent). */
  strayWords: number;
}

/**
 * Every company and brand name with its later words, in one repeatable-read transaction, so
 * the names and the words are of the same moment.
 */
export async function readTypeaheadLists(db: Kysely<Database>): Promise<ListsRead> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      let strayWords = 0;
      const companies = new NameListBuilder(companyCodec);
      await eachBatch(trx, companyNames, (rows) => {
        for (const row of rows) {
          companies.addName(row.id, row.sort_name, { name: row.company_name, cin: row.cin });
        }
      });
      await eachBatch(trx, companyWords, (rows) => {
        for (const row of rows) if (!companies.addWord(row.id, row.word_start)) strayWords += 1;
      });
      const brands = new NameListBuilder(
        brandCodecOn({
          positionOf: (id) => companies.positionOf(id),
          // Decoded only once the lists are built (below).
          list: () => companyList,
        }),
      );
      await eachBatch(trx, brandNames, (rows) => {
        for (const row of rows) {
          // The codec keeps the brand name and the company; the rest is the company list's.
          const shown = { brandName: row.brand_name, companyId: row.company_id };
          brands.addName(row.id, row.sort_name, { ...shown, companyName: '', cin: null });
        }
      });
      await eachBatch(trx, brandWords, (rows) => {
        for (const row of rows) if (!brands.addWord(row.id, row.word_start)) strayWords += 1;
      });
      // Built in steps, so the service goes on answering from the lists it has.
      const companyList = await finish(companies.buildSteps());
      return {
        lists: {
          companies: companyList,
          // Sorted here: reading the order from companies_cin_prefix took a quarter of a load.
          cinOrder: await finish(cinOrderOf(companyList)),
          brands: await finish(brands.buildSteps()),
        },
        strayWords,
      };
    });
}

function brandShown(row: BrandNameRow): BrandShown {
  return {
    brandName: row.brand_name,
    companyId: row.company_id,
    companyName: row.company_name,
    cin: row.cin,
  };
}

/**
 * The current rows of the companies and brands a change notice named: each company, each
 * named brand and every brand of a named company (a brand suggestion shows its company's name
 * and CIN). An id not found, or whose company is not public, is gone (null).
 */
export async function readTypeaheadChanges(
  db: Kysely<Database>,
  { companyIds, brandIds }: { companyIds: readonly number[]; brandIds: readonly number[] },
): Promise<TypeaheadChanges> {
  const companies = new Map<number, ChangedName<CompanyShown> | null>(
    companyIds.map((id) => [id, null]),
  );
  const brands = new Map<number, ChangedName<BrandShown> | null>(brandIds.map((id) => [id, null]));
  if (companyIds.length > 0) {
    const { rows } = await sql<CompanyNameRow & { word_starts: string[] }>`
      select c.id, c.company_name, lower(c.company_name) as sort_name, c.cin,
        array(select w.word_start from company_name_words w where w.company_id = c.id)
          as word_starts
      from companies c
      where c.id = any(${[...companyIds]}::bigint[]) and c.review_status = 'live'`.execute(db);
    for (const row of rows) {
      companies.set(row.id, {
        id: row.id,
        sortName: row.sort_name,
        shown: { name: row.company_name, cin: row.cin },
        wordStarts: row.word_starts,
      });
    }
  }
  const { rows } = await sql<BrandNameRow & { word_starts: string[] }>`
    select b.id, b.brand_name, lower(b.brand_name) as sort_name, b.company_id, c.company_name,
      c.cin, array(select w.word_start from brand_name_words w where w.brand_id = b.id)
        as word_starts
    from brands b join companies c on c.id = b.company_id
    where (b.id = any(${[...brandIds]}::bigint[])
      or b.company_id = any(${[...companyIds]}::bigint[]))
      and c.review_status = 'live'`.execute(db);
  // The brands of a named company that is not public are gone too.
  const { rows: hidden } = await sql<{ id: number }>`
    select b.id from brands b join companies c on c.id = b.company_id
    where b.company_id = any(${[...companyIds]}::bigint[]) and c.review_status <> 'live'`.execute(
    db,
  );
  for (const { id } of hidden) brands.set(id, null);
  for (const row of rows) {
    brands.set(row.id, {
      id: row.id,
      sortName: row.sort_name,
      shown: brandShown(row),
      wordStarts: row.word_starts,
    });
  }
  return { companies, brands };
}
