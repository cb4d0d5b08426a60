import type { Locale } from './locales';
import type enAccount from '../locales/en/account.json';
import type enApiKeys from '../locales/en/api-keys.json';
import type enBulkChecks from '../locales/en/bulk-checks.json';
import type enBrowse from '../locales/en/browse.json';
import type enCommon from '../locales/en/common.json';
import type enCompany from '../locales/en/company.json';
import type enForms from '../locales/en/forms.json';
import type enPages from '../locales/en/pages.json';
import type enRegister from '../locales/en/register.json';
import type enWatchlist from '../locales/en/watchlist.json';

/**
 * The message catalogs, one file per language and area (web/src/locales/<language>/<area>.json,
 * ICU MessageFormat). A page loads only its own language's catalogs for the areas its route
 * names, so a language adds only its own words to what a page downloads. `common` is the shell
 * (top bar, footer, shared components, formats, errors) and every page loads it.
 */
export const AREAS = [
  'common',
  'browse',
  'company',
  'register',
  'forms',
  'account',
  'pages',
  'api-keys',
  'bulk-checks',
  'watchlist',
] as const;
export type Area = (typeof AREAS)[number];

/** Every message's id, from the English catalogs (the source): a typo fails the type check. */
export type MessageId = keyof (typeof enCommon &
  typeof enBrowse &
  typeof enCompany &
  typeof enRegister &
  typeof enForms &
  typeof enAccount &
  typeof enPages &
  typeof enApiKeys &
  typeof enBulkChecks &
  typeof enWatchlist) &
  string;

/** A compiled catalog, as web/vite/messages-plugin.ts turns a JSON catalog into a module. */
export type CompiledCatalog = Record<string, unknown>;
type CatalogModule = { default: CompiledCatalog };

// One import per file, written out: a bundler only splits a dynamic import it can read.
const loaders: Record<Locale, Record<Area, () => Promise<CatalogModule>>> = {
  en: {
    common: () => import('virtual:messages/en/common'),
    browse: () => import('virtual:messages/en/browse'),
    company: () => import('virtual:messages/en/company'),
    register: () => import('virtual:messages/en/register'),
    forms: () => import('virtual:messages/en/forms'),
    account: () => import('virtual:messages/en/account'),
    pages: () => import('virtual:messages/en/pages'),
    'api-keys': () => import('virtual:messages/en/api-keys'),
    'bulk-checks': () => import('virtual:messages/en/bulk-checks'),
    watchlist: () => import('virtual:messages/en/watchlist'),
  },
  hi: {
    common: () => import('virtual:messages/hi/common'),
    browse: () => import('virtual:messages/hi/browse'),
    company: () => import('virtual:messages/hi/company'),
    register: () => import('virtual:messages/hi/register'),
    forms: () => import('virtual:messages/hi/forms'),
    account: () => import('virtual:messages/hi/account'),
    pages: () => import('virtual:messages/hi/pages'),
    'api-keys': () => import('virtual:messages/hi/api-keys'),
    'bulk-checks': () => import('virtual:messages/hi/bulk-checks'),
    watchlist: () => import('virtual:messages/hi/watchlist'),
  },
  ta: {
    common: () => import('virtual:messages/ta/common'),
    browse: () => import('virtual:messages/ta/browse'),
    company: () => import('virtual:messages/ta/company'),
    register: () => import('virtual:messages/ta/register'),
    forms: () => import('virtual:messages/ta/forms'),
    account: () => import('virtual:messages/ta/account'),
    pages: () => import('virtual:messages/ta/pages'),
    'api-keys': () => import('virtual:messages/ta/api-keys'),
    'bulk-checks': () => import('virtual:messages/ta/bulk-checks'),
    watchlist: () => import('virtual:messages/ta/watchlist'),
  },
  bn: {
    common: () => import('virtual:messages/bn/common'),
    browse: () => import('virtual:messages/bn/browse'),
    company: () => import('virtual:messages/bn/company'),
    register: () => import('virtual:messages/bn/register'),
    forms: () => import('virtual:messages/bn/forms'),
    account: () => import('virtual:messages/bn/account'),
    pages: () => import('virtual:messages/bn/pages'),
    'api-keys': () => import('virtual:messages/bn/api-keys'),
    'bulk-checks': () => import('virtual:messages/bn/bulk-checks'),
    watchlist: () => import('virtual:messages/bn/watchlist'),
  },
};

export const catalogLoader = (locale: Locale, area: Area) => loaders[locale][area];
