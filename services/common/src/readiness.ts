// Readiness checks for the dependencies most services share.
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { PrismaClient } from './generated/prisma/client.js';
import { pendingMigrations } from './migrations.js';

/** Ready when the database answers and has every migration; through Prisma or a pg pool. */
export function databaseReady(db: PrismaClient | Pick<pg.Pool, 'query'>) {
  const query =
    'query' in db
      ? async (sql: string) => (await db.query<{ migration_name: string }>(sql)).rows
      : (sql: string) => db.$queryRawUnsafe<Array<{ migration_name: string }>>(sql);
  return async (): Promise<string> => {
    const pending = await pendingMigrations(query);
    if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
    return 'migrations applied';
  };
}

export function redisReady(redis: Redis) {
  return async (): Promise<void> => {
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`unexpected answer ${String(pong)}`);
  };
}

/** Asks another service's /readyz; its detail is the search backend that service names, if any. */
export function serviceReady(baseUrl: string) {
  return async (): Promise<string | void> => {
    const res = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(2500) });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as {
        checks?: Record<string, { ok: boolean; detail?: string }>;
      };
      const failing = Object.entries(body.checks ?? {})
        .filter(([, c]) => !c.ok)
        .map(([name, c]) => `${name}: ${c.detail ?? 'down'}`);
      throw new Error(failing.length ? failing.join('; ') : `HTTP ${res.status}`);
    }
    const body = (await res.json().catch(() => ({}))) as { searchBackend?: unknown };
    if (typeof body.searchBackend === 'string') return body.searchBackend;
  };
}
