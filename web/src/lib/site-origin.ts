// Absolute URLs in structured data name the site's public origin. The server knows it from
// its configuration and hands it to the browser with the page, so both render the same text.
let origin: string | undefined;

export function setSiteOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  return origin ?? window.location.origin;
}
