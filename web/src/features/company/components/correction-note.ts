import type { CorrectableField, Provenance } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { formatDateGB } from '../../../lib/format';

/** "correction accepted on 24 November 2026" beside a field an accepted correction set. */
export function correctionNoteFor(provenance: Provenance, field: CorrectableField): string | null {
  const accepted = provenance.corrections.find((correction) => correction.field === field);
  // The contract's correctionAcceptedText, word for word in the English catalog.
  return accepted
    ? t('company.correction.accepted', { date: formatDateGB(accepted.acceptedOn) })
    : null;
}
