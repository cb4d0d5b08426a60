import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, loadCatalogs, setLocaleSource, tIn, type MessageId } from '../../../i18n';
import { DetailPieces, scoreDetailsWords, scoreReasonWords } from './score-details-words';
// The scoring rules' own source, as text: web may not import the service, and the READINGS
// must still be the ones the rules send today (a rules change fails here, not on a page).
import rulesSource from '../../../../../services/scoring/src/rules/trust-score.ts?raw';

/** The rules' READINGS, read from their source: { key: text }. */
function readings(): Record<string, string> {
  const start = rulesSource.indexOf('export const READINGS = {');
  const block = rulesSource.slice(start, rulesSource.indexOf('} as const;', start));
  const found: Record<string, string> = {};
  for (const match of block.matchAll(/\n {2}(\w+):\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found[match[1]!] = (match[2] ?? match[3])!;
  }
  return found;
}

const R = readings();

// Details as the rules build them (rules trust-score.ts, one per code path worth telling apart).
const DETAILS = [
  `CIN: 5 of 5; Registrar of Companies: 2 of 2; Status Active: 0 of 5; Paid-up capital of ₹1,00,000 or more: 5 of 5; NIC code with industrial classification: 5 of 5; Company class with sub-category: 0 of 3. ${R.nicCode} ${R.llp}`,
  'Sole Proprietorship is not registered with the corporate registry, so this block counts in full (25 of 25).',
  `2 registrations active per the GST network: 12 of 12. Principal place in an Indian state (registered state unknown): 3 of 3. ${R.gstNumberTwice} ${R.stateCode}`,
  `The GST network lists no active registration for this company (Cancelled, Suspended): 0 of 15. ${R.gstNumberTwice}`,
  `GSTIN submitted, not yet confirmed with the GST network: 0 of 15. ${R.gstNumberTwice}`,
  `No GST number on record: 0 of 15. ${R.gstNumberTwice}`,
  `From the maps service (place details). Rating 4.2: 6 of 7; 1 review: 1 of 4; Rated: 2 of 2. ${R.reputationMax}`,
  `No rating on record: 3 of 15. ${R.estimated}`,
  `Not a retail, wholesale or trade business, so this block does not count and the other blocks (out of 80) are scaled to 100. ${R.trade}`,
  `Brand authorization requested, not yet verified: not counted. ${R.brandUnknown} ${R.trade}`,
  `Logo: 0 of 3; Domain: 4 of 4; Address: 2 of 2; Industry classification: 3 of 3; GST or PAN: 0 of 3. ${R.domain}`,
  `Company status: Strike Off. The company is not active. (10 off) A report about this company was upheld by the TrustHive team. (0 off) 0 of 10. ${R.redFlags}`,
  `GST registration in Karnataka cancelled per the GST network. (5 off) The GST number on the company's record fails its check digit. (3 off) Annual return not filed for 3 years: the last on record is for 2021-22. (2 off) 0 of 10. ${R.redFlags}`,
  `No red flags: 10 of 10. ${R.redFlags}`,
];

// History reasons as the scoring service records them (trust-score.service.ts, describeChange).
const REASONS = [
  'First score',
  'Score recomputed',
  'rules v5',
  'Company status changed to Strike Off per the MCA file of 12 August 2026; GST status in Karnataka changed to Cancelled',
  'Registry details changed per the MCA file of 3 September 2026; GST registration added; Rating changed; Profile details added',
  'Registry details changed; GST details changed; Brand authorization changed; Profile details removed; Rating added; Rating removed; GST registration removed; GST status changed to Active',
  'Red flag: A report about this company was upheld by the TrustHive team; Red flag cleared: GST registration in Goa suspended per the GST network',
  'Company status changed to Active',
];

/** Terms kept in every language (GLOSSARY.md). */
const KEPT = new Set([
  'TrustHive',
  'MCA',
  'GST',
  'GSTIN',
  'CIN',
  'PAN',
  'DIN',
  'NIC',
  'LLP',
  'CIRP',
]);

/** Latin-letter words outside translate="no" elements. */
function englishWords(root: Element): string[] {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.getAttribute('translate') === 'no') return;
      node.childNodes.forEach(walk);
    } else if (node.nodeType === Node.TEXT_NODE) {
      for (const word of node.textContent?.match(/[A-Za-z][A-Za-z]+/g) ?? []) {
        if (!KEPT.has(word)) words.push(word);
      }
    }
  };
  walk(root);
  return words;
}

