import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RegistrationFormState } from '../registration-form';
import { RELATIONSHIP_LABELS, type StepProps } from './company-info-step';
import { FieldError, fieldErrorId } from '../../../components/ui/form-field';

export type ListedCompany = { companyId: number; title: string; message: string };

type VerifyStepProps = StepProps & {
  /** Set after a 409: the CIN belongs to a listed company the visitor can claim instead. */
  listed: ListedCompany | null;
  onLeave?: () => void;
};

function reviewRows(form: RegistrationFormState): [string, string][] {
  // Spec §3 "Brand entry": each brand with its registered trademark name, when given.
  const brandNames = form.brands
    .filter((brand) => brand.brandName.trim())
    .map((brand) =>
      brand.trademarkName.trim()
        ? `${brand.brandName.trim()} (trademark ${brand.trademarkName.trim()})`
        : brand.brandName.trim(),
    );
  const rows: [string, string][] = [
    ['Company Type', form.entityType],
    ['Relationship', form.relationshipType ? RELATIONSHIP_LABELS[form.relationshipType] : ''],
    ['Company Name', form.companyName],
    ['CIN', form.cin],
    ['Company Website', form.website],
    ['Email', form.email],
    ['Phone', form.phone],
    ['Domain Name', form.domainName],
    ['Business Category', form.category],
    ['Address', form.address],
    ['City', form.city],
    ['State', form.state],
    ['PIN Code', form.pincode],
    ['Country', 'India'],
    ['GSTIN', form.gstin],
    ['Contact Person', form.contactPerson],
    ['Designation', form.designation],
    ['Description', form.description],
    ['Logo', form.logo ? 'Uploaded' : ''],
  ];
  if (form.relationshipType === 'brand_owner') rows.push(['Brands', brandNames.join(', ')]);
  if (form.relationshipType === 'reseller') {
    const picks = form.selectedBrandCompanies.map(
      (pick) => `${pick.brandName} (${pick.companyName})`,
    );
    rows.push(['Brands You Sell', picks.join(', ')]);
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
      {/* Spec §2: the claim flow is reached by full page navigation. */}
      <a
        className="button button--primary"
        href={paths.claim.getHref(String(listed.companyId))}
        onClick={onLeave}
      >
        Claim this company
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
          Review your details
        </h3>
        <dl className="register-review__list">
          {reviewRows(form).map(([label, value]) => (
            <div key={label} className="register-review__row">
              <dt>{label}</dt>
              <dd>{value || 'Not provided'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="register-note" aria-labelledby="register-note-title">
        <h3 id="register-note-title" className="register-note__title">
          Verification Process
        </h3>
        <p>
          Your company will be pending verification once you submit. Verification takes 1-3 business
          days. After that your profile goes live and we e-mail you a sign-in link to manage it.
        </p>
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
            I agree to the{' '}
            <Link to={paths.terms.getHref()} target="_blank" rel="noreferrer">
              Terms &amp; Conditions
            </Link>{' '}
            and confirm the information above is accurate.
          </span>
        </label>
        <FieldError id="register-agree-terms" error={errors.agreeTerms} />
      </div>
    </>
  );
}
