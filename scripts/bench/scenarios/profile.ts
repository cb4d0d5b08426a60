import type { Scenario, ScenarioContext } from './types';

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
