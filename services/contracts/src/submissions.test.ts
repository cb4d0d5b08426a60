import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CATEGORIES,
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_MESSAGES,
  CONTACT_MESSAGES,
  ENTITY_TYPES_FALLBACK,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  NOT_MCA_ENTITY_TYPES,
  PERSONAL_EMAIL_DOMAINS,
  REGISTRATION_MESSAGES,
  REPORT_MESSAGES,
  SELECTED_BRAND_COMPANIES_MAX,
  brandWebsiteProblem,
  cinRuleFor,
  emailDomain,
  isPersonalEmail,
  claimDocumentProblem,
  claimEmailSchema,
  claimFieldsSchema,
  claimMobileSchema,
  contactSchema,
  isCinInputDisabled,
  normalizePhone,
  logoFileProblem,
  normalizeWebsite,
  registrationAddressSchema,
  registrationCompanyInfoSchema,
  registrationDetailsSchema,
  registrationSchema,
  registrationTermsSchema,
  reportSchema,
  shapeCin,
  shapeDescription,
  shapePhone,
  slugifyForStorage,
  submissionErrorFrom,
  titleCaseCompanyName,
  type SubmissionMessage,
  CITY_RENAMES,
  isPincodeOfState,
  isSensibleCityName,
  otherCityName,
} from './submissions';

type Schema = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** What the page would show (and the service answer) for this input, or null when it passes. */
function firstError(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const { title, message, field } = submissionErrorFrom(result.error as never);
  return { title, message, field };
}

const expected = (problem: SubmissionMessage, field: string) => ({ ...problem, field });

const step1 = {
  entityType: 'Private Limited',
  relationshipType: 'reseller',
  companyName: 'Acme Traders',
  cin: 'U12345MH2020PTC123456',
  email: 'owner@acme.in',
};
const address = { address: '12 MG Road', state: 'Maharashtra', city: 'Mumbai', pincode: '400001' };
const whole = { ...step1, ...address, agreeTerms: true };
const R = REGISTRATION_MESSAGES;

describe('input shaping', () => {
  it.each([
    ['u12345mh2020ptc123456', 'U12345MH2020PTC123456'],
    ['u12345mh2020ptc1234567890', 'U12345MH2020PTC123456'],
    ['abc-1234', 'ABC-1234'],
    ['', ''],
  ])('shapeCin(%j) should be %j', (input, output) => {
    expect(shapeCin(input)).toBe(output);
  });

  it.each([
    ['acme traders', 'Acme Traders'],
    ['ACME   TRADERS pvt ltd', 'Acme   Traders Pvt Ltd'],
    ['acme ', 'Acme '],
    ['', ''],
  ])('titleCaseCompanyName(%j) should be %j', (input, output) => {
    expect(titleCaseCompanyName(input)).toBe(output);
  });

  it.each([
    ['+91 98765-43210', '9198765432'],
    ['98765 43210', '9876543210'],
    ['abc', ''],
    ['987654321012', '9876543210'],
  ])('shapePhone(%j) should be %j', (input, output) => {
    expect(shapePhone(input)).toBe(output);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['(98765)-43210', '9876543210'],
    ['+91 98765 43210', '+919876543210'],
  ])('normalizePhone(%j) should be %j, never dropping digits', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });

  it('should cut a description at 1000 characters', () => {
    expect(shapeDescription('x'.repeat(1200))).toHaveLength(1000);
  });

  it.each([
    ['Acme Traders Pvt. Ltd.', 'acme-traders-pvt-ltd'],
    ['Food & Beverage Co', 'food-and-beverage-co'],
    ['Café Déjà', 'cafe-deja'],
    ['../../etc/passwd', 'etc-passwd'],
    ['!!!', 'company'],
    ['a'.repeat(100), 'a'.repeat(60)],
  ])('slugifyForStorage(%j) should be %j', (input, output) => {
    expect(slugifyForStorage(input)).toBe(output);
  });
});

