import type { BuildApp } from '@trusthive/platform';
import { categoriesRoutes } from './routes/categories.routes';
import { companiesRoutes } from './routes/companies.routes';
import { homeRoutes } from './routes/home.routes';
import { sitemapRoutes } from './routes/sitemap.routes';

/**
 * The company service's routes. The foundation mounts the service with its health check only;
 * its feature issue adds the routes of ARCHITECTURE's API table here.
 */
export const buildApp: BuildApp = async (app, deps) => {
  await app.register(companiesRoutes, deps);
  await app.register(categoriesRoutes, deps);
  await app.register(homeRoutes, { db: deps.db });
  await app.register(sitemapRoutes, deps);
};
