import { useState, type FormEvent } from 'react';
import {
  DESCRIPTION_MAX_LENGTH,
  OWNER_EDIT_MESSAGES,
  logoFileProblem,
  ownerProfileEditSchema,
  submissionErrorFrom,
  type OwnerCompanyProfile,
  type OwnerProfileEditInput,
} from '@trusthive/contracts';
import { InputField, TextAreaField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { formatDateIN } from '../../../lib/format';
import { uploadOwnerLogo, useEditOwnerProfile } from './edits-api';

type Fields = { description: string; phone: string; contactEmail: string };

const fieldsOf = (profile: OwnerCompanyProfile): Fields => ({
  description: profile.description ?? '',
  phone: profile.phone ?? '',
  contactEmail: profile.contactEmail ?? '',
});

/**
 * Description, phone, contact e-mail and logo: applied at once (issue 19), checked with
 * registration's rules and words before sending, and again by the service.
 */
export function OwnerProfileForm({ profile }: { profile: OwnerCompanyProfile }) {
  const edit = useEditOwnerProfile(profile.id);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    const before = fieldsOf(profile);
    const body: OwnerProfileEditInput = {};
    for (const field of ['description', 'phone', 'contactEmail'] as const) {
      if (fields[field] !== before[field]) body[field] = fields[field];
    }
    if (logoFile) {
      const fileProblem = logoFileProblem(logoFile, 'company');
      if (fileProblem) {
        setProblem({
          message: typeof fileProblem === 'string' ? fileProblem : fileProblem.message,
          field: 'logo',
        });
        return;
      }
    }
    const checked = ownerProfileEditSchema.safeParse(
      logoFile ? { ...body, logo: 'https://x/y' } : body,
    );
    if (!checked.success) {
      setProblem(submissionErrorFrom(checked.error));
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
      setSaved(true);
    } catch (error) {
      setProblem(
        isApiError(error)
          ? { message: error.message, ...(error.field ? { field: error.field } : {}) }
          : { message: 'Something went wrong. Please try again.' },
      );
    } finally {
      setUploading(false);
    }
  }

  const busy = edit.isPending || uploading;
  return (
    <form className="owner-edits__form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="owner-edits__heading">Shown at once</h3>
      <p className="muted">
        Visitors see these as soon as you save. The profile then says{' '}
        <q>{OWNER_EDIT_MESSAGES.updatedByOwner('{date}')}</q>.
        {profile.ownerUpdatedAt ? (
          <>
            {' '}
            Last changed by you on{' '}
            <span data-testid="owner-updated-on">
              {formatDateIN(profile.ownerUpdatedAt.slice(0, 10))}
            </span>
            .
          </>
        ) : null}
      </p>
      <TextAreaField
        label="Description"
        hint={`${fields.description.length}/${DESCRIPTION_MAX_LENGTH} characters`}
        error={errorFor('description')}
        rows={4}
        value={fields.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      <InputField
        label="Phone"
        hint="A 10-digit Indian mobile number. Not shown on the public profile."
        error={errorFor('phone')}
        type="tel"
        inputMode="numeric"
        value={fields.phone}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <InputField
        label="Contact e-mail"
        error={errorFor('contactEmail')}
        type="email"
        value={fields.contactEmail}
        onChange={(event) => set('contactEmail')(event.target.value)}
      />
      <FormField label="Logo" hint="An image of at most 5 MB." error={errorFor('logo')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => {
              setLogoFile(event.target.files?.[0] ?? null);
              setSaved(false);
            }}
          />
        )}
      </FormField>
      {profile.logo ? (
        <p className="muted">
          Logo now: <img src={profile.logo} alt="" className="owner-edits__logo" />
        </p>
      ) : null}
      {problem && !problem.field ? (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      {saved ? (
        <p className="form-success" role="status">
          {OWNER_EDIT_MESSAGES.saved}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