describe('entity types', () => {
  it('should list the eight fallback types, five registered with the MCA first', () => {
    expect(ENTITY_TYPES_FALLBACK.map((type) => type.entityType)).toEqual([
      'Private Limited',
      'Public Limited',
      'LLP',
      'One Person Company',
      'Section 8 Company',
      'Sole Proprietorship',
      'Partnership Firm',
      'HUF',
    ]);
    expect(NOT_MCA_ENTITY_TYPES).toEqual(['Sole Proprietorship', 'Partnership Firm', 'HUF']);
  });

  it.each([
    ['Private Limited', 'required'],
    ['One Person Company', 'required'],
    ['LLP', 'llp'],
    ['llp', 'llp'],
    ['Sole Proprietorship', 'none'],
    ['Proprietorship', 'none'],
    ['Partnership Firm', 'none'],
    ['HUF', 'none'],
    ['Hindu Undivided Family', 'none'],
    ['Freelancer', 'none'],
  ])('the CIN rule for %j should be %j', (type, rule) => {
    expect(cinRuleFor(type)).toBe(rule);
    expect(isCinInputDisabled(type)).toBe(rule === 'none');
  });
});

describe('registration step 1', () => {
  it('should pass a complete first step', () => {
    expect(firstError(registrationCompanyInfoSchema, step1)).toBeNull();
  });

  it.each([
    ['companyName', { companyName: '  ' }],
    ['email', { email: '' }],
    ['entityType', { entityType: '' }],
    ['relationshipType', { relationshipType: undefined }],
    ['relationshipType', { relationshipType: 'owner' }],
  ])('should say Missing Information when %s is missing', (field, change) => {
    expect(firstError(registrationCompanyInfoSchema, { ...step1, ...change })).toEqual(
      expected(R.missingInformation, field),
    );
  });

  it.each([
    ['a company without a CIN', { cin: '' }, R.missingCin],
    ['a malformed e-mail', { email: 'owner@acme' }, R.invalidEmail],
    ['a CIN of the wrong shape', { cin: 'U12345MH2020PT123456' }, R.invalidCin],
    ['a CIN that is too short', { cin: 'U1234' }, R.invalidCin],
    ['an LLPIN of the wrong shape', { entityType: 'LLP', cin: 'AB-12345' }, R.invalidLlpin],
    ['a CIN for a sole proprietorship', { entityType: 'Sole Proprietorship' }, R.cinNotRequired],
    ['a phone of 9 digits', { phone: '987654321' }, R.invalidPhone],
    ['a phone starting with 5', { phone: '5876543210' }, R.invalidPhone],
    ['a website that is not a URL', { website: 'not a url' }, R.invalidWebsite],
  ])('should refuse %s', (_case, change, problem) => {
    const field = Object.keys(change).includes('cin')
      ? 'cin'
      : (Object.keys(change).find((key) => key !== 'entityType') ?? 'cin');
    expect(firstError(registrationCompanyInfoSchema, { ...step1, ...change })).toEqual(
      expected(problem, field),
    );
  });

  it.each([
    ['a lower-case CIN', { cin: 'l12345mh2020plc123456' }],
    ['an LLP without a number', { entityType: 'LLP', cin: '' }],
    ['an LLP with its number', { entityType: 'LLP', cin: 'aab-1234' }],
    ['a partnership firm without a CIN', { entityType: 'Partnership Firm', cin: '' }],
    ['a freelancer without a CIN', { entityType: 'Freelancer', cin: '' }],
    ['a 10-digit mobile', { phone: '9876543210' }],
    ['a website without https', { website: 'acme.in' }],
  ])('should accept %s', (_case, change) => {
    expect(firstError(registrationCompanyInfoSchema, { ...step1, ...change })).toBeNull();
  });

  it('should check in the spec order: missing fields, missing CIN, e-mail, CIN format', () => {
    expect(
      firstError(registrationCompanyInfoSchema, { ...step1, companyName: '', cin: '', email: 'x' }),
    ).toEqual(expected(R.missingInformation, 'companyName'));
    expect(firstError(registrationCompanyInfoSchema, { ...step1, cin: '', email: 'x' })).toEqual(
      expected(R.missingCin, 'cin'),
    );
    expect(firstError(registrationCompanyInfoSchema, { ...step1, cin: 'X1', email: 'x' })).toEqual(
      expected(R.invalidEmail, 'email'),
    );
  });

  it('should ask a brand owner for at least one named brand', () => {
    const owner = { ...step1, relationshipType: 'brand_owner' };
    expect(firstError(registrationCompanyInfoSchema, owner)).toEqual(
      expected(R.missingBrand, 'brands'),
    );
    expect(
      firstError(registrationCompanyInfoSchema, { ...owner, brands: [{ brandName: ' ' }] }),
    ).toEqual(expected(R.missingBrand, 'brands'));
    expect(
      firstError(registrationCompanyInfoSchema, { ...owner, brands: [{ brandName: 'Zing' }] }),
    ).toBeNull();
  });

  it("should refuse a brand owner's invalid brand website and name the row", () => {
    const brands = [
      { brandName: 'Zing', website: 'zing.in' },
      { brandName: 'Zap', website: 'x y' },
    ];
    expect(
      firstError(registrationCompanyInfoSchema, {
        ...step1,
        relationshipType: 'brand_owner',
        brands,
      }),
    ).toEqual(expected(R.invalidBrandWebsites, 'brands.1.website'));
  });

  it('should give the inline brand website message word for word', () => {
    expect(brandWebsiteProblem('x y')).toBe('Please enter a valid URL');
    expect(brandWebsiteProblem('zing.in')).toBeNull();
    expect(brandWebsiteProblem('')).toBeNull();
  });

  it.each([
    ['acme.in', 'https://acme.in'],
    ['http://acme.in/about', 'http://acme.in/about'],
    ['HTTPS://acme.in', 'HTTPS://acme.in'],
    ['not a url', null],
    ['https://', null],
  ])('normalizeWebsite(%j) should be %j', (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });
});

