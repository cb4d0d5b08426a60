import { companyStatusKind, isNoticeableStatus } from '@trusthive/contracts';
import { currentLocale, t, type MessageId } from '../../i18n';

/**
 * The MCA's statuses (as its master data spells them, lower-cased) that the badge says in the
 * page's language: they are a fixed list of product words (GLOSSARY.md), not free text. A
 * status not in it is shown as the registry wrote it, marked untranslated.
 */
const STATUS_WORDS: Record<string, MessageId> = {
  active: 'common.status.active',
  'strike off': 'common.status.struckOff',
  'struck off': 'common.status.struckOff',
  'strike off-awaitingpublication': 'common.status.beingStruckOff',
  'under process of striking off': 'common.status.beingStruckOff',
  amalgamated: 'common.status.amalgamated',
  'converted to llp': 'common.status.convertedToLlp',
  'under liquidation': 'common.status.underLiquidation',
  'dissolved (liquidated)': 'common.status.dissolvedLiquidated',
  dissolved: 'common.status.dissolved',
  'under cirp': 'common.status.underCirp',
  'inactive for e-filing': 'common.status.inactiveForEfiling',
  'not available for efiling': 'common.status.inactiveForEfiling',
};

/** "Dissolved under section 59(8)", "Dormant under section 455": the section is a number. */
const UNDER_SECTION: readonly [RegExp, MessageId][] = [
  [/^dissolved under section (\S+)$/, 'common.status.dissolvedUnderSection'],
  [/^dormant under section (\S+)$/, 'common.status.dormantUnderSection'],
];

/** A status's words; CIRP, the insolvency process's acronym, is the same in every language. */
export const statusText = (id: MessageId) => t(id, { acronym: 'CIRP' });

/**
 * A registry status in the page's words, or null where only the registry's own will do. In
 * English the registry's own spelling stays, as the badge always showed it.
 */
export function companyStatusWords(status: string): string | null {
  if (currentLocale() === 'en') return null;
  const text = status.trim().toLowerCase();
  const id = STATUS_WORDS[text];
  if (id) return statusText(id);
  for (const [pattern, sectionId] of UNDER_SECTION) {
    const section = pattern.exec(text)?.[1];
    if (section) return t(sectionId, { section });
  }
  return null;
}

/**
 * The registry status of a company that is not simply active (struck off, dissolved,
 * amalgamated, dormant, under insolvency…), for every result and list card: an active and a
 * struck-off company must never look alike (issue 20). Nothing for an active company.
 */
export function CompanyStatusFlag({ status }: { status: string | null }) {
  if (!isNoticeableStatus(status)) return null;
  const words = status ? companyStatusWords(status) : null;
  return (
    <span
      className={`status-flag status-flag--${companyStatusKind(status)}`}
      data-testid="company-status-flag"
      // The registry's own spelling, in English on every page, is not to be machine-translated.
      translate={words ? undefined : 'no'}
    >
      {words ?? status?.trim()}
    </span>
  );
}
