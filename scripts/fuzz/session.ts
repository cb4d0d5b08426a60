import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';
import type { FuzzContext } from './requests';
import { startFuzzOwner, type FuzzOwner } from './owner';
import { newFuzzBulkChecks, type FuzzBulkChecks } from './bulk-checks';
import { newUpheldReports, upheldReportRow } from './owner-replies';
import { startFuzzStaff, type FuzzStaff } from './staff';
import { freshStandInGstin } from '../e2e/gst-stand-in';
import { startFuzzStack, type FuzzStack } from './stack';

// What a fuzz run needs before its first request: the stack, a few companies to aim at (so some
// requests get past "not found" into the deeper code), the categories, and the document the
// gateway serves, which is what the requests are generated from.

/** More than the claim samples one operation sends in a run (about one per generated request). */
const CLAIM_COMPANIES = 600;

export interface FuzzSession {
  stack: FuzzStack;
  document: unknown;
  context: FuzzContext;
}

/** The fuzz's runs on one machine share nothing but this prefix and its fixed length. */
function newMarker(): string {
  return `fz${randomBytes(6).toString('hex')}`;
}

/**
 * A correction request and a contact message for the staff queues' samples to name (issue 18);
 * rows as visitors leave them, so the queues' reads and decisions have something to act on.
 */
async function newQueueItems(db: ReturnType<typeof createDb>, companyId: number) {
  const correction = await db
    .insertInto('company_corrections')
    .values({
      company_id: companyId,
      field: 'pincode',
      proposed_value: '560001',
      evidence: 'The filing of the new office.',
      requester_email: 'fuzz-requester@example.in',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('contact_messages')
    .values({
      name: 'Fuzz Visitor',
      email: 'fuzz-visitor@example.in',
      subject: 'Feedback',
      message: 'A message for the staff queue.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An owner's change waiting for review (issue 19), as the owner routes store one.
  const ownerChange = await db
    .insertInto('owner_change_requests')
    .values({
      company_id: companyId,
      owner_email: 'fuzz-owner@example.in',
      kind: 'brand-authorization',
      payload: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An owner's reply to an upheld report (issue 19), for the replies queue.
  const report = await db
    .insertInto('reports')
    .values(upheldReportRow(companyId, 'Fuzz Company', 'A report the fuzz run upholds.'))
    .returning('id')
    .executeTakeFirstOrThrow();
  const reply = await db
    .insertInto('report_replies')
    .values({
      report_id: report.id,
      company_id: companyId,
      owner_email: 'fuzz-owner@example.in',
      body: 'The company answers the report.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A registration waiting for review, for the registrations queue's detail and decision.
  const registration = await newCompany(db, {
    data_source: 'registration',
    review_status: 'pending',
  });
  // A confirmed "Your data" access request (issue 37), as following its mailed link leaves it.
  const dataRequest = await db
    .insertInto('data_requests')
    .values({
      kind: 'access',
      email: 'fuzz-person@example.in',
      email_hash: createHash('sha256').update('fuzz-person@example.in').digest('hex'),
      details: null,
      token_hash: randomBytes(32).toString('hex'),
      token_expires_at: new Date(),
      status: 'open',
      verified_at: sql`now()`,
      due_at: sql`now() + interval '30 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A GST registration the rule matched to the company (issue 40), for the GST matches queue.
  const gstMatch = await db
    .insertInto('gst_registrations')
    .values({
      gstin: freshStandInGstin('active'),
      legal_name: 'FUZZ COMPANY PRIVATE LIMITED',
      status: 'Active',
      provider: 'fuzz.example',
      stand_in: true,
      raw: '{}',
      company_id: companyId,
      match_basis: 'pan',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A person on the company's board (issue 41), for the director page's sample: a fresh DIN of
  // the run, so no other test's director is touched.
  const director = await db
    .insertInto('registry_directors')
    .values({
      din: String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0'),
      name: 'FUZZ DIRECTOR',
      provider: 'fuzz.example',
      stand_in: true,
    })
    .onConflict((conflict) => conflict.column('din').doUpdateSet({ name: 'FUZZ DIRECTOR' }))
    .returning(['id', 'public_id', 'din'])
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('companies')
    .select(['cin', 'company_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('directors')
    .values({
      company_cin: company.cin ?? 'U00000MH2000PTC000000',
      director_id: Number(director.id),
      name: 'FUZZ DIRECTOR',
      din_pan: director.din,
      designation: 'Director',
      provider: 'fuzz.example',
      stand_in: true,
    })
    .execute();
  return {
    directorId: director.public_id,
    gstMatchId: gstMatch.id,
    dataRequestId: dataRequest.id,
    correctionId: correction.id,
    contactMessageId: message.id,
    registrationId: registration.id,
    ownerChangeId: ownerChange.id,
    replyId: reply.id,
  };
}

export async function startFuzzSession(urls: {
  databaseUrl: string;
  redisUrl: string;
}): Promise<FuzzSession> {
  const db = createDb({ url: urls.databaseUrl, poolSize: 1, applicationName: 'fuzz-setup' });
  let companyIds: number[];
  let claimCompanyIds: number[];
  let queueItems: FuzzContext['queueItems'];
  try {
    const companies = await Promise.all(
      ['Business Services', 'Manufacturing', 'Trading'].map((industry) =>
        newCompany(db, { industrial_classification: industry }),
      ),
    );
    companyIds = companies.map((company) => company.id);
    claimCompanyIds = [];
    for (let index = 0; index < CLAIM_COMPANIES; index += 1) {
      claimCompanyIds.push((await newCompany(db)).id);
    }
    queueItems = await newQueueItems(db, companyIds[0]!);
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
    let owner: FuzzOwner;
    let ownerReportIds: number[];
    let bulkChecks: FuzzBulkChecks;
    try {
      staff = await startFuzzStaff(staffDb, stack.baseUrl);
      owner = await startFuzzOwner(staffDb, stack.baseUrl);
      ownerReportIds = await newUpheldReports(staffDb, owner.companyId);
      bulkChecks = await newFuzzBulkChecks(staffDb, stack.baseUrl, owner, owner.email);
    } finally {
      await staffDb.destroy();
    }
    return {
      stack,
      document,
      context: {
        marker: newMarker(),
        companyIds,
        claimCompanyIds,
        categorySlugs,
        staff,
        owner,
        ownerReportIds,
        bulkChecks,
        queueItems,
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
