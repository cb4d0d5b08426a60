import type { FormEvent } from 'react';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, contactSchema } from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { SubmissionForm } from '../../../components/ui/submission-form';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

// Spec §5 and §8 "Contact".
const { missingInformation: MISSING, sent: SENT, failed: FAILED } = CONTACT_MESSAGES;

/**
 * Spec §4 "Contact form": idle, sending, then success (the form is cleared) or error. Checks
 * run here with the contract's schema, so every message is the spec's and sits next to its field.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { toast } = useToast();
  const {
    setValues,
    values,
    textControl,
    idempotency,
    setErrors,
    showBlank,
    parsedOrShown,
    onFailed,
  } = useSubmissionForm({ fields: FIELDS, initial: EMPTY, failed: FAILED });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;

    // Spec §5 "Contact form": all four are required; every empty one is marked at once.
    if (showBlank(FIELDS, values, MISSING)) return;
    if (!parsedOrShown(contactSchema, values)) return;

    send.mutate(
      { message: values, idempotencyKey: idempotency.take() },
      {
        onSuccess: () => {
          idempotency.renew();
          setValues(EMPTY);
          setErrors({});
          toast({ title: SENT.title, description: SENT.message, variant: 'success' });
        },
        onError: onFailed,
      },
    );
  };

  return (
    <SubmissionForm
      onSubmit={onSubmit}
      busy={send.isPending}
      notice="contact"
      submit={{ label: 'Send Message', busyLabel: 'Sending...' }}
    >
      <div className="submission-form__row">
        <InputField
          label="Name"
          required
          {...textControl('name')}
          type="text"
          autoComplete="name"
        />
        <InputField
          label="Email"
          required
          {...textControl('email')}
          type="email"
          autoComplete="email"
        />
      </div>
      <SelectField
        label="Subject"
        required
        {...textControl('subject')}
        placeholder="Select a subject"
        options={CONTACT_SUBJECTS}
      />
      <TextAreaField label="Message" required {...textControl('message')} rows={6} />
    </SubmissionForm>
  );
}
