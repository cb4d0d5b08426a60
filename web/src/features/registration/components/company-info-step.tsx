import {
  CIN_EXAMPLE,
  CIN_LENGTH,
  LLPIN_EXAMPLE,
  RELATIONSHIP_TYPES,
  cinRuleFor,
  isCinInputDisabled,
  shapeCin,
  shapePhone,
  titleCaseCompanyName,
  type RelationshipType,
} from '@trusthive/contracts';
import { useEntityTypes } from '../api/get-entity-types';
import type { BrandRow, PickedBrandCompany, RegistrationFormState } from '../registration-form';
import { BrandBlock } from './brand-block';
import { BrandCompanyPicker } from './brand-company-picker';
import { SelectField, TextField } from './form-field';
import { LogoUpload } from './logo-upload';

export const RELATIONSHIP_LABELS: Record<RelationshipType, string> = {
  brand_owner: 'Brand Owner',
  reseller: 'Reseller',
  not_applicable: 'Not Applicable',
};

const RELATIONSHIP_OPTIONS = RELATIONSHIP_TYPES.map((type) => ({
  value: type,
  label: RELATIONSHIP_LABELS[type],
}));

export type StepProps = {
  form: RegistrationFormState;
  update: (patch: Partial<RegistrationFormState>) => void;
  errors: Record<string, string>;
};

type CompanyInfoStepProps = StepProps & {
  onEntityTypeChange: (entityType: string) => void;
  onRelationshipChange: (relationshipType: RelationshipType | '') => void;
  onBrandsChange: (brands: BrandRow[]) => void;
  onRemoveBrand: (id: string) => void;
  onPickBrandCompany: (pick: PickedBrandCompany) => void;
};

function cinHint(entityType: string): string {
  if (!entityType) return `21 characters, e.g. ${CIN_EXAMPLE}. Choose the company type first.`;
  switch (cinRuleFor(entityType)) {
    case 'none':
      return 'Not required for this company type.';
    case 'llp':
      return `Optional for an LLP: the LLP registration number, e.g. ${LLPIN_EXAMPLE}.`;
    case 'required':
      return `21 characters, e.g. ${CIN_EXAMPLE}.`;
  }
}

/** Step 1, Company Information (spec §2). */
export function CompanyInfoStep({
  form,
  update,
  errors,
  onEntityTypeChange,
  onRelationshipChange,
  onBrandsChange,
  onRemoveBrand,
  onPickBrandCompany,
}: CompanyInfoStepProps) {
  const { entityTypes, isLoading } = useEntityTypes();
  const cinDisabled = form.entityType !== '' && isCinInputDisabled(form.entityType);
  const cinRequired = form.entityType !== '' && cinRuleFor(form.entityType) === 'required';

  return (
    <>
      <div className="register-grid">
        <SelectField
          id="register-entity-type"
          label="Company Type"
          required
          value={form.entityType}
          onChange={onEntityTypeChange}
          placeholder={isLoading ? 'Loading company types...' : 'Select company type'}
          options={entityTypes.map(({ entityType }) => ({ value: entityType, label: entityType }))}
          error={errors.entityType}
        />
        <SelectField
          id="register-relationship"
          label="Relationship"
          required
          value={form.relationshipType}
          onChange={(value) => onRelationshipChange(value as RelationshipType | '')}
          placeholder="Select relationship"
          options={RELATIONSHIP_OPTIONS}
          error={errors.relationshipType}
        />
        <TextField
          id="register-company-name"
          label="Company Name"
          required
          autoComplete="organization"
          value={form.companyName}
          onChange={(value) => update({ companyName: titleCaseCompanyName(value) })}
          error={errors.companyName}
        />
        <TextField
          id="register-cin"
          label="CIN"
          required={cinRequired}
          value={form.cin}
          maxLength={CIN_LENGTH}
          disabled={cinDisabled}
          placeholder={cinDisabled ? 'Not required' : CIN_EXAMPLE}
          hint={cinHint(form.entityType)}
          onChange={(value) => update({ cin: shapeCin(value) })}
          error={errors.cin}
        />
        <TextField
          id="register-website"
          label="Company Website"
          inputMode="url"
          autoComplete="url"
          placeholder="www.example.com"
          value={form.website}
          onChange={(website) => update({ website })}
          error={errors.website}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={(email) => update({ email })}
          error={errors.email}
        />
        <TextField
          id="register-phone"
          label="Phone"
          // The number without +91, which HTML's autofill allows on a text input only.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          // No maxLength: it would cut a pasted '98765 43210' before the space is dropped.
          value={form.phone}
          onChange={(value) => update({ phone: shapePhone(value) })}
          error={errors.phone}
        />
        <TextField
          id="register-domain"
          label="Domain Name"
          placeholder="example.com"
          value={form.domainName}
          onChange={(domainName) => update({ domainName: domainName.trim() })}
          error={errors.domainName}
        />
      </div>
      {form.relationshipType === 'brand_owner' ? (
        <BrandBlock
          brands={form.brands}
          onChange={onBrandsChange}
          onRemove={onRemoveBrand}
          errors={errors}
        />
      ) : null}
      {form.relationshipType === 'reseller' ? (
        <BrandCompanyPicker
          picks={form.selectedBrandCompanies}
          onPick={onPickBrandCompany}
          onRemove={(companyId) =>
            update({
              selectedBrandCompanies: form.selectedBrandCompanies.filter(
                (pick) => pick.companyId !== companyId,
              ),
            })
          }
          errors={errors}
        />
      ) : null}
      {form.relationshipType === 'reseller' ? (
        <label className="register-checkbox">
          <input
            type="checkbox"
            checked={form.wantsBrandAuthorization}
            onChange={(event) => update({ wantsBrandAuthorization: event.target.checked })}
          />
          <span>I want to request brand authorization for the brands I sell</span>
        </label>
      ) : null}
      <LogoUpload
        id="register-logo"
        label="Company Logo"
        owner="company"
        name={form.companyName}
        value={form.logo}
        onChange={(logo) => update({ logo })}
      />
    </>
  );
}
