// `npm run ingest`: run one configured source now, ingest a saved response as a source,
// print each source's last run and jobs, or try every source once (--check, no database). Exit codes: 0 done, 1 the run failed (recorded), 64 bad
// arguments or unknown source, 65 the file is not the feed's JSON, 66 the file cannot be
// read, 69 the database cannot be used, 78 bad configuration or sources file.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfigOrExit, pendingMigrations } from '@highpay/common';
import pg from 'pg';
import { ingestEnvSchema } from '../config.js';
import { createFeedClient, FeedError } from '../connectors/feed.client.js';
import { CONNECTOR_NAMES, ZIngestSource, type ConnectorName, type IngestSource } from '../sources/ingest-source.js';
import { createPgIngestRunStore } from '../runs/ingest-run.store.js';
import { IngestRunError, runSource, type RunSummary } from '../runs/ingest-run.service.js';
import { loadSourcesOrExit } from '../sources/sources-exit.js';
import { pgJobCounts, sourceStatuses } from '../runs/source-status.service.js';
import { checkSources, formatChecks } from '../runs/source-check.js';
import type { ConfiguredSource } from '../sources/sources-file.js';
import { formatStatusTable } from '../runs/status-table.js';

const USAGE = `Usage:
  npm run ingest -- --source NAME                 run one configured source now
  npm run ingest -- --connector ${CONNECTOR_NAMES.join('|')} --file PATH --source NAME [--company NAME]
                                                  ingest a saved response (the feed's JSON) as source NAME
  npm run ingest -- --status [--json]             each source's last run, jobs, last error; paused ones
  npm run ingest -- --check [--json]              try every source once: what answered, what did not, why
Sources are read from INGEST_SOURCES_FILE (infra/sources.yaml); jobs go to DATABASE_URL.
Exit codes: 0 done, 1 the run failed (it is recorded) or a source did not answer the check, 64 bad arguments or unknown source,
65 the file is not the feed's JSON, 66 the file cannot be read, 69 the database cannot be used,
78 bad configuration or sources file.`;

/** --check: per request, sources asked at once, and the whole check's limit (it answers in under 30 s). */
const CHECK_TIMEOUT_MS = 10_000;
const CHECK_CONCURRENCY = 24;
const CHECK_DEADLINE_MS = 25_000;

class CliExit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const usageError = (message: string) => new CliExit(64, `${message}\n\n${USAGE}`);

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        source: { type: 'string' },
        connector: { type: 'string' },
        file: { type: 'string' },
        company: { type: 'string' },
        status: { type: 'boolean' },
        check: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw usageError((error as Error).message);
  }
}

type Args = ReturnType<typeof readArgs>;

/** What the arguments ask for, or a usage error naming what is wrong. */
function commandOf(args: Args) {
  if (args.help) return { kind: 'help' } as const;
  if (args.check) {
    const extra = (['source', 'connector', 'file', 'company', 'status'] as const).filter((k) => args[k] !== undefined);
    if (extra.length) throw usageError(`--check takes no ${extra.map((k) => `--${k}`).join(', ')}`);
    return { kind: 'check', json: Boolean(args.json) } as const;
  }
  if (args.status) {
    const extra = (['source', 'connector', 'file', 'company'] as const).filter((k) => args[k] !== undefined);
    if (extra.length) throw usageError(`--status takes no ${extra.map((k) => `--${k}`).join(', ')}`);
    return { kind: 'status', json: Boolean(args.json) } as const;
  }
  if (args.json) throw usageError('--json goes with --status or --check');
  if (args.file !== undefined || args.connector !== undefined) {
    if (!args.file) throw usageError('--connector needs --file PATH (a saved response of that feed)');
    if (!args.connector) throw usageError(`--file needs --connector (${CONNECTOR_NAMES.join(', ')})`);
    if (!(CONNECTOR_NAMES as readonly string[]).includes(args.connector))
      throw usageError(`unknown connector "${args.connector}": one of ${CONNECTOR_NAMES.join(', ')}`);
    if (!args.source) throw usageError('--file needs --source NAME: the jobs are stored as that source');
    return {
      kind: 'file',
      file: args.file,
      connector: args.connector as ConnectorName,
      source: args.source,
      company: args.company,
    } as const;
  }
  if (args.company !== undefined) throw usageError('--company goes with --file');
  if (args.source) return { kind: 'source', source: args.source } as const;
  throw usageError('say what to do: --source NAME, --file PATH with --connector and --source, or --status');
}

