// Search service settings, parsed once at start.
import { baseEnvSchema, portSchema } from '@highpay/common';
import { z } from 'zod';

export const searchEnvSchema = baseEnvSchema
  .extend({
    SEARCH_PORT: portSchema(8081),
    SEARCH_BACKEND: z.enum(['postgres', 'elasticsearch']).default('postgres'),
    ELASTICSEARCH_URL: z.url().optional(),
    ELASTICSEARCH_INDEX: z.string().regex(/^[a-z0-9_-]+$/).default('jobs'),
  })
  .refine((c) => c.SEARCH_BACKEND !== 'elasticsearch' || c.ELASTICSEARCH_URL, {
    message: 'ELASTICSEARCH_URL is required when SEARCH_BACKEND=elasticsearch',
    path: ['ELASTICSEARCH_URL'],
  });
export type SearchConfig = Readonly<z.output<typeof searchEnvSchema>>;
