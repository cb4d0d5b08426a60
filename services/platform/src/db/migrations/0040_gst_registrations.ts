import { sql, type Kysely } from 'kysely';

// Issue 40: GST registrations as the GST network (GSTN) describes them, one row per GSTIN,
// written by the enrichment service from a GST Suvidha Provider's taxpayer search. What GSTN
// said, with its own date (gstn_updated_on, its `lstupdt`) and ours (fetched_at); never what an
// owner typed (company_gst_details keeps that).
//
// - status is GSTN's word as sent (Active, Cancelled, Suspended, …); a word we do not know is
//   kept and shown, never counted as active.
// - provider names who relayed it; stand_in marks a record a stand-in server of ours answered
//   (tests, the demo), never shown as GSTN's.
// - legal_name and trade_name are a proprietor's own name when the registration is a
//   proprietorship's: the GST portal publishes them, and so does the record page.
// - raw is the provider's answer as received, for audit of what was shown.
// - pan (characters 3-12 of the GSTIN) is stored to find every registration of a PAN.
// - company_id and match_basis: the MCA company the written rule matched it to (by PAN, or by
//   legal name and state; contracts' gst-match.ts), computed again with every answer stored.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table gst_registrations (
      gstin text primary key check (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
      pan text not null generated always as (substr(gstin, 3, 10)) stored,
      legal_name text not null check (length(legal_name) between 1 and 300),
      trade_name text check (length(trade_name) <= 300),
      status text not null check (length(status) between 1 and 40),
      registered_on date,
      cancelled_on date,
      constitution text check (length(constitution) <= 100),
      taxpayer_type text check (length(taxpayer_type) <= 100),
      state_name text check (length(state_name) <= 100),
      pincode text check (pincode ~ '^[0-9]{6}$'),
      nature_of_business text[] not null default '{}',
      einvoice_enabled boolean,
      gstn_updated_on date,
      provider text not null check (length(provider) between 1 and 200),
      stand_in boolean not null default false,
      raw jsonb not null,
      fetched_at timestamptz not null default now(),
      company_id bigint references companies (id) on delete set null,
      match_basis text check (match_basis in ('pan', 'legal_name_and_state')),
      constraint gst_registrations_match_complete
        check ((company_id is null) = (match_basis is null))
    )
  `.execute(db);
  await sql`create index gst_registrations_company on gst_registrations (company_id)`.execute(db);
  // The match rule's candidates (contracts' gst-match.ts): the PAN on a company's record, and
  // its name compared upper-cased. An equality on an index each: the trigram index answers an
  // ILIKE of a whole name too, but reads the long lists of "PRIVATE LIMITED"'s trigrams (21 ms
  // on the 41,913-row sample, far more at 10 lakh), where a lookup may add at most 50 ms.
  await sql`
    create index companies_pan_number on companies (pan_number) where pan_number is not null
  `.execute(db);
  await sql`create index companies_name_upper on companies (upper(company_name))`.execute(db);
  await sql`create index gst_registrations_pan on gst_registrations (pan)`.execute(db);
  // The record page names the companies whose own record lists the number (as they gave it:
  // an owner's typing, the importer's GST details; both columns hold it upper-cased).
  await sql`
    create index companies_gst_number on companies (gst_number) where gst_number is not null
  `.execute(db);
  await sql`create index company_gst_details_gstin on company_gst_details (gstin)`.execute(db);
  // The refresh job's walk: the oldest first.
  await sql`create index gst_registrations_fetched_at on gst_registrations (fetched_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists company_gst_details_gstin`.execute(db);
  await sql`drop index if exists companies_gst_number`.execute(db);
  await sql`drop index if exists companies_pan_number`.execute(db);
  await sql`drop index if exists companies_name_upper`.execute(db);
  await db.schema.dropTable('gst_registrations').ifExists().execute();
}
