import { z } from 'zod';
import { registryFactsSchema } from './registry';
import { storableString } from './common/text';
import { acceptedCorrectionSchema } from './corrections/profile';
import { ownerUpdateSchema } from './owner-edits/profile';
import { storedTrustLevelSchema, trustScoreSchema } from './scoring';
import type { GstinVerdict, IdentifierReading } from './identifiers';
import { gstRegistrationSchema } from './gst';
import { GST_MATCH_BASES } from './gst-match';
import { registryChangeSchema } from './registry-changes';

export * from './company-messages';

// GET /api/companies/:id: the company profile (spec §2 "Company profile", §3, §7 "Company,
// brands and ratings"). Identifiers that identify a taxpayer or a person (GSTIN, PAN, DIN)
// arrive masked (spec §5 "Masking"): the viewer is never premium, so the server masks and the
// unmasked values never leave it. Dates are 'YYYY-MM-DD'; money is rupees as a number.

/** The path parameter; anything that is not a positive integer id answers 'Company Not Found'. */
export const companyIdParamsSchema = z.object({ id: storableString() });
export type CompanyIdParams = z.infer<typeof companyIdParamsSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const companyRatingsSchema = z.object({
  google: z.number().nullable(),
  trustpilot: z.number().nullable(),
});
export type CompanyRatings = z.infer<typeof companyRatingsSchema>;

/**
 * The one category every page shows for a company, the profile header and every card alike
 * (issue 36): its MCA activity group (the directory's categories), else the business category
 * a self-registered company chose.
 */
export const directoryCategoryOf = (
  industrialClassification: string | null,
  businessCategory: string | null,
): string | null => industrialClassification?.trim() || businessCategory?.trim() || null;

export const companySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  cin: z.string().nullable(),
  /** companies.company_limited_by: the entity type (Private Limited, LLP, ...). */
  entityType: z.string().nullable(),
  registeredOfficeAddress: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  /** companies.company_state_code: the state's name as the registry spells it. */
  state: z.string().nullable(),
  category: z.string().nullable(),
  subCategory: z.string().nullable(),
  companyClass: z.string().nullable(),
  status: z.string().nullable(),
  relationshipType: z.enum(['brand_owner', 'reseller', 'not_applicable']),
  isVerified: z.boolean(),
  isClaimed: z.boolean(),
  logo: z.string().nullable(),
  domainName: z.string().nullable(),
  website: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  hasDifferentBrand: z.boolean(),
  industrialClassification: z.string().nullable(),
  nicCode: z.string().nullable(),
  roc: z.string().nullable(),
  registrationDate: isoDate.nullable(),
  authorizedCapital: z.number().nullable(),
  paidUpCapital: z.number().nullable(),
  listingStatus: z.string().nullable(),
  companyOrigin: z.string().nullable(),
  /** Company-level GST number (a GSTIN), masked like gst.gstin. */
  gstNumber: z.string().nullable(),
  /** Company-level PAN, masked like every PAN: first 2 and last 1 visible. */
  panNumber: z.string().nullable(),
  hasStorefront: z.boolean(),
  email: z.string().nullable(),
  wantsBrandAuthorization: z.boolean(),
  ratings: companyRatingsSchema,
  description: z.string().nullable(),
  businessCategory: z.string().nullable(),
  latestAnnualReturn: isoDate.nullable(),
  latestBalanceSheet: isoDate.nullable(),
  /** The stored score (kept by the scoring worker); null until it has run for this company. */
  trustScore: z.number().int().min(0).max(100).nullable(),
  /** The level stored with the score: a band or 'Limited data'; null until scored. */
  trustLevel: storedTrustLevelSchema,
});
export type Company = z.infer<typeof companySchema>;

export const brandSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  trademarkName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * A brand company a reseller says it sells for (spec §3 selectedBrandCompanies, picked at
 * registration). The reseller's own claim: neither the brand company's confirmation nor an
 * authorization. `wantsAuthorization`: the reseller asked for one, which is not having one.
 */
export const soldBrandCompanySchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  brandName: z.string(),
  wantsAuthorization: z.boolean(),
});
export type SoldBrandCompany = z.infer<typeof soldBrandCompanySchema>;

export const gstDetailsSchema = z.object({
  /**
   * Masked: the state code (first 2) and the 14th character visible. Characters 3-12 are the
   * PAN and the 15th a check digit over it, so they stay hidden: every place a PAN appears shows
   * the same PAN positions (the first 2 and the last), so no combination tells more (issue 24).
   */
  gstin: z.string(),
  registrationDate: isoDate.nullable(),
  natureOfBusiness: z.string().nullable(),
  /** Masked like every PAN: first 2 and last 1 visible. */
  pan: z.string().nullable(),
  businessName: z.string().nullable(),
  entityType: z.string().nullable(),
  departmentCodeAndType: z.string().nullable(),
});
export type GstDetails = z.infer<typeof gstDetailsSchema>;

