import { sql, type Kysely } from 'kysely';

// Issue 44: a mail speaks the language the person used the site in (en, hi, ta, bn). The web
// app sends its page's language as Accept-Language; submissions keeps it where a mail needs it:
//
// mail_messages.locale: the language a queued mail is rendered in when it is sent.
// company_claims, reports, company_corrections, owner_change_requests, report_replies and
// data_requests .locale: the submitter's language, so a decision mail written days later by
// staff (who read the console in English) goes out in the submitter's.
// company_owners.locale: the owner's language (their claim's or registration's), for the mail
// telling them a report about their company was upheld.
// A registration's language rides in companies.submitted_facts (its other submitted facts are
// there too), so the companies table gains no column.
//
// Every row from before is English, the only language there was. Small tables: adding a
// column with a constant default is a catalogue change, and the check scans a few rows.

const TABLES = [
  'mail_messages',
  'company_claims',
  'reports',
  'company_corrections',
  'owner_change_requests',
  'report_replies',
  'data_requests',
  'company_owners',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column locale text not null default 'en'
          constraint ${sql.id(`${table}_locale_check`)} check (locale in ('en', 'hi', 'ta', 'bn'))
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column if exists locale`.execute(db);
  }
}
