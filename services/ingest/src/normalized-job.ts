// What every connector produces, checked by this schema: a job as the job writer takes it
// (a JobInput), which the feed writer stores with the keys that find its copies.
import { JOB_TYPES, SALARY_PERIODS, WORK_SETTINGS, ZRemoteEligibility, ZTag } from '@highpay/contracts';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

export const ZNormalizedJob = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** ISO 3166-1 alpha-2 of the job's place, when known. */
  country: z.string().nullable(),
  jobType: z.enum(JOB_TYPES),
  workSetting: z.enum(WORK_SETTINGS),
  category: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  /** ISO 4217. */
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  /** The pay as a yearly figure in USD, for filtering and sorting (top of the range). */
  salaryYearlyUsd: z.number().nullable(),
  /** YYYY-MM-DD of the exchange rate the yearly figure was made with; null for USD pay or none. */
  salaryYearlyUsdRateDate: z.iso.date().nullable(),
  remoteEligibility: ZRemoteEligibility.nullable(),
  /** Sanitized HTML. */
  description: z.string(),
  /** The posting's page on the employer's board. */
  url: httpUrl,
  /** The application form, when the feed names one apart from the posting. */
  applyUrl: httpUrl.nullable(),
  /** The configured source's name (one board of one connector). */
  source: z.string().min(1),
  /** The feed's own id for the job. */
  sourceId: z.string().min(1),
  tags: z.array(ZTag),
  postedAt: z.date(),
  expiresAt: z.date().nullable(),
  /** A feed whose terms ask for a link back (Remote OK) names itself here. */
  attribution: z.object({ name: z.string(), url: httpUrl }).nullable(),
});
export type NormalizedJob = z.infer<typeof ZNormalizedJob>;
