// Absolute URLs in structured data name the site's public origin. The server knows it from
// its configuration (per render) and hands it to the browser with the page, so both render
// the same text.
let origin: string | (() => string) | undefined;

export function setSiteOrigin(value: string | (() => string)): void {
  origin = value;
}

export function siteOrigin(): string {
  const value = typeof origin === 'function' ? origin() : (origin ?? window.location.origin);
  return value.replace(/\/+$/, '');
}
