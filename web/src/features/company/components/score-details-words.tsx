import type { ReactNode } from 'react';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateIN } from '../../../lib/format';
import { knownRedFlagWords } from '../../../components/ui/red-flag-words';
import { statusNode } from './verdict-words';
import { englishMonthNumber } from '../../../lib/english-months';

// A score block's details and a history entry's reason are English sentences the scoring rules
// build (services/scoring, rules trust-score.ts and trust-score.service.ts); the API sends them
// as they are for every caller and stored breakdowns hold them. Here each sentence the rules
// write is recognised, by its exact text or its shape, and said again in the page's language
// with its numbers and the registry's own words kept. A fragment of any other shape (older
// rules, a bulk recompute's own reason) is shown as it came, marked as English: never dropped.
// The English messages hold the rules' texts word for word (score-details-words.test.ts).

/** One sentence or fragment: in the page's language, or as sent (English). */
export type DetailPiece = { kind: 'words'; node: ReactNode } | { kind: 'english'; text: string };

const kept = (text: string) => <span translate="no">{text}</span>;
const words = (node: ReactNode): DetailPiece => ({ kind: 'words', node });
const english = (text: string): DetailPiece => ({ kind: 'english', text });

/** The rules' READINGS, word for word, keyed by their text. */
const READINGS: Record<string, MessageId> = {
  "The 3 state-code points go to an active registration whose principal place of business, as the GST network lists it, is in the company's registered state; when the registered state is unknown, a valid Indian state is enough.":
    'company.scoreDetails.reading.stateCode',
  "A GST number earns 12 points in all (10, then 2 more) once the GST network lists it as Active for this company (matched by its PAN, or by legal name and state). A GSTIN someone typed, on the company's record or its GST details, earns none until the GST network confirms it: until then the block is counted as not yet known, and the range shown with the score allows for it.":
    'company.scoreDetails.reading.gstNumberTwice',
  'The rating rules add up to at most 13 of the 15 points: 7 for the rating, 4 for the number of reviews and 2 for being rated.':
    'company.scoreDetails.reading.reputationMax',
  "Trade covers industries whose classification or business category names retail, wholesale, trade or trading (so the registry's 'Trading' category counts).":
    'company.scoreDetails.reading.trade',
  'A limited liability partnership (LLP) is registered with the corporate registry, so it is scored on its registry data rather than given the full 25 that partnership firms get.':
    'company.scoreDetails.reading.llp',
  'The NIC-code points need both the NIC code and the industrial classification; the class points need both the company class and the sub-category.':
    'company.scoreDetails.reading.nicCode',
  'The domain points count a domain name, or else a website, on record.':
    'company.scoreDetails.reading.domain',
  'A business found on the maps service without a rating shows an estimated 4.5, which is for display only and adds no points.':
    'company.scoreDetails.reading.estimated',
  'Nothing is known yet about authorization to sell the brands this business offers (TrustHive does not verify brand authorizations yet), so the block is counted as missing: it is left out and the other blocks (out of 80) are scaled to 100, as for a business it does not apply to. The range shown with the score allows for anything from the points a request earns to the full 20.':
    'company.scoreDetails.reading.brandUnknown',
  "Computed from facts: 10 to start; 0 for a company the MCA lists as not active (struck off or being struck off, dissolved, liquidated or under liquidation, amalgamated, converted to LLP); 5 off for a dormant company; 5 off for each report the TrustHive team upholds; 3 off for each GST number that fails its check digit or carries a PAN other than the company's; 5 off for each GST registration the GST network lists as cancelled, suspended or inactive; 10 off for a company under a corporate insolvency resolution process (CIRP); 5 off for one MCA marks inactive for e-filing; 5 off for an annual return, and 5 for a balance sheet, not filed for two or more years after it fell due (30 October for the balance sheet, 29 November for the annual return, of the year each financial year ends), as the registry provider reports the filings; never below 0.":
    'company.scoreDetails.reading.redFlags',
};

