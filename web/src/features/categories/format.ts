const counts = new Intl.NumberFormat('en-IN');

/** A count in Indian-English grouping (spec §1): 1,93,517. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** "company" or "companies". */
export function companiesLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'company' : 'companies'}`;
}
