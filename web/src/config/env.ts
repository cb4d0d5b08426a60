// The one place that reads import.meta.env; everything else imports `env`.
// Build-time values are plain strings, so a blank value counts as unset and falls back.
function readString(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const supportPhone = readString(import.meta.env.VITE_SUPPORT_PHONE, '+91 00000 00000');

export const env = {
  // Same-origin by default: the gateway serves both the SPA and /api.
  apiUrl: readString(import.meta.env.VITE_API_URL, '/api').replace(/\/+$/, ''),
  supportPhone,
  // tel: links must not contain spaces or dashes.
  supportPhoneHref: `tel:${supportPhone.replace(/[^\d+]/g, '')}`,
  supportEmail: readString(import.meta.env.VITE_SUPPORT_EMAIL, 'support@trusthive.example'),
} as const;
