// Job alerts on OpenSearch: each confirmed alert is stored as a percolator query, the query part
// of the search body engine-query.ts builds for /search, so an alert matches exactly what its
// search would. New and changed jobs are percolated against every alert in batches.
import type { estypes } from '@elastic/elasticsearch';
import { Client } from '@opensearch-project/opensearch';
import { ALERT_DIGEST_MAX_JOBS, type AlertCriteria } from '@highpay/contracts';
import type pg from 'pg';
import { buildSearchBody } from '../backends/engine/engine-query.js';
import {
  documentToJob,
  indexSettings,
  INDEXED_JOB_COLUMNS,
  JOB_MAPPINGS,
  toDocument,
  type IndexedJobRow,
  type JobDocument,
} from '../backends/engine/engine-mapping.js';
import type { WrittenWindow } from '../backends/postgres/postgres-query-builder.js';
import { LISTED } from '../shared/job-row.js';
import type { AlertMatcher } from './postgres-alert-matcher.js';
import { createPostgresPlaceResolver, resolveLocation, type PlaceResolver } from '../shared/place-resolver.js';

/** Jobs sent to the engine per percolate request. */
export const PERCOLATE_BATCH = 500;
/** Alerts read per page of a percolate answer: each page percolates the batch again, so pages are large. */
const PERCOLATE_PAGE = 50_000;

/** The job fields the stored queries reference, plus the stored query itself. */
export const PERCOLATOR_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: { ...JOB_MAPPINGS.properties, alert_query: { type: 'percolator' } },
};

export interface EngineAlertIndex {
  /** Creates the percolator index when it does not exist; 'created' asks for its alerts to be stored again. */
  ensureIndex(): Promise<'created' | 'exists'>;
  hasAlert(alertId: string): Promise<boolean>;
  /** Stores (or replaces) a confirmed or changed alert's query; false when its search finds nothing ever. */
  saveAlert(alertId: string, criteria: AlertCriteria): Promise<boolean>;
  /** Stores many alerts' queries in one bulk request (a rebuild); answers how many were stored. */
  saveAlerts(alerts: readonly { id: string; criteria: AlertCriteria }[]): Promise<number>;
  deleteAlert(alertId: string): Promise<void>;
  /** Every alert (of `alertIds`, when given) each job matches: alert id → ids of the matching jobs. */
  percolate(jobs: readonly JobDocument[], alertIds?: readonly string[]): Promise<Map<string, string[]>>;
  refresh(): Promise<void>;
}

interface PercolateHit {
  _id: string;
  fields?: { _percolator_document_slot?: number[] };
}

