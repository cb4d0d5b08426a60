import { seededRandom, typedPiece } from './search';
import type { Scenario, ScenarioContext } from './types';

// Issue 41's aims: a director search p95 ≤ 10 ms at 200 requests a second on 10 lakh companies
// and 8 lakh directors; a director page with 50 companies p95 ≤ 15 ms. Every draw comes from
// the database in a fixed pseudo-random order (a hash of the id) and a seeded generator, so
// every invocation sends the same requests.

/** People spread over the whole table, the same on every invocation. */
const peopleSql =
  'select name, din, public_id from registry_directors order by hashint8(id), id limit $1';

interface Person {
  name: string;
  din: string;
  public_id: string;
}

async function drawPeople({ db, maxRequests }: ScenarioContext): Promise<Person[]> {
  const { rows } = await db.query<Person>(peopleSql, [maxRequests]);
  if (rows.length === 0) throw new Error('the database has no directors to search for');
  return rows;
}

/**
 * Names as people type them: the start of a name, or of a later word (a surname), 1 to 30
 * characters, half lower-cased; common starts ("K", "KUMAR") and whole names both occur, in the
 * proportions the draw gives. Mostly page 1.
 */
export async function drawDirectorNameSearches(ctx: ScenarioContext): Promise<string[]> {
  const random = seededRandom(20_261_207);
  return (await drawPeople(ctx)).map((person) => {
    const piece = typedPiece(person.name, random, 0.6);
    const term = random() < 0.5 ? piece.toLowerCase() : piece;
    const page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 3);
    return `/api/search?q=${encodeURIComponent(term)}&type=director${page > 1 ? `&page=${page}` : ''}`;
  });
}

export const directorName: Scenario = {
  name: 'director-name',
  description: 'GET /api/search?type=director&q=<the start of a director name or of a later word>',
  async *requests(ctx) {
    yield* await drawDirectorNameSearches(ctx);
  },
  floor: { kind: 'proxy-hop' },
};

export const directorDin: Scenario = {
  name: 'director-din',
  description: 'GET /api/search?type=director&q=<a full DIN> (one person by equality)',
  async *requests(ctx) {
    for (const person of await drawPeople(ctx)) {
      yield `/api/search?q=${person.din}&type=director`;
    }
  },
  floor: { kind: 'proxy-hop' },
};

/**
 * The people with the most directorships first (the aim names a page of 50 companies), then
 * any: one pass over the directorships' index at the start of the run.
 */
const busiestSql = `
  select p.public_id from (
    select director_id, count(*) as companies from directors
     where director_id is not null group by director_id
     order by count(*) desc, director_id limit $1
  ) busiest join registry_directors p on p.id = busiest.director_id
  order by busiest.companies desc, hashint8(p.id)`;

async function drawDirectorPages({ db, maxRequests }: ScenarioContext): Promise<string[]> {
  const { rows } = await db.query<{ public_id: string }>(busiestSql, [maxRequests]);
  if (rows.length === 0) throw new Error('the database has no directors with companies');
  return rows.map((row) => row.public_id);
}

export const directorPage: Scenario = {
  name: 'director-page',
  description: "GET /api/directors/:id (a person's companies, the busiest people first)",
  async *requests(ctx) {
    for (const id of await drawDirectorPages(ctx)) yield `/api/directors/${id}`;
  },
  floor: { kind: 'proxy-hop' },
};

export const directorPageHtml: Scenario = {
  name: 'director-page-html',
  description: 'GET /director/:id (the director page rendered to HTML in the gateway)',
  async *requests(ctx) {
    for (const id of await drawDirectorPages(ctx)) yield `/director/${id}`;
  },
  floor: {
    kind: 'gateway-paths',
    description: 'the JSON director page, GET /api/directors/:id on the same gateway, same ids',
    paths: async (ctx) => (await drawDirectorPages(ctx)).map((id) => `/api/directors/${id}`),
  },
};
