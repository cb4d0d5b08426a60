import type pg from 'pg';

/** An index a bulk load dropped, and the statement that builds it again. */
export interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * Drops the indexes of these tables that no constraint needs (search, sort and filter indexes)
 * and returns their definitions to build them again. Both bulk loads (the generator's and the
 * importer's) run it inside their load's transaction, so a failure rolls the drop back too; the
 * price is that the tables are locked against readers until the commit.
 */
export async function dropSecondaryIndexes(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<SecondaryIndex>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not i.indisprimary
        and not i.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by i.indexrelid`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows;
}
