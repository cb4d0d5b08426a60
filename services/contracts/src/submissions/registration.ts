import { z } from 'zod';
import { storableString } from '../common/text';
import {
  BUSINESS_CATEGORIES,
  DEFAULT_RELATIONSHIP_TYPE,
  DESCRIPTION_MAX_LENGTH,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  SELECTED_BRAND_COMPANIES_MAX,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants';
import { gstinProblem, normaliseGstin } from '../gst';
import { choice, fail, failFirstMissing, flag, line, text } from './fields';
import { isPincodeOfState, isSensibleCityName } from './locations';
import { REGISTRATION_MESSAGES } from './messages';
import { type CreatedResponse, createdResponseSchema } from './responses';
import {
  cinProblem,
  isValidEmail,
  isValidIndianMobile,
  isValidPincode,
  normalizePhone,
  normalizeWebsite,
  shapeCin,
} from './rules';

// ---------------------------------------------------------------------------------------
// Registration (spec §3 "Registration form", "Brand entry"; §5; §7 "Registration")

const MISSING = REGISTRATION_MESSAGES.missingInformation;

/** A public image URL as returned by the logo upload (spec §5: starts with http). */
const logoUrlSchema = storableString({ error: REGISTRATION_MESSAGES.invalidLogo.message })
  .trim()
  .max(URL_MAX_LENGTH, { error: REGISTRATION_MESSAGES.invalidLogo.message })
  .regex(/^(https?:\/\/|\/)\S+$/, { error: REGISTRATION_MESSAGES.invalidLogo.message })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const brandEntrySchema = z.object({
  /** The row's client-side key (the wizard's list key); not stored. */
  id: storableString().max(100).optional(),
  brandName: line(MISSING, TEXT_MAX_LENGTH),
  trademarkName: line(MISSING, TEXT_MAX_LENGTH),
  website: line(REGISTRATION_MESSAGES.invalidBrandWebsites, URL_MAX_LENGTH),
  logo: logoUrlSchema,
  wantsAuthorization: flag,
  companyId: z.union([z.number(), storableString()]).optional(),
  companyName: storableString().max(TEXT_MAX_LENGTH).optional(),
});
export type BrandEntryInput = z.input<typeof brandEntrySchema>;
export type BrandEntry = z.output<typeof brandEntrySchema>;

/**
 * A reseller's pick of a brand company (spec §3 selectedBrandCompanies), made from the brand
 * suggestions: the listed company and the brand it was picked through. The service checks the
 * company lists that brand. It is the reseller's own claim, never an authorization.
 */
export const selectedBrandCompanySchema = z.object({
  companyId: z
    .number({ error: REGISTRATION_MESSAGES.unknownBrandCompany.message })
    .int({ error: REGISTRATION_MESSAGES.unknownBrandCompany.message })
    .positive({ error: REGISTRATION_MESSAGES.unknownBrandCompany.message })
    .max(Number.MAX_SAFE_INTEGER, { error: REGISTRATION_MESSAGES.unknownBrandCompany.message }),
  brandName: line(REGISTRATION_MESSAGES.unknownBrandCompany, TEXT_MAX_LENGTH),
  /** The reseller asks the brand company for an authorization (not one it has). */
  wantsAuthorization: flag,
});
export type SelectedBrandCompanyInput = z.input<typeof selectedBrandCompanySchema>;
export type SelectedBrandCompany = z.output<typeof selectedBrandCompanySchema>;

/** Spec §5: the inline message under a brand's website, or null when it is fine or empty. */
export function brandWebsiteProblem(website: string): string | null {
  return website.trim() && !normalizeWebsite(website)
    ? REGISTRATION_MESSAGES.invalidBrandWebsiteInline
    : null;
}

const companyInfoShape = {
  entityType: line(MISSING, TEXT_MAX_LENGTH),
  relationshipType: choice(RELATIONSHIP_TYPES, MISSING),
  companyName: line(MISSING, TEXT_MAX_LENGTH),
  cin: line(MISSING, 40).transform(shapeCin),
  website: line(REGISTRATION_MESSAGES.invalidWebsite, URL_MAX_LENGTH),
  email: line(REGISTRATION_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
  phone: line(REGISTRATION_MESSAGES.invalidPhone, 20).transform(normalizePhone),
  domainName: line(MISSING, 253),
  logo: logoUrlSchema,
  wantsBrandAuthorization: flag,
  brands: z.array(brandEntrySchema, { error: MISSING.message }).max(50).optional().default([]),
  selectedBrandCompanies: z
    .array(selectedBrandCompanySchema, { error: MISSING.message })
    .max(SELECTED_BRAND_COMPANIES_MAX, {
      error: REGISTRATION_MESSAGES.tooManyBrandCompanies.message,
    })
    .optional()
    .default([]),
};

type CompanyInfoFields = {
  entityType: string;
  relationshipType?: RelationshipType | undefined;
  companyName: string;
  cin: string;
  website: string;
  email: string;
  phone: string;
  brands: BrandEntry[];
  selectedBrandCompanies: SelectedBrandCompany[];
};

/** Step 1 checks, in the spec's order, so the first issue is the toast the spec shows. */
function checkCompanyInfo(value: CompanyInfoFields, ctx: z.RefinementCtx): void {
  failFirstMissing(ctx, MISSING, [
    ['companyName', value.companyName],
    ['email', value.email],
    ['entityType', value.entityType],
    ['relationshipType', value.relationshipType ?? ''],
  ]);
  if (value.entityType) {
    const problem = cinProblem(value.entityType, value.cin);
    // "Missing CIN" is checked before the e-mail and the CIN format after it (spec order).
    if (problem === REGISTRATION_MESSAGES.missingCin) fail(ctx, problem, ['cin']);
    if (value.email && !isValidEmail(value.email))
      fail(ctx, REGISTRATION_MESSAGES.invalidEmail, ['email']);
    if (problem && problem !== REGISTRATION_MESSAGES.missingCin) fail(ctx, problem, ['cin']);
  } else if (value.email && !isValidEmail(value.email)) {
    fail(ctx, REGISTRATION_MESSAGES.invalidEmail, ['email']);
  }
  if (value.phone && !isValidIndianMobile(value.phone))
    fail(ctx, REGISTRATION_MESSAGES.invalidPhone, ['phone']);
  if (value.website && !normalizeWebsite(value.website))
    fail(ctx, REGISTRATION_MESSAGES.invalidWebsite, ['website']);
  if (value.relationshipType === 'brand_owner') {
    if (!value.brands.some((brand) => brand.brandName))
      fail(ctx, REGISTRATION_MESSAGES.missingBrand, ['brands']);
    const badBrand = value.brands.findIndex((brand) => brandWebsiteProblem(brand.website));
    if (badBrand >= 0)
      fail(ctx, REGISTRATION_MESSAGES.invalidBrandWebsites, ['brands', badBrand, 'website']);
  }
  if (value.relationshipType === 'reseller') checkBrandCompanyPicks(value, ctx);
}

/** A reseller's picks: each named, each brand company once (the pair is unique in storage). */
function checkBrandCompanyPicks(
  value: { selectedBrandCompanies: SelectedBrandCompany[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<number>();
  value.selectedBrandCompanies.forEach((pick, index) => {
    if (!pick.brandName)
      fail(ctx, REGISTRATION_MESSAGES.unknownBrandCompany, [
        'selectedBrandCompanies',
        index,
        'brandName',
      ]);
    if (seen.has(pick.companyId))
      fail(ctx, REGISTRATION_MESSAGES.duplicateBrandCompany, ['selectedBrandCompanies', index]);
    seen.add(pick.companyId);
  });
}

/** Step 1, Company Information: validated on Next. */
export const registrationCompanyInfoSchema = z
  .object(companyInfoShape)
  .superRefine(checkCompanyInfo);
export type RegistrationCompanyInfoInput = z.input<typeof registrationCompanyInfoSchema>;

const addressShape = {
  address: text(MISSING, 500),
  state: line(MISSING, TEXT_MAX_LENGTH),
  city: line(MISSING, TEXT_MAX_LENGTH),
  pincode: line(MISSING, 10),
  /** Spec §2: the country is fixed to India. */
  country: z.literal('India').optional().default('India'),
};

function checkAddress(
  value: { address: string; state: string; city: string; pincode: string },
  ctx: z.RefinementCtx,
): void {
  const missing = (['address', 'city', 'state', 'pincode'] as const).find((key) => !value[key]);
  if (missing) fail(ctx, MISSING, [missing]);
  else if (!isSensibleCityName(value.city)) fail(ctx, REGISTRATION_MESSAGES.invalidCity, ['city']);
  else if (!isValidPincode(value.pincode))
    fail(ctx, REGISTRATION_MESSAGES.invalidPincode, ['pincode']);
  else if (!isPincodeOfState(value.pincode, value.state))
    fail(ctx, REGISTRATION_MESSAGES.pincodeNotInState, ['pincode']);
}

/** Step 2, Company Address: all four required ('Missing Information'). */
export const registrationAddressSchema = z.object(addressShape).superRefine(checkAddress);
export type RegistrationAddressInput = z.input<typeof registrationAddressSchema>;

const detailsShape = {
  /**
   * Optional (issue 40): the GSTIN on the business's GST certificate. Checked here (shape, check
   * character); stored as typed, it earns nothing until the GST network confirms it.
   */
  gstin: storableString({ error: MISSING.message })
    .max(40, { error: MISSING.message })
    .optional()
    .transform((value) => normaliseGstin(value ?? '')),
  contactPerson: line(MISSING, TEXT_MAX_LENGTH),
  designation: line(MISSING, TEXT_MAX_LENGTH),
  category: choice(BUSINESS_CATEGORIES, MISSING),
  description: storableString({ error: MISSING.message })
    .max(DESCRIPTION_MAX_LENGTH, { error: REGISTRATION_MESSAGES.descriptionTooLong.message })
    .optional()
    .transform((value) => (value ?? '').trim()),
};

function checkDetails(value: { gstin: string }, ctx: z.RefinementCtx): void {
  const problem = value.gstin ? gstinProblem(value.gstin) : null;
  if (problem) fail(ctx, problem, ['gstin']);
}

/** Step 3, Company Details: the description's length (spec §5) and a GSTIN, when one is given. */
export const registrationDetailsSchema = z.object(detailsShape).superRefine(checkDetails);
export type RegistrationDetailsInput = z.input<typeof registrationDetailsSchema>;

const termsShape = { agreeTerms: flag };

function checkTerms(value: { agreeTerms: boolean }, ctx: z.RefinementCtx): void {
  if (!value.agreeTerms) fail(ctx, REGISTRATION_MESSAGES.terms, ['agreeTerms']);
}

/** Step 4, Verification & Submit: the terms checkbox. */
export const registrationTermsSchema = z.object(termsShape).superRefine(checkTerms);
export type RegistrationTermsInput = z.input<typeof registrationTermsSchema>;

/**
 * POST /api/registrations: the whole form. The steps' checks run in step order, so the first
 * failure is what the wizard would have shown. Brands are kept only for brand owners (spec
 * §7: hasDifferentBrand true only for them, brands empty otherwise), and only named ones.
 */
export const registrationSchema = z
  .object({ ...companyInfoShape, ...addressShape, ...detailsShape, ...termsShape })
  .superRefine((value, ctx) => {
    checkCompanyInfo(value, ctx);
    checkAddress(value, ctx);
    checkDetails(value, ctx);
    checkTerms(value, ctx);
  })
  .transform((value) => {
    const brandOwner = value.relationshipType === 'brand_owner';
    const reseller = value.relationshipType === 'reseller';
    return {
      ...value,
      relationshipType: value.relationshipType ?? DEFAULT_RELATIONSHIP_TYPE,
      cin: value.cin || null,
      website: value.website ? normalizeWebsite(value.website) : null,
      hasDifferentBrand: brandOwner,
      brands: brandOwner
        ? value.brands
            .filter((brand) => brand.brandName)
            .map((brand) => ({
              ...brand,
              website: brand.website ? normalizeWebsite(brand.website) : null,
            }))
        : [],
      // Picks are a reseller's only; a stale pick from before the relationship changed is dropped.
      selectedBrandCompanies: reseller ? value.selectedBrandCompanies : [],
    };
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const registrationCreatedSchema = createdResponseSchema;
export type RegistrationCreated = CreatedResponse;

/** 409: the CIN is already listed; companyId is that company, so the page can offer its claim. */
export const registrationConflictSchema = z.object({
  error: z.object({ title: z.string(), message: z.string(), field: z.string().optional() }),
  companyId: z.number().int().positive(),
});
export type RegistrationConflict = z.infer<typeof registrationConflictSchema>;
/**
 * POST /api/registrations' 409: the CIN is listed (with that company's id, to claim it), or it
 * belongs to a registration still waiting for review (the plain error: nothing to claim yet).
 */
export const registrationConflictAnswerSchema = registrationConflictSchema.extend({
  companyId: registrationConflictSchema.shape.companyId.optional(),
});

// ---------------------------------------------------------------------------------------
// Entity types (spec §3 "Company entity type", §7 "Registration")

export const entityTypeSchema = z.object({
  entityType: z.string(),
  registeredWithMca: z.boolean(),
  notes: z.string().nullable(),
});
export type EntityType = z.infer<typeof entityTypeSchema>;

export const entityTypesResponseSchema = z.object({ entityTypes: z.array(entityTypeSchema) });
export type EntityTypesResponse = z.infer<typeof entityTypesResponseSchema>;
