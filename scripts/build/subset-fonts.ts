// `npm run fonts:subset`: the script fonts of Hindi, Tamil and Bengali (issue 44), cut down to
// what TrustHive writes in them. Fontsource's per-script files of Noto Sans are whole Unicode
// blocks with every weight from 100 to 900 (Devanagari 121 KB, Bengali 108 KB): a phone on a
// slow connection waits for that before the page's text is drawn in its font. Names and
// registry values are Latin, so the language's own text is the catalogs' text: each font keeps
// the characters the catalogs use (with the conjuncts and marks shaping needs, which harfbuzz's
// subsetter keeps) and the weights the styles use (400 to 700). A character a visitor types
// that the subset lacks is drawn by the next font in the stack.
//
// Writes web/src/assets/fonts/<script>.woff2 and subset-chars.json, the characters each was
// cut to; `npm run i18n:check` fails when a catalog uses a character its font was not cut
// with, so a new translation is never drawn in a fallback font unnoticed. Run it after
// changing a catalog.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SCRIPT_FONTS, scriptCharacters } from './script-fonts';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'web/src/locales');
const fontsDir = path.join(root, 'web/src/assets/fonts');

const chars: Record<string, string> = {};
for (const font of SCRIPT_FONTS) {
  const dir = path.join(localesDir, font.locale);
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => Object.values(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).join(''))
    .join('');
  const used = scriptCharacters(text, font);
  const source = readFileSync(path.join(root, 'node_modules', font.source));
  const subset = await subsetFont(source, used, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(path.join(fontsDir, `${font.file}.woff2`), subset);
  chars[font.locale] = used;
  console.log(
    `${font.file}: ${[...used].length} characters, ${(source.length / 1024).toFixed(0)} KB → ${(subset.length / 1024).toFixed(0)} KB`,
  );
}
writeFileSync(path.join(fontsDir, 'subset-chars.json'), `${JSON.stringify(chars, null, 2)}\n`);
