// "Tailor my resume" on a job page: the optimizer opens with the job named, reads that
// job's description and tags, and its report shows each keyword met with the resume's line
// that shows it, and each keyword missing, which the draft never adds.
import { describe, expect, it } from 'vitest';
import { insertJobs } from '../test/support/jobs.js';
import { SAMPLE_RESUME } from '../services/optimizer/test/support/sample-resume.js';
import { useBrowserStack } from './support/browser-stack.js';
import { bodiesPostedTo } from './support/pages.js';
import { DESKTOP, shoot } from './support/browser.js';

let jobId: string;
const ctx = useBrowserStack({
  seed: async (url) => {
    [jobId] = (await insertJobs(url, [
      {
        title: 'Platform Engineer',
        company: 'Initech',
        url: 'https://jobs.example.com/initech',
        description: '<p>We run <b>Kafka</b>, Kubernetes and PostgreSQL on AWS. Terraform is a plus.</p>',
      },
    ])) as [string];
  },
});

describe('tailoring a resume to a job', () => {
  it("sends the job's id, and the report names each keyword met with its line and each missing one", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const sent = bodiesPostedTo(page, '/api/optimize-resume');
    await page.goto(`${ctx.stack.baseUrl}/job/${jobId}`);
    await shoot(page, 'job-tailor-link');
    await page.getByRole('link', { name: /Tailor my resume to this job/ }).click();
    await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
    expect(await page.getByLabel('Target job title', { exact: true }).inputValue()).toBe('Platform Engineer');
    await page.getByLabel('Your resume', { exact: true }).fill(SAMPLE_RESUME);
    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    const report = page.getByRole('region', { name: 'ATS match report' });
    await report.getByText('Keywords in Platform Engineer at Initech').waitFor({ timeout: 30_000 });
    expect(sent.at(-1)).toMatchObject({ jobId, jobTitle: 'Platform Engineer' });

    await shoot(page, 'job-tailored-report');
    const evidence = Object.fromEntries(
      await report
        .locator('.ats-keywords__evidence dl > div')
        .evaluateAll((rows) =>
          rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]),
        ),
    ) as Record<string, string>;
    expect(evidence).toMatchObject({
      Kubernetes: '“Skills: Django, Excel, Docker, Python, PostgreSQL, Kubernetes”',
      PostgreSQL: '“- responsible for maintaining the billing service in Node.js and PostgreSQL.”',
      AWS: '“* Helped with the migration to AWS, cutting hosting costs by 30%”',
    });
    const missing = report.locator('.ats-keywords').filter({ hasText: 'Keywords in Platform Engineer' });
    expect(await missing.getByRole('list', { name: 'Keywords missing' }).innerText()).toMatch(/Kafka[\s\S]*Terraform/);
    expect(await page.locator('.optimizer__draft-text').innerText()).not.toMatch(/Kafka|Terraform/);
    await page.close();
  });
});
