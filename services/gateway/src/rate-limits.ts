// Per-client request limits, counted in Redis by rate-limiter-flexible so that every gateway
// instance shares them. A client is its address (TRUST_PROXY decides how X-Forwarded-For
// counts), stored only as a hash. Over the limit is a 429 with Retry-After and a message.
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { AppError, type Redis } from '@highpay/common';
import { OPTIMIZE_MESSAGES, RATE_LIMIT_MESSAGES } from '@highpay/contracts';
import type { GatewayConfig } from './config.js';
import { clientIdOf } from './optimize.service.js';

export interface RateLimit {
  /** Counts one request of this client; throws a RATE_LIMITED AppError when it is one too many. */
  consume(clientAddress: string): Promise<void>;
}

interface Rule {
  points: number;
  durationSeconds: number;
  message(retryAfterSeconds: number): string;
}

export type RateLimitConfig = Pick<
  GatewayConfig,
  | 'QUEUE_PREFIX'
  | 'OPTIMIZE_RATE_LIMIT_PER_HOUR'
  | 'CHECKOUT_RATE_LIMIT_PER_HOUR'
  | 'VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE'
  | 'NEWSLETTER_RATE_LIMIT_PER_HOUR'
  | 'SEARCH_RATE_LIMIT_PER_MINUTE'
>;

const HOUR = 3600;
const MINUTE = 60;
/** A Redis that does not answer (frozen, unreachable) must not hold the request: count in memory instead. */
const REDIS_TIMEOUT_MS = 1000;

/** One limit per guarded route family. */
export function rateLimitRules(config: RateLimitConfig) {
  return {
    optimize: {
      points: config.OPTIMIZE_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: (seconds) => OPTIMIZE_MESSAGES.rateLimited(Math.ceil(seconds / 60)),
    },
    checkout: {
      points: config.CHECKOUT_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: RATE_LIMIT_MESSAGES.checkout,
    },
    verifyPayment: {
      points: config.VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE,
      durationSeconds: MINUTE,
      message: RATE_LIMIT_MESSAGES.verifyPayment,
    },
    newsletter: {
      points: config.NEWSLETTER_RATE_LIMIT_PER_HOUR,
      durationSeconds: HOUR,
      message: RATE_LIMIT_MESSAGES.newsletter,
    },
    search: {
      points: config.SEARCH_RATE_LIMIT_PER_MINUTE,
      durationSeconds: MINUTE,
      message: RATE_LIMIT_MESSAGES.search,
    },
  } satisfies Record<string, Rule>;
}

export type RateLimits = Record<keyof ReturnType<typeof rateLimitRules>, RateLimit>;

export function createRateLimits(redis: Redis, config: RateLimitConfig): RateLimits {
  const rules = rateLimitRules(config);
  const entries = Object.entries(rules).map(([name, rule]) => [name, createRateLimit(redis, name, rule, config)]);
  return Object.fromEntries(entries) as RateLimits;
}

function createRateLimit(redis: Redis, name: string, rule: Rule, config: RateLimitConfig): RateLimit {
  const store = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${config.QUEUE_PREFIX}:ratelimit:${name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    // A client over its limit is refused from memory until the window ends, not by a Redis call each time.
    inMemoryBlockOnConsumed: rule.points + 1,
    // When Redis fails a command, each instance counts on its own rather than failing the request.
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
  });
  // ioredis waits for ever on a connection that stays open: the wrapper gives up and uses the insurance limiter.
  const limiter = new RLWrapperTimeouts({ limiter: store, timeoutMs: REDIS_TIMEOUT_MS });
  return {
    async consume(clientAddress) {
      try {
        await limiter.consume(clientIdOf(clientAddress));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', rule.message(retryAfterSeconds), { retryAfterSeconds });
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
