// What the registry's company status means for a visitor, shared by the scoring rules (red
// flags), the company pages (status banner) and every list card (status badge). The spellings
// are the MCA master data's own, as found in the real files under data/: 'Strike Off',
// 'Strike Off-AwaitingPublication', 'Under process of striking off', 'Amalgamated',
// 'Converted to LLP', 'Under Liquidation' / 'Under liquidation', 'Dissolved (Liquidated)',
// 'Dissolved under section 59(8)', 'Dissolved under section 54', 'Dissolved',
// 'Dormant under section 455'; and, neither active nor closed, 'Under CIRP',
// 'Inactive for e-filing', 'Not Available for eFiling'.

export const COMPANY_STATUS_KINDS = [
  'active',
  'not-active',
  'dormant',
  'other',
  'unknown',
] as const;
/**
 * The status a self-registration carries (spec §8: "registration creates a company with
 * company_status 'Pending Verification'") until an MCA file holding its CIN writes MCA's own.
 * It is TrustHive's placeholder, not a status MCA gave: read as no registry status at all.
 */
export const REGISTRATION_PLACEHOLDER_STATUS = 'Pending Verification';

/** How every page words a self-registered company's status before MCA's is known (issue 36). */
export const NOT_MATCHED_STATUS_TEXT = 'Not yet matched with MCA records';

const isPlaceholder = (text: string) => text === REGISTRATION_PLACEHOLDER_STATUS.toLowerCase();

/**
 * active: 'Active'. not-active: closed or merged away (struck off or being struck off,
 * dissolved, liquidated or under liquidation, amalgamated, converted to LLP). dormant: dormant
 * under section 455. other: any other status (insolvency, e-filing restrictions), shown as it
 * is. unknown: no registry status on record (none, or a self-registration's placeholder).
 */
export type CompanyStatusKind = (typeof COMPANY_STATUS_KINDS)[number];

const NOT_ACTIVE = [
  /^strike off/,
  /^struck off/,
  /striking off/,
  /^dissolved/,
  /liquidat/,
  /^amalgamated/,
  /^converted to llp/,
];

export function companyStatusKind(status: string | null | undefined): CompanyStatusKind {
  const text = status?.trim().toLowerCase() ?? '';
  if (text === '' || isPlaceholder(text)) return 'unknown';
  if (text === 'active') return 'active';
  if (text.startsWith('dormant')) return 'dormant';
  if (NOT_ACTIVE.some((pattern) => pattern.test(text))) return 'not-active';
  return 'other';
}

/** A status worth a banner on the profile and a badge on every card: anything known but Active. */
export const isNoticeableStatus = (status: string | null | undefined): boolean => {
  const kind = companyStatusKind(status);
  return kind !== 'active' && kind !== 'unknown';
};

/**
 * The status as a badge or a list card reads it: the registry's own words, "Not yet matched
 * with MCA records" for a self-registration MCA's files have not matched, "Unknown status"
 * when there is none.
 */
export function companyStatusText(status: string | null | undefined): string {
  const text = status?.trim() ?? '';
  if (text === '') return 'Unknown status';
  if (isPlaceholder(text.toLowerCase())) return NOT_MATCHED_STATUS_TEXT;
  return text;
}
