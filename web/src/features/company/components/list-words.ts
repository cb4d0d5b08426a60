import { t } from '../../../i18n';

/**
 * "a, b and c" in the page's language: the English is lib/format's joinWithAnd word for word
 * (the contract's lists are joined the same way), the "and" is each language's own.
 */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('company.list.and', {
    head: items.slice(0, -1).join(', '),
    last: items[items.length - 1],
  });
}
