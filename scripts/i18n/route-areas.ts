import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which catalogs each page needs (issue 44). A page loads only `common` and the areas its route
// names (PAGE_AREAS in web/src/app/router.tsx); the server has every catalog, so a component
// using another area's words renders on the server and then shows raw ids once the browser
// hydrates it (About showed 'browse.stats.registryStates' where the directory's figure was).
// This walks each route module's imports and names the areas whose ids they use and the route
// does not load.

const AREA_ID =
  /['"`](common|browse|company|register|forms|account|pages|api-keys|bulk-checks|watchlist)\.[A-Za-z0-9]/g;
const IMPORT =
  /(?:^|\n)\s*import\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The areas whose ids the module and everything it imports (statically or lazily) use. */
function areasUsed(entry: string, webSrc: string): Set<string> {
  const areas = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, area] of source.matchAll(AREA_ID)) areas.add(area ?? '');
    for (const match of source.matchAll(IMPORT)) {
      const resolved = resolveModule(file, match[1] ?? match[2] ?? '');
      // The i18n core names every area; the router is the table being checked.
      if (
        resolved &&
        resolved.startsWith(webSrc) &&
        !resolved.includes(`${path.sep}i18n${path.sep}`) &&
        !resolved.endsWith(`${path.sep}router.tsx`)
      ) {
        visit(resolved);
      }
    }
  };
  visit(entry);
  return areas;
}

/** Each route whose modules use words of an area it does not load, one line each. */
export function checkRouteAreas(webRoot: string): string[] {
  const webSrc = path.join(webRoot, 'src');
  const router = readFileSync(path.join(webSrc, 'app/router.tsx'), 'utf8');
  const table = /const PAGE_AREAS[^=]*=\s*\{([\s\S]*?)\n\};/.exec(router)?.[1];
  if (!table) return ['web/src/app/router.tsx: PAGE_AREAS not found'];
  const problems: string[] = [];
  for (const [, quoted, bare, list] of table.matchAll(/(?:'([^']+)'|([\w-]+)):\s*\[([^\]]*)\]/g)) {
    const route = quoted ?? bare ?? '';
    const loaded = new Set([
      'common',
      ...[...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]),
    ]);
    const file = path.join(webSrc, 'app/routes', `${route}.tsx`);
    if (!existsSync(file)) {
      problems.push(`PAGE_AREAS names ${route}, which has no route module`);
      continue;
    }
    const missing = [...areasUsed(file, webSrc)].filter((area) => !loaded.has(area));
    if (missing.length > 0) {
      problems.push(
        `the ${route} page uses words of ${missing.join(', ')} but loads only ${[...loaded].join(', ')} (PAGE_AREAS in web/src/app/router.tsx)`,
      );
    }
  }
  return problems;
}
