import { z } from 'zod';
import { storableString } from './common/text';

// What visitors send in (spec §2 "Register", "Report", "Claim", "Contact"; §3 the forms; §5
// the validation rules and their messages; §7 "Registration", "Report and contact", "Claim"):
//   POST /api/registrations                 → 201 {id}; 400; 409 {error, companyId}
//   GET  /api/entity-types                  → {entityTypes}
//   POST /api/uploads/logos (multipart)     → 201 {url, key}; DELETE /api/uploads/logos/:key → 204
//   POST /api/companies/:id/claims (multipart: mobile, email, directorIdProof, businessProof) → 201 {id}
//   POST /api/reports, POST /api/contact    → 201 {id}
// The wizard and the pages validate with these very schemas, and so does the service: one
// rule, one message, both sides. Each failure carries the spec's title and message; use
// submissionErrorFrom() to turn a failed parse into the {title, message, field} to show.

// ---------------------------------------------------------------------------------------
// Constants (spec §3, §5, §9)

export const RELATIONSHIP_TYPES = ['brand_owner', 'reseller', 'not_applicable'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const DEFAULT_RELATIONSHIP_TYPE: RelationshipType = 'not_applicable';

export const BUSINESS_CATEGORIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Education',
  'Real Estate',
  'Food & Beverage',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const REPORT_TYPES = [
  'Fraudulent Activity',
  'Misleading Information',
  'Fake Company',
  'Scam',
  'Poor Business Practices',
  'Other',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Business Registration',
  'Report a Company',
  'Technical Support',
  'Feedback',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Spec §5 "Claim": personal mail providers refused for a claim (ten domains). */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'yahoo.co.in',
  'hotmail.co.in',
  'rediffmail.com',
  'icloud.com',
  'aol.com',
] as const;

export interface EntityTypeOption {
  entityType: string;
  registeredWithMca: boolean;
  notes: string | null;
}

/** Spec §3: the list used when company_entity_type cannot be read. */
export const ENTITY_TYPES_FALLBACK: readonly EntityTypeOption[] = [
  { entityType: 'Private Limited', registeredWithMca: true, notes: null },
  { entityType: 'Public Limited', registeredWithMca: true, notes: null },
  { entityType: 'LLP', registeredWithMca: true, notes: null },
  { entityType: 'One Person Company', registeredWithMca: true, notes: null },
  { entityType: 'Section 8 Company', registeredWithMca: true, notes: null },
  { entityType: 'Sole Proprietorship', registeredWithMca: false, notes: null },
  { entityType: 'Partnership Firm', registeredWithMca: false, notes: null },
  { entityType: 'HUF', registeredWithMca: false, notes: null },
];

/** The fallback list's types with no CIN: the wizard disables the CIN input for them. */
export const NOT_MCA_ENTITY_TYPES = ENTITY_TYPES_FALLBACK.filter(
  (type) => !type.registeredWithMca,
).map((type) => type.entityType);

/** Spec §5: a type containing any of these (case-insensitive) needs no CIN. */
export const CIN_EXEMPT_TYPE_KEYWORDS = [
  'sole proprietorship',
  'proprietorship',
  'partnership firm',
  'partnership',
  'huf',
  'hindu undivided family',
  'freelancer',
] as const;

/** Spec §2: the wizard's progress bar, one label per step. */
export const REGISTRATION_STEP_LABELS = [
  'Company Info',
  'Address',
  'Details',
  'Brand',
  'Verify',
] as const;

export const CIN_LENGTH = 21;
export const PHONE_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const CLAIM_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const CLAIM_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The accept attribute of the claim's file inputs. */
export const CLAIM_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
/** Multipart field names of POST /api/companies/:id/claims. */
export const CLAIM_FILE_FIELDS = {
  directorIdProof: 'directorIdProof',
  businessProof: 'businessProof',
} as const;
/** Multipart field names of POST /api/uploads/logos: the file, and the name it is stored under. */
export const LOGO_UPLOAD_FIELDS = { file: 'file', name: 'name' } as const;
/** Spec §9: WebP quality used when the browser converts a logo. */
export const LOGO_WEBP_QUALITY = 0.85;
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
/** A reseller's picks of brand companies (selectedBrandCompanies) per registration. */
export const SELECTED_BRAND_COMPANIES_MAX = 20;

/** A client sends one per submit attempt and the same one on a retry (ARCHITECTURE). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export const CIN_EXAMPLE = 'U12345MH2020PTC123456';
export const LLPIN_EXAMPLE = 'ABC-1234';

// ---------------------------------------------------------------------------------------
// Messages: the spec's words (§5, §8); where the spec names only a title, the message is ours.

export interface SubmissionMessage {
  title: string;
  message: string;
}

const message = (title: string, text: string): SubmissionMessage => ({ title, message: text });

export const REGISTRATION_MESSAGES = {
  missingInformation: message(
    'Missing Information',
    'Please fill in all required fields before proceeding.',
  ),
  missingCin: message('Missing CIN', 'CIN is required for this company type.'),
  invalidEmail: message('Invalid Email', 'Please enter a valid email address.'),
  invalidCin: message('Invalid CIN', `Please enter a valid CIN number (e.g., ${CIN_EXAMPLE}).`),
  invalidLlpin: message(
    'Invalid CIN',
    `Please enter a valid LLP registration number (e.g., ${LLPIN_EXAMPLE}) or leave it blank.`,
  ),
  cinNotRequired: message('Invalid CIN', 'CIN is not required for this entity type.'),
  invalidPhone: message(
    'Invalid Phone Number',
    'Please enter a valid 10-digit Indian mobile number.',
  ),
  invalidWebsite: message('Invalid Website URL', 'Please enter a valid website URL.'),
  missingBrand: message(
    'Missing Brand Information',
    'Please add at least one brand as you are a brand owner.',
  ),
  invalidBrandWebsites: message(
    'Invalid Brand Website URLs',
    'Please correct the website URLs for your brands.',
  ),
  /** Spec §5: the inline error under a brand's website input, in red. */
  invalidBrandWebsiteInline: 'Please enter a valid URL',
  invalidPincode: message('Invalid PIN Code', 'Please enter a valid 6-digit PIN code.'),
  descriptionTooLong: message(
    'Description Too Long',
    `The description can be at most ${DESCRIPTION_MAX_LENGTH} characters.`,
  ),
  invalidLogo: message('Invalid Logo', 'The logo must be an uploaded image URL.'),
  terms: message('Terms & Conditions', 'Please agree to our terms and conditions to proceed.'),
  /** 409: the CIN is already listed; the page offers to claim that company instead. */
  alreadyListed: message(
    'Company Already Listed',
    'A company with this CIN is already listed on TrustHive. You can claim that profile instead.',
  ),
  /** 409: the CIN belongs to a registration that is not public (waiting for review). */
  cinUnderReview: message(
    'Registration Under Review',
    'A registration with this CIN is already waiting for verification. Its registrant will hear from us by e-mail.',
  ),
  // Spec §8 texts the wizard shows.
  failedTitle: 'Registration Failed',
  failedFallback: 'An error occurred during registration. Please try again.',
  unknownError: 'Unknown error',
  unexpected: 'An unexpected error occurred. Please try again.',
  submitted: message(
    'Registration Submitted',
    'Your company registration has been submitted successfully and is pending verification.',
  ),
  submitFailed: message(
    'Registration Failed',
    'There was an error submitting your registration. Please try again.',
  ),
  submitError: message(
    'Registration Error',
    'An unexpected error occurred. Please try again later.',
  ),
  successful: message('Registration Successful!', 'You will receive a confirmation email shortly.'),
  cannotRemoveBrand: message('Cannot remove', 'At least one brand is required for brand owners'),
  // A reseller's picks (selectedBrandCompanies); the spec names no texts for them.
  tooManyBrandCompanies: message(
    'Too Many Brand Companies',
    `Please pick at most ${SELECTED_BRAND_COMPANIES_MAX} brand companies.`,
  ),
  duplicateBrandCompany: message(
    'Duplicate Brand Company',
    'This brand company is already picked. Pick each brand company once.',
  ),
  unknownBrandCompany: message(
    'Brand Company Not Found',
    'This brand is not listed by the company picked. Please pick it again from the suggestions.',
  ),
} as const;

