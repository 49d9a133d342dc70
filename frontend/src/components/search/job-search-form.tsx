// The search bar used in the hero and on the home and search pages: keyword, location
// (with a format hint while focused) and work setting.
import { normalizeLocation, WORK_SETTING_LABELS, WORK_SETTINGS, type WorkSetting } from '@highpay/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isWorkSetting } from '../../lib/search-criteria';

export interface JobSearchValues {
  query: string;
  location: string;
  workSetting: WorkSetting | '';
}

/** Spec §4: the location hint hides this long after the input loses focus. */
const LOCATION_HELP_HIDE_DELAY_MS = 200;

interface JobSearchFormProps {
  onSearch: (values: JobSearchValues) => void;
  initialValues?: Partial<JobSearchValues>;
  /** 'hero' sits on the dark banner; 'card' on a light page. */
  appearance?: 'hero' | 'card';
  submitLabel?: string;
}

export function JobSearchForm({
  onSearch,
  initialValues,
  appearance = 'card',
  submitLabel = 'Search',
}: JobSearchFormProps) {
  const id = useId();
  const [query, setQuery] = useState(initialValues?.query ?? '');
  const [location, setLocation] = useState(initialValues?.location ?? '');
  const [workSetting, setWorkSetting] = useState<WorkSetting | ''>(initialValues?.workSetting ?? '');
  const [showLocationHelp, setShowLocationHelp] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A page that shows new criteria (e.g. back/forward on /search) refills the form.
  const shown = JSON.stringify([initialValues?.query, initialValues?.location, initialValues?.workSetting]);
  const [shownBefore, setShownBefore] = useState(shown);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    setQuery(initialValues?.query ?? '');
    setLocation(initialValues?.location ?? '');
    setWorkSetting(initialValues?.workSetting ?? '');
  }

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { query: query.trim(), location: normalizeLocation(location), workSetting };
    setQuery(values.query);
    setLocation(values.location);
    onSearch(values);
  }

  const helpId = `${id}-location-help`;
  return (
    <form className={`search-form search-form--${appearance}`} role="search" onSubmit={handleSubmit}>
      <div className="search-form__field search-form__field--query">
        <label className="visually-hidden" htmlFor={`${id}-query`}>
          Job title or keyword
        </label>
        <SearchIcon />
        <input
          id={`${id}-query`}
          type="search"
          name="q"
          placeholder="Job title or keyword"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="search-form__field search-form__field--location">
        <label className="visually-hidden" htmlFor={`${id}-location`}>
          Location
        </label>
        <PinIcon />
        <input
          id={`${id}-location`}
          type="text"
          name="location"
          placeholder="Location or zip code"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setShowLocationHelp(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setShowLocationHelp(false), LOCATION_HELP_HIDE_DELAY_MS);
          }}
          aria-describedby={showLocationHelp ? helpId : undefined}
          autoComplete="off"
        />
        {showLocationHelp ? (
          <div className="location-help" id={helpId} role="note">
            <p className="location-help__title">For best results, use:</p>
            <ul>
              <li>
                <strong>City, ST</strong> <span className="location-help__example">(e.g. 'Columbia, SC')</span>
              </li>
              <li>
                <strong>ZIP code</strong> <span className="location-help__example">(e.g. '29201')</span>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <div className="search-form__field search-form__field--setting">
        <label className="visually-hidden" htmlFor={`${id}-work-setting`}>
          Work setting
        </label>
        <select
          id={`${id}-work-setting`}
          name="workSetting"
          value={workSetting}
          onChange={(e) => setWorkSetting(isWorkSetting(e.target.value) ? e.target.value : '')}
        >
          <option value="">Any work setting</option>
          {WORK_SETTINGS.map((setting) => (
            <option key={setting} value={setting}>
              {WORK_SETTING_LABELS[setting]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary search-form__submit">
        {submitLabel}
      </button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg className="search-form__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg className="search-form__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
