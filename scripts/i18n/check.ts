import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SCRIPT_FONTS, scriptCharacters } from '../build/script-fonts';
import { checkCatalogs, type Catalogs } from './check-messages';
import { checkRouteAreas } from './route-areas';

// `npm run i18n:check`: the message catalogs (web/src/locales/<language>/<area>.json) are
// complete in every language; see check-messages.ts for what that means.
const localesDir = path.resolve(import.meta.dirname, '../../web/src/locales');
const catalogs: Catalogs = {};
for (const locale of readdirSync(localesDir, { withFileTypes: true })) {
  if (!locale.isDirectory()) continue;
  const areas: Catalogs[string] = {};
  for (const file of readdirSync(path.join(localesDir, locale.name))) {
    if (!file.endsWith('.json')) continue;
    areas[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(path.join(localesDir, locale.name, file), 'utf8'),
    ) as Record<string, string>;
  }
  catalogs[locale.name] = areas;
}
const problems = [
  ...checkCatalogs(catalogs),
  ...checkFontCoverage(catalogs),
  ...checkRouteAreas(path.resolve(localesDir, '../..')),
];
const counts = Object.entries(catalogs).map(
  ([locale, areas]) =>
    `${locale} ${Object.values(areas).reduce((sum, area) => sum + Object.keys(area).length, 0)}`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`[i18n] ${problems.length} problems (messages: ${counts.join(', ')})`);
  process.exit(1);
}
console.log(`[i18n] every message in every language (${counts.join(', ')})`);

/**
 * Every character a catalog writes in its script is in the font cut for it (subset-chars.json,
 * written by `npm run fonts:subset`); one missing would be drawn in a fallback font.
 */
function checkFontCoverage(all: Catalogs): string[] {
  const cut = JSON.parse(
    readFileSync(path.join(localesDir, '../assets/fonts/subset-chars.json'), 'utf8'),
  ) as Record<string, string>;
  return SCRIPT_FONTS.flatMap((font) => {
    const text = Object.values(all[font.locale] ?? {})
      .flatMap((area) => Object.values(area))
      .join('');
    const missing = [...scriptCharacters(text, font)].filter(
      (char) => !cut[font.locale]?.includes(char),
    );
    return missing.length > 0
      ? [
          `${font.locale}: the ${font.file} font lacks ${missing.join(' ')}: run npm run fonts:subset`,
        ]
      : [];
  });
}
