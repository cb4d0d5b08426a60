import {
  REGISTRY_CHANGE_KINDS,
  REGISTRY_CHANGE_LABELS,
  REGISTRY_CHANGE_MESSAGES,
  type RegistryChange,
} from '@trusthive/contracts';
import { displayText, formatDateGB, formatRupees } from '../../../lib/format';

// What newer MCA files changed of the company (issue 41): each field's old and new value with
// the date of the file that said so, newest first, at most ten (the service picks them).
// Nothing is rendered for a company no newer file changed. None of these fields is personal.

function valueText(change: RegistryChange, value: string | null): string {
  if (value === null) return displayText(null);
  const kind = REGISTRY_CHANGE_KINDS[change.field];
  if (kind === 'rupees') return formatRupees(value);
  if (kind === 'date') return formatDateGB(value);
  return displayText(value);
}

export function RegistryChanges({ changes }: { changes: RegistryChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section className="card registry-changes" aria-labelledby="registry-changes-title">
      <h2 id="registry-changes-title" className="card__title">
        {REGISTRY_CHANGE_MESSAGES.title}
      </h2>
      <ul className="registry-changes__list">
        {changes.map((change, index) => (
          <li
            key={`${change.fileDate}-${change.field}-${index}`}
            className="registry-changes__item"
            data-testid="registry-change"
          >
            <span className="registry-changes__field">{REGISTRY_CHANGE_LABELS[change.field]}</span>
            {': '}
            {valueText(change, change.oldValue)}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> changed to </span>
            {valueText(change, change.newValue)}{' '}
            <span className="muted" title={change.file}>
              ({REGISTRY_CHANGE_MESSAGES.perFile(formatDateGB(change.fileDate))})
            </span>
          </li>
        ))}
      </ul>
      <p className="source-line muted">{REGISTRY_CHANGE_MESSAGES.note}</p>
    </section>
  );
}
