// TrustHive's own contact details (issue 36) come from the server's configuration (SUPPORT_*,
// SOCIAL_* in services/platform/src/config/env.ts), never from the build: a deployment without
// real values shows none, rather than a placeholder number or a link to '#'. The gateway puts
// them in a data block on every page it serves (rendered or the plain shell); the server
// render reads them from its options, so both render the same text.
import type { SiteContact } from '@trusthive/contracts';

export type { SiteContact };

export const SITE_ELEMENT_ID = 'trusthive-site';

export const NO_CONTACT: SiteContact = {
  phone: null,
  email: null,
  social: { facebook: null, x: null, linkedin: null, instagram: null },
};

let contact: SiteContact | (() => SiteContact) | undefined;

export function setSiteContact(value: SiteContact | (() => SiteContact)): void {
  contact = value;
}

function fromPage(): SiteContact {
  if (typeof document === 'undefined') return NO_CONTACT;
  const text = document.getElementById(SITE_ELEMENT_ID)?.textContent;
  if (!text) return NO_CONTACT;
  try {
    const parsed = JSON.parse(text) as { contact?: SiteContact };
    return parsed.contact ?? NO_CONTACT;
  } catch {
    return NO_CONTACT;
  }
}

export function siteContact(): SiteContact {
  if (typeof contact === 'function') return contact();
  contact ??= fromPage();
  return contact;
}

/** tel: links must not contain spaces or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
