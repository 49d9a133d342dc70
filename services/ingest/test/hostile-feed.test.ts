// A Greenhouse board with every kind of bad posting at once: each costs only itself. The
// feed is served as JSON text, so NUL and lone surrogates arrive as the escapes a board sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestSource } from '../src/sources/ingest-source.js';
import { runSource, type RunSourceDeps, type RunSummary } from '../src/runs/ingest-run.service.js';
import { startFeedServer, type FeedServer } from './support/feed-server.js';
import { ingestDatabase, type IngestDatabase } from './support/ingest-database.js';

const escapeHtml = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const posting = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  updated_at: '2026-11-20T10:00:00Z',
  first_published: '2026-11-20T10:00:00Z',
  location: { name: 'Austin, TX' },
  absolute_url: `https://boards.greenhouse.io/hostile/jobs/${id}`,
  content: escapeHtml(`<p>Join us as ${title}.</p>`),
  ...extra,
});

const paragraph = `<p>${'We build careful, well-tested systems for people who rely on them. '.repeat(30)}</p>`;
const HUGE_DESCRIPTION = escapeHtml(paragraph.repeat(Math.ceil((2 * 1024 * 1024) / paragraph.length)));

/** The board's answer as sent: JSON text with \u0000 and unpaired \uD800 escapes in it. */
function hostileFeedText(): string {
  const jobs = [
    posting(1, 'Backend Engineer'),
    posting(2, 'Data NUL_HERE Engineer', { company_name: 'AcmeNUL_HERE Robotics' }),
    posting(3, 'Site Reliability Engineer', {
      location: { name: 'Berlin HIGH_HERE, Germany' },
      content: escapeHtml('<p>Lone LOW_HERE surrogates HIGH_HERE everywhere.</p>'),
      metadata: [{ id: 1, name: 'Team NUL_HERE', value: 'Infra HIGH_HERE', value_type: 'short_text' }],
    }),
    posting(4, 'Technical Writer', { content: HUGE_DESCRIPTION }),
    posting(5, 'Phishing Engineer', { absolute_url: 'javascript:alert(1)' }),
    posting(6, 'Frontend Engineer', {
      content: escapeHtml(
        '<p>Apply <a href="javascript:alert(1)">here</a> or <a href="data:text/html,<script>alert(1)</script>">here</a>.</p>' +
          '<img src="data:image/png;base64,AAAA"><p>Salary $120,000 - $140,000 per year.</p>',
      ),
    }),
    posting(7, 'Quant Researcher', {
      pay_input_ranges: [
        { min_cents: 1e17, max_cents: 9e17, currency_type: 'USD', title: 'Pay', blurb: null, description: null },
      ],
    }),
    posting(8, 'Engineer '.repeat(40).trim()),
    posting(9, 'Product Manager'),
  ];
  return JSON.stringify({ jobs, meta: { total: jobs.length } })
    .replaceAll('NUL_HERE', '\\u0000')
    .replaceAll('HIGH_HERE', '\\ud800')
    .replaceAll('LOW_HERE', '\\udc00');
}

const source: IngestSource = { connector: 'greenhouse', board: 'hostile', region: 'us', name: 'gh:hostile' };

let database: IngestDatabase;
let server: FeedServer;
let deps: RunSourceDeps;
let first: RunSummary;

interface Row {
  sourceId: string;
  title: string;
  company: string;
  location: string;
  description: string;
  salaryMax: number | null;
  listed: boolean;
}

const rows = async (): Promise<Row[]> =>
  (
    await database.pool.query<Row>(
      `SELECT source_id AS "sourceId", title, company, location, description, salary_max AS "salaryMax",
              closed_at IS NULL AS listed
         FROM jobs WHERE source = $1 ORDER BY source_id::int`,
      [source.name],
    )
  ).rows;

beforeAll(async () => {
  database = await ingestDatabase('ingest_hostile');
  const text = hostileFeedText();
  server = await startFeedServer({
    '/v1/boards/hostile/jobs': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(text),
  });
  deps = database.runDeps(server);
  first = await runSource({ ...source, baseUrl: server.origin }, 'schedule', deps);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('a Greenhouse feed with hostile postings', () => {
  it('writes every good posting, the repaired ones included, and skips only the two bad ones', async () => {
    const stored = await rows();
    expect(stored.map((r) => r.sourceId)).toEqual(['1', '2', '3', '4', '6', '7', '9']);
    expect(stored.every((r) => r.listed)).toBe(true);
    expect(first).toMatchObject({ seen: 9, added: 7, skipped: 2, repaired: 3 });
  });

  it('drops NUL and lone surrogates from every text field', async () => {
    const byId = new Map((await rows()).map((r) => [r.sourceId, r]));
    expect(byId.get('2')).toMatchObject({ title: 'Data Engineer', company: 'Acme Robotics' });
    expect(byId.get('3')!.location).toBe('Berlin , Germany');
    expect(byId.get('3')!.description).toBe('<p>Lone  surrogates  everywhere.</p>');
  });

  it('cuts a 2 MB description to 100 KB at a tag boundary', async () => {
    const { description } = (await rows()).find((r) => r.sourceId === '4')!;
    expect(Buffer.byteLength(description)).toBeLessThanOrEqual(100 * 1024);
    expect(Buffer.byteLength(description)).toBeGreaterThan(90 * 1024);
    expect(description).toMatch(/^<p>We build.*<\/p>$/s);
  });

  it('keeps no javascript: or data: link, and no absurd pay', async () => {
    const byId = new Map((await rows()).map((r) => [r.sourceId, r]));
    expect(byId.get('6')!.description).not.toMatch(/javascript:|data:|<img|<script/);
    expect(byId.get('6')!.salaryMax).toBe(140_000);
    expect(byId.get('7')!.salaryMax).toBeNull();
  });

  it('records the skipped and the repaired items, each with its reason', async () => {
    const [run] = await database.runs.history(source.name, 1);
    expect(run).toMatchObject({ ok: true, skipped: 2, repaired: 3 });
    expect(run!.skippedItems).toEqual([
      { index: 4, id: '5', reason: expect.stringMatching(/^url/) },
      { index: 7, id: '8', reason: 'title longer than 300 characters' },
    ]);
    expect(run!.repairedItems).toEqual([
      { index: 1, id: '2', reason: expect.stringMatching(/^characters PostgreSQL cannot store/) },
      { index: 2, id: '3', reason: expect.stringMatching(/^characters PostgreSQL cannot store/) },
      { index: 3, id: '4', reason: 'description over 100 KB cut at a tag boundary' },
    ]);
  });

  it('the next scheduled run works too, and changes nothing', async () => {
    const again = await runSource({ ...source, baseUrl: server.origin }, 'schedule', deps);
    expect(again).toMatchObject({ seen: 9, added: 0, updated: 0, unchanged: 7, closed: 0, skipped: 2 });
    expect(server.requests).toHaveLength(2);
  });
});
