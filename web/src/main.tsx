import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, createAppRoutes } from './app/router';
import { readSsrState, reviveQueryErrors } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';
import { setSiteOrigin } from './lib/site-origin';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * The server rendered this page: its route modules are loaded before hydrating, so the first
 * client render is the page the server sent, not the route's loading fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
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
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start(container);
