import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, contactSchema } from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useFormFeedback } from '../../../hooks/use-form-feedback';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useSendContactMessage } from '../api/send-contact-message';
import { PersonalDataNotice } from '../../../components/ui/personal-data-notice';
import { DisabledUntilHydrated } from '../../../components/ui/disabled-until-hydrated';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

// Spec §5 and §8 "Contact".
const { missingInformation: MISSING, sent: SENT, failed: FAILED } = CONTACT_MESSAGES;

/**
 * Spec §4 "Contact form": idle, sending, then success (the form is cleared) or error. Checks
 * run here with the contract's schema (noValidate keeps the browser's own bubbles out, so every
 * message is the spec's and sits next to its field).
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const send = useSendContactMessage();
  const idempotency = useIdempotencyKey();
  const { toast } = useToast();
  const { setErrors, showBlank, parsedOrShown, onFailed, clearError, feedbackFor } =
    useFormFeedback({
      fields: FIELDS,
      failed: FAILED,
      idempotency,
    });

  const change =
    (field: Field) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
      idempotency.renew();
    };

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

  const sending = send.isPending;
  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <DisabledUntilHydrated>
        <div className="submission-form__row">
          <InputField
            label="Name"
            required
            {...feedbackFor('name')}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
          />
          <InputField
            label="Email"
            required
            {...feedbackFor('email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
          />
        </div>
        <SelectField
          label="Subject"
          required
          {...feedbackFor('subject')}
          placeholder="Select a subject"
          options={CONTACT_SUBJECTS}
          value={values.subject}
          onChange={change('subject')}
        />
        <TextAreaField
          label="Message"
          required
          {...feedbackFor('message')}
          rows={6}
          value={values.message}
          onChange={change('message')}
        />
        <PersonalDataNotice form="contact" />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </DisabledUntilHydrated>
    </form>
  );
}
