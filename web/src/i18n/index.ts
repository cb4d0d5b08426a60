import { setupI18n, type I18n } from '@lingui/core';
import { AREAS, catalogLoader, type Area, type MessageId } from './catalogs';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, pathInLocale, type Locale } from './locales';

export { AREAS, type Area, type MessageId } from './catalogs';
export * from './locales';

/**
 * The language of what is being rendered. The browser fixes it once, from the page's URL (a
 * language switch is a new page); the server renders many languages at once and answers
 * per render (entry-server.tsx).
 */
let localeSource: Locale | (() => Locale) = DEFAULT_LOCALE;

export function setLocaleSource(source: Locale | (() => Locale)): void {
  localeSource = source;
}

export function currentLocale(): Locale {
  return typeof localeSource === 'function' ? localeSource() : localeSource;
}

/** The BCP 47 tag of the current language ('hi-IN'), for `lang` and Intl. */
export const currentLocaleTag = () => LOCALE_TAGS[currentLocale()];

// One Lingui instance per language, never re-activated: the server renders several languages
// at once, and an instance's active language is shared state.
const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({
      locale,
      // Numbers in messages ({count, plural, …}'s #) in Latin digits with Indian grouping, in
      // every language (see the glossary): Bengali's default would be Bengali digits.
      locales: [`${LOCALE_TAGS[locale]}-u-nu-latn`],
      messages: { [locale]: {} },
      // A message a catalog lacks (the completeness check keeps this from reaching main):
      // English where it is loaded (always, on the server), else the id, never a blank.
      missing: (_locale, id) =>
        locale === DEFAULT_LOCALE ? id : (instances[DEFAULT_LOCALE]?._(id) ?? id),
    }),
  ]),
) as Record<Locale, I18n>;

export const i18nFor = (locale: Locale): I18n => instances[locale];
export const currentI18n = (): I18n => instances[currentLocale()];

export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * A message in the current language. Call it while rendering (or in a page's `meta`), never at
 * a module's top level: the language is only known once a page is being rendered.
 */
export function t(id: MessageId, values?: MessageValues): string {
  return currentI18n()._(id, values as Record<string, unknown> | undefined);
}

/** A message in a given language (e-mails and alternates name theirs). */
export function tIn(locale: Locale, id: MessageId, values?: MessageValues): string {
  return instances[locale]._(id, values as Record<string, unknown> | undefined);
}

/** A site path in the current language: for plain <a href>, redirects and canonical URLs. */
export const localeHref = (path: string) => pathInLocale(currentLocale(), path);

const loaded = new Map<string, Promise<void>>();

/** Loads a language's catalogs for some areas into its instance (each file once). */
export function loadCatalogs(locale: Locale, areas: readonly Area[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const key = `${locale}/${area}`;
      let done = loaded.get(key);
      if (!done) {
        done = catalogLoader(locale, area)().then((module) => {
          instances[locale].load(locale, module.default as never);
        });
        // A failed download is tried again on the next navigation.
        done.catch(() => loaded.delete(key));
        loaded.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** Every catalog of every language: the server renders them all. */
export const loadAllCatalogs = () =>
  Promise.all(LOCALES.map((locale) => loadCatalogs(locale, AREAS))).then(() => undefined);
