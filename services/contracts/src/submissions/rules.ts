import {
  CIN_EXEMPT_TYPE_KEYWORDS,
  CIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PERSONAL_EMAIL_ALIASES,
  PERSONAL_EMAIL_DOMAINS,
  PHONE_LENGTH,
  URL_MAX_LENGTH,
} from './constants';
import { REGISTRATION_MESSAGES, type SubmissionMessage } from './messages';

// ---------------------------------------------------------------------------------------
// Input shaping (spec §5): pure, used while typing and again by the service.

/** CIN: upper-cased, at most 21 characters. */
export function shapeCin(value: string): string {
  return value.toUpperCase().slice(0, CIN_LENGTH);
}

/** Company name: each space-separated word capitalised, spacing kept (safe to run per keystroke). */
export function titleCaseCompanyName(value: string): string {
  return value
    .split(' ')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

/** Phone: digits only, at most 10. */
export function shapePhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/**
 * A submitted phone without spaces, hyphens, dots or brackets. Unlike shapePhone it never
 * drops digits: '+91 98765 43210' must fail the 10-digit check, not become '9198765432'.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** Description: at most 1000 characters. */
export function shapeDescription(value: string): string {
  return value.slice(0, DESCRIPTION_MAX_LENGTH);
}

/** A name as a storage-safe slug (logos/{slug}-{timestamp}.{ext}); never empty. */
export function slugifyForStorage(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'company';
}

// ---------------------------------------------------------------------------------------
// Rules (spec §5), usable on their own by the pages.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
const LLPIN = /^[A-Z]{3}-[0-9]{4}$/;
const MOBILE = /^[6-9][0-9]{9}$/;
const PINCODE = /^[1-9][0-9]{5}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidIndianMobile(value: string): boolean {
  return MOBILE.test(value);
}

export function isValidPincode(value: string): boolean {
  return PINCODE.test(value);
}

/**
 * An e-mail's domain as mail is routed to it: what follows the last '@', trimmed, in the
 * ASCII form a browser's URL parser gives a host name (lower case; full-width letters and
 * '。' mapped; soft hyphens and zero-width spaces dropped; other Unicode as punycode), without
 * trailing dots (the DNS root: 'gmail.com.' is gmail.com). No Node API, so the SPA and the
 * service run this same function. A domain the URL parser refuses is only trimmed and
 * lower-cased. A look-alike such as 'gmаil.com' with a Cyrillic 'а' is a different domain
 * (xn--gmil-63d.com): it is not a personal provider's, and a claim stores it in this ASCII
 * form, so the reviewer sees that it is not gmail.com.
 */
export function emailDomain(value: string): string {
  const at = value.lastIndexOf('@');
  const raw = at < 0 ? '' : value.slice(at + 1).trim();
  let domain = raw.toLowerCase();
  try {
    domain = new URL(`http://${raw}`).hostname;
  } catch {
    // Not a host name at all: compared as typed.
  }
  return domain.replace(/\.+$/, '');
}

/** The e-mail with its domain in emailDomain's form; the part before the '@' as typed. */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${emailDomain(trimmed)}`;
}

/**
 * The e-mail's domain is a personal provider's (spec §5 "Claim"), or a subdomain of one: the
 * domain is normalised first (emailDomain), so case, trailing dots and Unicode forms of a
 * listed domain are all caught.
 */
export function isPersonalEmail(value: string): boolean {
  const domain = emailDomain(value);
  return [...PERSONAL_EMAIL_DOMAINS, ...PERSONAL_EMAIL_ALIASES].some(
    (personal) => domain === personal || domain.endsWith(`.${personal}`),
  );
}

/** Website links get https:// when they have no http prefix (spec §5). */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Spec §5: optional; must parse as a URL once https is added. Returns the URL or null. */
export function normalizeWebsite(value: string): string | null {
  const candidate = withHttps(value);
  if (candidate.length > URL_MAX_LENGTH || /\s/.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.hostname ? candidate : null;
  } catch {
    return null;
  }
}

/** How the CIN input behaves for a company type (spec §5 "Registration step 1"). */
export type CinRule = 'required' | 'llp' | 'none';

export function cinRuleFor(entityType: string): CinRule {
  const type = entityType.trim().toLowerCase();
  if (type === 'llp' || type.includes('limited liability partnership')) return 'llp';
  if (CIN_EXEMPT_TYPE_KEYWORDS.some((keyword) => type.includes(keyword))) return 'none';
  return 'required';
}

/** Sole proprietorship, partnership and the other exempt types: the CIN input is disabled. */
export function isCinInputDisabled(entityType: string): boolean {
  return cinRuleFor(entityType) === 'none';
}

/** The CIN check of step 1: null when fine, else the spec's message. */
export function cinProblem(entityType: string, cin: string): SubmissionMessage | null {
  const value = shapeCin(cin.trim());
  switch (cinRuleFor(entityType)) {
    case 'none':
      return value ? REGISTRATION_MESSAGES.cinNotRequired : null;
    case 'llp':
      return value && !LLPIN.test(value) ? REGISTRATION_MESSAGES.invalidLlpin : null;
    case 'required':
      if (!value) return REGISTRATION_MESSAGES.missingCin;
      return CIN.test(value) ? null : REGISTRATION_MESSAGES.invalidCin;
  }
}