/** The other whole sentences the rules write as they are. */
const SENTENCES: Record<string, MessageId> = {
  'Brand authorization requested, not yet verified: not counted.':
    'company.scoreDetails.brandRequested',
  'No brand authorization on record: not counted.': 'company.scoreDetails.brandNone',
  'From the third-party rating.': 'company.scoreDetails.from.thirdParty',
  'From the maps service (place details).': 'company.scoreDetails.from.place',
  'From the maps service.': 'company.scoreDetails.from.maps',
};

/** The labels of "Label: a of b" (describeParts, and the one-part sentences). */
const LABELS: Record<string, MessageId> = {
  CIN: 'company.scoreDetails.label.cin',
  'Registrar of Companies': 'company.scoreDetails.label.roc',
  'Status Active': 'company.scoreDetails.label.statusActive',
  'Paid-up capital of ₹1,00,000 or more': 'company.scoreDetails.label.paidUp',
  'NIC code with industrial classification': 'company.scoreDetails.label.nic',
  'Company class with sub-category': 'company.scoreDetails.label.companyClass',
  Rated: 'company.scoreDetails.label.rated',
  Logo: 'company.scoreDetails.label.logo',
  Domain: 'company.scoreDetails.label.domain',
  Address: 'company.scoreDetails.label.address',
  'Industry classification': 'company.scoreDetails.label.industry',
  'GST or PAN': 'company.scoreDetails.label.gstOrPan',
  'No GST number on record': 'company.scoreDetails.label.noGst',
  'GSTIN submitted, not yet confirmed with the GST network':
    'company.scoreDetails.label.gstinSubmitted',
  'Principal place in the registered state': 'company.scoreDetails.label.stateMatch',
  'Principal place in an Indian state (registered state unknown)':
    'company.scoreDetails.label.stateUnknown',
  'No principal place in the registered state': 'company.scoreDetails.label.stateMismatch',
  'Principal place not in a known Indian state': 'company.scoreDetails.label.stateInvalid',
  'No rating on record': 'company.scoreDetails.label.noRating',
  'No red flags': 'company.scoreDetails.label.noRedFlags',
};

/** A label the rules build from data, or null. */
function labelWords(label: string): ReactNode | null {
  const fixed = LABELS[label];
  if (fixed) return t(fixed);
  const rating = /^Rating (\d+(?:\.\d+)?)$/.exec(label);
  if (rating?.[1]) return t('company.scoreDetails.label.rating', { value: rating[1] });
  const reviews = /^(\d+) reviews?$/.exec(label);
  if (reviews?.[1]) {
    return t('company.scoreDetails.label.reviews', { count: Number(reviews[1]), n: reviews[1] });
  }
  const active = /^(\d+) registrations? active per the GST network$/.exec(label);
  if (active?.[1]) {
    return t('company.scoreDetails.label.gstActive', { count: Number(active[1]), n: active[1] });
  }
  const none = /^The GST network lists no active registration for this company \((.+)\)$/.exec(
    label,
  );
  // The statuses are the GST network's own words.
  if (none?.[1]) {
    return <T id="company.scoreDetails.label.gstNoneActive" values={{ statuses: kept(none[1]) }} />;
  }
  return null;
}

/** "Label: a of b; Label: a of b." at the start of `text`: its pieces and length, or null. */
function partsAt(text: string): { node: ReactNode; length: number } | null {
  const part = /^((?:(?!\. )[^;])+?): (\d+) of (\d+)(; |\.(?= |$))/;
  const nodes: ReactNode[] = [];
  let at = 0;
  for (;;) {
    const match = part.exec(text.slice(at));
    if (!match?.[1]) return null;
    const [whole, label, points, max, end] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const known = labelWords(label);
    if (nodes.length > 0) nodes.push('; ');
    nodes.push(
      known === null ? (
        <span key={at} lang="en">
          {whole.slice(0, -end.length)}
        </span>
      ) : (
        <T key={at} id="company.scoreDetails.part" values={{ label: known, points, max }} />
      ),
    );
    at += whole.length;
    if (end === '.') break;
  }
  return {
    node: <T id="company.scoreDetails.parts" values={{ parts: <>{nodes}</> }} />,
    length: at,
  };
}

