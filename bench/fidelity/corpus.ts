// The resumes of `npm run bench:fidelity`, written by a seeded generator from people,
// roles and sections below, in many layouts: headings in capitals, with colons, in title
// case or Markdown; skills as one list, labelled lines, a table or bullets; the sidebar of a
// two-column PDF pulled out first; certifications in odd places; names with accents. Each
// resume comes with its expectations (sections, skills), fixed by the generator before
// any run. Seeds 1–24 are the working set; seeds 1001–1024 are the held-out set.

export interface BenchResume {
  id: string;
  text: string;
  /** The heading each section must keep in the output (standard name or as written). */
  headings: string[];
  /** Every skill the resume lists, each once. */
  skills: string[];
  /** What an honest Claude would reply (the tool's structure). */
  claude: ClaudeReply;
}

export interface ClaudeReply {
  contact: string[];
  summary: string;
  skills: Array<{ label?: string; items: string[] }>;
  experience: Array<{ heading: string; bullets: string[] }>;
  projects: Array<{ heading: string; bullets: string[] }>;
  education: Array<{ heading: string; bullets: string[] }>;
  certifications: string[];
  other: Array<{ heading: string; lines: string[] }>;
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
  };
}

const PEOPLE = [
  ['José Álvarez Peña', 'jose.alvarez'],
  ['Zoë Müller', 'zoe.mueller'],
  ['Łukasz Wójcik', 'lukasz.wojcik'],
  ['Siobhán O’Brien', 'siobhan.obrien'],
  ['Nguyễn Thị Lan', 'lan.nguyen'],
  ['Renée Dubois', 'renee.dubois'],
  ['Björn Ångström', 'bjorn.angstrom'],
  ['Aylin Yılmaz', 'aylin.yilmaz'],
  ['François Lefèvre', 'francois.lefevre'],
  ['Ana María Gómez', 'anamaria.gomez'],
  ['Søren Kierkegaard Holm', 'soren.holm'],
  ['Chidi Okonkwo', 'chidi.okonkwo'],
] as const;
const PLACES = [
  'Austin, TX',
  'Berlin, Germany',
  'Kraków, Poland',
  'Montréal, QC',
  'Lisbon, Portugal',
  'Dublin, Ireland',
];

interface Role {
  title: string;
  summary: string;
  skills: Array<[label: string, items: string[]]>;
  jobs: Array<{ title: string; employer: string; bullets: string[] }>;
  degree: string;
  certs: string[];
}

