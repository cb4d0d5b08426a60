import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { FuzzOwner } from './owner';
import { BULK_CHECK_CSV } from './requests';

// Bulk checks (issue 43) in the fuzz: the run's signed-in account uploads one table through the
// stack (the start sample starts checks from it: an upload may be checked more than once) and
// has one finished check, whose detail and download samples read it.

export interface FuzzBulkChecks {
  uploadId: string;
  checkId: string;
}

export async function newFuzzBulkChecks(
  db: Kysely<Database>,
  baseUrl: string,
  owner: FuzzOwner,
  ownerEmail: string,
): Promise<FuzzBulkChecks> {
  const form = new FormData();
  form.append('file', new Blob([BULK_CHECK_CSV], { type: 'text/csv' }), 'fuzz-suppliers.csv');
  const response = await fetch(`${baseUrl}/api/account/bulk-checks/uploads`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrfToken },
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`fuzz bulk-check upload answered ${response.status}: ${await response.text()}`);
  }
  const { uploadId } = (await response.json()) as { uploadId: string };
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', ownerEmail.toLowerCase())
    .executeTakeFirstOrThrow();
  const check = await db
    .insertInto('bulk_checks')
    .values({
      account_id: account.id,
      file_name: 'fuzz-suppliers.csv',
      file_key: `bulk-checks/${account.id}/${uploadId}`,
      kind: 'csv',
      mapping: JSON.stringify({ cin: 0, gstin: 1, pan: 2, name: 3, state: 4 }),
      total_rows: 1,
      rows_done: 1,
      status: 'done',
      finished_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bulk_check_rows')
    .values({
      check_id: check.id,
      row_number: 2,
      input: JSON.stringify({ cin: 'U12345MH2020PTC123456' }),
      outcome: 'not_found',
    })
    .execute();
  return { uploadId, checkId: check.id };
}
