import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { categorySlug } from '@trusthive/contracts';
import { createDb, createPool, type Database } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { importCompanies } from '../../scripts/import/import-companies';
import { recomputeCompany } from '../../services/scoring/src/trust-score.service';
import { launchBrowser } from './support/browser';
import { openApp } from './support/hydration';
import { realGoaRowFile } from './support/real-rows';

// Issue 36 §1 in real Chromium against the real stack: the verdict line first, on a phone and
// a desktop, for three real MCA rows of the Goa file (active, struck off, dormant), imported
// by the real importer with the data's date, and a self-registered company; and the same
// line on their search and category cards. The header takes the colour of the situation.

const UI_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 90_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DATA_DATE = '2025-05-15';
const token = randomUUID().slice(0, 8);
const title = `Verdict Category ${token}`;

interface Subject {
  id: number;
  name: string;
  cin: string | null;
  tone: string;
  line: string;
}

let db: Kysely<Database>;
let pool: pg.Pool;
let browser: Browser;
let directory: string;
const contexts: BrowserContext[] = [];
const subjects: Record<'active' | 'struckOff' | 'dormant' | 'registered', Subject> = {} as never;

async function importReal(
  status: string,
): Promise<{ id: number; name: string; cin: string; year: string }> {
  const { file, cin } = realGoaRowFile(directory, status, ['CompanyRegistrationdate_date']);
  await importCompanies({ pool, file, rejectsDir: directory, asOf: DATA_DATE });
  const row = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'registration_date'])
    .where('cin', '=', cin)
    .executeTakeFirstOrThrow();
  // In this file's own category, so its category page shows exactly these cards.
  await db
    .updateTable('companies')
    .set({ industrial_classification: title, gst_number: null })
    .where('id', '=', row.id)
    .execute();
  await recomputeCompany(db, row.id);
  return {
    id: row.id,
    name: row.company_name,
    cin,
    year: String(row.registration_date).slice(0, 4),
  };
}

beforeAll(async () => {
  db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'verdict-e2e' });
  pool = createPool({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'verdict-e2e' });
  directory = mkdtempSync(path.join(tmpdir(), 'verdict-e2e-'));

  const active = await importReal('Active');
  subjects.active = {
    ...active,
    tone: 'green',
    line: `Registered with MCA since ${active.year} · Active · no red flags · GST not checked · no reviews yet`,
  };
  const struckOff = await importReal('Strike Off');
  subjects.struckOff = {
    ...struckOff,
    tone: 'red',
    line: `Struck off per MCA records of May 2025 · Registered with MCA since ${struckOff.year}`,
  };
  const dormant = await importReal('Dormant under section 455');
  subjects.dormant = {
    ...dormant,
    tone: 'amber',
    line: `Registered with MCA since ${dormant.year} · Dormant under section 455 per MCA records of May 2025 · GST not checked · no reviews yet`,
  };
  const registered = await db
    .insertInto('companies')
    .values({
      company_name: `Verdict Self Registered ${token} Private Limited`,
      cin: null,
      company_state_code: 'Goa',
      industrial_classification: title,
      data_source: 'registration',
      review_status: 'live',
    })
    .returning(['id', 'company_name'])
    .executeTakeFirstOrThrow();
  await recomputeCompany(db, registered.id);
  subjects.registered = {
    id: registered.id,
    name: registered.company_name,
    cin: null,
    tone: 'grey',
    line: 'no red flags · Not yet matched with MCA records · GST not checked · no reviews yet',
  };
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

async function openPage(pathname: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await openApp(page, pathname, UI_TIMEOUT_MS);
  return page;
}

/** The line as a sighted reader sees it (the tone's words are for screen readers). */
const visibleLine = (text: string) =>
  text.replace(/^(Warning|Caution|Checked|Not enough known):\s*/, '');

describe('the verdict line on the profile', () => {
  for (const [viewportName, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(
      `should lead every profile with its verdict in the colour of its situation on a ${viewportName}`,
      async () => {
        for (const subject of Object.values(subjects)) {
          const page = await openPage(`/company/${subject.id}`, viewport);
          const main = page.getByRole('main');
          await main.getByRole('heading', { level: 1, name: subject.name }).waitFor();
          const header = main.locator('header.company-header');
          expect(await header.getAttribute('data-tone'), subject.name).toBe(subject.tone);
          const verdict = header.getByTestId('verdict');
          expect(visibleLine(await verdict.innerText()), subject.name).toBe(subject.line);
          expect(await verdict.getAttribute('data-tone')).toBe(subject.tone);
          // Status, age and MCA match are on the first screen, before any scrolling.
          const box = await verdict.boundingBox();
          expect(box, subject.name).not.toBeNull();
          expect(box!.y + box!.height, subject.name).toBeLessThanOrEqual(viewport.height);
          // Each part traces to its source.
          await header.getByText('Where this comes from').click();
          const sources = header.locator('.company-verdict__list');
          expect(await sources.innerText()).toContain('Source: ');
          if (subject.cin) {
            expect(await sources.innerText()).toContain(
              'Source: MCA company master data, 15/05/2025',
            );
          }
          await page.close();
        }
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    'should never tell a self-registered company it is not active',
    async () => {
      const page = await openPage(`/company/${subjects.registered.id}`, PHONE);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: subjects.registered.name }).waitFor();
      expect(await main.innerText()).not.toContain('This company is not listed as active');
      expect(await main.getByTestId('verdict').innerText()).toContain(
        'Not yet matched with MCA records',
      );
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the verdict line on the cards', () => {
  it(
    'should show the same line on each registry company’s search result',
    async () => {
      for (const subject of [subjects.active, subjects.struckOff, subjects.dormant]) {
        const page = await openPage(`/search?q=${subject.cin}&type=cin`, PHONE);
        const card = page
          .getByRole('region', { name: 'Search results' })
          .locator('article')
          .first();
        await card.getByRole('heading', { level: 2, name: subject.name, exact: true }).waitFor();
        const verdict = card.getByTestId('verdict');
        expect(visibleLine(await verdict.innerText()), subject.name).toBe(subject.line);
        expect(await verdict.getAttribute('data-tone')).toBe(subject.tone);
        await page.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'should show every company’s line on its category card',
    async () => {
      const page = await openPage(`/category/${categorySlug(title)}`, DESKTOP);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      for (const subject of Object.values(subjects)) {
        const card = page.locator('.company-list-card', { hasText: subject.name });
        await card.waitFor();
        expect(visibleLine(await card.getByTestId('verdict').innerText()), subject.name).toBe(
          subject.line,
        );
      }
    },
    TEST_TIMEOUT_MS,
  );
});
