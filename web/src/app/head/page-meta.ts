import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/**
 * What a server-rendered page puts in its <head> and which status it answers with. Route
 * modules export a `meta` function that reads the data the page rendered from the query
 * cache, so the head always describes the same data as the body.
 */
export type PageMeta = {
  /** 404 for a company or category that does not exist (the page shows its not-found view). */
  status?: 200 | 404;
  /** The page's own title; the site name is appended. None: the site's default title. */
  title?: string;
  description?: string;
  /** The one URL search engines should index this page under (a path on the site). */
  canonicalPath?: string;
  noindex?: boolean;
  /** Open Graph and Twitter card texts; the title and description are used when absent. */
  social?: { title?: string; description?: string; image?: string; type?: 'website' | 'profile' };
  /** Home first; the last crumb is the page itself. */
  breadcrumbs?: { name: string; path: string }[];
  /** Extra schema.org objects that the page does not already render in its body. */
  jsonLd?: Record<string, unknown>[];
};

export type PageMetaArgs = { params: Params; url: URL; queryClient: QueryClient };
export type PageMetaFunction = (args: PageMetaArgs) => PageMeta;

/**
 * A path that names a page under another URL (an old or variant form): the server answers
 * 301 to the returned path, or null to render the page as it is.
 */
export type CanonicalRedirect = (args: { params: Params; url: URL }) => Promise<string | null>;

/**
 * Where a search is answered by another page (a GSTIN: the company holding it, or its record
 * page): the server answers 302 to the returned path, since the answer changes when TrustHive
 * comes to hold the number, or null to render the page.
 */
export type SearchRedirect = (args: { url: URL }) => Promise<string | null>;

export { SITE_NAME, defaultDescription, defaultTitle, fullTitle } from '../../lib/site-title';

/**
 * Work the server does after the loaders' fetches settle and before it renders: e.g. asking
 * again, for a short bound, for data the page's spec says to wait for.
 */
export type ServerReady = (args: { params: Params; queryClient: QueryClient }) => Promise<void>;

/**
 * What a rendered page shows, for the gateway's page cache (issue 42): the tags a change must
 * drop it by (`company:<id>`), or null when the page must not be kept, e.g. while a part of it
 * still says "Checking…". A page without this export is never cached.
 */
export type PageCacheTags = (args: PageMetaArgs) => string[] | null;