/** A sentence of a known shape at the start of `text`: its words and length, or null. */
function shapeAt(text: string): { node: ReactNode; length: number } | null {
  const exempt =
    /^((?:(?!\. ).)+?) is not registered with the corporate registry, so this block counts in full \((\d+) of (\d+)\)\.(?= |$)/.exec(
      text,
    );
  if (exempt?.[1]) {
    // The entity type is the registry's (or the owner's) own words.
    return {
      node: (
        <T
          id="company.scoreDetails.exemptFull"
          values={{ entityType: kept(exempt[1]), points: exempt[2], max: exempt[3] }}
        />
      ),
      length: exempt[0].length,
    };
  }
  const notTrade =
    /^Not a retail, wholesale or trade business, so this block does not count and the other blocks \(out of (\d+)\) are scaled to (\d+)\.(?= |$)/.exec(
      text,
    );
  if (notTrade) {
    return {
      node: t('company.scoreDetails.notTrade', { max: notTrade[1], scale: notTrade[2] }),
      length: notTrade[0].length,
    };
  }
  // A red flag with the points it took: "<title>. (5 off)".
  const flag = /^((?:(?!\(\d+ off\)).)+?)\. \((\d+) off\)(?= |$)/.exec(text);
  if (flag?.[1]) {
    // Its full stop is the message's, in the language's own mark.
    const title = knownRedFlagWords(flag[1]);
    return {
      node: (
        <T
          id="company.scoreDetails.flag"
          values={{
            flag: title ?? <span lang="en">{flag[1]}</span>,
            points: flag[2],
          }}
        />
      ),
      length: flag[0].length,
    };
  }
  const total = /^(\d+) of (\d+)\.(?= |$)/.exec(text);
  if (total) {
    return {
      node: t('company.scoreDetails.flagsTotal', { points: total[1], max: total[2] }),
      length: total[0].length,
    };
  }
  return partsAt(text);
}

/** The texts keyed in `table` that `text` starts with, as a whole sentence. */
function exactAt(text: string, table: Record<string, MessageId>) {
  // CIRP, the insolvency process's acronym, is the same in every language.
  for (const [sentence, id] of Object.entries(table)) {
    if (
      text.startsWith(sentence) &&
      (text.length === sentence.length || text[sentence.length] === ' ')
    ) {
      return { node: t(id, { acronym: 'CIRP' }), length: sentence.length };
    }
  }
  return null;
}

/**
 * A score block's details as a list of sentences in the page's language; on an English page
 * the same text as sent. Pure: reads only the text and the page's catalog.
 */
export function scoreDetailsWords(details: string): DetailPiece[] {
  const pieces: DetailPiece[] = [];
  let rest = details.trim();
  while (rest !== '') {
    const found = exactAt(rest, READINGS) ?? exactAt(rest, SENTENCES) ?? shapeAt(rest);
    if (found) {
      pieces.push(words(found.node));
      rest = rest.slice(found.length).trimStart();
      continue;
    }
    // Up to the end of the sentence, as sent.
    const end = /\.(?= )/.exec(rest);
    const length = end ? end.index + 1 : rest.length;
    pieces.push(english(rest.slice(0, length)));
    rest = rest.slice(length).trimStart();
  }
  return pieces;
}

/** '12 August 2026' (the rules' en-GB date) in the page's language, or null. */
function fileDate(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? englishMonthNumber(match[2]!) : 0;
  if (!match || month === 0) return null;
  const two = (n: number | string) => String(n).padStart(2, '0');
  return formatDateIN(`${match[3]}-${two(month)}-${two(match[1]!)}`, '') || null;
}

