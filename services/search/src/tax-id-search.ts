import type { Kysely } from 'kysely';
import {
  PAN_REGISTRATIONS_LIMIT,
  SEARCH_PAGE_SIZE,
  maskGstin,
  type PanGstRegistration,
  type SearchResult,
  type SearchTaxId,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { toSearchResult } from './engine/search-result';
import { cardsByIds } from './repositories/search-rows';
import { companiesHolding, registrationsOfPan } from './repositories/tax-id.repository';

/** Counted up to here, as the engines count (POSTGRES_TOTAL_CAP, Meilisearch's maxTotalHits). */
export const TAX_ID_TOTAL_CAP = 1_000;

export interface TaxIdPage {
  total: number;
  totalCapped: boolean;
  results: SearchResult[];
  gstRegistrations: PanGstRegistration[];
}

/**
 * A GSTIN or PAN typed whole (issue 40), answered from PostgreSQL whichever engine serves
 * names, so both engines behave the same: the companies holding it (see
 * ./repositories/tax-id.repository.ts) as ordinary result cards, and for a PAN its stored GST
 * registrations. A GSTIN whose check character is wrong is looked up nowhere.
 */
export function createTaxIdSearch(db: Kysely<Database>) {
  return {
    async find(taxId: SearchTaxId, page: number): Promise<TaxIdPage> {
      if (taxId.checkFailed) {
        return { total: 0, totalCapped: false, results: [], gstRegistrations: [] };
      }
      const [ids, registrations] = await Promise.all([
        companiesHolding(
          db,
          taxId.kind === 'gstin'
            ? { gstin: taxId.value, pan: null }
            : { gstin: null, pan: taxId.value },
          TAX_ID_TOTAL_CAP,
        ),
        taxId.kind === 'pan' && page === 1
          ? registrationsOfPan(db, taxId.value, PAN_REGISTRATIONS_LIMIT)
          : Promise.resolve([]),
      ]);
      const from = (page - 1) * SEARCH_PAGE_SIZE;
      const pageIds = ids.slice(0, TAX_ID_TOTAL_CAP).slice(from, from + SEARCH_PAGE_SIZE);
      const rows = await cardsByIds(db, 'companies', pageIds);
      return {
        total: Math.min(ids.length, TAX_ID_TOTAL_CAP),
        totalCapped: ids.length > TAX_ID_TOTAL_CAP,
        results: rows.map(toSearchResult),
        gstRegistrations: registrations.map((row) => ({
          gstin: maskGstin(row.gstin) ?? '',
          recordGstin: row.gstin,
          state: row.state_name,
          status: row.status,
          legalName: row.legal_name,
          tradeName: row.trade_name,
          standIn: row.stand_in,
        })),
      };
    },
  };
}

export type TaxIdSearch = ReturnType<typeof createTaxIdSearch>;
