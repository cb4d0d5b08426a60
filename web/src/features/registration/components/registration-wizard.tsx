import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBeforeUnload, useSearchParams } from 'react-router-dom';
import {
  isCinInputDisabled,
  type RelationshipType,
  type SubmissionError,
} from '@trusthive/contracts';
import { useToast } from '../../../components/ui/toast';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/field-errors';
import { findListedCompanyByCin } from '../api/find-listed-company';
import { AlreadyListedError, submitRegistration } from '../api/submit-registration';
import {
  clearRegistrationDraft,
  hasUnsavedInput,
  loadRegistrationDraft,
  saveRegistrationDraft,
} from '../registration-draft';
import {
  STEP_COUNT,
  SUBMIT_STEP,
  SUCCESS_STEP,
  checkStep,
  initialRegistrationForm,
  randomId,
  stepOfField,
  toRegistrationInput,
  validateRegistration,
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
import { ListedCompanyOffer, VerifyStep, type ListedCompany } from './verify-step';
import { WizardProgress } from './wizard-progress';
import { StepActions } from '../../../components/ui/step-actions';
import { DisabledUntilHydrated } from '../../../components/ui/disabled-until-hydrated';

const STEP_TITLES: Record<number, MessageId> = {
  1: 'register.wizard.titleCompanyInfo',
  2: 'register.wizard.titleAddress',
  3: 'register.wizard.titleDetails',
  4: 'register.wizard.titleVerify',
};

/** The input that shows a field's error, so a failed step can put the cursor on it. */
const stepParams = (step: number) => (step > 1 ? { step: String(step) } : undefined);

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
      return {
        title: t('register.messages.submitErrorTitle'),
        description: t('register.messages.submitError'),
      };
    }
    if (error.status >= 500) {
      return {
        title: t('register.messages.submitFailedTitle'),
        description: t('register.messages.submitFailed'),
      };
    }
    return {
      title: t('register.messages.submitFailedTitle'),
      description: error.message || t('register.messages.failedFallback'),
    };
  }
  return {
    title: t('register.messages.submitFailedTitle'),
    description: t('register.messages.unexpected'),
  };
}

/**
 * The 5-step registration wizard (spec §2 "Register", §4 "Registration wizard"): Next moves on
 * only when the step's check passes, Previous goes back, and the success page follows a
 * successful submit.
 */
/** The step the URL names (?step=2), within the form's steps; step 1 otherwise. */
function stepFromUrl(params: URLSearchParams): number {
  const step = Number(params.get('step'));
  return Number.isInteger(step) && step >= 1 && step <= SUBMIT_STEP ? step : 1;
}

/** The first step before `step` whose check fails (a URL ahead of the draft), else `step`. */
function reachableStep(step: number, form: RegistrationFormState): number {
  for (let earlier = 1; earlier < step; earlier += 1)
    if (checkStep(earlier, form).problem) return earlier;
  return step;
}

