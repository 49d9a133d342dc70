// Redis connections. Workers' connections must never give up on a command
// (maxRetriesPerRequest: null), as BullMQ requires. While Redis is away, ioredis reports
// every reconnection attempt and BullMQ passes each on: redisOutageLog says it once.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isDependencyUnavailable } from './errors.js';

export { Redis };

export function createRedis(
  url: string,
  options: {
    forWorker?: boolean;
    /** Where its errors go, once per outage (redisOutageLog); without one, ioredis prints each on stderr. */
    logger?: Logger;
    /** What the connection is for, in its log lines. */
    name?: string;
  } = {},
): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: options.forWorker ? null : 3,
    enableReadyCheck: true,
    lazyConnect: false,
  });
  if (options.logger) {
    const outages = redisOutageLog(options.logger, options.name ?? 'redis');
    redis.on('error', outages.error);
    redis.on('ready', outages.ready);
  }
  return redis;
}

/** What says Redis cannot be reached or dropped the connection, from ioredis or BullMQ. */
export function isRedisConnectionError(error: unknown): boolean {
  if (isDependencyUnavailable(error)) return true;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'MaxRetriesPerRequestError' ||
    name === 'ConnectionClosedError' ||
    (typeof message === 'string' && /^(Connection is closed|Command timed out|Stream isn't writeable)/.test(message))
  );
}

/** For sources that never say they are ready again (a Queue, QueueEvents): after this long without an error, the next starts a new outage. */
export const REDIS_OUTAGE_QUIET_MS = 60_000;

export interface RedisOutageLog {
  /** An 'error' listener: the first connection error of an outage at warn, the rest counted; any other error at error. */
  error(this: void, error: Error): void;
  /** A 'ready' listener (ioredis connections and BullMQ workers emit it): the outage is over. */
  ready(this: void): void;
}

/**
 * Logs a Redis outage once, at warn, with its first error, and its end at info, instead of a
 * line for each reconnection attempt and each failed command. For ioredis connections and
 * BullMQ Queue, Worker and QueueEvents ('error', and 'ready' where they emit it).
 */
export function redisOutageLog(logger: Logger, name: string, now: () => number = Date.now): RedisOutageLog {
  let outage: { since: number; lastAt: number; errors: number } | undefined;
  return {
    error(error) {
      if (!isRedisConnectionError(error)) {
        logger.error({ err: error, redis: name }, `${name}: Redis error`);
        return;
      }
      const at = now();
      if (outage && at - outage.lastAt < REDIS_OUTAGE_QUIET_MS) {
        outage.errors++;
        outage.lastAt = at;
        return;
      }
      outage = { since: at, lastAt: at, errors: 1 };
      logger.warn(
        { err: error, redis: name },
        `${name}: Redis unreachable; retrying, and logging again once it is back`,
      );
    },
    ready() {
      if (!outage) return;
      const { since, errors } = outage;
      outage = undefined;
      logger.info({ redis: name, errors, downMs: now() - since }, `${name}: Redis is back`);
    },
  };
}
