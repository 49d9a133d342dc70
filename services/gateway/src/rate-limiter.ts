// A fixed-window rate limit per client in Redis: one INCR a request, the window's
// expiry set by the first. Shared by every gateway instance.
import type { Redis } from '@highpay/common';

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(clientKey: string): Promise<RateLimitDecision>;
}

const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export function createRedisRateLimiter(
  redis: Redis,
  options: { name: string; limit: number; windowMs: number; keyPrefix: string },
): RateLimiter {
  return {
    async consume(clientKey) {
      const key = `${options.keyPrefix}:ratelimit:${options.name}:${clientKey}`;
      const [count, ttl] = (await redis.eval(SCRIPT, 1, key, String(options.windowMs))) as [number, number];
      return {
        allowed: count <= options.limit,
        remaining: Math.max(0, options.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
  };
}
