import { useState, type ChangeEvent } from 'react';
import { LOGO_MESSAGES, logoFileProblem } from '@trusthive/contracts';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { deleteLogo, uploadLogo } from '../api/logo-uploads';
import { ImageProcessingError, prepareLogo } from '../logo-image';
import type { UploadedLogo } from '../registration-form';
import { fieldDescribedBy, FieldError, fieldHintId } from '../../../components/ui/form-field';

type LogoUploadProps = {
  id: string;
  label: string;
  /** The company's and a brand's logo answer a bad file with different words (spec §5). */
  owner: 'company' | 'brand';
  /** The company or brand name the stored file is named after. */
  name: string;
  value: UploadedLogo | null;
  onChange: (logo: UploadedLogo | null) => void;
};

type Busy = 'uploading' | 'removing' | null;

/**
 * Spec §5 "Logo": an image of at most 5 MB, converted to WebP where the browser can, uploaded at
 * once to public storage; removing it deletes the stored object.
 */
export function LogoUpload({ id, label, owner, name, value, onChange }: LogoUploadProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still fires a change.
    input.value = '';
    if (!file) return;

    const problem = logoFileProblem(file, owner);
    if (problem) {
      const text = typeof problem === 'string' ? problem : problem.message;
      setError(text);
      toast(
        typeof problem === 'string'
          ? { title: problem, variant: 'destructive' }
          : { title: problem.title, description: problem.message, variant: 'destructive' },
      );
      return;
    }

    setError(undefined);
    setBusy('uploading');
    try {
      const prepared = await prepareLogo(file);
      const uploaded = await uploadLogo(prepared.blob, prepared.fileName, name);
      if (value) void deleteLogo(value).catch(() => undefined);
      onChange(uploaded);
      // One toast at a time (spec §9), so the optimisation note rides on the success toast.
      toast({
        title: LOGO_MESSAGES.uploaded,
        ...(prepared.optimized ? { description: LOGO_MESSAGES.optimized } : {}),
        variant: 'success',
      });
    } catch (caught) {
      const text =
        caught instanceof ImageProcessingError
          ? LOGO_MESSAGES.processFailed
          : LOGO_MESSAGES.uploadFailed;
      setError(text);
      toast({
        title: text,
        ...(isApiError(caught) && caught.status > 0 && caught.status < 500
          ? { description: caught.message }
          : {}),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!value) return;
    setBusy('removing');
    try {
      await deleteLogo(value);
    } catch {
      // Spec §8: failures degrade silently; the form forgets the logo either way.
    } finally {
      setBusy(null);
      setError(undefined);
      onChange(null);
    }
  }

  const hint = 'An image file (PNG, JPG, WebP, ...), at most 5MB.';
  return (
    <div className="form-field register-logo">
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <div className="register-logo__preview">
          <img src={value.url} alt={`${label} preview`} className="register-logo__image" />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void remove()}
            disabled={busy !== null}
          >
            {busy === 'removing' ? 'Removing...' : `Remove ${label.toLowerCase()}`}
          </button>
        </div>
      ) : null}
      {/* Hidden but focusable; its label below is what sighted users see and click. */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint, error })}
        disabled={busy !== null}
        onChange={(event) => void onFile(event)}
      />
      <label className="register-logo__pick button button--secondary" htmlFor={id}>
        {busy === 'uploading' ? 'Uploading...' : value ? 'Replace image' : 'Choose image'}
      </label>
      <p id={fieldHintId(id)} className="form-field__hint">
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
