// /job/:id: one job's details (spec §2) in every state: loading, error, not found, loaded.
// The gateway already put this job's title, meta description and JSON-LD into the HTML
// it served (services/gateway/src/job-page-seo.ts); the page keeps title and description
// right when it is reached by client-side navigation.
import { MESSAGES, WORK_SETTING_LABELS, tagsOrFallback, type Job } from '@highpay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NetworkError, UnparseableResponseError } from '../api/api.client';
import { JobFetchError, fetchJob } from '../api/search.api';
import { TailorResumeSection } from '../components/job/tailor-resume-section';
import { Page } from '../components/layout/page';
import { formatSalary } from '../lib/format-salary';
import { sanitizeJobDescription } from '../lib/job-description-html';
import { metaDescriptionOf } from '../lib/job-text';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMetaDescription } from '../lib/use-meta-description';

export function JobDetailsPage() {
  const { id = '' } = useParams();
  const job = useQuery({
    queryKey: ['job', id],
    queryFn: ({ signal }) => fetchJob(id, signal),
    enabled: id.trim() !== '',
  });
  useServerJsonLdUntilLeaving(id);

  if (!id.trim()) return <JobMessage heading="Job Details" message={MESSAGES.jobIdMissing} />;
  if (job.isPending) return <JobLoading />;
  if (job.isError) return <JobMessage heading="Job Details" message={jobErrorMessage(job.error)} />;
  if (!job.data) return <JobMessage heading="Job not found" message={MESSAGES.jobNotFound(id)} />;
  return <JobDetails job={job.data} />;
}

function JobDetails({ job }: { job: Job }) {
  useDocumentTitle(`${job.title} at ${job.company}`);
  useMetaDescription(metaDescriptionOf(job.description) || `${job.title} at ${job.company}, ${job.location}.`);
  const salary = formatSalary(job);
  const posted = formatDate(job.created);

  return (
    <article className="container page page--wide job-details">
      <header className="job-details__header">
        <div>
          <h1 className="page__title">{job.title}</h1>
          <p className="job-details__company">{job.company}</p>
          <dl className="job-details__facts">
            <div>
              <dt>Location</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>Job type</dt>
              <dd>{job.jobType}</dd>
            </div>
            <div>
              <dt>Work setting</dt>
              <dd>{WORK_SETTING_LABELS[job.workSetting]}</dd>
            </div>
            {salary ? (
              <div>
                <dt>Salary</dt>
                <dd>{salary}</dd>
              </div>
            ) : null}
            {posted ? (
              <div>
                <dt>Posted</dt>
                <dd>
                  <time dateTime={job.created}>{posted}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          <ul className="tag-list" aria-label="Tags">
            {tagsOrFallback(job).map((tag) => (
              <li key={`${tag.name}-${tag.color}`} className={`tag tag--${tag.color}`}>
                {tag.name}
              </li>
            ))}
          </ul>
        </div>
        {job.url ? (
          <a className="btn btn--primary job-details__apply" href={job.url} target="_blank" rel="noopener noreferrer">
            Apply Now<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </header>
      <section className="card job-details__description" aria-labelledby="job-description">
        <h2 id="job-description" className="card__title">
          Job description
        </h2>
        <JobDescription description={job.description} />
      </section>
      <TailorResumeSection jobId={job.id} jobTitle={job.title} />
    </article>
  );
}

function JobDescription({ description }: { description: string }) {
  if (!description.trim()) return <p className="muted">No description available.</p>;
  // Feeds deliver HTML or plain text. HTML keeps only an allow-list of tags (job-description-html.ts).
  if (/<[a-z][\s\S]*>/i.test(description)) {
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeJobDescription(description) }} />;
  }
  return <div className="rich-text rich-text--plain">{description}</div>;
}

function JobLoading() {
  useDocumentTitle('Job Details');
  return (
    <div className="container page">
      <p role="status">Loading job details...</p>
    </div>
  );
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

/**
 * The JSON-LD the gateway served describes the job of the first URL; once the page shows
 * another job, or another page, it no longer applies and is removed.
 */
function useServerJsonLdUntilLeaving(id: string): void {
  useEffect(
    () => () => {
      for (const script of document.head.querySelectorAll(`script[type="application/ld+json"][data-job-id]`))
        script.remove();
    },
    [id],
  );
}

/** fetchJob's own failures say what went wrong; anything else is the spec's unknown error. */
function jobErrorMessage(error: unknown): string {
  const known =
    error instanceof NetworkError || error instanceof UnparseableResponseError || error instanceof JobFetchError;
  return known ? error.message : MESSAGES.jobUnknownError;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
