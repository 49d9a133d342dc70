// The hero banner: the site's promise and the main search bar, which opens /search with
// the keyword, location and work setting (docs/product.md, Deliberate differences, 1).
// On /search it is that page's search form: it shows the search in the address and keeps
// the page's category when it searches again.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { buildSearchPath, readSearchCriteria } from '../../lib/search-criteria';
import { JobSearchForm } from '../search/job-search-form';

export const HERO_TITLE = 'Find the Best High Paying Jobs Now';

export function HeroBanner({ isHome }: { isHome: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? readSearchCriteria(params) : undefined;
  // The page's own heading is its h1; on the home page the hero is that heading.
  const Title = isHome ? 'h1' : 'h2';
  return (
    <section className={`hero${isHome ? '' : ' hero--compact'}`} aria-labelledby="hero-title">
      <div className="container hero__inner">
        <Title id="hero-title" className="hero__title">
          {HERO_TITLE}
        </Title>
        {isHome ? (
          <p className="hero__subtitle">
            Search remote, hybrid and on-site roles that pay what you are worth, then tailor your resume to land them.
          </p>
        ) : null}
        <JobSearchForm
          appearance="hero"
          initialValues={current}
          // A new search starts again at page 1 (docs/product.md: States).
          onSearch={(values) => void navigate(buildSearchPath(current ? { ...current, ...values, page: 1 } : values))}
        />
      </div>
    </section>
  );
}
