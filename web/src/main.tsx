import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, createAppRoutes } from './app/router';
import { readSsrState, reviveQueryErrors } from './app/ssr-state';
import {
  currentLocale,
  loadCatalogs,
  localeBasename,
  setLocaleSource,
  splitLocalePath,
} from './i18n';
import { createQueryClient } from './lib/query-client';
import { setSiteOrigin } from './lib/site-origin';
import './styles/tokens.css';
import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

// The CSP allows no eval (script-src 'self'). Zod probes `new Function` the first time it
// builds an object schema, to compile fast parsers; under this CSP that probe is refused and
// reported as a CSP issue on every page (Lighthouse's inspector-issues). Zod's jitless mode
// never probes. Zod keeps its configuration on globalThis.__zod_globalConfig (the object its
// `config()` writes, shared by every copy of zod in a page) and adopts one already there when it
// loads, so this is set without importing zod: this script carries none (the public pages'
// first scripts do without it; route chunks and response schemas bring it later).
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * The server rendered this page: its route modules are loaded before hydrating, so the first
 * client render is the page the server sent, not the route's loading fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, localeBasename(currentLocale())) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  // The page's language is its URL's (a switch of language is a new page).
  setLocaleSource(splitLocalePath(window.location.pathname).locale);
  await loadCatalogs(currentLocale(), ['common']);
  const queryClient = createQueryClient();
  const rendered = readSsrState();
  const routes = createAppRoutes(queryClient);
  if (!rendered) {
    // The plain shell (staff console, forms, or a page the server could not render).
    createRoot(root).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={createAppRouter(queryClient, routes)} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  setSiteOrigin(rendered.origin);
  hydrate(queryClient, reviveQueryErrors(rendered.queries));
  // A not-found the server rendered stays not found: no fetch again as the page mounts.
  for (const { queryKey, state } of rendered.queries.queries) {
    if (state.status === 'error') queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
  await loadMatchedRoutes(routes);
  const router = createAppRouter(queryClient, routes, rendered.router);
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page in one long task (total blocking time). The
  // page is already painted; a click meanwhile makes React finish hydrating first, then handles it.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start(container);
