import { sql, type Kysely } from 'kysely';

// Issue 36, for every database the run command already loaded with the bundled MCA files:
//
// 1. Two rows of the Maharashtra sample were not real companies but altered copies the source
//    test repository made of Dolphin Offshore and Cairn India (CIN, registration year and
//    capital each raised by one); data/ no longer has them (data/PROVENANCE.md). Their company
//    rows go, and with them every row that hangs off a company (each such foreign key cascades;
//    a report keeps its text and loses only the link). Only rows the registry import wrote: a
//    self-registration that typed one of these CINs is the registrant's own.
// 2. The bundled files were recorded under the date of the commit that re-published them (or,
//    imported by hand, the day they were imported); the date of their data is what a page shows
//    MCA facts as of (scripts/import/bundled-files.ts): 5 May 2025 for the data.gov.in files,
//    31 March 2020 for the Maharashtra sample.
//
// Frozen here as values: a migration does not import app code.
const ALTERED_CINS = ['L11101MH1979PLC021303', 'L11101MH2006PLC163935'];
const DATES_OF_DATA: ReadonlyArray<[file: string, date: string]> = [
  ['companies-datagovin-goa.csv.gz', '2025-05-05'],
  ['companies-datagovin-dl-gj-ka.csv.gz', '2025-05-05'],
  ['companies-mca2020format-mh-sample.csv', '2020-03-31'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from companies
     where cin = any(${ALTERED_CINS}::text[]) and data_source = 'registry'
  `.execute(db);
  for (const [file, date] of DATES_OF_DATA) {
    // updated_at stays: the facts did not change, only the date they are known as of.
    await sql`
      update companies set registry_source_date = ${date}::date
       where registry_source_file = ${file}
         and registry_source_date is distinct from ${date}::date
    `.execute(db);
  }
}

/** The altered rows were never real and the old dates were wrong: nothing to put back. */
export async function down(): Promise<void> {}