describe('registration steps 2 to 4', () => {
  it.each(['address', 'city', 'state', 'pincode'])(
    'should say Missing Information when %s is empty',
    (field) => {
      expect(firstError(registrationAddressSchema, { ...address, [field]: '' })).toEqual(
        expected(R.missingInformation, field),
      );
    },
  );

  it('should refuse a PIN code that is not six digits', () => {
    expect(firstError(registrationAddressSchema, { ...address, pincode: '4000' })).toEqual(
      expected(R.invalidPincode, 'pincode'),
    );
    expect(firstError(registrationAddressSchema, address)).toBeNull();
  });

  // Issue 36: any city of India, under its old or new name, with a PIN of its state.
  it.each([
    ['Karnataka', 'Udupi', '576101'],
    ['Karnataka', 'Bengaluru', '560001'],
    ['Karnataka', 'Bangalore', '560001'],
    ['Maharashtra', 'Bombay', '400001'],
    ['Tamil Nadu', 'Madras', '600001'],
    ['West Bengal', 'Calcutta', '700001'],
    ['Haryana', 'Gurugram', '122001'],
    ['Karnataka', 'Hubballi-Dharwad', '580020'],
    ['Tamil Nadu', 'St. Thomas Mount', '600016'],
    ['Ladakh', 'Leh', '194101'],
  ])('should take %s, %s with PIN %s', (state, city, pincode) => {
    expect(firstError(registrationAddressSchema, { ...address, state, city, pincode })).toBeNull();
  });

  it.each(['4', 'Mumbai 400001', '12345', '--', 'Pune!', 'x'.repeat(61)])(
    'should refuse %j as a city name',
    (city) => {
      expect(firstError(registrationAddressSchema, { ...address, city })).toEqual(
        expected(R.invalidCity, 'city'),
      );
    },
  );

  it("should refuse a PIN of another state, and say it is the state's", () => {
    expect(
      firstError(registrationAddressSchema, {
        ...address,
        state: 'Karnataka',
        city: 'Udupi',
        pincode: '400001',
      }),
    ).toEqual(expected(R.pincodeNotInState, 'pincode'));
  });

  it('should know both names of a renamed city, in either direction', () => {
    for (const [older, newer] of CITY_RENAMES) {
      expect(otherCityName(older)).toBe(newer);
      expect(otherCityName(` ${newer.toUpperCase()} `)).toBe(older);
    }
    expect(otherCityName('Udupi')).toBeNull();
    expect(isSensibleCityName('  Navi   Mumbai ')).toBe(true);
    expect(isPincodeOfState('560001', 'Karnataka')).toBe(true);
    expect(isPincodeOfState('560001', 'Kerala')).toBe(false);
    // Names of Object.prototype's members are states the table does not know, not its members.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(isPincodeOfState('560001', name)).toBe(true);
  });

  it('should check a GSTIN given on step 3, and take none', () => {
    expect(firstError(registrationDetailsSchema, { gstin: '' })).toBeNull();
    expect(registrationDetailsSchema.parse({ gstin: ' 29aagcb4521k1zk ' }).gstin).toBe(
      '29AAGCB4521K1ZK',
    );
    expect(firstError(registrationDetailsSchema, { gstin: '29AAGCB4521K1ZA' })).toEqual({
      title: 'Check the GSTIN',
      message:
        'The last character of this GSTIN should be K, not A: one of its characters is probably mistyped.',
      field: 'gstin',
    });
    expect(firstError(registrationDetailsSchema, { gstin: 'hello' })?.message).toMatch(
      /^A GSTIN has 15 characters/,
    );
  });

  it('should have no checks on step 3 but the description length and a GSTIN', () => {
    expect(firstError(registrationDetailsSchema, {})).toBeNull();
    expect(firstError(registrationDetailsSchema, { category: BUSINESS_CATEGORIES[7] })).toBeNull();
    expect(firstError(registrationDetailsSchema, { description: 'x'.repeat(1000) })).toBeNull();
    expect(firstError(registrationDetailsSchema, { description: 'x'.repeat(1001) })).toEqual(
      expected(R.descriptionTooLong, 'description'),
    );
  });

  it('should ask for the terms on submit', () => {
    expect(firstError(registrationTermsSchema, { agreeTerms: false })).toEqual(
      expected(R.terms, 'agreeTerms'),
    );
    expect(firstError(registrationTermsSchema, { agreeTerms: true })).toBeNull();
  });
});

