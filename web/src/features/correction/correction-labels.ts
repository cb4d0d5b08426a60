import type { BusinessCategory, CorrectableField, CorrectionSection } from '@trusthive/contracts';
import type { MessageId } from '../../i18n';

// Message ids for the contract's English labels: the words are looked up while rendering.

/** The profile's section titles (CORRECTION_SECTIONS), in the page's language. */
export const SECTION_TITLES: Record<CorrectionSection, MessageId> = {
  overview: 'forms.correction.section.overview',
  registration: 'forms.correction.section.registration',
  classification: 'forms.correction.section.classification',
  financial: 'forms.correction.section.financial',
  industry: 'forms.correction.section.industry',
  directors: 'forms.correction.section.directors',
  regulatory: 'forms.correction.section.regulatory',
  gst: 'forms.correction.section.gst',
};

/** The profile's label of each field (CORRECTION_FIELD_LABELS), in the page's language. */
export const FIELD_LABELS: Record<CorrectableField, MessageId> = {
  email: 'forms.correction.field.email',
  website: 'forms.correction.field.website',
  registeredOfficeAddress: 'forms.correction.field.registeredOfficeAddress',
  pincode: 'forms.correction.field.pincode',
  businessCategory: 'forms.correction.field.businessCategory',
};

/** The category list's labels; the values sent stay the contract's BUSINESS_CATEGORIES. */
export const CATEGORY_LABELS: Record<BusinessCategory, MessageId> = {
  Technology: 'forms.correction.category.technology',
  Finance: 'forms.correction.category.finance',
  Healthcare: 'forms.correction.category.healthcare',
  Retail: 'forms.correction.category.retail',
  Manufacturing: 'forms.correction.category.manufacturing',
  Education: 'forms.correction.category.education',
  'Real Estate': 'forms.correction.category.realEstate',
  'Food & Beverage': 'forms.correction.category.foodBeverage',
};
export const isCategory = (value: string): value is BusinessCategory =>
  Object.hasOwn(CATEGORY_LABELS, value);
