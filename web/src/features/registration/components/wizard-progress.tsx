import { t } from '../../../i18n';
import { STEP_LABELS } from '../registration-form';

/** Spec §2: the progress bar labelled Company Info, Address, Details, Brand, Verify. */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / STEP_LABELS.length) * 100);
  return (
    <nav className="register-progress" aria-label={t('register.progress.label')}>
      <div
        className="register-progress__bar"
        role="progressbar"
        aria-label={t('register.progress.stepOf', { step, total: STEP_LABELS.length })}
        aria-valuemin={1}
        aria-valuemax={STEP_LABELS.length}
        aria-valuenow={step}
      >
        <span className="register-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="register-progress__steps">
        {STEP_LABELS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`register-progress__step register-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="register-progress__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="register-progress__label">{t(label)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
