import { useMemo, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from '../components/layouts/app-layout';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';

/**
 * What a lazy route module may export: the page as default, and optionally a `clientLoader`
 * factory that prefetches through the query client with the feature's own queryOptions.
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

const convert = (queryClient: QueryClient) => (module: RouteModule) => ({
  Component: module.default,
  ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
});

// A route path inside the layout is relative to it.
const child = (path: string) => path.replace(/^\//, '');

export function createAppRouter(queryClient: QueryClient) {
  const load = convert(queryClient);
  return createBrowserRouter([
    {
      // The staff console: its own chunk and minimal layout, none of the public shell.
      path: `${paths.staff.path}/*`,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
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
            { index: true, lazy: () => import('./routes/home').then(load) },
            { path: child(paths.search.path), lazy: () => import('./routes/search').then(load) },
            { path: child(paths.company.path), lazy: () => import('./routes/company').then(load) },
            {
              path: child(paths.correction.path),
              lazy: () => import('./routes/correction').then(load),
            },
            { path: child(paths.claim.path), lazy: () => import('./routes/claim').then(load) },
            {
              path: child(paths.categories.path),
              lazy: () => import('./routes/categories').then(load),
            },
            {
              path: child(paths.category.path),
              lazy: () => import('./routes/category').then(load),
            },
            {
              path: child(paths.register.path),
              lazy: () => import('./routes/register').then(load),
            },
            { path: child(paths.report.path), lazy: () => import('./routes/report').then(load) },
            { path: child(paths.about.path), lazy: () => import('./routes/about').then(load) },
            { path: child(paths.faq.path), lazy: () => import('./routes/faq').then(load) },
            { path: child(paths.contact.path), lazy: () => import('./routes/contact').then(load) },
            { path: child(paths.terms.path), lazy: () => import('./routes/terms').then(load) },
            { path: child(paths.account.path), lazy: () => import('./routes/account').then(load) },
            {
              path: child(paths.accountSignIn.path),
              lazy: () => import('./routes/account-sign-in').then(load),
            },
            {
              path: child(paths.accountSignInLink.path),
              lazy: () => import('./routes/account-sign-in-link').then(load),
            },
            { path: paths.notFound.path, lazy: () => import('./routes/not-found').then(load) },
          ],
        },
      ],
    },
  ]);
}

export function AppRouter() {
  const queryClient = useQueryClient();
  // Created once per query client, so re-renders never rebuild the router and lose state.
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
