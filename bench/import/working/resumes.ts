// The people whose resumes the working corpus is made of: one structure each, from which
// every template prints its file and its expected text.

export interface Entry {
  /** Lines printed above the bullets (role, employer, dates), each its own line. */
  head: string[];
  bullets: string[];
}

export interface Section {
  heading: string;
  /** Paragraphs: each prints as wrapped text and reads back as one line. */
  paragraphs?: string[];
  /** Short lines printed one per line (skills, certificates, languages). */
  lines?: string[];
  entries?: Entry[];
  /** Bullets with no role above them. */
  bullets?: string[];
}

export interface Person {
  name: string;
  title: string;
  contact: string[];
  sidebar: Section[];
  main: Section[];
}

export const PEOPLE: Person[] = [
  {
    name: 'Jane Doe',
    title: 'Senior Site Reliability Engineer',
    contact: ['jane.doe@example.com', '+1 512 555 0147', 'Austin, TX', 'linkedin.com/in/janedoe'],
    sidebar: [
      {
        heading: 'SKILLS',
        lines: ['Kubernetes', 'Terraform', 'Prometheus', 'Go and Python', 'PostgreSQL', 'Incident command'],
      },
      {
        heading: 'CERTIFICATIONS',
        lines: [
          'Certified Kubernetes Administrator (CKA), 2023',
          'AWS Certified Solutions Architect Professional, 2022',
        ],
      },
      { heading: 'LANGUAGES', lines: ['English (native)', 'Spanish (professional)'] },
    ],
    main: [
      {
        heading: 'SUMMARY',
        paragraphs: [
          'Site reliability engineer with nine years of keeping payment platforms fast and available, from on-call rotations to capacity plans that finance teams sign off on.',
        ],
      },
      {
        heading: 'EXPERIENCE',
        entries: [
          {
            head: ['Senior Site Reliability Engineer, Northwind Payments', 'March 2021 to present, Austin, TX'],
            bullets: [
              'Cut paging alerts by 61% by replacing static thresholds with SLO burn-rate alerts across 40 services.',
              'Led the migration of 120 services from hand-built VMs to Kubernetes with zero customer-facing downtime.',
              'Wrote the incident review process now used by six engineering teams, shortening reviews from two weeks to three days.',
            ],
          },
          {
            head: ['Site Reliability Engineer, Fabrikam Cloud', 'June 2017 to February 2021, Denver, CO'],
            bullets: [
              'Built the Terraform modules that provision every production database, with automated failover tests each week.',
              'Reduced monthly cloud spend by $84,000 by rightsizing clusters and scheduling batch jobs off-peak.',
              'Mentored four junior engineers through their first on-call rotations.',
            ],
          },
        ],
      },
      {
        heading: 'EDUCATION',
        lines: ['B.S. Computer Science, University of Texas at Austin, 2017'],
      },
    ],
  },
  {
    name: 'Maria Garcia',
    title: 'Marketing Manager',
    contact: ['maria.garcia@example.org', '(646) 555 0199', 'Brooklyn, NY', 'mariagarcia.design'],
    sidebar: [
      {
        heading: 'Skills',
        lines: ['HubSpot', 'Google Analytics 4', 'Salesforce Marketing Cloud', 'SEO and content strategy', 'Figma'],
      },
      {
        heading: 'Education',
        lines: ['MBA, Marketing, Baruch College, 2016', 'B.A. Communications, Fordham University, 2012'],
      },
      {
        heading: 'Awards',
        lines: ['Brightwave Marketer of the Year, 2022', 'AMA New York Rising Star, 2019'],
      },
    ],
    main: [
      {
        heading: 'Profile',
        paragraphs: [
          'Marketing manager who turns customer research into campaigns that pay for themselves, with a record of growing subscriber lists and lowering acquisition cost in crowded consumer markets.',
        ],
      },
      {
        heading: 'Experience',
        entries: [
          {
            head: ['Marketing Manager, Brightwave LLC', '2019 to present'],
            bullets: [
              'Grew the newsletter from 38,000 to 212,000 subscribers in two years with segmented HubSpot journeys and referral rewards.',
              'Lowered cost per acquisition by 27% by moving budget from display ads to search and creator partnerships.',
              'Managed a team of five and an annual budget of $2.4 million across paid, owned and earned channels.',
              'Launched a customer advisory board whose interviews shaped three product releases.',
            ],
          },
          {
            head: ['Marketing Coordinator, Linden & Park', '2016 to 2019'],
            bullets: [
              'Ran twelve product launches a year, coordinating agencies, retail partners and the in-house design studio.',
              'Built the first analytics dashboard the sales team trusted, combining web, email and point-of-sale data.',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Tom Lee',
    title: 'Registered Nurse, BSN',
    contact: ['tom.lee@example.net', '555-010-2288', 'Columbus, OH'],
    sidebar: [
      {
        heading: 'LICENSES',
        lines: ['RN, Ohio Board of Nursing, #RN-448120', 'BLS and ACLS, American Heart Association'],
      },
      {
        heading: 'CLINICAL SKILLS',
        lines: ['Epic EHR charting', 'Telemetry monitoring', 'IV therapy', 'Patient education', 'Wound care'],
      },
    ],
    main: [
      {
        heading: 'PROFESSIONAL SUMMARY',
        paragraphs: [
          'Compassionate registered nurse with seven years on busy medical-surgical and telemetry floors, trusted by charge nurses to precept new graduates and to lead rapid responses.',
        ],
      },
      {
        heading: 'WORK HISTORY',
        entries: [
          {
            head: ['Registered Nurse, Mercy General Hospital', 'August 2019 to present, Columbus, OH'],
            bullets: [
              'Care for five to six telemetry patients a shift, titrating cardiac drips and escalating early warning scores within minutes.',
              'Precepted eleven new graduate nurses, all of whom passed their competency checks on schedule.',
              'Cut falls on the unit by 40% by leading hourly rounding and bed alarm audits with the quality team.',
            ],
          },
          {
            head: ['Staff Nurse, Riverside Community Clinic', 'May 2017 to July 2019, Dayton, OH'],
            bullets: [
              'Triaged up to forty walk-in patients a day and coordinated referrals to specialists and social services.',
              'Taught diabetes self-management classes in English and Spanish to groups of ten to fifteen adults.',
            ],
          },
        ],
      },
      {
        heading: 'EDUCATION',
        lines: ['Bachelor of Science in Nursing, The Ohio State University, 2017'],
      },
    ],
  },
  {
    name: 'Priya Raman',
    title: 'Data Scientist',
    contact: ['priya.raman@example.com', '+44 20 7946 0321', 'London, UK', 'github.com/priyaraman'],
    sidebar: [
      {
        heading: 'TOOLS',
        lines: ['Python, pandas, scikit-learn', 'SQL and dbt', 'PyTorch', 'Airflow', 'Looker'],
      },
      {
        heading: 'EDUCATION',
        lines: ['MSc Statistics, University College London, 2018', 'BSc Mathematics, University of Warwick, 2017'],
      },
      { heading: 'INTERESTS', lines: ['Open data for public transport', 'Long-distance cycling'] },
    ],
    main: [
      {
        heading: 'SUMMARY',
        paragraphs: [
          'Data scientist who ships models into products rather than slide decks, with six years of forecasting, experimentation and recommendation work for retail and travel companies.',
        ],
      },
      {
        heading: 'EXPERIENCE',
        entries: [
          {
            head: ['Lead Data Scientist, Contoso Travel', 'January 2022 to present'],
            bullets: [
              'Built the demand forecasting model behind dynamic hotel pricing, raising revenue per available room by 6.5% across 900 properties.',
              'Designed the experimentation platform that now runs 150 A/B tests a quarter with automated guardrail checks.',
              'Hired and managed a team of four data scientists and two analytics engineers.',
            ],
          },
          {
            head: ['Data Scientist, Tailspin Retail', 'September 2018 to December 2021'],
            bullets: [
              'Shipped a product recommendation service that lifted basket size by 9% for logged-in shoppers.',
              'Replaced weekly spreadsheet forecasts with an automated pipeline that cut stock-outs by a third.',
            ],
          },
        ],
      },
      {
        heading: 'PUBLICATIONS',
        lines: ['Raman, P. Forecasting with sparse holiday data. PyData London, 2021'],
      },
    ],
  },
  {
    name: 'Daniel Okafor',
    title: 'Financial Analyst',
    contact: ['d.okafor@example.com', '312-555-0176', 'Chicago, IL'],
    sidebar: [
      {
        heading: 'CORE SKILLS',
        lines: ['Financial modeling', 'Excel and VBA', 'Power BI', 'SAP S/4HANA', 'Variance analysis'],
      },
      { heading: 'CREDENTIALS', lines: ['CFA Level II candidate', 'Series 7 and 63 licensed'] },
    ],
    main: [
      {
        heading: 'SUMMARY',
        paragraphs: [
          'Financial analyst who builds the models executives actually use, with five years of budgeting, forecasting and deal support in manufacturing and logistics.',
        ],
      },
      {
        heading: 'EXPERIENCE',
        entries: [
          {
            head: ['Senior Financial Analyst, Wide World Importers', 'April 2021 to present'],
            bullets: [
              'Rebuilt the annual operating plan model, cutting the budgeting cycle from ten weeks to six and removing 40 linked spreadsheets.',
              'Supported two acquisitions worth $310 million with valuation models and integration cost tracking.',
              'Presented monthly variance reviews to the CFO and five business unit leaders.',
            ],
          },
          {
            head: ['Financial Analyst, Adventure Works Logistics', 'July 2019 to March 2021'],
            bullets: [
              'Automated freight cost reporting in Power BI, saving the controller team twelve hours a week.',
              'Found $1.1 million of duplicate carrier invoices through a reconciliation of three years of payables.',
            ],
          },
        ],
      },
      {
        heading: 'EDUCATION',
        lines: ['B.B.A. Finance, University of Illinois Chicago, 2019'],
      },
    ],
  },
  {
    name: 'Sofia Rossi',
    title: 'UX Designer',
    contact: ['sofia.rossi@example.com', '+39 02 5550 8812', 'Milan, Italy', 'sofiarossi.design'],
    sidebar: [
      {
        heading: 'EXPERTISE',
        lines: ['User research', 'Interaction design', 'Design systems', 'Accessibility (WCAG 2.2)', 'Prototyping'],
      },
      { heading: 'TOOLS', lines: ['Figma', 'Maze', 'Miro', 'HTML and CSS'] },
      { heading: 'LANGUAGES', lines: ['Italian (native)', 'English (fluent)', 'French (basic)'] },
    ],
    main: [
      {
        heading: 'ABOUT ME',
        paragraphs: [
          'Designer of calm, accessible interfaces for banking and public services, who starts every project by talking to the people who will use it and ends it with measurements.',
        ],
      },
      {
        heading: 'EXPERIENCE',
        entries: [
          {
            head: ['Senior UX Designer, Banca Alpina', 'February 2020 to present'],
            bullets: [
              'Redesigned the mobile onboarding flow, raising completed account openings from 41% to 68% in six months.',
              'Built and documented the design system used by 14 product teams, with accessible components tested with screen readers.',
              'Ran forty interviews and usability sessions a quarter with customers over seventy.',
            ],
          },
          {
            head: ['UX Designer, Comune di Milano Digital Services', 'October 2016 to January 2020'],
            bullets: [
              'Designed the online appointment service for registry offices, now used by 30,000 residents a month.',
              'Reduced support calls about parking permits by half through plain-language forms and clearer error messages.',
            ],
          },
        ],
      },
    ],
  },
];

/** The lines of a section as a perfect import reads them. */
export function sectionLines(section: Section): string[] {
  const out = [section.heading];
  for (const p of section.paragraphs ?? []) out.push(p);
  for (const l of section.lines ?? []) out.push(l);
  for (const e of section.entries ?? []) {
    out.push(...e.head);
    for (const b of e.bullets) out.push(`- ${b}`);
  }
  for (const b of section.bullets ?? []) out.push(`- ${b}`);
  return out;
}

/** Lines of the sections, a blank line between sections. */
export function sectionsText(sections: Section[]): string[] {
  const out: string[] = [];
  for (const s of sections) {
    if (out.length > 0) out.push('');
    out.push(...sectionLines(s));
  }
  return out;
}

/** Every line of the sidebar sections, headings included. */
export function sidebarLines(person: Person, withContact = false): string[] {
  return [...(withContact ? person.contact : []), ...person.sidebar.flatMap(sectionLines)];
}
