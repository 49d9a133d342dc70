// Resumes for the payment tests and the benchmark: a realistic one that fills two pages.
export const TWO_PAGE_RESUME = `JORDAN A. RIVERA
Senior Backend Engineer | jordan.rivera@example.com | (512) 555-0142 | Austin, TX
linkedin.com/in/jordanrivera | github.com/jrivera

PROFESSIONAL SUMMARY
Senior backend engineer with 10 years of experience designing and operating high-throughput distributed systems in TypeScript, Go and Python. Led platform teams of up to 8 engineers, cut infrastructure costs by 35% and shipped payment and search products used by more than 3 million people. Known for pragmatic architecture, clear written design documents and calm incident leadership.

CORE SKILLS
- Languages: TypeScript, Node.js, Go, Python, SQL
- Data: PostgreSQL, Redis, Elasticsearch, Kafka, BigQuery
- Cloud and operations: AWS (ECS, Lambda, RDS, SQS), Kubernetes, Terraform, Docker, GitHub Actions
- Practices: domain-driven design, event sourcing, observability with OpenTelemetry, on-call leadership

PROFESSIONAL EXPERIENCE
Staff Software Engineer, Northwind Payments — Austin, TX (Remote) | 2021 – Present
- Designed an event-driven billing platform that processes $480M a year with 99.99% availability across three AWS regions.
- Reduced p99 checkout API latency from 920 ms to 140 ms by introducing request coalescing, read replicas and targeted PostgreSQL indexes.
- Led the migration of 42 services from EC2 to Kubernetes with zero customer-facing downtime, saving $1.2M a year.
- Introduced idempotency keys and exactly-once webhook processing, eliminating duplicate charges that had cost 0.3% of revenue.
- Mentored 8 engineers through a structured growth program; 3 were promoted to senior roles within 18 months.

Senior Software Engineer, Contoso Search — Remote | 2017 – 2021
- Built a relevance pipeline on Elasticsearch that raised search click-through by 23% for 2 million monthly users.
- Replaced a nightly batch indexer with a change-data-capture stream, cutting index freshness from 24 hours to under 60 seconds.
- Wrote the on-call handbook and incident review process adopted by 11 engineering teams.
- Designed a typo-tolerant autocomplete service in Go answering 4,000 requests per second at a p95 of 18 ms.

Software Engineer, Fabrikam Logistics — Dallas, TX | 2014 – 2017
- Developed route optimization services in Python that reduced average delivery distance by 12%.
- Created the company's first automated test suite and continuous integration pipeline, raising deployment frequency from monthly to daily.
- Integrated carrier APIs for 14 shipping partners with retry queues and dead-letter handling.

SELECTED PROJECTS
- Open-source maintainer of a Node.js rate-limiting library with 1,800 GitHub stars and 250,000 weekly downloads.
- Speaker at NodeConf 2023: "Exactly-once is a lie: building idempotent payment systems".

EDUCATION
B.S. Computer Science, The University of Texas at Austin | 2014
Graduated with honors; teaching assistant for Data Structures and Algorithms.

CERTIFICATIONS
- AWS Certified Solutions Architect – Professional (2022)
- Certified Kubernetes Application Developer (2021)

ADDITIONAL EXPERIENCE
- Volunteer coding instructor at Austin Code Camp, teaching JavaScript fundamentals to 60 adult learners a year.
- Organizer of the Austin Go meetup (2019 – 2022), growing attendance from 40 to 220 members.
- Hackathon judge for the University of Texas HackTX event in 2022 and 2023.
- Wrote internal guides on PostgreSQL query tuning, Redis data modeling and safe schema migrations used across the engineering organization.
- Led a company-wide accessibility review that brought the customer dashboard to WCAG 2.1 AA conformance.
- Built an internal cost dashboard that made cloud spend visible per team and per service, cutting waste by 18% in one quarter.
- Coordinated the response to a regional cloud outage, restoring payment processing within 22 minutes through a rehearsed failover plan.
- Designed the interview loop for backend engineers, including a practical system design exercise now used for every senior hire.
`;

/** TWO_PAGE_RESUME's section headings, in order. */
export const TWO_PAGE_RESUME_HEADINGS = [
  'PROFESSIONAL SUMMARY',
  'CORE SKILLS',
  'PROFESSIONAL EXPERIENCE',
  'SELECTED PROJECTS',
  'EDUCATION',
  'CERTIFICATIONS',
  'ADDITIONAL EXPERIENCE',
];

/** The words a reader sees, without list and heading markers: what both files must contain, in order. */
export function words(text: string): string[] {
  return text
    .replace(/^\s*#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+•●▪◦‣·–—]\s+/gm, ' ')
    .replace(/[•]/g, ' ')
    .replace(/\*\*|__/g, '')
    .split(/\s+/)
    .filter(Boolean);
}
