import { describe, expect, it } from 'vitest';
import { checkCatalogs, englishWords } from './check-messages';

const en = {
  common: { 'common.a': 'Hello {name}', 'common.b': '{count, plural, one {# day} other {# days}}' },
};

describe(checkCatalogs.name, () => {
  it('should pass catalogs with every message, the same placeholders and no English', () => {
    const hi = {
      common: {
        'common.a': 'नमस्ते {name}',
        'common.b': '{count, plural, one {# दिन} other {# दिन}}',
      },
    };
    expect(checkCatalogs({ en, hi })).toEqual([]);
  });

  it('should name a missing message, an extra one and a missing catalog', () => {
    const problems = checkCatalogs({
      en: { ...en, pages: { 'pages.x': 'About' } },
      hi: { common: { 'common.a': 'नमस्ते {name}', 'common.z': 'ज़' } },
    });
    expect(problems).toContain('hi/common: common.b is missing');
    expect(problems).toContain('hi/common: common.z is not in English');
    expect(problems).toContain('hi: the pages catalog is missing');
  });

  it('should name a placeholder renamed or a tag lost in translation', () => {
    const problems = checkCatalogs({
      en: { common: { 'common.a': 'Hello {name}', 'common.c': 'Read <0>the terms</0>' } },
      ta: { common: { 'common.a': 'வணக்கம் {nom}', 'common.c': 'விதிமுறைகளைப் படிக்கவும்' } },
    });
    expect(problems).toContain('ta/common: common.a has placeholders nom, English has name');
    expect(problems).toContain('ta/common: common.c has tags none, English has 0');
  });

  it('should name English left in a translation, but not kept terms, addresses or placeholders', () => {
    const problems = checkCatalogs({
      en: { common: { 'common.a': 'Enter the GSTIN', 'common.b': 'Write to {email}' } },
      bn: {
        common: {
          'common.a': 'Enter the GSTIN',
          'common.b': '{email} ঠিকানায় help@trusthive.in লিখুন',
        },
      },
    });
    expect(problems).toEqual(['bn/common: common.a still has English: Enter the']);
  });

  it('should name a plural without its other form and a message ICU cannot read', () => {
    const problems = checkCatalogs({
      en: {
        common: { 'common.a': '{n, plural, one {# day} other {# days}}', 'common.b': 'Hi {name}' },
      },
      hi: { common: { 'common.a': '{n, plural, one {# दिन}}', 'common.b': 'नमस्ते {name' } },
    });
    expect(problems).toContain("hi/common: common.a has a plural or select without 'other'");
    expect(problems.some((line) => line.startsWith('hi/common: common.b is not ICU'))).toBe(true);
  });
});

describe(englishWords.name, () => {
  it('should find the English words and leave the kept ones', () => {
    expect(englishWords('TrustHive पर CIN और GST देखें, then click')).toEqual(['then', 'click']);
  });
});