describe('registrationSchema', () => {
  it('should report the first failing step first', () => {
    expect(firstError(registrationSchema, { ...whole, email: '', city: '' })).toEqual(
      expected(R.missingInformation, 'email'),
    );
    expect(firstError(registrationSchema, { ...whole, city: '', agreeTerms: false })).toEqual(
      expected(R.missingInformation, 'city'),
    );
    expect(firstError(registrationSchema, { ...whole, agreeTerms: false })).toEqual(
      expected(R.terms, 'agreeTerms'),
    );
  });

  it('should shape what it stores: upper-case CIN, https website, defaults', () => {
    const result = registrationSchema.parse({
      ...whole,
      cin: 'u12345mh2020ptc123456',
      website: 'acme.in',
    });
    expect(result).toMatchObject({
      cin: 'U12345MH2020PTC123456',
      website: 'https://acme.in',
      country: 'India',
      hasDifferentBrand: false,
      brands: [],
    });
  });

  it('should keep brands only for a brand owner, and only the named ones', () => {
    const brands = [
      { brandName: 'Zing', website: 'zing.in' },
      { brandName: '', website: '' },
    ];
    expect(registrationSchema.parse({ ...whole, brands }).brands).toEqual([]);
    const owner = registrationSchema.parse({ ...whole, relationshipType: 'brand_owner', brands });
    expect(owner.hasDifferentBrand).toBe(true);
    expect(owner.brands).toMatchObject([{ brandName: 'Zing', website: 'https://zing.in' }]);
  });

  it('should store no CIN for a type that has none', () => {
    const result = registrationSchema.parse({ ...whole, entityType: 'HUF', cin: '' });
    expect(result.cin).toBeNull();
  });

  it('should refuse a logo that is not a URL', () => {
    expect(firstError(registrationSchema, { ...whole, logo: 'javascript alert' })).toEqual(
      expected(R.invalidLogo, 'logo'),
    );
  });
});

