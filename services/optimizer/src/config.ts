// Optimizer worker settings, parsed once at start. The engine is Claude when an
// Anthropic key is set, the local rule-based engine otherwise.
import { baseEnvSchema, portSchema } from '@highpay/common';
import { z } from 'zod';

export const optimizerEnvSchema = baseEnvSchema.extend({
  OPTIMIZER_PORT: portSchema(8082),
  OPTIMIZER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** How long a job stays locked to its worker without a renewal: a dead worker's job is retaken after this. */
  OPTIMIZER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often workers look for jobs whose worker died. */
  OPTIMIZER_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
  ANTHROPIC_BASE_URL: z.url().optional(),
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
});
export type OptimizerConfig = Readonly<z.output<typeof optimizerEnvSchema>>;
