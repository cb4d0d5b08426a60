import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString as renderToStringNow } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { PageMeta } from './app/head/page-meta';
import { renderHead } from './app/head/render-head';
import { AppProvider } from './app/provider';
import { createAppRoutes, type PageHandle, type RouteModule } from './app/router';
import { encodeQueryErrors, ssrStateElement } from './app/ssr-state';
import { isApiError, setApiTransport, type ApiTransport } from './lib/api-client';
import { queryConfig } from './lib/query-client';
import { NO_CONTACT, setSiteContact, type SiteContact } from './lib/site-contact';
import { DEFAULT_PRIVACY, setSitePrivacy, type SitePrivacy } from './lib/site-privacy';
import { setSiteOrigin } from './lib/site-origin';
import {
  LOCALE_TAGS,
  loadAllCatalogs,
  localeBasename,
  pathInLocale,
  setLocaleSource,
  splitLocalePath,
  type Locale,
} from './i18n';

// The server half of the same app: the gateway renders public pages with it (see
// docs/decisions/2026-11-25-public-pages.md).

export type RendererOptions = {
  /** The site's public origin, for canonical and structured-data URLs. */
  origin: string;
  /** How the renderer's API requests reach the services. */
  transport: ApiTransport;
  /** TrustHive's configured contact details; none shown when absent (issue 36). */
  contact?: SiteContact;
  /** The grievance officer and retention periods /privacy and the notices state (issue 37). */
  privacy?: SitePrivacy;
};

export type RenderResult =
  /**
   * The page answered under another URL: 301 to it, or 302 where the answer may change (a
   * search for a GSTIN opens the company holding it, once one does).
   */
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** A page only the browser renders (forms, the staff console): send the plain shell. */
  | { kind: 'shell'; noindex: boolean }
  | {
      kind: 'page';
      status: 200 | 404;
      /** Tags for <head>, replacing the shell's title and description. */
      head: string;
      /** The app's markup for <div id="root">. */
      html: string;
      /** The data block handing the browser the state the page was rendered from. */
      stateScript: string;
      /** Source paths of the page's route modules, to link their chunks and styles. */
      modules: string[];
      /** What a change must drop the page from the gateway's cache by; null: never cached. */
      cacheTags: string[] | null;
      /** The page's language, for <html lang> ('hi-IN'). */
      lang: string;
    };

/**
 * Each render's own options, for the API client and the site origin, which the app reads
 * through module-level hooks: one process may serve several gateways (tests do), so they are
 * looked up per render rather than set once.
 */
const current = new AsyncLocalStorage<RendererOptions & { locale: Locale }>();

function options(): RendererOptions & { locale: Locale } {
  const store = current.getStore();
  if (!store) throw new Error('API request outside a page render');
  return store;
}

setApiTransport((url, init) => options().transport(url, init));
setSiteOrigin(() => options().origin);
setSiteContact(() => options().contact ?? NO_CONTACT);
setSitePrivacy(() => options().privacy ?? DEFAULT_PRIVACY);
setLocaleSource(() => current.getStore()?.locale ?? 'en');

/** Every language's messages, loaded once per process before the first render. */
const catalogsLoaded = loadAllCatalogs();

/** Thrown when a page's data failed in a way the browser would retry: send the shell. */
export class UnrenderablePageError extends Error {
  override readonly name = 'UnrenderablePageError';
}

/** Waits for the fetches the route loaders started (they do not wait themselves). */
async function settleQueries(queryClient: QueryClient): Promise<void> {
  // A settled query may start another (dependent queries); a few rounds cover that.
  for (let round = 0; round < 5; round += 1) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (fetching.length === 0) return;
    await Promise.allSettled(fetching.map((query) => query.fetch()));
  }
}

/** A 4xx is the page's answer (e.g. not found); anything else the browser would try again. */
const isFinalError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

const shouldHandOver = (query: Query) =>
  query.state.status === 'success' ||
  (query.state.status === 'error' && isFinalError(query.state.error));

/** What React writes where a Suspense boundary was left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

async function renderToString(element: React.ReactElement): Promise<string> {
  // Most pages have nothing left to wait for once their data is in the cache: the plain
  // synchronous render is about a quarter cheaper than the static one (no stream). A part
  // still loading (a lazy component's first use in this process) would be left for the
  // browser, so such a page is rendered again by the static renderer, which waits for it.
  const html = renderToStringNow(element);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  // Every boundary inline, however large: a boundary sent apart is completed by an inline
  // script, which the page's CSP (script-src 'self') refuses.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The query client of the render in progress (each render has its own). */
const renderQueryClient = new AsyncLocalStorage<QueryClient>();

/**
 * The route table and its static handler are built once per process: building them per
 * render (flattening, ranking and compiling every route path, resolving each lazy route
 * again) was about a tenth of a page's rendering. The route loaders were made for one query
 * client; here they are handed one that stands for whichever render is running.
 */
