import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from '@trusthive/platform';

/**
 * A kysely handle over one connection the importer already holds, so platform's outbox (which
 * speaks kysely) writes its rows on that connection, inside the batch's open transaction. Never
 * releases or ends the connection: importCompanies owns it.
 */
export function kyselyOnClient(client: pg.ClientBase): Kysely<Database> {
  const connection = {
    query: (text: string, parameters: ReadonlyArray<unknown>) =>
      client.query(text, [...parameters]),
    release: () => undefined,
  };
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect: async () => connection as never, end: async () => undefined },
    }),
  });
}
