// The ATS match report beside the draft: score before and after, the role's keywords
// the resume shows and those it does not (which we never add), and what changed.
import type { AtsMatch, FactCheck, KeywordReport } from '@highpay/contracts';

function Score({ label, value, tone }: { label: string; value: number; tone: 'before' | 'after' }) {
  return (
    <div className={`ats-score ats-score--${tone}`}>
      <div className="ats-score__label">{label}</div>
      <div className="ats-score__value" aria-label={`${label}: ${value} out of 100`}>
        {value}
        <span>/100</span>
      </div>
      <div className="ats-score__bar" aria-hidden="true">
        <span style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** One list of keyword chips under its caption; nothing when the list is empty. */
function KeywordChips({
  caption,
  label,
  tone,
  keywords,
}: {
  caption: string;
  label: string;
  tone: 'found' | 'missing';
  keywords: readonly string[];
}) {
  if (keywords.length === 0) return null;
  return (
    <>
      <p className="ats-keywords__caption">
        {caption} ({keywords.length})
      </p>
      <ul className="chip-list" aria-label={label}>
        {keywords.map((k) => (
          <li key={k} className={`chip chip--${tone}`}>
            {k}
          </li>
        ))}
      </ul>
    </>
  );
}

function Keywords({ report, heading }: { report: KeywordReport; heading: string }) {
  return (
    <div className="ats-keywords">
      <h4>{heading}</h4>
      <KeywordChips caption="In your resume" label="Keywords found" tone="found" keywords={report.matched} />
      <KeywordChips caption="Not in your resume" label="Keywords missing" tone="missing" keywords={report.missing} />
    </div>
  );
}

export function AtsReport({ match, factCheck }: { match: AtsMatch; factCheck: FactCheck | undefined }) {
  return (
    <section className="card ats-report" aria-label="ATS match report">
      <h3 className="card__title">ATS match for “{match.targetTitle}”</h3>
      <div className="ats-report__scores">
        <Score label="Your resume" value={match.scoreBefore} tone="before" />
        <Score label="Optimized draft" value={match.scoreAfter} tone="after" />
      </div>
      <Keywords report={match.title} heading="Keywords for this role" />
      {match.job ? (
        <>
          <Keywords report={match.job} heading={`Keywords in ${match.job.jobTitle} at ${match.job.company}`} />
          {match.job.shownBy.length > 0 ? (
            <div className="ats-keywords ats-keywords__evidence">
              <p className="ats-keywords__caption">Where your resume shows them</p>
              <dl>
                {match.job.shownBy.map((e) => (
                  <div key={e.keyword}>
                    <dt>{e.keyword}</dt>
                    <dd>“{e.line}”</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </>
      ) : null}
      {match.title.missing.length > 0 || (match.job?.missing.length ?? 0) > 0 ? (
        <p className="ats-report__note">
          We never add skills for you. If you have any of the missing ones, add them to your resume in your own words
          and optimize again.
        </p>
      ) : null}
      {match.improvements.length > 0 ? (
        <div className="ats-report__changes">
          <h4>What we changed</h4>
          <ul>
            {match.improvements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {factCheck?.passed ? (
        <p className="ats-report__fact-check" role="note">
          <strong>Fact check passed:</strong> every employer, school, degree, date, number and skill in this draft comes
          from your resume.
        </p>
      ) : null}
    </section>
  );
}
