import { t } from '../../i18n';
import { formatCount } from '../../lib/format';

export { formatCount };

/** "1 company", "12 companies", in the page's language. */
export function companiesLabel(count: number): string {
  return t('browse.companies', { count, n: formatCount(count) });
}