const details = (text: string) =>
  render(
    <p>
      <DetailPieces pieces={scoreDetailsWords(text)} separator=" " />
    </p>,
  ).container.firstElementChild!;

const reason = (text: string) =>
  render(
    <p>
      <DetailPieces pieces={scoreReasonWords(text)} separator="; " />
    </p>,
  ).container.firstElementChild!;

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('the rules READINGS', () => {
  it('are all in the English catalog word for word', () => {
    expect(Object.keys(R)).toHaveLength(10);
    for (const [key, text] of Object.entries(R)) {
      expect(
        tIn('en', `company.scoreDetails.reading.${key}` as MessageId, { acronym: 'CIRP' }),
      ).toBe(text);
    }
  });
});

describe('on an English page', () => {
  it.each(DETAILS)('a block says its details as sent: %s', (text) => {
    const root = details(text);
    expect(root.textContent).toBe(text);
    expect(scoreDetailsWords(text).every((piece) => piece.kind === 'words')).toBe(true);
  });

  it.each(REASONS)('the history says its reason as sent: %s', (text) => {
    const root = reason(text);
    expect(root.textContent).toBe(text);
    expect(scoreReasonWords(text).every((piece) => piece.kind === 'words')).toBe(true);
  });

  it('shows a sentence of another shape as sent, marked as English', () => {
    const text = `CIN: 5 of 5; Something new: 1 of 2. A sentence the rules did not write yet. ${R.domain}`;
    const root = details(text);
    expect(root.textContent).toBe(text);
    expect([...root.querySelectorAll('[lang="en"]')].map((node) => node.textContent)).toEqual([
      'Something new: 1 of 2',
      'A sentence the rules did not write yet.',
    ]);
    const unknown = reason('Backfill after the import fix; Rating added');
    expect(unknown.textContent).toBe('Backfill after the import fix; Rating added');
    expect(unknown.querySelector('[lang="en"]')?.textContent).toBe('Backfill after the import fix');
  });
});

describe.each(['hi', 'ta', 'bn'] as const)('on a %s page', (locale) => {
  beforeAll(() => loadCatalogs(locale, AREAS));

  it.each(DETAILS)('a block says its details in the language: %s', (text) => {
    setLocaleSource(locale);
    const root = details(text);
    expect(englishWords(root)).toEqual([]);
    expect(root.querySelector('[lang="en"]')).toBeNull();
    // The numbers stay.
    for (const number of text.match(/\b\d+ of \d+\b/g) ?? []) {
      const [points, max] = number.split(' of ');
      expect(root.textContent).toContain(points);
      expect(root.textContent).toContain(max);
    }
  });

  it.each(REASONS)('the history says its reason in the language: %s', (text) => {
    setLocaleSource(locale);
    const root = reason(text);
    expect(englishWords(root)).toEqual([]);
    expect(root.querySelector('[lang="en"]')).toBeNull();
  });

  it("keeps the registry's own words from translation", () => {
    setLocaleSource(locale);
    const root = details(DETAILS[1]!);
    expect(root.querySelector('[translate="no"]')?.textContent).toBe('Sole Proprietorship');
  });
});

describe('dates in the history', () => {
  beforeAll(() => loadCatalogs('hi', AREAS));

  it("are the page's language", () => {
    setLocaleSource('hi');
    expect(reason(REASONS[4]!).textContent).toContain('3 सितंबर 2026');
  });
});
