// The Optimize Your Resume tab: job title and resume (typed, pasted or read from a PDF or
// .docx) in; a preview of the optimized draft, its ATS report and the $5 unlock out.
import { MESSAGES } from '@highpay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { optimizeResume } from '../../api/optimize.api';
import { AtsReport } from '../../components/resume/ats-report';
import { ResumeDropZone } from '../../components/resume/resume-drop-zone';
import { UnlockDownloadButton } from '../../components/resume/unlock-download-button';
import '../../components/resume/resume-optimizer.css';

export function OptimizeResumeTab() {
  const id = useId();
  const [params] = useSearchParams();
  const jobId = /^\d+$/.test(params.get('jobId') ?? '') ? params.get('jobId')! : undefined;
  // "Tailor my resume" on a job page names the job and its title.
  const [jobTitle, setJobTitle] = useState(() => (jobId ? (params.get('jobTitle') ?? '').slice(0, 200) : ''));
  const [resumeText, setResumeText] = useState('');
  const [validationError, setValidationError] = useState('');
  const optimization = useMutation({ mutationFn: optimizeResume });

  function replaceResume(text: string) {
    setResumeText(text);
    // Spec §4: editing or replacing the resume clears the draft and the error.
    optimization.reset();
    setValidationError('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!jobTitle.trim()) return setValidationError(MESSAGES.jobTitleRequired);
    if (!resumeText.trim()) return setValidationError(MESSAGES.resumeRequired);
    setValidationError('');
    optimization.mutate({ jobTitle: jobTitle.trim(), resumeText, ...(jobId ? { jobId } : {}) });
  }

  const error = validationError || (optimization.isError ? optimization.error.message : '');
  // Spec §5: disabled while loading or while either field is empty.
  const isEmpty = jobTitle === '' || resumeText === '';
  const result = optimization.data;
  return (
    <div className="optimizer">
      <div className="optimizer__intro">
        <h2 className="section-title">Optimize Your Resume</h2>
        <p>
          Tell us the job you are aiming for and paste or upload your resume. We rewrite it the way recruiters and
          applicant tracking systems read best, and show how well it matches the role. Preview the draft for free;
          download the full PDF and DOCX for $5.
        </p>
        <ul className="optimizer__promises">
          <li>Standard headings, clean bullets and consistent dates</li>
          <li>The skills the role asks for, moved to the front</li>
          <li>Nothing invented: every fact stays yours</li>
        </ul>
      </div>
      <form className="card stacked-form" onSubmit={handleSubmit} noValidate aria-label="Optimize your resume">
        <div className="form-field">
          <label htmlFor={`${id}-job-title`}>Target job title</label>
          <input
            id={`${id}-job-title`}
            type="text"
            value={jobTitle}
            maxLength={200}
            placeholder="e.g. Senior Product Manager"
            onChange={(e) => {
              setJobTitle(e.target.value);
              setValidationError('');
            }}
          />
        </div>
        {jobId ? <p className="optimizer__job-note">Tailoring to the job you chose (job #{jobId}).</p> : null}
        <ResumeDropZone onText={(text) => replaceResume(text)} disabled={optimization.isPending} />
        <div className="form-field">
          <label htmlFor={`${id}-resume`}>Your resume</label>
          <textarea
            id={`${id}-resume`}
            rows={10}
            value={resumeText}
            placeholder="Paste the text of your resume here"
            onChange={(e) => replaceResume(e.target.value)}
          />
        </div>
        {error ? (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        ) : null}
        {optimization.isPending ? (
          <p className="form-message" role="status">
            Optimizing your resume, please wait...
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={optimization.isPending || isEmpty}>
          {optimization.isPending ? 'Optimizing...' : 'Optimize Resume'}
        </button>
      </form>
      {result ? (
        <div className="optimizer__result">
          <section className="card optimizer__draft" aria-labelledby={`${id}-draft-title`}>
            <h3 id={`${id}-draft-title`} className="card__title">
              Your optimized draft (preview)
            </h3>
            <div className="optimizer__draft-text resume-preview">
              {result.optimizedResume}
              <div className="resume-preview__fade" aria-hidden="true" />
            </div>
            {result.preview && result.preview.totalLines > result.preview.shownLines ? (
              <p className="resume-preview__count">
                Showing {result.preview.shownLines} of {result.preview.totalLines} lines. Unlock the full resume as PDF
                and DOCX for $5.
              </p>
            ) : null}
            {result.changeSummary ? (
              <p className="resume-preview__changes" data-testid="change-summary">
                {result.changeSummary}. After payment you can review each one and undo any you do not want.
              </p>
            ) : null}
            {result.optimizationId ? <UnlockDownloadButton optimizationId={result.optimizationId} /> : null}
          </section>
          {result.match ? <AtsReport match={result.match} factCheck={result.factCheck} /> : null}
        </div>
      ) : null}
    </div>
  );
}
