import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CIN_CLASS_CODES,
  IDENTIFIER_EXPLANATIONS,
  PAN_HOLDER_TYPES,
  gstinCheckCharacter,
  readCin,
  readGstin,
  readPan,
  type IdentifierReading,
} from '@trusthive/contracts';
import { loadCatalogs, setLocaleSource, tIn, type Locale } from '../../../i18n';
import { IdentifierChecks } from './identifier-checks';
import { IDENTIFIER_WORD_TABLES } from './identifier-words';

// The identifier panel says the company service's English lines in the page's language: every
// reading the contract can write (agreeing, differing, not on record, unknown codes) leaves no
// English word on a Hindi, Tamil or Bengali page outside the data kept as written, and an
// English page shows exactly the words the service sent.

/** Terms kept in every language (GLOSSARY.md). */
const KEPT = new Set(['MCA', 'GST', 'GSTIN', 'CIN', 'PAN', 'NIC', 'LLP']);

/** Latin-letter words of the text outside translate="no" elements. */
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

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14)!;
const GOOD_GSTIN = gstin('29AAGCA1234K1Z');
const BAD_GSTIN = GOOD_GSTIN.slice(0, 14) + (GOOD_GSTIN.endsWith('A') ? 'B' : 'A');

const cinRecord = {
  listingStatus: 'Unlisted',
  nicCode: '12345',
  state: 'Karnataka',
  registrationDate: '2014-03-02',
  companyClass: 'Private',
  subCategory: 'Non-govt company',
};
const emptyCinRecord = {
  listingStatus: null,
  nicCode: null,
  state: null,
  registrationDate: null,
  companyClass: null,
  subCategory: null,
};

/** Readings of every shape the contract writes. */
const READINGS: IdentifierReading[][] = [
  // Agreeing throughout.
  [
    readCin('U12345KA2014PTC123456', cinRecord),
    readGstin(GOOD_GSTIN, { pan: 'AAGCA1234K', state: 'Karnataka' }),
    readPan('AAGCA1234K', { entityType: 'Private Limited Company', cin: null }),
  ],
  // Differing throughout.
  [
    readCin('L71370DL1998PLC012345', { ...cinRecord, registrationDate: '1978-01-01' }),
    readGstin(gstin('27AAGCB9999K1Z'), { pan: 'AAGCA1234K', state: 'Karnataka' }),
    readGstin(BAD_GSTIN, { pan: 'AAGCA1234K', state: 'Karnataka' }),
    readPan('ABCPA1234K', { entityType: null, cin: 'U12345KA2014PTC123456' }),
  ],
  // Nothing on record to compare with; codes outside the published lists.
  [
    readCin('U12345ZZ2014XYZ123456', emptyCinRecord),
    readGstin(gstin('99AAGCA1234K1Z'), { pan: null, state: null }),
    readPan('ABCXA1234K', { entityType: null, cin: null }),
    readPan('ABCPA1234K', { entityType: null, cin: null }),
  ],
  // Every CIN class and every PAN holder type.
  Object.keys(CIN_CLASS_CODES).map((code) =>
    readCin(`U12345MH2014${code}123456`, { ...emptyCinRecord, companyClass: 'Public' }),
  ),
  Object.keys(PAN_HOLDER_TYPES).map((holder) =>
    readPan(`ABC${holder}A1234K`, { entityType: 'Private Limited Company', cin: null }),
  ),
];

