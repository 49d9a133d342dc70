// What every service process does the same way: read its config, make its logger and
// metrics, serve its HTTP apps, and close in order on SIGTERM. main.ts adds its own parts.
import type { RequestListener, Server } from 'node:http';
import express from 'express';
import type { z } from 'zod';
import { loadConfigOrExit, type baseEnvSchema } from './config.js';
import {
  closeServer,
  errorHandler,
  healthRoutes,
  jsonNotFound,
  listen,
  requestContext,
  type ReadinessCheck,
} from './http.js';
import { createLogger, type Logger } from './logger.js';
import { createMetrics, httpMetrics, metricsRoutes, type Metrics } from './metrics.js';
import { onShutdown } from './shutdown.js';

/** A process's config (or exit 78 naming the bad variable), its logger, and its metrics with Node's own. */
export function startService<S extends z.ZodType<z.output<typeof baseEnvSchema>>>(
  service: string,
  schema: S,
): { config: Readonly<z.output<S>>; logger: Logger; metrics: Metrics } {
  const config = loadConfigOrExit(service, schema);
  const logger = createLogger(service, config.LOG_LEVEL, config.LOG_FORMAT);
  const metrics = createMetrics(service, { processMetrics: true });
  return { config, logger, metrics };
}

/**
 * Listens with each app, logs `started` once all listen, and on SIGTERM closes the servers
 * first (no new requests), then runs `closers` in order within `timeoutMs`.
 */
export async function serve(options: {
  logger: Logger;
  listeners: Array<{ app: RequestListener; port: number; host?: string }>;
  started: { details: Record<string, unknown>; message: string };
  closers: Array<() => Promise<unknown>>;
  timeoutMs?: number;
}): Promise<Server[]> {
  const servers: Server[] = [];
  for (const { app, port, host } of options.listeners) servers.push(await listen(app, port, host));
  options.logger.info(options.started.details, options.started.message);
  onShutdown(
    options.logger,
    [...servers.map((server) => () => closeServer(server)), ...options.closers],
    options.timeoutMs,
  );
  return servers;
}

/**
 * An internal port's Express app: request metrics and context, /healthz, /readyz and /metrics,
 * then `routes`, then (unless `notFound: false`) a JSON 404, and the one error handler.
 */
export function serviceApp(options: {
  logger: Logger;
  metrics: Metrics;
  checks: Record<string, ReadinessCheck>;
  health?: Parameters<typeof healthRoutes>[1];
  routes?: (app: express.Express) => void;
  notFound?: boolean;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(httpMetrics(options.metrics));
  app.use(requestContext(options.logger));
  app.use(healthRoutes(options.checks, options.health));
  app.use(metricsRoutes(options.metrics));
  options.routes?.(app);
  if (options.notFound !== false) app.use(jsonNotFound());
  app.use(errorHandler());
  return app;
}
