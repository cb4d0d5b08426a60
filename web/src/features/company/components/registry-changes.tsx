import type { ReactNode } from 'react';
import {
  REGISTRY_CHANGE_KINDS,
  type RegistryChange,
  type RegistryChangeField,
} from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { displayText, formatDateGB, formatRupees } from '../../../lib/format';

// What newer MCA files changed of the company (issue 41): each field's old and new value with
// the date of the file that said so, newest first, at most ten (the service picks them).
// Nothing is rendered for a company no newer file changed. None of these fields is personal.

// The contract's REGISTRY_CHANGE_LABELS, word for word, as the profile's sections label them.
const FIELD_LABELS: Record<RegistryChangeField, MessageId> = {
  name: 'company.field.companyName',
  status: 'company.field.status',
  roc: 'company.field.roc',
  category: 'company.field.category',
  subCategory: 'company.field.subCategory',
  companyClass: 'company.field.companyClass',
  entityType: 'company.field.entityType',
  authorizedCapital: 'company.field.authorizedCapital',
  paidUpCapital: 'company.field.paidUpCapital',
  registrationDate: 'company.field.registrationDate',
  registeredOfficeAddress: 'company.field.registeredOfficeAddress',
  pincode: 'company.field.pincode',
  listingStatus: 'company.field.listingStatus',
  state: 'company.field.state',
  companyOrigin: 'company.field.companyOrigin',
  nicCode: 'company.field.nicCode',
  industrialClassification: 'company.field.industry',
  latestAnnualReturn: 'company.field.latestAnnualReturn',
  latestBalanceSheet: 'company.field.latestBalanceSheet',
};

function valueText(change: RegistryChange, value: string | null): ReactNode {
  if (value === null) return displayText(null);
  const kind = REGISTRY_CHANGE_KINDS[change.field];
  if (kind === 'rupees') return formatRupees(value);
  if (kind === 'date') return formatDateGB(value);
  // Text as MCA wrote it.
  return <span translate="no">{displayText(value)}</span>;
}

export function RegistryChanges({ changes }: { changes: RegistryChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section className="card registry-changes" aria-labelledby="registry-changes-title">
      <h2 id="registry-changes-title" className="card__title">
        {t('company.registryChanges.title')}
      </h2>
      <ul className="registry-changes__list">
        {changes.map((change, index) => (
          <li
            key={`${change.fileDate}-${change.field}-${index}`}
            className="registry-changes__item"
            data-testid="registry-change"
          >
            <span className="registry-changes__field">{t(FIELD_LABELS[change.field])}</span>
            {': '}
            {valueText(change, change.oldValue)}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> {t('company.registryChanges.changedTo')} </span>
            {valueText(change, change.newValue)}{' '}
            <span className="muted" title={change.file}>
              ({t('company.registryChanges.perFile', { date: formatDateGB(change.fileDate) })})
            </span>
          </li>
        ))}
      </ul>
      <p className="source-line muted">{t('company.registryChanges.note')}</p>
    </section>
  );
}