const ROLES: Role[] = [
  {
    title: 'Data Scientist',
    summary: 'Data scientist building forecasting and ranking models for retail and banking teams.',
    skills: [
      ['Languages', ['Python (pandas, scikit-learn, PyTorch)', 'SQL', 'R']],
      ['Data', ['Spark', 'Airflow', 'BigQuery']],
      ['Visualization', ['Tableau', 'Looker']],
    ],
    jobs: [
      {
        title: 'Senior Data Scientist',
        employer: 'Lumen Analytics',
        bullets: [
          'Responsible for building the demand forecasting model used by 14 regional teams',
          'Cut model training time by 38% by moving feature jobs to Spark',
          'Helped with the A/B testing platform that ran 120 experiments a year',
        ],
      },
      {
        title: 'Data Analyst',
        employer: 'Brightwater Bank',
        bullets: [
          'Worked on churn dashboards in Tableau for 3 product lines',
          'Automated 9 weekly reports with Airflow',
        ],
      },
    ],
    degree: 'M.S. Statistics, University of Washington',
    certs: ['Google Professional Data Engineer (2022)'],
  },
  {
    title: 'Registered Nurse',
    summary: 'Registered nurse with 9 years in cardiac and intensive care units.',
    skills: [
      ['Clinical', ['Patient assessment', 'IV therapy', 'Telemetry', 'Wound care']],
      ['Systems', ['Epic', 'Cerner']],
    ],
    jobs: [
      {
        title: 'Charge Nurse',
        employer: 'Northwestern Memorial Hospital',
        bullets: [
          'Responsible for supervising 12 nurses on a 32-bed cardiac unit',
          'Helped with the rollout of bedside barcode scanning across 4 units',
        ],
      },
      {
        title: 'Staff Nurse',
        employer: 'Rush University Medical Center',
        bullets: ['Cared for 5 ICU patients per shift', 'Trained 7 new graduate nurses on Epic charting'],
      },
    ],
    degree: 'BSN, Loyola University Chicago',
    certs: ['ACLS (American Heart Association)', 'Registered Nurse, Illinois License 041-398822'],
  },
  {
    title: 'UX Designer',
    summary: 'Product designer focused on research-led design for fintech apps.',
    skills: [
      ['Design', ['Figma', 'Sketch', 'Prototyping', 'Design systems']],
      ['Research', ['User research', 'Usability testing', 'Miro']],
    ],
    jobs: [
      {
        title: 'Senior UX Designer',
        employer: 'Klarwerk GmbH',
        bullets: [
          'Redesigned the onboarding flow, raising completion from 61% to 78%',
          'Worked on 40 usability sessions with small business owners',
        ],
      },
      {
        title: 'UX Designer',
        employer: 'Nordpay',
        bullets: ['Built the design system used by 6 product teams', 'Responsible for the mobile checkout redesign'],
      },
    ],
    degree: 'B.A. Interaction Design, Berlin University of the Arts',
    certs: ['Nielsen Norman Group UX Certificate (2020)'],
  },
  {
    title: 'Backend Engineer',
    summary: 'Backend engineer running payment and billing services on AWS.',
    skills: [
      ['Languages', ['Go', 'TypeScript', 'Python']],
      ['Infrastructure', ['AWS', 'Kubernetes', 'Terraform', 'Docker']],
      ['Data', ['PostgreSQL', 'Redis', 'Kafka']],
    ],
    jobs: [
      {
        title: 'Staff Software Engineer',
        employer: 'Northwind Payments',
        bullets: [
          'Responsible for the billing platform processing $480M a year',
          'Reduced p99 checkout latency from 920 ms to 140 ms',
          'Helped with the migration of 42 services to Kubernetes',
        ],
      },
      {
        title: 'Software Engineer',
        employer: 'Contoso Search',
        bullets: [
          'Built a relevance pipeline that raised click-through by 23%',
          'Wrote the on-call handbook for 11 teams',
        ],
      },
    ],
    degree: 'B.S. Computer Science, University of Texas at Austin',
    certs: ['AWS Certified Solutions Architect – Associate (2021)'],
  },
  {
    title: 'Accountant',
    summary: 'Chartered accountant leading month-end close for multi-entity groups.',
    skills: [
      ['Accounting', ['Financial reporting', 'IFRS', 'Month-end close', 'Reconciliations']],
      ['Tools', ['Excel', 'SAP', 'NetSuite']],
    ],
    jobs: [
      {
        title: 'Senior Accountant',
        employer: 'Halden & Roth LLP',
        bullets: [
          'Responsible for the month-end close of 8 entities in 5 working days',
          'Cut reconciliation errors by 60% with Excel Power Query',
        ],
      },
      {
        title: 'Staff Accountant',
        employer: 'Meridian Foods',
        bullets: ['Prepared IFRS statements for a €120M group', 'Helped with the NetSuite migration'],
      },
    ],
    degree: 'B.Com. Accounting, University College Dublin',
    certs: ['ACCA Member since 2017'],
  },
  {
    title: 'Mechanical Engineer',
    summary: 'Mechanical engineer designing pumps and valves for water utilities.',
    skills: [
      ['Design', ['SolidWorks', 'AutoCAD', 'GD&T', 'FEA']],
      ['Methods', ['Six Sigma', 'Root cause analysis']],
    ],
    jobs: [
      {
        title: 'Design Engineer',
        employer: 'Aquaflux Systems',
        bullets: [
          'Responsible for the redesign of a valve family sold in 23 countries',
          'Lowered part count by 17% using FEA-driven consolidation',
        ],
      },
      {
        title: 'Junior Engineer',
        employer: 'Volta Pumps',
        bullets: ['Worked on test rigs for 3 pump lines', 'Documented 40 drawings to GD&T standard'],
      },
    ],
    degree: 'M.Eng. Mechanical Engineering, AGH University of Kraków',
    certs: ['Six Sigma Green Belt (2019)'],
  },
];