describe("selectedBrandCompanies (a reseller's picks)", () => {
  const pick = (companyId: number, brandName = `Brand ${companyId}`) => ({
    companyId,
    brandName,
  });

  it("should keep a reseller's picks, trimmed, with no authorization unless asked", () => {
    const result = registrationSchema.parse({
      ...whole,
      selectedBrandCompanies: [pick(7, '  Zing '), { ...pick(9), wantsAuthorization: true }],
    });
    expect(result.selectedBrandCompanies).toEqual([
      { companyId: 7, brandName: 'Zing', wantsAuthorization: false },
      { companyId: 9, brandName: 'Brand 9', wantsAuthorization: true },
    ]);
  });

  it('should drop the picks of a company that is not a reseller', () => {
    for (const relationshipType of ['brand_owner', 'not_applicable']) {
      const result = registrationSchema.parse({
        ...whole,
        relationshipType,
        brands: [{ brandName: 'Own', website: '' }],
        selectedBrandCompanies: [pick(7)],
      });
      expect(result.selectedBrandCompanies).toEqual([]);
    }
  });

  it('should refuse the same brand company picked twice, naming the second pick', () => {
    const input = { ...step1, selectedBrandCompanies: [pick(7), pick(8), pick(7, 'Other')] };
    expect(firstError(registrationCompanyInfoSchema, input)).toEqual(
      expected(R.duplicateBrandCompany, 'selectedBrandCompanies.2'),
    );
    expect(firstError(registrationSchema, { ...whole, ...input })).toEqual(
      expected(R.duplicateBrandCompany, 'selectedBrandCompanies.2'),
    );
  });

  it(`should refuse more than ${SELECTED_BRAND_COMPANIES_MAX} picks`, () => {
    const picks = Array.from({ length: SELECTED_BRAND_COMPANIES_MAX + 1 }, (_, i) => pick(i + 1));
    expect(firstError(registrationSchema, { ...whole, selectedBrandCompanies: picks })).toEqual(
      expected(R.tooManyBrandCompanies, 'selectedBrandCompanies'),
    );
    expect(
      registrationSchema.safeParse({ ...whole, selectedBrandCompanies: picks.slice(1) }).success,
    ).toBe(true);
  });

  it.each([
    [{ companyId: 0, brandName: 'Zing' }, 'selectedBrandCompanies.0.companyId'],
    [{ companyId: 1.5, brandName: 'Zing' }, 'selectedBrandCompanies.0.companyId'],
    [{ companyId: '7', brandName: 'Zing' }, 'selectedBrandCompanies.0.companyId'],
    [{ companyId: 2 ** 60, brandName: 'Zing' }, 'selectedBrandCompanies.0.companyId'],
    [{ companyId: 7, brandName: '  ' }, 'selectedBrandCompanies.0.brandName'],
  ])('should refuse the pick %j as not found, naming %s', (bad, field) => {
    expect(firstError(registrationSchema, { ...whole, selectedBrandCompanies: [bad] })).toEqual(
      expected(R.unknownBrandCompany, field),
    );
  });

  it('should refuse a pick list that is not a list as missing information', () => {
    expect(firstError(registrationSchema, { ...whole, selectedBrandCompanies: 'Zing' })).toEqual(
      expected(R.missingInformation, 'selectedBrandCompanies'),
    );
  });
});

describe('logo files', () => {
  it.each([
    ['company', { type: 'application/pdf', size: 10 }, LOGO_MESSAGES.companyNotImage],
    ['company', { type: 'image/png', size: LOGO_MAX_BYTES + 1 }, LOGO_MESSAGES.companyTooLarge],
    ['brand', { type: 'text/plain', size: 10 }, LOGO_MESSAGES.brandNotImage],
    ['brand', { type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 }, LOGO_MESSAGES.brandTooLarge],
    ['company', { type: 'image/webp', size: LOGO_MAX_BYTES }, null],
  ] as const)('a %s logo %j should give %j', (owner, file, problem) => {
    expect(logoFileProblem(file, owner)).toEqual(problem);
  });

  it('should use the spec texts word for word', () => {
    expect(LOGO_MESSAGES.companyNotImage).toBe('Please select an image file');
    expect(LOGO_MESSAGES.companyTooLarge).toBe('File size must be less than 5MB');
    expect(LOGO_MESSAGES.brandNotImage).toEqual({
      title: 'Invalid file type',
      message: 'Please upload an image file',
    });
    expect(LOGO_MESSAGES.brandTooLarge).toEqual({
      title: 'File too large',
      message: 'Please upload an image smaller than 5MB',
    });
    expect(R.cannotRemoveBrand).toEqual({
      title: 'Cannot remove',
      message: 'At least one brand is required for brand owners',
    });
  });
});

