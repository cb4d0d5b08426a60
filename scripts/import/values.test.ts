import { describe, expect, it } from 'vitest';
import { loadStateResolver } from './states';
import {
  blankToNull,
  cleanText,
  companyLimitedBy,
  extractPincode,
  normaliseActivity,
  normaliseCategory,
  normaliseEmail,
  normaliseRoc,
  padNicCode,
  parseCapital,
  parseMcaDate,
  resolveTwoDigitYear,
} from './values';

// The cases are the shapes found in the real MCA files (data/PROVENANCE.md), plus the edges
// a full state file is likely to hold.

describe(blankToNull.name, () => {
  it.each([
    ['NA', null],
    [' na ', null],
    ['', null],
    ['   ', null],
    [undefined, null],
    [' Active ', 'Active'],
  ])('should read %j as %j', (raw, expected) => {
    expect(blankToNull(raw)).toBe(expected);
  });
});

describe(cleanText.name, () => {
  it('should collapse the padding MCA leaves inside addresses', () => {
    expect(cleanText('SHOP NO.5 WING A,   SANGOLDA RESIDENCY,\tBARDEZ ')).toBe(
      'SHOP NO.5 WING A, SANGOLDA RESIDENCY, BARDEZ',
    );
  });
});

describe(parseCapital.name, () => {
  it.each([
    ['1000000.00', 1_000_000],
    ['1500000', 1_500_000],
    ['0', 0],
    ['0.00', 0],
    ['1.50E+11', 150_000_000_000],
    ['1.28E+11', 128_000_000_000],
    ['2.7e5', 270_000],
    ['1,00,000', 100_000],
    [' 450000.00 ', 450_000],
    ['-5000', null],
    ['NA', null],
    ['', null],
    ['12 lakh', null],
    ['1e18', null],
  ])('should read %j as %j', (raw, expected) => {
    expect(parseCapital(raw)).toBe(expected);
  });
});

describe(resolveTwoDigitYear.name, () => {
  it.each([
    // [yy, current year, CIN year, expected]
    [46, 2026, 1946, 1946],
    [0, 2026, 1900, 1900],
    [15, 2026, 1992, 2015],
    [87, 2026, 1997, 1987],
    [20, 2026, undefined, 2020],
    [26, 2026, undefined, 2026],
    [27, 2026, undefined, 1927],
  ] as const)('should read %i (in %i, CIN year %s) as %i', (yy, current, hint, expected) => {
    expect(resolveTwoDigitYear(yy, current, hint)).toBe(expected);
  });
});

describe(parseMcaDate.name, () => {
  const in2026 = { currentYear: 2026 };
  it.each([
    ['2022-11-23', in2026, '2022-11-23'],
    ['2022-11-23 00:00:00', in2026, '2022-11-23'],
    ['02-08-46', { ...in2026, hintYear: 1946 }, '1946-08-02'],
    ['12-02-00', { ...in2026, hintYear: 1900 }, '1900-02-12'],
    ['04-09-15', { ...in2026, hintYear: 1992 }, '2015-09-04'],
    ['20-07-87', { ...in2026, hintYear: 1997 }, '1987-07-20'],
    ['31-03-20', in2026, '2020-03-31'],
    ['15-06-1998', in2026, '1998-06-15'],
    ['5/4/2025', in2026, '2025-05-04'],
    ['11/23/2022', in2026, '2022-11-23'],
    ['23/11/2022', in2026, '2022-11-23'],
    ['31-02-2020', in2026, null],
    ['2022-13-01', in2026, null],
    ['1700-01-01', in2026, null],
    ['2031-01-01', in2026, null],
    ['NA', in2026, null],
    ['not a date', in2026, null],
  ])('should read %j as %j', (raw, context, expected) => {
    expect(parseMcaDate(raw, context)).toBe(expected);
  });
});

