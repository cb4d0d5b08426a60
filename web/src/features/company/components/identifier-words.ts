import {
  CIN_CLASS_CODES,
  CIN_STATE_CODES,
  IDENTIFIER_EXPLANATIONS,
  PAN_HOLDER_TYPES,
  gstStateName,
  type IdentifierLine,
  type IdentifierReading,
} from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';

// The identifier panel's lines in the page's language. The company service sends them in
// English (contracts/identifiers/identifier-panel.ts; the API speaks English to every caller),
// so each line is recognised here by its shape: an aspect or explanation by its exact text, a
// reading as "code: meaning" with the meaning looked up by the code in the contract's own
// tables where there is one. Codes, state names and what the record says are data, kept as
// written. A text not recognised is shown as it came, marked English, never dropped.

/** A piece of a line: words in the page's language, data kept as written, or English as sent. */
export type IdentifierPart =
  | { kind: 'words'; text: string }
  | { kind: 'asWritten'; text: string }
  | { kind: 'english'; text: string };

export interface IdentifierLineWords {
  aspect: IdentifierPart;
  identifierSays: IdentifierPart[];
  /** null when the line has nothing on the record (the contract's recordSays is null). */
  recordSays: IdentifierPart[] | null;
  explanation: IdentifierPart | null;
}

/** Every aspect the contract writes, by its text (they are not exported as constants). */
const ASPECTS: Readonly<Record<string, MessageId>> = {
  Listing: 'company.identifiers.aspect.listing',
  'Industry (NIC code)': 'company.identifiers.aspect.nic',
  'State of original registration': 'company.identifiers.aspect.state',
  'Year of registration': 'company.identifiers.aspect.year',
  'Class and ownership': 'company.identifiers.aspect.class',
  'Holder type (4th character)': 'company.identifiers.aspect.panHolder',
  'Check digit (15th character)': 'company.identifiers.aspect.gstCheckDigit',
  'State code (characters 1-2)': 'company.identifiers.aspect.gstState',
  'PAN (characters 3-12)': 'company.identifiers.aspect.gstPan',
};

/** The meanings after "code: " that are fixed words rather than a table's value. */
const MEANINGS: Readonly<Record<string, MessageId>> = {
  'listed on a stock exchange': 'company.identifiers.meaning.listed',
  'not listed': 'company.identifiers.meaning.notListed',
  'the main activity declared at incorporation': 'company.identifiers.meaning.nicMain',
  'not a state code we know': 'company.identifiers.meaning.unknownState',
  'a class code not in the published list': 'company.identifiers.meaning.unknownClass',
  'not a holder type in the published list': 'company.identifiers.meaning.unknownHolder',
  'not a GST state code': 'company.identifiers.meaning.unknownGstState',
};

/** Whole readings without a code. */
const WHOLE_READINGS: Readonly<Record<string, MessageId>> = {
  'Matches the other 14 characters': 'company.identifiers.meaning.checkDigitMatches',
  'Does not match the other 14 characters': 'company.identifiers.meaning.checkDigitDiffers',
  "The holder's PAN": 'company.identifiers.meaning.holderPan',
};

/** What the contract writes on the record's side in its own words, not the registry's. */
const RECORD_WORDS: Readonly<Record<string, MessageId>> = {
  "The company's PAN on record": 'company.identifiers.record.companyPan',
};
const HAS_CIN = 'has a CIN';

/** By the contract's keys: CIN_CLASS_CODES. */
const CIN_CLASSES = {
  PLC: 'company.identifiers.cinClass.PLC',
  PTC: 'company.identifiers.cinClass.PTC',
  OPC: 'company.identifiers.cinClass.OPC',
  NPL: 'company.identifiers.cinClass.NPL',
  GOI: 'company.identifiers.cinClass.GOI',
  SGC: 'company.identifiers.cinClass.SGC',
  FTC: 'company.identifiers.cinClass.FTC',
  FLC: 'company.identifiers.cinClass.FLC',
  ULL: 'company.identifiers.cinClass.ULL',
  ULT: 'company.identifiers.cinClass.ULT',
  GAP: 'company.identifiers.cinClass.GAP',
  GAT: 'company.identifiers.cinClass.GAT',
} as const satisfies Record<string, MessageId>;

/** By the contract's keys: PAN_HOLDER_TYPES. */
const PAN_HOLDERS = {
  C: 'company.identifiers.panHolder.C',
  P: 'company.identifiers.panHolder.P',
  F: 'company.identifiers.panHolder.F',
  H: 'company.identifiers.panHolder.H',
  T: 'company.identifiers.panHolder.T',
  A: 'company.identifiers.panHolder.A',
  B: 'company.identifiers.panHolder.B',
  L: 'company.identifiers.panHolder.L',
  J: 'company.identifiers.panHolder.J',
  G: 'company.identifiers.panHolder.G',
} as const satisfies Record<string, MessageId>;

