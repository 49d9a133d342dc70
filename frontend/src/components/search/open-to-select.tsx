// "Remote jobs open to: [country]": narrows a list to remote jobs someone in that country may
// take. Used by the search page and the home list; the choice is remembered (open-to.store.ts).
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@highpay/contracts';
import { LabelledSelect, type SelectOption } from '../ui/labelled-select';

/** "Any country", then every country the board knows, by English name. */
const CHOICES: readonly SelectOption<CountryCode | ''>[] = [
  { value: '', label: 'Any country' },
  ...COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code] })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  ),
];

export function OpenToSelect({
  value,
  onChange,
  className,
}: {
  value: CountryCode | '';
  onChange: (code: CountryCode | '') => void;
  className: string;
}) {
  return (
    <LabelledSelect
      label="Remote jobs open to"
      value={value}
      options={CHOICES}
      onChange={onChange}
      className={className}
    />
  );
}
