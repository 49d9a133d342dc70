// Structured logs (pino). Every line names its service; HTTP lines carry the request id.
// JSON by default, written asynchronously (a burst of requests shares a write); LOG_FORMAT=pretty
// gives readable lines for a person at a terminal (`make start` sets it there).
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

export function createLogger(service: string, level: string, format: LogFormat = 'json'): Logger {
  const options = { name: service, level, base: { service } };
  if (format === 'pretty') {
    return pino(
      options,
      pretty({ colorize: true, singleLine: true, ignore: 'pid,hostname,service', translateTime: 'HH:MM:ss' }),
    );
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
