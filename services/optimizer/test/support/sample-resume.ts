// A resume as people paste them (odd headings, mixed dates and bullets, weak openings),
// and what an honest and a dishonest Claude would make of it.

export const SAMPLE_RESUME = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Austin, TX
linkedin.com/in/janedoe

Where I've worked
Software Engineer, Acme Corp — 01/2019 - present
- responsible for maintaining the billing service in Node.js and PostgreSQL.
* Helped with the migration to AWS, cutting hosting costs by 30%
  and improving uptime
- Mentored 3 junior engineers
Junior Developer at Globex Inc (June 2016 to December 2018)
Worked on internal tools using Python and Django. I wrote unit tests and reviewed code. Was in charge of the release process.

Skills: Django, Excel, Docker, Python, PostgreSQL, Kubernetes

Education
B.S. in Computer Science, University of Texas at Austin, 2016
`;

/** The structured reply an honest Claude gives for SAMPLE_RESUME. */
export function honestClaudeResume() {
  return {
    contact: ['Jane Doe', 'jane.doe@example.com', '(555) 123-4567', 'Austin, TX', 'linkedin.com/in/janedoe'],
    summary:
      'Software Engineer who maintains billing services in Node.js and PostgreSQL and contributed to a migration to AWS that cut hosting costs by 30%.',
    skills: [{ items: ['Node.js', 'PostgreSQL', 'Python', 'Docker', 'Kubernetes', 'AWS', 'Django', 'Excel'] }],
    experience: [
      {
        heading: 'Software Engineer, Acme Corp | Jan 2019 – Present',
        bullets: [
          'Maintained the billing service in Node.js and PostgreSQL',
          'Contributed to the migration to AWS, cutting hosting costs by 30% and improving uptime',
          'Mentored 3 junior engineers',
        ],
      },
      {
        heading: 'Junior Developer, Globex Inc | Jun 2016 – Dec 2018',
        bullets: [
          'Built internal tools using Python and Django',
          'Wrote unit tests and reviewed code',
          'Led the release process',
        ],
      },
    ],
    projects: [],
    education: [{ heading: 'B.S. in Computer Science, University of Texas at Austin, 2016', bullets: [] }],
    certifications: [],
    other: [],
  };
}

type ClaudeResume = ReturnType<typeof honestClaudeResume>;

/** Replies that add facts, each in its own way. */
export const DISHONEST = {
  /** A bullet claims a tool and a number the resume never states: repairable (the bullet goes). */
  inventedBullet: (r: ClaudeResume): ClaudeResume => {
    r.experience[0]!.bullets.push('Cut p99 latency by 45% with Kafka and Redis');
    return r;
  },
  /** An employer the resume never names, in an entry heading: cannot be repaired. */
  inventedEmployer: (r: ClaudeResume): ClaudeResume => {
    r.experience.unshift({
      heading: 'Senior Software Engineer, Google | Jan 2021 – Present',
      bullets: ['Led the search team'],
    });
    return r;
  },
  /** A degree upgraded from B.S. to M.S.: cannot be repaired. */
  upgradedDegree: (r: ClaudeResume): ClaudeResume => {
    r.education[0]!.heading = 'M.S. in Computer Science, University of Texas at Austin, 2016';
    return r;
  },
  /** A date moved: cannot be repaired. */
  movedDate: (r: ClaudeResume): ClaudeResume => {
    r.experience[1]!.heading = 'Junior Developer, Globex Inc | Jun 2015 – Dec 2018';
    return r;
  },
  /** A skill the target role wants but the resume lacks, slipped into the skills list: struck out. */
  inventedSkill: (r: ClaudeResume): ClaudeResume => {
    r.skills[0]!.items.unshift('TypeScript', 'GraphQL');
    return r;
  },
};
