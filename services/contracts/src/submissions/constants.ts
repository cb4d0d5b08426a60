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

/**
 * Other names of the same providers' mailboxes, refused with them (issue 37 #10:
 * `googlemail.com` passed). Mail to each reaches an account of a listed provider: Gmail's
 * googlemail.com; Yahoo's ymail.com and rocketmail.com; Microsoft's msn.com, live.in and
 * outlook.in; Apple's me.com and mac.com; AOL's aim.com. The spec's ten stay as they are.
 */
export const PERSONAL_EMAIL_ALIASES = [
  'googlemail.com',
  'ymail.com',
  'rocketmail.com',
  'msn.com',
  'live.in',
  'outlook.in',
  'me.com',
  'mac.com',
  'aim.com',
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
