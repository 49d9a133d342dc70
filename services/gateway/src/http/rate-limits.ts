// Per-client request limits, counted in Redis by rate-limiter-flexible so that every gateway
// instance shares them. A client is its address (TRUST_PROXY decides how X-Forwarded-For
// counts), stored only as a hash. Over the limit is a 429 with Retry-After and a message.
// While Redis cannot count, each limit either counts in this instance's memory or refuses
// with a 503 (its rule says which); it never waits on Redis for long nor lets requests through uncounted.
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { AppError, type Redis } from '@highpay/common';
import { OPTIMIZE_MESSAGES, RATE_LIMIT_MESSAGES, UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import type { GatewayConfig } from '../config.js';
import { clientIdOf } from '../optimize/optimize.service.js';

export interface RateLimit {
  /** Counts one request of this client; throws a RATE_LIMITED AppError when it is one too many. */
  consume(clientAddress: string): Promise<void>;
}

interface Rule {
  points: number;
  durationSeconds: number;
  message(retryAfterSeconds: number): string;
  /**
   * Without Redis: count in this instance's memory (each instance then allows the limit on
   * its own), or refuse with this 503 message, for routes that must not run on looser counts
   * or cannot work without Redis anyway.
   */
  withoutRedis: 'count-in-memory' | { refuse: string };
}

export type RateLimitConfig = Pick<
  GatewayConfig,
  | 'QUEUE_PREFIX'
  | 'OPTIMIZE_RATE_LIMIT_PER_HOUR'
  | 'CHECKOUT_RATE_LIMIT_PER_HOUR'
  | 'VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE'
  | 'NEWSLETTER_RATE_LIMIT_PER_HOUR'
  | 'ALERTS_RATE_LIMIT_PER_HOUR'
  | 'SEARCH_RATE_LIMIT_PER_MINUTE'
>;

const HOUR = 3600;
const MINUTE = 60;
/** A Redis that does not answer (frozen, unreachable) must not hold the request longer than this. */
const REDIS_TIMEOUT_MS = 1000;
/** ioredis's states of a connection that was lost (not one still being opened at start). */
const LOST = ['reconnecting', 'close', 'end'] as const;
/** Retry-After of a request refused because Redis cannot count it. */
export const REDIS_DOWN_RETRY_AFTER_SECONDS = 30;

/** One limit per guarded route family. */
export function rateLimitRules(config: RateLimitConfig) {
  return {
    optimize: {
      points: config.OPTIMIZE_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: (seconds) => OPTIMIZE_MESSAGES.rateLimited(Math.ceil(seconds / 60)),
      // Optimizations go through Redis's queue: without it there is nothing to count for.
      withoutRedis: { refuse: OPTIMIZE_MESSAGES.unavailable },
    },
    checkout: {
      points: config.CHECKOUT_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: RATE_LIMIT_MESSAGES.checkout,
      // Each checkout opens a session with the payment provider: none is opened uncounted.
      withoutRedis: { refuse: UNAVAILABLE_MESSAGES.checkout },
    },
    verifyPayment: {
      points: config.VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE,
      durationSeconds: MINUTE,
      message: RATE_LIMIT_MESSAGES.verifyPayment,
      // A buyer checking a payment must get an answer.
      withoutRedis: 'count-in-memory',
    },
    newsletter: {
      points: config.NEWSLETTER_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: RATE_LIMIT_MESSAGES.newsletter,
      withoutRedis: 'count-in-memory',
    },
    alerts: {
      points: config.ALERTS_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: RATE_LIMIT_MESSAGES.newsletter,
      withoutRedis: 'count-in-memory',
    },
    search: {
      points: config.SEARCH_RATE_LIMIT_PER_MINUTE,
      durationSeconds: MINUTE,
      message: RATE_LIMIT_MESSAGES.search,
      // Searching needs PostgreSQL alone, and keeps answering while Redis is away.
      withoutRedis: 'count-in-memory',
    },
  } satisfies Record<string, Rule>;
}

export type RateLimits = Record<keyof ReturnType<typeof rateLimitRules>, RateLimit>;

export function createRateLimits(redis: Redis, config: RateLimitConfig): RateLimits {
  const rules = rateLimitRules(config);
  const lost = lostUntilReady(redis);
  const entries = Object.entries(rules).map(([name, rule]) => [name, createRateLimit(redis, lost, name, rule, config)]);
  return Object.fromEntries(entries) as RateLimits;
}

/** One watcher per connection, however many apps share it. */
const watched = new WeakMap<Redis, () => boolean>();

/**
 * Whether the connection was lost and is not ready again. Each reconnection attempt passes
 * through 'connecting', which by its status alone looks like a connection being opened at start.
 */
function lostUntilReady(redis: Redis): () => boolean {
  let known = watched.get(redis);
  if (!known) {
    let lost = (LOST as readonly string[]).includes(redis.status);
    for (const status of LOST) redis.on(status, () => void (lost = true));
    redis.on('ready', () => void (lost = false));
    known = () => lost;
    watched.set(redis, known);
  }
  return known;
}

function createRateLimit(
  redis: Redis,
  lost: () => boolean,
  name: string,
  rule: Rule,
  config: RateLimitConfig,
): RateLimit {
  const inMemory =
    rule.withoutRedis === 'count-in-memory'
      ? new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds })
      : undefined;
  const limiter = new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.QUEUE_PREFIX}:ratelimit:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      // A client over its limit is refused from memory until the window ends, not by a Redis call each time.
      inMemoryBlockOnConsumed: rule.points + 1,
    }),
    // A connection that stays open to a Redis that does not answer would wait for ever: give up.
    timeoutMs: REDIS_TIMEOUT_MS,
    // Redis failed or did not answer in time: the library counts in memory instead, if the rule says so.
    insuranceLimiter: inMemory,
  });
  return {
    async consume(clientAddress) {
      const key = clientIdOf(clientAddress);
      try {
        // A connection that was lost would hold the command until it is back: go without Redis at once.
        if (!lost()) await limiter.consume(key);
        else if (inMemory) await inMemory.consume(key);
        else throw new Error(`Redis connection is ${redis.status}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError('RATE_LIMITED', rule.message(retryAfterSeconds), { retryAfterSeconds });
        }
        if (rule.withoutRedis === 'count-in-memory') throw error;
        throw new AppError('UNAVAILABLE', rule.withoutRedis.refuse, {
          retryAfterSeconds: REDIS_DOWN_RETRY_AFTER_SECONDS,
          cause: error,
        });
      }
    },
  };
}

/** Express middleware: counts the request against `limit` before the route runs. */
export function rateLimited(limit: RateLimit): RequestHandler {
  return async (req, _res, next) => {
    await limit.consume(req.ip ?? '');
    next();
  };
}