export function createEngineAlertIndex(options: {
  client: Client;
  index: string;
  places: PlaceResolver;
  batchSize?: number;
}): EngineAlertIndex {
  const { client, index, places } = options;
  const batchSize = options.batchSize ?? PERCOLATE_BATCH;
  // Sorted by date only so no relevance tier is added: the percolator keeps what matches.
  const alertQuery = async (criteria: AlertCriteria) =>
    buildSearchBody({ ...criteria, page: 1, sort: 'date' }, await resolveLocation(places, criteria.location))?.query;

  return {
    async ensureIndex() {
      const { body: exists } = await client.indices.exists({ index });
      if (exists) return 'exists';
      const settings = { ...indexSettings(), refresh_interval: '1s', max_result_window: PERCOLATE_PAGE };
      const { statusCode } = await client.indices.create(
        { index, body: { settings, mappings: PERCOLATOR_MAPPINGS } as unknown as Record<string, unknown> },
        // Another sender created it meanwhile: that one stores the alerts.
        { ignore: [400] },
      );
      return statusCode === 200 ? 'created' : 'exists';
    },
    async hasAlert(alertId) {
      const { body } = await client.exists({ index, id: alertId });
      return body;
    },
    async saveAlert(alertId, criteria) {
      const query = await alertQuery(criteria);
      if (!query) {
        await client.delete({ index, id: alertId }, { ignore: [404] });
        return false;
      }
      await client.index({ index, id: alertId, body: { alert_query: query } });
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
      const { body } = await client.bulk({ body: lines });
      const items = (body as unknown as { items: Array<Record<string, { status: number; error?: unknown }>> }).items;
      const failed = items.map((item) => Object.values(item)[0]!).filter((r) => r.status >= 300 && r.status !== 404);
      if (failed.length > 0) throw new Error(`${failed.length} alert queries not stored: ${JSON.stringify(failed[0])}`);
      return items.filter((item) => 'index' in item).length;
    },
    async deleteAlert(alertId) {
      await client.delete({ index, id: alertId }, { ignore: [404] });
    },
    async percolate(jobs, alertIds) {
      const found = new Map<string, string[]>();
      for (let start = 0; start < jobs.length; start += batchSize) {
        const batch = jobs.slice(start, start + batchSize);
        let searchAfter: string[] | undefined;
        for (;;) {
          const { body } = await client.search({
            index,
            body: {
              query: {
                bool: {
                  must: [{ percolate: { field: 'alert_query', documents: batch } }],
                  ...(alertIds ? { filter: [{ ids: { values: [...alertIds] } }] } : {}),
                },
              },
              _source: false,
              size: PERCOLATE_PAGE,
              sort: [{ _id: 'asc' }],
              ...(searchAfter ? { search_after: searchAfter } : {}),
            } as unknown as Record<string, unknown>,
          });
          const hits = (body as unknown as { hits: { hits: PercolateHit[] } }).hits.hits;
          for (const hit of hits) {
            const ids = (hit.fields?._percolator_document_slot ?? []).map((slot) => String(batch[slot]!.id));
            found.set(hit._id, [...(found.get(hit._id) ?? []), ...ids]);
          }
          if (hits.length < PERCOLATE_PAGE) break;
          searchAfter = [hits[hits.length - 1]!._id];
        }
      }
      return found;
    },
    async refresh() {
      await client.indices.refresh({ index });
    },
  };
}

/**
 * The digest's matcher on OpenSearch: the listed jobs first written within the window are
 * percolated against the alert's stored query, newest first as on PostgreSQL.
 */
export function createEngineAlertMatcher(alerts: EngineAlertIndex, pool: Pick<pg.Pool, 'query'>): AlertMatcher {
  return {
    async matches(criteria, window: WrittenWindow, alertId?: string) {
      if (!alertId) throw new Error('the percolator matches a saved alert: its id is needed');
      // A query whose write was lost (the engine was down at confirmation) is stored now.
      if (!(await alerts.hasAlert(alertId)) && (await alerts.saveAlert(alertId, criteria))) await alerts.refresh();
      const { rows } = await pool.query<IndexedJobRow>(
        `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j
          WHERE ${LISTED} AND ($1::timestamptz IS NULL OR j.created_at > $1) AND j.created_at <= $2
          ORDER BY j.posted_at DESC, j.id DESC`,
        [window.after ?? null, window.through],
      );
      const documents = rows.map(toDocument);
      const matched = new Set((await alerts.percolate(documents, [alertId])).get(alertId) ?? []);
      const jobs = documents.filter((d) => matched.has(String(d.id))).map(documentToJob);
      return { jobs: jobs.slice(0, ALERT_DIGEST_MAX_JOBS), total: jobs.length };
    },
  };
}

/** The alerts' percolator index on an OpenSearch cluster, `${searchIndex}_alerts`, and the client to close. */
export function createOpenSearchAlertIndex(options: {
  nodes: string[];
  searchIndex: string;
  pool: Pick<pg.Pool, 'query'>;
}): EngineAlertIndex & { close(): Promise<void> } {
  const client = new Client({ nodes: options.nodes, requestTimeout: 30_000, maxRetries: 2 });
  const alerts = createEngineAlertIndex({
    client,
    index: `${options.searchIndex}_alerts`,
    places: createPostgresPlaceResolver(options.pool),
  });
  return { ...alerts, close: () => client.close() };
}