const REASONS: Record<string, MessageId> = {
  'First score': 'company.scoreHistory.firstScore',
  'Score recomputed': 'company.scoreHistory.recomputed',
  'GST registration added': 'company.scoreHistory.gstAdded',
  'GST registration removed': 'company.scoreHistory.gstRemoved',
  'GST details changed': 'company.scoreHistory.gstChanged',
  'Rating added': 'company.scoreHistory.ratingAdded',
  'Rating removed': 'company.scoreHistory.ratingRemoved',
  'Rating changed': 'company.scoreHistory.ratingChanged',
  'Brand authorization changed': 'company.scoreHistory.brandChanged',
  'Profile details added': 'company.scoreHistory.profileAdded',
  'Profile details removed': 'company.scoreHistory.profileRemoved',
};

/** GSTN's statuses as the history names them ('Cancelled'); any other is kept as written. */
const GST_STATUS_LABELS: Record<string, MessageId> = {
  active: 'company.gst.statusLabel.active',
  cancelled: 'company.gst.statusLabel.cancelled',
  suspended: 'company.gst.statusLabel.suspended',
  inactive: 'company.gst.statusLabel.inactive',
};

const gstStatusNode = (status: string): ReactNode => {
  const id = GST_STATUS_LABELS[status.toLowerCase()];
  return id ? t(id) : kept(status);
};

/** One reason of a history entry in the page's language, or null. */
function reasonWords(reason: string): ReactNode | null {
  const fixed = REASONS[reason];
  if (fixed) return t(fixed);
  const rules = /^rules v(\d+)$/.exec(reason);
  if (rules?.[1]) return t('company.scoreHistory.rules', { version: rules[1] });
  const perFile = / per the MCA file of (\d{1,2} [A-Z][a-z]+ \d{4})$/.exec(reason);
  const date = perFile?.[1] ? fileDate(perFile[1]) : null;
  if (perFile && !date) return null;
  const head = perFile ? reason.slice(0, perFile.index) : reason;
  if (head === 'Registry details changed') {
    return date
      ? t('company.scoreHistory.registryChangedPerFile', { date })
      : t('company.scoreHistory.registryChanged');
  }
  const status = /^Company status changed to (.+)$/.exec(head);
  if (status?.[1]) {
    const values = { status: statusNode(status[1]), date };
    return date ? (
      <T id="company.scoreHistory.statusChangedPerFile" values={values} />
    ) : (
      <T id="company.scoreHistory.statusChanged" values={values} />
    );
  }
  if (perFile) return null;
  const gst = /^GST status(?: in (.+))? changed to (.+)$/.exec(reason);
  if (gst?.[2]) {
    const gstStatus = gstStatusNode(gst[2]);
    return gst[1] ? (
      <T
        id="company.scoreHistory.gstStatusChangedIn"
        values={{ state: kept(gst[1]), status: gstStatus }}
      />
    ) : (
      <T id="company.scoreHistory.gstStatusChanged" values={{ status: gstStatus }} />
    );
  }
  const flag = /^Red flag( cleared)?: (.+)$/.exec(reason);
  const title = flag?.[2] ? knownRedFlagWords(flag[2]) : null;
  if (flag && title) {
    return (
      <T
        id={flag[1] ? 'company.scoreHistory.redFlagCleared' : 'company.scoreHistory.redFlag'}
        values={{ flag: title }}
      />
    );
  }
  return null;
}

/**
 * A history entry's reason ('GST registration added; Rating changed') as a list of reasons in
 * the page's language; on an English page the same text as sent.
 */
export function scoreReasonWords(reason: string): DetailPiece[] {
  return reason.split('; ').map((part) => {
    const found = reasonWords(part);
    return found === null ? english(part) : words(found);
  });
}

/** The pieces, joined as the rules join them; what is still English is marked so. */
export function DetailPieces({ pieces, separator }: { pieces: DetailPiece[]; separator: string }) {
  return (
    <>
      {pieces.map((piece, index) => (
        <span key={index}>
          {index > 0 ? separator : null}
          {piece.kind === 'words' ? piece.node : <span lang="en">{piece.text}</span>}
        </span>
      ))}
    </>
  );
}
