import { sql, type Kysely } from 'kysely';

// Issue 40, slice 2: a PAN typed in the search box finds the companies whose GST details carry
// it (company_gst_details.pan, the importer's and owners' facts), by an index equality as the
// other places a PAN is held are found (companies_pan_number, gst_registrations_pan, 0040).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index company_gst_details_pan on company_gst_details (pan) where pan is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists company_gst_details_pan`.execute(db);
}
