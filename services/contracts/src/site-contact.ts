// TrustHive's own contact details (issue 36), as the server is configured (SUPPORT_*, SOCIAL_*):
// one shape for the platform's config, the gateway's data block and the SPA that shows them.

/** Each value null when unset: nothing is shown for it, never a placeholder. */
export interface SiteContact {
  phone: string | null;
  email: string | null;
  social: {
    facebook: string | null;
    x: string | null;
    linkedin: string | null;
    instagram: string | null;
  };
}
