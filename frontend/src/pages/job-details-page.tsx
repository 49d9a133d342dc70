// /job/:id: one job's details (spec §2). The resume-tailoring section is added by its own issue.
import { MESSAGES, WORK_SETTING_LABELS, tagsOrFallback } from '@highpay/contracts';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { Link, useParams } from 'react-router-dom';
import { fetchJob } from '../api/search.api';
import { Page } from '../components/layout/page';
import { useDocumentTitle } from '../lib/use-document-title';

export function JobDetailsPage() {
  const { id = '' } = useParams();
  const job = useQuery({
    queryKey: ['job', id],
    queryFn: ({ signal }) => fetchJob(id, signal),
    enabled: id !== '',
  });
  useDocumentTitle(job.data ? `${job.data.title} at ${job.data.company}` : 'Job Details');

  if (!id) return <JobMessage heading="Job Details" message={MESSAGES.jobIdMissing} />;
  if (job.isPending) {
    return (
      <div className="container page">
        <p role="status">Loading job details...</p>
      </div>
    );
  }
  if (job.isError) return <JobMessage heading="Job Details" message={job.error.message || MESSAGES.jobUnknownError} />;
  if (!job.data) return <JobMessage heading="Job not found" message={MESSAGES.jobNotFound(id)} />;

  const { data } = job;
  return (
    <article className="container page page--wide job-details">
      <header className="job-details__header">
        <div>
          <h1 className="page__title">{data.title}</h1>
          <p className="job-details__company">{data.company}</p>
          <ul className="job-card__meta" aria-label="Job details">
            <li>{data.location}</li>
            <li>{data.jobType}</li>
            <li>{WORK_SETTING_LABELS[data.workSetting]}</li>
          </ul>
          <ul className="tag-list" aria-label="Tags">
            {tagsOrFallback(data).map((tag) => (
              <li key={`${tag.name}-${tag.color}`} className={`tag tag--${tag.color}`}>
                {tag.name}
              </li>
            ))}
          </ul>
        </div>
        {data.url ? (
          <a className="btn btn--primary" href={data.url} target="_blank" rel="noopener noreferrer">
            Apply Now<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </header>
      <section className="card job-details__description" aria-labelledby="job-description">
        <h2 id="job-description" className="card__title">
          Job description
        </h2>
        <JobDescription description={data.description} />
      </section>
      <p>
        <Link to="/#resume">Tailor your resume for this job with our AI optimizer →</Link>
      </p>
    </article>
  );
}

function JobDescription({ description }: { description: string }) {
  if (!description.trim()) return <p className="muted">No description available.</p>;
  // Feeds deliver either HTML or plain text; HTML is sanitized before it is rendered.
  if (/<[a-z][\s\S]*>/i.test(description)) {
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(description) }} />;
  }
  return <div className="rich-text rich-text--plain">{description}</div>;
}

function JobMessage({ heading, message }: { heading: string; message: string }) {
  return (
    <Page title={heading}>
      <p className="form-message form-message--error" role="alert">
        {message}
      </p>
      <div className="page__actions">
        <Link to="/search" className="btn btn--primary">
          Search jobs
        </Link>
      </div>
    </Page>
  );
}
