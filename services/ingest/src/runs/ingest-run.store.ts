// Where each source's runs are recorded (ingest_runs): opened when a run starts, completed
// with what it did or why it failed. The operator's status reads the newest run of each.
import type pg from 'pg';
import type { Repaired, Skipped } from '../connectors/connector.js';

export const INGEST_TRIGGERS = ['schedule', 'command', 'file'] as const;
/** What started a run: its schedule (the worker), `--source NAME`, or `--file PATH`. */
export type IngestTrigger = (typeof INGEST_TRIGGERS)[number];

export interface RunCounts {
  /** Items the feed held. */
  seen: number;
  added: number;
  updated: number;
  unchanged: number;
  reopened: number;
  closed: number;
  skipped: number;
  /** Items written after a change (characters PostgreSQL refuses dropped, a description cut). */
  repaired: number;
}

export interface IngestRun extends RunCounts {
  id: string;
  source: string;
  connector: string;
  trigger: IngestTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  /** Null while the run is going. */
  ok: boolean | null;
  error: string | null;
  /** The HTTP status a failed fetch answered (404, 429), when it answered one. */
  httpStatus: number | null;
  /** The first items the run left out, with why. */
  skippedItems: Skipped[];
  /** The first items the run changed to write them, with what changed. */
  repairedItems: Repaired[];
}

export type RunOutcome =
  | ({ ok: true } & RunCounts & { skippedItems: Skipped[]; repairedItems: Repaired[] })
  | { ok: false; error: string; httpStatus?: number };

/** The newest failed run of a source: when, and why. */
export interface LastError {
  source: string;
  at: Date;
  error: string;
}

export interface IngestRunStore {
  start(run: { source: string; connector: string; trigger: IngestTrigger }): Promise<string>;
  finish(id: string, outcome: RunOutcome): Promise<void>;
  /** The newest run of every source that ever ran. */
  latest(): Promise<IngestRun[]>;
  /** A source's runs, newest first. */
  history(source: string, limit: number): Promise<IngestRun[]>;
  /** Sources whose board answered 404 to each of their last PAUSE_AFTER_NOT_FOUND runs: paused. */
  paused(): Promise<string[]>;
  /** Each source's newest failed run, whatever came after it. */
  lastErrors(): Promise<LastError[]>;
}

/** Runs in a row a board must answer 404 to be paused: it has gone, not blinked. */
export const PAUSE_AFTER_NOT_FOUND = 5;

/** Whether a source's newest runs (newest first) pause it: its last PAUSE_AFTER_NOT_FOUND finished scheduled or asked-for runs all answered 404. */
export function pausedBy(newestFirst: readonly IngestRun[]): boolean {
  const last = newestFirst
    .filter((run) => run.finishedAt !== null && run.trigger !== 'file')
    .slice(0, PAUSE_AFTER_NOT_FOUND);
  return last.length === PAUSE_AFTER_NOT_FOUND && last.every((run) => run.httpStatus === 404);
}

/** Skipped items a run keeps: enough to see what goes wrong with a feed, not the whole feed. */
export const SKIPPED_ITEMS_KEPT = 20;
/** Runs older than this are dropped as a source's next run finishes. */
export const RUNS_KEPT_DAYS = 90;
/**
 * A run still open this long after it started was cut off (its process died): the source's
 * next run records it as failed, so the status does not show it running for ever.
 */
export const RUN_INTERRUPTED_AFTER_MINUTES = 60;
export const INTERRUPTED_ERROR = 'interrupted: the run stopped before it ended (its process exited)';

const SELECT = `SELECT id::text, source, connector, trigger, started_at AS "startedAt", finished_at AS "finishedAt",
         ok, seen, added, updated, unchanged, reopened, closed, skipped, error, skipped_items AS "skippedItems",
         repaired, repaired_items AS "repairedItems", http_status AS "httpStatus"
    FROM ingest_runs`;

export function createPgIngestRunStore(pool: Pick<pg.Pool, 'query'>): IngestRunStore {
  return {
    async start(run) {
      await pool.query(
        `UPDATE ingest_runs SET finished_at = now(), ok = false, error = $3
          WHERE source = $1 AND finished_at IS NULL AND started_at < now() - make_interval(mins => $2)`,
        [run.source, RUN_INTERRUPTED_AFTER_MINUTES, INTERRUPTED_ERROR],
      );
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO ingest_runs (source, connector, trigger) VALUES ($1, $2, $3) RETURNING id::text`,
        [run.source, run.connector, run.trigger],
      );
      return rows[0]!.id;
    },
    async finish(id, outcome) {
      await pool.query(
        `DELETE FROM ingest_runs WHERE source = (SELECT source FROM ingest_runs WHERE id = $1)
            AND started_at < now() - make_interval(days => $2)`,
        [id, RUNS_KEPT_DAYS],
      );
      if (!outcome.ok) {
        await pool.query(
          `UPDATE ingest_runs SET finished_at = now(), ok = false, error = $2, http_status = $3 WHERE id = $1`,
          [id, outcome.error, outcome.httpStatus ?? null],
        );
        return;
      }
      await pool.query(
        `UPDATE ingest_runs SET finished_at = now(), ok = true, seen = $2, added = $3, updated = $4, unchanged = $5,
                reopened = $6, closed = $7, skipped = $8, skipped_items = $9::jsonb,
                repaired = $10, repaired_items = $11::jsonb
          WHERE id = $1`,
        [
          id,
          outcome.seen,
          outcome.added,
          outcome.updated,
          outcome.unchanged,
          outcome.reopened,
          outcome.closed,
          outcome.skipped,
          JSON.stringify(outcome.skippedItems.slice(0, SKIPPED_ITEMS_KEPT)),
          outcome.repaired,
          JSON.stringify(outcome.repairedItems.slice(0, SKIPPED_ITEMS_KEPT)),
        ],
      );
    },
    async latest() {
      const { rows } = await pool.query<IngestRun>(
        `SELECT DISTINCT ON (source) * FROM (${SELECT}) AS r ORDER BY source, "startedAt" DESC, id::bigint DESC`,
      );
      return rows;
    },
    async paused() {
      const { rows } = await pool.query<{ source: string }>(
        `SELECT source FROM (
           SELECT source, http_status,
                  row_number() OVER (PARTITION BY source ORDER BY started_at DESC, id DESC) AS n
             FROM ingest_runs WHERE finished_at IS NOT NULL AND trigger <> 'file') r
          WHERE n <= $1
          GROUP BY source
         HAVING count(*) = $1 AND bool_and(http_status IS NOT DISTINCT FROM 404)
          ORDER BY source`,
        [PAUSE_AFTER_NOT_FOUND],
      );
      return rows.map((row) => row.source);
    },
    async lastErrors() {
      const { rows } = await pool.query<LastError>(
        `SELECT DISTINCT ON (source) source, started_at AS at, error
           FROM ingest_runs WHERE ok = false
          ORDER BY source, started_at DESC, id DESC`,
      );
      return rows;
    },
    async history(source, limit) {
      const { rows } = await pool.query<IngestRun>(
        `${SELECT} WHERE source = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
        [source, limit],
      );
      return rows;
    },
  };
}
