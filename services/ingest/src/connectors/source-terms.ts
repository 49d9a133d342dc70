// What each connector's source allows, as its published terms say, in one place: whether it
// is the employer's own board or an aggregator, whether its jobs must name and link it,
// whether they may go to search engines (JSON-LD, sitemap), how often it may be polled and
// how long a new job is held back. We Work Remotely is not here: its API terms forbid "a job
// advertising or job search service", which this board is.
import type { SourceType } from '@highpay/contracts';
import type { ConnectorName } from '../sources/ingest-source.js';

export interface SourceTerms {
  sourceType: SourceType;
  /** Every job names the source and links to its page there (card and job page). */
  attribution: boolean;
  /** False: no JSON-LD and no sitemap entry for its jobs (no resubmission to Google for Jobs). */
  searchEngines: boolean;
  /** Shortest polling interval the source accepts. */
  minEveryMs: number;
  /** A job published less than this ago is not listed yet. */
  holdMs: number;
  /** The terms in a line, for the operator (`npm run ingest -- --check`) and the docs. */
  summary: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An employer's public job board: its own postings, published for anyone to read and apply to. */
const EMPLOYER_BOARD: SourceTerms = {
  sourceType: 'employer',
  attribution: false,
  searchEngines: true,
  minEveryMs: 15 * MINUTE,
  holdMs: 0,
  summary: "the employer's public job board API; jobs link to its own posting",
};

export const SOURCE_TERMS: Record<ConnectorName, SourceTerms> = {
  greenhouse: EMPLOYER_BOARD,
  lever: EMPLOYER_BOARD,
  ashby: EMPLOYER_BOARD,
  workable: EMPLOYER_BOARD,
  // Remote OK's legal notice (the feed's first element): link back to Remote OK and name it.
  remoteok: {
    sourceType: 'aggregator',
    attribution: true,
    searchEngines: true,
    minEveryMs: HOUR,
    holdMs: 0,
    summary: 'Remote OK feed terms: link back to the job on Remote OK and mention Remote OK as the source',
  },
  // Himalayas' public API is offered to job boards and apps with visible attribution: each
  // job names Himalayas and links to its page there.
  himalayas: {
    sourceType: 'aggregator',
    attribution: true,
    searchEngines: true,
    minEveryMs: HOUR,
    holdMs: 0,
    summary: 'Himalayas public API: attribute Himalayas and link back to the job on himalayas.app',
  },
  // Arbeitnow's meta.terms: a free public API, "please do not abuse", linking back to the
  // site appreciated. Its jobs come from employers' ATS boards, so the same opening from
  // the employer's own feed is the one listed.
  arbeitnow: {
    sourceType: 'aggregator',
    attribution: true,
    searchEngines: true,
    minEveryMs: HOUR,
    holdMs: 0,
    summary: 'Arbeitnow free job board API: polled gently, credited and linked to its posting',
  },
  // Remotive's API terms: link back to the job's Remotive URL and mention Remotive; do not
  // submit its jobs to third parties such as Google Jobs; jobs are shown 24 hours late; ask
  // at most 4 times a day (more than twice a minute is blocked); no sign-up wall.
  remotive: {
    sourceType: 'aggregator',
    attribution: true,
    searchEngines: false,
    minEveryMs: 6 * HOUR,
    holdMs: 24 * HOUR,
    summary:
      'Remotive API terms: link back and name Remotive, no Google for Jobs (no JSON-LD, no sitemap), 24-hour delay, at most 4 polls a day',
  },
};
