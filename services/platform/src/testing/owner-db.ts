import type { Kysely } from 'kysely';
import { createDb } from '../db/client';
import type { Database } from '../db/schema';
import { testOwnerDatabaseUrl } from './test-env';

/**
 * A connection as the owning role, for what the services' role may not do (issue 37): a test
 * that injects a failure with a trigger creates and drops it here. Destroy it when done.
 */
export function ownerTestDb(): Kysely<Database> {
  return createDb({ url: testOwnerDatabaseUrl(), poolSize: 1, applicationName: 'test-owner' });
}
