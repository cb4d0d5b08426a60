import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  LOCALE_TAGS,
  splitLocalePath,
  type SiteContact,
  type SitePrivacy,
} from '@trusthive/contracts';
import { NotFoundError } from '@trusthive/platform';
import type { CachedPage, PageCache, PageEncoding } from './render/page-cache';
import { withLang } from './render/page-document';
import type { PageAnswer, PageRenderer } from './render/renderer';
import { siteDataElement } from './render/site-data';
import { sharesPages } from './plugins/fresh-after-write';
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
  pageCache: PageCache | null = null,
): RouteHandlerMethod {
  const pages = renderer ? cachedPages(renderer, pageCache) : null;
  const hasBuild = hasSpaBuild(distDir);
  // The client-only shell, with the data block every page carries (site-data.ts).
  const shell = hasBuild
    ? readFileSync(path.join(path.resolve(distDir), 'index.html'), 'utf8').replace(
        '<div id="root"></div>',
        `${siteDataElement(contact, privacy)}<div id="root"></div>`,
      )
    : '';
  // The shell in the language of the path (/hi/… is Hindi), so assistive technology reads the
  // browser-rendered pages in the right voice before any script runs.
  const shells = new Map<string, string>();
  const shellIn = (pathname: string) => {
    const lang = LOCALE_TAGS[splitLocalePath(pathname).locale];
    let page = shells.get(lang);
    if (page === undefined) {
      page = withLang(shell, lang);
      shells.set(lang, page);
    }
    return page;
  };
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
    const answer = pages ? await pages(request) : null;
    if (answer?.kind === 'cached') return sendCached(request, reply, answer);
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
    const { path: page } = splitLocalePath(pathname);
    if (page === '/staff' || page.startsWith('/staff/')) {
      void reply.header('x-robots-tag', 'noindex, nofollow');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shellIn(pathname));
  };
}

interface CachedAnswer {
  kind: 'cached';
  page: CachedPage;
  from: 'memory' | 'redis' | 'rendered';
  /** The page's bytes in an encoding (made once and kept with the page). */
  body: (encoding: PageEncoding) => Buffer;
}
type Served = PageAnswer | CachedAnswer;

/**
 * Pages from the cache when it holds them, else rendered (and kept when the page allows). One
 * render per URL at a time in this replica: a burst for a page just dropped waits for it.
 */
function cachedPages(renderer: PageRenderer, cache: PageCache | null) {
  const inFlight = new Map<string, Promise<Served>>();
  const kept = (
    url: string,
    page: CachedPage,
    from: CachedAnswer['from'],
    kept: PageCache,
  ): CachedAnswer => ({
    kind: 'cached',
    page,
    from,
    body: (encoding) => kept.body(url, page, encoding),
  });
  const renderAndKeep = async (url: string, cache: PageCache): Promise<Served> => {
    const found = await cache.lookup(url);
    if (found.page) return kept(url, found.page, found.tier, cache);
    const answer = await renderer.render(url);
    // A first view (or Redis away): sent as rendered, nothing kept.
    if (found.began === null) return answer;
    if (answer.kind !== 'page' || answer.status !== 200 || !answer.cacheTags) return answer;
    const page = await cache.store(url, answer.html, answer.cacheTags, found.began);
    return kept(url, page, 'rendered', cache);
  };
  return (request: FastifyRequest): Promise<Served> => {
    const url = request.url;
    if (!cache || !sharesPages(request)) return renderer.render(url);
    const pending = inFlight.get(url);
    if (pending) return pending;
    const served = renderAndKeep(url, cache).finally(() => inFlight.delete(url));
    inFlight.set(url, served);
    return served;
  };
}

const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * A kept page in the encoding the client takes (sent as it is: the compression hook leaves an
 * encoded body alone), under its stored ETag (the caching hook answers If-None-Match with 304).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { page, from } = answer;
  const accepted = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  const encoding: PageEncoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  void reply
    .status(200)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('x-page-cache', from === 'rendered' ? 'miss' : 'hit')
    .type('text/html; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(answer.body(encoding));
}