export const LOGO_MESSAGES = {
  companyNotImage: 'Please select an image file',
  companyTooLarge: 'File size must be less than 5MB',
  brandNotImage: message('Invalid file type', 'Please upload an image file'),
  brandTooLarge: message('File too large', 'Please upload an image smaller than 5MB'),
  optimized: 'Image optimized to WebP format',
  uploadFailed: 'Failed to upload logo',
  uploaded: 'Logo uploaded successfully',
  processFailed: 'Failed to process image',
  /** Service answers (415 / 413 / 400 / 404). */
  notImage: message('Invalid file type', 'Please select an image file'),
  tooLarge: message('File too large', 'File size must be less than 5MB'),
  missingFile: message('Missing File', 'Please select an image file'),
  unknownKey: message('Logo Not Found', 'There is no uploaded logo with this key.'),
} as const;

export const REPORT_MESSAGES = {
  missingInformation: message(
    'Missing Information',
    'Please fill in all required fields before submitting.',
  ),
  terms: message(
    'Terms Agreement Required',
    'Please confirm that your report is truthful and accurate.',
  ),
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  invalidPhone: REGISTRATION_MESSAGES.invalidPhone,
  invalidWebsite: REGISTRATION_MESSAGES.invalidWebsite,
  tooLong: message('Too Long', `Each text can be at most ${LONG_TEXT_MAX_LENGTH} characters.`),
  submitted: message(
    'Report Submitted',
    'Thank you for your report. Our team will review it shortly.',
  ),
  failed: message('Error', 'There was a problem submitting your report. Please try again later.'),
} as const;