/**
 * A GST registration as the GST network describes it, matched to this company by the written
 * rule (gst-match.ts; issue 40): the record page's facts (gst.ts), never what someone typed,
 * with the state and the match's basis. The GSTIN is masked as gst.gstin is.
 */
export const gstnRegistrationSchema = gstRegistrationSchema
  .pick({
    gstin: true,
    legalName: true,
    tradeName: true,
    status: true,
    registeredOn: true,
    cancelledOn: true,
    gstnUpdatedOn: true,
    fetchedAt: true,
    provider: true,
    standIn: true,
  })
  .extend({
    /** The principal place's state, as GSTN names it. */
    state: z.string().nullable(),
    basis: z.enum(GST_MATCH_BASES),
    /** TrustHive staff confirmed the rule's match (the console's GST matches queue). */
    confirmedByStaff: z.boolean(),
  });
export type GstnRegistration = z.infer<typeof gstnRegistrationSchema>;

export const directorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Masked: a DIN shows its first 2 and last 2; a PAN is masked like every PAN. */
  dinPan: z.string().nullable(),
  /** Appointment date; a day/month/year value is parsed to 'YYYY-MM-DD'. */
  beginDate: isoDate.nullable(),
  /** Issue 41, from the registry provider: Director, Managing Director, … */
  designation: z.string().nullable(),
  /** When the person left the board; null while they serve. */
  ceasedOn: isoDate.nullable(),
  /** The director page's address (/director/{id}): random, never the DIN. */
  pageId: z.string().nullable(),
  /** How many other companies the registry lists the person on. */
  otherCompanies: z.number().int().nonnegative(),
  /** "2 of this director's 9 other companies are struck off", when any is in trouble. */
  otherCompaniesNote: z.string().nullable(),
});
export type Director = z.infer<typeof directorSchema>;

// Issue 20 #1 #4 #5: where each fact comes from, and the badges that follow from it. The company
// service computes all of it from the unmasked row; the SPA only renders it.

/**
 * Where the registry facts (name, status, classification, capital, addresses) come from:
 * 'mca_file' an imported MCA master-data file; 'submitted' typed in by the company at /register
 * and not (yet) matched with MCA records; 'generated' scale-test data, never MCA's.
 */
export const registryOriginSchema = z.enum(['mca_file', 'submitted', 'generated']);
export type RegistryOrigin = z.infer<typeof registryOriginSchema>;

export const registrySourceSchema = z.object({
  origin: registryOriginSchema,
  /** The MCA file's base name; null for rows imported before files were recorded. */
  file: z.string().nullable(),
  /** The MCA file's date (the importer's --as-of, else the file's modification date). */
  fileDate: isoDate.nullable(),
  /** When the company submitted its registration ('submitted' only). */
  submittedOn: isoDate.nullable(),
});
export type RegistrySource = z.infer<typeof registrySourceSchema>;

/**
 * The "MCA Verified" badge. 'verified': the facts come from an MCA file (only then); the
 * company's MCA status goes beside it, and `active` false means it is not shown as a green
 * mark. 'cin_not_matched': a CIN typed in at /register. 'no_cin': none on record.
 * 'not_from_mca': generated data.
 */
export const mcaBadgeSchema = z.object({
  verdict: z.enum(['verified', 'cin_not_matched', 'no_cin', 'not_from_mca']),
  status: z.string().nullable(),
  active: z.boolean(),
});
export type McaBadge = z.infer<typeof mcaBadgeSchema>;

const gstinVerdicts = [
  'verified',
  'malformed',
  'check_digit_failed',
  'pan_differs',
  'state_differs',
  'pan_unknown',
  'state_unknown',
] as const satisfies readonly GstinVerdict[];

/**
 * The "GST Verified" badge (issue 40): 'verified' only when the GST network, asked through
 * the provider, lists the GSTIN on record as Active under the company's legal name, and the
 * GSTIN agrees with the company's PAN and state where those are on record. A GSTIN that passes
 * its own checks but that GSTN has not confirmed is 'not_confirmed'; one GSTN lists otherwise
 * is 'not_active' or 'gstn_name_differs'; 'none' when no GSTIN is on record.
 */
