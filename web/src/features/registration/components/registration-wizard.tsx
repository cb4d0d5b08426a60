import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  REGISTRATION_MESSAGES,
  isCinInputDisabled,
  type RelationshipType,
  type SubmissionError,
} from '@trusthive/contracts';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { AlreadyListedError, submitRegistration } from '../api/submit-registration';
import {
  SUBMIT_STEP,
  SUCCESS_STEP,
  initialRegistrationForm,
  randomId,
  stepOfField,
  toRegistrationInput,
  validateRegistration,
  validateStep,
  withCity,
  withRelationship,
  withState,
  withBrandCompanyPick,
  withoutBrand,
  type BrandRow,
  type PickedBrandCompany,
  type RegistrationFormState,
} from '../registration-form';
import { AddressStep } from './address-step';
import { CompanyInfoStep } from './company-info-step';
import { DetailsStep } from './details-step';
import { RegistrationSuccess } from './registration-success';
import { VerifyStep, type ListedCompany } from './verify-step';
import { WizardProgress } from './wizard-progress';

const STEP_TITLES: Record<number, string> = {
  1: 'Company Information',
  2: 'Company Address',
  3: 'Company Details',
  4: 'Verification & Submit',
};

/** The input that shows a field's error, so a failed step can put the cursor on it. */
function inputIdFor(field: string, form: RegistrationFormState): string | null {
  const [root, index, leaf] = field.split('.');
  if (root === 'selectedBrandCompanies') return 'register-brand-companies';
  if (root === 'brands') {
    const brand = form.brands[Number(index ?? 0)] ?? form.brands[0];
    if (!brand) return null;
    return `brand-${brand.id}-${leaf === 'website' ? 'website' : 'name'}`;
  }
  const ids: Record<string, string> = {
    entityType: 'register-entity-type',
    relationshipType: 'register-relationship',
    companyName: 'register-company-name',
    cin: 'register-cin',
    website: 'register-website',
    email: 'register-email',
    phone: 'register-phone',
    domainName: 'register-domain',
    logo: 'register-logo',
    address: 'register-address',
    state: 'register-state',
    city: 'register-city',
    pincode: 'register-pincode',
    contactPerson: 'register-contact-person',
    designation: 'register-designation',
    category: 'register-details-category',
    description: 'register-details-description',
    agreeTerms: 'register-agree-terms',
  };
  return root ? (ids[root] ?? null) : null;
}

/** Spec §8: the words for a failed submit, by how it failed. */
function submitFailure(error: unknown): { title: string; description: string } {
  if (isApiError(error)) {
    if (error.status === 0) {
      const { title, message } = REGISTRATION_MESSAGES.submitError;
      return { title, description: message };
    }
    if (error.status >= 500) {
      const { title, message } = REGISTRATION_MESSAGES.submitFailed;
      return { title, description: message };
    }
    return {
      title: REGISTRATION_MESSAGES.failedTitle,
      description: error.message || REGISTRATION_MESSAGES.failedFallback,
    };
  }
  return {
    title: REGISTRATION_MESSAGES.failedTitle,
    description: REGISTRATION_MESSAGES.unexpected,
  };
}

/**
 * The 5-step registration wizard (spec §2 "Register", §4 "Registration wizard"): Next moves on
 * only when the step's check passes, Previous goes back, and the success page follows a
 * successful submit.
 */
