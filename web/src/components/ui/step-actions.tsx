import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { PersonalDataNotice, type NoticeForm } from './personal-data-notice';

type StepActionsProps = {
  /** The notice at collection, above the buttons on every step. */
  notice: NoticeForm;
  /** The buttons' row, as the form lays it out. */
  className: string;
  /** Back one step; null on the first step, which has no Previous. */
  onPrevious: (() => void) | null;
  /** While the form is sent: neither button works. */
  busy: boolean;
  /** What else holds the submit button back ("a personal e-mail", "the CIN is being checked"). */
  submitDisabled?: boolean;
  /** The id of the message that says why the submit button waits. */
  submitDescribedBy?: string | undefined;
  /** The submit button's text: "Next", then the form's own on its last step. */
  children: ReactNode;
};

/**
 * The foot of a multi-step form (claim, registration): the notice at collection, Previous from
 * the second step on, and the submit button, which moves on a step or, on the last, sends.
 */
export function StepActions({
  notice,
  className,
  onPrevious,
  busy,
  submitDisabled = false,
  submitDescribedBy,
  children,
}: StepActionsProps) {
  return (
    <>
      <PersonalDataNotice form={notice} />
      <div className={className}>
        {onPrevious ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onPrevious}
          >
            {t('common.ui.previous')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || submitDisabled}
          aria-describedby={submitDescribedBy}
        >
          {children}
        </button>
      </div>
    </>
  );
}
