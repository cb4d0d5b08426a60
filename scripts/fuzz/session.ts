import { randomBytes } from 'node:crypto';
import { createDb } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import type { FuzzContext } from './requests';
import { startFuzzStaff, type FuzzStaff } from './staff';
import { startFuzzStack, type FuzzStack } from './stack';

// What a fuzz run needs before its first request: the stack, a few companies to aim at (so some
// requests get past "not found" into the deeper code), the categories, and the document the
// gateway serves, which is what the requests are generated from.

export interface FuzzSession {
  stack: FuzzStack;
  document: unknown;
  context: FuzzContext;
}

/** The fuzz's runs on one machine share nothing but this prefix and its fixed length. */
function newMarker(): string {
  return `fz${randomBytes(6).toString('hex')}`;
}

export async function startFuzzSession(urls: {
  databaseUrl: string;
  redisUrl: string;
}): Promise<FuzzSession> {
  const db = createDb({ url: urls.databaseUrl, poolSize: 1, applicationName: 'fuzz-setup' });
  let companyIds: number[];
  try {
    const companies = await Promise.all(
      ['Business Services', 'Manufacturing', 'Trading'].map((industry) =>
        newCompany(db, { industrial_classification: industry }),
      ),
    );
    companyIds = companies.map((company) => company.id);
  } finally {
    await db.destroy();
  }
  const stack = await startFuzzStack(urls);
  try {
    const document = await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json();
    const categories = (await (await fetch(`${stack.baseUrl}/api/categories`)).json()) as {
      categories?: Array<{ slug: string }>;
    };
    const categorySlugs = (categories.categories ?? [])
      .map((category) => category.slug)
      .slice(0, 5);
    const staffDb = createDb({ url: urls.databaseUrl, poolSize: 1, applicationName: 'fuzz-staff' });
    let staff: FuzzStaff;
    try {
      staff = await startFuzzStaff(staffDb, stack.baseUrl);
    } finally {
      await staffDb.destroy();
    }
    return {
      stack,
      document,
      context: { marker: newMarker(), companyIds, categorySlugs, staff },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
