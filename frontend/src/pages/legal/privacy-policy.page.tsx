// /privacy-policy: what we collect, why, with whom we share it and for how long we keep it.
import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <p>
          HighPay Jobs ("HighPay Jobs", "we", "us" or "our") runs a job board for people looking for remote and
          high-paying jobs, together with an AI resume optimizer. This Privacy Policy explains what personal information
          we collect when you use our website and services (the "Services"), how we use it, with whom we share it, how
          long we keep it and the choices and rights you have.
        </p>
        <p>
          We are the controller of the personal information described in this policy. If you have any question about it,
          you can reach us through our <Link to="/contactus">Contact Us</Link> page.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>
          We collect only what we need to run the Services. You can search and browse jobs without giving us your name.
        </p>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Resume content.</strong> When you use the resume optimizer you provide a target job title and the
            text of your resume, either pasted in or uploaded as a PDF or Word (.docx) file. The text is extracted from
            the file in your browser; only the text is sent to us, not the file itself. Resumes often contain contact
            details, employment history, education and other information about you, so please include only what you want
            to be part of your resume.
          </li>
          <li>
            <strong>Newsletter sign-up.</strong> Your first name, last name and email address when you subscribe to our
            newsletter.
          </li>
          <li>
            <strong>Job alerts.</strong> When you ask us to email you new jobs like a search, we store your email
            address, the search as you saved it (words, location, category, work setting, job types, pay floor and
            country), how often you want mail (daily or weekly), when you confirmed, and which digests we sent and when.
            We need no name or account, and the links in our mail carry no personal information about you.
          </li>
          <li>
            <strong>Messages to us.</strong> The content of any message you send us, together with the contact details
            you choose to include.
          </li>
          <li>
            <strong>Employer information.</strong> If you post a job, the details of the listing and the business
            contact details you give us.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Payments are handled by our payment processor, Stripe. Your card number, expiry date and security code are
          entered on Stripe's checkout page and go directly to Stripe; we never see or store them. Stripe tells us
          whether a payment succeeded and gives us the checkout reference, the amount, the currency, the date and the
          email address you entered at checkout, which we keep as a record of your purchase.
        </p>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Technical data.</strong> Your IP address, browser type and version, device type, operating system,
            language and the date and time of your requests.
          </li>
          <li>
            <strong>Usage data.</strong> The pages you visit, the searches you run (keywords, location, work setting and
            category) and the links you follow, recorded in our server logs.
          </li>
          <li>
            <strong>Cookies and similar technologies.</strong> See <a href="#cookies">Cookies</a> below and our{' '}
            <Link to="/cookie-policy">Cookie Policy</Link>.
          </li>
        </ul>
        <p>
          We do not ask for, and ask you not to include in your resume, sensitive information such as government
          identification numbers, health information, or information about your religion, ethnicity or sexual
          orientation.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use your information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>show you job listings that match your searches and let you apply on the employer's site;</li>
          <li>optimize your resume for the job title you give us and prepare your PDF and DOCX downloads;</li>
          <li>take payments, deliver what you bought and keep records of purchases;</li>
          <li>send you the newsletter and job alerts you asked for;</li>
          <li>answer your messages and help with your purchases;</li>
          <li>
            keep the Services secure and reliable, for example by limiting how often a single client can call our
            services, detecting fraud and abuse, and investigating errors;
          </li>
          <li>understand, in aggregate, how the Services are used so that we can improve them;</li>
          <li>
            meet our legal, tax and accounting obligations and enforce our <Link to="/terms-of-use">Terms of Use</Link>.
          </li>
        </ul>
        <p>
          We do not use your resume content to advertise to you, and we do not sell your personal information or share
          it for cross-context behavioural advertising.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    heading: 'Legal bases for processing',
    body: (
      <>
        <p>
          If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on the following legal
          bases:
        </p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the resume optimizer and the downloads you buy, and to process your
            payment.
          </li>
          <li>
            <strong>Consent:</strong> to send you the newsletter and job alerts. You can withdraw consent at any time by
            unsubscribing.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to operate, secure and improve the Services and to prevent fraud,
            where those interests are not overridden by your rights.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep payment and tax records and to respond to lawful requests from
            authorities.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai-processing',
    heading: 'How the AI resume optimizer handles your resume',
    body: (
      <>
        <p>
          When you ask us to optimize your resume, the text you provide and the target job title are processed by our
          optimization engine to produce a rewritten draft. Depending on how the service is configured, this processing
          takes place on our own servers or is carried out by a third-party AI model provider acting on our behalf and
          under our instructions. Such providers may use the content only to return the result to us and not to train
          their models.
        </p>
        <p>
          Before you pay we show you a preview of the optimized draft; the complete document is delivered only as the
          PDF and DOCX files you purchase, through a private download link that expires. The optimizer does not make
          decisions about you that have legal or similarly significant effects: it suggests wording, and you decide what
          to use. Always check the draft for accuracy before you send it to an employer.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'How we share information',
    body: (
      <>
        <p>We share personal information only as described here:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who work for us under contract and only on our instructions: hosting and
            database providers, our payment processor (Stripe), email delivery providers and, where used, AI model
            providers.
          </li>
          <li>
            <strong>Employers:</strong> we do not send your resume or your details to employers. When you click Apply,
            you leave HighPay Jobs for the employer's or job board's own site, and what you share there is governed by
            their privacy policy.
          </li>
          <li>
            <strong>Legal reasons:</strong> when we must do so by law, or to protect the rights, property or safety of
            our users, the public or HighPay Jobs.
          </li>
          <li>
            <strong>Business transfers:</strong> if HighPay Jobs is involved in a merger, acquisition or sale of assets,
            in which case we will tell you before your information becomes subject to a different privacy policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    body: (
      <>
        <p>We keep personal information only for as long as we need it for the purposes described above:</p>
        <ul>
          <li>
            <strong>Payment records</strong> (checkout reference, amount, date, email and what was bought) are kept for
            7 years after the purchase, to meet tax and accounting obligations and to handle refunds and disputes.
          </li>
          <li>
            <strong>Resume content and generated documents</strong> are kept only as long as needed to deliver your
            downloads and to help you if something goes wrong with them, and are then deleted. You can ask us to delete
            them sooner.
          </li>
          <li>
            <strong>Newsletter details</strong> are kept until you unsubscribe, after which we keep only your email
            address on a suppression list so that we do not write to you again.
          </li>
          <li>
            <strong>Job alerts</strong> are kept until you unsubscribe or delete them (through the links in every alert
            mail); then they are deleted at once, and your email address with your last alert. An alert you never
            confirm is deleted after 7 days. If your mail server refuses our mail for good, we pause your alerts.
          </li>
          <li>
            <strong>Server logs</strong> are kept for a short period for security and troubleshooting and then deleted
            or anonymized.
          </li>
          <li>
            <strong>Messages to us</strong> are kept for as long as needed to resolve your request and for a reasonable
            time afterwards in case you follow up.
          </li>
        </ul>
        <p>When we no longer need information, we delete it or anonymize it so it can no longer be linked to you.</p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect information',
    body: (
      <p>
        We use technical and organisational measures appropriate to the risk: encryption in transit (HTTPS), access
        controls that limit who can see personal data, signed and expiring download links, secrets kept out of our code,
        and monitoring for abuse. Card data never touches our servers. No method of transmission or storage is
        completely secure, however, and we cannot guarantee absolute security. If a breach affects your information, we
        will notify you and the authorities where the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <p>
        We do not use advertising or cross-site tracking cookies. We use only what is strictly necessary to run the site
        securely, and our payment processor sets its own cookies on its checkout pages to prevent fraud. Our{' '}
        <Link to="/cookie-policy">Cookie Policy</Link> explains this in detail and how you can control cookies in your
        browser.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it;</li>
          <li>have inaccurate information corrected;</li>
          <li>have your information deleted;</li>
          <li>object to, or ask us to restrict, certain processing;</li>
          <li>receive your information in a portable format;</li>
          <li>withdraw consent where we rely on it, without affecting processing that took place before;</li>
          <li>lodge a complaint with your local data protection authority.</li>
        </ul>
        <p>
          <strong>California residents</strong> have the right to know what personal information we collect, use and
          disclose, to request deletion and correction, and not to be discriminated against for exercising these rights.
          We do not sell personal information and do not share it for cross-context behavioural advertising.
        </p>
        <p>
          To exercise any of these rights, contact us through the <Link to="/contactus">Contact Us</Link> page. We may
          need to verify your identity, for example by asking you to confirm the email address used at checkout, and we
          will respond within the time the law requires (usually 30 days). You can unsubscribe from the newsletter at
          any time using the link in every email.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    body: (
      <p>
        Our service providers may process information in countries other than the one you live in, including the United
        States. Where we transfer personal information out of the EEA, the UK or Switzerland, we rely on adequacy
        decisions or on the European Commission's Standard Contractual Clauses (and their UK equivalents), together with
        additional safeguards where needed.
      </p>
    ),
  },
  {
    id: 'children',
    heading: "Children's privacy",
    body: (
      <p>
        The Services are intended for job seekers and employers and are not directed to children under 16. We do not
        knowingly collect personal information from children under 16. If you believe a child has given us personal
        information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'third-party-sites',
    heading: 'Third-party websites',
    body: (
      <p>
        Job listings link to employers' and other job boards' websites, and checkout takes place on our payment
        processor's pages. We are not responsible for the privacy practices of those websites; please read their privacy
        policies before you give them your information.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this Privacy Policy from time to time. We will post the new version on this page with a new "Last
        updated" date and, if the changes are significant, we will tell you more prominently, for example with a notice
        on the site or an email to newsletter subscribers.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        If you have questions or concerns about this Privacy Policy or how we handle your information, please reach us
        through our <Link to="/contactus">Contact Us</Link> page. We will respond as quickly as we can.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy describes how HighPay Jobs collects, uses and protects your personal
          information when you search for jobs, subscribe to our newsletter or use our AI resume optimizer.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
