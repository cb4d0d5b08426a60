import {
  DEFAULT_RELATIONSHIP_TYPE,
  cinRuleFor,
  registrationAddressSchema,
  registrationCompanyInfoSchema,
  registrationDetailsSchema,
  registrationSchema,
  registrationTermsSchema,
  submissionErrorFrom,
  type RegistrationInput,
  type RelationshipType,
  type SubmissionError,
} from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';

// The wizard's state and its pure rules (spec §2 "Register", §4 "Registration wizard", "Brand
// block", §5 "Registration step 1", "Registration other steps", "Input shaping"). Every check
// runs the contract schemas the service also runs, so the page and the API agree word for word.

/**
 * The progress bar's labels, one per step the wizard shows (brands are entered on step 1, so
 * the spec's 'Brand' label named no step; see the deviations in docs/architecture.md).
 */
export const STEP_LABELS: readonly MessageId[] = [
  'register.progress.companyInfo',
  'register.progress.address',
  'register.progress.details',
  'register.progress.verify',
  'register.progress.done',
];
export const STEP_COUNT = STEP_LABELS.length;
/** The step holding the review and the submit button; the one after it is the success page. */
export const SUBMIT_STEP = 4;
export const SUCCESS_STEP = 5;

/** The upload's answer; the delete token is what lets this page delete the logo again. */
export type UploadedLogo = { url: string; key: string; deleteToken: string };

export type BrandRow = {
  id: string;
  brandName: string;
  trademarkName: string;
  website: string;
  logo: UploadedLogo | null;
  wantsAuthorization: boolean;
};

/** A reseller's pick from the brand suggestions (spec §3 selectedBrandCompanies). */
export type PickedBrandCompany = {
  companyId: number;
  companyName: string;
  brandName: string;
};

export type RegistrationFormState = {
  entityType: string;
  relationshipType: RelationshipType | '';
  companyName: string;
  cin: string;
  website: string;
  email: string;
  phone: string;
  domainName: string;
  logo: UploadedLogo | null;
  wantsBrandAuthorization: boolean;
  brands: BrandRow[];
  selectedBrandCompanies: PickedBrandCompany[];
  address: string;
  state: string;
  city: string;
  pincode: string;
  gstin: string;
  contactPerson: string;
  designation: string;
  category: string;
  description: string;
  agreeTerms: boolean;
};

export const initialRegistrationForm: RegistrationFormState = {
  entityType: '',
  relationshipType: DEFAULT_RELATIONSHIP_TYPE,
  companyName: '',
  cin: '',
  website: '',
  email: '',
  phone: '',
  domainName: '',
  logo: null,
  wantsBrandAuthorization: false,
  brands: [],
  selectedBrandCompanies: [],
  address: '',
  state: '',
  city: '',
  pincode: '',
  gstin: '',
  contactPerson: '',
  designation: '',
  category: '',
  description: '',
  agreeTerms: false,
};

/** A random id (brand row keys, Idempotency-Keys), also where randomUUID is missing. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function emptyBrandRow(): BrandRow {
  return {
    id: randomId(),
    brandName: '',
    trademarkName: '',
    website: '',
    logo: null,
    wantsAuthorization: false,
  };
}

/** Spec §5: changing state clears city and pincode. */
export function withState(form: RegistrationFormState, state: string): RegistrationFormState {
  return state === form.state ? form : { ...form, state, city: '', pincode: '' };
}

/** Spec §5: changing city clears pincode. */
export function withCity(form: RegistrationFormState, city: string): RegistrationFormState {
  return city === form.city ? form : { ...form, city, pincode: '' };
}

/** Spec §4 "Brand block": a brand owner always starts with one brand row. */
export function withRelationship(
  form: RegistrationFormState,
  relationshipType: RelationshipType | '',
): RegistrationFormState {
  const brands =
    relationshipType === 'brand_owner' && form.brands.length === 0
      ? [emptyBrandRow()]
      : form.brands;
  return { ...form, relationshipType, brands };
}

/** Spec §4: removing is blocked while only one brand remains for a brand owner. */
export function withoutBrand(
  form: RegistrationFormState,
  id: string,
): { form: RegistrationFormState; blocked: boolean } {
  if (form.relationshipType === 'brand_owner' && form.brands.length <= 1) {
    return { form, blocked: true };
  }
  return {
    form: { ...form, brands: form.brands.filter((brand) => brand.id !== id) },
    blocked: false,
  };
}

/** A pick added once: a brand company already picked is not added again. */
export function withBrandCompanyPick(
  form: RegistrationFormState,
  pick: PickedBrandCompany,
): RegistrationFormState {
  if (form.selectedBrandCompanies.some((picked) => picked.companyId === pick.companyId))
    return form;
  return { ...form, selectedBrandCompanies: [...form.selectedBrandCompanies, pick] };
}

