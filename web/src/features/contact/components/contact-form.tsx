import type { FormEvent } from 'react';
import { CONTACT_SUBJECTS, contactSchema, type ContactSubject } from '@trusthive/contracts';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useToast } from '../../../components/ui/toast';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { SubmissionForm } from '../../../components/ui/submission-form';
import { t, type MessageId } from '../../../i18n';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

// The option labels; the values sent stay the contract's CONTACT_SUBJECTS.
const SUBJECT_LABELS: Record<ContactSubject, MessageId> = {
  'General Inquiry': 'forms.contact.subject.generalInquiry',
  'Business Registration': 'forms.contact.subject.businessRegistration',
  'Report a Company': 'forms.contact.subject.reportCompany',
  'Technical Support': 'forms.contact.subject.technicalSupport',
  Feedback: 'forms.contact.subject.feedback',
};

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
  } = useSubmissionForm({
    fields: FIELDS,
    initial: EMPTY,
    // Spec §8 "Contact" (CONTACT_MESSAGES.failed).
    failed: {
      title: t('forms.contact.error.failedTitle'),
      message: t('forms.contact.error.failed'),
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;

    // Spec §5 "Contact form": all four are required; every empty one is marked at once.
    const missing = {
      title: t('forms.contact.error.missingTitle'),
      message: t('forms.contact.error.missing'),
    };
    if (showBlank(FIELDS, values, missing)) return;
    if (!parsedOrShown(contactSchema, values)) return;

    send.mutate(
      { message: values, idempotencyKey: idempotency.take() },
      {
        onSuccess: () => {
          idempotency.renew();
          setValues(EMPTY);
          setErrors({});
          toast({
            title: t('forms.contact.sent.title'),
            description: t('forms.contact.sent.message'),
            variant: 'success',
          });
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
      submit={{ label: t('forms.contact.submit'), busyLabel: t('forms.contact.sending') }}
    >
      <div className="submission-form__row">
        <InputField
          label={t('forms.contact.name')}
          required
          {...textControl('name')}
          type="text"
          autoComplete="name"
        />
        <InputField
          label={t('forms.contact.email')}
          required
          {...textControl('email')}
          type="email"
          autoComplete="email"
        />
      </div>
      <SelectField
        label={t('forms.contact.subject')}
        required
        {...textControl('subject')}
        placeholder={t('forms.contact.subjectPlaceholder')}
        options={CONTACT_SUBJECTS.map((subject) => ({
          value: subject,
          label: t(SUBJECT_LABELS[subject]),
        }))}
      />
      <TextAreaField
        label={t('forms.contact.message')}
        required
        {...textControl('message')}
        rows={6}
      />
    </SubmissionForm>
  );
}
