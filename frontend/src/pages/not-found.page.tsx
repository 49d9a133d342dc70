// Any path the app does not know. The gateway answers these with HTTP 404 (isKnownClientPath).
import { Link } from 'react-router-dom';
import { Page } from '../components/layout/page';

const SUGGESTIONS = [
  { to: '/', label: 'Home', hint: 'The latest high-paying jobs' },
  { to: '/search', label: 'Job Search', hint: 'Search by title, keyword and location' },
  { to: '/#resume', label: 'Resume Optimizer', hint: 'Tailor your resume to the job you want' },
  { to: '/sitemap', label: 'Sitemap', hint: 'Every page on HighPay Jobs' },
  { to: '/faq', label: 'FAQ', hint: 'Answers to common questions' },
  { to: '/contactus', label: 'Contact Us', hint: 'We are happy to help' },
] as const;

export function NotFoundPage() {
  return (
    <Page
      title="Page Not Found"
      lead="Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
    >
      <h2 className="section-title section-title--small">You might be looking for</h2>
      <ul className="link-grid">
        {SUGGESTIONS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link-grid__item">
              <span className="link-grid__label">{link.label}</span>
              <span className="link-grid__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="page__actions">
        <Link to="/" className="btn btn--primary">
          Return to Home Page
        </Link>
      </div>
    </Page>
  );
}
