// /cookie-policy: which cookies and browser storage the site uses, and how to control them.
import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-are-cookies',
    heading: 'What cookies are',
    body: (
      <p>
        Cookies are small text files that a website stores in your browser. Similar technologies, such as your browser's
        local storage, work in much the same way. They let a site remember things between pages or visits, keep it
        secure, or measure how it is used.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How HighPay Jobs uses cookies',
    body: (
      <>
        <p>
          We keep this short because we use very little. HighPay Jobs does <strong>not</strong> use advertising cookies,
          does not track you across other websites and does not sell information collected through cookies.
        </p>
        <p>
          We use only <strong>strictly necessary</strong> cookies and browser storage: the ones the site needs to work
          and to stay secure, for example to protect our forms and services against abuse or to complete a purchase you
          have started. Because the site cannot work properly without them, these do not require your consent; you can
          still block them in your browser, but parts of the site may stop working.
        </p>
        <p>
          When you choose a country in <strong>Remote jobs open to</strong>, your browser's local storage keeps that
          choice so the job lists apply it on your next visit. It stays on your device; choose &ldquo;Any country&rdquo;
          to remove it.
        </p>
      </>
    ),
  },
  {
    id: 'third-party',
    heading: 'Cookies set by our payment processor',
    body: (
      <p>
        When you buy an optimized resume you are taken to a checkout page run by our payment processor, Stripe. Stripe
        sets its own cookies there, mainly to detect and prevent fraud and to remember your choices during checkout.
        Those cookies are controlled by Stripe and described in Stripe's own cookie and privacy policies.
      </p>
    ),
  },
  {
    id: 'external-sites',
    heading: 'Employer and job board websites',
    body: (
      <p>
        When you click Apply on a listing, you go to the employer's or job board's website. Any cookies set there are
        governed by that website's policies, not this one.
      </p>
    ),
  },
  {
    id: 'control',
    heading: 'How to control cookies',
    body: (
      <>
        <p>
          Every modern browser lets you see, block and delete cookies and site data, either for all sites or for
          specific ones. Look for "Cookies and site data" or "Privacy" in your browser's settings. You can also use a
          private browsing window, which discards cookies when you close it.
        </p>
        <p>
          If you block strictly necessary cookies, searching for jobs will keep working, but checkout may not complete.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we ever start using other kinds of cookies, such as analytics, we will update this policy first and, where
        the law requires, ask for your consent before setting them.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        For more about how we handle personal information, read our <Link to="/privacy-policy">Privacy Policy</Link>, or
        reach us through the <Link to="/contactus">Contact Us</Link> page.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={
        <p>
          This policy explains which cookies and similar technologies HighPay Jobs uses, and how you can control them.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
