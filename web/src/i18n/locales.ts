// The web app's view of the site's languages (services/contracts/src/locales.ts): their names
// as the switcher shows them, and the router's basename for each.
import { DEFAULT_LOCALE, type Locale } from '@trusthive/contracts';

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TAGS,
  isLocale,
  pathInLocale,
  splitLocalePath,
  type Locale,
} from '@trusthive/contracts';

/** Each language's name in its own script, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  bn: 'বাংলা',
};

/** The router's basename for a language ('/' for English). */
export const localeBasename = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`);
