// The data block the gateway writes into every page it serves (rendered or the plain shell):
// TrustHive's own configuration the pages show, such as its contact details and the periods
// its retention job enforces, read from the page and never baked into the build.

export const SITE_ELEMENT_ID = 'trusthive-site';

/**
 * One part of the site data block, read from the page the first time it is asked for; the
 * fallback where the page has none or it does not parse (a unit test, an old page). `set`
 * puts a value, or a function read on every call, in its place: the server render reads each
 * request's own from its options.
 */
export function siteDataPart<Value extends object>(key: string, fallback: Value) {
  let value: Value | (() => Value) | undefined;

  function fromPage(): Value {
    if (typeof document === 'undefined') return fallback;
    const text = document.getElementById(SITE_ELEMENT_ID)?.textContent;
    if (!text) return fallback;
    try {
      const parsed = JSON.parse(text) as Record<string, Value | undefined>;
      return parsed[key] ?? fallback;
    } catch {
      return fallback;
    }
  }

  return {
    set(next: Value | (() => Value)): void {
      value = next;
    },
    get(): Value {
      if (typeof value === 'function') return value();
      value ??= fromPage();
      return value;
    },
  };
}
