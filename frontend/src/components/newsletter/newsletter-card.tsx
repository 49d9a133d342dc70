// Sidebar card that subscribes a reader to the newsletter (docs/product.md: States, Input rules).
import { ZNewsletterRequest, type NewsletterRequest } from '@highpay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '../../api/newsletter.api';
import { ErrorMessage } from '../ui/error-message';

type Field = keyof NewsletterRequest;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY_FORM: NewsletterRequest = { firstName: '', lastName: '', email: '' };

const FIELDS: readonly { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

export function NewsletterCard() {
  const id = useId();
  const [form, setForm] = useState<NewsletterRequest>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const subscription = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => setForm(EMPTY_FORM),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZNewsletterRequest.safeParse(form);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !fieldErrors[field]) fieldErrors[field] = `${issue.message}.`;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    subscription.mutate(parsed.data);
  }

  const titleId = `${id}-title`;
  return (
    <section className="card newsletter-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Get high-paying jobs in your inbox
      </h2>
      <p className="card__text">New openings and career tips, once a week. Unsubscribe any time.</p>
      {subscription.isSuccess ? (
        <p className="form-message form-message--success" role="status">
          Thank you for subscribing! Watch your inbox for the best new high-paying jobs.
        </p>
      ) : null}
      {subscription.isError ? <ErrorMessage message={subscription.error.message} /> : null}
      <form className="stacked-form" onSubmit={handleSubmit} noValidate>
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = errors[field.name];
          return (
            <div className="form-field" key={field.name}>
              <label htmlFor={inputId}>{field.label}</label>
              <input
                id={inputId}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                value={form[field.name]}
                onChange={(e) => {
                  const value = e.target.value;
                  setForm((current) => ({ ...current, [field.name]: value }));
                  if (error) setErrors((current) => ({ ...current, [field.name]: undefined }));
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              {error ? (
                <p className="form-field__error" id={`${inputId}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="btn btn--primary btn--block" disabled={subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}

function isField(value: unknown): value is Field {
  return value === 'firstName' || value === 'lastName' || value === 'email';
}
