import type { DisplayTrustLevel } from '@trusthive/contracts';

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'grey';

/**
 * Spec §4 "Company status colours": active green, inactive red, dormant yellow, suspended
 * orange, strike off red, anything else grey. Matched without regard to case, and on the
 * registry's longer forms ('Dormant under section 455', 'Strike Off-AwaitingPublication').
 */
export function companyStatusTone(status: string | null | undefined): Tone {
  const text = status?.trim().toLowerCase() ?? '';
  if (text === '') return 'grey';
  if (text.startsWith('inactive')) return 'red';
  if (text === 'active') return 'green';
  if (text.startsWith('dormant')) return 'yellow';
  if (text.startsWith('suspended')) return 'orange';
  if (text.startsWith('strike off') || text.startsWith('struck off')) return 'red';
  return 'grey';
}

/**
 * Spec §4 "Trust levels": High green, Medium yellow, Low red. 'Limited data' (issue 20) is
 * neutral grey: missing data is not a verdict.
 */
export function trustLevelTone(level: DisplayTrustLevel): Tone {
  if (level === 'High Trust') return 'green';
  if (level === 'Medium Trust') return 'yellow';
  if (level === 'Low Trust') return 'red';
  return 'grey';
}
