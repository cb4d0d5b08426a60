import bengali from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import tamil from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url';
import type { Locale } from './locales';

/**
 * The font file of each language's script, as the build names it (the same file
 * styles/fonts.css declares): a page in that language preloads it, so its text is usually
 * drawn in its font from the first paint rather than swapped in after (no layout shift).
 */
export const SCRIPT_FONT_URLS: Partial<Record<Locale, string>> = {
  hi: devanagari,
  ta: tamil,
  bn: bengali,
};
