import { tagsOrFallback, type Job } from '@highpay/contracts';
import { Link } from 'react-router-dom';

/** What a card needs of a job; the placeholder card has no id. */
export type JobCardJob = Pick<Job, 'title' | 'company' | 'location' | 'jobType' | 'url'> &
  Partial<Pick<Job, 'id' | 'tags' | 'created' | 'description'>>;

/** Spec §9: the search page previews this many characters of a description. */
const DESCRIPTION_PREVIEW_CHARS = 150;

export interface JobCardOptions {
  applyLabel?: string;
  showDescription?: boolean;
}

export function JobCard({ job, applyLabel = 'Apply', showDescription = false }: { job: JobCardJob } & JobCardOptions) {
  const tags = tagsOrFallback(job);
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
          {job.created ? <li>{formatPosted(job.created)}</li> : null}
        </ul>
        {showDescription && job.description ? (
          <p className="job-card__description">{previewOf(job.description)}</p>
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
        <span className="visually-hidden"> for {job.title} at {job.company} (opens in a new tab)</span>
      </a>
    </article>
  );
}

function formatPosted(created: string): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return '';
  return `Posted ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

function previewOf(description: string): string {
  const text = new DOMParser().parseFromString(description, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_PREVIEW_CHARS ? `${flat.slice(0, DESCRIPTION_PREVIEW_CHARS).trimEnd()}...` : flat;
}
