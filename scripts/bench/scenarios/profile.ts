import { seededRandom } from './search';
import type { Scenario, ScenarioContext } from './types';
import { zipfDraw } from './zipf';

// Company ids spread over the whole table in a fixed pseudo-random order (a hash of the id),
// so every run draws the same ids and no run measures one hot page of the index.
const companyIdsSql = 'select id from companies order by hashint8(id), id limit $1';

export async function drawCompanyIds({ db, maxRequests }: ScenarioContext): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(companyIdsSql, [maxRequests]);
  return rows.map((row) => Number(row.id));
}

export const profile: Scenario = {
  name: 'profile',
  description: 'GET /api/companies/:id (the masked profile with brands, GST and directors)',
  async *requests(ctx) {
    for (const id of await drawCompanyIds(ctx)) yield `/api/companies/${id}`;
  },
  // The yardstick: the profile's throughput against a bare proxied HTTP call.
  floor: { kind: 'proxy-hop' },
};

export const profilePage: Scenario = {
  name: 'profile-page',
  description: 'GET /company/:id (the profile rendered to HTML in the gateway)',
  async *requests(ctx) {
    for (const id of await drawCompanyIds(ctx)) yield `/company/${id}`;
  },
  // Issue 21's yardstick: the rendered page against the JSON it is built from, same ids.
  floor: {
    kind: 'gateway-paths',
    description: 'the JSON profile, GET /api/companies/:id on the same gateway, same ids',
    paths: async (ctx) => (await drawCompanyIds(ctx)).map((id) => `/api/companies/${id}`),
  },
};

/** The share of views the company of rank r gets: 1 / r^PAGE_ZIPF_EXPONENT. */
const PAGE_ZIPF_EXPONENT = 1;
/** Companies of the Zipf mix: the 10,000 `drawCompanyIds` gives, ranked in draw order. */
const PAGE_ZIPF_COMPANIES = 10_000;

/**
 * Company ids as profile views repeat them: a Zipf mix (exponent 1, seeded, the same on every
 * invocation) over the first 10,000 drawn ids, so the first company gets about a tenth of the
 * views, the first hundred about half, and most of the rest once or never.
 */
export async function drawZipfCompanyIds(ctx: ScenarioContext): Promise<number[]> {
  const ranked = await drawCompanyIds({ ...ctx, maxRequests: PAGE_ZIPF_COMPANIES });
  return zipfDraw(ranked, ctx.maxRequests, PAGE_ZIPF_EXPONENT, seededRandom(20_261_207));
}

/** A rendered profile scenario for a sequence of company ids, the JSON profile its floor. */
function profilePageScenario(
  name: string,
  description: string,
  drawIds: (ctx: ScenarioContext) => Promise<number[]>,
  extra: Pick<Scenario, 'draws' | 'neverRepeat'> = {},
): Scenario {
  return {
    name,
    description,
    async *requests(ctx) {
      for (const id of await drawIds(ctx)) yield `/company/${id}`;
    },
    floor: {
      kind: 'gateway-paths',
      description: 'the JSON profile, GET /api/companies/:id on the same gateway, same ids',
      paths: async (ctx) => (await drawIds(ctx)).map((id) => `/api/companies/${id}`),
    },
    ...extra,
  };
}

// Issue 42's yardsticks for the rendered page (and its cache): most views on few companies...
export const profilePageZipf = profilePageScenario(
  'profile-page-zipf',
  'GET /company/:id for a Zipf mix (exponent 1) of 10,000 company ids: most views on few companies',
  drawZipfCompanyIds,
);

/**
 * ...and no company viewed twice in the whole invocation, so no cache of pages can answer: the
 * price of rendering itself. 1,00,000 ids leave room for three runs of 10 s legs at 1,000
 * req/s on each side; the bench says so when they run out.
 */
export const profilePageDistinct = profilePageScenario(
  'profile-page-distinct',
  'GET /company/:id, no company requested twice in the invocation (1,00,000 distinct ids)',
  drawCompanyIds,
  { draws: 100_000, neverRepeat: true },
);

/**
 * Issue 44's yardstick: the profile rendered in Hindi against the same profiles in English, in
 * the same run (the floor), so the ratio says what a language costs: within 10% (≥ 0.9×).
 */
export const profilePageHindi: Scenario = {
  name: 'profile-page-hi',
  description: 'GET /hi/company/:id (the profile rendered in Hindi)',
  async *requests(ctx) {
    for (const id of await drawCompanyIds(ctx)) yield `/hi/company/${id}`;
  },
  floor: {
    kind: 'gateway-paths',
    description: 'the English profile page, GET /company/:id on the same gateway, same ids',
    paths: async (ctx) => (await drawCompanyIds(ctx)).map((id) => `/company/${id}`),
  },
};
