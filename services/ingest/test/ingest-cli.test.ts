// `npm run ingest` as an operator runs it: a process with its own environment, answering
// on stdout and stderr with an exit code.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestDatabase, jobsOf, outboxMark, outboxSince, type IngestDatabase } from './support/ingest-database.js';

// Each run starts Node with tsx, up to six at once, which is slow on a loaded machine. A test
// waits past its runs' own 60 s limit, so a hung run fails with its output.
vi.setConfig({ testTimeout: 150_000 });

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = 'services/ingest/src/cli/ingest.ts';
const FIXTURES = 'services/ingest/test/fixtures';

let database: IngestDatabase;
let dir: string;
let sourcesFile: string;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function ingest(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=@highpay/source', CLI, ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: database.db.url,
          INGEST_SOURCES_FILE: sourcesFile,
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  database = await ingestDatabase('ingest_cli');
  dir = mkdtempSync(join(tmpdir(), 'ingest-cli-'));
  sourcesFile = join(dir, 'sources.yaml');
  writeFileSync(
    sourcesFile,
    [
      'sources:',
      '  - { name: "lever:cloudco", connector: lever, board: cloudco, company: CloudCo, every: 12h }',
      // A host the Greenhouse connector may not call: its run fails before any request.
      '  - { name: "greenhouse:blocked", connector: greenhouse, board: blocked, baseUrl: "http://127.0.0.1:9" }',
      '  - { name: "remoteok", connector: remoteok }',
    ].join('\n'),
  );
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});

describe('npm run ingest -- --file', () => {
  it.each([
    ['greenhouse', 'greenhouse/jobs.json', 'greenhouse:acme', ['--company', 'Acme Robotics'], 4],
    ['lever', 'lever/postings.json', 'lever:cloudco', [], 4],
    ['ashby', 'ashby/job-board.json', 'ashby:modelworks', ['--company', 'Modelworks'], 3],
    ['workable', 'workable/account.json', 'workable:globex', [], 3],
    ['remoteok', 'remoteok/api.json', 'remoteok', [], 3],
  ])(
    'ingests a saved %s response as the named source and says what it did',
    async (connector, fixture, source, extra, count) => {
      const mark = await outboxMark(database.pool);
      const run = await ingest([
        '--connector',
        connector,
        '--file',
        `${FIXTURES}/${fixture}`,
        '--source',
        source,
        ...extra,
      ]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(`^${source} \\(${connector}, from .*: \\d+ items: ${count} added, 0 updated`),
      );
      const jobs = await jobsOf(database.pool, source);
      expect(jobs.filter((job) => job.listed)).toHaveLength(count);
      expect(await outboxSince(database.pool, mark)).toHaveLength(count);
    },
  );

  it('ingesting the same file again changes nothing and writes no outbox row', async () => {
    const mark = await outboxMark(database.pool);
    const run = await ingest([
      '--connector',
      'lever',
      '--file',
      `${FIXTURES}/lever/postings.json`,
      '--source',
      'lever:cloudco',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 added, 0 updated, 4 unchanged, 0 reopened, 0 closed, 4 skipped/);
    expect(await outboxSince(database.pool, mark)).toEqual([]);
  });

  it('refuses a file for a configured source of another connector, an unreadable file, and a file that is not the feed', async () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '<html>maintenance</html>');
    const notTheFeed = join(dir, 'other.json');
    writeFileSync(notTheFeed, JSON.stringify({ postings: [] }));
    const [otherConnector, missing, html, wrongShape] = await Promise.all([
      ingest(['--connector', 'greenhouse', '--file', `${FIXTURES}/greenhouse/jobs.json`, '--source', 'lever:cloudco']),
      ingest(['--connector', 'lever', '--file', join(dir, 'missing.json'), '--source', 'lever:cloudco']),
      ingest(['--connector', 'lever', '--file', notJson, '--source', 'lever:cloudco']),
      ingest(['--connector', 'greenhouse', '--file', notTheFeed, '--source', 'greenhouse:acme-copy']),
    ]);
    expect([otherConnector.code, otherConnector.stderr]).toEqual([
      64,
      expect.stringContaining('lever:cloudco is a lever source in the sources file, not greenhouse'),
    ]);
    expect([missing.code, missing.stderr]).toEqual([66, expect.stringMatching(/cannot read .*missing\.json: ENOENT/)]);
    expect([html.code, html.stderr]).toEqual([65, expect.stringMatching(/not\.json is not JSON/)]);
    expect([wrongShape.code, wrongShape.stderr]).toEqual([
      65,
      expect.stringMatching(/Greenhouse feed is not in its documented shape/),
    ]);
    expect((await jobsOf(database.pool, 'greenhouse:acme')).every((job) => job.listed)).toBe(true);
  });
});

