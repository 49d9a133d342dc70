import { Link } from 'react-router-dom';

const FOOTER_COLUMNS = [
  {
    heading: 'Company',
    links: [
      { to: '/aboutus', label: 'About Us' },
      { to: '/contactus', label: 'Contact Us' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Job Seekers',
    links: [
      { to: '/', label: 'Find Jobs' },
      { to: '/#resume-optimizer', label: 'Resume Optimizer' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--footer">
            <span className="logo__mark" aria-hidden="true">
              HP
            </span>
            <span className="logo__name">HighPay Jobs</span>
          </Link>
          <p>High-paying and remote jobs, and an AI resume optimizer to help you land them.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <p className="site-footer__legal">© {new Date().getFullYear()} HighPay Jobs. All rights reserved.</p>
      </div>
    </footer>
  );
}
