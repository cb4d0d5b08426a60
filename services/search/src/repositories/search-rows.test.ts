import { describe, expect, it } from 'vitest';
import { toSearchTerm } from '../engine/search-terms';
import { laterWordPart, laterWordPattern } from './search-rows';

describe(laterWordPart.name, () => {
  it.each([
    ['joshi digital technologies', 'digital technologies'],
    ['sharma (opc) priv', 'opc) priv'],
    ['a-b', 'b'],
    ['-foo', 'foo'],
    ['foo  ', null],
    ['single', null],
    ['trailing ', null],
    ['dots ..', null],
    // PostgreSQL's [[:alnum:]] depends on the locale past ASCII: such a boundary is not used.
    ['café noir', 'noir'],
    ['dé-noir', 'noir'],
    ['foo é', null],
  ])('should find the part of %j after its first inner word boundary: %j', (text, part) => {
    expect(laterWordPart(text)).toBe(part);
  });
});

describe(laterWordPattern.name, () => {
  it('should escape the later word for LIKE and keep it a prefix', () => {
    expect(laterWordPattern(toSearchTerm('x 100%_off'))).toBe('100\\%\\_off%');
  });

  it('should keep at most the first 100 characters, as the word tables do', () => {
    const pattern = laterWordPattern(toSearchTerm(`a ${'b'.repeat(120)}`));
    expect(pattern).toBe(`${'b'.repeat(100)}%`);
  });
});
