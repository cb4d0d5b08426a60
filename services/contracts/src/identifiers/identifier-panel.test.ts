import { describe, expect, it } from 'vitest';
import {
  IDENTIFIER_EXPLANATIONS,
  expectedPanHolder,
  readCin,
  readGstin,
  readPan,
} from './identifier-panel';

// The CINs are real rows of data/companies-datagovin-*.csv.gz, with their records as the files
// give them (the importer's spellings: state title-cased, dates ISO).

describe(readCin.name, () => {
  it('should read a listed public company whose CIN agrees with its record (DE NORA INDIA LIMITED)', () => {
    const reading = readCin('L31200GA1993PLC001335', {
      listingStatus: 'Listed',
      nicCode: '31200',
      state: 'Goa',
      registrationDate: '1993-06-07',
      companyClass: 'Public',
      subCategory: 'Non-government company',
    });
    expect(reading.wellFormed).toBe(true);
    expect(reading.lines.map((line) => [line.aspect, line.identifierSays, line.agreement])).toEqual(
      [
        ['Listing', 'L: listed on a stock exchange', 'agrees'],
        ['Industry (NIC code)', '31200: the main activity declared at incorporation', 'agrees'],
        ['State of original registration', 'GA: Goa', 'agrees'],
        ['Year of registration', '1993', 'agrees'],
        ['Class and ownership', 'PLC: public limited company', 'agrees'],
      ],
    );
    expect(reading.lines.every((line) => line.explanation === null)).toBe(true);
  });

  it('should explain a CIN year earlier than the registration date (DE NORA: CIN 1993, registered 1989)', () => {
    const year = readCin('L31200GA1993PLC001335', {
      listingStatus: 'Listed',
      nicCode: '31200',
      state: 'Goa',
      registrationDate: '1989-06-07',
      companyClass: 'Public',
      subCategory: null,
    }).lines.find((line) => line.aspect === 'Year of registration');
    expect(year).toEqual({
      aspect: 'Year of registration',
      identifierSays: '1993',
      recordSays: '1989',
      agreement: 'differs',
      explanation: IDENTIFIER_EXPLANATIONS.year,
    });
  });

  it('should explain a CIN state other than the registered state (U74999HR2021PTC097895, registered in Delhi)', () => {
    const state = readCin('U74999HR2021PTC097895', {
      listingStatus: 'Unlisted',
      nicCode: '74999',
      state: 'Delhi',
      registrationDate: '2021-09-23',
      companyClass: 'Private',
      subCategory: 'Non-government company',
    }).lines.find((line) => line.aspect === 'State of original registration');
    expect(state).toMatchObject({
      identifierSays: 'HR: Haryana',
      recordSays: 'Delhi',
      agreement: 'differs',
      explanation: IDENTIFIER_EXPLANATIONS.state,
    });
  });

  it('should compare government and foreign-subsidiary codes with the sub-category', () => {
    const record = {
      listingStatus: 'Unlisted',
      nicCode: null,
      state: null,
      registrationDate: null,
      companyClass: 'Private',
      subCategory: 'subsidiary of company incorporated outside India',
    };
    const cls = readCin('U72200KA2010FTC052345', record).lines.at(-1);
    expect(cls).toMatchObject({
      identifierSays: 'FTC: subsidiary of a foreign company',
      agreement: 'agrees',
    });
  });

  it('should explain a class that changed by conversion (PTC on a public company)', () => {
    const cls = readCin('U85190GA2007PTC005383', {
      listingStatus: null,
      nicCode: null,
      state: null,
      registrationDate: null,
      companyClass: 'Public',
      subCategory: null,
    }).lines.at(-1);
    expect(cls).toMatchObject({ agreement: 'differs', explanation: IDENTIFIER_EXPLANATIONS.class });
  });

  it('should say not_on_record where the record is empty', () => {
    const reading = readCin('U85190GA2007PTC005383', {
      listingStatus: null,
      nicCode: null,
      state: null,
      registrationDate: null,
      companyClass: null,
      subCategory: null,
    });
    expect(reading.lines.every((line) => line.agreement === 'not_on_record')).toBe(true);
  });

  it("should read nothing from a malformed CIN (the Goa file's letter-O row)", () => {
    expect(readCin('U63040GA2006PTCOO4531', {} as never)).toEqual({
      identifier: 'CIN',
      wellFormed: false,
      lines: [],
    });
  });
});

describe(readPan.name, () => {
  it('should agree when a company holds a company PAN (4th letter C)', () => {
    const [holder] = readPan('AAACR5055K', { entityType: 'Public Limited', cin: null }).lines;
    expect(holder).toMatchObject({ identifierSays: 'C: a company', agreement: 'agrees' });
  });

  it("should explain a person's PAN on a company", () => {
    const [holder] = readPan('ABCPK1234L', {
      entityType: null,
      cin: 'U85190GA2007PTC005383',
    }).lines;
    expect(holder).toMatchObject({
      identifierSays: 'P: an individual person',
      agreement: 'differs',
      explanation: IDENTIFIER_EXPLANATIONS.panHolder,
    });
  });

  it.each([
    ['LLP', 'F'],
    ['Partnership Firm', 'F'],
    ['HUF', 'H'],
    ['Sole Proprietorship', 'P'],
    ['Private Limited', 'C'],
    ['One Person Company', 'C'],
  ])('should expect holder %s → %s', (entityType, letter) => {
    expect(expectedPanHolder({ entityType, cin: null })).toBe(letter);
  });

  it('should say the PAN is malformed when it is not 5 letters, 4 digits and a letter', () => {
    expect(readPan('AAAC5055K', { entityType: null, cin: null }).wellFormed).toBe(false);
  });
});

describe(readGstin.name, () => {
  it('should read a valid GSTIN without repeating its hidden characters', () => {
    const reading = readGstin('27AAACR5055K1Z7', { pan: 'AAACR5055K', state: 'Maharashtra' });
    expect(reading.lines.map((line) => [line.aspect, line.identifierSays, line.agreement])).toEqual(
      [
        ['Check digit (15th character)', 'Matches the other 14 characters', null],
        ['State code (characters 1-2)', '27: Maharashtra', 'agrees'],
        ['PAN (characters 3-12)', "The holder's PAN", 'agrees'],
      ],
    );
    expect(JSON.stringify(reading)).not.toContain('AAACR5055K');
  });

  it('should explain a failed check digit and another PAN', () => {
    const reading = readGstin('27AAACR5055K1Z8', { pan: 'AAPFU0939F', state: 'Maharashtra' });
    expect(reading.lines[0]).toMatchObject({
      identifierSays: 'Does not match the other 14 characters',
      explanation: IDENTIFIER_EXPLANATIONS.gstCheckDigit,
    });
    expect(reading.lines[2]).toMatchObject({
      agreement: 'differs',
      explanation: IDENTIFIER_EXPLANATIONS.gstPan,
    });
  });
});
