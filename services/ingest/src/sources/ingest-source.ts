// One configured feed: which connector reads it, which board, and what the board leaves
// out (a company name for Lever and Ashby). `name` is the jobs' `source` column.
import { JOB_CATEGORIES } from '@highpay/contracts';
import { z } from 'zod';

export const CONNECTOR_NAMES = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'remoteok',
  'himalayas',
  'arbeitnow',
  'remotive',
] as const;
export type ConnectorName = (typeof CONNECTOR_NAMES)[number];

const common = {
  /** Unique per source; stored as jobs.source, so it must not change once jobs are in. */
  name: z.string().regex(/^[a-z0-9][a-z0-9:._-]{0,63}$/, 'lower-case letters, digits and : . _ -'),
  /** Shown as the employer when the feed names none. */
  company: z.string().min(1).optional(),
  /** Category for jobs whose title and team say nothing the board knows. */
  category: z.enum(JOB_CATEGORIES.map((c) => c.slug) as [string, ...string[]]).optional(),
  /** Another origin for the feed (a test server); its host must still be allowed. */
  baseUrl: z.string().url().optional(),
};
/** Pages read per run of a paged aggregator (its newest jobs); a job beyond them is not listed. */
const pages = z.number().int().min(1).max(500).optional();
const board = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'a board token, site or slug');

export const ZIngestSource = z.discriminatedUnion('connector', [
  z.object({ connector: z.literal('greenhouse'), board, region: z.enum(['us', 'eu']).default('us'), ...common }),
  z.object({ connector: z.literal('lever'), board, region: z.enum(['global', 'eu']).default('global'), ...common }),
  z.object({ connector: z.literal('ashby'), board, ...common }),
  z.object({ connector: z.literal('workable'), board, ...common }),
  z.object({ connector: z.literal('remoteok'), ...common }),
  z.object({ connector: z.literal('himalayas'), pages, ...common }),
  z.object({ connector: z.literal('arbeitnow'), pages, ...common }),
  z.object({ connector: z.literal('remotive'), ...common }),
]);
export type IngestSource = z.infer<typeof ZIngestSource>;
export type SourceOf<C extends ConnectorName> = Extract<IngestSource, { connector: C }>;

/** A list of sources with unique names (what the ingest config will hold). */
export const ZIngestSources = z
  .array(ZIngestSource)
  .refine((sources) => new Set(sources.map((s) => s.name)).size === sources.length, 'source names must be unique');
