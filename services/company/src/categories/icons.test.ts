import { describe, expect, it } from 'vitest';
import { CATEGORY_TITLES } from '@trusthive/contracts';
import { DEFAULT_CATEGORY_ICON, categoryIcon, iconScore, wordScore } from './icons';

describe(wordScore.name, () => {
  it.each([
    ['exact word', 'finance', ['finance'], 10],
    ['title word longer (partial)', 'metal', ['metals'], 5],
    ['icon word longer (partial)', 'textiles', ['textile'], 5],
    ['icon word inside a title word (containment)', 'chemicals', ['agrochemicals'], 3],
    ['title word inside the icon word (containment)', 'transport', ['sport'], 2],
    ['short words never match partially', 'gas', ['gasket'], 0],
    ['no match', 'mining', ['finance', 'services'], 0],
  ])('should score %s', (_case, iconWord, titleWords, expected) => {
    expect(wordScore(iconWord, titleWords)).toBe(expected);
  });

  it('should take the best of the title words', () => {
    expect(wordScore('metals', ['agrometals', 'metal', 'metals'])).toBe(10);
  });
});

describe(iconScore.name, () => {
  it('should add the scores of the words of a multi-word icon name', () => {
    expect(iconScore('real estate', 'Real Estate and Renting')).toBe(20);
    expect(iconScore('real estate', 'Estates')).toBe(5);
  });

  it('should ignore case and punctuation', () => {
    expect(iconScore('chemicals', 'Manufacturing (Metals and CHEMICALS, and products)')).toBe(10);
  });
});

describe(categoryIcon.name, () => {
  it.each([
    ['Business Services', 'business'],
    ['Trading', 'trading'],
    ['Community, personal and Social Services', 'community'],
    ['Construction', 'construction'],
    ['Manufacturing (Metals and Chemicals, and products thereof)', 'metals'],
    ['Manufacturing (Machinery and Equipments)', 'machinery'],
    ['Manufacturing (Food stuffs)', 'food'],
    ['Manufacturing (Textiles)', 'textiles'],
    [
      'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)',
      'paper',
    ],
    ['Manufacturing (Leather and products thereof)', 'leather'],
    ['Manufacturing (Wood Products)', 'wood'],
    ['Manufacturing (Others)', 'manufacturing'],
    ['Real Estate and Renting', 'real estate'],
    ['Finance', 'finance'],
    ['Agriculture and Allied Activities', 'agriculture'],
    ['Transport, storage and Communications', 'transport'],
    ['Electricity, Gas and Water companies', 'electricity'],
    ['Mining and Quarrying', 'mining'],
    ['Others', 'others'],
    ['Insurance', 'insurance'],
  ])('should give %s the %s icon', (title, icon) => {
    expect(categoryIcon(title)).toBe(icon);
  });

  it('should cover every classification of the fixed map', () => {
    for (const title of CATEGORY_TITLES)
      expect(categoryIcon(title)).not.toBe(DEFAULT_CATEGORY_ICON);
  });

  it('should prefer a partial match to no match', () => {
    expect(categoryIcon('Metal works')).toBe('metals');
  });

  it('should fall back to the default icon when nothing matches', () => {
    expect(categoryIcon('Test Category 7f3a')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('')).toBe(DEFAULT_CATEGORY_ICON);
  });
});
