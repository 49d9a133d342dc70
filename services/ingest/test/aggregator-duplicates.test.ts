import { describe, expect, it } from 'vitest';
import type { IngestSource } from '../src/sources/ingest-source.js';
import { runSource } from '../src/runs/ingest-run.service.js';
import { greenhouseFeed, greenhousePosting } from './support/feeds.js';
import { jobsOf, savedFeed, useIngestDatabase } from './support/ingest-database.js';

const database = useIngestDatabase('aggregated');

const arbeitnow: IngestSource = { connector: 'arbeitnow', name: 'arbeitnow' };
const hooli: IngestSource = {
  connector: 'greenhouse',
  board: 'hooli',
  region: 'us',
  name: 'greenhouse:hooli',
  company: 'Hooli',
};

describe('an opening on Arbeitnow and on the employer’s own Greenhouse board', () => {
  it('is listed once, with the Greenhouse apply link, though Arbeitnow brought it first', async () => {
    const page = savedFeed('arbeitnow/job-board-api-page-1.json') as { data: unknown[]; links: unknown };
    await runSource(arbeitnow, 'file', database().runDeps(), { raw: { ...page, links: { next: null } } });
    expect((await jobsOf(database().pool)).filter((j) => j.listed).map((j) => j.title)).toContain(
      'Senior Platform Engineer',
    );

    await runSource(hooli, 'file', database().runDeps(), {
      raw: greenhouseFeed([greenhousePosting('hooli', '4242', 'Senior Platform Engineer', 'Berlin, Germany')]),
    });

    const { rows } = await database().pool.query<{ source: string; url: string; source_type: string }>(
      `SELECT source, url, source_type FROM jobs
        WHERE title = 'Senior Platform Engineer' AND closed_at IS NULL AND duplicate_of IS NULL`,
    );
    expect(rows).toEqual([
      { source: 'greenhouse:hooli', url: 'https://boards.greenhouse.io/hooli/jobs/4242', source_type: 'employer' },
    ]);
    const copy = (await jobsOf(database().pool, 'arbeitnow')).find((j) => j.title === 'Senior Platform Engineer')!;
    expect(copy).toMatchObject({ listed: false, closed: false });
  });
});
