import { t, type MessageId } from '../../../i18n';
import { joinAnd } from './list-words';

// How many of a director's companies are in trouble arrives as the contract's English sentence
// (directorTroubleSummary in services/contracts/src/company-status.ts): "2 of this director's 9
// other companies are struck off and 1 is in liquidation." The contract stays as it is; its
// parts are read back here and said again by `company.directors.trouble.*` messages whose
// English is the contract's word for word. A sentence of any other shape is shown as sent.

const STATES: Record<string, MessageId> = {
  'struck off': 'company.directors.trouble.struckOff',
  'in liquidation': 'company.directors.trouble.liquidation',
  'under insolvency resolution (CIRP)': 'company.directors.trouble.insolvency',
};

const STATE = '(struck off|in liquidation|under insolvency resolution \\(CIRP\\))';
const HEAD = new RegExp(
  `^(\\d+) of this director's (\\d+) (other )?(?:company|companies) (?:is|are) ${STATE}`,
);
const PART = new RegExp(`^(\\d+) (?:is|are) ${STATE}$`);

function stateWords(count: number, state: string): string | null {
  const id = STATES[state];
  return id ? t(id, { count }) : null;
}

/** The trouble sentence in the page's language. */
export function directorNoteWords(summary: string): string {
  const body = summary.endsWith('.') ? summary.slice(0, -1) : summary;
  const head = HEAD.exec(body);
  if (!head?.[1] || !head[2] || !head[4]) return summary;
  const count = Number(head[1]);
  const firstState = stateWords(count, head[4]);
  if (!firstState) return summary;
  const first = t(
    head[3] ? 'company.directors.trouble.headOther' : 'company.directors.trouble.head',
    {
      count,
      total: Number(head[2]),
      state: firstState,
    },
  );
  // The rest: ", 1 is in liquidation and 1 is under …" or " and 1 is in liquidation".
  const restText = body.slice(head[0].length).replace(/^(, | and )/, '');
  const rest: string[] = [];
  if (restText) {
    for (const piece of restText.split(/, | and /)) {
      const part = PART.exec(piece);
      const words = part?.[1] && part[2] ? stateWords(Number(part[1]), part[2]) : null;
      if (!words || !part?.[1]) return summary;
      rest.push(t('company.directors.trouble.more', { count: Number(part[1]), state: words }));
    }
  }
  return t('company.directors.trouble.sentence', { list: joinAnd([first, ...rest]) });
}
