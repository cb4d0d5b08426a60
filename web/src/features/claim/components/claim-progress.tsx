import { t, type MessageId } from '../../../i18n';

export type ClaimStep = 1 | 2 | 3;

// Spec §4 "Claim": step 1 mobile, step 2 email, step 3 documents (message ids: the words are
// looked up while rendering, in the page's language).
export const CLAIM_STEPS: readonly { step: ClaimStep; label: MessageId }[] = [
  { step: 1, label: 'forms.claim.progress.mobile' },
  { step: 2, label: 'forms.claim.progress.email' },
  { step: 3, label: 'forms.claim.progress.documents' },
];

/** Where the visitor is in the three steps; the current one carries aria-current="step". */
export function ClaimProgress({ step }: { step: ClaimStep }) {
  return (
    <ol className="claim-progress" aria-label={t('forms.claim.progress.label')}>
      {CLAIM_STEPS.map((item) => {
        const state = item.step < step ? 'done' : item.step === step ? 'current' : 'next';
        return (
          <li
            key={item.step}
            className={`claim-progress__step claim-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="claim-progress__number" aria-hidden="true">
              {state === 'done' ? '✓' : item.step}
            </span>
            <span className="claim-progress__label">
              <span className="visually-hidden">
                {t('forms.claim.progress.stepOf', {
                  step: item.step,
                  total: CLAIM_STEPS.length,
                })}{' '}
              </span>
              {t(item.label)}
              {state === 'done' ? (
                <span className="visually-hidden"> {t('forms.claim.progress.done')}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
