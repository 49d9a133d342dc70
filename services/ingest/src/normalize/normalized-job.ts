// What every connector produces, checked by this schema: the stored job (contracts'
// ZStoredJob, the writer's JobInput) with stricter checks, which the feed writer stores
// with the keys that find its copies.
import { JOB_TYPES, ZStoredJob } from '@highpay/contracts';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

/** The stored job, narrowed to what a connector must produce: named, typed, linked over http(s). */
export const ZNormalizedJob = ZStoredJob.omit({ sample: true }).extend({
  slug: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  jobType: z.enum(JOB_TYPES),
  salaryYearlyUsdRateDate: z.iso.date().nullable(),
  url: httpUrl,
  applyUrl: httpUrl.nullable(),
  source: z.string().min(1),
  sourceId: z.string().min(1),
  attribution: z.object({ name: z.string(), url: httpUrl }).nullable(),
});
export type NormalizedJob = z.infer<typeof ZNormalizedJob>;
