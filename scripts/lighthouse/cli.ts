// `npm run lighthouse -- --url http://127.0.0.1:8080`: Lighthouse (mobile preset, the package's
// default config) on home, a search, a profile and a category page of a running stack, each
// run --runs times (3 by default) in headless Chromium, printing the median run of each page.
// See README.md beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES, isLocale, pathInLocale, type Locale } from '@trusthive/contracts';
import {
  CATEGORIES,
  medianRun,
  renderTable,
  summarize,
  type LighthouseResult,
  type RunSummary,
} from './summary';

/** Headless, and no sandbox: the machines that run this run it as root in a container. */
const DEFAULT_CHROME_FLAGS = '--headless=new --no-sandbox --no-first-run';

const usage = `usage: npm run lighthouse -- --url <base URL> [--runs 3] [--term private]
                      [--company <id>] [--category <slug>] [--languages en,hi,ta,bn]
                      [--chrome /usr/bin/chromium]
                      [--chrome-flags "${DEFAULT_CHROME_FLAGS}"] [--save <dir>]

Pages: home (/), search (/search?q=<term>), profile (/company/<id>, default: the first result
of the search) and category (/category/<slug>, default: the category with most companies),
in each language of --languages (English by default; /hi/…, /ta/…, /bn/… for the others).
--save writes every run's whole report as <dir>/<page>-<run>.json, for the details of an audit.`;

const say = (line: string) => console.error(`· ${line}`);

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function pagesOf(base: string, term: string, company?: string, category?: string) {
  const companyId =
    company ??
    String(
      (
        await json<{ results: { id: number }[] }>(
          `${base}/api/search?q=${encodeURIComponent(term)}`,
        )
      ).results[0]?.id ?? '',
    );
  if (!companyId) throw new Error(`the search for "${term}" found no company; pass --company`);
  const slug =
    category ??
    [
      ...(await json<{ categories: { slug: string; count: number }[] }>(`${base}/api/categories`))
        .categories,
    ].sort((a, b) => b.count - a.count)[0]?.slug;
  if (!slug) throw new Error('the stack lists no category; pass --category');
  return [
    { page: 'home', path: '/' },
    { page: 'search', path: `/search?q=${encodeURIComponent(term)}` },
    { page: 'profile', path: `/company/${companyId}` },
    { page: 'category', path: `/category/${slug}` },
  ];
}

/**
 * One Lighthouse run. A run Lighthouse could not record (a trace without a navigation start
 * on a busy machine, NO_NAVSTART and the like) is tried again, twice at most: it says nothing
 * about the page, and losing the whole measurement to it costs minutes of a shared machine.
 */
async function runOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    say(`${url}: ${error.code}, trying again`);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      term: { type: 'string', default: 'private' },
      company: { type: 'string' },
      category: { type: 'string' },
      chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      'chrome-flags': { type: 'string', default: DEFAULT_CHROME_FLAGS },
      save: { type: 'string' },
      languages: { type: 'string', default: 'en' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (values.help || !values.url || !Number.isInteger(runs) || runs < 1) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const base = values.url.replace(/\/+$/, '');
  const languages = values.languages.split(',').filter(Boolean);
  const unknown = languages.find((language) => !isLocale(language));
  if (unknown) throw new Error(`--languages: ${unknown} is not one of ${LOCALES.join(', ')}`);
  const pages = (await pagesOf(base, values.term, values.company, values.category)).flatMap(
    (page) =>
      languages.map((language) => ({
        page: language === 'en' ? page.page : `${page.page} (${language})`,
        file: language === 'en' ? page.page : `${page.page}-${language}`,
        path: pathInLocale(language as Locale, page.path),
      })),
  );
  if (values.save) mkdirSync(values.save, { recursive: true });

  const chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: values['chrome-flags'].split(/\s+/).filter(Boolean),
  });
  const rows: { page: string; path: string; run: RunSummary }[] = [];
  try {
    for (const { page, file, path: pagePath } of pages) {
      const summaries: RunSummary[] = [];
      for (let index = 1; index <= runs; index += 1) {
        say(`${page} ${pagePath}: run ${index} of ${runs}`);
        const result = await runOnce(`${base}${pagePath}`, chrome.port);
        if (values.save) {
          writeFileSync(
            path.join(values.save, `${file}-${index}.json`),
            JSON.stringify(result.lhr, null, 2),
          );
        }
        summaries.push(summarize(result.lhr as unknown as LighthouseResult));
      }
      rows.push({ page, path: pagePath, run: medianRun(summaries) });
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset, ${base}`,
  );
  console.log(renderTable(rows));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