export const CONTACT_MESSAGES = {
  missingInformation: message('Missing Information', 'Please fill in all required fields.'),
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  tooLong: message('Too Long', `Each text can be at most ${LONG_TEXT_MAX_LENGTH} characters.`),
  sent: message('Message Sent', "Thank you for your message. We'll respond to you shortly."),
  failed: message('Error', 'There was a problem sending your message. Please try again later.'),
} as const;

export const CLAIM_MESSAGES = {
  missingMobile: message('Missing Information', 'Please enter your mobile number'),
  invalidMobile: REGISTRATION_MESSAGES.invalidPhone,
  missingEmail: message('Missing Information', 'Please enter your email address'),
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  personalEmail: message(
    'Business Email Required',
    'For verification purposes, please use your official business email address instead of personal email.',
  ),
  /** The toast when Next is pressed with a personal e-mail. */
  personalEmailToast: 'Please use your official business email address for verification',
  missingDocuments: message('Missing Documents', 'Please upload both required documents'),
  documentType: message('Invalid file type', 'Please upload a PDF, JPG, JPEG or PNG file'),
  documentTooLarge: message('File too large', 'Please upload a file smaller than 10MB'),
  companyNotFound: message('Company Not Found', 'Company not found'),
  /** The 409 while another claim for the company waits for review (issue 18). */
  alreadyUnderReview: message(
    'Claim Under Review',
    'A claim for this company is already under review. We will e-mail the person who sent it within 24-48 hours; no second claim can be sent meanwhile.',
  ),
  loadError: 'Error loading company data',
  directorUploadFailed: 'Failed to upload director ID proof',
  businessUploadFailed: 'Failed to upload business proof',
  submitFailed: 'Failed to submit claim request',
  submitError: 'Error submitting claim request',
  submitted:
    'Claim request submitted successfully! We will review and get back to you within 24-48 hours.',
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: message(
    'Invalid Idempotency-Key',
    'The Idempotency-Key header must be 8 to 200 letters, digits or _ . : - characters.',
  ),
  keyReused: message(
    'Idempotency-Key Reused',
    'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
  ),
} as const;

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
  return PERSONAL_EMAIL_DOMAINS.some(
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

// ---------------------------------------------------------------------------------------
// Turning a failed parse into what the page shows and the service answers.

export interface SubmissionError extends SubmissionMessage {
  field?: string;
}

const TITLE_BY_MESSAGE = new Map<string, string>(
  [REGISTRATION_MESSAGES, LOGO_MESSAGES, REPORT_MESSAGES, CONTACT_MESSAGES, CLAIM_MESSAGES]
    .flatMap((group) => Object.values(group))
    .filter((entry): entry is SubmissionMessage => typeof entry === 'object')
    .map((entry) => [entry.message, entry.title]),
);

/** The first issue as {title, message, field}; issues come in the spec's order of checks. */
export function submissionErrorFrom(error: z.ZodError): SubmissionError {
  const issue = error.issues[0];
  if (!issue) return { title: 'Invalid Request', message: 'The request is not valid.' };
  const params = (issue as { params?: { title?: unknown } }).params;
  const title =
    typeof params?.title === 'string'
      ? params.title
      : (TITLE_BY_MESSAGE.get(issue.message) ?? 'Invalid Request');
  const field = issue.path.map(String).join('.');
  return { title, message: issue.message, ...(field ? { field } : {}) };
}

function fail(ctx: z.RefinementCtx, problem: SubmissionMessage, path: (string | number)[]): void {
  ctx.addIssue({
    code: 'custom',
    message: problem.message,
    path,
    params: { title: problem.title },
  });
}

/** Lenient text: anything missing is '', a non-string is refused as missing information. */
const text = (missing: SubmissionMessage, max = LONG_TEXT_MAX_LENGTH) =>
  storableString({ error: missing.message })
    .max(max, { error: `At most ${max} characters.` })
    .optional()
    .transform((value) => (value ?? '').trim());

/** One of a fixed list; empty is undefined, anything else off the list is missing information. */
const choice = <const T extends readonly string[]>(values: T, missing: SubmissionMessage) =>
  text(missing).transform((value, ctx): T[number] | undefined => {
    if (!value) return undefined;
    if (values.includes(value)) return value;
    fail(ctx, missing, []);
    return z.NEVER;
  });

const flag = z.boolean({ error: 'Must be true or false.' }).optional().default(false);

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
  brandName: text(MISSING, TEXT_MAX_LENGTH),
  trademarkName: text(MISSING, TEXT_MAX_LENGTH),
  website: text(REGISTRATION_MESSAGES.invalidBrandWebsites, URL_MAX_LENGTH),
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
  brandName: text(REGISTRATION_MESSAGES.unknownBrandCompany, TEXT_MAX_LENGTH),
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
  entityType: text(MISSING, TEXT_MAX_LENGTH),
  relationshipType: choice(RELATIONSHIP_TYPES, MISSING),
  companyName: text(MISSING, TEXT_MAX_LENGTH),
  cin: text(MISSING, 40).transform(shapeCin),
  website: text(REGISTRATION_MESSAGES.invalidWebsite, URL_MAX_LENGTH),
  email: text(REGISTRATION_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
  phone: text(REGISTRATION_MESSAGES.invalidPhone, 20).transform(normalizePhone),
  domainName: text(MISSING, 253),
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
  const missing = (
    [
      ['companyName', value.companyName],
      ['email', value.email],
      ['entityType', value.entityType],
      ['relationshipType', value.relationshipType ?? ''],
    ] as const
  ).find(([, field]) => !field);
  if (missing) fail(ctx, MISSING, [missing[0]]);
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
  state: text(MISSING, TEXT_MAX_LENGTH),
  city: text(MISSING, TEXT_MAX_LENGTH),
  pincode: text(MISSING, 10),
  /** Spec §2: the country is fixed to India. */
  country: z.literal('India').optional().default('India'),
};

function checkAddress(
  value: { address: string; state: string; city: string; pincode: string },
  ctx: z.RefinementCtx,
): void {
  const missing = (['address', 'city', 'state', 'pincode'] as const).find((key) => !value[key]);
  if (missing) fail(ctx, MISSING, [missing]);
  else if (!isValidPincode(value.pincode))
    fail(ctx, REGISTRATION_MESSAGES.invalidPincode, ['pincode']);
}

/** Step 2, Company Address: all four required ('Missing Information'). */
export const registrationAddressSchema = z.object(addressShape).superRefine(checkAddress);
export type RegistrationAddressInput = z.input<typeof registrationAddressSchema>;

const detailsShape = {
  contactPerson: text(MISSING, TEXT_MAX_LENGTH),
  designation: text(MISSING, TEXT_MAX_LENGTH),
  category: choice(BUSINESS_CATEGORIES, MISSING),
  description: storableString({ error: MISSING.message })
    .max(DESCRIPTION_MAX_LENGTH, { error: REGISTRATION_MESSAGES.descriptionTooLong.message })
    .optional()
    .transform((value) => (value ?? '').trim()),
};

/** Step 3, Company Details: no checks beyond the description's length (spec §5). */
export const registrationDetailsSchema = z.object(detailsShape);
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

export const createdResponseSchema = z.object({ id: z.number().int().positive() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

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

// ---------------------------------------------------------------------------------------
// Logo upload (spec §5 "Logo", §7)

export const logoUploadResponseSchema = z.object({
  /** Public URL to store in the company's or brand's logo. */
  url: z.string(),
  /** The object key under logos/, for DELETE /api/uploads/logos/:key. */
  key: z.string(),
  /** Sent only to the uploader; DELETE needs it in LOGO_DELETE_TOKEN_HEADER (issue 24 #1). */
  deleteToken: z.string(),
});
export const LOGO_DELETE_TOKEN_HEADER = 'x-delete-token';
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

/** The browser-side check before uploading; null when the file may be sent. */
export function logoFileProblem(
  file: { type: string; size: number },
  owner: 'company' | 'brand',
): string | SubmissionMessage | null {
  if (!file.type.startsWith('image/'))
    return owner === 'company' ? LOGO_MESSAGES.companyNotImage : LOGO_MESSAGES.brandNotImage;
  if (file.size > LOGO_MAX_BYTES)
    return owner === 'company' ? LOGO_MESSAGES.companyTooLarge : LOGO_MESSAGES.brandTooLarge;
  return null;
}

// ---------------------------------------------------------------------------------------
// Report (spec §3 "Report form", §5 "Report", §7)

const REPORT_MISSING = REPORT_MESSAGES.missingInformation;

export const reportSchema = z
  .object({
    companyName: text(REPORT_MISSING, TEXT_MAX_LENGTH),
    companyId: z
      .union([z.number(), storableString()], { error: REPORT_MISSING.message })
      .optional()
      .transform((value) => {
        const id = Number(value);
        return value !== undefined && value !== '' && Number.isSafeInteger(id) && id > 0
          ? id
          : null;
      }),
    companyWebsite: text(REPORT_MESSAGES.invalidWebsite, URL_MAX_LENGTH),
    reportType: choice(REPORT_TYPES, REPORT_MISSING),
    description: text(REPORT_MISSING, LONG_TEXT_MAX_LENGTH),
    evidence: text(REPORT_MISSING, LONG_TEXT_MAX_LENGTH),
    name: text(REPORT_MISSING, TEXT_MAX_LENGTH),
    email: text(REPORT_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    phone: text(REPORT_MESSAGES.invalidPhone, 20).transform(normalizePhone),
    agreeTerms: flag,
  })
  .superRefine((value, ctx) => {
    const missing = (
      [
        ['companyName', value.companyName],
        ['reportType', value.reportType ?? ''],
        ['description', value.description],
        ['name', value.name],
        ['email', value.email],
      ] as const
    ).find(([, field]) => !field);
    if (missing) fail(ctx, REPORT_MISSING, [missing[0]]);
    if (!value.agreeTerms) fail(ctx, REPORT_MESSAGES.terms, ['agreeTerms']);
    if (value.email && !isValidEmail(value.email))
      fail(ctx, REPORT_MESSAGES.invalidEmail, ['email']);
    if (value.phone && !isValidIndianMobile(value.phone))
      fail(ctx, REPORT_MESSAGES.invalidPhone, ['phone']);
    if (value.companyWebsite && !normalizeWebsite(value.companyWebsite))
      fail(ctx, REPORT_MESSAGES.invalidWebsite, ['companyWebsite']);
  })
  .transform((value) => ({
    ...value,
    reportType: value.reportType as ReportType,
    companyWebsite: value.companyWebsite ? normalizeWebsite(value.companyWebsite) : null,
  }));
export type ReportInput = z.input<typeof reportSchema>;
export type Report = z.output<typeof reportSchema>;

// ---------------------------------------------------------------------------------------
// Contact (spec §3 "Contact form", §5 "Contact form")

const CONTACT_MISSING = CONTACT_MESSAGES.missingInformation;

export const contactSchema = z
  .object({
    name: text(CONTACT_MISSING, TEXT_MAX_LENGTH),
    email: text(CONTACT_MESSAGES.invalidEmail, TEXT_MAX_LENGTH),
    subject: choice(CONTACT_SUBJECTS, CONTACT_MISSING),
    message: text(CONTACT_MISSING, LONG_TEXT_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    const missing = (
      [
        ['name', value.name],
        ['email', value.email],
        ['subject', value.subject ?? ''],
        ['message', value.message],
      ] as const
    ).find(([, field]) => !field);
    if (missing) fail(ctx, CONTACT_MISSING, [missing[0]]);
    if (value.email && !isValidEmail(value.email))
      fail(ctx, CONTACT_MESSAGES.invalidEmail, ['email']);
  })
  .transform((value) => ({ ...value, subject: value.subject as ContactSubject }));
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

// ---------------------------------------------------------------------------------------
// Claim (spec §3 "Company claim", §5 "Claim", §7 "Claim")

/** Claim step 1: the mobile number. */
export const claimMobileSchema = z.object({
  mobile: text(CLAIM_MESSAGES.missingMobile, 20)
    .transform(normalizePhone)
    .superRefine((mobile, ctx) => {
      if (!mobile) fail(ctx, CLAIM_MESSAGES.missingMobile, []);
      else if (!isValidIndianMobile(mobile)) fail(ctx, CLAIM_MESSAGES.invalidMobile, []);
    }),
});

/**
 * Claim step 2: an official (not personal) e-mail. It is kept with its domain normalised
 * (normalizeEmail), so what is stored is what was checked.
 */
export const claimEmailSchema = z.object({
  email: text(CLAIM_MESSAGES.missingEmail, TEXT_MAX_LENGTH)
    .superRefine((email, ctx) => {
      if (!email) fail(ctx, CLAIM_MESSAGES.missingEmail, []);
      else if (!isValidEmail(email)) fail(ctx, CLAIM_MESSAGES.invalidEmail, []);
      else if (isPersonalEmail(email)) fail(ctx, CLAIM_MESSAGES.personalEmail, []);
    })
    .transform(normalizeEmail),
});

/** The claim's text fields (multipart fields mobile and email). */
export const claimFieldsSchema = claimMobileSchema.extend(claimEmailSchema.shape);
export type ClaimFieldsInput = z.input<typeof claimFieldsSchema>;
export type ClaimFields = z.output<typeof claimFieldsSchema>;

/** The browser-side check of a claim document; null when it may be sent. */
export function claimDocumentProblem(file: {
  name: string;
  size: number;
}): SubmissionMessage | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CLAIM_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    return CLAIM_MESSAGES.documentType;
  if (file.size > CLAIM_DOCUMENT_MAX_BYTES) return CLAIM_MESSAGES.documentTooLarge;
  return null;
}
