import { citiesOf, pinCodesOf, STATE_NAMES } from '../data/indian-locations';
import { SearchablePicker } from './searchable-picker';
import { TextField } from './form-field';
import type { StepProps } from './company-info-step';

type AddressStepProps = StepProps & {
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
};

const PIN_LENGTH = 6;

/** Step 2, Company Address (spec §2): the city list follows the state, the PIN list the city. */
export function AddressStep({
  form,
  update,
  errors,
  onStateChange,
  onCityChange,
}: AddressStepProps) {
  const cities = citiesOf(form.state);
  const pinCodes = pinCodesOf(form.state, form.city);

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
          options={cities}
          value={form.city}
          onChange={onCityChange}
          disabled={!form.state}
          placeholder={form.state ? 'Search or select a city' : 'Select a state first'}
          error={errors.city}
        />
        {pinCodes.length > 0 ? (
          <SearchablePicker
            id="register-pincode"
            label="PIN Code"
            required
            options={pinCodes}
            value={form.pincode}
            onChange={(pincode) => update({ pincode })}
            placeholder="Search or select a PIN code"
            error={errors.pincode}
          />
        ) : (
          // Only the spec's 11 cities have a PIN list; elsewhere the PIN is typed.
          <TextField
            id="register-pincode"
            label="PIN Code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            disabled={!form.city}
            placeholder={form.city ? '6-digit PIN code' : 'Select a city first'}
            value={form.pincode}
            onChange={(value) => update({ pincode: value.replace(/\D/g, '').slice(0, PIN_LENGTH) })}
            error={errors.pincode}
          />
        )}
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
