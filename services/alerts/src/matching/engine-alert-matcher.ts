// Job alerts on OpenSearch: each confirmed alert is stored as a percolator query, the query part
// of the search body engine-query.ts builds for /search, so an alert matches exactly what its
// search would. New and changed jobs are percolated against every alert in batches.
import { ALERT_DIGEST_MAX_JOBS, type AlertCriteria } from '@highpay/contracts';
import { createOpenSearchClient } from '@highpay/common/search/opensearch.client';
import type { EngineClient, IndexDefinition } from '@highpay/common/search/engine.client';
import { buildSearchBody } from '@highpay/common/search/engine-query';
import {
  documentToJob,
  indexSettings,
  INDEXED_JOB_COLUMNS,
  STORED_QUERY_PROPERTIES,
  toDocument,
  type IndexedJobRow,
  type JobDocument,
} from '@highpay/common/search/engine-mapping';
import { relevanceSql, type WrittenWindow } from '@highpay/common/search/postgres-query-builder';
import { parseQuery } from '@highpay/common/search/query.parser';
import { LISTED } from '@highpay/common';
import {
  createPostgresPlaceResolver,
  resolveLocation,
  type PlaceResolver,
} from '@highpay/common/search/place-resolver';
import type pg from 'pg';
import type { AlertMatcher, AlertMatches } from './postgres-alert-matcher.js';

/** Jobs sent to the engine per percolate request: each request runs every candidate query once, so batches are large. */
export const PERCOLATE_BATCH = 10_000;
/** A request's documents stay under this many bytes of JSON, well below the engine's 100 MB request limit. */
export const PERCOLATE_BATCH_BYTES = 40 * 1024 * 1024;
/** Percolate requests in flight at once: each request runs every candidate query, so splitting a batch repeats that work. */
export const PERCOLATE_REQUESTS = 1;
/** Alerts read per page of a percolate answer: each page percolates the batch again, so pages are large. */
const PERCOLATE_PAGE = 50_000;
/** Alert ids read per page when the stored queries are listed. */
const LIST_PAGE = 10_000;

/** The job fields the stored queries reference, plus the stored query itself. */
export const PERCOLATOR_MAPPINGS: IndexDefinition['mappings'] = {
  dynamic: 'strict',
  properties: { ...STORED_QUERY_PROPERTIES, alert_query: { type: 'percolator' } },
};

export interface EngineAlertIndex {
  /** Creates the percolator index when it does not exist; 'created' asks for its alerts to be stored again. */
  ensureIndex(): Promise<'created' | 'exists'>;
  hasAlert(alertId: string): Promise<boolean>;
  /** The ids of every stored query. */
  alertIds(): Promise<Set<string>>;
  /** Stores (or replaces) a confirmed or changed alert's query; false when its search finds nothing ever. */
  saveAlert(alertId: string, criteria: AlertCriteria): Promise<boolean>;
  /** Stores many alerts' queries in one bulk request (a rebuild); answers how many were stored. */
  saveAlerts(alerts: readonly { id: string; criteria: AlertCriteria }[]): Promise<number>;
  deleteAlert(alertId: string): Promise<void>;
  /** Every alert (of `alertIds`, when given) each job matches: alert id → ids of the matching jobs. */
  percolate(jobs: readonly JobDocument[], alertIds?: readonly string[]): Promise<Map<string, string[]>>;
  refresh(): Promise<void>;
}