// Each reading once per panel: the panel keys its blocks by identifier.
const panels = READINGS.flatMap((readings) =>
  readings.map((reading) => [reading] as IdentifierReading[]),
);

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('the identifier words', () => {
  it("should hold, in English, the contract's texts word for word", async () => {
    await loadCatalogs('en', ['company']);
    const tables = IDENTIFIER_WORD_TABLES;
    const en = (id: Parameters<typeof tIn>[1]) => tIn('en', id);
    for (const [text, id] of Object.entries({
      ...tables.ASPECTS,
      ...tables.MEANINGS,
      ...tables.WHOLE_READINGS,
      ...tables.RECORD_WORDS,
    })) {
      expect(en(id)).toBe(text);
    }
    expect(en('company.identifiers.record.hasCin')).toBe(tables.HAS_CIN);
    expect(Object.keys(tables.CIN_CLASSES).sort()).toEqual(Object.keys(CIN_CLASS_CODES).sort());
    for (const [code, text] of Object.entries(CIN_CLASS_CODES)) {
      expect(en(tables.CIN_CLASSES[code as keyof typeof tables.CIN_CLASSES])).toBe(text);
    }
    expect(Object.keys(tables.PAN_HOLDERS).sort()).toEqual(Object.keys(PAN_HOLDER_TYPES).sort());
    for (const [holder, text] of Object.entries(PAN_HOLDER_TYPES)) {
      expect(en(tables.PAN_HOLDERS[holder as keyof typeof tables.PAN_HOLDERS])).toBe(text);
    }
    for (const [name, text] of Object.entries(IDENTIFIER_EXPLANATIONS)) {
      expect(en(tables.EXPLANATIONS[name as keyof typeof IDENTIFIER_EXPLANATIONS])).toBe(text);
    }
  });

  it('should read every line the contract writes (no line left as sent)', () => {
    // Every aspect the tests' readings produce is one the table knows.
    for (const reading of READINGS.flat()) {
      expect(reading.wellFormed).toBe(true);
      for (const line of reading.lines) {
        expect(Object.keys(IDENTIFIER_WORD_TABLES.ASPECTS)).toContain(line.aspect);
      }
    }
  });
});

describe.each(['hi', 'ta', 'bn'] as const)('the identifier panel in %s', (locale: Locale) => {
  it('should leave no English word outside the data kept as written', async () => {
    await loadCatalogs(locale, ['common', 'company']);
    setLocaleSource(locale);
    for (const readings of panels) {
      const { container } = render(<IdentifierChecks readings={readings} />);
      expect(englishWords(container)).toEqual([]);
      expect(container.querySelector('[lang="en"]')).toBeNull();
      cleanup();
    }
  });

  it('should keep codes, state names and what the record says as written', async () => {
    await loadCatalogs(locale, ['common', 'company']);
    setLocaleSource(locale);
    const { container } = render(
      <IdentifierChecks readings={[readCin('U71370KA2014PTC123456', cinRecord)]} />,
    );
    const kept = [...container.querySelectorAll('[translate="no"]')].map((el) => el.textContent);
    expect(kept).toEqual(
      expect.arrayContaining(['U', 'Unlisted', '71370', 'KA', 'Karnataka', 'PTC', 'Private']),
    );
  });

  it('should show a line it does not know as sent, marked English', async () => {
    await loadCatalogs(locale, ['common', 'company']);
    setLocaleSource(locale);
    const { container } = render(
      <IdentifierChecks
        readings={[
          {
            identifier: 'CIN',
            wellFormed: true,
            lines: [
              {
                aspect: 'Something new',
                identifierSays: 'Q: a new reading',
                recordSays: 'Listed',
                agreement: 'differs',
                explanation: 'A new explanation.',
              },
            ],
          },
        ]}
      />,
    );
    const english = [...container.querySelectorAll('[lang="en"]')].map((el) => el.textContent);
    expect(english).toEqual(['Something new', 'Q: a new reading', 'A new explanation.']);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Listed');
  });
});

describe('the identifier panel in English', () => {
  it('should show the words the company service sent, word for word', async () => {
    await loadCatalogs('en', ['common', 'company']);
    const badge = { agrees: 'Agrees', differs: 'Differs', not_on_record: 'Not on record' };
    for (const readings of panels) {
      const { container } = render(<IdentifierChecks readings={readings} />);
      const items = [...container.querySelectorAll('li')];
      expect(items).toHaveLength(readings[0]!.lines.length);
      readings[0]!.lines.forEach((line, index) => {
        const [aspect, says, explanation] = items[index]!.querySelectorAll('p');
        expect(aspect!.textContent).toBe(line.aspect);
        expect(says!.textContent).toBe(
          line.identifierSays +
            (line.recordSays !== null ? ` · On record: ${line.recordSays}` : '') +
            (line.agreement ? badge[line.agreement] : ''),
        );
        expect(explanation?.textContent ?? null).toBe(line.explanation);
      });
      cleanup();
    }
  });
});
