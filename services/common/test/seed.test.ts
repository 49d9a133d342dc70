// The demo seed, against a real PostgreSQL: what a visitor of a freshly seeded board sees,
// and that a bulk load leaves the schema exactly as the migrations built it.
import { JOB_CATEGORIES, TAG_COLORS, WORK_SETTINGS } from '@highpay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSecondaryStructures, readSecondaryStructures } from '../src/seed/bulk-indexes.js';
import { loadJobs } from '../src/seed/load-jobs.js';
import { createTestDatabase, withClient, type TestDatabase } from '../../../test/support/database.js';
import { missingSearchLexemes } from '../../../test/support/jobs.js';

const DAY_MS = 86_400_000;

/** Every index and constraint of jobs and tags, with its definition. */
async function schemaOfLoadedTables(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ line: string }>(
      `SELECT indexname || ': ' || indexdef AS line FROM pg_indexes WHERE tablename IN ('jobs', 'tags')
       UNION ALL
       SELECT conname || ': ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid IN ('jobs'::regclass, 'tags'::regclass)
       UNION ALL
       SELECT 'comment: ' || coalesce(obj_description('jobs'::regclass, 'pg_class'), '')
       ORDER BY 1`,
    );
    return rows.map((r) => r.line);
  });
}

/** The prefix vocabulary (search_lexemes) holds every lexeme of every job's search vector. */
async function expectEveryLexemeKept(url: string): Promise<void> {
  expect(await count(url, 'SELECT count(*) AS n FROM search_lexemes')).toBeGreaterThan(100);
  expect(await withClient(url, missingSearchLexemes)).toEqual([]);
}

async function count(url: string, sql: string, values: unknown[] = []): Promise<number> {
  return withClient(url, async (client) => Number((await client.query<{ n: string }>(sql, values)).rows[0]?.n));
}

