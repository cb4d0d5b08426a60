import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { localeHref, t } from '../../../i18n';

/** The home page's meta description, in the page's language. */
export const homeDescription = () => t('browse.home.description');

/** The JSON-LD WebSite with a SearchAction to /search?q={search_term_string}. */
export function websiteJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'TrustHive',
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${localeHref(paths.search.path)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

const hasWebsiteJsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
    script.textContent?.includes('"SearchAction"'),
  );

/**
 * The home page's meta description and JSON-LD WebSite, for a home page the app navigated to:
 * a server-rendered home already has both in its head (the route's `meta`). What this adds is
 * removed or restored when the page unmounts.
 */
export function HomeStructuredData() {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    const tag = meta ?? document.head.appendChild(document.createElement('meta'));
    tag.name = 'description';
    tag.content = homeDescription();

    let script: HTMLScriptElement | undefined;
    if (!hasWebsiteJsonLd()) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = 'home-website-jsonld';
      script.textContent = JSON.stringify(websiteJsonLd(window.location.origin));
      document.head.appendChild(script);
    }
    return () => {
      script?.remove();
      if (meta && previous !== undefined) meta.content = previous;
      else tag.remove();
    };
  }, []);
  return null;
}
