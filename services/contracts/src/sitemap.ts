import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The sitemaps protocol's limit per file (sitemaps.org): at most 50,000 URLs each. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The public pages that are not a company or a category, in the order a crawler meets them. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/categories',
  '/about',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/register',
  '/report',
] as const;

/**
 * The files the sitemap index names: `pages.xml.gz` (static pages and categories),
 * `companies-<n>.xml.gz`, where file n holds the public companies with ids in
 * ((n-1)·50,000, n·50,000]: a file's bounds never move as companies are added, so it needs no
 * offset to find its rows; and `directors-<n>.xml.gz` (issue 41), the director pages of the
 * people with row ids in the same bounds. Each language has its own files (issue 44), named
 * with its prefix (`hi-companies-3.xml.gz` lists /hi/company/… pages); English has none.
 */
export const SITEMAP_FILE_PATTERN =
  /^(?:(?:hi|ta|bn)-)?(?:pages|(?:companies|directors)-[1-9]\d{0,8})\.xml\.gz$/;

/** A sitemap file's language and its name without the language's prefix. */
export function sitemapFileLocale(file: string): { locale: Locale; name: string } {
  const match = /^([a-z]{2})-(.+)$/.exec(file);
  const prefix = match?.[1];
  if (match && isLocale(prefix) && prefix !== DEFAULT_LOCALE) {
    return { locale: prefix, name: match[2] ?? '' };
  }
  return { locale: DEFAULT_LOCALE, name: file };
}

/** A sitemap file's name in a language ('companies-3.xml.gz' → 'hi-companies-3.xml.gz'). */
export const sitemapFileInLocale = (locale: Locale, name: string) =>
  locale === DEFAULT_LOCALE ? name : `${locale}-${name}`;

export const sitemapFileParamsSchema = z.object({
  file: z
    .string()
    .regex(
      SITEMAP_FILE_PATTERN,
      'Not a sitemap file: [<language>-]pages.xml.gz, companies-<n>.xml.gz or directors-<n>.xml.gz.',
    ),
});
export type SitemapFileParams = z.infer<typeof sitemapFileParamsSchema>;

/** The part number of a company sitemap file's name, or null for the pages file. */
export function companySitemapPart(file: string): number | null {
  const match = /^companies-(\d+)\.xml\.gz$/.exec(file);
  return match ? Number(match[1]) : null;
}

export const companySitemapFileName = (part: number) => `companies-${part}.xml.gz`;

/** The part number of a director sitemap file's name (issue 41), or null for any other file. */
export function directorSitemapPart(file: string): number | null {
  const match = /^directors-(\d+)\.xml\.gz$/.exec(file);
  return match ? Number(match[1]) : null;
}

export const directorSitemapFileName = (part: number) => `directors-${part}.xml.gz`;
export const PAGES_SITEMAP_FILE = 'pages.xml.gz';
