import type { MessageId } from '../i18n';

// The English titles and messages the contracts give (services/contracts: the zod schemas' issues,
// the services' `{ error: { title, message } }` answers), each with the id of its words in
// every language. The contracts speak English to every caller (the services, the staff
// console, the API's own clients); the page translates what it shows. A text not listed here
// is shown as it came. field-errors.test.ts checks each contract text against this list.
export const KNOWN_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Missing Information': 'common.validationTitle.missingInformation',
  'Missing CIN': 'common.validationTitle.missingCin',
  'Invalid Email': 'common.validationTitle.invalidEmail',
  'Invalid CIN': 'common.validationTitle.invalidCin',
  'Invalid Phone Number': 'common.validationTitle.invalidPhone',
  'Invalid Website URL': 'common.validationTitle.invalidWebsite',
  'Missing Brand Information': 'common.validationTitle.missingBrand',
  'Invalid Brand Website URLs': 'common.validationTitle.invalidBrandWebsites',
  'Invalid PIN Code': 'common.validationTitle.invalidPincode',
  'Invalid City': 'common.validationTitle.invalidCity',
  'PIN Code Not In State': 'common.validationTitle.pincodeNotInState',
  'Description Too Long': 'common.validationTitle.descriptionTooLong',
  'Invalid Logo': 'common.validationTitle.invalidLogo',
  'Terms & Conditions': 'common.validationTitle.terms',
  'Company Already Listed': 'common.validationTitle.alreadyListed',
  'Registration Under Review': 'common.validationTitle.registrationUnderReview',
  'Too Many Brand Companies': 'common.validationTitle.tooManyBrandCompanies',
  'Duplicate Brand Company': 'common.validationTitle.duplicateBrandCompany',
  'Brand Company Not Found': 'common.validationTitle.brandCompanyNotFound',
  'Invalid file type': 'common.validationTitle.invalidFileType',
  'File too large': 'common.validationTitle.fileTooLarge',
  'Missing File': 'common.validationTitle.missingFile',
  'Terms Agreement Required': 'common.validationTitle.termsAgreement',
  'Too Long': 'common.validationTitle.tooLong',
  Error: 'common.validationTitle.error',
  'Business Email Required': 'common.validationTitle.businessEmailRequired',
  'Missing Documents': 'common.validationTitle.missingDocuments',
  'Company Not Found': 'common.validationTitle.companyNotFound',
  'Already Claimed': 'common.validationTitle.alreadyClaimed',
  'Claim Under Review': 'common.validationTitle.claimUnderReview',
  'Field Not Correctable': 'common.validationTitle.fieldNotCorrectable',
  'Invalid Evidence Link': 'common.validationTitle.invalidEvidenceLink',
  'Nothing to Correct': 'common.validationTitle.nothingToCorrect',
  'Check Your Inbox': 'common.validationTitle.checkInbox',
  'Request Confirmed': 'common.validationTitle.requestConfirmed',
  'Invalid Confirmation Link': 'common.validationTitle.invalidConfirmationLink',
  'Link Already Used': 'common.validationTitle.linkUsed',
  'Link Expired': 'common.validationTitle.linkExpired',
  'Too Many Requests': 'common.validationTitle.tooManyRequests',
  'Invalid Sign-in Link': 'common.validationTitle.invalidSignInLink',
  'Sign-in Failed': 'common.validationTitle.signInFailed',
  'Signed Out': 'common.validationTitle.signedOut',
  Forbidden: 'common.validationTitle.forbidden',
  'Invalid Characters': 'common.validationTitle.invalidCharacters',
  'Invalid Request': 'common.validationTitle.invalidRequest',
  'Network error': 'common.validationTitle.networkError',
  'Please fill in all required fields before proceeding.':
    'common.validation.fillRequiredProceeding',
  'Please fill in all required fields before submitting.':
    'common.validation.fillRequiredSubmitting',
  'Please fill in all required fields.': 'common.validation.fillRequired',
  'This field is required.': 'common.validation.fieldRequired',
  'CIN is required for this company type.': 'common.validation.cinRequired',
  'Please enter a valid email address.': 'common.validation.invalidEmail',
  'Please enter a valid CIN number (e.g., U12345MH2020PTC123456).': 'common.validation.invalidCin',
  'Please enter a valid LLP registration number (e.g., ABC-1234) or leave it blank.':
    'common.validation.invalidLlpin',
  'CIN is not required for this entity type.': 'common.validation.cinNotRequired',
  'Please enter a valid 10-digit Indian mobile number.': 'common.validation.invalidPhone',
  'Please enter a valid website URL.': 'common.validation.invalidWebsite',
  'Please add at least one brand as you are a brand owner.': 'common.validation.missingBrand',
  'Please correct the website URLs for your brands.': 'common.validation.invalidBrandWebsites',
  'Please enter a valid URL': 'common.validation.invalidBrandWebsiteInline',
  'Please enter a valid 6-digit PIN code.': 'common.validation.invalidPincode',
  'Please enter the name of a city or town: letters, spaces, hyphens or dots.':
    'common.validation.invalidCity',
  'This PIN code belongs to another state. Please check the PIN code or the state.':
    'common.validation.pincodeNotInState',
  'The description can be at most 1000 characters.': 'common.validation.descriptionTooLong',
  'The logo must be an uploaded image URL.': 'common.validation.invalidLogo',
  'Please agree to our terms and conditions to proceed.': 'common.validation.terms',
  'A company with this CIN is already listed on TrustHive. You can claim that profile instead.':
    'common.validation.alreadyListed',
  'A registration with this CIN is already waiting for verification. Its registrant will hear from us by e-mail.':
    'common.validation.cinUnderReview',
  'Please pick at most 20 brand companies.': 'common.validation.tooManyBrandCompanies',
  'This brand company is already picked. Pick each brand company once.':
    'common.validation.duplicateBrandCompany',
  'This brand is not listed by the company picked. Please pick it again from the suggestions.':
    'common.validation.unknownBrandCompany',
  'Please select an image file': 'common.validation.selectImage',
  'File size must be less than 5MB': 'common.validation.fileUnder5mb',
  'Please upload an image file': 'common.validation.uploadImage',
  'Please upload an image smaller than 5MB': 'common.validation.imageUnder5mb',
  'Please confirm that your report is truthful and accurate.': 'common.validation.reportTruthful',
  'Each text can be at most 5000 characters.': 'common.validation.textTooLong',
  'There was a problem submitting your report. Please try again later.':
    'common.validation.reportFailed',
  'There was a problem sending your message. Please try again later.':
    'common.validation.messageFailed',
  'There was a problem sending your request. Please try again later.':
    'common.validation.requestFailed',
  'Please enter your mobile number': 'common.validation.enterMobile',
  'Please enter your email address': 'common.validation.enterEmail',
  'For verification purposes, please use your official business email address instead of personal email.':
    'common.validation.personalEmail',
  'Please use your official business email address for verification':
    'common.validation.personalEmailToast',
  'Please upload both required documents': 'common.validation.missingDocuments',
  'Please upload a PDF, JPG, JPEG or PNG file': 'common.validation.documentType',
  'Please upload a file smaller than 10MB': 'common.validation.documentTooLarge',
  'Company not found': 'common.validation.companyNotFound',
  'This company has already been claimed by its owner. If you are the owner and cannot sign in, or believe the claim is wrong, contact us.':
    'common.validation.alreadyClaimed',
  'A claim for this company is already under review. We will e-mail the person who sent it within 24-48 hours; no second claim can be sent meanwhile.':
    'common.validation.claimUnderReview',
  'Please choose one of the fields listed on the form.': 'common.validation.invalidField',
  'Please enter a valid link or leave it blank.': 'common.validation.invalidEvidenceLink',
  'The profile already shows this value. Please enter the value it should show instead.':
    'common.validation.sameValue',
  'Please tell us what is wrong and what it should say.': 'common.validation.missingDetails',
  'We have sent a confirmation link to this address. Your request reaches our team once you open it; the link works for 24 hours.':
    'common.validation.dataLinkSent',
  'Thank you: your request is confirmed and our team answers it within 30 days, by e-mail.':
    'common.validation.dataVerified',
  'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or send the request again.':
    'common.validation.dataLinkUnknown',
  'This confirmation link has already been used: your request is with our team.':
    'common.validation.dataLinkUsed',
  'This confirmation link has expired. Links work for 24 hours: send the request again.':
    'common.validation.dataLinkExpired',
  'We have sent a sign-in link to this address. The link works once, for 15 minutes. If it does not arrive, check the spelling and your spam folder.':
    'common.validation.signInLinkSent',
  'This sign-in link is not valid. Check that you opened the whole link from the e-mail, or send a new link.':
    'common.validation.signInLinkUnknown',
  'This sign-in link has already been used. Each link works only once: send a new link.':
    'common.validation.signInLinkUsed',
  'This sign-in link has expired. Links work for 15 minutes: send a new link.':
    'common.validation.signInLinkExpired',
  'Email or password is incorrect, or password sign-in is paused for 15 minutes after too many failed attempts; a sign-in link always works.':
    'common.validation.wrongCredentials',
  'Your session has ended. Please sign in again.': 'common.validation.signedOut',
  'This request is missing its security token. Reload the page.': 'common.validation.csrf',
  'The text contains a character that cannot be stored (a NUL character or an unpaired surrogate). Remove it and try again.':
    'common.validation.unstorableText',
  'This field takes one line of text: remove line breaks and text-direction control characters, then try again.':
    'common.validation.singleLine',
  'The request is not valid.': 'common.validation.requestNotValid',
  'Something went wrong. Please try again later.': 'common.validation.somethingWrong',
  'Could not reach TrustHive. Check your connection and try again.':
    'common.validation.networkError',
};

/** Codes and names inside those messages: values, written the same in every language. */
export const KNOWN_MESSAGE_VALUES = {
  cinExample: 'U12345MH2020PTC123456',
  llpinExample: 'ABC-1234',
  jpg: 'JPG',
  nul: 'NUL',
} as const;
