import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CLAIM_FILE_FIELDS,
  CLAIM_MESSAGES,
  claimDocumentProblem,
  claimEmailSchema,
  claimMobileSchema,
  submissionErrorFrom,
  isPersonalEmail,
  shapePhone,
  type SubmissionMessage,
} from '@trusthive/contracts';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { apiErrorWords, isApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/field-errors';
import type { ClaimCompany } from '../api/get-claim-company';
import { useSubmitClaim, type ClaimDocument } from '../api/submit-claim';
import { ClaimProgress, type ClaimStep } from './claim-progress';
import { ClaimStepFieldset } from './claim-step-fieldset';
import { DocumentInput } from './document-input';
import { ACCEPTED_FORMATS } from '../file-size';
import { InputField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { StepActions } from '../../../components/ui/step-actions';
import { DisabledUntilHydrated } from '../../../components/ui/disabled-until-hydrated';
import { t, type MessageId } from '../../../i18n';

type Field = 'mobile' | 'email' | ClaimDocument;
type Documents = Record<ClaimDocument, File | null>;

// Spec §8 "Claim": a refused document names which one failed.
const DOCUMENT_FAILURE_TITLES: Record<ClaimDocument, MessageId> = {
  directorIdProof: 'forms.claim.error.directorUploadFailed',
  businessProof: 'forms.claim.error.businessUploadFailed',
};
/** The page's words for the contract's checks of a chosen document (CLAIM_MESSAGES). */
const DOCUMENT_PROBLEMS = new Map<SubmissionMessage, { title: MessageId; message: MessageId }>([
  [
    CLAIM_MESSAGES.documentType,
    { title: 'forms.claim.error.documentTypeTitle', message: 'forms.claim.error.documentType' },
  ],
  [
    CLAIM_MESSAGES.documentTooLarge,
    {
      title: 'forms.claim.error.documentTooLargeTitle',
      message: 'forms.claim.error.documentTooLarge',
    },
  ],
]);
const inPageLanguage = (problem: SubmissionMessage): SubmissionMessage => {
  const ids = DOCUMENT_PROBLEMS.get(problem);
  return ids ? { title: t(ids.title), message: t(ids.message, ACCEPTED_FORMATS) } : problem;
};
const DOCUMENTS = Object.keys(CLAIM_FILE_FIELDS) as ClaimDocument[];
const FIELDS: readonly Field[] = ['mobile', 'email', ...DOCUMENTS];
const STEP_OF_FIELD: Record<Field, ClaimStep> = {
  mobile: 1,
  email: 2,
  directorIdProof: 3,
  businessProof: 3,
};

/**
 * Spec §4 "Claim": step 1 mobile, step 2 e-mail, step 3 documents; Next on step 3 submits, and
 * success goes to the company's profile. All three steps stay mounted (only the current one is
 * shown), so going back and forth keeps what was typed and the files that were chosen.
 */
export function ClaimForm({ company }: { company: ClaimCompany }) {
  const [step, setStep] = useState<ClaimStep>(1);
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [documents, setDocuments] = useState<Documents>({
    directorIdProof: null,
    businessProof: null,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const controls = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const stepHeadings = useRef<Partial<Record<ClaimStep, HTMLHeadingElement | null>>>({});
  const movedByUser = useRef(false);
  /** The control to focus once its step is shown (a refused field on an earlier step). */
  const focusAfterMove = useRef<Field | null>(null);
  const submit = useSubmitClaim();
  const idempotency = useIdempotencyKey();
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();

  const personal = isPersonalEmail(email);
  const submitting = submit.isPending;

  // A new step takes focus to its heading, so screen readers announce where the user is, or
  // to the refused control that sent the user back to it.
  useEffect(() => {
    if (!movedByUser.current) return;
    const field = focusAfterMove.current;
    focusAfterMove.current = null;
    if (field) controls.current[field]?.focus();
    else stepHeadings.current[step]?.focus();
  }, [step]);

  const goTo = (next: ClaimStep) => {
    movedByUser.current = true;
    // A problem toasted on the step left is fixed or moot on the next one (issue 36).
    if (next > step) dismiss();
    setStep(next);
  };

  const clearError = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    idempotency.renew();
  };

  /** Marks the fields, shows their step, focuses the first, and toasts the spec's words. */
  const fail = (next: FieldErrors<Field>, problem: SubmissionMessage) => {
    setErrors((current) => ({ ...current, ...next }));
    const field = (Object.keys(next) as Field[])[0];
    if (field && STEP_OF_FIELD[field] !== step) {
      focusAfterMove.current = field;
      goTo(STEP_OF_FIELD[field]);
    } else if (field) {
      controls.current[field]?.focus();
    }
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
  };

  const onMobile = (event: ChangeEvent<HTMLInputElement>) => {
    setMobile(shapePhone(event.target.value));
    clearError('mobile');
  };

  const onEmail = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // Spec §5: a personal domain shows its message, disables Next and toasts, once per entry.
    if (!isPersonalEmail(email) && isPersonalEmail(next)) {
      toast({ title: t('forms.claim.error.personalEmailToast'), variant: 'destructive' });
    } else if (isPersonalEmail(email) && !isPersonalEmail(next)) {
      // The personal address is gone, and with it what the toast warned of.
      dismiss();
    }
    setEmail(next);
    clearError('email');
  };

  const onDocument = (name: ClaimDocument, file: File | null) => {
    const found = file ? claimDocumentProblem(file) : null;
    const problem = found ? inPageLanguage(found) : null;
    setDocuments((current) => ({ ...current, [name]: problem ? null : file }));
    setErrors((current) => ({ ...current, [name]: problem?.message }));
    idempotency.renew();
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    }
    return problem === null;
  };

  const onSubmitFailed = (error: unknown) => {
    if (!isApiError(error) || error.status === 0) {
      // No answer: the claim may have been stored, so a retry keeps the key.
      toast({ title: t('forms.claim.error.submitError'), variant: 'destructive' });
      return;
    }
    idempotency.renew();
    const field = FIELDS.find((name) => name === error.field);
    const title =
      field === 'directorIdProof' || field === 'businessProof'
        ? t(DOCUMENT_FAILURE_TITLES[field])
        : t('forms.claim.error.submitFailed');
    // The service's English words, in the page's language.
    const { message } = apiErrorWords(error);
    if (field) fail({ [field]: message }, { title, message });
    else toast({ title, description: message, variant: 'destructive' });
  };

  const send = () => {
    const { directorIdProof, businessProof } = documents;
    if (!directorIdProof || !businessProof) {
      const missing = DOCUMENTS.filter((name) => !documents[name]);
      const problem = {
        title: t('forms.claim.error.missingDocumentsTitle'),
        message: t('forms.claim.error.missingDocuments'),
      };
      fail(Object.fromEntries(missing.map((name) => [name, problem.message])), problem);
      return;
    }
    submit.mutate(
      {
        companyId: company.id,
        mobile,
        email: email.trim(),
        directorIdProof,
        businessProof,
        idempotencyKey: idempotency.take(),
      },
      {
        onSuccess: () => {
          idempotency.renew();
          toast({ title: t('forms.claim.submitted'), variant: 'success', keepOnNavigation: true });
          navigate(paths.company.getHref(String(company.id)));
        },
        onError: onSubmitFailed,
      },
    );
  };

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step === 1) {
      const parsed = claimMobileSchema.safeParse({ mobile });
      if (!parsed.success) {
        const problem = submissionErrorFrom(parsed.error);
        return fail({ mobile: problem.message }, problem);
      }
      return goTo(2);
    }
    if (step === 2) {
      if (personal) {
        return toast({ title: t('forms.claim.error.personalEmailToast'), variant: 'destructive' });
      }
      const parsed = claimEmailSchema.safeParse({ email });
      if (!parsed.success) {
        const problem = submissionErrorFrom(parsed.error);
        return fail({ email: problem.message }, problem);
      }
      return goTo(3);
    }
    send();
  };

  const emailMessage =
    errors.email ?? (personal ? t('forms.claim.error.personalEmail') : undefined);
  return (
    <form
      className="submission-form claim-form"
      onSubmit={onNext}
      noValidate
      aria-busy={submitting}
    >
      <DisabledUntilHydrated>
        <ClaimProgress step={step} />

        <ClaimStepFieldset
          step={1}
          current={step}
          title={t('forms.claim.mobile.title')}
          headingRef={(element) => {
            stepHeadings.current[1] = element;
          }}
        >
          <FormField
            id="claim-mobile"
            label={t('forms.claim.mobile.label')}
            required
            hint={t('forms.claim.mobile.hint')}
            error={errors.mobile}
          >
            {(control) => (
              <div className="input-group">
                <span className="input-group__prefix" aria-hidden="true">
                  +91
                </span>
                <input
                  ref={(element) => {
                    controls.current.mobile = element;
                  }}
                  {...control}
                  className="input"
                  // The number without +91, which HTML's autofill allows on a text input only.
                  type="text"
                  name="mobile"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={mobile}
                  onChange={onMobile}
                />
              </div>
            )}
          </FormField>
        </ClaimStepFieldset>

        <ClaimStepFieldset
          step={2}
          current={step}
          title={t('forms.claim.email.title')}
          headingRef={(element) => {
            stepHeadings.current[2] = element;
          }}
        >
          <InputField
            id="claim-email"
            label={t('forms.claim.email.label')}
            required
            hint={t('forms.claim.email.hint')}
            error={emailMessage}
            ref={(element) => {
              controls.current.email = element;
            }}
            type="email"
            name="email"
            autoComplete="work email"
            value={email}
            onChange={onEmail}
          />
        </ClaimStepFieldset>

        <ClaimStepFieldset
          step={3}
          current={step}
          title={t('forms.claim.documents.title')}
          headingRef={(element) => {
            stepHeadings.current[3] = element;
          }}
        >
          <DocumentInput
            id="claim-director-id-proof"
            name={CLAIM_FILE_FIELDS.directorIdProof}
            label={t('forms.claim.documents.directorIdProof')}
            file={documents.directorIdProof}
            error={errors.directorIdProof}
            inputRef={(element) => {
              controls.current.directorIdProof = element;
            }}
            onChange={(file) => onDocument('directorIdProof', file)}
          />
          <DocumentInput
            id="claim-business-proof"
            name={CLAIM_FILE_FIELDS.businessProof}
            label={t('forms.claim.documents.businessProof')}
            file={documents.businessProof}
            error={errors.businessProof}
            inputRef={(element) => {
              controls.current.businessProof = element;
            }}
            onChange={(file) => onDocument('businessProof', file)}
          />
        </ClaimStepFieldset>

        <StepActions
          notice="claim"
          className="submission-actions claim-form__actions"
          onPrevious={step > 1 ? () => goTo((step - 1) as ClaimStep) : null}
          busy={submitting}
          submitDisabled={step === 2 && personal}
          submitDescribedBy={step === 2 && personal ? 'claim-email-error' : undefined}
        >
          {t(
            submitting
              ? 'forms.claim.submitting'
              : step === 3
                ? 'forms.claim.submit'
                : 'forms.claim.next',
          )}
        </StepActions>
      </DisabledUntilHydrated>
    </form>
  );
}
