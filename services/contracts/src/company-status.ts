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

/**
 * Issue 41: the statuses a business vetting a supplier wants pointed out among a director's
 * companies: struck off (or being struck off), in liquidation, or under a corporate insolvency
 * resolution process (CIRP). Null for any other status.
 */
export type TroubledStatus = 'struck-off' | 'liquidation' | 'insolvency';

export function troubledStatus(status: string | null | undefined): TroubledStatus | null {
  const text = status?.trim().toLowerCase() ?? '';
  if (/strike off|struck off|striking off/.test(text)) return 'struck-off';
  if (/liquidat/.test(text)) return 'liquidation';
  if (/\bcirp\b|insolvency/.test(text)) return 'insolvency';
  return null;
}

const TROUBLE_WORDS: Record<TroubledStatus, [singular: string, plural: string]> = {
  'struck-off': ['is struck off', 'are struck off'],
  liquidation: ['is in liquidation', 'are in liquidation'],
  insolvency: ['is under insolvency resolution (CIRP)', 'are under insolvency resolution (CIRP)'],
};

/**
 * In plain words, how many of a director's companies are in trouble: "2 of this director's 9
 * other companies are struck off" (issue 41's own words), with liquidation and insolvency
 * added as "…, 1 is in liquidation". `other`: the companies are the director's others (on a
 * company's profile) rather than all of them (on the director's page). Null when none is.
 */
export function directorTroubleSummary(
  statuses: ReadonlyArray<string | null>,
  { other }: { other: boolean },
): string | null {
  const counts = new Map<TroubledStatus, number>();
  for (const status of statuses) {
    const kind = troubledStatus(status);
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  const parts = (['struck-off', 'liquidation', 'insolvency'] as const)
    .filter((kind) => counts.has(kind))
    .map((kind) => {
      const count = counts.get(kind)!;
      return `${count} ${TROUBLE_WORDS[kind][count === 1 ? 0 : 1]}`;
    });
  const total = statuses.length;
  const whose = `of this director's ${total} ${other ? 'other ' : ''}${total === 1 ? 'company' : 'companies'}`;
  const [first, ...rest] = parts;
  const head = first!.replace(/^(\d+) /, `$1 ${whose} `);
  const tail =
    rest.length === 0
      ? ''
      : rest.length === 1
        ? ` and ${rest[0]}`
        : `, ${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}`;
  return `${head}${tail}.`;
}
