// /categories/:slug for a known category; any other slug is a 404.
import { JOB_CATEGORIES } from '@highpay/contracts';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../components/layout/page';
import { buildSearchPath } from '../lib/search-criteria';
import { NotFoundPage } from './not-found-page';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const category = JOB_CATEGORIES.find((c) => c.slug === slug);
  if (!category) return <NotFoundPage />;
  return (
    <Page title={`${category.label} Jobs`} lead={`Browse high-paying jobs in ${category.label}, remote and on-site.`}>
      <div className="page__actions">
        <Link to={buildSearchPath({ category: category.slug })} className="btn btn--primary">
          See all {category.label} jobs
        </Link>
        <Link to="/sitemap" className="btn btn--secondary">
          Other categories
        </Link>
      </div>
    </Page>
  );
}
