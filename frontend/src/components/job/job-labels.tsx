// Labels a job carries on its card and its page: "Sample job" so no one mistakes a demo job
// for a real opening, "Closed" once it left its feed, and "via Remote OK", the link back
// that a feed's terms ask for.
import type { Job } from '@highpay/contracts';

const SAMPLE_JOB_LABEL = 'Sample job';

export function JobBadges({ job }: { job: Partial<Pick<Job, 'sample' | 'closedAt'>> }) {
  if (!job.sample && !job.closedAt) return null;
  return (
    <span className="job-badges">
      {job.sample ? (
        <span className="badge badge--sample" title="A demo listing, not a real opening">
          {SAMPLE_JOB_LABEL}
        </span>
      ) : null}
      {job.closedAt ? <span className="badge badge--closed">Closed</span> : null}
    </span>
  );
}

/** "via Remote OK", linked to the job on the publisher's site. Feeds ask for a plain link: noopener only. */
export function JobSourceLink({ source, className }: { source: Job['source']; className?: string }) {
  return (
    <span className={className ? `job-source ${className}` : 'job-source'}>
      via{' '}
      {/^https?:\/\//i.test(source.url) ? (
        <a href={source.url} target="_blank" rel="noopener">
          {source.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        source.name
      )}
    </span>
  );
}