/** The request body of POST /api/registrations. */
export function toRegistrationInput(form: RegistrationFormState): RegistrationInput {
  const brandOwner = form.relationshipType === 'brand_owner';
  const brands = brandOwner
    ? form.brands.map((brand) => ({
        brandName: brand.brandName,
        trademarkName: brand.trademarkName,
        website: brand.website,
        logo: brand.logo?.url ?? '',
        wantsAuthorization: brand.wantsAuthorization,
      }))
    : [];
  return {
    entityType: form.entityType,
    ...(form.relationshipType ? { relationshipType: form.relationshipType } : {}),
    companyName: form.companyName,
    cin: form.cin,
    website: form.website,
    email: form.email,
    phone: form.phone,
    domainName: form.domainName,
    logo: form.logo?.url ?? '',
    // A brand owner asks for authorization brand by brand; the company flag follows them.
    wantsBrandAuthorization: brandOwner
      ? form.brands.some((brand) => brand.wantsAuthorization)
      : form.wantsBrandAuthorization,
    brands,
    // A reseller's picks; its one authorization checkbox asks each picked brand company.
    selectedBrandCompanies:
      form.relationshipType === 'reseller'
        ? form.selectedBrandCompanies.map((pick) => ({
            companyId: pick.companyId,
            brandName: pick.brandName,
            wantsAuthorization: form.wantsBrandAuthorization,
          }))
        : [],
    address: form.address,
    state: form.state,
    city: form.city,
    pincode: form.pincode,
    country: 'India',
    gstin: form.gstin,
    contactPerson: form.contactPerson,
    designation: form.designation,
    category: form.category,
    description: form.description,
    agreeTerms: form.agreeTerms,
  };
}

const STEP_SCHEMAS = {
  1: registrationCompanyInfoSchema,
  2: registrationAddressSchema,
  3: registrationDetailsSchema,
  4: registrationTermsSchema,
} as const;

/**
 * The check a step runs on Next (or on submit for step 4): null when it passes, otherwise the
 * first problem in the spec's order, with the field it belongs to.
 */
export function validateStep(step: number, form: RegistrationFormState): SubmissionError | null {
  const schema = STEP_SCHEMAS[step as keyof typeof STEP_SCHEMAS];
  if (!schema) return null;
  const result = schema.safeParse(toRegistrationInput(form));
  return result.success ? null : submissionErrorFrom(result.error);
}

/** The whole form, as the service will check it, before it is sent. */
export function validateRegistration(form: RegistrationFormState): SubmissionError | null {
  const result = registrationSchema.safeParse(toRegistrationInput(form));
  return result.success ? null : submissionErrorFrom(result.error);
}

/** The required fields each step shows (those marked with an asterisk), in page order. */
function requiredFields(step: number, form: RegistrationFormState): [string, string | boolean][] {
  if (step === 1) {
    const fields: [string, string | boolean][] = [
      ['entityType', form.entityType],
      ['relationshipType', form.relationshipType],
      ['companyName', form.companyName],
    ];
    if (form.entityType && cinRuleFor(form.entityType) === 'required')
      fields.push(['cin', form.cin]);
    fields.push(['email', form.email]);
    if (form.relationshipType === 'brand_owner')
      fields.push(['brands', form.brands.map((brand) => brand.brandName).join('')]);
    return fields;
  }
  if (step === 2)
    return [
      ['address', form.address],
      ['state', form.state],
      ['city', form.city],
      ['pincode', form.pincode],
    ];
  if (step === SUBMIT_STEP) return [['agreeTerms', form.agreeTerms]];
  return [];
}

/**
 * Everything wrong with a step at once: every empty required field marked 'Missing
 * Information' (not only the first), plus the step's own first problem (a bad CIN, e-mail...).
 * `problem` is what the toast says; `errors` maps each field to the message beside it.
 */
export function checkStep(
  step: number,
  form: RegistrationFormState,
): { problem: SubmissionError | null; errors: Record<string, string> } {
  const problem = validateStep(step, form);
  const errors: Record<string, string> = {};
  // The contract's words (REGISTRATION_MESSAGES.missingInformation, .missingBrand), translated.
  const missing = {
    title: t('register.messages.missingInformationTitle'),
    message: t('register.messages.missingInformation'),
  };
  for (const [field, value] of requiredFields(step, form)) {
    if (typeof value === 'string' ? value.trim() : value) continue;
    errors[field] = field === 'brands' ? t('register.messages.missingBrand') : missing.message;
  }
  if (problem?.field && !errors[problem.field]) errors[problem.field] = problem.message;
  const first = Object.keys(errors)[0];
  if (!problem && !first) return { problem: null, errors };
  return {
    problem: problem ?? { title: missing.title, message: missing.message, field: first },
    errors,
  };
}

/** Which step shows a field, so a failure found late can send the visitor back to it. */
export function stepOfField(field: string | undefined): number {
  const root = field?.split('.')[0] ?? '';
  if (['address', 'state', 'city', 'pincode', 'country'].includes(root)) return 2;
  if (['gstin', 'contactPerson', 'designation', 'category', 'description'].includes(root)) {
    return 3;
  }
  if (root === 'agreeTerms' || root === '') return SUBMIT_STEP;
  return 1;
}
