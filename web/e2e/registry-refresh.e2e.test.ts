import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, createPool, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { importCompanies } from '../../scripts/import/import-companies';
import { recomputeCompany, scoreEvents } from '../../services/scoring/src/trust-score.service';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';
import { e2eQueuePrefix, ownRealActiveRow } from './support/real-rows';

// Issue 41 part 5 in real Chromium against the real stack: a company imported from an MCA file,
// then a newer file with its status changed to Strike Off. The importer logs the change and
// writes the company's company.changed in its batch's transaction (the outbox); the stack's
// relay sends it to the scoring worker, which stores the new score with a history entry naming
// the change and the file's date. The profile shows both. The company is a real Goa row under a
// CIN of this test's own (serial 9xxxxx, above any Goa company's), since tests share the run's
// database and another reads the real row as MCA describes it.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;
const FIRST_DATE = '2025-05-05';
const NEWER_DATE = '2026-08-12';
const HISTORY_ENTRY = 'Company status changed to Strike Off per the MCA file of 12 August 2026';

let db: Kysely<Database>;
let pool: pg.Pool;
let browser: Browser;
let directory: string;
const contexts: BrowserContext[] = [];
const subject = { id: 0, name: '' };

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'registry-refresh-e2e' });
  pool = createPool({
    url: testDatabaseUrl(),
    poolSize: 1,
    applicationName: 'registry-refresh-e2e',
  });
  directory = mkdtempSync(path.join(tmpdir(), 'registry-refresh-e2e-'));
  const own = ownRealActiveRow(directory, { namePrefix: 'REGISTRY REFRESH', skip: 3 });
  subject.name = own.name;
  const first = own.fileWithStatus('Active', FIRST_DATE);
  const newer = own.fileWithStatus('Strike Off', NEWER_DATE);
  const cin = own.cin;
  const prefix = e2eQueuePrefix();
  const options = { pool, rejectsDir: directory, queuePrefix: prefix };

  expect(await importCompanies({ ...options, file: first, asOf: FIRST_DATE })).toMatchObject({
    inserted: 1,
  });
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('cin', '=', cin)
    .executeTakeFirstOrThrow();
  subject.id = row.id;
  // The first score, as the load's bulk event would have stored it, so the change has a before.
  await recomputeCompany(db, row.id, scoreEvents(prefix));

  expect(await importCompanies({ ...options, file: newer, asOf: NEWER_DATE })).toMatchObject({
    changed: 1,
  });
  browser = await launchBrowser();
}, TEST_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await pool?.end();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

async function openProfile(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, `/company/${subject.id}`, UI_TIMEOUT_MS);
  await page.getByRole('heading', { level: 1, name: subject.name, exact: true }).waitFor();
  return page;
}

/**
 * Reloads the profile, as a visitor would, until its score history says `words`: the
 * importer's company.changed reaches the scoring worker through the outbox, a relay round later.
 */
async function reloadUntilHistorySays(page: Page, words: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const timeline = page.getByTestId('score-timeline');
    const text = (await timeline.count()) > 0 ? await timeline.innerText() : '';
    if (text.includes(words)) return text;
    if (Date.now() > deadline) throw new Error(`the score history never said "${words}": ${text}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

describe('a re-import of a newer MCA file (issue 41)', () => {
  it(
    "should list the status change under Registry changes with the newer file's date",
    async () => {
      const page = await openProfile();
      const section = page.getByRole('region', { name: 'Registry changes' });
      const lines = await section.getByTestId('registry-change').allInnerTexts();
      // A screen reader hears 'changed to' where the eye sees the arrow.
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Status: Active →\s+(changed to\s+)?Strike Off \(per the MCA file of 12\/08\/2026\)$/,
      );
      // The record itself is the newer file's: struck off, as of its date.
      await page
        .getByText(
          'Source: MCA company master data, file goa-companies-2026-08.csv, dated 12/08/2026',
        )
        .first()
        .waitFor();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should re-score the company, its score history naming the change and the file’s date',
    async () => {
      const page = await openProfile();
      const history = await reloadUntilHistorySays(page, HISTORY_ENTRY);
      // Struck off: the registry's 5 status points and every red-flag point are gone.
      const entry =
        /(\d+) → (\d+) on \d{2}\/\d{2}\/\d{4}: Company status changed to Strike Off/.exec(history);
      expect(entry).not.toBeNull();
      expect(Number(entry![2])).toBeLessThan(Number(entry![1]));
    },
    TEST_TIMEOUT_MS,
  );
});
