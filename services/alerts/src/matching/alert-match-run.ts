// A period's due run on OpenSearch: the window's end is fixed once for the period, the listed
// jobs first written since the earliest due alert's window start are percolated once against
// every alert, and each due alert's matches are stored in PostgreSQL together with the run's
// finished mark. A run killed before that commit stores nothing and is done again in full.
import type pg from 'pg';
import { INDEXED_JOB_COLUMNS, toDocument, type IndexedJobRow } from '@highpay/common/search/engine-mapping';
import { LISTED } from '@highpay/common';
import type { EngineAlertIndex } from './engine-alert-matcher.js';

/** Alerts' matches written per INSERT of the run's transaction. */
const STORE_PAGE = 5_000;
/** Days a run's matches are kept: its digests are sent within hours, even a weekly period's. */
const KEEP_DAYS = 8;

export interface AlertMatchRun {
  /** The window end every covered alert's digest is claimed with. */
  through: Date;
  /** False when the run had been stored already (by an earlier or a concurrent due run). */
  stored: boolean;
  jobs: number;
  matches: number;
}

export interface AlertMatchRunner {
  /** Matches the due alerts of `periodKey` in bulk, once per period key. */
  run(periodKey: string, alertIds: readonly string[], now?: Date): Promise<AlertMatchRun>;
}

export function createAlertMatchRunner(
  alerts: Pick<EngineAlertIndex, 'percolate'>,
  pool: Pick<pg.Pool, 'query' | 'connect'>,
): AlertMatchRunner {
  return {
    async run(periodKey, alertIds, now = new Date()) {
      await pool.query(`DELETE FROM alert_match_runs WHERE created_at < now() - make_interval(days => $1)`, [
        KEEP_DAYS,
      ]);
      // The first due run of the period fixes its window end; one done again keeps it.
      await pool.query(
        `INSERT INTO alert_match_runs (period_key, through) VALUES ($1, $2) ON CONFLICT (period_key) DO NOTHING`,
        [periodKey, now],
      );
      const { rows: runs } = await pool.query<{ through: Date; finished_at: Date | null }>(
        `SELECT through, finished_at FROM alert_match_runs WHERE period_key = $1`,
        [periodKey],
      );
      const through = runs[0]!.through;
      if (runs[0]!.finished_at) return { through, stored: false, jobs: 0, matches: 0 };

      const { rows: starts } = await pool.query<{ after: Date | null }>(
        `SELECT min(COALESCE(matched_through, confirmed_at)) AS after FROM job_alerts WHERE id = ANY($1::uuid[])`,
        [alertIds],
      );
      const { rows } = await pool.query<IndexedJobRow>(
        `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j
          WHERE ${LISTED} AND ($1::timestamptz IS NULL OR j.created_at > $1) AND j.created_at <= $2`,
        [starts[0]?.after ?? null, through],
      );
      const found = rows.length > 0 ? await alerts.percolate(rows.map(toDocument)) : new Map<string, string[]>();
      const due = alertIds.map((id) => ({ id, jobIds: found.get(id) ?? [] }));
      const matches = due.reduce((sum, alert) => sum + alert.jobIds.length, 0);
      const stored = await storeRun(pool, periodKey, due);
      return { through, stored, jobs: rows.length, matches };
    },
  };
}

/** Stores every due alert's matches (a row even with none: the run covered it) and the finished mark, at once. */
async function storeRun(
  pool: Pick<pg.Pool, 'connect'>,
  periodKey: string,
  due: readonly { id: string; jobIds: readonly string[] }[],
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Locks the run: a concurrent due run of the same period waits here, then stores nothing.
    const { rowCount } = await client.query(
      `UPDATE alert_match_runs SET finished_at = now() WHERE period_key = $1 AND finished_at IS NULL`,
      [periodKey],
    );
    if (rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    for (let start = 0; start < due.length; start += STORE_PAGE) {
      const page = due.slice(start, start + STORE_PAGE);
      // An alert deleted since it was listed is left out.
      await client.query(
        `INSERT INTO alert_matches (period_key, alert_id, job_ids)
         SELECT $1, m.alert_id, m.job_ids::int[]
           FROM unnest($2::uuid[], $3::text[]) AS m(alert_id, job_ids)
           JOIN job_alerts a ON a.id = m.alert_id`,
        [periodKey, page.map((a) => a.id), page.map((a) => `{${a.jobIds.join(',')}}`)],
      );
    }
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
