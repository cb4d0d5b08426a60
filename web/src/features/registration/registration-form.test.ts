import { describe, expect, it } from 'vitest';
import {
  checkStep,
  emptyBrandRow,
  initialRegistrationForm,
  stepOfField,
  toRegistrationInput,
  validateStep,
  withBrandCompanyPick,
  withCity,
  withRelationship,
  withState,
  withoutBrand,
  type RegistrationFormState,
} from './registration-form';

const filled: RegistrationFormState = {
  ...initialRegistrationForm,
  entityType: 'Private Limited',
  relationshipType: 'not_applicable',
  companyName: 'Acme Widgets Private Limited',
  cin: 'U12345MH2020PTC123456',
  email: 'info@acme.example.in',
  address: '12 MG Road',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
};

describe('location resets', () => {
  it('should clear city and PIN when the state changes', () => {
    expect(withState(filled, 'Karnataka')).toMatchObject({
      state: 'Karnataka',
      city: '',
      pincode: '',
    });
  });

  it('should clear only the PIN when the city changes', () => {
    expect(withCity(filled, 'Pune')).toMatchObject({
      state: 'Maharashtra',
      city: 'Pune',
      pincode: '',
    });
  });

  it('should keep everything when the same state or city is picked again', () => {
    expect(withState(filled, 'Maharashtra')).toBe(filled);
    expect(withCity(filled, 'Mumbai')).toBe(filled);
  });
});

describe('brand block', () => {
  it('should give a new brand owner one brand row, and not another on a second switch', () => {
    const owner = withRelationship(filled, 'brand_owner');
    expect(owner.brands).toHaveLength(1);
    expect(withRelationship(owner, 'brand_owner').brands).toBe(owner.brands);
    expect(withRelationship(filled, 'reseller').brands).toHaveLength(0);
  });

  it('should block removing the last brand of a brand owner', () => {
    const owner = withRelationship(filled, 'brand_owner');
    const result = withoutBrand(owner, owner.brands[0]!.id);
    expect(result.blocked).toBe(true);
    expect(result.form.brands).toHaveLength(1);
  });

  it('should remove a brand while another remains', () => {
    const owner = withRelationship(filled, 'brand_owner');
    const second = emptyBrandRow();
    const result = withoutBrand({ ...owner, brands: [...owner.brands, second] }, second.id);
    expect(result.blocked).toBe(false);
    expect(result.form.brands.map((brand) => brand.id)).toEqual([owner.brands[0]!.id]);
  });

  it('should send brands only for a brand owner', () => {
    const brand = { ...emptyBrandRow(), brandName: 'Zing', wantsAuthorization: true };
    const reseller = { ...filled, relationshipType: 'reseller' as const, brands: [brand] };
    expect(toRegistrationInput(reseller).brands).toEqual([]);
    const owner = { ...filled, relationshipType: 'brand_owner' as const, brands: [brand] };
    expect(toRegistrationInput(owner)).toMatchObject({
      brands: [{ brandName: 'Zing', wantsAuthorization: true }],
      wantsBrandAuthorization: true,
    });
  });
});

describe("a reseller's picks", () => {
  const zing = { companyId: 7, companyName: 'Maker Ltd', brandName: 'Zing' };
  const reseller = { ...filled, relationshipType: 'reseller' as const };

  it('should add a brand company once', () => {
    const once = withBrandCompanyPick(reseller, zing);
    expect(withBrandCompanyPick(once, { ...zing, brandName: 'Other' })).toBe(once);
    expect(once.selectedBrandCompanies).toEqual([zing]);
  });

  it('should send the picks, with the authorization checkbox, only for a reseller', () => {
    const picked = { ...withBrandCompanyPick(reseller, zing), wantsBrandAuthorization: true };
    expect(toRegistrationInput(picked).selectedBrandCompanies).toEqual([
      { companyId: 7, brandName: 'Zing', wantsAuthorization: true },
    ]);
    const switched = { ...picked, relationshipType: 'not_applicable' as const };
    expect(toRegistrationInput(switched).selectedBrandCompanies).toEqual([]);
  });

  it('should send a refused pick back to step 1', () => {
    expect(stepOfField('selectedBrandCompanies.1')).toBe(1);
  });
});

describe(validateStep.name, () => {
  it('should pass each step of a complete form', () => {
    for (const step of [1, 2, 3]) expect(validateStep(step, filled)).toBeNull();
    expect(validateStep(4, { ...filled, agreeTerms: true })).toBeNull();
  });

  it('should ask for the required step 1 fields first', () => {
    expect(validateStep(1, initialRegistrationForm)).toEqual({
      title: 'Missing Information',
      message: 'Please fill in all required fields before proceeding.',
      field: 'companyName',
    });
  });

  it('should name the CIN, e-mail and phone problems of step 1', () => {
    expect(validateStep(1, { ...filled, cin: '' })).toMatchObject({
      title: 'Missing CIN',
      field: 'cin',
    });
    expect(validateStep(1, { ...filled, cin: 'U12345' })).toMatchObject({
      title: 'Invalid CIN',
      field: 'cin',
    });
    expect(validateStep(1, { ...filled, email: 'nope' })).toMatchObject({
      title: 'Invalid Email',
      field: 'email',
    });
    expect(validateStep(1, { ...filled, phone: '12345' })).toMatchObject({
      title: 'Invalid Phone Number',
      field: 'phone',
    });
  });

  it('should need no CIN from a sole proprietorship', () => {
    expect(validateStep(1, { ...filled, entityType: 'Sole Proprietorship', cin: '' })).toBeNull();
  });

  it('should ask a brand owner for a named brand, then for valid brand websites', () => {
    const owner = withRelationship(filled, 'brand_owner');
    expect(validateStep(1, owner)).toMatchObject({ title: 'Missing Brand Information' });
    const named = { ...owner.brands[0]!, brandName: 'Zing', website: 'not a url' };
    expect(validateStep(1, { ...owner, brands: [named] })).toMatchObject({
      title: 'Invalid Brand Website URLs',
      field: 'brands.0.website',
    });
  });

  it('should require the whole address on step 2', () => {
    expect(validateStep(2, { ...filled, pincode: '' })).toMatchObject({
      title: 'Missing Information',
      field: 'pincode',
    });
  });

  it('should require the terms on step 4', () => {
    expect(validateStep(4, filled)).toEqual({
      title: 'Terms & Conditions',
      message: 'Please agree to our terms and conditions to proceed.',
      field: 'agreeTerms',
    });
  });
});

describe(stepOfField.name, () => {
  it('should send a field back to the step that shows it', () => {
    expect(stepOfField('cin')).toBe(1);
    expect(stepOfField('brands.0.website')).toBe(1);
    expect(stepOfField('pincode')).toBe(2);
    expect(stepOfField('contactPerson')).toBe(3);
    expect(stepOfField('agreeTerms')).toBe(4);
  });
});

describe(checkStep.name, () => {
  it('should mark every empty required field of step 1 at once', () => {
    const { problem, errors } = checkStep(1, initialRegistrationForm);
    expect(problem?.title).toBe('Missing Information');
    expect(Object.keys(errors)).toEqual(['entityType', 'companyName', 'email']);
  });

  it('should mark all four address fields of step 2 together', () => {
    expect(Object.keys(checkStep(2, initialRegistrationForm).errors)).toEqual([
      'address',
      'state',
      'city',
      'pincode',
    ]);
  });

  it('should pass a step with nothing missing and nothing wrong', () => {
    expect(checkStep(3, initialRegistrationForm)).toEqual({ problem: null, errors: {} });
  });
});
