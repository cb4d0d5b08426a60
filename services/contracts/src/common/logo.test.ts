import { describe, expect, it } from 'vitest';
import { isValidLogo } from './logo';

describe(isValidLogo.name, () => {
  it.each<[string | null | undefined, boolean]>([
    ['https://cdn.example/logo.png', true],
    ['http://cdn.example/logo.png', true],
    ['data:image/png;base64,AA', true],
    ['  https://cdn.example/logo.png  ', true],
    ['', false],
    ['   ', false],
    ['null', false],
    ['undefined', false],
    ['/logo.png', false],
    ['ftp://a.example/l.png', false],
    [null, false],
    [undefined, false],
  ])('should read %j as valid: %s', (logo, valid) => {
    expect(isValidLogo(logo)).toBe(valid);
  });
});
