import { companyStatusKind, companyStatusText } from '@trusthive/contracts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/**
 * Spec §4, in lists: active maps to the default badge, inactive to secondary, dissolved to
 * destructive, anything else to outline. Issue 20: every company the registry lists as not
 * active (struck off, liquidated, amalgamated, converted to LLP, dissolved) is destructive,
 * so it never looks like an active one.
 */
export function listStatusVariant(status: string | null | undefined): BadgeVariant {
  const text = status?.trim().toLowerCase() ?? '';
  if (text === 'active') return 'default';
  if (text.startsWith('inactive')) return 'secondary';
  if (companyStatusKind(status) === 'not-active') return 'destructive';
  return 'outline';
}

export function StatusBadge({ status }: { status: string | null }) {
  const text = companyStatusText(status);
  // The registry's own status text: shown as written, in every language.
  return (
    <span className={`list-badge list-badge--${listStatusVariant(status)}`} translate="no">
      {text}
    </span>
  );
}