describe('npm run ingest -- --source', () => {
  it('a source whose feed cannot be fetched exits 1, is recorded as failed, and closes nothing', async () => {
    const run = await ingest(['--source', 'greenhouse:blocked']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/greenhouse:blocked: 127\.0\.0\.1:9 is not a host of this feed/);
    expect(run.stderr).toMatch(/recorded as failed; no job was closed/);
  });

  it('names the configured sources when asked for one that is not', async () => {
    const run = await ingest(['--source', 'greenhouse:nope']);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('unknown source "greenhouse:nope"');
    expect(run.stderr).toContain('lever:cloudco, greenhouse:blocked, remoteok');
  });
});

describe('npm run ingest -- --status', () => {
  it("prints each source's last run, configured sources that never ran, and sources run from a file", async () => {
    const run = await ingest(['--status']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^SOURCE\s+CONNECTOR\s+EVERY\s+LAST RUN \(UTC\)\s+BY\s+RESULT\s+JOBS\s+LISTED\s+SEEN\s+ADDED\s+UPDATED\s+UNCHANGED\s+REOPENED\s+CLOSED\s+SKIPPED\s+REPAIRED$/,
    );
    const row = (name: string) => lines.find((line) => line.startsWith(`${name} `)) ?? '';
    expect(row('lever:cloudco')).toMatch(
      /^lever:cloudco\s+lever\s+12h\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+file\s+ok\s+4\s+4\s+8\s+0\s+0\s+4\s+0\s+0\s+4\s+0$/,
    );
    expect(row('greenhouse:blocked')).toMatch(/\s6h\s.*\scommand\s+failed\s/);
    expect(lines[lines.indexOf(row('greenhouse:blocked')) + 1]).toMatch(
      /^\s+last error \(\d{4}-\d\d-\d\d \d\d:\d\d\): 127\.0\.0\.1:9 is not a host of this feed$/,
    );
    expect(row('greenhouse:acme')).toMatch(/^greenhouse:acme\s+greenhouse\s+not configured\s.*\sfile\s+ok\s/);
    expect(row('remoteok')).toMatch(/\sfile\s+ok\s/);

    const json = await ingest(['--status', '--json']);
    const statuses = JSON.parse(json.stdout) as Array<{ name: string; lastRun: { ok: boolean; added: number } | null }>;
    expect(statuses.find((s) => s.name === 'workable:globex')?.lastRun).toMatchObject({ ok: true, added: 3 });
  });

  it('prints configured sources that never ran as never run', async () => {
    const fresh = await ingestDatabase('ingest_cli_fresh');
    try {
      const run = await ingest(['--status'], { DATABASE_URL: fresh.db.url });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^remoteok\s+remoteok\s+6h\s+never\s+-\s+-/m);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run ingest with arguments or settings that do not hold', () => {
  it('answers bad arguments with 64 and the usage, and a bad sources file with 78 and its problem', async () => {
    const badFile = join(dir, 'bad.yaml');
    writeFileSync(badFile, 'sources:\n  - { name: x, connector: greenhouse, boards: acme }\n');
    const [none, unknownFlag, badConnector, statusAndSource, badSources, missingSources] = await Promise.all([
      ingest([]),
      ingest(['--everything']),
      ingest(['--connector', 'monster', '--file', 'x.json', '--source', 'x']),
      ingest(['--status', '--source', 'remoteok']),
      ingest(['--status'], { INGEST_SOURCES_FILE: badFile }),
      ingest(['--status'], { INGEST_SOURCES_FILE: join(dir, 'absent.yaml') }),
    ]);
    for (const outcome of [none, unknownFlag, badConnector, statusAndSource]) {
      expect(outcome.code).toBe(64);
      expect(outcome.stderr).toContain('Usage:');
    }
    expect(badConnector.stderr).toContain('unknown connector "monster"');
    expect([badSources.code, badSources.stderr]).toEqual([
      78,
      expect.stringMatching(/sources\[0\] \(x\)\.boards: not a setting of a source/),
    ]);
    expect([missingSources.code, missingSources.stderr]).toEqual([
      78,
      expect.stringMatching(/cannot read the sources file .*absent\.yaml/),
    ]);
  });
});
