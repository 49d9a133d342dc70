// The hero banner: the site's promise and the main search bar, which opens /search.
import { useNavigate } from 'react-router-dom';
import { buildSearchPath } from '../../lib/search-criteria';
import { JobSearchForm } from '../search/job-search-form';

export const HERO_TITLE = 'Find the Best High Paying Jobs Now';

export function HeroBanner({ isHome }: { isHome: boolean }) {
  const navigate = useNavigate();
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
        <JobSearchForm appearance="hero" onSearch={(values) => void navigate(buildSearchPath(values))} />
      </div>
    </section>
  );
}