export function createEngineAlertIndex(options: {
  client: EngineClient;
  index: string;
  places: PlaceResolver;
  batchSize?: number;
  /** Bytes of JSON a request's documents stay under. */
  batchBytes?: number;
  requests?: number;
  /** Shards of the index when this creates it. */
  shards?: number;
}): EngineAlertIndex {
  const { client, index, places } = options;
  const batchSize = options.batchSize ?? PERCOLATE_BATCH;
  const requests = options.requests ?? PERCOLATE_REQUESTS;
  const batchBytes = options.batchBytes ?? PERCOLATE_BATCH_BYTES;
  // Sorted by date only so no relevance tier is added: the percolator keeps what matches.
  // Fuzzy: a stored query outlives any lookup of corrections in today's vocabulary.
  const alertQuery = async (criteria: AlertCriteria) =>
    buildSearchBody({ ...criteria, page: 1, sort: 'date' }, await resolveLocation(places, criteria.location), 'fuzzy')
      ?.query;

  return {
    async ensureIndex() {
      if (await client.indexExists(index)) return 'exists';
      const settings = {
        ...indexSettings(),
        ...(options.shards ? { number_of_shards: options.shards } : {}),
        refresh_interval: '1s',
        max_result_window: PERCOLATE_PAGE,
      };
      try {
        await client.createIndex(index, { settings, mappings: PERCOLATOR_MAPPINGS });
        return 'created';
      } catch (error) {
        // Another sender created it meanwhile: that one stores the alerts.
        if (await client.indexExists(index)) return 'exists';
        throw error;
      }
    },
    hasAlert: (alertId) => client.documentExists(index, alertId),
    async alertIds() {
      const hits = await client.searchIds(index, { query: { match_all: {} }, _source: false }, LIST_PAGE);
      return new Set(hits.map((hit) => hit.id));
    },
    async saveAlert(alertId, criteria) {
      const query = await alertQuery(criteria);
      if (!query) {
        await client.removeDocument(index, alertId);
        return false;
      }
      await client.putDocument(index, alertId, { alert_query: query });
      return true;
    },
    async saveAlerts(alerts) {
      const lines: object[] = [];
      for (const alert of alerts) {
        const query = await alertQuery(alert.criteria);
        lines.push(
          query ? { index: { _index: index, _id: alert.id } } : { delete: { _index: index, _id: alert.id } },
          ...(query ? [{ alert_query: query }] : []),
        );
      }
      if (lines.length === 0) return 0;
      const failures = await client.bulk(lines);
      if (failures.length > 0) throw new Error(`${failures.length} alert queries not stored: ${failures[0]}`);
      return lines.filter((line) => 'index' in line).length;
    },
    deleteAlert: (alertId) => client.removeDocument(index, alertId),
    async percolate(jobs, alertIds) {
      const found = new Map<string, string[]>();
      const percolateBatch = async (batch: readonly JobDocument[]) => {
        const query = {
          bool: {
            must: [{ percolate: { field: 'alert_query', documents: [...batch] } }],
            ...(alertIds ? { filter: [{ ids: { values: [...alertIds] } }] } : {}),
          },
        };
        for (const hit of await client.searchIds(index, { query, _source: false }, PERCOLATE_PAGE)) {
          const slots = (hit.fields._percolator_document_slot ?? []) as number[];
          const ids = slots.map((slot) => String(batch[slot]!.id));
          const known = found.get(hit.id);
          if (known) known.push(...ids);
          else found.set(hit.id, ids);
        }
      };
      const batches: JobDocument[][] = [];
      let bytes = 0;
      for (const job of jobs) {
        const size = Buffer.byteLength(JSON.stringify(job));
        const last = batches[batches.length - 1];
        if (!last || last.length >= batchSize || bytes + size > batchBytes) {
          batches.push([job]);
          bytes = size;
        } else {
          last.push(job);
          bytes += size;
        }
      }
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(requests, batches.length) }, async () => {
          while (next < batches.length) await percolateBatch(batches[next++]!);
        }),
      );
      return found;
    },
    refresh: () => client.refresh(index),
  };
}

/**
 * The digest's matcher on OpenSearch: the alert's matches stored by its period's due run
 * (alert-match-run.ts) when that run covered it with this window's end; else the listed jobs
 * first written within the window, percolated against the alert's stored query. Best match
 * first, by the search's relevance as on PostgreSQL (newest first on ties, or without words).
 */