const routeTable = (() => {
  const tables = new Map<Locale, { routes: RouteObject[]; handler: StaticHandler }>();
  return (locale: Locale) => {
    let table = tables.get(locale);
    if (table) return table;
    const current = new Proxy({} as QueryClient, {
      get(_target, key) {
        const client = renderQueryClient.getStore();
        if (!client) throw new Error('route loader outside a page render');
        const value: unknown = Reflect.get(client, key, client);
        return typeof value === 'function' ? (value as () => unknown).bind(client) : value;
      },
    });
    const routes = createAppRoutes(current);
    // A language's pages live under its prefix (/hi/…), as in the browser's router.
    table = { routes, handler: createStaticHandler(routes, { basename: localeBasename(locale) }) };
    tables.set(locale, table);
    return table;
  };
})();

/** Renders one GET of a page path (with its query string) to HTML. */
export async function render(pathWithQuery: string, given: RendererOptions): Promise<RenderResult> {
  const origin = given.origin.replace(/\/+$/, '');
  const { locale } = splitLocalePath(pathWithQuery.split('?', 1)[0] ?? '/');
  await catalogsLoaded;
  return current.run({ ...given, origin, locale }, () => renderPage(pathWithQuery, origin, locale));
}

async function renderPage(
  pathWithQuery: string,
  origin: string,
  locale: Locale,
): Promise<RenderResult> {
  const queryClient = new QueryClient({
    // No retries on the server: a failed fetch sends the shell and the browser retries.
    defaultOptions: { queries: { ...queryConfig.queries, retry: false } },
  });
  return renderQueryClient.run(queryClient, () =>
    renderWithClient(pathWithQuery, origin, locale, queryClient),
  );
}

async function renderWithClient(
  pathWithQuery: string,
  origin: string,
  locale: Locale,
  queryClient: QueryClient,
): Promise<RenderResult> {
  const { handler } = routeTable(locale);
  const url = new URL(pathWithQuery, origin);
  // A browser-only page's loader never runs: it costs the server no fetches. (The handler
  // matches the path once; matching it beforehand with matchRoutes, which flattens and ranks
  // the whole route table on every call, was a sixth of a small page's rendering.)
  const context = await handler.query(new Request(url), { filterMatchesToLoad: isServerRendered });
  if (context instanceof Response) {
    throw new UnrenderablePageError(`a loader answered ${context.status}`);
  }
  const pageMatch = deepestPage(context);
  const handle = pageMatch?.route.handle as PageHandle | undefined;
  if (handle && !handle.serverRendered) {
    return { kind: 'shell', noindex: handle.source.endsWith('/staff.tsx') };
  }
  if (context.errors) throw new UnrenderablePageError('a route failed to load');
  if (!pageMatch || !handle) throw new UnrenderablePageError('no page matched');

  const module = await loadPageModule(handle);
  // Pages name their paths without a language; a redirect stays in the page's language.
  const redirect = await module.canonicalRedirect?.({ params: pageMatch.params, url });
  if (redirect) return { kind: 'redirect', location: pathInLocale(locale, redirect), status: 301 };
  const moved = await module.searchRedirect?.({ url });
  if (moved) return { kind: 'redirect', location: pathInLocale(locale, moved), status: 302 };

  await settleQueries(queryClient);
  await module.serverReady?.({ params: pageMatch.params, queryClient });
  const failed = queryClient.getQueryCache().findAll({
    predicate: (query) => query.state.status === 'error' && !isFinalError(query.state.error),
  });
  if (failed.length > 0) throw new UnrenderablePageError('a fetch failed');
  // A query that answered not found is rendered as that answer (the 'Company Not Found'
  // view), not as a loading state waiting for a retry the server will never make. The browser
  // sets the same default before it hydrates (main.tsx), so both render the same markup.
  const answered = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  for (const query of answered) {
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }

  const meta: PageMeta = module.meta?.({ params: pageMatch.params, url, queryClient }) ?? {};
  const status = meta.status ?? (pageMatch.route.path === '*' ? 404 : 200);
  const cacheTags =
    status === 200
      ? (module.cacheTags?.({ params: pageMatch.params, url, queryClient }) ?? null)
      : null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const stateScript = ssrStateElement({
    origin,
    queries: encodeQueryErrors(dehydrate(queryClient, { shouldDehydrateQuery: shouldHandOver })),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return {
    kind: 'page',
    status,
    head: renderHead({ ...meta, status }, origin, locale),
    html,
    stateScript,
    modules: context.matches.flatMap(({ route }) =>
      route.handle ? [(route.handle as PageHandle).source] : [],
    ),
    cacheTags,
    lang: LOCALE_TAGS[locale],
  };
}

/** A match whose loader may run on the server: any but a browser-only page's. */
const isServerRendered = (match: { route: { handle?: unknown } }) =>
  (match.route.handle as PageHandle | undefined)?.serverRendered !== false;

/**
 * Each page's module, imported once per process: a dynamic import() of a module already
 * loaded still goes through the module loader's resolution (and tsx's hooks where the gateway
 * runs through tsx) on every call, about a twentieth of a small page's rendering.
 */
const pageModules = new WeakMap<PageHandle, Promise<RouteModule>>();

function loadPageModule(handle: PageHandle): Promise<RouteModule> {
  let module = pageModules.get(handle);
  if (!module) {
    module = handle.load();
    // A failed import is tried again by the next render, as before.
    module.catch(() => pageModules.delete(handle));
    pageModules.set(handle, module);
  }
  return module;
}

function deepestPage(context: StaticHandlerContext) {
  return [...context.matches].reverse().find(({ route }) => route.handle !== undefined);
}
