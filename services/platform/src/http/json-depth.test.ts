import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe(exceedsJsonDepth.name, () => {
  it.each([
    ['{}', 1, false],
    [nested(3), 3, false],
    [nested(4), 3, true],
    ['{"a":{"b":[1,{"c":2}]}}', 4, false],
    ['{"a":{"b":[1,{"c":2}]}}', 3, true],
    // Brackets inside strings are text, also after an escaped quote or backslash.
    ['{"a":"[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[[[","b":"\\\\"}', 1, false],
    ['[1],[2],[3]', 1, false],
    ['', 1, false],
  ])('should judge %s against a depth of %i as %s', (text, maxDepth, expected) => {
    expect(exceedsJsonDepth(text, maxDepth)).toBe(expected);
  });
});