export const gstBadgeSchema = z.object({
  verdict: z.enum([...gstinVerdicts, 'not_confirmed', 'not_active', 'gstn_name_differs', 'none']),
  /** Which GSTIN was checked: the GST registration's, else the company's own record's. */
  checked: z.enum(['gst_registration', 'company_record']).nullable(),
  /** When that GSTIN was stored (GST table) or submitted (company record); null if unknown. */
  asOf: isoDate.nullable(),
  /** What the GST network said of that GSTIN, when TrustHive holds its answer; else null. */
  gstn: z
    .object({
      status: z.string(),
      provider: z.string(),
      fetchedOn: isoDate,
      standIn: z.boolean(),
    })
    .nullable(),
});
export type GstBadge = z.infer<typeof gstBadgeSchema>;

export const profileRatingSourceSchema = z.object({
  provider: z.enum(['Trustpilot', 'Google']),
  /** When the provider was last asked; null when the rating's date was not recorded. */
  fetchedOn: isoDate.nullable(),
});
export type ProfileRatingSource = z.infer<typeof profileRatingSourceSchema>;

export const provenanceSchema = z.object({
  registry: registrySourceSchema,
  mca: mcaBadgeSchema,
  gst: gstBadgeSchema,
  /** The GST registration's row: when it was stored; null without one. */
  gstDetailsStoredOn: isoDate.nullable(),
  /** Ratings on record, one per provider with a rating. */
  ratings: z.array(profileRatingSourceSchema),
  /** Owner-provided profile data (description, brands, website) and when it was given. */
  ownerSubmittedOn: isoDate.nullable(),
  /**
   * Fields whose shown value came from an accepted correction (issue 18), one per field, only
   * while the field still holds the accepted value (a newer MCA file may overwrite it).
   */
  corrections: z.array(acceptedCorrectionSchema),
  /** Issue 19: the owner's last change applied at once ("Updated by the owner on {date}"). */
  ownerUpdate: ownerUpdateSchema.nullable(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

const identifierLineSchema = z.object({
  aspect: z.string(),
  identifierSays: z.string(),
  recordSays: z.string().nullable(),
  agreement: z.enum(['agrees', 'differs', 'not_on_record']).nullable(),
  explanation: z.string().nullable(),
});

/** What the CIN, GSTIN and PAN themselves say, beside the record (identifiers/). */
export const identifierReadingSchema = z.object({
  identifier: z.enum(['CIN', 'GSTIN', 'PAN']),
  wellFormed: z.boolean(),
  lines: z.array(identifierLineSchema),
}) satisfies z.ZodType<IdentifierReading>;

/** An upheld report as the public sees it: never who sent it, never what they wrote. */
export const upheldReportSchema = z.object({
  summary: z.string(),
  upheldOn: isoDate,
  /** The company owner's reply (issue 19), once the TrustHive team published it. */
  ownerReply: z.object({ body: z.string(), publishedOn: isoDate }).nullable(),
});
export type UpheldReport = z.infer<typeof upheldReportSchema>;

export const companyProfileSchema = z.object({
  company: companySchema,
  /** Ordered by name. */
  brands: z.array(brandSchema),
  /** A reseller's picks, by brand name; empty for everyone else. Not brands it owns. */
  sells: z.array(soldBrandCompanySchema),
  /** At most one row per company; null when none is on record. */
  gst: gstDetailsSchema.nullable(),
  /** GST registrations GSTN describes and the match rule gave this company, by GSTIN. */
  gstRegistrations: z.array(gstnRegistrationSchema),
  /** Serving directors first, then those who left; each by name. */
  directors: z.array(directorSchema),
  /**
   * Issue 41: the registry provider's filing dates and charges, with their source; null until
   * the provider was asked (the page's enrichment says when it is being asked).
   */
  registry: registryFactsSchema.nullable(),
  /** Spec §6: the premium flag is always false, so every identifier above is masked. */
  premium: z.literal(false),
  provenance: provenanceSchema,
  /** One reading per identifier on record (CIN, then GSTIN, then PAN). */
  identifierChecks: z.array(identifierReadingSchema),
  /**
   * Issue 18: 'pending' while a claim waits for the TrustHive team's review (the profile says
   * "Claim under review" instead of inviting a claim), 'claimed' once one was approved.
   */
  claimStatus: z.enum(['unclaimed', 'pending', 'claimed']),
  /** Reports the TrustHive team upheld, newest first: the public summary and date only. */
  upheldReports: z.array(upheldReportSchema),
  /** Issue 41: what newer MCA files changed, the latest ten, newest file first. */
  registryChanges: z.array(registryChangeSchema),
  /**
   * Issue 17: the score as the scoring worker stored it at the company's last change, with its
   * breakdown and history, so a profile view needs no second call; null until the company is
   * scored (GET /api/companies/:id/trust-score computes it from the current data meanwhile).
   */
  trustScore: trustScoreSchema.nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
