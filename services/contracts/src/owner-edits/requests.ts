import { z } from 'zod';
import { singleLine, storableString } from '../common/text';
import { DESCRIPTION_MAX_LENGTH, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../submissions/constants';
import { REGISTRATION_MESSAGES, type SubmissionMessage } from '../submissions/messages';
import {
  isValidEmail,
  isValidIndianMobile,
  normalizePhone,
  normalizeWebsite,
} from '../submissions/rules';
import { fail } from '../submissions/fields';
import { OWNER_EDIT_MESSAGES, OWNER_PROFILE_FIELDS } from './profile';

const MISSING = REGISTRATION_MESSAGES.missingInformation;

/**
 * A one-line field the owner may leave out (unchanged) or send empty (cleared); trimmed, and
 * without line breaks or bidi controls (common/text.ts, issue 37 #10).
 */
const optionalText = (problem: SubmissionMessage, max: number) =>
  singleLine(
    storableString({ error: problem.message })
      .max(max, { error: problem.message })
      .optional()
      .transform((value) => value?.trim()),
  );

/** Fields applied at once, by their contract key (also the stamp's field names). */

/**
 * PATCH /api/account/companies/:id. Each field: left out = unchanged, '' = removed. The rules
 * and messages are registration's (spec §5): a 10-digit Indian mobile, a valid e-mail, a
 * description of at most 1000 characters, a logo that is one of our own uploads (the service
 * checks that part, as for registration).
 */
export const ownerProfileEditSchema = z
  .object({
    description: storableString({ error: MISSING.message })
      .max(DESCRIPTION_MAX_LENGTH, { error: REGISTRATION_MESSAGES.descriptionTooLong.message })
      .optional()
      .transform((value) => value?.trim()),
    phone: optionalText(REGISTRATION_MESSAGES.invalidPhone, 20).transform((value) =>
      value === undefined ? undefined : normalizePhone(value),
    ),
    contactEmail: optionalText(REGISTRATION_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    logo: optionalText(REGISTRATION_MESSAGES.invalidLogo, URL_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (OWNER_PROFILE_FIELDS.every((field) => value[field] === undefined)) {
      fail(ctx, OWNER_EDIT_MESSAGES.nothingToChange, []);
    }
    if (value.phone && !isValidIndianMobile(value.phone))
      fail(ctx, REGISTRATION_MESSAGES.invalidPhone, ['phone']);
    if (value.contactEmail && !isValidEmail(value.contactEmail))
      fail(ctx, REGISTRATION_MESSAGES.invalidEmail, ['contactEmail']);
    if (value.logo && !/^(https?:\/\/|\/)\S+$/.test(value.logo))
      fail(ctx, REGISTRATION_MESSAGES.invalidLogo, ['logo']);
  });
export type OwnerProfileEditInput = z.input<typeof ownerProfileEditSchema>;
export type OwnerProfileEdit = z.output<typeof ownerProfileEditSchema>;

/** The host of a normalised website without a leading 'www.': the domain the score counts. */
export function domainOfWebsite(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}

export const OWNER_CHANGE_KINDS = [
  'website',
  'brand-add',
  'brand-remove',
  'brand-authorization',
  // Issue 37: sent through the PATCH, never asked for on their own (the logo moves the score;
  // a phone number is checked by staff before it is shown).
  'logo',
  'phone',
] as const;
export const ownerChangeKindSchema = z.enum(OWNER_CHANGE_KINDS);
export type OwnerChangeKind = z.infer<typeof ownerChangeKindSchema>;

export const OWNER_CHANGE_KIND_LABELS: Record<OwnerChangeKind, string> = {
  website: 'Website and domain',
  'brand-add': 'Add a brand',
  'brand-remove': 'Remove a brand',
  'brand-authorization': 'Brand authorization',
  logo: 'Logo',
  phone: 'Phone number',
};

/** A brand id of the company (a positive whole number); anything else is "Brand Not Found". */
const brandIdSchema = z
  .unknown()
  .describe('The id of one of the company’s brands.')
  .transform((value, ctx): number => {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
    fail(ctx, OWNER_EDIT_MESSAGES.brandNotFound, []);
    return z.NEVER;
  });

/** POST /api/account/companies/:id/change-requests: one change, by its kind. */
export const ownerChangeRequestInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('website'),
        website: optionalText(REGISTRATION_MESSAGES.invalidWebsite, URL_MAX_LENGTH),
      }),
      z.object({
        kind: z.literal('brand-add'),
        brandName: optionalText(MISSING, TEXT_MAX_LENGTH),
        trademarkName: optionalText(MISSING, TEXT_MAX_LENGTH),
        website: optionalText(REGISTRATION_MESSAGES.invalidBrandWebsites, URL_MAX_LENGTH),
      }),
      z.object({ kind: z.literal('brand-remove'), brandId: brandIdSchema }),
      z.object({ kind: z.literal('brand-authorization') }),
    ],
    { error: MISSING.message },
  )
  .superRefine((value, ctx) => {
    if (value.kind === 'website') {
      if (!value.website) fail(ctx, MISSING, ['website']);
      else if (!normalizeWebsite(value.website))
        fail(ctx, REGISTRATION_MESSAGES.invalidWebsite, ['website']);
    }
    if (value.kind === 'brand-add') {
      if (!value.brandName) fail(ctx, MISSING, ['brandName']);
      if (value.website && !normalizeWebsite(value.website))
        fail(ctx, REGISTRATION_MESSAGES.invalidBrandWebsites, ['website']);
    }
  });
