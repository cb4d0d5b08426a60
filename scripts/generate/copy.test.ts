import { describe, expect, it } from 'vitest';
import { copyLine, copyValue } from './copy';

describe(copyValue.name, () => {
  it.each([
    ['plain text', 'plain text'],
    ['tab\there', 'tab\\there'],
    ['two\nlines', 'two\\nlines'],
    ['carriage\rreturn', 'carriage\\rreturn'],
    ['back\\slash', 'back\\\\slash'],
    ['\\N', '\\\\N'],
  ])('should escape %j for COPY text format', (value, expected) => {
    expect(copyValue(value)).toBe(expected);
  });

  it('should write null as \\N, booleans as t/f and numbers as digits', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(false)).toBe('f');
    expect(copyValue(1500000)).toBe('1500000');
  });
});

describe(copyLine.name, () => {
  it('should join columns with tabs and end the row with a newline', () => {
    expect(copyLine([1, 'A\tB', null])).toBe('1\tA\\tB\t\\N\n');
  });
});
