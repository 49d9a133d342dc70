// Job alerts as percolator queries (SEARCH_BACKEND=opensearch): each confirmed alert's query
// is kept in step with PostgreSQL, all are stored again when the index was missing, and any
// one lost from the index is stored again by the next due run.
import type { Logger, PrismaClient } from '@highpay/common';
import { ZAlertCriteria } from '@highpay/contracts';
import type { EngineAlertIndex } from './engine-alert-matcher.js';

/** Alerts read from PostgreSQL per page of a rebuild. */
const REBUILD_PAGE = 1000;

/** Stores a confirmed alert's query, or deletes the query of one gone or unconfirmed. */
export async function syncAlertQuery(
  index: EngineAlertIndex,
  prisma: PrismaClient,
  alertId: string,
): Promise<'stored' | 'deleted'> {
  const alert = await prisma.jobAlert.findUnique({
    where: { id: alertId },
    select: { criteria: true, confirmedAt: true },
  });
  if (!alert?.confirmedAt) {
    await index.deleteAlert(alertId);
    return 'deleted';
  }
  await index.saveAlert(alertId, ZAlertCriteria.parse(alert.criteria));
  // Searchable now, not at the next refresh: a digest percolates by the alert's id.
  await index.refresh();
  return 'stored';
}

/** Stores again, in bulk, every confirmed alert whose query the index lacks; answers how many were missing. */
export async function restoreMissingQueries(
  index: EngineAlertIndex,
  prisma: PrismaClient,
  logger: Logger,
): Promise<number> {
  const stored = await index.alertIds();
  const confirmed = await prisma.jobAlert.findMany({ where: { confirmedAt: { not: null } }, select: { id: true } });
  const missing = confirmed.map((a) => a.id).filter((id) => !stored.has(id));
  if (missing.length === 0) return 0;
  for (let start = 0; start < missing.length; start += REBUILD_PAGE) {
    const page = await prisma.jobAlert.findMany({
      where: { id: { in: missing.slice(start, start + REBUILD_PAGE) }, confirmedAt: { not: null } },
      select: { id: true, criteria: true },
    });
    await index.saveAlerts(page.map((a) => ({ id: a.id, criteria: ZAlertCriteria.parse(a.criteria) })));
  }
  await index.refresh();
  logger.info({ missing: missing.length }, 'job alert queries missing from the percolator index stored again');
  return missing.length;
}

/** Creates the index when it is missing and then stores every confirmed alert; answers how many. */
export async function prepareAlertQueries(
  index: EngineAlertIndex,
  prisma: PrismaClient,
  logger: Logger,
): Promise<number> {
  if ((await index.ensureIndex()) === 'exists') return 0;
  let stored = 0;
  let after: string | undefined;
  for (;;) {
    const page = await prisma.jobAlert.findMany({
      where: { confirmedAt: { not: null }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, criteria: true },
      orderBy: { id: 'asc' },
      take: REBUILD_PAGE,
    });
    stored += await index.saveAlerts(page.map((a) => ({ id: a.id, criteria: ZAlertCriteria.parse(a.criteria) })));
    if (page.length < REBUILD_PAGE) break;
    after = page[page.length - 1]!.id;
  }
  await index.refresh();
  logger.info({ stored }, 'job alert percolator index created; confirmed alerts stored');
  return stored;
}
