// The visitor's "Remote jobs open to" country, kept in this browser so the search page and
// the home list both apply it on the next visit. Nothing of it leaves the browser but the
// searches it narrows.
import { isCountryCode, type CountryCode } from '@highpay/contracts';
import { useState } from 'react';

const OPEN_TO_KEY = 'highpay:open-to';

/** A country code the filter knows ('de' reads as 'DE'), or '' for any country. */
export function openToCountry(value: string | null | undefined): CountryCode | '' {
  const code = value?.trim().toUpperCase() ?? '';
  return isCountryCode(code) ? code : '';
}

/** The country remembered in this browser, or '' for none. */
export function rememberedOpenTo(): CountryCode | '' {
  try {
    return openToCountry(localStorage.getItem(OPEN_TO_KEY));
  } catch {
    // Storage may be disabled: the filter then lasts as long as the page.
    return '';
  }
}

/** Remembers the country ('' forgets it). */
export function rememberOpenTo(code: CountryCode | ''): void {
  try {
    if (code) localStorage.setItem(OPEN_TO_KEY, code);
    else localStorage.removeItem(OPEN_TO_KEY);
  } catch {
    // Storage may be disabled; the choice still applies to this page.
  }
}

/** The remembered country as state: choosing one remembers it for the next visit. */
export function useOpenToPreference(): [CountryCode | '', (code: CountryCode | '') => void] {
  const [openTo, setOpenTo] = useState(rememberedOpenTo);
  const choose = (code: CountryCode | '') => {
    rememberOpenTo(code);
    setOpenTo(code);
  };
  return [openTo, choose];
}
