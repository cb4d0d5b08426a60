// The languages TrustHive speaks (issue 44). English is the spec's own text, at the site's root;
// the others live under a path prefix (/hi/…, /ta/…, /bn/…), so each language has its own URL
// for search engines, links, sitemaps, mails and the page cache. Zod-free: the web app's first
// script imports it.

export const LOCALES = ['en', 'hi', 'ta', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `lang`, hreflang and Intl: the Indian variant of each language. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  bn: 'bn-IN',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a path is in, and the path without its prefix ('/hi/faq' → hi, '/faq'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi|ta|bn)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** A site path in a language: English at the root, the others under their prefix. */
export function pathInLocale(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  // A query string on the home page: '/?x' → '/hi?x'.
  return path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}