/** The source a saved file is ingested as: the configured one of that name, or one made from the arguments. */
function fileSource(
  command: { connector: ConnectorName; source: string; company?: string },
  sources: readonly ConfiguredSource[],
): IngestSource & Partial<Pick<ConfiguredSource, 'attribution'>> {
  const configured = sources.find((s) => s.name === command.source);
  if (configured && configured.connector !== command.connector)
    throw usageError(
      `source ${command.source} is a ${configured.connector} source in the sources file, not ${command.connector}`,
    );
  const board =
    command.source
      .split(':')
      .at(-1)!
      .replace(/[^A-Za-z0-9_.-]/g, '') || 'feed';
  const parsed = ZIngestSource.safeParse({
    ...(configured ?? { connector: command.connector, name: command.source, board }),
    ...(command.company ? { company: command.company } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw usageError(
      `--source ${command.source}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
    );
  }
  return { ...parsed.data, attribution: configured?.attribution };
}

async function readSaved(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliExit(66, `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliExit(65, `${path} is not JSON: ${(error as Error).message}`);
  }
}

function describeRun(summary: RunSummary, from: string): string {
  const lines = [
    `${summary.source} (${summary.connector}, ${from}): ${summary.seen} items: ${summary.added} added, ` +
      `${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.reopened} reopened, ` +
      `${summary.closed} closed, ${summary.skipped} skipped, ${summary.repaired} repaired`,
  ];
  for (const item of summary.skippedItems.slice(0, 10))
    lines.push(`  skipped item ${item.index}${item.id ? ` (id ${item.id})` : ''}: ${item.reason}`);
  if (summary.skippedItems.length > 10) lines.push(`  … and ${summary.skippedItems.length - 10} more`);
  for (const item of summary.repairedItems.slice(0, 10))
    lines.push(`  repaired item ${item.index}${item.id ? ` (id ${item.id})` : ''}: ${item.reason}`);
  if (summary.repairedItems.length > 10) lines.push(`  … and ${summary.repairedItems.length - 10} more repaired`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<number> {
  const command = commandOf(readArgs(process.argv.slice(2)));
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfigOrExit('ingest', ingestEnvSchema);
  const sources = await loadSourcesOrExit('ingest', config.INGEST_SOURCES_FILE);
  if (command.kind === 'check') {
    const client = createFeedClient({ timeoutMs: CHECK_TIMEOUT_MS, retries: 0 });
    const checks = await checkSources(sources, {
      client,
      concurrency: CHECK_CONCURRENCY,
      deadlineMs: CHECK_DEADLINE_MS,
    });
    process.stdout.write(command.json ? `${JSON.stringify(checks, null, 2)}\n` : formatChecks(checks));
    return checks.every((check) => check.ok) ? 0 : 1;
  }
  const source =
    command.kind === 'source'
      ? sources.find((s) => s.name === command.source)
      : command.kind === 'file'
        ? fileSource(command, sources)
        : undefined;
  if (command.kind === 'source' && !source)
    throw new CliExit(
      64,
      `unknown source "${command.source}": ${config.INGEST_SOURCES_FILE} names ${sources.map((s) => s.name).join(', ') || 'none'}`,
    );
  const saved = command.kind === 'file' ? { raw: await readSaved(command.file) } : undefined;

  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  try {
    await usableDatabase(pool);
    const runs = createPgIngestRunStore(pool);
    if (command.kind === 'status') {
      const statuses = await sourceStatuses({ sources, runs, jobCounts: pgJobCounts(pool) });
      process.stdout.write(command.json ? `${JSON.stringify(statuses, null, 2)}\n` : formatStatusTable(statuses));
      return 0;
    }
    const trigger = command.kind === 'file' ? 'file' : 'command';
    const client = createFeedClient({ timeoutMs: config.INGEST_FEED_TIMEOUT_MS });
    try {
      const summary = await runSource(source!, trigger, { pool, runs, client }, saved);
      process.stdout.write(describeRun(summary, command.kind === 'file' ? `from ${command.file}` : 'from its feed'));
      return 0;
    } catch (error) {
      if (!(error instanceof IngestRunError)) throw error;
      const fileShape = saved && error.cause instanceof FeedError && error.cause.failure === 'bad-format';
      process.stderr.write(`ingest: ${error.message}\n  (run ${error.runId} recorded as failed; no job was closed)\n`);
      return fileShape ? 65 : 1;
    }
  } finally {
    await pool.end();
  }
}

/** The database answers and has every migration (ingest_runs among them). */
async function usableDatabase(pool: pg.Pool): Promise<void> {
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    throw new CliExit(69, `cannot use the database: ${(error as Error).message}`);
  }
  const pending = await pendingMigrations(async (sql) => (await pool.query<{ migration_name: string }>(sql)).rows);
  if (pending.length > 0)
    throw new CliExit(69, `the database lacks migrations (${pending.join(', ')}): run npm run migrate first`);
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof CliExit)) throw error;
  process.stderr.write(`ingest: ${error.message}\n`);
  process.exitCode = error.code;
}
