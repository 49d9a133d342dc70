// A page from STATIC_PAGES: its title and blurb, and where to go next.
import { staticPageBlurb, type StaticPage as StaticPageData } from '@highpay/contracts';
import { Link } from 'react-router-dom';
import { Page } from '../components/layout/page';

export function StaticPage({ page }: { page: StaticPageData }) {
  return (
    <Page title={page.title}>
      <p className="page__blurb">{staticPageBlurb(page)}</p>
      <div className="page__actions">
        <Link to="/#jobs" className="btn btn--primary">
          Find jobs
        </Link>
        <Link to="/#resume" className="btn btn--secondary">
          Optimize your resume
        </Link>
      </div>
    </Page>
  );
}
