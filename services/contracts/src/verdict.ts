import { z } from 'zod';
import { companyStatusKind } from './company-status';

export * from './verdict-settled-by';

// The verdict (issue 36): one line in plain words at the top of every profile and on every
// card, built only from facts that each carry their source. It says what is confirmed, then
// what is wrong, then what is unknown, e.g. "Registered with MCA since 2014 · Active · no red
// flags · GST not checked · no reviews yet". A company the registry lists as closed gets that
// fact alone ("Struck off per MCA records of May 2025"): nothing else on the page outweighs it.
//
// The scoring rules build it with the score (services/scoring/src/rules/trust-score.ts), so a
// stored score and its verdict never disagree, and every part names the fact it stands on.

export const VERDICT_PART_KINDS = ['confirmed', 'wrong', 'unknown'] as const;
export type VerdictPartKind = (typeof VERDICT_PART_KINDS)[number];

/**
 * The colour of the company's situation: red for closed or insolvent (struck off, dissolved,
 * liquidation, CIRP), amber for a fact against it that is not fatal (dormant, inactive for
 * e-filing, an upheld report, a GSTIN that fails its checks), green for an active company
 * matched to the registry with no red flag, grey when the registry says nothing yet.
 */
export const VERDICT_TONES = ['red', 'amber', 'green', 'grey'] as const;
export type VerdictTone = (typeof VERDICT_TONES)[number];

