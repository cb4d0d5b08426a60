import { formatCount } from '../../lib/format';

export { formatCount };

/** "company" or "companies". */
export function companiesLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'company' : 'companies'}`;
}
