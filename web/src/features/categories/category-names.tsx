import { CATEGORY_TITLES } from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';

// The registry's industrial classifications are a fixed list (contracts' CATEGORY_TITLES), so
// the site names them in the page's language; the slugs and URLs stay the English titles'.
// Keys are the registry's titles; the English catalog holds each title word for word.
const KEYS: Readonly<Record<string, string>> = {
  'Business Services': 'businessServices',
  Trading: 'trading',
  'Community, personal and Social Services': 'community',
  Construction: 'construction',
  'Manufacturing (Metals and Chemicals, and products thereof)': 'mfgMetals',
  'Manufacturing (Machinery and Equipments)': 'mfgMachinery',
  'Manufacturing (Food stuffs)': 'mfgFood',
  'Manufacturing (Textiles)': 'mfgTextiles',
  'Manufacturing (Paper and Paper products, Publishing, printingand reproduction of recorded media)':
    'mfgPaper',
  'Manufacturing (Leather and products thereof)': 'mfgLeather',
  'Manufacturing (Wood Products)': 'mfgWood',
  'Manufacturing (Others)': 'mfgOthers',
  'Real Estate and Renting': 'realEstate',
  Finance: 'finance',
  'Agriculture and Allied Activities': 'agriculture',
  'Transport, storage and Communications': 'transport',
  'Electricity, Gas and Water companies': 'electricity',
  'Mining and Quarrying': 'mining',
  Others: 'others',
  Insurance: 'insurance',
};

/** A category title the fixed list has, else undefined (the registry wrote something new). */
function keyOf(title: string): string | undefined {
  // hasOwn: a title such as 'constructor' must not find Object.prototype's own.
  return Object.hasOwn(KEYS, title) && CATEGORY_TITLES.includes(title) ? KEYS[title] : undefined;
}

/** A known category's name in the page's language; null for a title outside the fixed list. */
export function localCategoryName(title: string): string | null {
  const key = keyOf(title);
  return key ? t(`browse.categoryName.${key}` as MessageId) : null;
}

/** A known category's one-line description in the page's language; else null. */
export function localCategoryDescription(title: string): string | null {
  const key = keyOf(title);
  return key ? t(`browse.categoryDescription.${key}` as MessageId) : null;
}

/** A category's name as text: translated when known, else as the registry wrote it. */
export const categoryNameText = (title: string) => localCategoryName(title) ?? title;

/**
 * A category's name on a page: translated when the fixed list has it, else the registry's own
 * text, marked untranslatable.
 */
export function CategoryName({ title }: { title: string }) {
  const name = localCategoryName(title);
  return name ?? <span translate="no">{title}</span>;
}
