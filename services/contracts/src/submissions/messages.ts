import {
  CIN_EXAMPLE,
  DESCRIPTION_MAX_LENGTH,
  LLPIN_EXAMPLE,
  LONG_TEXT_MAX_LENGTH,
  SELECTED_BRAND_COMPANIES_MAX,
} from './constants';

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
  /** Issue 36: any city is accepted, as long as it reads as a place name. */
  invalidCity: message(
    'Invalid City',
    'Please enter the name of a city or town: letters, spaces, hyphens or dots.',
  ),
  /** Issue 36: the PIN must be one of the chosen state's. */
  pincodeNotInState: message(
    'PIN Code Not In State',
    'This PIN code belongs to another state. Please check the PIN code or the state.',
  ),
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
  /** The 409 for a company its owner already claimed; the claim page says so first (issue 36). */
  alreadyClaimed: message(
    'Already Claimed',
    'This company has already been claimed by its owner. If you are the owner and cannot sign in, or believe the claim is wrong, contact us.',
  ),
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
