import { sql } from 'kysely';
import { PAN_REGISTRATIONS_LIMIT, SEARCH_PAGE_SIZE } from '@trusthive/contracts';
import {
  TAX_ID_TOTAL_CAP,
  cardColumns,
  companiesHoldingQuery,
  registrationsOfPanQuery,
} from '@trusthive/search/hot-queries';
import { compiler } from './search';
import type { Scenario, ScenarioContext } from './types';

// Results pages for a GSTIN or PAN TrustHive holds (issue 40): GET /api/search?q=<number>,
// alternately a GSTIN and the PAN of another registration, drawn from the stored GST
// registrations matched to a company (the generator writes 4.5 lakh of them at 10 lakh
// companies). The aim: p95 ≤ 10 ms at 200 requests a second.

interface DrawnTaxId {
  gstin: string | null;
  pan: string | null;
}

/** A fixed pseudo-random order of the matched registrations, the same on every invocation. */
const drawSql = `
  select gstin, pan from gst_registrations where company_id is not null
  order by hashtext(gstin), gstin limit $1`;

async function drawTaxIds({ db, maxRequests }: ScenarioContext): Promise<DrawnTaxId[]> {
  const { rows } = await db.query<{ gstin: string; pan: string }>(drawSql, [maxRequests]);
  return rows.map((row, index) =>
    index % 2 === 0 ? { gstin: row.gstin, pan: null } : { gstin: null, pan: row.pan },
  );
}

/**
 * The service's data work for one page as one statement: the ids of the companies holding the
 * number, their cards (the first page), and a PAN's registrations, each the very query the
 * service runs (tax-id.repository.ts; the cards as search-rows.ts reads them).
 */
function floorQuery({ gstin, pan }: DrawnTaxId) {
  return sql`
    with holders as (${companiesHoldingQuery({ gstin, pan }, TAX_ID_TOTAL_CAP)}),
    page as (select id from holders limit ${SEARCH_PAGE_SIZE})
    select
      (select count(*) from holders) as total,
      (select json_agg(cards) from (
        select ${cardColumns} from companies c where c.id = any(array(select id from page))
      ) cards) as cards,
      (select json_agg(registrations) from (
        ${registrationsOfPanQuery(pan, PAN_REGISTRATIONS_LIMIT)}
      ) registrations) as registrations`.compile(compiler);
}

export const gstin: Scenario = {
  name: 'gstin',
  description:
    'GET /api/search?q=<a held GSTIN, or a PAN> (the companies holding it, a PAN’s registrations)',
  async *requests(ctx) {
    for (const drawn of await drawTaxIds(ctx)) {
      yield `/api/search?q=${encodeURIComponent(drawn.gstin ?? drawn.pan ?? '')}`;
    }
  },
  floor: {
    kind: 'sql',
    sql: floorQuery({ gstin: 'x', pan: null }).sql,
    params: async (ctx) =>
      (await drawTaxIds(ctx)).map((drawn) => [...floorQuery(drawn).parameters]),
  },
};