export function createEngineAlertMatcher(alerts: EngineAlertIndex, pool: Pick<pg.Pool, 'query'>): AlertMatcher {
  return {
    async matches(criteria, window: WrittenWindow, alertId?: string, periodKey?: string) {
      if (!alertId) throw new Error('the percolator matches a saved alert: its id is needed');
      const stored = periodKey ? await storedMatchIds(pool, periodKey, alertId, window) : undefined;
      if (stored) return bestMatches(pool, criteria, stored, window);
      // A query whose write was lost (the engine was down at confirmation) is stored now.
      if (!(await alerts.hasAlert(alertId)) && (await alerts.saveAlert(alertId, criteria))) await alerts.refresh();
      const { rows } = await pool.query<IndexedJobRow>(
        `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j
          WHERE ${LISTED} AND ($1::timestamptz IS NULL OR j.created_at > $1) AND j.created_at <= $2
          ORDER BY j.posted_at DESC, j.id DESC`,
        [window.after ?? null, window.through],
      );
      const matched = (await alerts.percolate(rows.map(toDocument), [alertId])).get(alertId) ?? [];
      return bestMatches(pool, criteria, matched.map(Number), window);
    },
  };
}

/** The alert's stored matches; undefined when its period's run did not cover this window. */
async function storedMatchIds(
  pool: Pick<pg.Pool, 'query'>,
  periodKey: string,
  alertId: string,
  window: WrittenWindow,
): Promise<number[] | undefined> {
  const { rows: covered } = await pool.query<{ job_ids: number[] }>(
    `SELECT m.job_ids FROM alert_matches m JOIN alert_match_runs r ON r.period_key = m.period_key
      WHERE m.period_key = $1 AND m.alert_id = $2::uuid AND r.finished_at IS NOT NULL AND r.through = $3`,
    [periodKey, alertId, window.through],
  );
  return covered[0]?.job_ids;
}

/**
 * Of the matched jobs, those still listed and first written within the window, best match
 * first by the alert search's relevance (relevanceSql, as /search on PostgreSQL ranks).
 */
async function bestMatches(
  pool: Pick<pg.Pool, 'query'>,
  criteria: AlertCriteria,
  ids: readonly number[],
  window: WrittenWindow,
): Promise<AlertMatches> {
  const values: unknown[] = [[...ids], window.after ?? null, window.through];
  const relevance = relevanceSql(criteria.query ? parseQuery(criteria.query) : undefined, values);
  const ctes = relevance?.ctes.length ? `WITH ${relevance.ctes.join(',\n  ')}\n` : '';
  const { rows } = await pool.query<IndexedJobRow & { total: number }>(
    `${ctes}SELECT ${INDEXED_JOB_COLUMNS}, count(*) OVER ()::int AS total FROM ${relevance?.from ?? ''}jobs j
      WHERE j.id = ANY($1::int[]) AND ${LISTED}
        AND ($2::timestamptz IS NULL OR j.created_at > $2) AND j.created_at <= $3
      ORDER BY ${relevance ? `${relevance.score} DESC, ` : ''}j.posted_at DESC, j.id DESC
      LIMIT ${ALERT_DIGEST_MAX_JOBS}`,
    values,
  );
  return { jobs: rows.map((row) => documentToJob(toDocument(row))), total: rows[0]?.total ?? 0 };
}

/** The alerts' percolator index on an OpenSearch cluster, `${searchIndex}_alerts`, and the client to close. */
export function createOpenSearchAlertIndex(options: {
  nodes: string[];
  searchIndex: string;
  pool: Pick<pg.Pool, 'query'>;
}): EngineAlertIndex & { close(): Promise<void> } {
  const client = createOpenSearchClient(options.nodes, { requestTimeoutMs: 30_000, maxRetries: 2 });
  const alerts = createEngineAlertIndex({
    client,
    index: `${options.searchIndex}_alerts`,
    places: createPostgresPlaceResolver(options.pool),
  });
  return { ...alerts, close: () => client.close() };
}
