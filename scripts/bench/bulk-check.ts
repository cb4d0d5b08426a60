// Bulk-check figure (issue 43), rerunnable:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/trusthive_bench SEARCH_URL=http://127.0.0.1:4001 \
//     flock /work/bench.lock npx tsx scripts/bench/bulk-check.ts [--rows=10000] [--runs=1]
//
// Draws --rows rows from the database it runs on (a quarter each CINs, GSTINs and PANs of live
// companies, a quarter names with their state, in a fixed pseudo-random order), writes them as a
// CSV into a temporary storage folder, makes a check of a throw-away account and runs the job
// function itself (the worker's runBulkCheck) on it: every row validated, identifiers looked up
// in batches, names through the search service at SEARCH_URL (start it on the same database,
// e.g. `npm start`, providers off). Prints the wall time, rows a second, the outcomes and the
// process's peak RSS (the file is read as a stream: it should not grow with the rows). The
// account, its check and rows, and the mail each run queued are deleted at the end.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { LocalStorage, createDb } from '@trusthive/platform';
import { httpNameSearch, runBulkCheck } from '@trusthive/submissions/bulk-check-job';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000' }, runs: { type: 'string', default: '1' } },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trusthive_bench';
const searchUrl = process.env.SEARCH_URL ?? 'http://127.0.0.1:4001';

const db = createDb({ url: databaseUrl, poolSize: 6, applicationName: 'bench-bulk-check' });
const quarter = Math.ceil(rows / 4);

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

async function drawRows(): Promise<string[]> {
  const { rows: drawn } = await sql<{
    cin: string | null;
    gst_number: string | null;
    pan_number: string | null;
    company_name: string;
    company_state_code: string | null;
  }>`
    select cin, gst_number, pan_number, company_name, company_state_code from companies
    where review_status = 'live' and cin is not null
    order by hashint8(id) limit ${quarter * 4}`.execute(db);
  const lines = ['CIN,GSTIN,PAN,Name,State'];
  drawn.forEach((company, index) => {
    const kind = index % 4;
    if (kind === 0) lines.push(`${company.cin},,,,`);
    else if (kind === 1 && company.gst_number) lines.push(`,${company.gst_number},,,`);
    else if (kind === 2 && company.pan_number) lines.push(`,,${company.pan_number},,`);
    else
      lines.push(
        `,,,${csvCell(company.company_name)},${csvCell(company.company_state_code ?? '')}`,
      );
  });
  return lines.slice(0, rows + 1);
}

const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-bulk-check-'));
const storage = new LocalStorage(storageDir);
const email = `bench-${randomUUID()}@bench.example`;
try {
  const lines = await drawRows();
  const account = await db
    .insertInto('accounts')
    .values({ email })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileKey = `bulk-checks/${account.id}/${randomUUID().replace(/-/g, '')}.csv`;
  await storage.put('private', fileKey, Buffer.from(`${lines.join('\n')}\n`));
  const names = httpNameSearch(searchUrl);
  console.log(`bulk check: ${lines.length - 1} rows on ${databaseUrl.replace(/^.*\//, '')}`);
  for (let run = 1; run <= runs; run += 1) {
    const check = await db
      .insertInto('bulk_checks')
      .values({
        account_id: account.id,
        file_name: 'bench.csv',
        file_key: fileKey,
        kind: 'csv',
        mapping: JSON.stringify({ cin: 0, gstin: 1, pan: 2, name: 3, state: 4 }),
        total_rows: lines.length - 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const result = await runBulkCheck(
      { db, storage, names, publicBaseUrl: 'http://127.0.0.1:8080' },
      check.id,
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const outcomes = await db
      .selectFrom('bulk_check_rows')
      .select(['outcome', (eb) => eb.fn.countAll<string>().as('n')])
      .where('check_id', '=', check.id)
      .groupBy('outcome')
      .execute();
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s, ${Math.round((lines.length - 1) / seconds)} rows/s, ` +
        `peak RSS ${Math.round(peakRss / 1024 / 1024)} MB, ${JSON.stringify(result)}, ` +
        outcomes.map((row) => `${row.outcome} ${row.n}`).join(', '),
    );
  }
} finally {
  // The done mail each run queued, and its outbox job: never sent from a bench.
  const mails = await db
    .deleteFrom('mail_messages')
    .where('to_address', '=', email)
    .returning('id')
    .execute();
  for (const { id } of mails) {
    await db
      .deleteFrom('outbox')
      .where(sql<boolean>`payload ->> 'mailId' = ${id}`)
      .execute();
  }
  await db.deleteFrom('accounts').where('email', '=', email).execute();
  await db.destroy();
  await rm(storageDir, { recursive: true, force: true });
}
