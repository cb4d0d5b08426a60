import bengali from '../assets/fonts/noto-sans-bengali.woff2?url';
import devanagari from '../assets/fonts/noto-sans-devanagari.woff2?url';
import tamil from '../assets/fonts/noto-sans-tamil.woff2?url';
import type { Locale } from './locales';

/**
 * The font file of each language's script, as the build names it (the same file
 * styles/fonts.css declares, cut down by `npm run fonts:subset`): a page in that language
 * preloads it, so its text is usually drawn in its font from the first paint.
 */
export const SCRIPT_FONT_URLS: Partial<Record<Locale, string>> = {
  hi: devanagari,
  ta: tamil,
  bn: bengali,
};
