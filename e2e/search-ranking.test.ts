// /search ranks what a seeker means: an abbreviation finds the spelled-out title, and the
// best match comes first even when newer jobs only mention the words in passing.
import { describe, expect, it } from 'vitest';
import { insertJobs } from '../test/support/jobs.js';
import { DESKTOP } from './support/browser.js';
import { cardTitles } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const para = (text: string) => `<p>${text}</p>`;

async function seed(databaseUrl: string) {
  await insertJobs(databaseUrl, [
    // Best matches, weeks old.
    {
      title: 'Site Reliability Engineer',
      company: 'Uptime Labs',
      tags: [{ name: 'Observability', color: 'blue' }],
      description: para('Keep our services up: on-call, incident reviews, error budgets and capacity planning.'),
      postedAt: daysAgo(24),
    },
    {
      title: 'Kubernetes Platform Engineer',
      company: 'Clusterworks',
      tags: [{ name: 'Kubernetes', color: 'blue' }],
      description: para('Run our Kubernetes clusters and the platform every team deploys to.'),
      postedAt: daysAgo(27),
    },
    {
      title: 'Front-End Developer',
      company: 'Pixel & Co',
      tags: [{ name: 'React', color: 'teal' }],
      description: para('Build the screens our customers use every day, in React and TypeScript.'),
      postedAt: daysAgo(30),
    },
    // Newer jobs that only mention the words in passing, or name another trade.
    {
      title: 'Backend Developer',
      company: 'Ledgerly',
      description: para(
        'Build payment APIs. You will work with our SRE team and the front end developers. Nice to have: exposure to k8s.',
      ),
      postedAt: daysAgo(1),
    },
    {
      title: 'Data Analyst',
      company: 'Ledgerly',
      description: para('Report on our sre, k8s and front end developer hiring funnels.'),
      postedAt: daysAgo(2),
    },
    {
      title: 'Developer Advocate',
      company: 'Clusterworks',
      description: para('Talk to developers about our front end tooling; some k8s knowledge helps.'),
      postedAt: daysAgo(1),
    },
  ]);
}

describe('search ranking', () => {
  const ctx = useBrowserStack({ seed });

  it.each([
    ['sre', 'Site Reliability Engineer'],
    ['k8s', 'Kubernetes Platform Engineer'],
    ['front end developer', 'Front-End Developer'],
  ])('a search for "%s" shows %s first', async (query, best) => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    try {
      await page.goto(`${ctx.stack.baseUrl}/search?q=${encodeURIComponent(query)}`);
      await expect.poll(async () => (await cardTitles(page))[0], { timeout: 15_000 }).toBe(best);
      // The jobs that only mention it are still found, below it.
      expect((await cardTitles(page)).length).toBeGreaterThan(1);
    } finally {
      await page.close();
    }
  });
});
