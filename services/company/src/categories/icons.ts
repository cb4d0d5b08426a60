// The category icon (spec §2 "Categories"): the title is scored against each icon's name
// (exact word +10, partial +5, containment +3 or +2) and the best score wins; with no match
// at all the default icon is used. The SPA draws the icon for the returned name.

/**
 * Icon names in priority order: on a tie the earlier one wins, so the specific manufacturing
 * icons come before the generic 'manufacturing' one ('Manufacturing (Textiles)' is textiles).
 */
export const CATEGORY_ICONS = [
  'metals',
  'chemicals',
  'machinery',
  'food',
  'textiles',
  'paper',
  'leather',
  'wood',
  'manufacturing',
  'business',
  'trading',
  'community',
  'construction',
  'real estate',
  'finance',
  'insurance',
  'agriculture',
  'transport',
  'electricity',
  'mining',
  'others',
] as const;

export type CategoryIcon = (typeof CATEGORY_ICONS)[number] | typeof DEFAULT_CATEGORY_ICON;

export const DEFAULT_CATEGORY_ICON = 'building';

/** Shorter words match too loosely ('and', 'of', 'gas') to count as partial or contained. */
const MIN_PARTIAL_LENGTH = 4;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * How well one icon-name word matches the title's words; the best title word counts:
 * - exact: a title word equals it (+10);
 * - partial: one is a prefix of the other ('metal' / 'metals', 'textile' / 'textiles') (+5);
 * - containment: a title word contains it elsewhere ('agrochemicals' holds 'chemicals') (+3),
 *   or it contains a title word ('transport' holds 'sport') (+2).
 */
export function wordScore(iconWord: string, titleWords: readonly string[]): number {
  let best = 0;
  for (const word of titleWords) {
    let score = 0;
    if (word === iconWord) score = 10;
    else if (
      Math.min(word.length, iconWord.length) >= MIN_PARTIAL_LENGTH &&
      (word.startsWith(iconWord) || iconWord.startsWith(word))
    )
      score = 5;
    else if (iconWord.length >= MIN_PARTIAL_LENGTH && word.includes(iconWord)) score = 3;
    else if (word.length >= MIN_PARTIAL_LENGTH && iconWord.includes(word)) score = 2;
    best = Math.max(best, score);
  }
  return best;
}

/** An icon's score for a title: the sum over the words of its name. */
export function iconScore(icon: string, title: string): number {
  const titleWords = wordsOf(title);
  return wordsOf(icon).reduce((sum, word) => sum + wordScore(word, titleWords), 0);
}

/** The best-scoring icon for a category title, or the default icon when none matches. */
export function categoryIcon(title: string): CategoryIcon {
  let best: CategoryIcon = DEFAULT_CATEGORY_ICON;
  let bestScore = 0;
  for (const icon of CATEGORY_ICONS) {
    const score = iconScore(icon, title);
    if (score > bestScore) {
      best = icon;
      bestScore = score;
    }
  }
  return best;
}
