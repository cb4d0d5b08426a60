import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { cleanText } from './values';

// The directory's categories are the 20 MCA activity groups the 2025 files carry
// ('Business Services', 'Trading', 'Manufacturing (Textiles)', …). The older 17-column files
// put a NIC description there instead ('Manufacture of food products and beverages'), which
// would make a category of its own for a handful of companies. Those rows are placed in a
// group by their NIC code: the group MCA gave that exact code in the observed table, else the
// group most companies of its two-digit NIC division have, else 'Others'.

const NIC_TABLE = new URL('../../data/nic-codes-observed-in-mca-sample.csv', import.meta.url);

export type ActivityClassifier = (activity: string | null, nicCode: string | null) => string | null;

interface NicRow {
  nic_code: string;
  CompanyIndustrialClassification: string;
  companies_in_shared_sample: string;
}

export function createActivityClassifier(rows: NicRow[]): ActivityClassifier {
  const groups = new Set(rows.map((row) => row.CompanyIndustrialClassification));
  const byCode = new Map<string, { group: string; companies: number }>();
  const byDivision = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const companies = Number(row.companies_in_shared_sample) || 0;
    const known = byCode.get(row.nic_code);
    if (!known || companies > known.companies) {
      byCode.set(row.nic_code, { group: row.CompanyIndustrialClassification, companies });
    }
    const division = byDivision.get(row.nic_code.slice(0, 2)) ?? new Map<string, number>();
    division.set(
      row.CompanyIndustrialClassification,
      (division.get(row.CompanyIndustrialClassification) ?? 0) + companies,
    );
    byDivision.set(row.nic_code.slice(0, 2), division);
  }
  const divisionGroup = (nicCode: string) => {
    const division = byDivision.get(nicCode.slice(0, 2));
    if (!division) return undefined;
    return [...division.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  return (activity, nicCode) => {
    const text = cleanText(activity ?? undefined);
    if (text !== null && groups.has(text)) return text;
    if (nicCode && nicCode !== '00000') {
      const group = byCode.get(nicCode)?.group ?? divisionGroup(nicCode);
      if (group) return group;
    }
    return text === null ? null : 'Others';
  };
}

export function loadActivityClassifier(): ActivityClassifier {
  return createActivityClassifier(
    parse(readFileSync(NIC_TABLE), { columns: true, bom: true }) as NicRow[],
  );
}