/** By the contract's keys: IDENTIFIER_EXPLANATIONS. */
const EXPLANATIONS = {
  listing: 'company.identifiers.explanation.listing',
  nic: 'company.identifiers.explanation.nic',
  state: 'company.identifiers.explanation.state',
  year: 'company.identifiers.explanation.year',
  class: 'company.identifiers.explanation.class',
  gstCheckDigit: 'company.identifiers.explanation.gstCheckDigit',
  gstState: 'company.identifiers.explanation.gstState',
  gstPan: 'company.identifiers.explanation.gstPan',
  panHolder: 'company.identifiers.explanation.panHolder',
} as const satisfies Record<keyof typeof IDENTIFIER_EXPLANATIONS, MessageId>;

/** The English ids of this file's tables, for the test that holds them to the contract. */
export const IDENTIFIER_WORD_TABLES = {
  ASPECTS,
  MEANINGS,
  WHOLE_READINGS,
  RECORD_WORDS,
  CIN_CLASSES,
  PAN_HOLDERS,
  EXPLANATIONS,
  HAS_CIN,
};

const words = (id: MessageId): IdentifierPart => ({ kind: 'words', text: t(id) });
const asWritten = (text: string): IdentifierPart => ({ kind: 'asWritten', text });
const english = (text: string): IdentifierPart => ({ kind: 'english', text });

/** The id a table holds for a key, when the contract's table gives that key this very text. */
function byKey<K extends string>(
  ids: Readonly<Record<K, MessageId>>,
  contract: Readonly<Record<string, string>>,
  key: string,
  text: string,
): MessageId | null {
  return Object.hasOwn(ids, key) && contract[key] === text ? ids[key as K] : null;
}

function meaningOf(identifier: IdentifierReading['identifier'], code: string, meaning: string) {
  const fixed = MEANINGS[meaning];
  if (fixed) return words(fixed);
  const id =
    identifier === 'CIN'
      ? byKey(CIN_CLASSES, CIN_CLASS_CODES, code, meaning)
      : identifier === 'PAN'
        ? byKey(PAN_HOLDERS, PAN_HOLDER_TYPES, code, meaning)
        : null;
  if (id) return words(id);
  // A state's name is the registry's own spelling of a place: kept as written.
  const stateName = identifier === 'GSTIN' ? gstStateName(code) : CIN_STATE_CODES[code]?.name;
  if (stateName === meaning) return asWritten(meaning);
  return null;
}

function identifierSaysWords(
  identifier: IdentifierReading['identifier'],
  says: string,
): IdentifierPart[] {
  const whole = WHOLE_READINGS[says];
  if (whole) return [words(whole)];
  // The year of registration: digits read the same in every language.
  if (/^[0-9]{4}$/.test(says)) return [asWritten(says)];
  const split = says.indexOf(': ');
  if (split > 0) {
    const code = says.slice(0, split);
    const meaning = meaningOf(identifier, code, says.slice(split + 2));
    if (meaning) return [asWritten(code), { kind: 'words', text: ': ' }, meaning];
  }
  return [english(says)];
}

/** PAN lines say the holder kind the entity calls for: "a company (Private Limited Company)". */
function recordSaysWords(record: string): IdentifierPart[] {
  const own = RECORD_WORDS[record];
  if (own) return [words(own)];
  for (const [key, holder] of Object.entries(PAN_HOLDER_TYPES)) {
    const id = byKey(PAN_HOLDERS, PAN_HOLDER_TYPES, key, holder);
    if (!id || !record.startsWith(`${holder} (`) || !record.endsWith(')')) continue;
    const entity = record.slice(holder.length + 2, -1);
    return [
      words(id),
      { kind: 'words', text: ' (' },
      entity === HAS_CIN ? words('company.identifiers.record.hasCin') : asWritten(entity),
      { kind: 'words', text: ')' },
    ];
  }
  // Anything else is what the registry wrote (a state, a class, a listing status, a year).
  return [asWritten(record)];
}

function explanationWords(explanation: string): IdentifierPart {
  const key = (Object.keys(EXPLANATIONS) as (keyof typeof EXPLANATIONS)[]).find(
    (name) => IDENTIFIER_EXPLANATIONS[name] === explanation,
  );
  return key ? words(EXPLANATIONS[key]) : english(explanation);
}

/** One line of a reading in the page's language. Call while rendering (it uses t()). */
export function identifierLineWords(
  identifier: IdentifierReading['identifier'],
  line: IdentifierLine,
): IdentifierLineWords {
  const aspect = ASPECTS[line.aspect];
  return {
    aspect: aspect ? words(aspect) : english(line.aspect),
    identifierSays: identifierSaysWords(identifier, line.identifierSays),
    recordSays: line.recordSays === null ? null : recordSaysWords(line.recordSays),
    explanation: line.explanation === null ? null : explanationWords(line.explanation),
  };
}
