/**
 * PostgreSQL's C collation: strings by code point (the byte order of their UTF-8). JavaScript's
 * `<` compares UTF-16 code units, which agrees except that a character beyond U+FFFF (a
 * surrogate pair, D800-DFFF) sorts before U+E000-U+FFFF there and after them here. The
 * in-memory lists keep the order the database gave them, so merging into them must use its.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    // A surrogate stands for a code point above U+FFFF: above any single code unit.
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
