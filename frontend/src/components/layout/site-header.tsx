// The header on every page: logo, main links (a toggle menu on small screens) and the hero banner.
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HeroBanner } from './hero-banner';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/#jobs', label: 'Job Search' },
  { to: '/#resume', label: 'Resume' },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (link, back button) closes the menu.
  const [menuPage, setMenuPage] = useState(location.key);
  if (menuPage !== location.key) {
    setMenuPage(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const isHome = location.pathname === '/';
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="topbar">
        <div className="container topbar__inner">
          <Link to="/" className="logo" aria-label="HighPay Jobs home">
            <span className="logo__mark" aria-hidden="true">
              HP
            </span>
            <span className="logo__text">
              <span className="logo__name">HighPay Jobs</span>
              <span className="logo__tagline">Find high-paying jobs</span>
            </span>
          </Link>
          <button
            type="button"
            className="nav-toggle"
            aria-label={menuOpen ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="nav-toggle__bar" aria-hidden="true" />
            <span className="nav-toggle__bar" aria-hidden="true" />
            <span className="nav-toggle__bar" aria-hidden="true" />
          </button>
          <nav id={menuId} className={`main-nav${menuOpen ? ' main-nav--open' : ''}`} aria-label="Main">
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="main-nav__link"
                    aria-current={isCurrent(link.to, location.pathname, location.hash) ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <HeroBanner isHome={isHome} />
    </header>
  );
}

function isCurrent(to: string, pathname: string, hash: string): boolean {
  if (pathname !== '/') return false;
  const [, linkHash = ''] = to.split('#');
  const current = hash.replace(/^#/, '');
  if (linkHash === 'resume') return current === 'resume' || current === 'resume-optimizer';
  if (linkHash === 'jobs') return current === 'jobs';
  return current === '';
}
