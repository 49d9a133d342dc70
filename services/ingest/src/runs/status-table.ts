// `npm run ingest -- --status` as a table a person reads at a terminal: one line a source,
// with the error of a failed last run beneath it.
import type { SourceStatus } from './source-status.service.js';

const HEADER = ['SOURCE', 'CONNECTOR', 'EVERY', 'LAST RUN (UTC)', 'BY', 'RESULT', 'SEEN', 'ADDED', 'UPDATED'];
const TAIL = ['UNCHANGED', 'REOPENED', 'CLOSED', 'SKIPPED', 'REPAIRED'];

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
      run ? (run.ok === null ? 'running' : run.ok ? 'ok' : 'failed') : '-',
      ...counts,
    ];
  });
  const table = [[...HEADER, ...TAIL], ...rows];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => (col >= 6 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(table[0]!)];
  statuses.forEach((status, i) => {
    out.push(line(rows[i]!));
    if (status.lastRun?.ok === false) out.push(`    error: ${status.lastRun.error ?? 'unknown'}`);
  });
  return `${out.join('\n')}\n`;
}

function minute(date: Date): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')}`;
}
