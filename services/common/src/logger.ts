// Structured logs (pino). Every line names its service; HTTP lines carry the request id.
// Lines go to stdout asynchronously: a burst of requests shares a write instead of each
// line costing a system call on the request's path. pino flushes what is left at exit.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level: string): Logger {
  return pino({ name: service, level, base: { service } }, pino.destination({ dest: 1, sync: false }));
}
