import type { Kysely } from 'kysely';
import {
  DIRECTOR_RESULT_COMPANIES,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  dinIn,
  maskDinPan,
  type DirectorSearchResult,
  type Suggestion,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import {
  countDirectorsNamed,
  directorCards,
  directorIdByDin,
  directorsNamed,
  type DirectorCardRow,
} from './repositories/director-search.repository';

/** Counted up to here, as the engines count (POSTGRES_TOTAL_CAP, Meilisearch's maxTotalHits). */
export const DIRECTOR_TOTAL_CAP = 1_000;

export interface DirectorPage {
  total: number;
  totalCapped: boolean;
  directors: DirectorSearchResult[];
}

const toResult = (row: DirectorCardRow): DirectorSearchResult => ({
  id: row.public_id,
  name: row.name,
  din: maskDinPan(row.din) ?? '',
  companies: row.company_names,
  companyCount: row.company_count,
});

/**
 * The search type 'director' (issue 41), answered from PostgreSQL whichever engine serves
 * company names: the engines index companies, and directors are enrichment's rows, read here
 * by index (./repositories/director-search.repository.ts). A full DIN (8 digits, spaces aside)
 * finds its one person by equality, never by a partial match; anything else is a name.
 */
export function createDirectorSearch(db: Kysely<Database>) {
  return {
    async find(term: string, page: number): Promise<DirectorPage> {
      const din = dinIn(term);
      const from = (page - 1) * SEARCH_PAGE_SIZE;
      if (din) {
        const ids = await directorIdByDin(db, din);
        const cards = page === 1 ? await directorCards(db, ids, DIRECTOR_RESULT_COMPANIES) : [];
        return { total: ids.length, totalCapped: false, directors: cards.map(toResult) };
      }
      // Past the cap nothing is listed, as the engines list nothing past theirs.
      if (from >= DIRECTOR_TOTAL_CAP) {
        const total = await countDirectorsNamed(db, term, DIRECTOR_TOTAL_CAP);
        return {
          total: Math.min(total, DIRECTOR_TOTAL_CAP),
          totalCapped: total > DIRECTOR_TOTAL_CAP,
          directors: [],
        };
      }
      const [total, ids] = await Promise.all([
        countDirectorsNamed(db, term, DIRECTOR_TOTAL_CAP),
        directorsNamed(db, term, { limit: SEARCH_PAGE_SIZE, offset: from }),
      ]);
      const cards = await directorCards(db, ids, DIRECTOR_RESULT_COMPANIES);
      return {
        total: Math.min(total, DIRECTOR_TOTAL_CAP),
        totalCapped: total > DIRECTOR_TOTAL_CAP,
        directors: cards.map(toResult),
      };
    },

    /**
     * The first names the term finds, as the results list them (or the one person a full DIN
     * is), for the search box.
     */
    async suggest(term: string): Promise<Suggestion[]> {
      const din = dinIn(term);
      const ids = din
        ? await directorIdByDin(db, din)
        : await directorsNamed(db, term, { limit: SUGGESTION_LIMIT, offset: 0 });
      const cards = await directorCards(db, ids, 0);
      // `id` keys the list only: a director opens by their page's id, never by this one.
      return cards.map((row) => ({
        id: row.id,
        name: row.name,
        cin: null,
        directorId: row.public_id,
        din: maskDinPan(row.din) ?? '',
      }));
    },
  };
}

export type DirectorSearch = ReturnType<typeof createDirectorSearch>;
