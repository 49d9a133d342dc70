// /job/:id: one job's details (docs/product.md: Pages) in every state: loading, error, not found, loaded.
// A closed job says so and offers similar searches instead of Apply and the resume offer;
// a sample job says it is one. The gateway already put this job's title, meta description
// and JSON-LD into the HTML it served (services/gateway/src/pages/job-page-seo.ts); the page
// keeps title and description right when it is reached by client-side navigation.
import { MESSAGES, WORK_SETTING_LABELS, payText, tagsOrFallback, yearlyUsdText, type Job } from '@highpay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NetworkError, UnparseableResponseError } from '../api/api.client';
import { rememberedJobCredit } from '../api/payment.api';
import { JobFetchError, fetchJob } from '../api/search.api';
import { TailorResumeSection } from '../components/job/tailor-resume-section';
import { JobBadges, JobSourceLink } from '../components/job/job-labels';
import { Page } from '../components/layout/page';
import { applyUrlOf, remoteText, similarJobsLinks } from '../lib/job-facts';
import { sanitizeJobDescription } from '../lib/job-description-html';
import { metaDescriptionOf } from '../lib/job-text';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMetaDescription } from '../lib/use-meta-description';
import { ErrorMessage } from '../components/ui/error-message';

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
  useMetaDescription(metaDescriptionOf(job.description ?? '') || `${job.title} at ${job.company}, ${job.location}.`);
  const closed = job.closedAt !== null;
  const applyUrl = closed ? null : applyUrlOf(job);
  // Tailoring a resume to a job that takes no applications would sell nothing of use; a
  // payment made before the job closed is still confirmed here.
  const [params] = useSearchParams();
  const offerTailoring = !closed || params.has('session_id') || rememberedJobCredit() === job.id;

  return (
    <article className="container page page--wide job-details">
      {closed ? <ClosedJobNotice job={job} /> : null}
      {job.sample ? (
        <p className="notice notice--sample">
          <strong>This is a sample job.</strong> It shows how the board works and is not a real opening: its links go to
          example.com.
        </p>
      ) : null}
      <header className="job-details__header">
        <div className="job-details__summary">
          <div className="job-details__heading">
            <h1 className="page__title">{job.title}</h1>
            <JobBadges job={job} />
          </div>
          <p className="job-details__company">
            {job.company}
            {job.sample ? null : (
              <>
                {' '}
                <JobSourceLink source={job.source} className="job-details__source" />
              </>
            )}
          </p>
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
              <dd>{remoteText(job) ?? WORK_SETTING_LABELS[job.workSetting]}</dd>
            </div>
            <div>
              <dt>Pay</dt>
              <dd>
                {payText(job)}
                {yearlyUsdText(job) ? <small className="job-details__yearly-usd">{yearlyUsdText(job)}</small> : null}
              </dd>
            </div>
            <DateFact term="Posted" iso={job.created} />
            <DateFact term="Closed" iso={job.closedAt} />
          </dl>
          <ul className="tag-list" aria-label="Tags">
            {tagsOrFallback(job).map((tag) => (
              <li key={`${tag.name}-${tag.color}`} className={`tag tag--${tag.color}`}>
                {tag.name}
              </li>
            ))}
          </ul>
        </div>
        {applyUrl ? (
          <a className="btn btn--primary job-details__apply" href={applyUrl} target="_blank" rel="noopener noreferrer">
            Apply Now<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </header>
      <section className="card job-details__description" aria-labelledby="job-description">
        <h2 id="job-description" className="card__title">
          Job description
        </h2>
        <JobDescription description={job.description ?? ''} />
      </section>
      {offerTailoring ? <TailorResumeSection jobId={job.id} jobTitle={job.title} /> : null}
    </article>
  );
}

/** A closed job's page says so first, and where to look instead. */
function ClosedJobNotice({ job }: { job: Job }) {
  return (
    // Above the title, but not a heading: the job's title stays the page's first heading.
    <section className="notice notice--closed" aria-label="Job closed">
      <p className="notice__title">This job is closed — the employer no longer accepts applications.</p>
      <p className="notice__text">It is kept here for reference. Similar jobs that are still open:</p>
      <ul className="notice__links">
        {similarJobsLinks(job).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
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
      <ErrorMessage message={message} />
      <div className="page__actions">
        <Link to="/search" className="btn btn--primary">
          Search jobs
        </Link>
      </div>
    </Page>
  );
}

/**
 * The JSON-LD (or, for a closed or sample job, the noindex) the gateway served describes
 * the job of the first URL; once the page shows another job, or another page, it no longer
 * applies and is removed.
 */
function useServerJsonLdUntilLeaving(id: string): void {
  useEffect(
    () => () => {
      for (const tag of document.head.querySelectorAll('script[data-job-id], meta[data-job-id]')) tag.remove();
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

/** A dated fact ('Posted', 'Closed') as 'March 2, 2026'; nothing when the date is missing or does not parse. */
function DateFact({ term, iso }: { term: string; iso: string | null }) {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <time dateTime={iso}>
          {date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}
        </time>
      </dd>
    </div>
  );
}
