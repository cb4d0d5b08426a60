// TrustHive's own contact details (issue 36) come from the server's configuration (SUPPORT_*,
// SOCIAL_* in services/platform/src/config/env.ts), never from the build: a deployment without
// real values shows none, rather than a placeholder number or a link to '#'. The gateway puts
// them in a data block on every page it serves (rendered or the plain shell); the server
// render reads them from its options, so both render the same text.
import type { SiteContact } from '@trusthive/contracts';
import { siteDataPart } from './site-data';

export type { SiteContact };

export const NO_CONTACT: SiteContact = {
  phone: null,
  email: null,
  social: { facebook: null, x: null, linkedin: null, instagram: null },
};

const contact = siteDataPart<SiteContact>('contact', NO_CONTACT);

export const setSiteContact = contact.set;
export const siteContact = contact.get;

/** tel: links must not contain spaces or dashes. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
