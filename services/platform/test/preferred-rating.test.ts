import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { preferredRating } from '../src/db/preferred-rating';
import { letters, newCompany } from '../src/testing';
import { testDatabaseUrl } from '../src/testing/test-env';

// Spec §7's rule of which cached rating is a company's, on real PostgreSQL: its own row, else
// an untied row of its name, else one of its domain; a row without a score is none.

const db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'rating-test' });

afterAll(() => db.destroy());

async function ratingOf(company: { id: number; name: string; domainName: string | null }) {
  const { rows } = await preferredRating({
    id: sql`${company.id}`,
    name: sql`${company.name}`,
    domainName: sql`${company.domainName}`,
  }).execute(db);
  return rows[0] ? Number(rows[0].trust_score) : null;
}

async function rating(values: {
  companyId: number | null;
  name: string;
  domain?: string | null;
  score: number | null;
}) {
  await db
    .insertInto('trustpilot_ratings')
    .values({
      company_id: values.companyId,
      company_name: values.name,
      domain_name: values.domain ?? null,
      trust_score: values.score,
    })
    .execute();
}

describe('preferredRating', () => {
  it("should take the company's own row, then its name's, then its domain's", async () => {
    const token = letters(10);
    const company = await newCompany(db, { company_name: `Rated ${token} Ltd` });
    const asked = { id: company.id, name: `rated ${token} ltd`, domainName: `${token}.example` };
    expect(await ratingOf(asked)).toBeNull();

    await rating({ companyId: null, name: 'Someone else', domain: `${token}.EXAMPLE`, score: 3.1 });
    expect(await ratingOf(asked)).toBe(3.1);
    expect(await ratingOf({ ...asked, domainName: null })).toBeNull();

    await rating({ companyId: null, name: `RATED ${token} LTD`, score: 3.9 });
    expect(await ratingOf(asked)).toBe(3.9);

    await rating({ companyId: company.id, name: company.company_name, score: 4.4 });
    expect(await ratingOf(asked)).toBe(4.4);
  });

  it('should pass over a row without a score, and rows tied to another company', async () => {
    const token = letters(10);
    const company = await newCompany(db, { company_name: `Unrated ${token} Ltd` });
    const other = await newCompany(db, { company_name: `Other ${token} Ltd` });
    await rating({ companyId: company.id, name: company.company_name, score: null });
    await rating({ companyId: other.id, name: company.company_name, score: 2.5 });
    const asked = { id: company.id, name: company.company_name, domainName: null };
    expect(await ratingOf(asked)).toBeNull();

    await rating({ companyId: null, name: company.company_name, score: 4.1 });
    expect(await ratingOf(asked)).toBe(4.1);
  });
});
