import { describe, expect, it } from 'vitest';
import { escapeLike, isCinShaped, selectivePart, toSearchTerm } from './search-terms';

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
