import type { FastifyInstance } from 'fastify';
import { LOCALES, pathInLocale } from '@trusthive/contracts';
import { robotsTxt as robotsTxtEndpoint } from '@trusthive/contracts/endpoints';
import { endpointRoute } from '@trusthive/platform';

/** The pages not to index, in every language (/hi/account is an account page too). */
const PRIVATE_PAGES = ['/staff', '/account', '/claim/'];

/**
 * /robots.txt: everything public may be crawled; the API (pages carry their data), the staff
 * console, owners' accounts and the claim forms are not pages to index, in any language. Names
 * the sitemap by the public origin, as crawlers need an absolute URL.
 */
export function robotsTxt(publicBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...LOCALES.flatMap((locale) =>
      PRIVATE_PAGES.map((path) => `Disallow: ${pathInLocale(locale, path)}`),
    ),
    '',
    `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerRobots(app: FastifyInstance, publicBaseUrl: string) {
  const body = robotsTxt(publicBaseUrl);
  app.route({
    ...endpointRoute(robotsTxtEndpoint),
    handler: (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header(
          'cache-control',
          'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
        )
        .send(body),
  });
}