export function RegistrationWizard() {
  const { toast, dismiss } = useToast();
  // The step lives in the URL, so Back and Forward move between steps and a refresh stays on
  // its step; the draft lives in session storage (registration-draft.ts).
  const [searchParams, setSearchParams] = useSearchParams();
  const urlStep = stepFromUrl(searchParams);
  const [submitted, setSubmitted] = useState(false);
  const step = submitted ? SUCCESS_STEP : urlStep;
  const [form, setForm] = useState<RegistrationFormState>(initialRegistrationForm);
  const [draftRead, setDraftRead] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [checkingCin, setCheckingCin] = useState(false);
  const [listed, setListed] = useState<ListedCompany | null>(null);
  // One key per submitted form state: a repeat of the same state (double click, retry) reuses
  // it, so the service answers the first result instead of creating a second company.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const shownStep = useRef(step);
  const leavingOnPurpose = useRef(false);
  const leaveOnPurpose = () => {
    leavingOnPurpose.current = true;
  };

  useEffect(() => {
    // Read after hydration (never during render), so a server-rendered page matches.
    const draft = loadRegistrationDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read once
    if (draft) setForm(draft);
    setDraftRead(true);
  }, []);

  useEffect(() => {
    if (draftRead && !submitted) saveRegistrationDraft(form);
  }, [draftRead, form, submitted]);

  useEffect(() => {
    // A step the draft has not reached (a copied URL, storage cleared) goes to the first step
    // that still needs input, replacing the entry so Back does not return to it.
    if (!draftRead || submitted) return;
    const reachable = reachableStep(urlStep, form);
    if (reachable !== urlStep) setSearchParams(stepParams(reachable), { replace: true });
    // Only when the URL or the draft's arrival changes the step, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftRead, urlStep, submitted]);

  // Closing or reloading the tab with input asks first (a draft survives a reload, files and
  // a closed tab do not).
  useBeforeUnload((event) => {
    if (submitted || leavingOnPurpose.current || !hasUnsavedInput(form)) return;
    event.preventDefault();
    event.returnValue = '';
  });

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

  function showProblem(problem: SubmissionError, fieldErrors?: Record<string, string>) {
    const field = problem.field ?? '';
    // The contract's checks speak English; each field's message is shown in the page's language.
    const shown = fieldErrors ?? (field ? { [field]: problem.message } : {});
    setErrors(
      Object.fromEntries(
        Object.entries(shown).map(([name, message]) => [name, localizeMessage(message)]),
      ),
    );
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    // The cursor goes to the first marked field in page order, not to the toast's field.
    const first = fieldErrors ? Object.keys(fieldErrors)[0] : undefined;
    pendingFocus.current = inputIdFor(first ?? field, form);
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
      toast({
        title: t('register.messages.cannotRemoveBrandTitle'),
        description: t('register.messages.cannotRemoveBrand'),
        variant: 'destructive',
      });
      return;
    }
    update({ brands: result.form.brands });
  }

  function goTo(next: number) {
    setErrors({});
    // The step's problems are fixed: its "Missing Information" is stale on the next step.
    dismiss();
    setSearchParams(stepParams(next));
  }

  async function submit() {
    if (inFlight.current) return;
    const terms = checkStep(SUBMIT_STEP, form);
    const problem = terms.problem ?? validateRegistration(form);
    if (problem) {
      const problemStep = stepOfField(problem.field);
      if (problemStep !== step) setSearchParams(stepParams(problemStep));
      showProblem(problem, terms.problem ? terms.errors : undefined);
      return;
    }
    const input = toRegistrationInput(form);
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: randomId() };

    inFlight.current = true;
    setSubmitting(true);
    try {
      await submitRegistration(input, attempt.current.key);
      toast({
        title: t('register.messages.submittedTitle'),
        description: t('register.messages.submitted'),
        variant: 'success',
      });
      clearRegistrationDraft();
      setErrors({});
      setSubmitted(true);
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

  /** Step 1's Next: a CIN already listed stops here with the claim offer, not at the end. */
  async function leaveCompanyInfo() {
    if (form.cin) {
      setCheckingCin(true);
      const company = await findListedCompanyByCin(form.cin);
      setCheckingCin(false);
      if (company) {
        const title = t('register.messages.alreadyListedTitle');
        const message = t('register.messages.alreadyListed');
        setListed({ companyId: company.id, title, message });
        showProblem({ title, message, field: 'cin' });
        return;
      }
    }
    goTo(2);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === SUBMIT_STEP) {
      void submit();
      return;
    }
    const { problem, errors: fieldErrors } = checkStep(step, form);
    if (problem) {
      showProblem(problem, fieldErrors);
      return;
    }
    if (step === 1) void leaveCompanyInfo();
    else goTo(step + 1);
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
        <DisabledUntilHydrated>
          <h2
            id="register-step-title"
            className="register-card__title"
            ref={headingRef}
            tabIndex={-1}
          >
            <span className="visually-hidden">
              {t('register.wizard.stepOf', { step, total: STEP_COUNT })}{' '}
            </span>
            {t(STEP_TITLES[step] ?? 'register.wizard.titleCompanyInfo')}
          </h2>
          <p className="register-card__required">
            <T
              id="register.wizard.required"
              components={{
                0: <span aria-hidden="true" />,
                1: <span className="visually-hidden" />,
              }}
            />
          </p>
          {step === 1 && listed ? (
            <ListedCompanyOffer listed={listed} onLeave={leaveOnPurpose} />
          ) : null}
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
          {step === SUBMIT_STEP ? (
            <VerifyStep {...stepProps} listed={listed} onLeave={leaveOnPurpose} />
          ) : null}
          <StepActions
            notice="registration"
            className="register-card__actions"
            onPrevious={step > 1 ? () => goTo(Math.max(1, step - 1)) : null}
            busy={submitting}
            submitDisabled={checkingCin}
          >
            {step === SUBMIT_STEP
              ? t(submitting ? 'register.wizard.submitting' : 'register.wizard.submit')
              : t('register.wizard.next')}
          </StepActions>
        </DisabledUntilHydrated>
      </form>
    </div>
  );
}
