import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryStats, homeLists } from '@trusthive/contracts/endpoints';
import { endpointRoute, type ServiceDeps } from '@trusthive/platform';
import {
  HOME_TTL_MS,
  STATS_CHECK_MS,
  STATS_TTL_MS,
  cachedRead,
  readHome,
  readStats,
} from '../home.service';
import { readCompaniesVersion } from '../repositories/home.repository';

/**
 * GET /api/home: top companies and hot brands (spec §2 "Home"); GET /api/stats: the directory's
 * counts, so no number on the site is written by hand (issue 20).
 */
export const homeRoutes: FastifyPluginAsyncZod<{
  db: ServiceDeps['db'];
  /** How often the counts' version is read; tests set 0. */
  statsCheckMs?: number;
}> = async (app, { db, statsCheckMs = STATS_CHECK_MS }) => {
  const home = cachedRead(HOME_TTL_MS, () => readHome(db));
  // The counts carry the companies' version they were read at (read first, so a write during
  // the count shows up as a change); a version read every statsCheckMs tells when to recount.
  let countedAt: string | undefined;
  let checkedAt = Date.now();
  const stats = cachedRead(
    STATS_TTL_MS,
    async () => {
      const version = await readCompaniesVersion(db);
      const value = await readStats(db);
      countedAt = version;
      return value;
    },
    async () => {
      if (Date.now() - checkedAt < statsCheckMs) return false;
      checkedAt = Date.now();
      return (await readCompaniesVersion(db)) !== countedAt;
    },
  );
  app.route({ ...endpointRoute(homeLists), handler: () => home() });
  app.route({ ...endpointRoute(directoryStats), handler: () => stats() });
};
