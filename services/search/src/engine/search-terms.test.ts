import { describe, expect, it } from 'vitest';
import { escapeLike, isCinShaped, selectivePart, taxIdOf, toSearchTerm } from './search-terms';

describe(escapeLike.name, () => {
  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('should escape %s as %s', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });
});

describe(isCinShaped.name, () => {
  it.each([
    ['U51504GA2014SYN442830', true],
    ['L17110MH1973PLC019786', true],
    ['AAB-1234', true],
    ['U51504GA2014SYN44283', false],
    ['X51504GA2014SYN442830', false],
    ['sharma', false],
  ])('should tell whether %s is a CIN or LLPIN', (input, expected) => {
    expect(isCinShaped(input)).toBe(expected);
  });
});

describe(toSearchTerm.name, () => {
  it('should trim and collapse inner whitespace', () => {
    expect(toSearchTerm('  Sharma   Resorts ').text).toBe('Sharma Resorts');
  });

  it('should read a lower-case CIN typed with spaces as that CIN', () => {
    expect(toSearchTerm('u51504 ga2014 syn442830').exactCin).toBe('U51504GA2014SYN442830');
  });

  it('should offer a CIN fragment only when a CIN could contain the term', () => {
    expect(toSearchTerm('ga2014').cinFragment).toBe('GA2014');
    expect(toSearchTerm('U51504GA2014SYN442830').cinFragment).toBeNull();
    expect(toSearchTerm('aab-12').cinFragment).toBe('AAB-12');
    expect(toSearchTerm('sharma resorts').cinFragment).toBeNull();
    expect(toSearchTerm('50%').cinFragment).toBeNull();
  });

  it('should know when a trigram index can help', () => {
    expect(toSearchTerm('ab').trigramUsable).toBe(false);
    expect(toSearchTerm('a b c').trigramUsable).toBe(false);
    expect(toSearchTerm('abc').trigramUsable).toBe(true);
  });
});

describe(selectivePart.name, () => {
  it.each([
    ['life capital private limite', 'life capital'],
    ['SHARMA AND SONS PRIVATE LIMITED', 'SHARMA AND SONS'],
    ['mount child education pvt ltd', 'mount child education'],
    ['resorts private l', 'resorts'],
    ['export private limited', 'export'],
    ['SERVICE PR', 'SERVICE'],
    ['ab private limited', 'ab private limited'],
    ['private limited', 'private limited'],
    ['sharma resorts', 'sharma resorts'],
    ['private sharma resorts', 'private sharma resorts'],
  ])('should look %s up by %s', (text, part) => {
    expect(selectivePart(text)).toBe(part);
  });
});

// 27AAACR5055K1Z7 is Reliance Industries' Maharashtra GSTIN (its check character is 7);
// AAACR5055K its PAN.
describe(taxIdOf.name, () => {
  it.each([
    ['27AAACR5055K1Z7', { kind: 'gstin', value: '27AAACR5055K1Z7', checkFailed: false }],
    [' 27aaacr5055k 1z7 ', { kind: 'gstin', value: '27AAACR5055K1Z7', checkFailed: false }],
    ['27AAACR5055K1Z8', { kind: 'gstin', value: '27AAACR5055K1Z8', checkFailed: true }],
    ['AAACR5055K', { kind: 'pan', value: 'AAACR5055K', checkFailed: false }],
    ['aaacr 5055 k', { kind: 'pan', value: 'AAACR5055K', checkFailed: false }],
  ])('should read %j as a tax number', (text, expected) => {
    expect(taxIdOf(text)).toEqual(expected);
  });

  it.each([
    ['AAACR5055', 'nine characters'],
    ['AAAC55055K', 'a digit among the first five'],
    ['AAACR505KK', 'a letter among the four digits'],
    ['AAACR50551', 'a digit at the end'],
    ['27AAACR5055K1Z', 'fourteen characters'],
    ['U51504GA2014SYN442830', 'a CIN'],
    ['reliance industries', 'a name'],
    ['AAACR5055K tata', 'a PAN with a word after it'],
  ])('should not read %s (%s) as a GSTIN or PAN', (text) => {
    expect(taxIdOf(text)).toBeNull();
  });
});
