// The XML of the sitemaps protocol (sitemaps.org/protocol.html), written as text pieces so a
// file of 50,000 URLs can be streamed without building it in memory.

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** lastmod in the W3C datetime the protocol asks for, to the second. */
export function w3cDateTime(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function urlEntry(loc: string, lastmod?: Date | string): string {
  const modified = lastmod === undefined ? '' : `<lastmod>${w3cDateTime(lastmod)}</lastmod>`;
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}

/** The sitemap index: one <sitemap> per file, in the order given. */
export function sitemapIndex(fileUrls: readonly string[]): string {
  const entries = fileUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}
