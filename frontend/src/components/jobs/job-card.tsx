// One job in a list: title (to its page), company and who published it, where and who may
// take it remotely, type, pay as listed, tags and an Apply link. A sample job says so.
import { formatSalary, PAY_NOT_LISTED, tagsOrFallback, yearlyUsdText, type Job } from '@highpay/contracts';
import { Link } from 'react-router-dom';
import { remoteText } from '../../lib/job-facts';
import { descriptionPreview } from '../../lib/job-text';
import { JobBadges, JobSourceLink } from '../job/job-labels';

/** What a card needs of a job; the placeholder card has no id. */
export type JobCardJob = Pick<Job, 'title' | 'company' | 'location' | 'jobType' | 'url'> &
  Partial<
    Pick<
      Job,
      | 'id'
      | 'tags'
      | 'created'
      | 'snippet'
      | 'salaryMin'
      | 'salaryMax'
      | 'salaryCurrency'
      | 'salaryPeriod'
      | 'salaryYearlyUsd'
      | 'salaryYearlyUsdRateDate'
      | 'workSetting'
      | 'remoteEligibility'
      | 'source'
      | 'sample'
    >
  >;

export interface JobCardOptions {
  applyLabel?: string;
  showDescription?: boolean;
}

export function JobCard({ job, applyLabel = 'Apply', showDescription = false }: { job: JobCardJob } & JobCardOptions) {
  const tags = tagsOrFallback(job);
  const salary = formatSalary(job);
  const remote = remoteText(job);
  const posted = job.created ? formatPosted(job.created) : '';
  return (
    <article className={job.sample ? 'job-card job-card--sample' : 'job-card'}>
      <div className="job-card__main">
        <div className="job-card__heading">
          <h3 className="job-card__title">
            {job.id ? <Link to={`/job/${encodeURIComponent(job.id)}`}>{job.title}</Link> : job.title}
          </h3>
          <JobBadges job={job} />
        </div>
        <p className="job-card__company">
          {job.company}
          {job.source && !job.sample ? (
            <>
              {' '}
              <JobSourceLink source={job.source} className="job-card__source" />
            </>
          ) : null}
        </p>
        <ul className="job-card__meta" aria-label="Job details">
          <li>
            <span className="visually-hidden">Location: </span>
            {job.location}
          </li>
          {remote ? (
            <li className="job-card__remote">
              <span className="visually-hidden">Open to: </span>
              {remote}
            </li>
          ) : null}
          <li>
            <span className="visually-hidden">Job type: </span>
            {job.jobType}
          </li>
          {posted ? <li>{posted}</li> : null}
        </ul>
        <p
          className={salary ? 'job-card__salary' : 'job-card__salary job-card__salary--none'}
          title={yearlyUsdText(job) ?? undefined}
        >
          <span className="visually-hidden">Pay: </span>
          {salary ?? PAY_NOT_LISTED}
        </p>
        {showDescription && job.snippet ? (
          <p className="job-card__description">{descriptionPreview(job.snippet)}</p>
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
