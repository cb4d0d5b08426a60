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
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { useEntityTypes } from '../api/get-entity-types';
import { entityTypeLabel, relationshipLabel } from '../option-labels';
import type { BrandRow, PickedBrandCompany, RegistrationFormState } from '../registration-form';
import { BrandBlock } from './brand-block';
import { BrandCompanyPicker } from './brand-company-picker';
import { SelectField, TextField } from './form-field';
import { LogoUpload } from './logo-upload';

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

/** An example number, written as the registry writes it (the same in every language). */
const example = (value: string) => ({ example: <span translate="no">{value}</span> });

function cinHint(entityType: string) {
  if (!entityType)
    return <T id="register.companyInfo.cinHintNoType" values={example(CIN_EXAMPLE)} />;
  switch (cinRuleFor(entityType)) {
    case 'none':
      return t('register.companyInfo.cinHintNone');
    case 'llp':
      return <T id="register.companyInfo.cinHintLlp" values={example(LLPIN_EXAMPLE)} />;
    case 'required':
      return <T id="register.companyInfo.cinHintRequired" values={example(CIN_EXAMPLE)} />;
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
          label={t('register.fields.entityType')}
          required
          value={form.entityType}
          onChange={onEntityTypeChange}
          placeholder={t(
            isLoading ? 'register.companyInfo.loadingTypes' : 'register.companyInfo.selectType',
          )}
          options={entityTypes.map(({ entityType }) => ({
            value: entityType,
            label: entityTypeLabel(entityType),
          }))}
          error={errors.entityType}
        />
        <SelectField
          id="register-relationship"
          label={t('register.fields.relationship')}
          required
          value={form.relationshipType}
          onChange={(value) => onRelationshipChange(value as RelationshipType | '')}
          placeholder={t('register.companyInfo.selectRelationship')}
          options={RELATIONSHIP_TYPES.map((type) => ({
            value: type,
            label: relationshipLabel(type),
          }))}
          error={errors.relationshipType}
        />
        <TextField
          id="register-company-name"
          label={t('register.fields.companyName')}
          required
          autoComplete="organization"
          value={form.companyName}
          onChange={(value) => update({ companyName: titleCaseCompanyName(value) })}
          error={errors.companyName}
        />
        <TextField
          id="register-cin"
          label={t('register.fields.cin')}
          required={cinRequired}
          value={form.cin}
          maxLength={CIN_LENGTH}
          disabled={cinDisabled}
          placeholder={cinDisabled ? t('register.companyInfo.cinNotRequired') : CIN_EXAMPLE}
          // A CIN (and the example one) is written as the registry writes it, in every language.
          translate={cinDisabled ? undefined : 'no'}
          hint={cinHint(form.entityType)}
          onChange={(value) => update({ cin: shapeCin(value) })}
          error={errors.cin}
        />
        <TextField
          id="register-website"
          label={t('register.fields.website')}
          inputMode="url"
          autoComplete="url"
          placeholder="www.example.com"
          value={form.website}
          onChange={(website) => update({ website })}
          error={errors.website}
        />
        <TextField
          id="register-email"
          label={t('register.fields.email')}
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={(email) => update({ email })}
          error={errors.email}
        />
        <TextField
          id="register-phone"
          label={t('register.fields.phone')}
          // The number without +91, which HTML's autofill allows on a text input only.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('register.companyInfo.phonePlaceholder')}
          // No maxLength: it would cut a pasted '98765 43210' before the space is dropped.
          value={form.phone}
          onChange={(value) => update({ phone: shapePhone(value) })}
          error={errors.phone}
        />
        <TextField
          id="register-domain"
          label={t('register.fields.domainName')}
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
          <span>{t('register.companyInfo.resellerAuthorization')}</span>
        </label>
      ) : null}
      <LogoUpload
        id="register-logo"
        label={t('register.fields.companyLogo')}
        owner="company"
        name={form.companyName}
        value={form.logo}
        onChange={(logo) => update({ logo })}
      />
    </>
  );
}
