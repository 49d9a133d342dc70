// Every page of the app. Paths must agree with isKnownClientPath (contracts/routes.ts), which
// tells the gateway which paths answer 200 and which answer the 404 page with status 404.
import { AlertsPage } from './pages/alerts.page';
import { REDIRECTS, STATIC_PAGES } from '@highpay/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './components/layout/site-layout';
import { CategoryPage } from './pages/category.page';
import { FaqPage } from './pages/faq.page';
import { HomePage } from './pages/home/home.page';
import { JobDetailsPage } from './pages/job-details.page';
import { CookiePolicyPage } from './pages/legal/cookie-policy.page';
import { PrivacyPolicyPage } from './pages/legal/privacy-policy.page';
import { TermsOfUsePage } from './pages/legal/terms-of-use.page';
import { NotFoundPage } from './pages/not-found.page';
import { ResumeSuccessPage } from './pages/resume-success.page';
import { SearchPage } from './pages/search.page';
import { SitemapPage } from './pages/sitemap.page';
import { StaticPage } from './pages/static-page-layout';

/** Static pages with content of their own; the rest show their title and blurb. */
const DEDICATED_PAGES: Readonly<Record<string, ComponentType>> = {
  'terms-of-use': TermsOfUsePage,
  'cookie-policy': CookiePolicyPage,
  faq: FaqPage,
};

function staticPageRoutes(): RouteObject[] {
  return STATIC_PAGES.map((page) => {
    const Dedicated = DEDICATED_PAGES[page.slug];
    return { path: page.slug, element: Dedicated ? <Dedicated /> : <StaticPage page={page} /> };
  });
}

function redirectRoutes(): RouteObject[] {
  return Object.entries(REDIRECTS).map(([from, to]) => ({
    path: from.replace(/^\//, ''),
    element: <Navigate to={to} replace />,
  }));
}

/** Paths match case-sensitively everywhere, as isKnownClientPath does. */
function caseSensitive(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (route.index ? route : { ...route, caseSensitive: true }));
}

export const APP_ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: caseSensitive([
      { index: true, element: <HomePage /> },
      { path: 'job/:id', element: <JobDetailsPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'sitemap', element: <SitemapPage /> },
      { path: 'resume-success', element: <ResumeSuccessPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'alerts/confirm', element: <AlertsPage /> },
      { path: 'alerts/manage', element: <AlertsPage /> },
      { path: 'alerts/unsubscribe', element: <AlertsPage /> },
      { path: 'categories/:slug', element: <CategoryPage /> },
      ...staticPageRoutes(),
      ...redirectRoutes(),
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];
