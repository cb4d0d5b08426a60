import { describe, expect, it } from 'vitest';
import {
  CATEGORY_NAMES,
  CATEGORY_TITLES,
  categoryNameForSlug,
  categorySlug,
  normalizeCategorySlug,
} from './categories';

describe(categorySlug.name, () => {
  it.each([
    ['Business Services', 'business-services'],
    ['Trading', 'trading'],
    ['Community, personal and Social Services', 'community-personal-and-social-services'],
    [
      'Manufacturing (Metals and Chemicals, and products thereof)',
      'manufacturing-metals-and-chemicals-and-products-thereof',
    ],
    ['Transport, storage and Communications', 'transport-storage-and-communications'],
    ['Electricity, Gas and Water companies', 'electricity-gas-and-water-companies'],
    ['Arts & Crafts', 'arts-and-crafts'],
    ['  Spaced   out  ', 'spaced-out'],
    ['Already-hyphenated - title', 'already-hyphenated-title'],
  ])('should turn %j into %j', (title, slug) => {
    expect(categorySlug(title)).toBe(slug);
  });

  it('should be the spec rule (lowercase, spaces to hyphens) for titles of words and spaces', () => {
    const title = 'Real Estate and Renting';
    expect(categorySlug(title)).toBe(title.toLowerCase().replaceAll(' ', '-'));
  });
});

describe(normalizeCategorySlug.name, () => {
  it.each([
    ['business-services', 'business-services'],
    ['Business%20Services', 'business-services'],
    ['BUSINESS_SERVICES', 'business-services'],
    [
      'manufacturing-(metals-and-chemicals,-and-products-thereof)',
      'manufacturing-metals-and-chemicals-and-products-thereof',
    ],
    ['100%', '100'],
  ])('should read %j as %j', (slug, normalized) => {
    expect(normalizeCategorySlug(slug)).toBe(normalized);
  });
});

describe('the fixed slug map', () => {
  it('should hold every registry classification under its own slug', () => {
    expect(CATEGORY_NAMES.size).toBe(CATEGORY_TITLES.length);
    for (const title of CATEGORY_TITLES)
      expect(CATEGORY_NAMES.get(categorySlug(title))).toBe(title);
  });

  it('should name a slug in any accepted form, and nothing else', () => {
    expect(categoryNameForSlug('finance')).toBe('Finance');
    expect(categoryNameForSlug('Real%20Estate%20and%20Renting')).toBe('Real Estate and Renting');
    expect(categoryNameForSlug('no-such-category')).toBeUndefined();
  });

  // Issue 24 #8: a lookup on a plain object found Object.prototype's own properties.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'])(
    'should name no category for the built-in property name %s',
    (slug) => {
      expect(categoryNameForSlug(slug)).toBeUndefined();
    },
  );
});
