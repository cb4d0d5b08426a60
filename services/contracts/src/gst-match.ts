import { gstStateCodeMatches } from './identifiers/states';

// Which MCA company a GST registration belongs to (issue 40), by a written rule. Pure and
// browser-safe: the enrichment service runs it when GSTN's answer is stored, and both pages
// say its basis in the same words.
//
// 1. PAN: the GSTIN's PAN (characters 3-12) is the PAN on the company's record.
// 2. Legal name and state: GSTN's legal name is the MCA name (compared normalised) and the
//    GSTIN's state code is the registered office's state.
// A branch with two or more candidates matches none: an ambiguous match is no match.

export const GST_MATCH_BASES = ['pan', 'legal_name_and_state'] as const;
export type GstMatchBasis = (typeof GST_MATCH_BASES)[number];

export const GST_MATCH_BASIS_TEXT: Record<GstMatchBasis, string> = {
  pan: 'matched by PAN',
  legal_name_and_state: 'matched by legal name and state',
};

/** "matched by PAN", or "matched by PAN, confirmed by TrustHive staff". */
export function gstMatchText(basis: GstMatchBasis, confirmedByStaff: boolean): string {
  const text = GST_MATCH_BASIS_TEXT[basis];
  return confirmedByStaff ? `${text}, confirmed by TrustHive staff` : text;
}

export interface GstMatchCandidate {
  id: number;
  name: string;
  pan: string | null;
  /** The registered office's state, as the company's record names it. */
  state: string | null;
}

/** The words of a legal form as GSTN and MCA each abbreviate them, written out. */
const LEGAL_FORMS: Record<string, string> = {
  PVT: 'PRIVATE',
  PRIV: 'PRIVATE',
  LTD: 'LIMITED',
  LIMTED: 'LIMITED',
  CO: 'COMPANY',
  CORP: 'CORPORATION',
  '&': 'AND',
};

/**
 * A legal name compared as words: upper-cased, '&' read as AND, punctuation and the dots of
 * abbreviations dropped, the legal form's abbreviations written out, spaces collapsed.
 * "Acme Pvt. Ltd." and "ACME PRIVATE LIMITED" are the same name; "Acme Traders" is not.
 */
export function normaliseLegalName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, ' & ')
    .replace(/\./g, '')
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => LEGAL_FORMS[word] ?? word)
    .join(' ');
}

export interface GstMatch {
  companyId: number;
  basis: GstMatchBasis;
}

export function matchGstRegistration(
  registration: { gstin: string; legalName: string },
  candidates: readonly GstMatchCandidate[],
): GstMatch | null {
  const pan = registration.gstin.slice(2, 12);
  const byPan = candidates.filter((company) => company.pan?.trim().toUpperCase() === pan);
  if (byPan.length === 1) return { companyId: byPan[0]!.id, basis: 'pan' };
  if (byPan.length > 1) return null;
  const name = normaliseLegalName(registration.legalName);
  const stateCode = registration.gstin.slice(0, 2);
  const byName = candidates.filter(
    (company) =>
      normaliseLegalName(company.name) === name &&
      company.state !== null &&
      gstStateCodeMatches(stateCode, company.state),
  );
  return byName.length === 1 ? { companyId: byName[0]!.id, basis: 'legal_name_and_state' } : null;
}
