// Zod-free on purpose: the SPA's public pages use these in their first script, and a module
// that builds a schema brings zod (about 23 KB compressed, and its set-up on a phone) with it.
// Categories by name and slug (the schemas are in categories.ts).

/** Category page size (spec §9). */
export const CATEGORY_PAGE_SIZE = 12;

/** A category is featured when it holds more than this many companies (spec §9). */
export const FEATURED_CATEGORY_MIN_COUNT = 1000;

/**
 * The slug of a category title. The spec's rule is "title lowercased, spaces replaced by
 * hyphens"; the registry's titles also carry commas and parentheses ('Manufacturing (Metals
 * and Chemicals, and products thereof)'), which would make URLs full of %28 and %2C. So:
 * lowercase, '&' reads 'and', every character that is not a letter, digit, space or hyphen
 * is dropped, and each run of spaces and hyphens becomes one hyphen. For titles made of
 * words and spaces only ('Business Services') this is exactly the spec's rule.
 */
export function categorySlug(title: string): string {
  return title
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug as a visitor may type or an older link may carry it ('Business%20Services',
 * 'business_services', 'manufacturing-(metals-and-chemicals,-and-products-thereof)'),
 * brought to the canonical form: hyphens and underscores read as spaces, then categorySlug.
 */
export function normalizeCategorySlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A stray '%' is kept as typed; categorySlug drops it.
  }
  return categorySlug(decoded.replace(/[-_+]/g, ' '));
}

/**
 * The fixed slug → name map of spec §2: the registry's industrial classifications, by their
 * own titles (the spec counts 19; the registry lists these 20, manufacturing split into
 * eight). The category page names a category from navigation state, else from here, so a
 * shared link shows the right heading before the service answers.
 */
export const CATEGORY_TITLES: readonly string[] = [
  'Business Services',
  'Trading',
  'Community, personal and Social Services',
  'Construction',
  'Manufacturing (Metals and Chemicals, and products thereof)',
  'Manufacturing (Machinery and Equipments)',
  'Manufacturing (Food stuffs)',
  'Manufacturing (Textiles)',
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)',
  'Manufacturing (Leather and products thereof)',
  'Manufacturing (Wood Products)',
  'Manufacturing (Others)',
  'Real Estate and Renting',
  'Finance',
  'Agriculture and Allied Activities',
  'Transport, storage and Communications',
  'Electricity, Gas and Water companies',
  'Mining and Quarrying',
  'Others',
  'Insurance',
];

/**
 * Canonical slug → title. A Map, not an object: a visitor's slug is looked up here, and on a
 * plain object 'constructor' or '__proto__' would find Object.prototype's own properties.
 */
export const CATEGORY_NAMES: ReadonlyMap<string, string> = new Map(
  CATEGORY_TITLES.map((title) => [categorySlug(title), title]),
);

/** The fixed map's name for a slug (in any of the forms normalizeCategorySlug accepts). */
export function categoryNameForSlug(slug: string): string | undefined {
  return CATEGORY_NAMES.get(normalizeCategorySlug(slug));
}

// GET /api/categories
