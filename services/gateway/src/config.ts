// Gateway settings, parsed once at start.
import { baseEnvSchema, portSchema, urlSchema } from '@highpay/common';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: portSchema(8080),
  PUBLIC_BASE_URL: urlSchema('http://localhost:8080'),
  SEARCH_SERVICE_URL: urlSchema('http://localhost:8081'),
  PAYMENT_SERVICE_URL: urlSchema('http://localhost:8083'),
  FRONTEND_DIST: z.string().default(fileURLToPath(new URL('../../../frontend/dist', import.meta.url))),
  OPTIMIZE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  OPTIMIZE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
});
export type GatewayConfig = Readonly<z.output<typeof gatewayEnvSchema>>;
