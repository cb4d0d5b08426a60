import { useState } from 'react';
import { t } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';

/** The server's words on a failed request, and the field they are about when they name one. */
export type OwnerRequestError = { message: string; field?: string | undefined };

/**
 * What the owner's sign-in and password forms share: busy while the request runs (the button
 * is disabled), the last error cleared on a new try and set from the answer when it fails.
 */
export function useOwnerRequest() {
  const [error, setError] = useState<OwnerRequestError | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs the request; on failure, keeps its error and calls onFailure (to clear a password). */
  async function run(request: () => Promise<void>, onFailure?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (caught) {
      setError(
        isApiError(caught)
          ? { message: caught.message, field: caught.field }
          : // No answer came (the network, a crash): there are no server words to show.
            { message: t('account.form.tryLater') },
      );
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }

  /** The error to show under a field's control: only when the server named that field. */
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  return { error, busy, run, errorOf };
}
