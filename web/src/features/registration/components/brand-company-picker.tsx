import { useEffect, useState } from 'react';
import { SELECTED_BRAND_COMPANIES_MAX } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { useBrandSuggestions } from '../api/get-brand-suggestions';
import type { PickedBrandCompany } from '../registration-form';
import { TextField } from './form-field';

/** As the search box: suggestions wait for 300 ms of quiet typing (spec §9). */
const SUGGESTION_DEBOUNCE_MS = 300;
const INPUT_ID = 'register-brand-companies';

type BrandCompanyPickerProps = {
  picks: PickedBrandCompany[];
  onPick: (pick: PickedBrandCompany) => void;
  onRemove: (companyId: number) => void;
  /** Errors from the last Next or submit, keyed by field path ('selectedBrandCompanies.1'). */
  errors: Record<string, string>;
};

/** The first error about the picks, whichever pick it names. */
function picksError(errors: Record<string, string>): string | undefined {
  const key = Object.keys(errors).find((field) => field.split('.')[0] === 'selectedBrandCompanies');
  return key ? errors[key] : undefined;
}

/**
 * A reseller's picker (spec §3 selectedBrandCompanies, in step 1's brand block): brands listed
 * on TrustHive, found as the search box finds them, each picked with the company that lists
 * it. What is picked is the reseller's own statement, and the hint says so.
 */
export function BrandCompanyPicker({ picks, onPick, onRemove, errors }: BrandCompanyPickerProps) {
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(term.trim()), SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term]);
  const { data } = useBrandSuggestions(debounced);
  const full = picks.length >= SELECTED_BRAND_COMPANIES_MAX;
  const suggestions =
    debounced === term.trim() && !full
      ? (data ?? []).filter((suggestion) => !picks.some((pick) => pick.companyId === suggestion.id))
      : [];

  return (
    <fieldset className="register-brands">
      <legend className="register-brands__legend">{t('register.resellerBrands.legend')}</legend>
      <TextField
        id={INPUT_ID}
        label={t('register.resellerBrands.search')}
        type="search"
        autoComplete="off"
        value={term}
        disabled={full}
        onChange={setTerm}
        hint={t('register.resellerBrands.hint', { max: SELECTED_BRAND_COMPANIES_MAX })}
        error={picksError(errors)}
      />
      {suggestions.length > 0 ? (
        <ul className="register-picks" aria-label={t('register.resellerBrands.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.id}-${suggestion.brandName}`}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  onPick({
                    companyId: suggestion.id,
                    companyName: suggestion.name,
                    brandName: suggestion.brandName ?? '',
                  });
                  setTerm('');
                }}
              >
                {/* One flex item: a button lays its children out as items, which would drop
                    the spaces between the words and the names. */}
                <span>
                  <T
                    id="register.resellerBrands.add"
                    values={{
                      brand: <span translate="no">{suggestion.brandName}</span>,
                      company: <span translate="no">{suggestion.name}</span>,
                    }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picks.length > 0 ? (
        <ul className="register-picks" aria-label={t('register.resellerBrands.picked')}>
          {picks.map((pick) => (
            <li key={pick.companyId} className="register-picks__item">
              <span translate="no">
                {pick.brandName} ({pick.companyName})
              </span>
              <button
                type="button"
                className="register-brand__remove"
                onClick={() => onRemove(pick.companyId)}
                aria-label={t('register.resellerBrands.removeLabel', { brand: pick.brandName })}
              >
                {t('register.brands.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