describe('reportSchema', () => {
  const report = {
    companyName: 'Acme Traders',
    reportType: 'Scam',
    description: 'They took the money and never shipped.',
    name: 'Asha',
    email: 'asha@example.in',
    agreeTerms: true,
  };

  it('should pass a complete report and read the company id from the query string', () => {
    const parsed = reportSchema.parse({ ...report, companyId: '42', companyWebsite: 'acme.in' });
    expect(parsed).toMatchObject({ companyId: 42, companyWebsite: 'https://acme.in' });
    expect(reportSchema.parse(report).companyId).toBeNull();
  });

  it.each(['companyName', 'reportType', 'description', 'name', 'email'])(
    'should say Missing Information when %s is empty',
    (field) => {
      expect(firstError(reportSchema, { ...report, [field]: '' })).toEqual(
        expected(REPORT_MESSAGES.missingInformation, field),
      );
    },
  );

  it.each([
    ['agreeTerms', false, REPORT_MESSAGES.terms],
    ['email', 'asha@', REPORT_MESSAGES.invalidEmail],
    ['reportType', 'Spam', REPORT_MESSAGES.missingInformation],
    ['phone', '12345', REPORT_MESSAGES.invalidPhone],
  ] as const)('should refuse %s = %j', (field, value, problem) => {
    expect(firstError(reportSchema, { ...report, [field]: value })).toEqual(
      expected(problem, field),
    );
  });
});

