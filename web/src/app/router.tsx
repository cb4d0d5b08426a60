import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from './layout/app-layout';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { currentLocale, loadCatalogs, localeBasename, type Area } from '../i18n';
import type {
  CanonicalRedirect,
  PageCacheTags,
  PageMetaFunction,
  SearchRedirect,
  ServerReady,
} from './head/page-meta';

/**
 * What a lazy route module may export: the page as default, optionally a `clientLoader`
 * factory that prefetches through the query client with the feature's own queryOptions, and
 * for server-rendered pages their <head> (`meta`) and old URLs (`canonicalRedirect`).
 */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  meta?: PageMetaFunction;
  canonicalRedirect?: CanonicalRedirect;
  searchRedirect?: SearchRedirect;
  serverReady?: ServerReady;
  cacheTags?: PageCacheTags;
};

/**
 * Carried by every page route: how to load its module, and whether the server renders it.
 * Pages that only make sense with a visitor's own state (an owner's account, the staff
 * console) are sent as the plain shell and rendered in the browser. The public forms are
 * rendered by the server too, so they show styled before any script runs.
 */
export type PageHandle = {
  /** The module's source path, as the client build's manifest names its chunk and styles. */
  source: string;
  load: () => Promise<RouteModule>;
  serverRendered: boolean;
  /** The message catalogs the page's words are in (besides `common`, which every page has). */
  areas: readonly Area[];
};

/** A page's module, with its words in the page's language loaded alongside. */
const withCatalogs = (module: () => Promise<RouteModule>, areas: readonly Area[]) => () =>
  Promise.all([module(), loadCatalogs(currentLocale(), areas)]).then(([loaded]) => loaded);

const convert = (queryClient: QueryClient) => (module: RouteModule) => ({
  Component: module.default,
  ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
});

const routeSource = (name: string) => `src/app/routes/${name}.tsx`;

/** Which catalogs each page's words come from (web/src/i18n/catalogs.ts). */
const PAGE_AREAS: Record<string, readonly Area[]> = {
  home: ['browse'],
  search: ['browse'],
  categories: ['browse'],
  category: ['browse'],
  company: ['company'],
  gstin: ['company'],
  director: ['company'],
  // Its not-found view is the profile's.
  correction: ['forms', 'company'],
  claim: ['forms'],
  report: ['forms'],
  contact: ['forms'],
  'your-data': ['forms'],
  register: ['register'],
  // About states the directory's figure as home does.
  about: ['pages', 'browse'],
  faq: ['pages'],
  terms: ['pages'],
  privacy: ['pages'],
  account: ['account'],
  'account-sign-in': ['account'],
  'account-sign-in-link': ['account'],
  'account-contact-email-confirm': ['account'],
  'account-api-keys': ['api-keys'],
  'account-bulk-checks': ['bulk-checks'],
  'account-watchlist': ['watchlist'],
  follow: ['watchlist'],
  'follow-confirm': ['watchlist'],
};

