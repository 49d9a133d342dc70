// The Optimize Your Resume tab: job title and resume text in, an optimized draft preview out.
import { MESSAGES } from '@highpay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { optimizeResume } from '../../api/optimize.api';

export function OptimizeResumeTab() {
  const id = useId();
  const [jobTitle, setJobTitle] = useState('');
  const [resumeText, setResumeText] = useState('');
  const [validationError, setValidationError] = useState('');
  const optimization = useMutation({ mutationFn: optimizeResume });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!jobTitle.trim()) return setValidationError(MESSAGES.jobTitleRequired);
    if (!resumeText.trim()) return setValidationError(MESSAGES.resumeRequired);
    setValidationError('');
    optimization.mutate({ jobTitle: jobTitle.trim(), resumeText });
  }

  const error = validationError || (optimization.isError ? optimization.error.message : '');
  const isEmpty = !jobTitle.trim() || !resumeText.trim();
  return (
    <div className="optimizer">
      <div className="optimizer__intro">
        <h2 className="section-title">Optimize Your Resume</h2>
        <p>
          Tell us the job you are aiming for and paste your resume. Our AI rewrites it to match what recruiters and
          applicant tracking systems look for. Preview the draft for free; download the full PDF and DOCX for $5.
        </p>
      </div>
      <form className="card stacked-form" onSubmit={handleSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-job-title`}>Target job title</label>
          <input
            id={`${id}-job-title`}
            type="text"
            value={jobTitle}
            placeholder="e.g. Senior Product Manager"
            onChange={(e) => setJobTitle(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-resume`}>Your resume</label>
          <textarea
            id={`${id}-resume`}
            rows={10}
            value={resumeText}
            placeholder="Paste the text of your resume here"
            onChange={(e) => {
              setResumeText(e.target.value);
              // Spec §4: editing the resume clears the draft and the error.
              optimization.reset();
              setValidationError('');
            }}
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
      {optimization.isSuccess ? (
        <section className="card optimizer__draft" aria-labelledby={`${id}-draft-title`}>
          <h3 id={`${id}-draft-title`} className="card__title">
            Your optimized draft (preview)
          </h3>
          <div className="optimizer__draft-text">{optimization.data.optimizedResume}</div>
        </section>
      ) : null}
    </div>
  );
}
