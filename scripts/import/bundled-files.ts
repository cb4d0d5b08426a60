// The MCA files the project ships in data/ (data/PROVENANCE.md), by base name, with the date of
// their data: the newest date the rows themselves carry. The 2025 data.gov.in files hold
// registrations up to 5 May 2025 (the snapshot dates from about May 2025); the older-format
// Maharashtra sample's newest filing (Latest_Year_AR and Latest_Year_BS) is 31 March 2020.
// This is the date a page shows MCA facts "as of" (companies.registry_source_date), so it is
// never the day the files were cloned or imported, nor the day a repository re-published them.
export const BUNDLED_FILE_DATES: Readonly<Record<string, string>> = {
  'companies-datagovin-goa.csv.gz': '2025-05-05',
  'companies-datagovin-dl-gj-ka.csv.gz': '2025-05-05',
  'companies-mca2020format-mh-sample.csv': '2020-03-31',
};