const EXTRAS: Array<{ heading: string; lines: string[] }> = [
  {
    heading: 'Publications (selected)',
    lines: [
      'Okafor, T. and Lind, M. (2021). Hierarchical demand forecasting at scale. Journal of Forecasting, 41(3), 210–228.',
    ],
  },
  { heading: 'Teaching and community', lines: ['Mentor, Data Science Bootcamp, 4 cohorts of about 20 people'] },
  { heading: 'Volunteering', lines: ['Volunteer, Chicago Free Clinic, monthly Saturday shifts since 2018'] },
  { heading: 'Languages', lines: ['Spanish (native), English (C2), Portuguese (B1)'] },
  { heading: 'Board Service', lines: ['Treasurer, Open Books e.V., 2020 – 2023'] },
  {
    heading: 'Professional Activities',
    lines: ['Member, American Association of Critical-Care Nurses (AACN), since 2016', 'Reviewer, CHI 2023'],
  },
  { heading: 'Awards', lines: ['Employee of the Year, 2019'] },
];

type HeadingStyle = 'caps' | 'colon' | 'title' | 'markdown';
const STANDARD: Record<string, string> = {
  summary: 'PROFESSIONAL SUMMARY',
  skills: 'SKILLS',
  experience: 'EXPERIENCE',
  education: 'EDUCATION',
  certifications: 'CERTIFICATIONS',
};
const WRITTEN: Record<string, string[]> = {
  summary: ['Summary', 'Profile', 'Professional Summary'],
  skills: ['Skills', 'Technical Skills', 'Core Competencies'],
  experience: ['Experience', 'Work History', 'Professional Experience'],
  education: ['Education'],
  certifications: ['Certifications', 'Licenses & Certifications'],
};

function styled(heading: string, style: HeadingStyle): string {
  switch (style) {
    case 'caps':
      return heading.toUpperCase();
    case 'colon':
      return `${heading}:`;
    case 'markdown':
      return `## ${heading}`;
    case 'title':
      return heading;
  }
}

