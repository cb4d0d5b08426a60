import { GSTIN_PATTERN, PAN_PATTERN, checkGstin } from './gstin';
import { CIN_STATE_CODES, gstStateName, normaliseStateName } from './states';

// What a company's identifiers say about it, beside what its record says (issue 20 #4), in
// plain words. Pure and browser-safe; the company service runs it on the UNMASKED GSTIN and
// PAN and sends the lines, which never repeat a hidden character. Where an identifier and the
// record differ, the line says what usually explains it: facts, not accusations.

export type Agreement = 'agrees' | 'differs' | 'not_on_record';

export interface IdentifierLine {
  /** What is read, e.g. 'State of original registration'. */
  aspect: string;
  /** What the identifier itself says, in words. */
  identifierSays: string;
  /** What the company's record says; null when there is nothing to compare. */
  recordSays: string | null;
  /** null when the line has nothing on the record to be compared with. */
  agreement: Agreement | null;
  /** What usually explains a difference; null when they agree. */
  explanation: string | null;
}

export interface IdentifierReading {
  identifier: 'CIN' | 'GSTIN' | 'PAN';
  wellFormed: boolean;
  lines: IdentifierLine[];
}

export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

/** CIN characters 13-15: the company's class and ownership, as MCA assigns them. */
export const CIN_CLASS_CODES: Readonly<Record<string, string>> = {
  PLC: 'public limited company',
  PTC: 'private limited company',
  OPC: 'one person company',
  NPL: 'not-for-profit company (section 8 licence)',
  GOI: 'company owned by the Government of India',
  SGC: 'company owned by a state government',
  FTC: 'subsidiary of a foreign company',
  FLC: 'public subsidiary of a foreign company',
  ULL: 'public unlimited company',
  ULT: 'private unlimited company',
  GAP: 'public company limited by guarantee',
  GAT: 'private company limited by guarantee',
};

/** The company class (or sub-category) each CIN class code goes with on the record. */
const CLASS_ON_RECORD: Readonly<Record<string, { field: 'class' | 'subCategory'; value: string }>> =
  {
    PLC: { field: 'class', value: 'public' },
    ULL: { field: 'class', value: 'public' },
    GAP: { field: 'class', value: 'public' },
    FLC: { field: 'class', value: 'public' },
    PTC: { field: 'class', value: 'private' },
    ULT: { field: 'class', value: 'private' },
    GAT: { field: 'class', value: 'private' },
    OPC: { field: 'class', value: 'one person company' },
    GOI: { field: 'subCategory', value: 'union government company' },
    SGC: { field: 'subCategory', value: 'state government company' },
    FTC: { field: 'subCategory', value: 'subsidiary of company incorporated outside india' },
  };

export const IDENTIFIER_EXPLANATIONS = {
  listing:
    'The first letter is set when the CIN is issued. A company that listed or delisted later keeps the earlier letter until MCA issues it a new CIN.',
  nic: 'A CIN keeps the industry code declared at incorporation, often from an older edition of the NIC; a company whose main activity changed keeps the old code.',
  state:
    'This usually means the registered office moved to another state after the company was registered: the CIN keeps the state of its original registration.',
  year: 'A CIN issued again after a change (a conversion to another class, a move of the registered office) carries the year of that change; the registration date stays the original one.',
  class:
    'This usually follows a conversion after the CIN was issued (for example from a private to a public company, or a one person company to a private company).',
  gstCheckDigit:
    'The last character of a GSTIN is computed from the other 14. When it does not match, the GSTIN on record usually has a typing error; the GST portal can confirm the number.',
  gstState:
    'A business registers for GST separately in each state where it supplies from, so a GSTIN of another state can be one of its registrations there.',
  gstPan:
    'The GSTIN belongs to the holder of another PAN, for example a related company or the owner in person, rather than to this company.',
  panHolder:
    "A PAN's 4th character names the kind of holder. A different kind usually means the PAN on record is that of a person or another entity connected with the business (for example a proprietor's own PAN).",
} as const;

export interface CinRecord {
  listingStatus: string | null;
  nicCode: string | null;
  state: string | null;
  registrationDate: string | null;
  companyClass: string | null;
  subCategory: string | null;
}

const norm = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

function line(
  aspect: string,
  identifierSays: string,
  recordSays: string | null,
  agrees: boolean | null,
  explanation: string,
): IdentifierLine {
  const agreement: Agreement | null =
    recordSays === null ? 'not_on_record' : agrees === null ? null : agrees ? 'agrees' : 'differs';
  return {
    aspect,
    identifierSays,
    recordSays,
    agreement,
    explanation: agreement === 'differs' ? explanation : null,
  };
}

