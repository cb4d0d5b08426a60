import { SCRIPT_FONT_URLS } from '../../i18n/fonts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TAGS,
  pathInLocale,
  type Locale,
} from '../../i18n/locales';
import { SITE_NAME, defaultDescription, fullTitle, type PageMeta } from './page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON in a data block is never run; '<' is escaped so no value can close the element. */
const jsonLdTag = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The page in every language (hreflang), English also standing for any other language
 * (x-default): search engines then show each reader the page in theirs.
 */
function alternates(path: string, origin: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${pathInLocale(locale, path)}`)}" />`;
  return [
    ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], locale)),
    link('x-default', DEFAULT_LOCALE),
  ];
}

function breadcrumbList(
  crumbs: NonNullable<PageMeta['breadcrumbs']>,
  origin: string,
  locale: Locale,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${pathInLocale(locale, crumb.path)}`,
    })),
  };
}

/**
 * The page's <title>, description, canonical link, robots, Open Graph, Twitter card and
 * JSON-LD, as HTML for the document's head. They replace the shell's default title and
 * description.
 */
export function renderHead(
  page: PageMeta,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const title = fullTitle(page.title);
  const description = page.description ?? defaultDescription();
  // Pages name their paths without a language: the canonical URL is this language's.
  const canonical = page.canonicalPath
    ? `${origin}${pathInLocale(locale, page.canonicalPath)}`
    : undefined;
  const indexable = canonical && !page.noindex && page.status !== 404;
  const socialTitle = page.social?.title ?? title;
  const socialDescription = page.social?.description ?? description;
  const font = SCRIPT_FONT_URLS[locale];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    font
      ? `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(font)}" crossorigin />`
      : '',
    meta('name', 'description', description),
    page.noindex || page.status === 404 ? meta('name', 'robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...(indexable && page.canonicalPath ? alternates(page.canonicalPath, origin) : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', LOCALE_TAGS[locale].replace('-', '_')),
    meta('property', 'og:type', page.social?.type ?? 'website'),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', socialDescription),
    canonical ? meta('property', 'og:url', canonical) : '',
    page.social?.image ? meta('property', 'og:image', page.social.image) : '',
    meta('name', 'twitter:card', page.social?.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', socialDescription),
    page.breadcrumbs && page.breadcrumbs.length > 1
      ? jsonLdTag(breadcrumbList(page.breadcrumbs, origin, locale))
      : '',
    ...(page.jsonLd ?? []).map(jsonLdTag),
  ];
  return tags.filter(Boolean).join('\n    ');
}
