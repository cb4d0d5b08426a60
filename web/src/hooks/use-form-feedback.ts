import { useRef, useState } from 'react';
import type { z } from 'zod';
import { submissionErrorFrom, type SubmissionMessage } from '@trusthive/contracts';
import { blankFieldErrors } from '../components/ui/form-field';
import { useToast } from '../components/ui/toast';
import { apiErrorWords, isApiError } from '../lib/api-client';
import { fieldErrorsFrom, firstErrorField, type FieldErrors } from '../lib/field-errors';
import type { IdempotencyKey } from './use-idempotency-key';

/**
 * The error side of a submission form (report, contact, correction): the checks before a submit
 * (blank required fields, then the contract's schema), each field's message beside it, focus
 * on the first bad field, the spec's toast, and what a failed submit means for its
 * Idempotency-Key (no answer: keep it, the submission may have arrived; an answer: renew it).
 */
export function useFormFeedback<Field extends string>({
  fields,
  failed,
  idempotency,
}: {
  /** In page order: the first marked one gets the focus. */
  fields: readonly Field[];
  /** The form's "could not send" toast (spec §8). */
  failed: SubmissionMessage;
  idempotency: IdempotencyKey;
}) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const { toast } = useToast();
  const toastFailed = () =>
    toast({ title: failed.title, description: failed.message, variant: 'destructive' });

  /** Marks the fields, focuses the first, and toasts the problem in the spec's words. */
  const showErrors = (next: FieldErrors<Field>, problem: SubmissionMessage) => {
    setErrors(next);
    const first = firstErrorField(fields, next);
    if (first) controls.current[first]?.focus();
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
  };

  /** Marks every required field left blank at once, with the form's toast; false when none is. */
  const showBlank = <Required extends Field>(
    required: readonly Required[],
    values: Record<Required, string>,
    missing: SubmissionMessage,
  ): boolean => {
    const blank = blankFieldErrors(required, values);
    // Each required field is one of the form's fields.
    if (blank) showErrors(blank as FieldErrors<Field>, missing);
    return blank !== null;
  };

  /** What the contract's schema reads from the input; null, with its problems shown, if invalid. */
  const parsedOrShown = <Output>(schema: z.ZodType<Output>, input: unknown): Output | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    showErrors(fieldErrorsFrom<Field>(parsed.error.issues), submissionErrorFrom(parsed.error));
    return null;
  };

  const onFailed = (error: unknown) => {
    if (!isApiError(error) || error.status === 0) return toastFailed();
    idempotency.renew();
    const field = fields.find((name) => name === error.field);
    if (error.status === 400 && field) {
      const words = apiErrorWords(error);
      showErrors({ [field]: words.message } as FieldErrors<Field>, words);
    } else {
      toastFailed();
    }
  };

  /** A ref callback that lets showErrors focus the field's control. */
  const register = (field: Field) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  /** What a field's control takes from here: its name, its message, and the ref to focus it. */
  const feedbackFor = (field: Field) => ({
    name: field,
    error: errors[field],
    ref: register(field),
  });

  return {
    errors,
    setErrors,
    showErrors,
    showBlank,
    parsedOrShown,
    onFailed,
    register,
    clearError,
    feedbackFor,
  };
}
