// The script font of each language that has one (issue 44): its Fontsource source file and the
// Unicode block it covers. Shared by the subsetter (subset-fonts.ts) and the completeness check.

export interface ScriptFont {
  locale: string;
  /** The subset's name in web/src/assets/fonts (also styles/fonts.css and i18n/fonts.ts). */
  file: string;
  /** Fontsource's file of the script's block, every weight, under node_modules. */
  source: string;
  /** The script's Unicode block. */
  from: number;
  to: number;
}

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    locale: 'hi',
    file: 'noto-sans-devanagari',
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    from: 0x0900,
    to: 0x097f,
  },
  {
    locale: 'ta',
    file: 'noto-sans-tamil',
    source: '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2',
    from: 0x0b80,
    to: 0x0bff,
  },
  {
    locale: 'bn',
    file: 'noto-sans-bengali',
    source:
      '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    from: 0x0980,
    to: 0x09ff,
  },
];

/** The characters of a text in a font's block (with the joiners its shaping uses), sorted. */
export function scriptCharacters(text: string, font: ScriptFont): string {
  const inBlock = new Set(
    [...text].filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= font.from && code <= font.to) || code === 0x200c || code === 0x200d;
    }),
  );
  // The danda (।) is Devanagari's, used by Bengali too.
  if (font.locale !== 'hi' && text.includes('।')) inBlock.add('।');
  return [...inBlock].sort().join('');
}
