import { parse, type Token } from '@messageformat/parser';

// The completeness check of issue 44: every message in every language, with the same
// placeholders, plural forms that ICU can choose from, and no English left where a
// translation belongs. Run by `npm run i18n:check` (in CI's static checks).

export type Catalogs = Record<string, Record<string, Record<string, string>>>; // locale → area → id → message

/** Words kept as they are in every language (web/src/locales/GLOSSARY.md). */
const KEPT_WORDS = new Set(
  'TrustHive MCA GST GSTIN GSTN CIN LLPIN PAN DIN PIN NIC LLP CIRP URL OTP ROC IFSC UPI DPDP IT ID KB MB PDF JPEG PNG WebP SVG CSV XLSX API HTTPS SMS OK Excel UTF Windows'
    .toLowerCase()
    .split(' '),
);

/** What a message asks of its caller: argument names, numbered tags, and # outside a plural. */
function shape(
  tokens: readonly Token[],
  into = { args: new Set<string>(), tags: new Set<string>() },
) {
  for (const token of tokens) {
    if (token.type === 'content') {
      for (const [, tag] of token.value.matchAll(/<\/?(\d+)\s*\/?>/g)) into.tags.add(tag ?? '');
    } else if (token.type === 'argument' || token.type === 'function') {
      into.args.add(token.arg);
    } else if (token.type !== 'octothorpe') {
      into.args.add(token.arg);
      for (const selectCase of token.cases) shape(selectCase.tokens, into);
    }
  }
  return into;
}

/** The message's own words: its text outside placeholders and tags. */
function text(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value.replace(/<\/?\d+\s*\/?>/g, ' ');
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        return token.cases.map((selectCase) => text(selectCase.tokens)).join(' ');
      }
      return ' ';
    })
    .join('');
}

function pluralsLackOther(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') &&
      (!token.cases.some((selectCase) => selectCase.key === 'other') ||
        token.cases.some((selectCase) => pluralsLackOther(selectCase.tokens))),
  );
}

/** English words in a translation: Latin-letter words that are not kept terms, URLs or mail. */
export function englishWords(message: string): string[] {
  const words = message
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+|\S+\.(com|in|org)\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g);
  return (words ?? []).filter(
    (word) => word.length > 1 && !KEPT_WORDS.has(word.toLowerCase().replace(/['’]s$/, '')),
  );
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (set: Set<string>) => [...set].sort().join(', ') || 'none';

/** Every problem found, one line each; none means the catalogs are complete. */
export function checkCatalogs(catalogs: Catalogs, source = 'en'): string[] {
  const problems: string[] = [];
  const english = catalogs[source] ?? {};
  const parsed = (locale: string, area: string, id: string, message: string) => {
    try {
      return parse(message);
    } catch (error) {
      problems.push(
        `${locale}/${area}: ${id} is not ICU MessageFormat: ${(error as Error).message}`,
      );
      return null;
    }
  };
  for (const [locale, areas] of Object.entries(catalogs)) {
    for (const area of new Set([...Object.keys(english), ...Object.keys(areas)])) {
      const sourceMessages = english[area] ?? {};
      const messages = areas[area];
      if (!messages) {
        problems.push(`${locale}: the ${area} catalog is missing`);
        continue;
      }
      for (const id of Object.keys(messages)) {
        if (!(id in sourceMessages)) problems.push(`${locale}/${area}: ${id} is not in English`);
        if (!id.startsWith(`${area}.`))
          problems.push(`${locale}/${area}: ${id} is not in ${area}.*`);
      }
      for (const [id, sourceMessage] of Object.entries(sourceMessages)) {
        const message = messages[id];
        if (message === undefined) {
          problems.push(`${locale}/${area}: ${id} is missing`);
          continue;
        }
        if (message.trim() === '') {
          problems.push(`${locale}/${area}: ${id} is empty`);
          continue;
        }
        const tokens = parsed(locale, area, id, message);
        const sourceTokens = locale === source ? tokens : parse(sourceMessage);
        if (!tokens || !sourceTokens) continue;
        if (pluralsLackOther(tokens)) {
          problems.push(`${locale}/${area}: ${id} has a plural or select without 'other'`);
        }
        if (locale === source) continue;
        const want = shape(sourceTokens);
        const got = shape(tokens);
        if (!same(want.args, got.args)) {
          problems.push(
            `${locale}/${area}: ${id} has placeholders ${list(got.args)}, English has ${list(want.args)}`,
          );
        }
        if (!same(want.tags, got.tags)) {
          problems.push(
            `${locale}/${area}: ${id} has tags ${list(got.tags)}, English has ${list(want.tags)}`,
          );
        }
        const left = englishWords(text(tokens));
        if (left.length > 0) {
          problems.push(
            `${locale}/${area}: ${id} still has English: ${left.slice(0, 5).join(' ')}`,
          );
        }
      }
    }
  }
  return problems;
}
