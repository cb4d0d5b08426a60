import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@trusthive/contracts';
import { checkRow, guessMapping, looksLikeHeader, mappingProblem, stateOf } from './rows';
import { judgeName, normaliseCompanyName } from './name-match';

const GSTIN = `27AAACB1234C1Z${gstinCheckCharacter('27AAACB1234C1Z')}`;
const WRONG_CHECK = `27AAACB1234C1Z${GSTIN.endsWith('6') ? '7' : '6'}`;
const none = { cin: null, gstin: null, pan: null, name: null, state: null };

describe(guessMapping.name, () => {
  it('should map columns by their headers, whatever their order and spelling', () => {
    expect(
      guessMapping(
        ['Sr', 'Supplier Name', 'GST No.', 'State', 'PAN', 'Corporate Identification No'],
        [],
      ),
    ).toEqual({ cin: 5, gstin: 2, pan: 4, name: 1, state: 3 });
  });

  it('should map a file without a header by what its values look like', () => {
    expect(
      guessMapping(null, [
        ['U12345MH2020PTC123456', 'Acme Private Limited', 'Maharashtra'],
        ['L17110MH1973PLC019786', 'Reliance Industries Limited', 'Maharashtra'],
      ]),
    ).toEqual({ ...none, cin: 0, state: 2 });
    expect(guessMapping(null, [['Acme Traders', 'Goa']])).toEqual({ ...none, name: 0, state: 1 });
  });

  it('should never give one column two meanings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }),
        fc.array(fc.array(fc.string({ maxLength: 22 }), { maxLength: 8 }), { maxLength: 5 }),
        (header, rows) => {
          const used = Object.values(guessMapping(header, rows)).filter((v) => v !== null);
          expect(new Set(used).size).toBe(used.length);
        },
      ),
    );
  });
});

describe(looksLikeHeader.name, () => {
  it('should tell a header row from a first data row', () => {
    expect(looksLikeHeader(['CIN', 'Name'], ['U12345MH2020PTC123456', 'Acme'])).toBe(true);
    expect(looksLikeHeader(['U12345MH2020PTC123456', 'Acme'])).toBe(false);
    expect(looksLikeHeader(['Col A', 'Col B'], ['AAACB1234C', 'x'])).toBe(true);
  });
});

describe(checkRow.name, () => {
  const mapping = { cin: 0, gstin: 1, pan: 2, name: 3, state: 4 };
  it('should look up the CIN first, then the GSTIN, the PAN, the name', () => {
    expect(checkRow(['u12345mh2020ptc123456', GSTIN, '', '', ''], mapping)).toMatchObject({
      ok: true,
      query: { kind: 'cin', value: 'U12345MH2020PTC123456' },
    });
    expect(checkRow(['', ` ${GSTIN.toLowerCase()} `, ''], mapping)).toMatchObject({
      query: { kind: 'gstin', value: GSTIN },
    });
    expect(checkRow(['', '', 'AAACB 1234C'], mapping)).toMatchObject({
      query: { kind: 'pan', value: 'AAACB1234C' },
    });
    expect(checkRow(['', '', '', 'Acme Traders', 'MH'], mapping)).toMatchObject({
      query: { kind: 'name', value: 'Acme Traders', state: 'Maharashtra' },
    });
  });

  it('should give the reason a row cannot be checked', () => {
    const reason = (cells: string[]) => {
      const result = checkRow(cells, mapping);
      return result.ok ? null : result.reason;
    };
    expect(reason(['', '', '', '', ''])).toBe('empty');
    expect(reason(['U12345', '', '', 'Acme'])).toBe('cinMalformed');
    expect(reason(['', '27AAACB1234C1Z', ''])).toBe('gstinMalformed');
    expect(reason(['', WRONG_CHECK, ''])).toBe('gstinCheckDigit');
    expect(reason(['', '', 'AAAC1234C'])).toBe('panMalformed');
    expect(reason(['', '', '', 'A.', ''])).toBe('nameTooShort');
    expect(reason(['', '', '', 'Acme Traders', 'Atlantis'])).toBe('stateUnknown');
  });

  it('should never throw, whatever the cells', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (cells) => {
        expect(() => checkRow(cells, mapping)).not.toThrow();
      }),
    );
  });
});

describe(mappingProblem.name, () => {
  it('should want an identifier or name column, each column once, inside the file', () => {
    expect(mappingProblem({ ...none, state: 1 }, 3)?.problem).toBe('noColumn');
    expect(mappingProblem({ ...none, cin: 1, name: 1 }, 3)?.problem).toBe('columnTwice');
    expect(mappingProblem({ ...none, cin: 4 }, 3)?.problem).toBe('columnOutOfRange');
    expect(mappingProblem({ ...none, name: 0, state: 1 }, 2)).toBeNull();
  });
});

describe(stateOf.name, () => {
  it('should know a state by its name, another name or its code', () => {
    expect(stateOf('tamil nadu')).toBe('Tamil Nadu');
    expect(stateOf('TN')).toBe('Tamil Nadu');
    expect(stateOf('Pondicherry')).toBe('Puducherry');
    expect(stateOf('Narnia')).toBeNull();
  });

  it('should know every state and union territory, the north-east included', () => {
    for (const state of ['Manipur', 'Meghalaya', 'Mizoram', 'Tripura', 'Nagaland', 'Sikkim']) {
      expect(stateOf(state)).toBe(state);
    }
    expect(stateOf('arunachal pradesh')).toBe('Arunachal Pradesh');
    expect(stateOf('Andaman & Nicobar Islands')).toBe('Andaman and Nicobar Islands');
  });
});

describe(judgeName.name, () => {
  const hit = (id: number, name: string, location: string | null) => ({ id, name, location });
  it('should match the same name in the same state with high confidence', () => {
    expect(
      judgeName({ value: 'Acme Pvt. Ltd.', state: 'Karnataka' }, [
        hit(1, 'ACME PRIVATE LIMITED', 'Pune, Maharashtra'),
        hit(2, 'ACME PRIVATE LIMITED', 'Bengaluru, Karnataka'),
      ]),
    ).toEqual({ outcome: 'matched', companyId: 2, confidence: 'high' });
  });

  it('should be a step less sure of a name given without a state', () => {
    expect(
      judgeName({ value: 'Acme Pvt Ltd', state: null }, [hit(1, 'Acme Private Limited', null)]),
    ).toEqual({ outcome: 'matched', companyId: 1, confidence: 'medium' });
  });

  it('should offer up to three candidates when several are alike', () => {
    const result = judgeName({ value: 'Sharma Traders', state: null }, [
      hit(1, 'SHARMA TRADERS PRIVATE LIMITED', null),
      hit(2, 'SHARMA TRADERS LLP', null),
      hit(3, 'SHARMA TRADING CO', null),
      hit(4, 'SHARMA TRADERS INDIA PRIVATE LIMITED', null),
    ]);
    expect(result.outcome).toBe('candidates');
    expect(result.outcome === 'candidates' && result.candidates.length).toBe(3);
  });

  it('should find nothing where nothing is alike', () => {
    expect(
      judgeName({ value: 'Zeta Widgets', state: null }, [hit(1, 'Alpha Foods', null)]),
    ).toEqual({
      outcome: 'not_found',
    });
    expect(normaliseCompanyName('M/s. The Acme & Co. Pvt Ltd')).toBe(
      'acme and company private limited',
    );
  });
});
