import { t } from '../../i18n';

/** The accepted formats (CLAIM_DOCUMENT_EXTENSIONS) as the messages name them: names, kept as written. */
export const ACCEPTED_FORMATS = { formats: 'PDF, JPG, JPEG', lastFormat: 'PNG' };

/** '1.4 MB', '220 KB': the size shown beside a chosen document, with the page's unit words. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return t('forms.claim.documents.sizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) });
  }
  return t('forms.claim.documents.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
}
