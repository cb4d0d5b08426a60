import type { FormEvent, ReactNode } from 'react';
import { DisabledUntilHydrated } from './disabled-until-hydrated';
import { PersonalDataNotice, type NoticeForm } from './personal-data-notice';

type SubmissionFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While it is sent: the form is busy and its button disabled, saying so. */
  busy: boolean;
  /** The notice at collection shown above the button, where the form takes personal data. */
  notice?: NoticeForm;
  /** The button's text: "Send Message"; while busy: "Sending...". */
  submit: { label: string; busyLabel: string };
  children: ReactNode;
};

/**
 * The frame of a public submission form (contact, report, correction, your data): the form
 * checks its values itself (noValidate keeps the browser's own bubbles out, so every message is
 * the spec's and sits next to its field), its controls wait for hydration, and it ends with the
 * notice at collection and the submit button.
 */
export function SubmissionForm({ onSubmit, busy, notice, submit, children }: SubmissionFormProps) {
  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <DisabledUntilHydrated>
        {children}
        {notice ? <PersonalDataNotice form={notice} /> : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? submit.busyLabel : submit.label}
        </button>
      </DisabledUntilHydrated>
    </form>
  );
}
