// A job alert from the browser: "Email me new jobs like these" on /search saves the search,
// the confirmation mail arrives at a real SMTP server, and its link confirms the alert.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../test/support/jobs.js';
import { startSmtpSink } from '../test/support/smtp-sink.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { useBrowserStack } from './support/browser-stack.js';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

const t = useBrowserStack({
  smtpUrl: smtp.url,
  seed: async (url) => {
    await insertJobs(url, [{ title: 'Kotlin Engineer', workSetting: 'remote' }]);
  },
});

describe('saving a search as a job alert', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px, saves the search and confirms it from the received mail`, async () => {
      const email = `reader-${viewport.width}@example.com`;
      const page = await t.browser.newPage({ viewport });
      await page.goto(`${t.stack.baseUrl}/search?q=kotlin&workSetting=remote&openTo=DE`);
      await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Weekly').check();
      await page.getByRole('button', { name: 'Create alert' }).click();
      await page.getByText('Check your inbox to confirm your job alert.').waitFor();

      const received = () => smtp.received.find((m) => JSON.stringify(m.to).includes(email));
      const deadline = Date.now() + 15_000;
      while (!received() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const mail = received();
      expect(mail?.subject).toBe('Confirm your HighPay Jobs alert');
      const link = /(http:\/\/127\.0\.0\.1:\d+\/alerts\/confirm\?token=\S+)/.exec(mail!.text ?? '')?.[1];
      expect(link).toBeDefined();

      await page.goto(link!);
      await page.getByText('Your job alert is confirmed: “kotlin” · remote, open to DE').waitFor();

      const db = new pg.Client({ connectionString: t.stack.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ period: string; confirmed: boolean; criteria: Record<string, unknown> }>(
        `SELECT a.period, a.confirmed_at IS NOT NULL AS confirmed, a.criteria
           FROM job_alerts a JOIN alert_subscribers s ON s.id = a.subscriber_id WHERE s.email = $1`,
        [email],
      );
      await db.end();
      expect(rows).toEqual([
        {
          period: 'weekly',
          confirmed: true,
          criteria: expect.objectContaining({ query: 'kotlin', workSetting: 'remote', openTo: 'DE' }),
        },
      ]);
      await page.close();
    });
  }
});