/** What each part says, so another language can say it too (the text is English). */
export const VERDICT_PART_CODES = [
  'registered-since',
  'registered',
  'not-mca-company',
  'not-matched',
  'status-active',
  'status-closed',
  'status-insolvency',
  'status-dormant',
  'status-restricted',
  'status-unknown',
  'no-red-flags',
  'upheld-reports',
  'gstin-failed-check',
  // Issue 40: what the GST network says of the company's matched registrations.
  'gst-active',
  'gst-not-active',
  'gst-not-confirmed',
  'gst-not-checked',
  // Issue 41: a filing the registry provider reports two or more years overdue.
  'filings-overdue',
  'rated',
  'no-reviews',
] as const;
export type VerdictPartCode = (typeof VERDICT_PART_CODES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const verdictPartSchema = z.object({
  kind: z.enum(VERDICT_PART_KINDS),
  code: z.enum(VERDICT_PART_CODES),
  /** The words shown, e.g. 'Registered with MCA since 2014'. */
  text: z.string(),
  /** Where the fact comes from, e.g. 'MCA company master data'. */
  source: z.string(),
  /** The date of the fact or of the data it was read from (YYYY-MM-DD); null when unknown. */
  date: isoDate.nullable(),
});
export type VerdictPart = z.infer<typeof verdictPartSchema>;

export const verdictSchema = z.object({
  tone: z.enum(VERDICT_TONES),
  /** The parts joined with ' · ': the line itself. */
  line: z.string(),
  /** Confirmed first, then wrong, then unknown. */
  parts: z.array(verdictPartSchema).min(1),
});
export type Verdict = z.infer<typeof verdictSchema>;

/** The verdict as a card shows it: the line and each part's words, without sources. */
export const cardVerdictSchema = z.object({
  tone: z.enum(VERDICT_TONES),
  parts: z.array(z.object({ kind: z.enum(VERDICT_PART_KINDS), text: z.string() })).min(1),
});
export type CardVerdict = z.infer<typeof cardVerdictSchema>;

export const VERDICT_SEPARATOR = ' · ';

/** A stored card verdict as the contract's type; anything else (never written) reads as none. */
export function storedCardVerdict(value: unknown): CardVerdict | null {
  const parsed = cardVerdictSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function verdictLine(parts: ReadonlyArray<Pick<VerdictPart, 'text'>>): string {
  return parts.map((part) => part.text).join(VERDICT_SEPARATOR);
}

export interface VerdictFacts {
  /** Where the company's record comes from (companies.data_source). */
  dataSource: 'registry' | 'registration' | 'synthetic' | null;
  /** An entity that by law does not register with MCA (proprietorship, partnership firm, HUF). */
  mcaExempt: boolean;
  entityType: string | null;
  status: string | null;
  /** The date of incorporation on the MCA record (YYYY-MM-DD). */
  incorporatedOn: string | null;
  /** The date of the MCA data the status was read from, else when the row was last written. */
  registryAsOf: string | null;
  /** Red flags other than the registry status: upheld reports and GSTIN checks. */
  upheldReports: ReadonlyArray<{ date: string | null }>;
  gstinFlags: ReadonlyArray<{ title: string; source: string; date: string | null }>;
  /**
   * Registrations the GST network lists under the company that it says may not charge GST
   * (cancelled, suspended, inactive), each a red flag of the score (issue 40).
   */
  gstRegistrationFlags?: ReadonlyArray<{ title: string; source: string; date: string | null }>;
  /** Annual returns or balance sheets two or more years overdue, each a red flag (issue 41). */
  filingFlags?: ReadonlyArray<{ title: string; source: string; date: string | null }>;
  /**
   * A GSTIN on record (the company's or its GST registration's), or a registration the GST
   * network lists under the company. `confirmed`: the GST network lists one as Active, since
   * `since` (its registration date, YYYY-MM-DD) when known.
   */
  gstin: { confirmed: boolean; source: string; date: string | null; since?: string | null } | null;
  rating: { value: number; reviewCount: number; source: string } | null;
}

/** The English month names, January first: the verdict's, the report's. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2025-05-15' → 'May 2025': the month of the data is as precise as a registry file is. */
export function monthOfDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-\d{2}$/.exec(date) : null;
  const month = match ? ENGLISH_MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}

const MCA_SOURCE = 'MCA company master data';
const REGISTRATION_SOURCE = "The company's registration on TrustHive";

/** Registry spellings a visitor reads more easily, keyed by the status kind's pattern. */
function statusWords(status: string): string {
  const text = status.trim();
  const lower = text.toLowerCase();
  if (lower.startsWith('strike off') || lower.startsWith('struck off')) return 'Struck off';
  if (lower.includes('striking off')) return 'Being struck off';
  if (lower === 'under cirp') return 'Under insolvency resolution (CIRP)';
  return text;
}

const INSOLVENCY = /\b(cirp|insolvency)\b/i;

/** The registry part: what MCA says of the company, with its tone. */
function statusPart(facts: VerdictFacts): { part: VerdictPart; tone: VerdictTone } | null {
  const source = facts.dataSource === 'registration' ? REGISTRATION_SOURCE : MCA_SOURCE;
  const date = facts.registryAsOf;
  const asOf = monthOfDate(date);
  const perMca = asOf ? ` per MCA records of ${asOf}` : ' per MCA records';
  const status = facts.status?.trim() ?? '';
  const kind = companyStatusKind(status);
  if (kind === 'unknown') return null;
  if (kind === 'active') {
    return {
      part: { kind: 'confirmed', code: 'status-active', text: 'Active', source, date },
      tone: 'green',
    };
  }
  if (kind === 'not-active') {
    return {
      part: {
        kind: 'wrong',
        code: 'status-closed',
        text: `${statusWords(status)}${perMca}`,
        source,
        date,
      },
      tone: 'red',
    };
  }
  if (INSOLVENCY.test(status)) {
    return {
      part: {
        kind: 'wrong',
        code: 'status-insolvency',
        text: `${statusWords(status)}${perMca}`,
        source,
        date,
      },
      tone: 'red',
    };
  }
  return {
    part: {
      kind: 'wrong',
      code: kind === 'dormant' ? 'status-dormant' : 'status-restricted',
      text: `${statusWords(status)}${perMca}`,
      source,
      date,
    },
    tone: 'amber',
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The verdict of a company, from its facts alone: no clock, no I/O. Confirmed facts first,
 * then what is wrong, then what is unknown; a closed or insolvent company leads with that.
 */
export function buildVerdict(facts: VerdictFacts): Verdict {
  const confirmed: VerdictPart[] = [];
  const wrong: VerdictPart[] = [];
  const unknown: VerdictPart[] = [];

  // Who the registry says the company is.
  const fromRegistry = facts.dataSource === 'registry' || facts.dataSource === 'synthetic';
  if (facts.mcaExempt) {
    confirmed.push({
      kind: 'confirmed',
      code: 'not-mca-company',
      text: `${facts.entityType?.trim() || 'Business'}, not an MCA-registered company`,
      source: REGISTRATION_SOURCE,
      date: null,
    });
  } else if (fromRegistry) {
    const year = facts.incorporatedOn?.slice(0, 4) ?? null;
    confirmed.push(
      year && /^\d{4}$/.test(year)
        ? {
            kind: 'confirmed',
            code: 'registered-since',
            text: `Registered with MCA since ${year}`,
            source: MCA_SOURCE,
            date: facts.incorporatedOn,
          }
        : {
            kind: 'confirmed',
            code: 'registered',
            text: 'Registered with MCA',
            source: MCA_SOURCE,
            date: facts.registryAsOf,
          },
    );
  } else {
    unknown.push({
      kind: 'unknown',
      code: 'not-matched',
      text: 'Not yet matched with MCA records',
      source: REGISTRATION_SOURCE,
      date: null,
    });
  }

  let tone: VerdictTone = fromRegistry || facts.mcaExempt ? 'green' : 'grey';
  const registry = fromRegistry ? statusPart(facts) : null;
  if (registry) {
    (registry.part.kind === 'confirmed' ? confirmed : wrong).push(registry.part);
    if (registry.tone !== 'green') tone = registry.tone;
  } else if (fromRegistry) {
    unknown.push({
      kind: 'unknown',
      code: 'status-unknown',
      text: 'status not on record',
      source: MCA_SOURCE,
      date: facts.registryAsOf,
    });
    tone = 'grey';
  }

  if (facts.upheldReports.length > 0) {
    const dates = facts.upheldReports.map((report) => report.date).filter(Boolean) as string[];
    wrong.push({
      kind: 'wrong',
      code: 'upheld-reports',
      text: `${plural(facts.upheldReports.length, 'report', 'reports')} upheld by TrustHive`,
      source: 'TrustHive reports',
      date: dates.sort().at(-1) ?? null,
    });
  }
  for (const flag of facts.gstinFlags) {
    wrong.push({
      kind: 'wrong',
      code: 'gstin-failed-check',
      text: flag.title.replace(/\.$/, ''),
      source: flag.source,
      date: flag.date,
    });
  }
  for (const flag of facts.gstRegistrationFlags ?? []) {
    wrong.push({
      kind: 'wrong',
      code: 'gst-not-active',
      text: flag.title.replace(/\.$/, ''),
      source: flag.source,
      date: flag.date,
    });
  }
  for (const flag of facts.filingFlags ?? []) {
    wrong.push({
      kind: 'wrong',
      code: 'filings-overdue',
      text: flag.title.replace(/\.$/, ''),
      source: flag.source,
      date: flag.date,
    });
  }
  if (wrong.length === 0) {
    confirmed.push({
      kind: 'confirmed',
      code: 'no-red-flags',
      text: 'no red flags',
      source: 'TrustHive red-flag checks',
      date: facts.registryAsOf,
    });
  } else if (tone === 'green' || tone === 'grey') {
    tone = 'amber';
  }

  if (facts.gstin === null) {
    unknown.push({
      kind: 'unknown',
      code: 'gst-not-checked',
      text: 'GST not checked',
      source: 'No GSTIN on record',
      date: null,
    });
  } else if (facts.gstin.confirmed) {
    const year = facts.gstin.since?.slice(0, 4);
    confirmed.push({
      kind: 'confirmed',
      code: 'gst-active',
      text: year && /^\d{4}$/.test(year) ? `GST active since ${year}` : 'GST active',
      source: facts.gstin.source,
      date: facts.gstin.date,
    });
  } else {
    unknown.push({
      kind: 'unknown',
      code: 'gst-not-confirmed',
      text: 'GSTIN not yet confirmed with the GST network',
      source: facts.gstin.source,
      date: facts.gstin.date,
    });
  }

  if (facts.rating) {
    confirmed.push({
      kind: 'confirmed',
      code: 'rated',
      text:
        facts.rating.reviewCount > 0
          ? `rated ${facts.rating.value.toFixed(1)} from ${plural(facts.rating.reviewCount, 'review', 'reviews')}`
          : `rated ${facts.rating.value.toFixed(1)}`,
      source: facts.rating.source,
      date: null,
    });
  } else {
    unknown.push({
      kind: 'unknown',
      code: 'no-reviews',
      text: 'no reviews yet',
      source: 'No rating on record',
      date: null,
    });
  }

  // A closed or insolvent company: that fact leads, and the rest cannot outweigh it.
  const parts =
    tone === 'red'
      ? [...wrong, ...confirmed.filter((part) => part.code === 'registered-since')]
      : [...confirmed, ...wrong, ...unknown];
  return { tone, line: verdictLine(parts), parts };
}

/** The card form of a verdict (what companies.verdict holds): tone and words. */
export function toCardVerdict(verdict: Verdict): CardVerdict {
  return { tone: verdict.tone, parts: verdict.parts.map(({ kind, text }) => ({ kind, text })) };
}
