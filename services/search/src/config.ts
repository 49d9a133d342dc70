// Search service settings, parsed once at start.
import { baseEnvSchema, engineNodesSchema, portSchema, searchIndexSchema } from '@highpay/common';
import { EXACT_TOTAL_LIMIT } from '@highpay/contracts';
import { z } from 'zod';

export const searchEnvSchema = baseEnvSchema
  .extend({
    SEARCH_PORT: portSchema(8081),
    SEARCH_BACKEND: z.enum(['postgres', 'elasticsearch', 'opensearch']).default('postgres'),
    ELASTICSEARCH_URL: engineNodesSchema.optional(),
    OPENSEARCH_URL: engineNodesSchema.optional(),
    SEARCH_INDEX: searchIndexSchema,
    /**
     * Matches are counted exactly up to this many; beyond, answers say "N+" (a lower bound).
     * Higher costs the engine time on broad searches; the search bench raises it to measure exact counting.
     */
    SEARCH_COUNT_UP_TO: z.coerce.number().int().min(EXACT_TOTAL_LIMIT).default(EXACT_TOTAL_LIMIT),
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
