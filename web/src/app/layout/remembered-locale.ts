import { LOCALES, isLocale, type Locale } from '../../i18n';

// The visitor's choice of language, kept in the browser's storage rather than a cookie: a
// cookie would make every page a private one, passing the shared page cache by (issue 42).
const KEY = 'trusthive.language';

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts this page only.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's preferred languages TrustHive speaks, if any. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === language);
    if (found) return found;
  }
  return null;
}
