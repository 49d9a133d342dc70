// Search service settings, parsed once at start.
import { baseEnvSchema, portSchema } from '@highpay/common';
import { z } from 'zod';
import { COMPUTING_AT_ONCE } from './backends/postgres/postgres-search.backend.js';

export const searchEnvSchema = baseEnvSchema
  .extend({
    SEARCH_PORT: portSchema(8081),
    SEARCH_BACKEND: z.enum(['postgres', 'elasticsearch', 'opensearch']).default('postgres'),
    ELASTICSEARCH_URL: z.url().optional(),
    OPENSEARCH_URL: z.url().optional(),
    /** The alias searches read and the indexer writes (an engine backend). */
    SEARCH_INDEX: z
      .string()
      .regex(/^[a-z0-9_-]+$/, 'lowercase letters, digits, - and _ only')
      .default('jobs'),
    /** PostgreSQL backend: searches computing a ranking or a total at once (about the database's cores). */
    SEARCH_COMPUTING_AT_ONCE: z.coerce.number().int().min(1).max(64).default(COMPUTING_AT_ONCE),
    /** PostgreSQL backend: read the jobs' words and filters into memory and search them there. */
    SEARCH_MEMORY_INDEX: z.stringbool().default(true),
  })
  .refine((c) => c.SEARCH_BACKEND !== 'elasticsearch' || c.ELASTICSEARCH_URL, {
    message: 'ELASTICSEARCH_URL is required when SEARCH_BACKEND=elasticsearch',
    path: ['ELASTICSEARCH_URL'],
  })
  .refine((c) => c.SEARCH_BACKEND !== 'opensearch' || c.OPENSEARCH_URL, {
    message: 'OPENSEARCH_URL is required when SEARCH_BACKEND=opensearch',
    path: ['OPENSEARCH_URL'],
  });
export type SearchConfig = Readonly<z.output<typeof searchEnvSchema>>;
