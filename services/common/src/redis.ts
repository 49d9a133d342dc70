// Redis connections. Workers' connections must never give up on a command
// (maxRetriesPerRequest: null), as BullMQ requires.
import { Redis } from 'ioredis';

export { Redis };

export function createRedis(url: string, options: { forWorker?: boolean } = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: options.forWorker ? null : 3,
    enableReadyCheck: true,
    lazyConnect: false,
  });
}
