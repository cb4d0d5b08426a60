import { sql, type Kysely } from 'kysely';

// What visitors send in: entity types for the wizard, claims, reports and contact messages.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_entity_type (
      entity_type text primary key,
      registered_with_mca boolean not null,
      notes text
    )
  `.execute(db);
  // The spec's fallback list (§3), frozen here as data of this migration.
  await sql`
    insert into company_entity_type (entity_type, registered_with_mca, notes) values
      ('Private Limited', true, 'Registered with the Ministry of Corporate Affairs; has a CIN'),
      ('Public Limited', true, 'Registered with the Ministry of Corporate Affairs; has a CIN'),
      ('LLP', true, 'Limited Liability Partnership; has an LLPIN'),
      ('One Person Company', true, 'Registered with the Ministry of Corporate Affairs; has a CIN'),
      ('Section 8 Company', true, 'Not-for-profit company; has a CIN'),
      ('Sole Proprietorship', false, 'Not registered with the Ministry of Corporate Affairs'),
      ('Partnership Firm', false, 'Registered with the state Registrar of Firms, not the MCA'),
      ('HUF', false, 'Hindu Undivided Family; not registered with the MCA')
  `.execute(db);

  await sql`
    create table company_claims (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id) on delete cascade,
      mobile_number text not null check (mobile_number ~ '^[6-9][0-9]{9}$'),
      email text not null,
      director_id_proof_url text not null,
      business_proof_url text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      review_note text,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'pending') = (reviewed_at is null))
    )
  `.execute(db);
  await sql`create index company_claims_company on company_claims (company_id, created_at)`.execute(
    db,
  );

  await sql`
    create table reports (
      id bigint generated always as identity primary key,
      company_id bigint references companies (id) on delete set null,
      company_name text not null check (btrim(company_name) <> ''),
      company_website text,
      report_type text not null check (report_type in (
        'Fraudulent Activity', 'Misleading Information', 'Fake Company', 'Scam',
        'Poor Business Practices', 'Other')),
      description text not null check (btrim(description) <> ''),
      evidence text,
      reporter_name text not null,
      reporter_email text not null,
      reporter_phone text,
      status text not null default 'open' check (status in ('open', 'reviewing', 'actioned', 'dismissed')),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index reports_company on reports (company_id)`.execute(db);

  await sql`
    create table contact_messages (
      id bigint generated always as identity primary key,
      name text not null check (btrim(name) <> ''),
      email text not null,
      subject text not null check (subject in (
        'General Inquiry', 'Business Registration', 'Report a Company', 'Technical Support', 'Feedback')),
      message text not null check (btrim(message) <> ''),
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_messages', 'reports', 'company_claims', 'company_entity_type']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
