import { describe, expect, it } from 'vitest';
import { keepableSearchTerm, panIn } from './gst';

// 27AAACR5055K1Z7: Reliance Industries' Maharashtra GSTIN; AAACR5055K its PAN.
describe(panIn.name, () => {
  it.each([
    ['AAACR5055K', 'AAACR5055K'],
    [' aaacr 5055k ', 'AAACR5055K'],
    ['AAACR5055', null],
    ['AAACR50551', null],
    ['27AAACR5055K1Z7', null],
    ['reliance', null],
  ])('should read %j as the PAN %s', (typed, expected) => {
    expect(panIn(typed)).toBe(expected);
  });
});

describe(keepableSearchTerm.name, () => {
  it.each([
    ['27AAACR5055K1Z7', '27XXXXXXXXXXXZX'],
    // A wrong check character is still someone's number, nearly.
    ['27aaacr5055k1z8', '27XXXXXXXXXXXZX'],
    ['AAACR5055K', 'AAXCXXXXXK'],
    ['aaacr 5055 k', 'AAXCXXXXXK'],
    ['L17110MH1973PLC019786', 'L17110MH1973PLC019786'],
    // A DIN is a person's number (issue 41).
    ['00123456', '00XXXX56'],
    ['0012 3456', '00XXXX56'],
    ['1234567', '1234567'],
    ['Reliance Industries', 'Reliance Industries'],
  ])('should keep %j as %j', (term, kept) => {
    expect(keepableSearchTerm(term)).toBe(kept);
  });
});
