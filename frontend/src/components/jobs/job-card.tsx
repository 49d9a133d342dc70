// One job in a list: title (to its page), company, where, type, pay, tags and an Apply link.
import { tagsOrFallback, type Job } from '@highpay/contracts';
import { Link } from 'react-router-dom';
import { formatSalary } from '../../lib/format-salary';
import { descriptionPreview } from '../../lib/job-text';

/** What a card needs of a job; the placeholder card has no id. */
export type JobCardJob = Pick<Job, 'title' | 'company' | 'location' | 'jobType' | 'url'> &
  Partial<
    Pick<Job, 'id' | 'tags' | 'created' | 'description' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>
  >;

export interface JobCardOptions {
  applyLabel?: string;
  showDescription?: boolean;
}

export function JobCard({ job, applyLabel = 'Apply', showDescription = false }: { job: JobCardJob } & JobCardOptions) {
  const tags = tagsOrFallback(job);
  const salary = formatSalary(job);
  const posted = job.created ? formatPosted(job.created) : '';
  return (
    <article className="job-card">
      <div className="job-card__main">
        <h3 className="job-card__title">
          {job.id ? <Link to={`/job/${encodeURIComponent(job.id)}`}>{job.title}</Link> : job.title}
        </h3>
        <p className="job-card__company">{job.company}</p>
        <ul className="job-card__meta" aria-label="Job details">
          <li>
            <span className="visually-hidden">Location: </span>
            {job.location}
          </li>
          <li>
            <span className="visually-hidden">Job type: </span>
            {job.jobType}
          </li>
          {posted ? <li>{posted}</li> : null}
        </ul>
        {salary ? (
          <p className="job-card__salary">
            <span className="visually-hidden">Salary: </span>
            {salary}
          </p>
        ) : null}
        {showDescription && job.description ? (
          <p className="job-card__description">{descriptionPreview(job.description)}</p>
        ) : null}
        <ul className="tag-list" aria-label="Tags">
          {tags.map((tag) => (
            <li key={`${tag.name}-${tag.color}`} className={`tag tag--${tag.color}`}>
              {tag.name}
            </li>
          ))}
        </ul>
      </div>
      <a className="btn btn--primary job-card__apply" href={job.url} target="_blank" rel="noopener noreferrer">
        {applyLabel}
        <span className="visually-hidden">
          {' '}
          for {job.title} at {job.company} (opens in a new tab)
        </span>
      </a>
    </article>
  );
}

function formatPosted(created: string): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return '';
  return `Posted ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
