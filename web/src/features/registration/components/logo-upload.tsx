import { useState, type ChangeEvent } from 'react';
import { LOGO_MESSAGES, logoFileProblem } from '@trusthive/contracts';
import { useToast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
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
 * The contract's check of a chosen file (logoFileProblem), in the page's language: the company's
 * logo answers with one line, a brand's with a title and a message (spec §5).
 */
function fileProblem(
  file: File,
  owner: LogoUploadProps['owner'],
): { title: string; message?: string } | null {
  const problem = logoFileProblem(file, owner);
  if (!problem) return null;
  if (problem === LOGO_MESSAGES.companyNotImage)
    return { title: t('register.logo.companyNotImage') };
  if (problem === LOGO_MESSAGES.companyTooLarge)
    return { title: t('register.logo.companyTooLarge') };
  if (problem === LOGO_MESSAGES.brandNotImage)
    return {
      title: t('register.logo.brandNotImageTitle'),
      message: t('register.logo.brandNotImage'),
    };
  if (problem === LOGO_MESSAGES.brandTooLarge)
    return {
      title: t('register.logo.brandTooLargeTitle'),
      message: t('register.logo.brandTooLarge'),
    };
  // A problem the contract adds later: its own (English) words rather than none.
  return typeof problem === 'string' ? { title: problem } : problem;
}

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

    const problem = fileProblem(file, owner);
    if (problem) {
      setError(problem.message ?? problem.title);
      toast(
        problem.message === undefined
          ? { title: problem.title, variant: 'destructive' }
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
        title: t('register.logo.uploaded'),
        ...(prepared.optimized ? { description: t('register.logo.optimized') } : {}),
        variant: 'success',
      });
    } catch (caught) {
      const text = t(
        caught instanceof ImageProcessingError
          ? 'register.logo.processFailed'
          : 'register.logo.uploadFailed',
      );
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

  return (
    <div className="form-field register-logo">
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <div className="register-logo__preview">
          <img
            src={value.url}
            alt={t('register.logo.preview', { label })}
            className="register-logo__image"
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void remove()}
            disabled={busy !== null}
          >
            {busy === 'removing'
              ? t('register.logo.removing')
              : t('register.logo.remove', { label: label.toLowerCase() })}
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
        aria-describedby={fieldDescribedBy(id, { hint: true, error })}
        disabled={busy !== null}
        onChange={(event) => void onFile(event)}
      />
      <label className="register-logo__pick button button--secondary" htmlFor={id}>
        {t(
          busy === 'uploading'
            ? 'register.logo.uploading'
            : value
              ? 'register.logo.replace'
              : 'register.logo.choose',
        )}
      </label>
      <p id={fieldHintId(id)} className="form-field__hint">
        {/* File formats are names, the same in every language. */}
        <T
          id="register.logo.hint"
          values={{ formats: <span translate="no">PNG, JPG, WebP</span> }}
        />
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
