// Spec "Job list view": loading, empty, cards, and a placeholder card when given no jobs.
import { JobCard, type JobCardJob, type JobCardOptions } from './job-card';

export const PLACEHOLDER_JOB: JobCardJob = {
  title: 'Senior Full-Stack Engineer',
  company: 'Company Name',
  location: 'Anywhere',
  jobType: 'Full Time',
  url: '#',
};

interface JobListProps {
  /** Undefined means no jobs were passed in (the placeholder card shows); [] means none found. */
  jobs?: readonly JobCardJob[];
  isLoading?: boolean;
  emptyMessage?: { title: string; hint?: string };
  cardOptions?: JobCardOptions;
}

const DEFAULT_EMPTY = {
  title: 'No jobs found',
  hint: 'Try adjusting your filters or check back later for new opportunities.',
};

export function JobList({ jobs, isLoading = false, emptyMessage = DEFAULT_EMPTY, cardOptions }: JobListProps) {
  if (isLoading) {
    return (
      <p className="job-list__status" role="status">
        Loading jobs...
      </p>
    );
  }
  if (jobs && jobs.length === 0) {
    return (
      <div className="job-list__empty" role="status">
        <p className="job-list__empty-title">{emptyMessage.title}</p>
        {emptyMessage.hint ? <p>{emptyMessage.hint}</p> : null}
      </div>
    );
  }
  const shown = jobs ?? [PLACEHOLDER_JOB];
  return (
    <ul className="job-list">
      {shown.map((job, index) => (
        <li key={job.id ?? `placeholder-${index}`}>
          <JobCard job={job} {...cardOptions} />
        </li>
      ))}
    </ul>
  );
}
