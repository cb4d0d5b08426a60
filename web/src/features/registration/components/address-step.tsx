import { STATE_NAMES, suggestCities, suggestPinCodes } from '../data/indian-locations';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { stateLabel } from '../option-labels';
import { SearchablePicker } from './searchable-picker';
import { TextField } from './form-field';
import type { StepProps } from './company-info-step';

type AddressStepProps = StepProps & {
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
};

const PIN_LENGTH = 6;

/**
 * Step 2, Company Address (spec §2): any city or town of the state, with the known ones (under
 * old and new names) suggested; any PIN of the state, with the city's suggested (issue 36).
 */
export function AddressStep({
  form,
  update,
  errors,
  onStateChange,
  onCityChange,
}: AddressStepProps) {
  return (
    <>
      <TextField
        id="register-address"
        label={t('register.fields.streetAddress')}
        required
        autoComplete="street-address"
        value={form.address}
        onChange={(address) => update({ address })}
        error={errors.address}
      />
      <div className="register-grid">
        <SearchablePicker
          id="register-state"
          label={t('register.fields.state')}
          required
          options={STATE_NAMES}
          optionLabel={stateLabel}
          value={form.state}
          onChange={onStateChange}
          placeholder={t('register.address.statePlaceholder')}
          error={errors.state}
        />
        <SearchablePicker
          id="register-city"
          label={t('register.fields.city')}
          required
          freeText
          options={[]}
          suggest={(query) => suggestCities(form.state, query)}
          value={form.city}
          onChange={onCityChange}
          disabled={!form.state}
          autoComplete="address-level2"
          placeholder={t(
            form.state ? 'register.address.cityPlaceholder' : 'register.address.cityNeedsState',
          )}
          error={errors.city}
        />
        {/* Any PIN of the state; the city's own PINs, where we list them, are suggested. */}
        <SearchablePicker
          id="register-pincode"
          label={t('register.fields.pincode')}
          required
          freeText
          options={[]}
          suggest={(query) => suggestPinCodes(form.state, form.city, query)}
          value={form.pincode}
          onChange={(value) => update({ pincode: value.replace(/\D/g, '').slice(0, PIN_LENGTH) })}
          disabled={!form.city}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t(
            form.city ? 'register.address.pinPlaceholder' : 'register.address.pinNeedsCity',
          )}
          error={errors.pincode}
        />
        <TextField
          id="register-country"
          label={t('register.fields.country')}
          // What is sent is always 'India' (registration-form.ts); this only shows it.
          value={t('register.address.india')}
          onChange={() => {}}
          disabled
        />
      </div>
      <p className="register-attribution">
        <T
          id="register.address.attribution"
          values={{
            // A data source's and a licence's names, the same in every language.
            source: <span translate="no">GeoNames</span>,
            licence: (
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                rel="noreferrer"
                target="_blank"
                translate="no"
              >
                CC BY 4.0
              </a>
            ),
          }}
          components={{
            0: <a href="https://www.geonames.org/" rel="noreferrer" target="_blank" />,
          }}
        />
      </p>
    </>
  );
}
