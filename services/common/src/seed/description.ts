// Builds a posting's HTML description (<p>, <h3>, <ul><li>) from its role, company and
// skills, so full-text search finds a job by the skills it asks for.
import type { JobCategorySlug, WorkSetting } from '@highpay/contracts';
import type { SeedCompany } from './companies.js';
import type { Random } from './random.js';

export interface DescriptionInput {
  title: string;
  baseTitle: string;
  company: SeedCompany;
  category: JobCategorySlug;
  team: string;
  /** Skills in the order they should be mentioned; the first ones are the job's tags. */
  skills: readonly string[];
  minYears: number;
  workSetting: WorkSetting;
  place: string | null;
  salaryLine: string | null;
}

// {a} and {b} are replaced with two of the job's skills.
const DUTIES: Record<JobCategorySlug, readonly string[]> = {
  development: [
    'Design, build and operate services that handle millions of requests a day using {a} and {b}',
    'Own features end to end, from technical design through code review, rollout and monitoring',
    'Improve reliability and performance of our {a} stack and drive down incident rates',
    'Write clean, well-tested code and help raise the bar on engineering practices across the team',
    'Partner with product managers and designers to turn ambiguous problems into shipped solutions',
    'Mentor other engineers and contribute to architecture decisions involving {b}',
    'Build tooling and automation that makes every engineer more productive',
  ],
  design: [
    'Lead design for key product areas from discovery and {a} through polished, shipped experiences',
    'Create flows, wireframes and high-fidelity prototypes in {b} and test them with real users',
    'Contribute to and evolve our design system so the product feels consistent and accessible',
    'Work closely with engineering and product to balance user needs, business goals and constraints',
    'Present your work clearly and use feedback and data to iterate quickly',
    'Advocate for the customer in every planning conversation',
  ],
  marketing: [
    'Plan and run campaigns that grow pipeline and revenue, with clear goals for {a}',
    'Own messaging and positioning for new launches in partnership with product and sales',
    'Analyze performance with {b} and turn insights into experiments and budget decisions',
    'Build scalable programs across paid, owned and earned channels',
    'Collaborate with design and content teams to produce high-quality assets on deadline',
    'Report results to leadership and keep stakeholders aligned on priorities',
  ],
  management: [
    'Lead a high-performing team, set clear goals and hold a high bar for execution',
    'Own planning and {a} for your area and communicate trade-offs to executives',
    'Hire, coach and grow talented people and build an inclusive, accountable culture',
    'Partner across engineering, product, sales and finance to deliver company priorities',
    'Establish operating rhythms, metrics and processes that scale with the business',
    'Drive cross-functional initiatives using {b} and remove blockers for your teams',
  ],
  'customer-support': [
    'Be a trusted point of contact for customers and resolve issues quickly and thoroughly',
    'Use {a} to manage a queue of requests while meeting response-time goals',
    'Troubleshoot problems, reproduce bugs and work with engineering on fixes',
    'Identify trends in customer feedback and turn them into product and process improvements',
    'Write and maintain help center articles and internal documentation',
    'Drive adoption, renewals and expansion through proactive outreach and {b}',
  ],
  sales: [
    'Own a territory and a quota, managing the full sales cycle from first call to close',
    'Build pipeline through outbound prospecting, events and partnerships',
    'Run discovery, demos and negotiations with senior buyers using {a}',
    'Forecast accurately and keep the CRM up to date',
    'Collaborate with solutions engineering, marketing and customer success on complex deals',
    'Share market feedback that shapes the product roadmap and {b} strategy',
  ],
  finance: [
    'Own monthly, quarterly and annual reporting and the analysis behind it',
    'Build and maintain models for {a} that leadership uses to make decisions',
    'Partner with business leaders on budgets, forecasts and investment cases',
    'Improve close, audit and control processes and automate manual work',
    'Explain variances and key drivers clearly to non-finance stakeholders',
    'Support due diligence, audits and special projects involving {b}',
  ],
  legal: [
    'Draft, review and negotiate agreements and advise the business on risk',
    'Provide practical guidance on {a} matters to teams across the company',
    'Manage matters with outside counsel and keep legal spend on budget',
    'Research legal questions and summarize findings in clear, actionable memos',
    'Build templates, playbooks and processes that help the business move faster',
    'Keep policies current with changing regulations, including {b}',
  ],
  hr: [
    'Partner with leaders on organizational design, performance and {a}',
    'Run programs across the employee lifecycle, from onboarding to promotions',
    'Advise managers on employee relations issues with empathy and sound judgment',
    'Use data from {b} to spot trends and recommend improvements',
    'Ensure HR practices comply with federal and state employment law',
    'Champion a fair, inclusive and engaging workplace',
  ],
  healthcare: [
    'Provide safe, evidence-based, compassionate care to a diverse patient population',
    'Assess patients, develop care plans and document accurately in Epic',
    'Collaborate with physicians, nurses and therapists as part of an interdisciplinary team',
    'Educate patients and families on diagnoses, treatment and {a}',
    'Follow infection control, safety and quality standards in every interaction',
    'Take part in quality improvement initiatives involving {b}',
  ],
  engineering: [
    'Design and validate components and systems from concept through production',
    'Perform analysis and testing using {a} and document results clearly',
    'Work with manufacturing, suppliers and quality teams to resolve issues',
    'Prepare drawings, specifications and reports that meet industry codes and standards',
    'Lead design reviews and drive continuous improvement with {b}',
    'Support field testing, installation and customer questions',
  ],
  administrative: [
    'Manage complex calendars, meetings and travel for senior leaders',
    'Keep the office and team running smoothly, from supplies to vendor relationships',
    'Coordinate events, offsites and board meetings end to end',
    'Prepare documents, reports and presentations with great attention to detail',
    'Handle confidential information with discretion and sound judgment',
    'Improve administrative processes using {a} and {b}',
  ],
};