describe(extractPincode.name, () => {
  it.each([
    ['SHOP NO.5 WING A,SANGOLDA,BARDEZ,North Goa,Goa,403521-India', '403521'],
    ['AUTOCARS COMPOUND ADALAT ROAD AURANGABAD , Unclassified MH 431005', '431005'],
    [
      'AT & POST RAVALGAONPIN CODE 423 108 TALUKA MALEGAON DIST NASIK NASHIK , Unclassified MH 423108',
      '423108',
    ],
    ['231,BHAVANI SHANKAR CHAMBERS,KHANDOLA,,GOA,Goa,000000-India', null],
    ['NA,A,MARVEL,DONAPAULA,GOA.,Goa,NA-India', null],
    ['8, MASJID MOTH N DELHI-48,Delhi,NA-India', null],
    ['A , Unclassified MH', null],
    ['Plot 4, 0123456 Road,Delhi,012345-India', null],
    [null, null],
  ])('should find the PIN in %j', (address, expected) => {
    expect(extractPincode(address)).toBe(expected);
  });
});

describe(padNicCode.name, () => {
  it.each([
    ['85100', '85100'],
    ['305', '00305'],
    ['1100', '01100'],
    ['0', '00000'],
    ['123456', null],
    ['12a', null],
    ['NA', null],
  ])('should read %j as %j', (raw, expected) => {
    expect(padNicCode(raw)).toBe(expected);
  });
});

describe(normaliseEmail.name, () => {
  it.each([
    ['Vadilaldairy1987@gmail.com', 'vadilaldairy1987@gmail.com'],
    [' investors@alkem.com ', 'investors@alkem.com'],
    ['NA', null],
    ['not an e-mail', null],
    ['a@b.com;c@d.com', null],
  ])('should read %j as %j', (raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected);
  });
});

describe(normaliseRoc.name, () => {
  it.each([
    ['RoC-Mumbai', 'ROC Mumbai'],
    ['RoC-Pune', 'ROC Pune'],
    ['ROC Goa', 'ROC Goa'],
    ['ROC  Bangalore', 'ROC Bangalore'],
    ['NA', null],
  ])('should read %j as %j', (raw, expected) => {
    expect(normaliseRoc(raw)).toBe(expected);
  });
});

describe(normaliseActivity.name, () => {
  it.each([
    ['Unclassified', 'Others'],
    ['Business Services', 'Business Services'],
    ['Manufacture of food products and beverages', 'Manufacture of food products and beverages'],
  ])('should read %j as %j', (raw, expected) => {
    expect(normaliseActivity(raw)).toBe(expected);
  });
});

describe(normaliseCategory.name, () => {
  it.each([
    ['Company limited by Shares', 'Company limited by shares'],
    ['Company limited by shares', 'Company limited by shares'],
    ['Non-govt company', 'Non-government company'],
    ['Guarantee and association Company', 'Guarantee and association Company'],
    ['Some new category', 'Some new category'],
  ])('should read %j as %j', (raw, expected) => {
    expect(normaliseCategory(raw)).toBe(expected);
  });
});

describe(companyLimitedBy.name, () => {
  it.each([
    ['Private', 'U85100GA2022PTC015629', 'Private Limited'],
    ['Public', 'L00012GA1965PLC000199', 'Public Limited'],
    ['One Person Company', 'U50219GA2022OPC015529', 'One Person Company'],
    ['Private', 'U50219GA2022OPC015529', 'One Person Company'],
    ['Private', 'U85300GA2022NPL015305', 'Section 8 Company'],
    ['Public', 'U85300GA2022NPL015305', 'Section 8 Company'],
    [null, 'U85100GA2022PTC015629', null],
  ])('should derive class %j with CIN %s as %j', (companyClass, cin, expected) => {
    expect(companyLimitedBy(companyClass, cin)).toBe(expected);
  });
});

describe(loadStateResolver.name, () => {
  const resolveState = loadStateResolver();
  it.each([
    ['goa', 'Goa'],
    ['tamil nadu', 'Tamil Nadu'],
    ['Maharashtra', 'Maharashtra'],
    ['delhi', 'Delhi'],
    ['andhra pradesh', 'Andhra Pradesh'],
    ['jammu & kashmir', 'Jammu and Kashmir'],
    ['orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['new state of mind', 'New State of Mind'],
    ['NA', null],
  ])('should read %j as %j', (raw, expected) => {
    expect(resolveState(raw)).toBe(expected);
  });
});
