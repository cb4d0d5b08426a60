import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localeHref, t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { categoryLabel, entityTypeLabel, relationshipLabel, stateLabel } from '../option-labels';
import type { RegistrationFormState } from '../registration-form';
import type { StepProps } from './company-info-step';
import { FieldError, fieldErrorId } from '../../../components/ui/form-field';

export type ListedCompany = { companyId: number; title: string; message: string };

type VerifyStepProps = StepProps & {
  /** Set after a 409: the CIN belongs to a listed company the visitor can claim instead. */
  listed: ListedCompany | null;
  onLeave?: () => void;
};

/**
 * A review line: what the visitor typed is shown as typed (`typed`, never translated); a choice
 * is shown in the page's language.
 */
type ReviewRow = { label: MessageId; value: ReactNode; typed: boolean };

const typedRow = (label: MessageId, value: string): ReviewRow => ({ label, value, typed: true });
const chosenRow = (label: MessageId, value: string): ReviewRow => ({
  label,
  value,
  typed: false,
});

/** Items joined with commas, each kept as it is written. */
function list(items: ReactNode[]): ReactNode {
  if (items.length === 0) return '';
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      {item}
    </Fragment>
  ));
}

const asTyped = (text: string) => <span translate="no">{text}</span>;

function reviewRows(form: RegistrationFormState): ReviewRow[] {
  // Spec §3 "Brand entry": each brand with its registered trademark name, when given.
  const brandNames = form.brands
    .filter((brand) => brand.brandName.trim())
    .map((brand) =>
      brand.trademarkName.trim() ? (
        <T
          id="register.review.brandWithTrademark"
          values={{
            brand: asTyped(brand.brandName.trim()),
            trademark: asTyped(brand.trademarkName.trim()),
          }}
        />
      ) : (
        asTyped(brand.brandName.trim())
      ),
    );
  const rows: ReviewRow[] = [
    chosenRow('register.fields.entityType', form.entityType && entityTypeLabel(form.entityType)),
    chosenRow(
      'register.fields.relationship',
      form.relationshipType ? relationshipLabel(form.relationshipType) : '',
    ),
    typedRow('register.fields.companyName', form.companyName),
    typedRow('register.fields.cin', form.cin),
    typedRow('register.fields.website', form.website),
    typedRow('register.fields.email', form.email),
    typedRow('register.fields.phone', form.phone),
    typedRow('register.fields.domainName', form.domainName),
    chosenRow('register.fields.category', form.category && categoryLabel(form.category)),
    typedRow('register.review.address', form.address),
    typedRow('register.fields.city', form.city),
    chosenRow('register.fields.state', form.state && stateLabel(form.state)),
    typedRow('register.fields.pincode', form.pincode),
    chosenRow('register.fields.country', t('register.address.india')),
    typedRow('register.review.gstin', form.gstin),
    typedRow('register.fields.contactPerson', form.contactPerson),
    typedRow('register.fields.designation', form.designation),
    typedRow('register.fields.description', form.description),
    chosenRow('register.review.logo', form.logo ? t('register.review.uploaded') : ''),
  ];
  if (form.relationshipType === 'brand_owner')
    rows.push({ label: 'register.review.brands', value: list(brandNames), typed: false });
  if (form.relationshipType === 'reseller') {
    const picks = form.selectedBrandCompanies.map((pick) =>
      asTyped(`${pick.brandName} (${pick.companyName})`),
    );
    rows.push({ label: 'register.resellerBrands.legend', value: list(picks), typed: false });
  }
  return rows;
}

/** A 409 (or step 1's lookup): the CIN belongs to a listed company the visitor can claim. */
export function ListedCompanyOffer({
  listed,
  onLeave,
}: {
  listed: ListedCompany;
  /** The visitor chose to leave for the claim: no "unsaved input" warning for that. */
  onLeave?: () => void;
}) {
  return (
    <div className="register-listed" role="alert">
      <p className="register-listed__title">{listed.title}</p>
      <p>{listed.message}</p>
      {/* Spec §2: the claim flow is reached by full page navigation, in the page's language. */}
      <a
        className="button button--primary"
        href={localeHref(paths.claim.getHref(String(listed.companyId)))}
        onClick={onLeave}
      >
        {t('register.review.claim')}
      </a>
    </div>
  );
}

/** Step 4, Verification & Submit (spec §2): the review, the process note and the terms. */
export function VerifyStep({ form, update, errors, listed, onLeave }: VerifyStepProps) {
  return (
    <>
      <section className="register-review" aria-labelledby="register-review-title">
        <h3 id="register-review-title" className="register-review__title">
          {t('register.review.title')}
        </h3>
        <dl className="register-review__list">
          {reviewRows(form).map(({ label, value, typed }) => (
            <div key={label} className="register-review__row">
              <dt>{t(label)}</dt>
              {value ? (
                <dd translate={typed ? 'no' : undefined}>{value}</dd>
              ) : (
                <dd>{t('register.review.notProvided')}</dd>
              )}
            </div>
          ))}
        </dl>
      </section>

      <section className="register-note" aria-labelledby="register-note-title">
        <h3 id="register-note-title" className="register-note__title">
          {t('register.review.noteTitle')}
        </h3>
        <p>{t('register.review.note')}</p>
      </section>

      {listed ? <ListedCompanyOffer listed={listed} onLeave={onLeave} /> : null}

      <div className="form-field">
        <label className="register-checkbox">
          <input
            id="register-agree-terms"
            type="checkbox"
            checked={form.agreeTerms}
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={errors.agreeTerms ? fieldErrorId('register-agree-terms') : undefined}
            onChange={(event) => update({ agreeTerms: event.target.checked })}
          />
          <span>
            <T
              id="register.review.agree"
              components={{
                0: <Link to={paths.terms.getHref()} target="_blank" rel="noreferrer" />,
              }}
            />
          </span>
        </label>
        <FieldError id="register-agree-terms" error={errors.agreeTerms} />
      </div>
    </>
  );
}