export type OwnerChangeRequestInput = z.input<typeof ownerChangeRequestInputSchema>;
export type OwnerChangeRequestParsed = z.output<typeof ownerChangeRequestInputSchema>;

/**
 * A change as stored and shown (the request, normalised: a website with https and its domain,
 * a removed brand's name as it was when asked). What an approval applies, exactly.
 */
export const ownerChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('website'), website: z.string(), domainName: z.string() }),
  z.object({
    kind: z.literal('brand-add'),
    brandName: z.string(),
    trademarkName: z.string().nullable(),
    website: z.string().nullable(),
  }),
  z.object({ kind: z.literal('brand-remove'), brandId: z.number().int(), brandName: z.string() }),
  z.object({ kind: z.literal('brand-authorization') }),
  /** The new logo's public URL (one of the owner's own uploads), or null to remove it. */
  z.object({ kind: z.literal('logo'), logo: z.string().nullable() }),
  z.object({ kind: z.literal('phone'), phone: z.string() }),
]);
export type OwnerChange = z.infer<typeof ownerChangeSchema>;

export const OWNER_CHANGE_STATUSES = ['pending', 'approved', 'declined'] as const;
export const ownerChangeStatusSchema = z.enum(OWNER_CHANGE_STATUSES);
export type OwnerChangeStatus = z.infer<typeof ownerChangeStatusSchema>;

export const OWNER_CHANGE_STATUS_LABELS: Record<OwnerChangeStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved, live',
  declined: 'Declined',
};

/** One request as its owner sees it: the change, its state, and a decline's reason. */
export const ownerChangeRequestSchema = z.object({
  id: z.number().int().positive(),
  change: ownerChangeSchema,
  status: ownerChangeStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OwnerChangeRequest = z.infer<typeof ownerChangeRequestSchema>;

export const ownerChangeRequestsSchema = z.object({ requests: z.array(ownerChangeRequestSchema) });
export type OwnerChangeRequests = z.infer<typeof ownerChangeRequestsSchema>;

export const ownerBrandSchema = z.object({
  id: z.number().int().positive(),
  brandName: z.string(),
  trademarkName: z.string().nullable(),
  website: z.string().nullable(),
});
export type OwnerBrand = z.infer<typeof ownerBrandSchema>;

/** GET /api/account/companies/:id/profile and the PATCH's answer: the values visitors see. */
export const ownerCompanyProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  domainName: z.string().nullable(),
  wantsBrandAuthorization: z.boolean(),
  brands: z.array(ownerBrandSchema),
  /** The owner's last change applied at once (ISO time) and its fields; null before one. */
  ownerUpdatedAt: z.string().nullable(),
  ownerUpdatedFields: z.array(z.enum(OWNER_PROFILE_FIELDS)),
  /**
   * Issue 37: fields whose change waits for the TrustHive team (the logo, which moves the
   * score, and a new phone number); the values above stay what visitors see until approved.
   */
  pendingReview: z.array(z.enum(OWNER_PROFILE_FIELDS)),
  /** A new contact e-mail waiting for the link mailed to it; null when none waits. */
  pendingContactEmail: z.string().nullable(),
});
export type OwnerCompanyProfile = z.infer<typeof ownerCompanyProfileSchema>;

/** The path id of an owner's company (parsed like a company id; anything else is 404). */
export const ownerCompanyParamsSchema = z.object({ id: storableString().max(20) });
