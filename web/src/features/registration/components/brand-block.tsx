import { brandWebsiteProblem } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { emptyBrandRow, type BrandRow } from '../registration-form';
import { TextField } from './form-field';
import { LogoUpload } from './logo-upload';

type BrandBlockProps = {
  brands: BrandRow[];
  onChange: (brands: BrandRow[]) => void;
  /** Asks the wizard to remove a row; it refuses (with the spec's toast) for the last one. */
  onRemove: (id: string) => void;
  /** Errors from the last Next, keyed by field path ('brands', 'brands.0.website'). */
  errors: Record<string, string>;
};

/** Spec §3 "Brand entry", §4 "Brand block": the brand owner's brands, at least one. */
export function BrandBlock({ brands, onChange, onRemove, errors }: BrandBlockProps) {
  const update = (id: string, patch: Partial<BrandRow>) =>
    onChange(brands.map((brand) => (brand.id === id ? { ...brand, ...patch } : brand)));

  return (
    <fieldset className="register-brands">
      <legend className="register-brands__legend">{t('register.brands.legend')}</legend>
      <p className="form-field__hint">{t('register.brands.hint')}</p>
      <ol className="register-brands__list">
        {brands.map((brand, index) => {
          const prefix = `brand-${brand.id}`;
          // Spec §5: the inline error shows as soon as the typed website cannot be a URL.
          // (The contract's REGISTRATION_MESSAGES.invalidBrandWebsiteInline, translated.)
          const websiteError = brandWebsiteProblem(brand.website)
            ? t('register.brands.invalidWebsite')
            : errors[`brands.${index}.website`];
          const number = index + 1;
          const title = t('register.brands.item', { number });
          return (
            <li key={brand.id} className="register-brand" aria-label={title}>
              <div className="register-brand__head">
                <h3 className="register-brand__title">{title}</h3>
                <button
                  type="button"
                  className="register-brand__remove"
                  onClick={() => onRemove(brand.id)}
                  aria-label={t('register.brands.removeLabel', { number })}
                >
                  {t('register.brands.remove')}
                </button>
              </div>
              <div className="register-grid">
                <TextField
                  id={`${prefix}-name`}
                  label={t('register.brands.name', { number })}
                  value={brand.brandName}
                  onChange={(brandName) => update(brand.id, { brandName })}
                  required
                  error={index === 0 ? errors.brands : undefined}
                />
                <TextField
                  id={`${prefix}-trademark`}
                  label={t('register.brands.trademark', { number })}
                  value={brand.trademarkName}
                  onChange={(trademarkName) => update(brand.id, { trademarkName })}
                />
                <TextField
                  id={`${prefix}-website`}
                  label={t('register.brands.website', { number })}
                  inputMode="url"
                  placeholder="www.example.com"
                  value={brand.website}
                  onChange={(website) => update(brand.id, { website })}
                  error={websiteError ?? undefined}
                />
              </div>
              <LogoUpload
                id={`${prefix}-logo`}
                label={t('register.brands.logo', { number })}
                owner="brand"
                name={brand.brandName}
                value={brand.logo}
                onChange={(logo) => update(brand.id, { logo })}
              />
              <label className="register-checkbox">
                <input
                  type="checkbox"
                  checked={brand.wantsAuthorization}
                  onChange={(event) =>
                    update(brand.id, { wantsAuthorization: event.target.checked })
                  }
                />
                <span>{t('register.brands.authorization')}</span>
              </label>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...brands, emptyBrandRow()])}
      >
        {t('register.brands.add')}
      </button>
    </fieldset>
  );
}
