import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DESCRIPTION_MAX_LENGTH,
  logoFileProblem,
  ownerProfileEditSchema,
  submissionErrorFrom,
  type OwnerCompanyProfile,
  type OwnerProfileEditInput,
} from '@trusthive/contracts';
import { InputField, TextAreaField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/field-errors';
import { formatDateIN } from '../../../lib/format';
import { uploadOwnerLogo, useEditOwnerProfile } from './edits-api';

type Fields = { description: string; phone: string; contactEmail: string };

const fieldsOf = (profile: OwnerCompanyProfile): Fields => ({
  description: profile.description ?? '',
  phone: profile.phone ?? '',
  contactEmail: profile.contactEmail ?? '',
});

/**
 * Description, phone, contact e-mail and logo (issue 19), checked with registration's rules
 * and words before sending, and again by the service. Since issue 37 only the description (and
 * removing a phone or e-mail) is shown at once: the logo moves the trust score and a new phone
 * is checked, so both wait for the TrustHive team; a new contact e-mail waits for the link
 * mailed to it. The form says which is which after saving, and what still waits.
 */
export function OwnerProfileForm({ profile }: { profile: OwnerCompanyProfile }) {
  const edit = useEditOwnerProfile(profile.id);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [saved, setSaved] = useState<string[] | null>(null);
  const [uploading, setUploading] = useState(false);

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setSaved(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    const before = fieldsOf(profile);
    const body: OwnerProfileEditInput = {};
    for (const field of ['description', 'phone', 'contactEmail'] as const) {
      if (fields[field] !== before[field]) body[field] = fields[field];
    }
    if (logoFile) {
      const fileProblem = logoFileProblem(logoFile, 'company');
      if (fileProblem) {
        setProblem({
          message: localizeMessage(
            typeof fileProblem === 'string' ? fileProblem : fileProblem.message,
          ),
          field: 'logo',
        });
        return;
      }
    }
    const checked = ownerProfileEditSchema.safeParse(
      logoFile ? { ...body, logo: 'https://x/y' } : body,
    );
    if (!checked.success) {
      const found = submissionErrorFrom(checked.error);
      setProblem({ ...found, message: localizeMessage(found.message) });
      return;
    }
    try {
      if (logoFile) {
        setUploading(true);
        body.logo = (await uploadOwnerLogo(logoFile, profile.name)).url;
      }
      const after = await edit.mutateAsync(body);
      setFields(fieldsOf(after));
      setLogoFile(null);
      setSaved(savedMessages(body, after));
    } catch (error) {
      setProblem(
        isApiError(error)
          ? { message: error.message, ...(error.field ? { field: error.field } : {}) }
          : { message: t('account.form.tryAgain') },
      );
    } finally {
      setUploading(false);
    }
  }

  const busy = edit.isPending || uploading;
  return (
    <form className="owner-edits__form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="owner-edits__heading">{t('account.profile.heading')}</h3>
      <p className="muted">
        <T
          id="account.profile.intro"
          values={{
            // The stamp as the profile words it, its date still a placeholder ("{date}").
            stamp: (
              <q>{t('account.profile.stamp', { date: `{${t('account.profile.stampDate')}}` })}</q>
            ),
          }}
        />
        {profile.ownerUpdatedAt ? (
          <>
            {' '}
            <T
              id="account.profile.lastChanged"
              values={{ date: formatDateIN(profile.ownerUpdatedAt.slice(0, 10)) }}
              components={{ 0: <span data-testid="owner-updated-on" /> }}
            />
          </>
        ) : null}
      </p>
      <TextAreaField
        label={t('account.profile.description')}
        // The owner's own words, as they wrote them.
        translate="no"
        hint={t('account.profile.characters', {
          count: String(fields.description.length),
          max: String(DESCRIPTION_MAX_LENGTH),
        })}
        error={errorFor('description')}
        rows={4}
        value={fields.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      <InputField
        label={t('account.profile.phone')}
        hint={t('account.profile.phoneHint')}
        error={errorFor('phone')}
        type="tel"
        inputMode="numeric"
        value={fields.phone}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <Pending when={profile.pendingReview.includes('phone')} testId="pending-phone">
        {t('account.profile.pendingPhone')}
      </Pending>
      <InputField
        label={t('account.profile.contactEmail')}
        error={errorFor('contactEmail')}
        type="email"
        value={fields.contactEmail}
        onChange={(event) => set('contactEmail')(event.target.value)}
      />
      <Pending when={profile.pendingContactEmail !== null} testId="pending-contact-email">
        {t('account.profile.pendingContactEmail', { email: profile.pendingContactEmail })}
      </Pending>
      <FormField
        label={t('account.profile.logo')}
        hint={t('account.profile.logoHint')}
        error={errorFor('logo')}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => {
              setLogoFile(event.target.files?.[0] ?? null);
              setSaved(null);
            }}
          />
        )}
      </FormField>
      {profile.logo ? (
        <p className="muted">
          {t('account.profile.logoNow')}{' '}
          <img src={profile.logo} alt="" className="owner-edits__logo" />
        </p>
      ) : null}
      <Pending when={profile.pendingReview.includes('logo')} testId="pending-logo">
        {t('account.profile.pendingLogo')}
      </Pending>
      {problem && !problem.field ? (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      {saved ? (
        <p className="form-success" role="status">
          {saved.join(' ')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.profile.saving') : t('account.profile.save')}
      </button>
    </form>
  );
}

function Pending({
  when,
  testId,
  children,
}: {
  when: boolean;
  testId: string;
  children: ReactNode;
}) {
  return when ? (
    <p className="muted owner-edits__pending" data-testid={testId}>
      {children}
    </p>
  ) : null;
}

/** What became of each part of a save: shown now, sent for review, or waiting for a link. */
function savedMessages(sent: OwnerProfileEditInput, after: OwnerCompanyProfile): string[] {
  const messages: string[] = [];
  const immediate = sent.description !== undefined || sent.phone === '' || sent.contactEmail === '';
  if (immediate) messages.push(t('account.profile.saved'));
  if (sent.logo !== undefined || (sent.phone !== undefined && sent.phone !== ''))
    messages.push(t('account.profile.requested'));
  if (after.pendingContactEmail && sent.contactEmail)
    messages.push(t('account.profile.contactEmailSent', { email: after.pendingContactEmail }));
  return messages.length > 0 ? messages : [t('account.profile.saved')];
}
