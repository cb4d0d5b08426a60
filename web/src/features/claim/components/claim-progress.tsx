export type ClaimStep = 1 | 2 | 3;

// Spec §4 "Claim": step 1 mobile, step 2 email, step 3 documents.
export const CLAIM_STEPS = [
  { step: 1, label: 'Mobile Number' },
  { step: 2, label: 'Official Email' },
  { step: 3, label: 'Documents' },
] as const;

/** Where the visitor is in the three steps; the current one carries aria-current="step". */
export function ClaimProgress({ step }: { step: ClaimStep }) {
  return (
    <ol className="claim-progress" aria-label="Claim steps">
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
                Step {item.step} of {CLAIM_STEPS.length}:{' '}
              </span>
              {item.label}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
