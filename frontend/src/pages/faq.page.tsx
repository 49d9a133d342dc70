// /faq: the questions job seekers and employers ask us most.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../components/layout/page';

interface Question {
  question: string;
  answer: ReactNode;
}

const GROUPS: readonly { heading: string; questions: readonly Question[] }[] = [
  {
    heading: 'Finding jobs',
    questions: [
      {
        question: 'Is HighPay Jobs free to use?',
        answer: 'Yes. Searching, browsing and applying for jobs is free, and you do not need an account.',
      },
      {
        question: 'How do I search for jobs near me?',
        answer: (
          <>
            Type a job title or keyword, then a location. For the best results, enter the location as City, ST (for
            example "Columbia, SC") or as a ZIP code (for example "29201"). You can also choose Remote, Hybrid or
            On-site to match how you want to work.
          </>
        ),
      },
      {
        question: 'Where do the job listings come from?',
        answer:
          'From employers who post with us and from public job sources. We focus on well-paid and remote-friendly roles.',
      },
      {
        question: 'How do I apply for a job?',
        answer:
          "Click Apply on the listing. The employer's own application page opens in a new tab, and you apply there. We never charge you to apply.",
      },
      {
        question: 'Can I get new jobs by email?',
        answer: (
          <>
            Yes. Subscribe to our newsletter on the <Link to="/#jobs">home page</Link> and we will send new high-paying
            roles to your inbox. Every email has an unsubscribe link.
          </>
        ),
      },
    ],
  },
  {
    heading: 'The resume optimizer',
    questions: [
      {
        question: 'How does the resume optimizer work?',
        answer: (
          <>
            Open the <Link to="/#resume">Optimize Your Resume</Link> tab, enter the job title you are aiming for and
            paste your resume or upload it. The optimizer rewrites it to highlight the skills and keywords recruiters
            and applicant tracking systems look for in that role, and shows you a preview of the draft.
          </>
        ),
      },
      {
        question: 'How much does it cost?',
        answer:
          'The preview is free. Downloading the complete optimized resume as PDF and DOCX costs a one-time $5. There is no subscription.',
      },
      {
        question: 'Which file types can I upload?',
        answer:
          'PDF and Word (.docx) files. You can also paste the text of your resume directly. The text is extracted from your file in your browser.',
      },
      {
        question: 'How is my payment processed?',
        answer:
          'Payments go through Stripe, a leading card payment provider. You enter your card details on Stripe’s secure checkout page; we never see or store your card number.',
      },
      {
        question: 'What happens to my resume after it is optimized?',
        answer: (
          <>
            We use it only to produce your draft and your downloads, and we keep it only as long as needed for that. Our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link> has the details.
          </>
        ),
      },
      {
        question: 'My download did not work. What should I do?',
        answer: (
          <>
            Reach us through the <Link to="/contactus">Contact Us</Link> page and include your checkout reference. If a
            problem on our side stopped you from getting your files, we will send them or refund you.
          </>
        ),
      },
    ],
  },
  {
    heading: 'Employers',
    questions: [
      {
        question: 'How do I post a job?',
        answer: (
          <>
            See <Link to="/postjob">Post a Job</Link>. Premium job placement starts from $49 per listing and keeps your
            opening near the top of relevant searches.
          </>
        ),
      },
      {
        question: 'Where do candidates apply?',
        answer:
          'On your own application page. Each listing links straight to it, so you keep your usual hiring process.',
      },
    ],
  },
];

export function FaqPage() {
  return (
    <Page title="Frequently Asked Questions" lead="Answers to the questions job seekers and employers ask us most.">
      {GROUPS.map((group) => (
        <section key={group.heading} className="faq__group" aria-label={group.heading}>
          <h2 className="section-title section-title--small">{group.heading}</h2>
          {group.questions.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <div className="faq__answer">{item.answer}</div>
            </details>
          ))}
        </section>
      ))}
      <p className="muted">
        Still have a question? <Link to="/contactus">Contact us</Link> and we will be glad to help.
      </p>
    </Page>
  );
}
