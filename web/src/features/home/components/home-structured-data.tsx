import { useEffect } from 'react';
import { paths } from '../../../config/paths';

export const HOME_DESCRIPTION =
  "Verify Indian companies and sellers: search companies from the MCA registry by name, CIN or brand and check each one's trust score out of 100.";

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
        urlTemplate: `${origin}${paths.search.path}?q={search_term_string}`,
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
    tag.content = HOME_DESCRIPTION;

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
