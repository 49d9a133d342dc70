// "Email me new jobs like these": saves the search on the page as a daily or weekly job alert.
import { ALERT_MESSAGES, type AlertCriteriaInput, type AlertPeriod } from '@highpay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { signUpForAlert } from '../../api/alerts.api';
import { ErrorMessage } from '../ui/error-message';

export function JobAlertForm({ criteria }: { criteria: AlertCriteriaInput }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [period, setPeriod] = useState<AlertPeriod>('daily');
  const signUp = useMutation({ mutationFn: signUpForAlert });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate({ email: email.trim(), period, criteria });
  }

  if (!open) {
    return (
      <div className="job-alert">
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
          Email me new jobs like these
        </button>
      </div>
    );
  }
  if (signUp.isSuccess) {
    return (
      <div className="job-alert card">
        <p className="form-message form-message--success" role="status">
          {ALERT_MESSAGES.signupSent} Nothing is sent until you do.
        </p>
      </div>
    );
  }
  return (
    <form className="job-alert card" onSubmit={handleSubmit} aria-label="Job alert">
      <p className="card__text">Get the new jobs that match this search by email. No account needed.</p>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <fieldset className="job-alert__period">
        <legend>How often</legend>
        {(['daily', 'weekly'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="period"
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
            />{' '}
            {value === 'daily' ? 'Daily' : 'Weekly'}
          </label>
        ))}
      </fieldset>
      {signUp.isError ? <ErrorMessage message={signUp.error.message} /> : null}
      <button type="submit" className="btn btn--primary" disabled={signUp.isPending}>
        {signUp.isPending ? 'Sending…' : 'Create alert'}
      </button>
    </form>
  );
}