export function RegistrationWizard() {
  const { toast } = useToast();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<RegistrationFormState>(initialRegistrationForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [listed, setListed] = useState<ListedCompany | null>(null);
  // One key per submitted form state: a repeat of the same state (double click, retry) reuses
  // it, so the service answers the first result instead of creating a second company.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // Compared with the step last shown (not "first render"), so StrictMode's second run of
    // the mount effect does not pull focus to the wizard when the page opens.
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A new step announces itself: focus moves to its heading, brought into view.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    document.getElementById(id)?.focus();
  });

  /** An edited field's error goes away with the edit. */
  function clearErrors(fields: string[]) {
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([field]) => !fields.includes(field.split('.')[0] ?? ''),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  function update(patch: Partial<RegistrationFormState>) {
    setForm((current) => ({ ...current, ...patch }));
    clearErrors(Object.keys(patch));
    if ('cin' in patch) setListed(null);
  }

  function showProblem(problem: SubmissionError) {
    const field = problem.field ?? '';
    setErrors(field ? { [field]: problem.message } : {});
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    pendingFocus.current = inputIdFor(field, form);
  }

  function onEntityTypeChange(entityType: string) {
    // A type with no CIN disables the input, so a CIN typed before must not linger in it.
    update(isCinInputDisabled(entityType) ? { entityType, cin: '' } : { entityType });
  }

  function onRelationshipChange(relationshipType: RelationshipType | '') {
    setForm((current) => withRelationship(current, relationshipType));
    clearErrors(['relationshipType', 'brands']);
  }

  function onBrandsChange(brands: BrandRow[]) {
    update({ brands });
  }

  function onPickBrandCompany(pick: PickedBrandCompany) {
    setForm((current) => withBrandCompanyPick(current, pick));
    clearErrors(['selectedBrandCompanies']);
  }

  function onRemoveBrand(id: string) {
    const result = withoutBrand(form, id);
    if (result.blocked) {
      const { title, message } = REGISTRATION_MESSAGES.cannotRemoveBrand;
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    update({ brands: result.form.brands });
  }

  function goTo(next: number) {
    setErrors({});
    setStep(next);
  }

  async function submit() {
    if (inFlight.current) return;
    const problem = validateStep(SUBMIT_STEP, form) ?? validateRegistration(form);
    if (problem) {
      const problemStep = stepOfField(problem.field);
      if (problemStep !== step) setStep(problemStep);
      showProblem(problem);
      return;
    }
    const input = toRegistrationInput(form);
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: randomId() };

    inFlight.current = true;
    setSubmitting(true);
    try {
      await submitRegistration(input, attempt.current.key);
      const { title, message } = REGISTRATION_MESSAGES.submitted;
      toast({ title, description: message, variant: 'success' });
      goTo(SUCCESS_STEP);
    } catch (error) {
      if (error instanceof AlreadyListedError) {
        setListed({ companyId: error.companyId, title: error.title, message: error.message });
      } else if (isApiError(error) && error.field && error.status === 400) {
        setErrors({ [error.field]: error.message });
      }
      toast({ ...submitFailure(error), variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === SUBMIT_STEP) {
      void submit();
      return;
    }
    const problem = validateStep(step, form);
    if (problem) {
      showProblem(problem);
      return;
    }
    goTo(step + 1);
  }

  if (step === SUCCESS_STEP) {
    return (
      <div className="register">
        <WizardProgress step={step} />
        <RegistrationSuccess headingRef={headingRef} />
      </div>
    );
  }

  const stepProps = { form, update, errors };
  return (
    <div className="register">
      <WizardProgress step={step} />
      <form
        className="register-card"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="register-step-title"
      >
        <h2
          id="register-step-title"
          className="register-card__title"
          ref={headingRef}
          tabIndex={-1}
        >
          <span className="visually-hidden">Step {step} of 5: </span>
          {STEP_TITLES[step]}
        </h2>
        <p className="register-card__required">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        {step === 1 ? (
          <CompanyInfoStep
            {...stepProps}
            onEntityTypeChange={onEntityTypeChange}
            onRelationshipChange={onRelationshipChange}
            onBrandsChange={onBrandsChange}
            onRemoveBrand={onRemoveBrand}
            onPickBrandCompany={onPickBrandCompany}
          />
        ) : null}
        {step === 2 ? (
          <AddressStep
            {...stepProps}
            onStateChange={(state) => {
              setForm((current) => withState(current, state));
              clearErrors(['state', 'city', 'pincode']);
            }}
            onCityChange={(city) => {
              setForm((current) => withCity(current, city));
              clearErrors(['city', 'pincode']);
            }}
          />
        ) : null}
        {step === 3 ? <DetailsStep {...stepProps} /> : null}
        {step === SUBMIT_STEP ? <VerifyStep {...stepProps} listed={listed} /> : null}
        <div className="register-card__actions">
          {step > 1 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => goTo(Math.max(1, step - 1))}
              disabled={submitting}
            >
              Previous
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={submitting}>
            {step === SUBMIT_STEP ? (submitting ? 'Submitting...' : 'Submit Registration') : 'Next'}
          </button>
        </div>
      </form>
    </div>
  );
}