/** What a CIN says (listing, NIC industry, state, year, class) beside the record. */
export function readCin(cin: string, record: CinRecord): IdentifierReading {
  const value = cin.trim().toUpperCase();
  if (!CIN_PATTERN.test(value)) return { identifier: 'CIN', wellFormed: false, lines: [] };
  const listing = value.charAt(0);
  const nic = value.slice(1, 6);
  const stateCode = value.slice(6, 8);
  const year = value.slice(8, 12);
  const classCode = value.slice(12, 15);

  const listingOnRecord = norm(record.listingStatus);
  const cinState = CIN_STATE_CODES[stateCode];
  const classOnRecord = CLASS_ON_RECORD[classCode];
  const recordClassValue =
    classOnRecord?.field === 'subCategory' ? record.subCategory : record.companyClass;

  return {
    identifier: 'CIN',
    wellFormed: true,
    lines: [
      line(
        'Listing',
        listing === 'L' ? 'L: listed on a stock exchange' : 'U: not listed',
        record.listingStatus?.trim() || null,
        listingOnRecord === null ? null : (listing === 'L') === (listingOnRecord === 'listed'),
        IDENTIFIER_EXPLANATIONS.listing,
      ),
      line(
        'Industry (NIC code)',
        `${nic}: the main activity declared at incorporation`,
        record.nicCode?.trim() || null,
        norm(record.nicCode) === null ? null : record.nicCode!.trim().padStart(5, '0') === nic,
        IDENTIFIER_EXPLANATIONS.nic,
      ),
      line(
        'State of original registration',
        cinState ? `${stateCode}: ${cinState.name}` : `${stateCode}: not a state code we know`,
        record.state?.trim() || null,
        norm(record.state) === null || !cinState
          ? null
          : cinState.names.includes(normaliseStateName(record.state!)),
        IDENTIFIER_EXPLANATIONS.state,
      ),
      line(
        'Year of registration',
        year,
        record.registrationDate?.slice(0, 4) ?? null,
        record.registrationDate ? record.registrationDate.slice(0, 4) === year : null,
        IDENTIFIER_EXPLANATIONS.year,
      ),
      line(
        'Class and ownership',
        `${classCode}: ${CIN_CLASS_CODES[classCode] ?? 'a class code not in the published list'}`,
        recordClassValue?.trim() || null,
        !classOnRecord || norm(recordClassValue) === null
          ? null
          : norm(recordClassValue) === classOnRecord.value,
        IDENTIFIER_EXPLANATIONS.class,
      ),
    ],
  };
}

/** PAN character 4: the kind of holder (Income Tax Department's published list). */
export const PAN_HOLDER_TYPES: Readonly<Record<string, string>> = {
  C: 'a company',
  P: 'an individual person',
  F: 'a firm or LLP',
  H: 'a Hindu undivided family (HUF)',
  T: 'a trust',
  A: 'an association of persons (AOP)',
  B: 'a body of individuals (BOI)',
  L: 'a local authority',
  J: 'an artificial juridical person',
  G: 'a government body',
};

/** The holder letter a company's entity type calls for, or null when it cannot be told. */
export function expectedPanHolder(entity: {
  entityType: string | null;
  cin: string | null;
}): string | null {
  const type = norm(entity.entityType) ?? '';
  if (/\b(llp|limited liability partnership|partnership)\b/.test(type)) return 'F';
  if (/\b(huf|hindu undivided family)\b/.test(type)) return 'H';
  if (/\btrust\b/.test(type)) return 'T';
  if (/\b(proprietor|proprietorship|freelancer|individual)\b/.test(type)) return 'P';
  if (/\b(limited|company|opc|section 8)\b/.test(type)) return 'C';
  if (entity.cin && CIN_PATTERN.test(entity.cin.trim().toUpperCase())) return 'C';
  return null;
}

/** The PAN's structure and holder type (4th character) beside the company's entity type. */
export function readPan(
  pan: string,
  entity: { entityType: string | null; cin: string | null },
): IdentifierReading {
  const value = pan.trim().toUpperCase();
  if (!PAN_PATTERN.test(value)) return { identifier: 'PAN', wellFormed: false, lines: [] };
  const holder = value.charAt(3);
  const expected = expectedPanHolder(entity);
  const holderText = PAN_HOLDER_TYPES[holder];
  return {
    identifier: 'PAN',
    wellFormed: true,
    lines: [
      line(
        'Holder type (4th character)',
        holderText
          ? `${holder}: ${holderText}`
          : `${holder}: not a holder type in the published list`,
        expected
          ? `${PAN_HOLDER_TYPES[expected]!} (${entity.entityType?.trim() || 'has a CIN'})`
          : null,
        expected ? holder === expected : null,
        IDENTIFIER_EXPLANATIONS.panHolder,
      ),
    ],
  };
}

/** The GSTIN's check digit, state code and PAN beside the record; nothing hidden is repeated. */
export function readGstin(
  gstin: string,
  record: { pan: string | null; state: string | null },
): IdentifierReading {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(value)) return { identifier: 'GSTIN', wellFormed: false, lines: [] };
  const checks = checkGstin(value, record);
  const stateCode = value.slice(0, 2);
  const stateName = gstStateName(stateCode);
  return {
    identifier: 'GSTIN',
    wellFormed: true,
    lines: [
      {
        aspect: 'Check digit (15th character)',
        identifierSays: checks.checkDigitValid
          ? 'Matches the other 14 characters'
          : 'Does not match the other 14 characters',
        recordSays: null,
        agreement: null,
        explanation: checks.checkDigitValid ? null : IDENTIFIER_EXPLANATIONS.gstCheckDigit,
      },
      line(
        'State code (characters 1-2)',
        stateName ? `${stateCode}: ${stateName}` : `${stateCode}: not a GST state code`,
        record.state?.trim() || null,
        checks.stateMatches,
        IDENTIFIER_EXPLANATIONS.gstState,
      ),
      line(
        'PAN (characters 3-12)',
        "The holder's PAN",
        record.pan?.trim() ? "The company's PAN on record" : null,
        checks.panMatches,
        IDENTIFIER_EXPLANATIONS.gstPan,
      ),
    ],
  };
}
