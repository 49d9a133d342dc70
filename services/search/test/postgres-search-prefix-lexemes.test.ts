import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { expandPrefixes, MAX_PREFIX_LEXEMES } from '../src/backends/postgres/prefix-lexemes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { missingSearchLexemes } from '../../../test/support/jobs.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';

describe('postgres search: a prefix named as the lexemes it stands for', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  const search = (req: SearchRequestInput) => backend.search(ZSearchRequest.parse(req));
  const titles = async (req: SearchRequestInput) => (await search(req)).jobs.map((j) => j.title).sort();
  const base = FIXTURE_JOBS[0]!;

  beforeAll(async () => {
    db = await createTestDatabase('pgprefix');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await upsertJobs(pool, [
      { ...base, title: 'Platform Engineer', sourceId: 'p-1' },
      { ...base, title: 'Data Engineering Lead', sourceId: 'p-2' },
      { ...base, title: 'Store Clerk', description: '<p>Some engineering on the side.</p>', sourceId: 'p-3' },
    ]);
    backend = createPostgresSearchBackend(db.url, { max: 2 });
  });
  afterAll(async () => {
    await backend.close();
    await pool.end();
    await db.drop();
  });

  it('keeps every lexeme of jobs written by upsert, by update and by COPY', async () => {
    expect(await missingSearchLexemes(pool)).toEqual([]);
    await pool.query(`UPDATE jobs SET description = '<p>Quokkas welcome.</p>' WHERE source_id = 'p-3'`);
    const copy = await pool.connect();
    try {
      await copy.query(`CREATE TEMP TABLE one AS SELECT * FROM jobs WHERE source_id = 'p-1'`);
      await copy.query(`UPDATE one SET source_id = 'p-copy', title = 'Wombat Wrangler'`);
      // What the seed's bulk load does: rows in with COPY (here from the temp table's text).
      const { rows } = await copy.query<{ line: string }>(
        `SELECT concat_ws(E'\\t', slug, title, company, location, job_type, work_setting, category, description, url, source, source_id, posted_at) AS line FROM one`,
      );
      const stream = copy.query(
        copyFrom(
          `COPY jobs (slug, title, company, location, job_type, work_setting, category, description, url, source, source_id, posted_at) FROM STDIN`,
        ),
      );
      await new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve).on('error', reject);
        stream.end(`${rows[0]!.line}\n`);
      });
    } finally {
      copy.release();
    }
    const known = await pool.query<{ lexeme: string }>(
      `SELECT lexeme FROM search_lexemes WHERE lexeme IN ('quokka', 'wombat', 'wrangler')`,
    );
    expect(known.rows.map((r) => r.lexeme).sort()).toEqual(['quokka', 'wombat', 'wrangler']);
    expect(await missingSearchLexemes(pool)).toEqual([]);
  });

  it('names the lexemes a complete word begins, and leaves a prefix that begins none or too many', async () => {
    expect(await expandPrefixes(pool, `'platform' & 'engin':*`)).toBe(`'platform' & 'engin'`);
    await upsertJobs(pool, [{ ...base, title: 'Enginuity Consultant', sourceId: 'p-4' }]);
    expect(await expandPrefixes(pool, `'engin':*`)).toBe(`( 'engin' | 'enginu' )`);
    expect(await expandPrefixes(pool, `'zzyzx':*`)).toBe(`'zzyzx':*`);
    const many = Array.from({ length: MAX_PREFIX_LEXEMES + 1 }, (_, i) => `qa${String.fromCharCode(97 + i)}word`);
    await upsertJobs(pool, [{ ...base, title: many.join(' '), sourceId: 'p-5' }]);
    expect(await expandPrefixes(pool, `!'qa':*`)).toBe(`!'qa':*`);
  });

  it('finds what the prefix finds: "engineer" finds engineers, engineering and Enginuity', async () => {
    backend.invalidate?.();
    expect(await titles({ query: 'engineer' })).toEqual([
      'Data Engineering Lead',
      'Enginuity Consultant',
      'Platform Engineer',
    ]);
    expect(await titles({ query: 'data engin' })).toEqual(['Data Engineering Lead']);
  });

  it('finds a job that brings a new lexeme for a prefix once jobs change', async () => {
    backend.invalidate?.();
    expect(await titles({ query: 'platform engin' })).toEqual(['Platform Engineer']);
    await upsertJobs(pool, [{ ...base, title: 'Platform Enginesmith', sourceId: 'p-6' }]);
    backend.invalidate?.();
    expect(await titles({ query: 'platform engin' })).toEqual(['Platform Engineer', 'Platform Enginesmith']);
  });
});
