import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAGES_SITEMAP_FILE,
  companySitemapPart,
  directorSitemapPart,
  sitemapFileLocale,
} from '@trusthive/contracts';
import { sitemapFile, sitemapIndex } from '@trusthive/contracts/endpoints';
import { NotFoundError, endpointRoute, type ServiceDeps } from '@trusthive/platform';
import { SitemapService, databaseRowSource } from '../sitemap/sitemap.service';

/**
 * A crawler reads the sitemaps at most a few times a day; an hour's lifetime lets any cache in
 * front answer the rest, and a day of stale-while-revalidate keeps serving while one refreshes.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

const sitemapNotFound = () => new NotFoundError('Not Found', 'There is no such sitemap file.');

/** GET /sitemap.xml (the index) and GET /sitemaps/:file (its gzipped files). */
export const sitemapRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, deps) => {
  const sitemaps = new SitemapService(databaseRowSource(deps.db), deps.config.publicBaseUrl);

  app.route({
    // XML text, not JSON: no response schema to serialize it with.
    ...endpointRoute(sitemapIndex),
    handler: async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .send(await sitemaps.indexXml()),
  });

  app.route({
    ...endpointRoute(sitemapFile),
    handler: async (request, reply) => {
      // Each language has its own files (hi-companies-3.xml.gz): the same pages, its URLs.
      const { locale, name } = sitemapFileLocale(request.params.file);
      const part = companySitemapPart(name);
      const directorPart = directorSitemapPart(name);
      const body =
        name === PAGES_SITEMAP_FILE
          ? await sitemaps.pagesFile(locale)
          : part !== null
            ? await sitemaps.companyFile(part, locale)
            : directorPart !== null
              ? await sitemaps.directorFile(directorPart, locale)
              : null;
      if (!body) throw sitemapNotFound();
      // A .xml.gz file is itself gzip (not a Content-Encoding of XML): crawlers unpack it. The
      // schema types only the 404; the 200 is this stream, sent as it is.
      return reply
        .type('application/gzip')
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .send(body as never);
    },
  });
};
