// `npm run ingest -- --status` as a table a person reads at a terminal: one line a source
// with its open and listed jobs, the error of its newest failed run beneath it, and the
// paused sources (boards that answered 404 run after run) listed at the end.
import { PAUSE_AFTER_NOT_FOUND } from './ingest-run.store.js';
import type { SourceStatus } from './source-status.service.js';

const HEADER = ['SOURCE', 'CONNECTOR', 'EVERY', 'LAST RUN (UTC)', 'BY', 'RESULT', 'JOBS', 'LISTED', 'SEEN', 'ADDED'];
const TAIL = ['UPDATED', 'UNCHANGED', 'REOPENED', 'CLOSED', 'SKIPPED', 'REPAIRED'];
/** Columns from here on are numbers, right-aligned. */
const FIRST_NUMBER = 6;

export function formatStatusTable(statuses: readonly SourceStatus[]): string {
  if (statuses.length === 0) return 'No sources are configured and none has run.\n';
  const rows = statuses.map((status) => {
    const run = status.lastRun;
    const counts = run?.ok
      ? [run.seen, run.added, run.updated, run.unchanged, run.reopened, run.closed, run.skipped, run.repaired].map(
          String,
        )
      : Array<string>(8).fill('-');
    return [
      status.name,
      status.connector,
      status.every ?? 'not configured',
      run ? minute(run.startedAt) : 'never',
      run?.trigger ?? '-',
      status.paused ? 'paused' : run ? (run.ok === null ? 'running' : run.ok ? 'ok' : 'failed') : '-',
      String(status.jobs.open),
      String(status.jobs.listed),
      ...counts,
    ];
  });
  const table = [[...HEADER, ...TAIL], ...rows];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => (col >= FIRST_NUMBER ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(table[0]!)];
  statuses.forEach((status, i) => {
    out.push(line(rows[i]!));
    if (status.lastError)
      out.push(
        `    last error (${minute(status.lastError.at)}${status.lastRun?.ok ? ', since recovered' : ''}): ${status.lastError.error}`,
      );
  });
  const paused = statuses.filter((status) => status.paused);
  const jobs = statuses.reduce((sum, status) => sum + status.jobs.listed, 0);
  out.push('', `${statuses.length} sources, ${jobs} jobs listed.`);
  if (paused.length > 0)
    out.push(
      `Paused (HTTP 404 on the last ${PAUSE_AFTER_NOT_FOUND} runs; \`npm run ingest -- --source NAME\` tries one again):`,
      ...paused.map((status) => `  ${status.name}`),
    );
  return `${out.join('\n')}\n`;
}

function minute(date: Date): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')}`;
}
