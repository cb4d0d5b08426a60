import { useEffect } from 'react';

export const HOME_DESCRIPTION =
  "Verify Indian companies and sellers: search companies from the MCA registry by name, CIN or brand and check each one's trust score out of 100.";

/**
 * The home page's meta description and JSON-LD WebSite with a SearchAction to
 * /search?q={search_term_string}. Both are removed or restored when the page unmounts.
 */
export function HomeStructuredData() {
  useEffect(() => {
    const origin = window.location.origin;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    const tag = meta ?? document.head.appendChild(document.createElement('meta'));
    tag.name = 'description';
    tag.content = HOME_DESCRIPTION;

    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = 'home-website-jsonld';
    script.textContent = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'TrustHive',
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    document.head.appendChild(script);
    return () => {
      script.remove();
      if (meta && previous !== undefined) meta.content = previous;
      else tag.remove();
    };
  }, []);
  return null;
}
