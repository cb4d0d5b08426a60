import {
  correctionAcceptedText,
  type CorrectableField,
  type Provenance,
} from '@trusthive/contracts';
import { formatDateGB } from '../../../lib/format';

/** "correction accepted on 24 November 2026" beside a field an accepted correction set. */
export function correctionNoteFor(provenance: Provenance, field: CorrectableField): string | null {
  const accepted = provenance.corrections.find((correction) => correction.field === field);
  return accepted ? correctionAcceptedText(formatDateGB(accepted.acceptedOn)) : null;
}