describe('seeding 2,000 demo jobs', () => {
  let db: TestDatabase;
  const now = new Date();

  beforeAll(async () => {
    db = await createTestDatabase('seed');
    const result = await loadJobs({ databaseUrl: db.url, count: 2000, seed: 'seed-test', now });
    expect(result).toMatchObject({ loaded: 2000, strategy: 'incremental' });
  });
  afterAll(() => db.drop());

  it('posts the jobs oldest first, as a board receives them: ids grow with the posted time', async () => {
    expect(
      await count(
        db.url,
        `SELECT count(*) AS n FROM jobs a JOIN jobs b ON b.id = a.id + 1 WHERE b.posted_at <= a.posted_at`,
      ),
    ).toBe(0);
    expect(
      await count(
        db.url,
        `SELECT count(*) AS n FROM jobs WHERE posted_at < $1::timestamptz - interval '60 days' OR posted_at > $1`,
        [now],
      ),
    ).toBe(0);
  });

  it('fills every category the UI offers and all three work settings', async () => {
    await withClient(db.url, async (client) => {
      const categories = await client.query<{ category: string }>('SELECT DISTINCT category FROM jobs');
      expect(new Set(categories.rows.map((r) => r.category))).toEqual(new Set(JOB_CATEGORIES.map((c) => c.slug)));
      const settings = await client.query<{ work_setting: string }>('SELECT DISTINCT work_setting FROM jobs');
      expect(new Set(settings.rows.map((r) => r.work_setting))).toEqual(new Set(WORK_SETTINGS));
    });
  });

  it('puts jobs in real places: City, ST with a five-digit ZIP and US coordinates; Columbia, SC is 29201', async () => {
    await withClient(db.url, async (client) => {
      const { rows } = await client.query<{
        location: string;
        city: string;
        state: string;
        zip: string;
        latitude: number;
        longitude: number;
      }>(`SELECT location, city, state, zip, latitude, longitude FROM jobs WHERE work_setting <> 'remote'`);
      expect(rows.length).toBeGreaterThan(1000);
      for (const row of rows) {
        expect(row.location).toBe(`${row.city}, ${row.state}`);
        expect(row.zip).toMatch(/^\d{5}$/);
        expect(row.latitude).toBeGreaterThan(18);
        expect(row.latitude).toBeLessThan(72);
        expect(row.longitude).toBeLessThan(-66);
      }
      const states = new Set(rows.map((r) => r.state));
      expect(states.size).toBeGreaterThan(30);
      const columbia = rows.filter((r) => r.city === 'Columbia' && r.state === 'SC');
      expect(columbia.length).toBeGreaterThan(0);
      for (const row of columbia) expect(row.zip).toBe('29201');
    });
  });

  it('has jobs in more than one town within 25 miles of Austin, TX', async () => {
    const towns = await withClient(db.url, async (client) => {
      const { rows } = await client.query<{ city: string }>(
        `SELECT DISTINCT city FROM jobs
          WHERE latitude IS NOT NULL
            AND 3959 * 2 * asin(sqrt(power(sin(radians(latitude - 30.2672) / 2), 2)
                + cos(radians(30.2672)) * cos(radians(latitude)) * power(sin(radians(longitude + 97.7431) / 2), 2))) <= 25`,
      );
      return rows.map((r) => r.city);
    });
    expect(towns).toContain('Austin');
    expect(towns).toContain('Round Rock');
  });

  it('shows a salary in USD on most jobs but not all', async () => {
    const withSalary = await count(db.url, `SELECT count(*) AS n FROM jobs WHERE salary_min IS NOT NULL`);
    expect(withSalary / 2000).toBeGreaterThan(0.7);
    expect(withSalary / 2000).toBeLessThan(0.9);
    expect(
      await count(
        db.url,
        `SELECT count(*) AS n FROM jobs WHERE salary_min IS NOT NULL
            AND NOT (salary_currency = 'USD' AND salary_period IS NOT NULL AND salary_max > salary_min)`,
      ),
    ).toBe(0);
  });

  it('gives every job 2–4 tags in the spec colors, also named in tag_names', async () => {
    await withClient(db.url, async (client) => {
      const { rows } = await client.query<{ tag_names: string; names: string[]; colors: string[] }>(
        `SELECT j.tag_names, array_agg(t.name ORDER BY t.position) AS names, array_agg(t.color::text ORDER BY t.position) AS colors
           FROM jobs j JOIN tags t ON t.job_id = j.id GROUP BY j.id`,
      );
      expect(rows).toHaveLength(2000);
      for (const row of rows) {
        expect(row.names.length).toBeGreaterThanOrEqual(2);
        expect(row.names.length).toBeLessThanOrEqual(4);
        expect(row.tag_names).toBe(row.names.join(' '));
        for (const color of row.colors) expect(TAG_COLORS).toContain(color);
      }
    });
  });

  it('dates jobs within the last 60 days, none expired yet', async () => {
    await withClient(db.url, async (client) => {
      const { rows } = await client.query<{ oldest: Date; newest: Date; first_expiry: Date }>(
        `SELECT min(posted_at) AS oldest, max(posted_at) AS newest, min(expires_at) AS first_expiry FROM jobs`,
      );
      const row = rows[0];
      expect(row?.oldest.getTime()).toBeGreaterThanOrEqual(now.getTime() - 60 * DAY_MS - 1);
      expect(row?.newest.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row?.oldest.getTime()).toBeLessThan(now.getTime() - 30 * DAY_MS);
      expect(row?.first_expiry.getTime()).toBeGreaterThan(now.getTime());
    });
  });

  it('fills search_vector, so full-text search finds a registered nurse', async () => {
    expect(
      await count(db.url, `SELECT count(*) AS n FROM jobs WHERE search_vector IS NULL OR length(search_vector) = 0`),
    ).toBe(0);
    const nurses = await withClient(db.url, async (client) => {
      const { rows } = await client.query<{ title: string }>(
        `SELECT title FROM jobs WHERE search_vector @@ websearch_to_tsquery('english', 'registered nurse')`,
      );
      return rows.map((r) => r.title);
    });
    expect(nurses.length).toBeGreaterThan(0);
    expect(nurses.some((t) => t.startsWith('Registered Nurse'))).toBe(true);
  });

  it('fills the vocabulary typo correction picks from with title, company and tag words', async () => {
    const terms = await withClient(db.url, async (client) => {
      const { rows } = await client.query<{ term: string }>(
        `SELECT term FROM search_terms WHERE term IN ('nurse', 'engineer', 'registered')`,
      );
      return rows.map((r) => r.term).sort();
    });
    expect(terms).toEqual(['engineer', 'nurse', 'registered']);
  });

  it('puts every lexeme of the loaded jobs in the vocabulary prefixes are named from', () =>
    expectEveryLexemeKept(db.url));

  it('asks for one search reindex, not one outbox row per job', async () => {
    await withClient(db.url, async (client) => {
      const { rows } = await client.query(`SELECT aggregate, aggregate_id, type, published_at FROM outbox_events`);
      expect(rows).toEqual([{ aggregate: 'job', aggregate_id: '*', type: 'jobs.reindex', published_at: null }]);
    });
  });

  it('with --if-empty loads nothing into a table that has jobs', async () => {
    const again = await loadJobs({ databaseUrl: db.url, count: 500, onlyIfEmpty: true });
    expect(again.strategy).toBe('skipped');
    expect(await count(db.url, 'SELECT count(*) AS n FROM jobs')).toBe(2000);
  });

  it('without --if-empty adds jobs after the existing ones', async () => {
    const more = await loadJobs({ databaseUrl: db.url, count: 100, seed: 'seed-test', now });
    expect(more).toMatchObject({ loaded: 100, firstId: 2001, lastId: 2100 });
    expect(await count(db.url, 'SELECT count(*) AS n FROM jobs')).toBe(2100);
    expect(await count(db.url, `SELECT count(DISTINCT source_id) AS n FROM jobs`)).toBe(2100);
  });
});

