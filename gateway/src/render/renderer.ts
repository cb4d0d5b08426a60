import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteContact, SitePrivacy } from '@trusthive/contracts';
import type { Config } from '@trusthive/platform';
import { Agent } from 'undici';
import { PageDocument, type RenderedPage } from './page-document';
import { upstreamTransport, type RenderTransport } from './upstream-transport';
import { siteDataElement } from './site-data';

/** The server entry of the web app (web/src/entry-server.tsx), as the gateway uses it. */
type ServerEntry = {
  render(
    pathWithQuery: string,
    options: {
      origin: string;
      transport: RenderTransport;
      contact: SiteContact;
      privacy: SitePrivacy;
    },
  ): Promise<
    | { kind: 'redirect'; location: string; status: 301 | 302 }
    | { kind: 'shell'; noindex: boolean }
    | ({ kind: 'page'; status: 200 | 404; cacheTags: string[] | null } & RenderedPage)
  >;
};

export type PageAnswer =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** `cacheTags`: what a change drops the page from the page cache by; null: never kept. */
  | { kind: 'page'; status: 200 | 404; html: string; cacheTags: string[] | null }
  /** Send the client-only shell: a browser-only page, or one that could not be rendered. */
  | { kind: 'shell'; noindex: boolean };

export interface PageRenderer {
  render(pathWithQuery: string): Promise<PageAnswer>;
  /**
   * Names what the pages are rendered with, but their data (the client manifest and server
   * entry, the site's settings, the database): a deploy or a new setting changes it.
   */
  buildId: string;
  /** Lets go of the connections to the services. */
  close(): Promise<void>;
}

/** The server build sits beside the client build (see web/vite.config.ts). */
export const serverBuildDir = (distDir: string) =>
  path.join(path.resolve(distDir), '..', 'dist-server');

/**
 * Loads the web app's server build, or answers null when there is none (the gateway then
 * sends the client-only shell for every page, as before server rendering).
 */
export async function loadPageRenderer(options: {
  distDir: string;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<PageRenderer | null> {
  const { distDir, config, log } = options;
  const entryFile = path.join(serverBuildDir(distDir), 'entry-server.js');
  if (!existsSync(entryFile) || !existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    log.warn({ entryFile }, 'no server build found: pages are rendered in the browser only');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const upstream = new Agent({ keepAliveTimeout: 10_000 });
  const renderOptions = {
    origin: config.publicBaseUrl,
    contact: config.contact,
    privacy: config.privacy,
    transport: upstreamTransport(config.services, config.gateway.upstreamTimeoutMs, {
      dispatcher: upstream,
    }),
  };
  const document = new PageDocument(
    path.resolve(distDir),
    siteDataElement(config.contact, config.privacy),
  );
  // Past this the visitor gets the shell rather than waiting on a slow service.
  const budgetMs = config.gateway.upstreamTimeoutMs + 1_000;

  // Everything a page is rendered from but the data: the build, the settings the pages print,
  // and which database the data comes from (stacks sharing one Redis never share pages).
  const buildId = hash(
    'sha256',
    Buffer.concat([
      readFileSync(path.join(distDir, '.vite', 'manifest.json')),
      readFileSync(entryFile),
      Buffer.from(
        JSON.stringify([config.publicBaseUrl, config.contact, config.privacy, config.database.url]),
      ),
    ]),
    'base64url',
  ).slice(0, 16);

  return {
    buildId,
    async render(pathWithQuery) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          entry.render(pathWithQuery, renderOptions),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('rendering took too long')), budgetMs);
          }),
        ]);
        if (result.kind !== 'page') return result;
        return {
          kind: 'page',
          status: result.status,
          html: document.compose(result),
          cacheTags: result.cacheTags,
        };
      } catch (err) {
        // A page that exists still answers: the browser renders it from the shell.
        log.error({ err, path: pathWithQuery.split('?', 1)[0] }, 'server rendering failed');
        return { kind: 'shell', noindex: false };
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => upstream.close(),
  };
}
