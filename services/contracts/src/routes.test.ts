import { describe, expect, it } from 'vitest';
import { JOB_CATEGORIES } from './jobs.js';
import { REDIRECTS, STATIC_PAGES, findStaticPage, isKnownClientPath, staticPageBlurb } from './routes.js';

describe('isKnownClientPath', () => {
  it.each(['/', '/search', '/sitemap', '/resume-success', '/privacy-policy', '/job/42', '/job/abc-123'])(
    'the app renders %s as a page',
    (path) => expect(isKnownClientPath(path)).toBe(true),
  );

  it('every static page, including the new ones, is a page', () => {
    for (const page of STATIC_PAGES) expect(isKnownClientPath(`/${page.slug}`)).toBe(true);
    for (const slug of ['terms-of-use', 'cookie-policy', 'faq']) expect(isKnownClientPath(`/${slug}`)).toBe(true);
  });

  it('every redirect source is known, so it is not answered with 404', () => {
    for (const from of Object.keys(REDIRECTS)) expect(isKnownClientPath(from)).toBe(true);
  });

  it('a category page exists for every known category and no other', () => {
    for (const { slug } of JOB_CATEGORIES) expect(isKnownClientPath(`/categories/${slug}`)).toBe(true);
    expect(isKnownClientPath('/categories/astrology')).toBe(false);
    expect(isKnownClientPath('/categories')).toBe(false);
  });

  it.each(['/nope', '/job', '/job/', '/job/1/extra', '/AboutUs', '/aboutus/more', '/categories/design/x', ''])(
    'the app shows its 404 page for %s',
    (path) => expect(isKnownClientPath(path)).toBe(false),
  );

  it('ignores one trailing slash, a query and a hash, as the router does', () => {
    expect(isKnownClientPath('/aboutus/')).toBe(true);
    expect(isKnownClientPath('/search?q=engineer')).toBe(true);
    expect(isKnownClientPath('/job/7/')).toBe(true);
  });
});

describe('static pages', () => {
  it('a page without a blurb says its information will be available soon', () => {
    const twitter = findStaticPage('twitter');
    expect(twitter && staticPageBlurb(twitter)).toBe('Information about Twitter will be available soon.');
  });

  it('pricing mentions premium job placement from $49', () => {
    const pricing = findStaticPage('pricing');
    expect(pricing && staticPageBlurb(pricing)).toContain('premium job placement starts from $49');
  });
});
