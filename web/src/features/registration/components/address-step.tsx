import { STATE_NAMES, suggestCities, suggestPinCodes } from '../data/indian-locations';
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
        label="Street Address"
        required
        autoComplete="street-address"
        value={form.address}
        onChange={(address) => update({ address })}
        error={errors.address}
      />
      <div className="register-grid">
        <SearchablePicker
          id="register-state"
          label="State"
          required
          options={STATE_NAMES}
          value={form.state}
          onChange={onStateChange}
          placeholder="Search or select a state"
          error={errors.state}
        />
        <SearchablePicker
          id="register-city"
          label="City"
          required
          freeText
          options={[]}
          suggest={(query) => suggestCities(form.state, query)}
          value={form.city}
          onChange={onCityChange}
          disabled={!form.state}
          autoComplete="address-level2"
          placeholder={form.state ? 'Type your city or town' : 'Select a state first'}
          error={errors.city}
        />
        {/* Any PIN of the state; the city's own PINs, where we list them, are suggested. */}
        <SearchablePicker
          id="register-pincode"
          label="PIN Code"
          required
          freeText
          options={[]}
          suggest={(query) => suggestPinCodes(form.state, form.city, query)}
          value={form.pincode}
          onChange={(value) => update({ pincode: value.replace(/\D/g, '').slice(0, PIN_LENGTH) })}
          disabled={!form.city}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={form.city ? '6-digit PIN code' : 'Enter a city first'}
          error={errors.pincode}
        />
        <TextField
          id="register-country"
          label="Country"
          value="India"
          onChange={() => {}}
          disabled
        />
      </div>
      <p className="register-attribution">
        PIN code data: GeoNames (
        <a href="https://www.geonames.org/" rel="noreferrer" target="_blank">
          www.geonames.org
        </a>
        ), licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer" target="_blank">
          CC BY 4.0
        </a>
        .
      </p>
    </>
  );
}
