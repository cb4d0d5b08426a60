// The one place that reads import.meta.env; everything else imports `env`.
// Build-time values are plain strings, so a blank value counts as unset and falls back.
// TrustHive's contact details are not build values: they come from the server's configuration
// with each page (lib/site-contact.ts).
function readString(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const env = {
  // Same-origin by default: the gateway serves both the SPA and /api.
  apiUrl: readString(import.meta.env.VITE_API_URL, '/api').replace(/\/+$/, ''),
} as const;