const QUALITIES: readonly string[] = [
  'Clear written and verbal communication and a habit of documenting decisions',
  'Comfort working with ambiguity in a fast-moving environment',
  'Strong ownership: you follow through and raise problems early',
  'A collaborative, low-ego approach and genuine curiosity',
  'Excellent organization and the ability to juggle several priorities',
  'A track record of measurable results you can talk about',
];

const BENEFITS: readonly string[] = [
  'Comprehensive medical, dental and vision coverage starting on day one',
  'A 401(k) with company match',
  'Generous paid time off and paid parental leave',
  'Annual learning and development budget',
  'Equity or a performance bonus',
  'Home office or commuter stipend',
  'Wellness programs and mental health support',
];

const SETTING_LINE: Record<WorkSetting, (place: string | null) => string> = {
  remote: (place) =>
    place
      ? `This is a remote role; candidates near ${place} are preferred for occasional team days.`
      : 'This role is fully remote within the United States.',
  hybrid: (place) =>
    `This is a hybrid role: three days a week in our ${place ?? 'local'} office and the rest from home.`,
  'on-site': (place) => `This role is based on-site in ${place ?? 'our office'}.`,
};

function fill(template: string, a: string, b: string): string {
  return template.replace('{a}', a).replace('{b}', b);
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** Joins skills as "A, B and C". */
function phrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function buildDescription(input: DescriptionInput, random: Random): string {
  const { company, skills } = input;
  const [a = 'modern tools', b = 'best practices'] = skills;
  const nice = skills.slice(3, 5);
  const duties = random.sample(DUTIES[input.category], 3).map((d) => fill(d, a, b));
  const bring = [
    input.minYears > 0
      ? `${input.minYears}+ years of experience as a ${input.baseTitle} or in a similar role`
      : `Coursework, projects or a previous internship related to the ${input.baseTitle} role`,
    `Hands-on experience with ${phrase(skills.slice(0, 3))}`,
    random.pick(QUALITIES),
  ];
  if (nice.length > 0) bring.push(`Nice to have: ${phrase(nice)}`);
  const parts = [
    `<p>${company.name} is ${company.about}. We are hiring a ${input.title} to join our ${input.team} team.</p>`,
    `<h3>What you'll do</h3>`,
    list(duties),
    `<h3>What you'll bring</h3>`,
    list(bring),
  ];
  const pay = input.salaryLine ? `${input.salaryLine} ` : '';
  parts.push(
    `<h3>Compensation and benefits</h3>`,
    `<p>${pay}${SETTING_LINE[input.workSetting](input.place)} We offer:</p>`,
    list(random.sample(BENEFITS, 2)),
  );
  return parts.join('\n');
}
