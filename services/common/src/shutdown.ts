// Graceful shutdown: on SIGTERM/SIGINT run the closers in order (stop taking work,
// finish what is in flight, close connections), then exit.
import type { Logger } from 'pino';

export function onShutdown(logger: Logger, closers: Array<() => Promise<unknown>>, timeoutMs = 30_000): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    void (async () => {
      for (const close of closers) {
        try {
          await close();
        } catch (error) {
          logger.error({ err: error }, 'error while shutting down');
        }
      }
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