// A route path inside the layout is relative to it.
const child = (path: string) => path.replace(/^\//, '');

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  const page = (
    route: { path?: string; index?: true },
    name: string,
    module: () => Promise<RouteModule>,
    serverRendered = true,
  ): RouteObject => {
    const areas = PAGE_AREAS[name] ?? [];
    const withWords = withCatalogs(module, areas);
    return {
      ...(route.index ? { index: true } : { path: route.path }),
      handle: {
        source: routeSource(name),
        load: withWords,
        serverRendered,
        areas,
      } satisfies PageHandle,
      lazy: () => withWords().then(load),
    };
  };

  return [
    {
      // The staff console: its own chunk and minimal layout, none of the public shell.
      path: `${paths.staff.path}/*`,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      handle: {
        source: routeSource('staff'),
        load: () => import('./routes/staff'),
        serverRendered: false,
        // The staff console stays in English (issue 44).
        areas: [],
      } satisfies PageHandle,
      lazy: () => import('./routes/staff').then(load),
    },
    {
      path: paths.home.path,
      // The shell (top bar, footer, overlay) ships in the entry chunk; every page is lazy.
      Component: AppLayout,
      // Last resort when the layout itself fails.
      ErrorBoundary: RouteError,
      children: [
        {
          // Page errors and the first page download render inside the layout, keeping the
          // top bar and footer usable.
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoader,
          children: [
            page({ index: true }, 'home', () => import('./routes/home')),
            page({ path: child(paths.search.path) }, 'search', () => import('./routes/search')),
            page({ path: child(paths.company.path) }, 'company', () => import('./routes/company')),
            page({ path: child(paths.gstin.path) }, 'gstin', () => import('./routes/gstin')),
            page(
              { path: child(paths.director.path) },
              'director',
              () => import('./routes/director'),
            ),
            page(
              { path: child(paths.correction.path) },
              'correction',
              () => import('./routes/correction'),
              false,
            ),
            page({ path: child(paths.claim.path) }, 'claim', () => import('./routes/claim')),
            page(
              { path: child(paths.categories.path) },
              'categories',
              () => import('./routes/categories'),
            ),
            page(
              { path: child(paths.category.path) },
              'category',
              () => import('./routes/category'),
            ),
            page(
              { path: child(paths.register.path) },
              'register',
              () => import('./routes/register'),
            ),
            page({ path: child(paths.report.path) }, 'report', () => import('./routes/report')),
            page({ path: child(paths.about.path) }, 'about', () => import('./routes/about')),
            page({ path: child(paths.faq.path) }, 'faq', () => import('./routes/faq')),
            page({ path: child(paths.contact.path) }, 'contact', () => import('./routes/contact')),
            page({ path: child(paths.terms.path) }, 'terms', () => import('./routes/terms')),
            page({ path: child(paths.privacy.path) }, 'privacy', () => import('./routes/privacy')),
            page(
              { path: child(paths.yourData.path) },
              'your-data',
              () => import('./routes/your-data'),
            ),
            page(
              { path: child(paths.account.path) },
              'account',
              () => import('./routes/account'),
              false,
            ),
            page(
              { path: child(paths.accountSignIn.path) },
              'account-sign-in',
              () => import('./routes/account-sign-in'),
              false,
            ),
            page(
              { path: child(paths.accountSignInLink.path) },
              'account-sign-in-link',
              () => import('./routes/account-sign-in-link'),
              false,
            ),
            page(
              { path: child(paths.accountApiKeys.path) },
              'account-api-keys',
              () => import('./routes/account-api-keys'),
              false,
            ),
            page(
              { path: child(paths.accountBulkChecks.path) },
              'account-bulk-checks',
              () => import('./routes/account-bulk-checks'),
              false,
            ),
            page(
              { path: child(paths.accountContactEmailConfirm.path) },
              'account-contact-email-confirm',
              () => import('./routes/account-contact-email-confirm'),
              false,
            ),
            page(
              { path: child(paths.accountWatchlist.path) },
              'account-watchlist',
              () => import('./routes/account-watchlist'),
              false,
            ),
            page(
              { path: child(paths.followConfirm.path) },
              'follow-confirm',
              () => import('./routes/follow-confirm'),
              false,
            ),
            page(
              { path: child(paths.follow.path) },
              'follow',
              () => import('./routes/follow'),
              false,
            ),
            page({ path: paths.notFound.path }, 'not-found', () => import('./routes/not-found')),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(
  queryClient: QueryClient,
  routes = createAppRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  // A language's pages live under its prefix (/hi/…): every <Link> and navigate() stays in it.
  return createBrowserRouter(routes, {
    basename: localeBasename(currentLocale()),
    ...(hydrationData ? { hydrationData } : {}),
  });
}

export function AppRouter({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const queryClient = useQueryClient();
  // Created once per query client, so re-renders never rebuild the router and lose state.
  const own = useMemo(() => router ?? createAppRouter(queryClient), [router, queryClient]);
  return <RouterProvider router={own} />;
}
