import type { BuildApp } from '@trusthive/platform';
import { trustScoreRoutes } from './routes/trust-score.routes';

/** The scoring service: the trust score of ARCHITECTURE's API table. */
export const buildApp: BuildApp = async (app, deps) => {
  await app.register(trustScoreRoutes, { db: deps.db });
};
