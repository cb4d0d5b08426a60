export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/**
 * Spec §4, in lists: active maps to the default badge, inactive to secondary, dissolved to
 * destructive, anything else to outline.
 */
export function listStatusVariant(status: string | null | undefined): BadgeVariant {
  const text = status?.trim().toLowerCase() ?? '';
  if (text === 'active') return 'default';
  if (text.startsWith('inactive')) return 'secondary';
  if (text.startsWith('dissolved')) return 'destructive';
  return 'outline';
}

export function StatusBadge({ status }: { status: string | null }) {
  const text = status?.trim() || 'Unknown status';
  return <span className={`list-badge list-badge--${listStatusVariant(status)}`}>{text}</span>;
}
