import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { NotFoundError } from '@trusthive/platform';

export function hasSpaBuild(distDir: string): boolean {
  return existsSync(path.join(path.resolve(distDir), 'index.html'));
}

/**
 * Serves the built SPA's files. Hashed assets are cached for a year; everything else must
 * revalidate, so a deploy is picked up at once.
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
 * For a request no route matched: a page path gets index.html and the client router decides
 * (including its own 404 page); an API or asset path gets the JSON 404.
 */
export function spaFallback(distDir: string): RouteHandlerMethod {
  const hasBuild = hasSpaBuild(distDir);
  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !wantsPage ||
      !hasBuild ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/assets/')
    ) {
      throw new NotFoundError('Not Found', `No route for ${request.method} ${pathname}`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  };
}
