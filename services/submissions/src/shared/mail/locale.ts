// The language a mail is written in (issue 44): the one the person used the site in. The web
// app sends its page's language as Accept-Language on every API call (web/src/lib/api-client.ts);
// the write that leads to a mail keeps it (on the mail row, and on the submission when a
// decision mail follows days later), so the mail speaks the person's language, not the staff's.

import { DEFAULT_LOCALE, LOCALES, isLocale, pathInLocale } from '@trusthive/contracts';
import type { MailLocale } from '@trusthive/platform';

export type { MailLocale };

/** The languages TrustHive speaks (the contracts' list, the web app's), English at the root. */
export const MAIL_LOCALES: readonly MailLocale[] = LOCALES;
export const DEFAULT_MAIL_LOCALE: MailLocale = DEFAULT_LOCALE;
export const isMailLocale: (value: unknown) => value is MailLocale = isLocale;

/**
 * The language of an Accept-Language header: the most preferred of ours ('hi-IN' → hi,
 * 'ta;q=0.9, en;q=0.8' → ta), English for anything else, a missing header or a malformed one.
 */
export function mailLocaleOf(header: string | string[] | undefined): MailLocale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_MAIL_LOCALE;
  let best: { locale: MailLocale; q: number } | null = null;
  for (const part of value.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isMailLocale(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_MAIL_LOCALE;
}

/** The language of a request to the API: its Accept-Language header. */
export const requestMailLocale = (request: {
  headers: Record<string, string | string[] | undefined>;
}): MailLocale => mailLocaleOf(request.headers['accept-language']);

/**
 * A link into the site, moved into a language: English at the root, the others under their
 * prefix (https://trusthive.in/company/42 → https://trusthive.in/hi/company/42), by the
 * contracts' pathInLocale. The links a mail carries are the site's origin
 * (config.publicBaseUrl) plus a page's path; anything that is not an http(s) URL is left as it is.
 */
export function urlInLocale(locale: MailLocale, url: string): string {
  if (locale === DEFAULT_MAIL_LOCALE) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return url;
  // The API has no language prefix (an alert's unsubscribe link, issue 43).
  if (parsed.pathname.startsWith('/api/')) return url;
  if (new RegExp(`^/${locale}(/|$)`).test(parsed.pathname)) return url;
  parsed.pathname = pathInLocale(locale, parsed.pathname);
  return parsed.toString();
}
