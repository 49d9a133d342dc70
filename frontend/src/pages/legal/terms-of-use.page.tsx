// /terms-of-use: the rules for using the site and buying an optimized resume.
import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        These Terms of Use ("Terms") govern your use of the HighPay Jobs website, job board and AI resume optimizer (the
        "Services"). By using the Services you agree to these Terms and to our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the Services.
      </p>
    ),
  },
  {
    id: 'services',
    heading: 'What HighPay Jobs offers',
    body: (
      <>
        <p>HighPay Jobs offers two things:</p>
        <ul>
          <li>
            <strong>A job board</strong> where you can search and browse job listings for free and apply on the
            employer's own website.
          </li>
          <li>
            <strong>An AI resume optimizer</strong> that rewrites your resume for a job title you choose. You can
            preview the optimized draft for free and buy the full result as PDF and DOCX files.
          </li>
        </ul>
        <p>You do not need an account to use the Services.</p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who may use the Services',
    body: (
      <p>
        You must be at least 16 years old, and old enough to enter into a binding contract where you live, to buy
        anything from us. If you use the Services on behalf of a company, you confirm that you are authorised to accept
        these Terms for it.
      </p>
    ),
  },
  {
    id: 'job-listings',
    heading: 'Job listings',
    body: (
      <>
        <p>
          Listings come from employers and from public job sources. We work to keep them accurate and current, but we do
          not employ the people who post them, we do not guarantee that a position is still open, that the pay, location
          or other details are correct, or that applying will lead to an interview or an offer.
        </p>
        <p>
          When you click Apply you leave HighPay Jobs. Your application and any dealings with the employer are between
          you and the employer. Never pay a fee to an employer to apply for a job; if a listing looks suspicious, please
          tell us through the <Link to="/contactus">Contact Us</Link> page.
        </p>
      </>
    ),
  },
  {
    id: 'resume-optimizer',
    heading: 'The resume optimizer and AI output',
    body: (
      <>
        <p>
          The optimizer uses automated and AI techniques to suggest wording, structure and keywords. Its output is a
          draft: it may contain mistakes, and it may not suit every employer or applicant tracking system. You are
          responsible for reviewing the draft and for making sure everything you send to an employer is true. Do not use
          the optimizer to invent qualifications, employers or experience you do not have.
        </p>
        <p>We do not guarantee that an optimized resume will result in interviews or job offers.</p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Prices and payment',
    body: (
      <>
        <p>
          Downloading your optimized resume as PDF and DOCX costs a one-time $5 (US dollars), unless a different price
          is shown before you pay. The price charged is always the one shown on the checkout page. Payments are
          processed by our payment processor, Stripe, under its own terms; we never receive your full card details.
        </p>
        <p>
          After a successful payment you receive a private download link. It expires after a while for your security, so
          please save your files once you have downloaded them.
        </p>
        <p>
          If a technical problem on our side stops you from receiving a document you paid for, contact us through the{' '}
          <Link to="/contactus">Contact Us</Link> page and we will deliver it or refund your payment. This does not
          affect any rights you have under consumer protection law.
        </p>
      </>
    ),
  },
  {
    id: 'employers',
    heading: 'Employers and job postings',
    body: (
      <p>
        Employers can list openings on HighPay Jobs, with premium job placement from $49 per listing. Employers must
        post only real, currently open positions that they are authorised to fill, describe them honestly, comply with
        employment and anti-discrimination laws, and never ask candidates for payment. We may edit, refuse or remove any
        listing that breaks these rules.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>When using the Services you agree not to:</p>
        <ul>
          <li>break any law or infringe anyone's rights;</li>
          <li>upload content that is unlawful, misleading, or that you do not have the right to use;</li>
          <li>
            scrape, copy or harvest listings or other content in bulk, or use automated means to access the Services
            beyond what our published interfaces allow;
          </li>
          <li>
            try to get around rate limits, payment or other security measures, or probe, scan or attack our systems;
          </li>
          <li>interfere with other people's use of the Services.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your content',
    body: (
      <p>
        You keep all rights in the resume and other content you give us. You grant us a limited licence to store,
        process and transform that content only as needed to provide the Services to you, as described in our Privacy
        Policy. The optimized documents we produce for you are yours to use as you wish.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Our intellectual property',
    body: (
      <p>
        The Services, including the website's design, text, graphics, logos and software, belong to HighPay Jobs or its
        licensors and are protected by intellectual property laws. Apart from the documents produced for you, you may
        not copy, modify or distribute them without our permission.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    body: (
      <p>
        The Services are provided "as is" and "as available". To the extent the law allows, we disclaim all warranties,
        express or implied, including warranties of merchantability, fitness for a particular purpose and
        non-infringement. We do not warrant that the Services will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, HighPay Jobs will not be liable for indirect, incidental, special, consequential
        or punitive damages, or for lost profits, lost opportunities or lost data, arising from your use of the
        Services. Our total liability for any claim relating to the Services is limited to the amount you paid us in the
        twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <p>
        We may suspend or end access to the Services for anyone who breaks these Terms or puts the Services or other
        users at risk. You may stop using the Services at any time. Sections that by their nature should survive, such
        as disclaimers and limitation of liability, continue to apply.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms from time to time. The new version applies from the "Last updated" date shown above;
        purchases you made earlier remain governed by the Terms in force at the time. If you keep using the Services
        after a change, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        Questions about these Terms? Reach us through our <Link to="/contactus">Contact Us</Link> page.
      </p>
    ),
  },
];

export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p>Please read these terms carefully. They explain what you can expect from us and what we expect from you.</p>
      }
      sections={SECTIONS}
    />
  );
}
