import { LOGO_MESSAGES, REGISTRATION_MESSAGES } from '@trusthive/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/register.json';

// The wizard shows the contract's messages from its own catalog (so they can be translated);
// the English there must stay the contract's words, which the service also answers with.

const R = REGISTRATION_MESSAGES;
const SAME: [keyof typeof en, string][] = [
  ['register.messages.missingInformationTitle', R.missingInformation.title],
  ['register.messages.missingInformation', R.missingInformation.message],
  ['register.messages.missingBrand', R.missingBrand.message],
  ['register.messages.alreadyListedTitle', R.alreadyListed.title],
  ['register.messages.alreadyListed', R.alreadyListed.message],
  ['register.messages.cannotRemoveBrandTitle', R.cannotRemoveBrand.title],
  ['register.messages.cannotRemoveBrand', R.cannotRemoveBrand.message],
  ['register.messages.submittedTitle', R.submitted.title],
  ['register.messages.submitted', R.submitted.message],
  ['register.messages.submitFailedTitle', R.submitFailed.title],
  ['register.messages.submitFailedTitle', R.failedTitle],
  ['register.messages.submitFailed', R.submitFailed.message],
  ['register.messages.submitErrorTitle', R.submitError.title],
  ['register.messages.submitError', R.submitError.message],
  ['register.messages.failedFallback', R.failedFallback],
  ['register.messages.unexpected', R.unexpected],
  ['register.messages.successfulTitle', R.successful.title],
  ['register.messages.successful', R.successful.message],
  ['register.brands.invalidWebsite', R.invalidBrandWebsiteInline],
  ['register.logo.uploaded', LOGO_MESSAGES.uploaded],
  ['register.logo.optimized', LOGO_MESSAGES.optimized],
  ['register.logo.uploadFailed', LOGO_MESSAGES.uploadFailed],
  ['register.logo.processFailed', LOGO_MESSAGES.processFailed],
  ['register.logo.companyNotImage', LOGO_MESSAGES.companyNotImage],
  ['register.logo.companyTooLarge', LOGO_MESSAGES.companyTooLarge],
  ['register.logo.brandNotImageTitle', LOGO_MESSAGES.brandNotImage.title],
  ['register.logo.brandNotImage', LOGO_MESSAGES.brandNotImage.message],
  ['register.logo.brandTooLargeTitle', LOGO_MESSAGES.brandTooLarge.title],
  ['register.logo.brandTooLarge', LOGO_MESSAGES.brandTooLarge.message],
];

describe('the register catalog', () => {
  it("should hold the contract's messages word for word in English", () => {
    for (const [id, text] of SAME) expect({ id, text: en[id] }).toEqual({ id, text });
  });
});
