// "Remote jobs open to: [country]": narrows a list to remote jobs someone in that country may
// take. Used by the search page and the home list; the choice is remembered (open-to.store.ts).
import type { CountryCode } from '@highpay/contracts';
import { useId } from 'react';
import { OPEN_TO_OPTIONS, openToCountry } from '../../lib/open-to.store';

export const OPEN_TO_LABEL = 'Remote jobs open to';
export const ANY_COUNTRY = 'Any country';

export function OpenToSelect({
  value,
  onChange,
  className = 'open-to',
}: {
  value: CountryCode | '';
  onChange: (code: CountryCode | '') => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={`${id}-open-to`}>{OPEN_TO_LABEL}</label>
      <select id={`${id}-open-to`} value={value} onChange={(e) => onChange(openToCountry(e.target.value))}>
        <option value="">{ANY_COUNTRY}</option>
        {OPEN_TO_OPTIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
