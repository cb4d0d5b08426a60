import { useState, type ChangeEvent } from 'react';
import type { SubmissionMessage } from '@trusthive/contracts';
import { useFormFeedback } from './use-form-feedback';
import { useIdempotencyKey } from './use-idempotency-key';

type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The fields whose value is text, as against a checkbox's boolean. */
type TextFieldOf<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * A submission form's state (report, contact, correction): its values, its Idempotency-Key and
 * its error side (useFormFeedback). Every edit clears that field's message and renews the key:
 * the edited form is another submission, not a repeat of the last one.
 */
export function useSubmissionForm<Values extends Record<string, string | boolean>>({
  fields,
  initial,
  failed,
}: {
  /** In page order: the first marked one gets the focus. */
  fields: readonly (keyof Values & string)[];
  initial: Values | (() => Values);
  /** The form's "could not send" toast (spec §8). */
  failed: SubmissionMessage;
}) {
  const [values, setValues] = useState<Values>(initial);
  const idempotency = useIdempotencyKey();
  const feedback = useFormFeedback({ fields, failed, idempotency });

  const update = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    feedback.clearError(field);
    idempotency.renew();
  };

  /** What a text field's control takes: its name, message and ref, its value, and its edits. */
  const textControl = <Field extends TextFieldOf<Values>>(field: Field) => ({
    ...feedback.feedbackFor(field),
    value: values[field] as string,
    onChange: (event: TextControlEvent) => update(field, event.target.value as Values[Field]),
  });

  return { values, setValues, update, textControl, idempotency, ...feedback };
}