describe('--if-empty', () => {
  it('loads once when two starts race for an empty database', async () => {
    const db = await createTestDatabase('seedrace');
    try {
      const results = await Promise.all([
        loadJobs({ databaseUrl: db.url, count: 300, onlyIfEmpty: true }),
        loadJobs({ databaseUrl: db.url, count: 300, onlyIfEmpty: true }),
      ]);
      expect(results.map((r) => r.strategy).sort()).toEqual(['incremental', 'skipped']);
      expect(await count(db.url, 'SELECT count(*) AS n FROM jobs')).toBe(300);
    } finally {
      await db.drop();
    }
  });
});

describe('a bulk load', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('seedbulk');
  });
  afterAll(() => db.drop());

  it('leaves the indexes and constraints exactly as the migrations made them', async () => {
    const before = await schemaOfLoadedTables(db.url);
    const result = await loadJobs({ databaseUrl: db.url, count: 3000, strategy: 'bulk' });
    expect(result).toMatchObject({ loaded: 3000, strategy: 'bulk', firstId: 1, lastId: 3000 });
    expect(await schemaOfLoadedTables(db.url)).toEqual(before);
    expect(await count(db.url, 'SELECT count(*) AS n FROM jobs')).toBe(3000);
    expect(
      await count(db.url, 'SELECT count(*) AS n FROM tags t LEFT JOIN jobs j ON j.id = t.job_id WHERE j.id IS NULL'),
    ).toBe(0);
    expect(await count(db.url, `SELECT count(*) AS n FROM outbox_events WHERE type = 'jobs.reindex'`)).toBe(1);
    // The sequences moved past the loaded ids: the next ordinary insert does not collide.
    await withClient(db.url, (client) =>
      client.query(
        `INSERT INTO jobs (slug, title, company, location, job_type, work_setting, category, description, url, source, source_id, posted_at)
         VALUES ('x', 'X', 'Y', 'Remote (US)', 'Full Time', 'remote', 'development', 'd', 'https://x', 'manual', '1', now())`,
      ),
    );
  });

  it('puts every lexeme of the loaded jobs in the vocabulary prefixes are named from', () =>
    expectEveryLexemeKept(db.url));

  it('that is stopped halfway keeps the indexes', async () => {
    const before = await schemaOfLoadedTables(db.url);
    const abort = new AbortController();
    const stopped = loadJobs({
      databaseUrl: db.url,
      count: 40_000,
      strategy: 'bulk',
      signal: abort.signal,
      onProgress: (p) => {
        if (p.phase === 'jobs') abort.abort(new Error('stop'));
      },
    });
    await expect(stopped).rejects.toThrow();
    expect(await schemaOfLoadedTables(db.url)).toEqual(before);
  });

  it('that died before rebuilding the indexes is repaired by the next load', async () => {
    const before = await schemaOfLoadedTables(db.url);
    // What a killed bulk load leaves behind: indexes and foreign key dropped, their definitions saved.
    await withClient(db.url, async (client) => {
      await client.query('BEGIN');
      await dropSecondaryStructures(client, await readSecondaryStructures(client, ['jobs', 'tags']));
      await client.query('COMMIT');
    });
    expect(await schemaOfLoadedTables(db.url)).not.toEqual(before);
    await loadJobs({ databaseUrl: db.url, count: 10 });
    expect(await schemaOfLoadedTables(db.url)).toEqual(before);
  });
});
