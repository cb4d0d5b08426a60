import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { SiteContact, SitePrivacy } from '@trusthive/contracts';
import { NotFoundError } from '@trusthive/platform';
import type { PageRenderer } from './render/renderer';
import { siteDataElement } from './render/site-data';
import { routedPath } from './routed-path';

/** Source maps are the SPA's source: never served, even when a build left them in dist. */
const isSourceMap = (pathname: string) => pathname.endsWith('.map');

/**
 * A Location built from the caller's path stays on this site. Browsers read `//host` and
 * `/\host` alike as another host (the WHATWG URL parser takes a backslash for a slash in
 * http(s) URLs, and drops tabs and line breaks before parsing), so a path that would start so
 * once they are dropped sends the caller to the home page instead (issue 37 #10:
 * `/\evil.example/` answered `Location: /\evil.example`).
 */
export function sameSiteLocation(location: string): string {
  return /^\/(?![/\\])/.test(location.replace(/[\t\n\r]/g, '')) ? location : '/';
}

export function hasSpaBuild(distDir: string): boolean {
  return existsSync(path.join(path.resolve(distDir), 'index.html'));
}

/**
 * Serves the built SPA's files. Hashed assets are cached for a year; everything else must
 * revalidate, so a deploy is picked up at once. The build writes a .br and a .gz beside each
 * compressible asset (web/scripts/precompress.ts): those are sent as they are to a client that
 * accepts them, compressed once at the highest level rather than on every request.
 */
export async function registerSpaFiles(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!hasSpaBuild(root)) {
    app.log.warn({ root }, 'no SPA build found: run `npm run build:web`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !isSourceMap(pathname),
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

/**
 * For a request no route matched: a page path is rendered on the server (with its real
 * status: 404 for an unknown path, company or category; 301 to a page's one URL) or gets
 * the client-only shell; an API, asset or source-map path gets the JSON 404.
 */
export function spaFallback(
  distDir: string,
  renderer: PageRenderer | null,
  contact: SiteContact,
  privacy: SitePrivacy,
): RouteHandlerMethod {
  const hasBuild = hasSpaBuild(distDir);
  // The client-only shell, with the data block every page carries (site-data.ts).
  const shell = hasBuild
    ? readFileSync(path.join(path.resolve(distDir), 'index.html'), 'utf8').replace(
        '<div id="root"></div>',
        `${siteDataElement(contact, privacy)}<div id="root"></div>`,
      )
    : '';
  return async (request, reply) => {
    const pathname = routedPath(request);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !wantsPage ||
      !hasBuild ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/assets/') ||
      isSourceMap(pathname)
    ) {
      throw new NotFoundError('Not Found', `No route for ${request.method} ${pathname}`);
    }
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s, 2);
    // One URL per page: a trailing slash is a variant of the path without it.
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      const location = `${rawPath.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`;
      return reply.redirect(sameSiteLocation(location), 301);
    }
    const answer = renderer ? await renderer.render(request.url) : null;
    if (answer?.kind === 'redirect') {
      return reply.redirect(sameSiteLocation(answer.location), answer.status);
    }
    if (answer?.kind === 'page') {
      return reply
        .status(answer.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(answer.html);
    }
    // The staff console is never linked, but its URL can travel: keep it out of search engines
    // before any script runs (the page also adds its robots meta).
    if (pathname === '/staff' || pathname.startsWith('/staff/')) {
      void reply.header('x-robots-tag', 'noindex, nofollow');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  };
}