export function benchResume(seed: number): BenchResume {
  const r = rng(seed * 7919);
  const role = ROLES[seed % ROLES.length]!;
  const [name, handle] = r.pick(PEOPLE);
  const place = r.pick(PLACES);
  const style: HeadingStyle = r.pick(['caps', 'colon', 'title', 'markdown'] as const);
  const skillsFormat = r.pick(['comma', 'labelled', 'table', 'bullets'] as const);
  const twoColumn = r.chance(0.3);
  const certPlace = r.pick(['section', 'education', 'top'] as const);
  const duplicateSkill = r.chance(0.4);
  const glyph = r.pick(['-', '•', '*', '▪'] as const);
  const extras = EXTRAS.filter(() => r.chance(0.45));
  if (extras.length === 0) extras.push(r.pick(EXTRAS));
  const startYear = r.int(2012, 2016);

  const headings: string[] = [];
  const blocks: string[][] = [];
  const head = (kind: string) => {
    const written = r.pick(WRITTEN[kind]!);
    headings.push(STANDARD[kind]!);
    return styled(written, style);
  };
  const contact = [name, `${handle}@example.com | +1 555 01${r.int(10, 99)} ${r.int(1000, 9999)} | ${place}`];

  // Skills as the resume lists them.
  const skillItems = role.skills.flatMap(([, items]) => items);
  const listed = duplicateSkill ? [skillItems[0]!.replace(/\s*\(.*\)$/, ''), ...skillItems] : skillItems;
  let skillLines: string[];
  switch (skillsFormat) {
    case 'comma':
      skillLines = [listed.join(', ')];
      break;
    case 'labelled':
      skillLines = role.skills.map(
        ([label, items], i) =>
          `${label}: ${(i === 0 && duplicateSkill ? [skillItems[0]!.replace(/\s*\(.*\)$/, ''), ...items] : items).join(', ')}`,
      );
      break;
    case 'table':
      skillLines = [];
      for (let i = 0; i < listed.length; i += 3) skillLines.push(listed.slice(i, i + 3).join(' | '));
      break;
    case 'bullets':
      skillLines = listed.map((s) => `${glyph} ${s}`);
      break;
  }
  const skillsBlock = [head('skills'), ...skillLines];

  const summaryBlock = [head('summary'), role.summary];
  const jobLines: string[] = [];
  role.jobs.forEach((job, i) => {
    const from = startYear + (role.jobs.length - 1 - i) * 4;
    const to = i === 0 ? 'Present' : String(from + 4);
    if (i > 0) jobLines.push('');
    jobLines.push(`${job.title}, ${job.employer} | ${from} – ${to}`);
    for (const b of job.bullets) jobLines.push(`${glyph} ${b}`);
  });
  const experienceBlock = [head('experience'), ...jobLines];
  const educationLines = [`${role.degree}, ${startYear - 2}`];
  if (certPlace === 'education') educationLines.push(...role.certs);
  const educationBlock = [head('education'), ...educationLines];

  const certBlock = certPlace === 'education' ? [] : [head('certifications'), ...role.certs];
  const extraBlocks = extras.map((e) => {
    headings.push(e.heading);
    return [styled(e.heading, style), ...e.lines];
  });

  // The order: a two-column PDF's sidebar (skills, languages, certifications) comes out first.
  if (twoColumn) {
    blocks.push(contact, skillsBlock);
    if (certPlace === 'top') blocks.push(certBlock);
    blocks.push(...extraBlocks.filter((b) => /Languages/i.test(b[0]!)));
    blocks.push(summaryBlock, experienceBlock, educationBlock);
    if (certPlace === 'section') blocks.push(certBlock);
    blocks.push(...extraBlocks.filter((b) => !/Languages/i.test(b[0]!)));
  } else {
    blocks.push(contact);
    if (certPlace === 'top') blocks.push(certBlock);
    blocks.push(summaryBlock, skillsBlock, experienceBlock, educationBlock);
    if (certPlace === 'section') blocks.push(certBlock);
    blocks.push(...extraBlocks);
  }
  const text = `${blocks
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n')}\n`;

  const claude: ClaudeReply = {
    contact: [name, `${handle}@example.com`, place],
    summary: role.summary,
    skills: role.skills.map(([label, items]) => ({ label, items: [...items] })),
    experience: role.jobs.map((job, i) => {
      const from = startYear + (role.jobs.length - 1 - i) * 4;
      return {
        heading: `${job.title}, ${job.employer} | ${from} – ${i === 0 ? 'Present' : from + 4}`,
        bullets: job.bullets.map((b) =>
          b.replace(/^Responsible for (the )?/, 'Owned the ').replace(/^(Helped with|Worked on) /, 'Contributed to '),
        ),
      };
    }),
    projects: [],
    education: [{ heading: `${role.degree}, ${startYear - 2}`, bullets: [] }],
    certifications: certPlace === 'education' ? [] : [...role.certs],
    other: extras.map((e) => ({ heading: e.heading, lines: [...e.lines] })),
  };
  return { id: `r${seed}`, text, headings, skills: skillItems, claude };
}

export const WORKING_SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);
export const HELD_OUT_SEEDS = Array.from({ length: 24 }, (_, i) => i + 1001);
