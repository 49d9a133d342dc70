// While Redis is away, ioredis reports every reconnection attempt: the logs say so once.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { captureLogLines } from '../../../test/support/log-lines.js';
import { createLogger, type Logger } from './logger.js';
import { createRedis, REDIS_OUTAGE_QUIET_MS, redisOutageLog } from './redis.js';

function capturedLogger() {
  const { sink, lines } = captureLogLines<{ level: number; msg: string; redis?: string; errors?: number }>();
  return { logger: createLogger('test', 'debug', 'json', sink), lines };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });
const WARN = 40;
const INFO = 30;
const ERROR = 50;

describe('a Redis outage in the logs', () => {
  it('is one warning for twenty failed reconnections, and one line when Redis is ready again', async () => {
    const { logger, lines } = capturedLogger();
    const connection = new EventEmitter();
    const outages = redisOutageLog(logger, 'rate limits');
    connection.on('error', outages.error).on('ready', outages.ready);
    for (let i = 0; i < 20; i++) connection.emit('error', refused());
    connection.emit('ready');
    connection.emit('ready');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ level, redis, errors }) => ({ level, redis, errors }))).toEqual([
      { level: WARN, redis: 'rate limits', errors: undefined },
      { level: INFO, redis: 'rate limits', errors: 20 },
    ]);
  });

  it('warns again for the next outage: after Redis was ready, or a long quiet spell for a queue that never says', () => {
    const { logger, lines } = capturedLogger();
    let now = 0;
    const outages = redisOutageLog(logger, 'optimize queue', () => now);
    outages.error(refused());
    outages.ready();
    outages.error(refused());
    now += REDIS_OUTAGE_QUIET_MS - 1;
    outages.error(refused());
    now += REDIS_OUTAGE_QUIET_MS;
    outages.error(refused());
    expect(lines.filter((l) => l.level === WARN)).toHaveLength(3);
  });

  it('logs each error that is not about the connection, at error', () => {
    const { logger, lines } = capturedLogger();
    const outages = redisOutageLog(logger, 'render worker');
    outages.error(new Error('Missing lock for job 12. moveToFinished'));
    outages.error(new Error('Missing lock for job 13. moveToFinished'));
    expect(lines.map((l) => l.level)).toEqual([ERROR, ERROR]);
  });

  it('is one warning from a connection createRedis made with a logger, where one without prints "Unhandled error event" each time', async () => {
    const { logger, lines } = capturedLogger();
    /** What ioredis printed with console.error (it does when nothing listens) while it failed to connect for a while. */
    const printed = async (options: { logger?: Logger }) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // Port 9 (discard): refused at once, and ioredis retries every few tens of milliseconds.
      const redis = createRedis('redis://127.0.0.1:9', { ...options, name: 'readiness' });
      try {
        await new Promise((resolve) => setTimeout(resolve, 600));
        return consoleError.mock.calls.map((args) => args.map(String).join(' '));
      } finally {
        redis.disconnect();
        consoleError.mockRestore();
      }
    };
    expect((await printed({})).filter((line) => line.includes('Unhandled error event')).length).toBeGreaterThan(2);
    expect(await printed({ logger })).toEqual([]);
    expect(lines.map(({ level, redis: name }) => ({ level, name }))).toEqual([{ level: WARN, name: 'readiness' }]);
  });
});
