// Every page of the app. Paths must agree with isKnownClientPath (contracts/routes.ts), which
// tells the gateway which paths answer 200 and which answer the 404 page with status 404.
import { REDIRECTS, STATIC_PAGES } from '@highpay/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './components/layout/site-layout';
import { HomePage } from './pages/home/home.page';

/**
 * A page loaded when first visited (route splitting): the home page ships with the app, every
 * other page is a chunk of its own, so the first page does not download them all.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const pages = {
  jobDetails: () => import('./pages/job-details.page').then((m) => m.JobDetailsPage),
  search: () => import('./pages/search.page').then((m) => m.SearchPage),
  sitemap: () => import('./pages/sitemap.page').then((m) => m.SitemapPage),
  resumeSuccess: () => import('./pages/resume-success.page').then((m) => m.ResumeSuccessPage),
  privacyPolicy: () => import('./pages/legal/privacy-policy.page').then((m) => m.PrivacyPolicyPage),
  category: () => import('./pages/category.page').then((m) => m.CategoryPage),
  alerts: () => import('./pages/alerts.page').then((m) => m.AlertsPage),
  notFound: () => import('./pages/not-found.page').then((m) => m.NotFoundPage),
};

/** Static pages with content of their own; the rest show their title and blurb. */
const DEDICATED_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  'terms-of-use': () => import('./pages/legal/terms-of-use.page').then((m) => m.TermsOfUsePage),
  'cookie-policy': () => import('./pages/legal/cookie-policy.page').then((m) => m.CookiePolicyPage),
  faq: () => import('./pages/faq.page').then((m) => m.FaqPage),
};

function staticPageRoutes(): RouteObject[] {
  return STATIC_PAGES.map((staticPage) => {
    const dedicated = DEDICATED_PAGES[staticPage.slug];
    if (dedicated) return { path: staticPage.slug, ...page(dedicated) };
    return {
      path: staticPage.slug,
      ...page(async () => {
        const { StaticPage } = await import('./pages/static-page-layout');
        return function Static() {
          return <StaticPage page={staticPage} />;
        };
      }),
    };
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
      { path: 'job/:id', ...page(pages.jobDetails) },
      { path: 'search', ...page(pages.search) },
      { path: 'sitemap', ...page(pages.sitemap) },
      { path: 'resume-success', ...page(pages.resumeSuccess) },
      { path: 'privacy-policy', ...page(pages.privacyPolicy) },
      { path: 'alerts/confirm', ...page(pages.alerts) },
      { path: 'alerts/manage', ...page(pages.alerts) },
      { path: 'alerts/unsubscribe', ...page(pages.alerts) },
      { path: 'categories/:slug', ...page(pages.category) },
      ...staticPageRoutes(),
      ...redirectRoutes(),
      { path: '*', ...page(pages.notFound) },
    ]),
  },
];
