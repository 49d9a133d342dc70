// Realistic resumes of one and three pages for bench:optimize, made the same way each run.
const ROLES = [
  ['Senior Software Engineer', 'Acme Corp', 'Austin, TX'],
  ['Software Engineer', 'Globex Inc', 'Denver, CO'],
  ['Backend Developer', 'Initech LLC', 'Remote'],
  ['Junior Developer', 'Umbrella Labs', 'Boston, MA'],
  ['Developer Intern', 'Hooli', 'Palo Alto, CA'],
] as const;

const BULLETS = [
  'responsible for maintaining the billing service in Node.js and PostgreSQL, serving 2,000,000 requests a day.',
  'Helped with the migration of 14 services to AWS and Kubernetes, cutting hosting costs by 30%',
  'Worked on the internal deploy tooling in Python; reduced release time from 3 hours to 25 minutes',
  'Mentored 4 junior engineers and ran the weekly code review sessions',
  'Was in charge of on-call for the payments team (12 engineers)',
  'Built a Redis cache in front of the search API, bringing p99 latency down by 45%',
  'Designed REST APIs used by 3 mobile apps with 500K monthly users',
  'Involved in hiring: interviewed 60 candidates over two years',
];

function role(i: number, bullets: number): string {
  const [title, company, place] = ROLES[i % ROLES.length]!;
  const start = 2021 - i * 2;
  const lines = [
    `${title}, ${company}, ${place} — 0${(i % 9) + 1}/${start} - ${i === 0 ? 'present' : `0${(i % 9) + 1}/${start + 2}`}`,
  ];
  for (let b = 0; b < bullets; b++) lines.push(`- ${BULLETS[(i + b) % BULLETS.length]}`);
  return lines.join('\n');
}

function resume(roles: number, bullets: number, extra: string[]): string {
  return [
    'Jordan Rivera',
    'jordan.rivera@example.com | (512) 555-0142 | Austin, TX | github.com/jrivera',
    '',
    'Summary',
    'Backend engineer with experience building payment and search systems. I was responsible for services handling millions of requests.',
    '',
    'Work History',
    ...Array.from({ length: roles }, (_, i) => role(i, bullets)),
    '',
    'Technical Skills',
    'Languages: Java, Python, Go, SQL, TypeScript',
    'Tools: Docker, Kubernetes, Terraform, Jenkins, Git, Redis, Kafka, PostgreSQL, MySQL',
    '',
    'Education',
    'B.S. in Computer Science, University of Texas at Austin, 2012',
    ...extra,
  ].join('\n');
}

export function onePageResume(): string {
  return resume(4, 6, []);
}

export function threePageResume(): string {
  const projects = [
    '',
    'Projects',
    ...Array.from(
      { length: 8 },
      (_, i) => `- Open-source tool ${i + 1}: helped with a Go CLI that ${i + 2} teams use to manage Kafka topics`,
    ),
  ];
  const more = [
    '',
    'Certifications',
    'AWS Certified Solutions Architect, 2019',
    'CKA, 2020',
    '',
    'Awards',
    'Engineer of the Year, Acme Corp, 2022',
  ];
  return resume(6, 12, [
    ...projects,
    ...more,
    '',
    'Volunteer',
    ...Array.from(
      { length: 10 },
      (_, i) => `- Taught ${i + 5} students Python at the library every Saturday in ${2010 + i}`,
    ),
  ]);
}
