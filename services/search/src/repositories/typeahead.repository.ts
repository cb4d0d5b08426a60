import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '@trusthive/platform';
import { cinOrderOf, companyCodec, type CompanyShown } from '../typeahead/cin-list';
import { CopyRowParser, type CopyRow } from '../typeahead/copy-rows';
import { NameListBuilder, type ChangedName, type NameList } from '../typeahead/name-list';
import { finish } from '../typeahead/steps';
import { READ_POINT_QUERY, type ReadPoint } from './search-name-changes.repository';
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

type CompanyNameRow = { id: number; company_name: string; sort_name: string; cin: string | null };
type BrandNameRow = {
  id: number;
  brand_name: string;
  sort_name: string;
  company_id: number;
  company_name: string;
  cin: string | null;
};

// Fields: id, key, shown name, CIN.
const companyNames = `
  select id, lower(company_name), company_name, cin from companies
  where review_status = 'live'
  order by lower(company_name) collate "C", id`;
const companyWords = `
  select company_id, word_start from company_name_words order by word_start, company_id`;
// Fields: id, key, shown name, company id. The company's name and CIN come from the company
// list (see brandCodecOn).
const brandNames = `
  select b.id, lower(b.brand_name), b.brand_name, b.company_id
  from brands b join companies c on c.id = b.company_id
  where c.review_status = 'live'
  order by lower(b.brand_name) collate "C", b.id`;
const brandWords = `
  select brand_id, word_start from brand_name_words order by word_start, brand_id`;

/**
 * Streams a query's rows as COPY text into `take` (see copy-rows.ts). A COPY is planned for
 * all its rows: the cursor this replaced was planned for its first tenth, and walked
 * companies_search_order with a heap read per name in index order (8.9 s of 10 lakh names;
 * the sort plan takes 3.5). Each chunk is parsed as it arrives, with the event loop let free
 * every STEP_MS.
 */
async function eachRow(
  client: pg.Client,
  query: string,
  fields: number,
  take: (row: CopyRow) => void,
): Promise<void> {
  const parser = new CopyRowParser(fields, take);
  let since = performance.now();
  for await (const chunk of client.query(copyTo(`copy (${query}) to stdout`))) {
    parser.push(chunk as Buffer);
    // A chunk is a few thousand rows, but the socket hands over many at once when they wait
    // (PostgreSQL writes faster than the rows are taken): without a pause now and then, the
    // 37 lakh word rows of 10 lakh names held the event loop up to 0.3 s at a time.
    if (performance.now() - since > STEP_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  parser.end();
}

/** How long the read takes rows before it lets other work in (about a build step's). */
const STEP_MS = 20;

/**
 * The brand codec of a load, which decodes from the company list once it is built. Made
 * outside readTypeaheadLists: a closure there would share its scope, and the brand list would
 * keep the builders (and their spare capacity) for as long as it lives. The load adds brands
 * with their company's position itself (addNameFrom), so the codec's numbers are never asked.
 */
function brandCodecOfLoad(companies: { built: NameList<CompanyShown> | null }) {
  return brandCodecOn({
    positionOf: () => undefined,
    list: () => {
      if (!companies.built) throw new Error('brand decoded before its company list was built');
      return companies.built;
    },
  });
}

export interface ListsRead {
  lists: TypeaheadLists;
  /** Word rows whose name was not found (none when the read was consistent). */
  strayWords: number;
  /** The read's snapshot: what a file of these lists is caught up from (changesSince). */
  readAt: ReadPoint;
}

/**
 * Every company and brand name with its later words, in one repeatable-read transaction, so
 * the names and the words are of the same moment. Read on a connection of its own to
 * `databaseUrl` (COPY needs the driver's client, which a Kysely pool does not lend).
 */
export async function readTypeaheadLists(databaseUrl: string): Promise<ListsRead> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'search-typeahead-load',
    // The load's sorts are planned once a load: compiling them is time spent for nothing.
    options: '-c jit=off',
  });
  // A connection lost mid-read rejects the COPY in flight; this keeps it from also being an
  // uncaught 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // The first statement takes the transaction's snapshot: every read below sees this one.
    const readAt = (await client.query<ReadPoint>(READ_POINT_QUERY)).rows[0]!;
    let strayWords = 0;
    const countStray = (found: boolean) => {
      if (!found) strayWords += 1;
    };
    const companies = new NameListBuilder(companyCodec);
    const companyTexts = [2, 3];
    const none: number[] = [];
    await eachRow(client, companyNames, 4, (row) => {
      companies.addNameFrom(row.integer(0), row, 1, companyTexts, none);
    });
    await eachRow(client, companyWords, 2, (row) => {
      countStray(companies.addWordBytes(row.integer(0), row.bytes, row.start(1), row.end(1)));
    });
    const companyList: { built: NameList<CompanyShown> | null } = { built: null };
    const brands = new NameListBuilder(brandCodecOfLoad(companyList));
    const brandTexts = [2];
    const brandNumbers = [0, 0];
    await eachRow(client, brandNames, 4, (row) => {
      const companyId = row.integer(3);
      const position = companies.positionOf(companyId);
      // One snapshot holds a brand's company (the read joins it): never expected.
      if (position === undefined) throw new Error(`brand of company ${companyId} not listed`);
      brandNumbers[0] = companyId;
      brandNumbers[1] = position;
      brands.addNameFrom(row.integer(0), row, 1, brandTexts, brandNumbers);
    });
    await eachRow(client, brandWords, 2, (row) => {
      countStray(brands.addWordBytes(row.integer(0), row.bytes, row.start(1), row.end(1)));
    });
    await client.query('commit');
    // Built in steps, so the service goes on answering from the lists it has, and in the
    // order that keeps the load's peak lowest (at a crore, 1,541 MiB built all at once): the
    // CIN sort's scratch and the brand list come while the company list has no postings yet,
    // and its postings, the largest allocation, come last, once the builders' arrays are gone.
    const companyColumns = await finish(companies.columnsSteps());
    // Sorted here: reading the order from companies_cin_prefix took a quarter of a load.
    const cinOrder = await finish(cinOrderOf(companyColumns));
    const brandList = await finish(brands.buildSteps());
    companyList.built = await finish(companyColumns.postingsSteps());
    return {
      lists: { companies: companyList.built, cinOrder, brands: brandList },
      strayWords,
      readAt,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
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