describe('contactSchema', () => {
  const contact = {
    name: 'Asha',
    email: 'asha@example.in',
    subject: 'Feedback',
    message: 'Nice site',
  };

  it('should pass a complete message', () => {
    expect(firstError(contactSchema, contact)).toBeNull();
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'should say Missing Information when %s is empty',
    (field) => {
      expect(firstError(contactSchema, { ...contact, [field]: ' ' })).toEqual(
        expected(CONTACT_MESSAGES.missingInformation, field),
      );
    },
  );

  it('should refuse an unknown subject and a malformed e-mail', () => {
    expect(firstError(contactSchema, { ...contact, subject: 'Sales' })).toEqual(
      expected(CONTACT_MESSAGES.missingInformation, 'subject'),
    );
    expect(firstError(contactSchema, { ...contact, email: 'asha' })).toEqual(
      expected(CONTACT_MESSAGES.invalidEmail, 'email'),
    );
  });

  it('should give the spec texts word for word', () => {
    expect(CONTACT_MESSAGES.missingInformation.message).toBe('Please fill in all required fields.');
    expect(CONTACT_MESSAGES.sent.message).toBe(
      "Thank you for your message. We'll respond to you shortly.",
    );
  });
});

describe('claim fields', () => {
  it.each([
    ['', CLAIM_MESSAGES.missingMobile],
    ['98765', CLAIM_MESSAGES.invalidMobile],
    ['5876543210', CLAIM_MESSAGES.invalidMobile],
  ])('should refuse the mobile %j', (mobile, problem) => {
    expect(firstError(claimMobileSchema, { mobile })).toEqual(expected(problem, 'mobile'));
  });

  it('should accept and shape a mobile with spaces', () => {
    expect(claimMobileSchema.parse({ mobile: '98765 43210' })).toEqual({ mobile: '9876543210' });
  });

  it('should refuse a mobile with a country code rather than cut it to another number', () => {
    expect(firstError(claimMobileSchema, { mobile: '+91 98765 43210' })).toEqual(
      expected(CLAIM_MESSAGES.invalidMobile, 'mobile'),
    );
  });

  it.each(PERSONAL_EMAIL_DOMAINS.map((domain) => [domain]))(
    'should refuse a personal address at %s',
    (domain) => {
      expect(firstError(claimEmailSchema, { email: `owner@${domain.toUpperCase()}` })).toEqual(
        expected(CLAIM_MESSAGES.personalEmail, 'email'),
      );
    },
  );

  // Issue 24 #11: the domain is normalised before the check, so no spelling of a personal
  // provider's domain passes as a business one.
  it.each([
    'x@gmail.com.',
    'x@gmail.com..',
    'x@GMAIL.COM',
    'x@GMail.Com.',
    'x@gm\u00adail.com',
    'x@gm\u200bail.com',
    'x@gm%61il.com',
    'x@sub.gmail.com',
    'x@mail.yahoo.co.in.',
    ' x@gmail.com ',
  ])('should refuse the personal address %j however its domain is spelt', (email) => {
    expect(isPersonalEmail(email), email).toBe(true);
    expect(firstError(claimEmailSchema, { email })).toEqual(
      expected(CLAIM_MESSAGES.personalEmail, 'email'),
    );
  });

  it.each([
    ['x@ｇｍａｉｌ．ｃｏｍ', 'gmail.com'],
    ['x@gmail。com', 'gmail.com'],
    ['x@ gmail.com', 'gmail.com'],
  ])('should read the domain of %j as %s', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
    expect(isPersonalEmail(email)).toBe(true);
  });

  it('should take a look-alike domain as the different domain it is, kept in ASCII', () => {
    // 'gmаil.com' with a Cyrillic 'а' (U+0430) is someone else's domain: not gmail.com.
    const email = 'owner@gm\u0430il.com';
    expect(emailDomain(email)).toBe('xn--gmil-63d.com');
    expect(isPersonalEmail(email)).toBe(false);
    expect(claimEmailSchema.parse({ email })).toEqual({ email: 'owner@xn--gmil-63d.com' });
  });

  it('should keep a business address with its domain normalised, and not refuse lookalike names', () => {
    expect(claimEmailSchema.parse({ email: 'Owner@Acme.IN.' })).toEqual({ email: 'Owner@acme.in' });
    expect(isPersonalEmail('x@notgmail.com')).toBe(false);
    expect(isPersonalEmail('x@gmail.com.acme.in')).toBe(false);
  });

  // Issue 37 #10: googlemail.com (Gmail's other name) passed the check.
  it.each([
    'googlemail.com',
    'GoogleMail.com.',
    'ymail.com',
    'rocketmail.com',
    'me.com',
    'msn.com',
  ])('should refuse a personal address at the provider alias %s', (domain) => {
    expect(isPersonalEmail(`owner@${domain}`)).toBe(true);
    expect(firstError(claimEmailSchema, { email: `owner@${domain}` })).toEqual(
      expected(CLAIM_MESSAGES.personalEmail, 'email'),
    );
  });

  it('should have ten personal domains, yahoo.co.in and hotmail.co.in among them', () => {
    expect(PERSONAL_EMAIL_DOMAINS).toHaveLength(10);
    expect(PERSONAL_EMAIL_DOMAINS).toEqual(
      expect.arrayContaining(['yahoo.co.in', 'hotmail.co.in']),
    );
  });

  it.each([
    ['', CLAIM_MESSAGES.missingEmail],
    ['owner@acme', CLAIM_MESSAGES.invalidEmail],
  ])('should refuse the e-mail %j', (email, problem) => {
    expect(firstError(claimEmailSchema, { email })).toEqual(expected(problem, 'email'));
  });

  it('should accept an official address and both fields together', () => {
    expect(claimFieldsSchema.parse({ mobile: '9876543210', email: ' owner@acme.in ' })).toEqual({
      mobile: '9876543210',
      email: 'owner@acme.in',
    });
  });

  it('should give the spec texts word for word', () => {
    expect(CLAIM_MESSAGES.personalEmail.message).toBe(
      'For verification purposes, please use your official business email address instead of personal email.',
    );
    expect(CLAIM_MESSAGES.personalEmailToast).toBe(
      'Please use your official business email address for verification',
    );
    expect(CLAIM_MESSAGES.missingDocuments.message).toBe('Please upload both required documents');
  });

  it.each([
    [{ name: 'pan.pdf', size: 100 }, null],
    [{ name: 'PAN.JPEG', size: 100 }, null],
    [{ name: 'gst.png', size: CLAIM_DOCUMENT_MAX_BYTES }, null],
    [{ name: 'gst.docx', size: 100 }, CLAIM_MESSAGES.documentType],
    [{ name: 'gst.png', size: CLAIM_DOCUMENT_MAX_BYTES + 1 }, CLAIM_MESSAGES.documentTooLarge],
  ])('claimDocumentProblem(%j) should be %j', (file, problem) => {
    expect(claimDocumentProblem(file)).toEqual(problem);
  });
});
