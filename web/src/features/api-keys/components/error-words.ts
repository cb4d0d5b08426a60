import { t } from '../../../i18n';
import { apiErrorWords, isApiError } from '../../../lib/api-client';

/** A failed request's words in the page's language; with no answer, a general one. */
export const errorWords = (error: unknown) =>
  isApiError(error) ? apiErrorWords(error).message : t('api-keys.form.tryAgain');
