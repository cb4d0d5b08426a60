import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOME_LIST_LIMIT,
  homeResponseSchema,
  storedTrustLevel,
  type HomeResponse,
} from '@trusthive/contracts';
import type { ServiceDeps } from '@trusthive/platform';
import { findHotBrands, findTopCompanies } from '../repositories/home.repository';

/** The lists change only as scores are recomputed; every visitor of a minute shares one read. */
const HOME_TTL_MS = 60_000;

export async function readHome(db: ServiceDeps['db']): Promise<HomeResponse> {
  const [companies, brands] = await Promise.all([
    findTopCompanies(db, HOME_LIST_LIMIT),
    findHotBrands(db, HOME_LIST_LIMIT),
  ]);
  return {
    topCompanies: companies.map((row) => ({
      id: row.id,
      name: row.company_name,
      trustScore: row.trust_score ?? 0,
      trustLevel: storedTrustLevel(row.trust_level),
      status: row.company_status,
      state: row.company_state_code,
      logo: row.logo,
    })),
    hotBrands: brands.map((row) => ({
      name: row.brand_name,
      companyId: row.company_id,
      companyName: row.company_name,
      logo: row.logo_url,
    })),
  };
}

/** GET /api/home: top companies by stored trust score and hot brands (spec §2 "Home"). */
export const homeRoutes: FastifyPluginAsyncZod<{ db: ServiceDeps['db'] }> = async (app, { db }) => {
  let cached: { at: number; body: Promise<HomeResponse> } | undefined;
  app.get('/api/home', { schema: { response: { 200: homeResponseSchema } } }, async () => {
    if (!cached || Date.now() - cached.at > HOME_TTL_MS) {
      const body = readHome(db);
      cached = { at: Date.now(), body };
      // A failed read is not kept: the next visitor tries again.
      body.catch(() => {
        if (cached?.body === body) cached = undefined;
      });
    }
    return cached.body;
  });
};
