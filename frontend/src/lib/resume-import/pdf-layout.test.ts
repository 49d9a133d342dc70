import { describe, expect, it } from 'vitest';
import { layoutPdf, type PdfPage, type PdfRun } from './pdf-layout.js';

/** A glyph run whose width follows its text, as a proportional font at half an em a letter. */
function run(text: string, x: number, y: number, o: { size?: number; font?: string } = {}): PdfRun {
  const size = o.size ?? 10;
  return { text, x, y, width: text.length * size * 0.5, size, font: o.font ?? 'body' };
}

const page = (runs: PdfRun[]): PdfPage => ({ width: 612, height: 792, runs });

/** Lines of a column, one run each, 13 pt apart from `top`. */
function column(lines: string[], x: number, top: number, o: { font?: string } = {}): PdfRun[] {
  return lines.map((t, i) => run(t, x, top + 13 * i, o));
}

/** Runs drawn on one page, and the lines the import reads from them. */
const READS: [string, PdfRun[], string[]][] = [
  [
    'keeps the hyphen of a compound broken at a line end ("customer-" / "facing")',
    [
      run('- Led the migration of 120 services from hand-built VMs with no customer-', 40, 100),
      run('facing downtime at all, over a single quarter of steady work.', 40, 113),
    ],
    [
      '- Led the migration of 120 services from hand-built VMs with no customer-facing downtime at all, over a single quarter of steady work.',
    ],
  ],
  [
    'keeps the hyphen of a compound led by a participle ("hearing-" / "impaired") or a number ("30-" / "day")',
    [
      run('- Provided realtime captions for judges and counsel, including support for hearing-', 40, 100),
      run('impaired litigants, and trained caregivers before every discharge, which cut our 30-', 40, 113),
      run('day readmissions on the unit across every shift we staffed.', 40, 126),
    ],
    [
      '- Provided realtime captions for judges and counsel, including support for hearing-impaired litigants, and trained caregivers before every discharge, which cut our 30-day readmissions on the unit across every shift we staffed.',
    ],
  ],
  [
    'keeps the hyphen of the last of compounds sharing a second half ("Hmong- and Punjabi-" / "speaking")',
    [
      run('- Coordinated bilingual assessments with district interpreters for Hmong- and Punjabi-', 40, 100),
      run('speaking families at every school site.', 40, 113),
    ],
    [
      '- Coordinated bilingual assessments with district interpreters for Hmong- and Punjabi-speaking families at every school site.',
    ],
  ],
  [
    'mends a word hyphenated at the line end that the file writes whole elsewhere, in the singular ("non-" / "profits")',
    [
      run('Nonprofit Grant Writer', 40, 80, { size: 14 }),
      run('Grant writer with ten years of federal fundraising for human-services and arts non-', 40, 100),
      run('profits across the state, from prospect research to final reports.', 40, 113),
    ],
    [
      'Nonprofit Grant Writer',
      'Grant writer with ten years of federal fundraising for human-services and arts nonprofits across the state, from prospect research to final reports.',
    ],
  ],
  [
    'mends a word hyphenated before a long second half when the first half is no word ("decom-" / "missioning")',
    [
      run('- Delivered packaged dangerous goods to construction and decom-', 40, 100),
      run('missioning sites, and funded four junior faculty members for career-', 40, 113),
      run('development awards over the two years of the programme.', 40, 126),
    ],
    [
      '- Delivered packaged dangerous goods to construction and decommissioning sites, and funded four junior faculty members for career-development awards over the two years of the programme.',
    ],
  ],
  [
    'keeps apart the items of a narrow list set a little further apart than its wrapped lines, and joins the wraps',
    // Items step 15 pt, wrapped lines 13.5 pt; an acronym wraps after "and", a place name after a closed-up dash.
    [
      run('SKILLS', 40, 280, { font: 'bold' }),
      ...[
        ['Structural and pipe-welding', 300],
        ['techniques', 313.5],
        ['Blueprint and isometric work', 328.5],
        ['Rigging, signaling and', 343.5],
        ['OSHA', 357],
        ['Forklift and boom operation', 372],
        ['College of Southern Nevada–', 387],
        ['Henderson, 2014', 400.5],
      ].map(([t, y]) => run(t as string, 40, y as number)),
    ],
    [
      'SKILLS',
      'Structural and pipe-welding techniques',
      'Blueprint and isometric work',
      'Rigging, signaling and OSHA',
      'Forklift and boom operation',
      'College of Southern Nevada–Henderson, 2014',
    ],
  ],
  [
    'reads a key-value grid ("Languages:" set apart from "Go, Python") one row a line, the label with its value',
    [
      run('TECHNICAL SKILLS', 40, 100, { font: 'bold' }),
      ...[
        ['Languages:', 'Go, Python, TypeScript, SQL'],
        ['Data:', 'PostgreSQL, Redis, Kafka'],
        ['Cloud:', 'Kubernetes, Terraform, GCP'],
        ['Practices:', 'TDD, code review, on-call'],
        ['Tools:', 'Grafana, Sentry, GitHub Actions'],
      ].flatMap(([k, v], i) => [run(k!, 40, 120 + 15.7 * i), run(v!, 190, 120 + 15.7 * i)]),
    ],
    [
      'TECHNICAL SKILLS',
      'Languages: Go, Python, TypeScript, SQL',
      'Data: PostgreSQL, Redis, Kafka',
      'Cloud: Kubernetes, Terraform, GCP',
      'Practices: TDD, code review, on-call',
      'Tools: Grafana, Sentry, GitHub Actions',
    ],
  ],
  [
    'takes a bullet drawn as a shape from its hanging indent, and leaves the lines around it alone',
    [
      run('Site Reliability Engineer, Fabrikam Cloud', 40, 100, { font: 'bold' }),
      run('June 2017 to February 2021', 40, 113, { font: 'italic' }),
      run('Built the Terraform modules that provision every production', 53, 128),
      run('database, with automated failover tests each week.', 53, 141),
      run('Mentored four junior engineers through their first rotations.', 53, 156),
    ],
    [
      'Site Reliability Engineer, Fabrikam Cloud',
      'June 2017 to February 2021',
      '- Built the Terraform modules that provision every production database, with automated failover tests each week.',
      '- Mentored four junior engineers through their first rotations.',
    ],
  ],
  [
    'closes up a heading set with letter spacing, one word per wide gap',
    [
      run('C O N TA C T', 40, 100, { size: 11, font: 'bold' }),
      run('jane.doe@example.com', 40, 116),
      run('W O R K  E X P E R I E N C E', 40, 140, { size: 11, font: 'bold' }),
      run('Senior SRE at Northwind Payments since 2021, on call for payments.', 40, 156),
    ],
    [
      'CONTACT',
      'jane.doe@example.com',
      '',
      'WORK EXPERIENCE',
      'Senior SRE at Northwind Payments since 2021, on call for payments.',
    ],
  ],
  [
    'puts each item of a contact row set apart by wide gaps on its own line, and leaves other rows whole',
    [
      run('Jane Doe', 40, 60, { size: 20 }),
      run('jane.doe@example.com', 40, 90),
      run('(512) 555-0147', 160, 90),
      run('Austin, TX', 250, 90),
      run('Senior SRE, Northwind Payments', 40, 120, { font: 'bold' }),
      run('2019 – 2023', 420, 120, { font: 'bold' }),
    ],
    ['Jane Doe', 'jane.doe@example.com', '(512) 555-0147', 'Austin, TX', 'Senior SRE, Northwind Payments 2019 – 2023'],
  ],
  [
    'joins an item of a list column wrapped after a comma or a word that needs the next',
    [
      run('EDUCATION', 40, 100, { size: 12, font: 'bold' }),
      ...column(
        ['MSc Statistics, University College,', 'London, 2018', 'BSc Mathematics, University of', 'Warwick, 2017'],
        40,
        116,
      ),
      run('Certified Kubernetes Administrator, 2023', 40, 168),
      run('Data Science Bootcamp, 2015', 40, 181),
    ],
    [
      'EDUCATION',
      'MSc Statistics, University College, London, 2018',
      'BSc Mathematics, University of Warwick, 2017',
      'Certified Kubernetes Administrator, 2023',
      'Data Science Bootcamp, 2015',
    ],
  ],
  [
    'joins a wrapped line that opens with a ligature drawn as its own narrow run',
    [
      run('Site reliability engineer with nine years of keeping payment platforms', 40, 100),
      run('fast and available, from on-call rotations to a capacity plan', 40, 113),
      { ...run('fi', 40, 126), width: 5 },
      run('nance teams sign off on every quarter.', 45, 126),
    ],
    [
      'Site reliability engineer with nine years of keeping payment platforms fast and available, from on-call rotations to a capacity plan finance teams sign off on every quarter.',
    ],
  ],
  [
    'keeps the first letter of an item drawn after a white bullet ("◦")',
    [
      run('EXPERIENCE', 40, 100),
      run('◦', 40, 113),
      run('Own month-end close for four entities, cutting close from 12 to 6 days', 52, 113),
      run('◦', 40, 126),
      run('Prepare board packs and cash-flow forecasts for the lender', 52, 126),
    ],
    [
      'EXPERIENCE',
      '- Own month-end close for four entities, cutting close from 12 to 6 days',
      '- Prepare board packs and cash-flow forecasts for the lender',
    ],
  ],
  [
    'takes a "›" drawn as its own run for a bullet, and its wrapped line for the same item',
    [
      run('EXPERIENCE', 40, 100),
      run('›', 40, 113),
      run('Charge nurse two shifts per week for a 32-bed unit: staffing, bed flow and rapid-response', 52, 113),
      run('coverage', 52, 126),
      run('›', 40, 139),
      run('Precepted 14 new graduate and transfer nurses', 52, 139),
    ],
    [
      'EXPERIENCE',
      '- Charge nurse two shifts per week for a 32-bed unit: staffing, bed flow and rapid-response coverage',
      '- Precepted 14 new graduate and transfer nurses',
    ],
  ],
  [
    'joins a wrapped line that holds only a score ("4.7/5") to its item, not taking it for a web address',
    // Items stand further apart than an item's wrapped lines.
    [
      run('TEACHING', 40, 100),
      run('•', 40, 113),
      run('EPI 545 Design and Conduct of Clinical Trials (graduate seminar), course evaluations', 52, 113),
      run('4.7/5', 52, 126),
      run('•', 40, 142),
      run('FMED 520 Research Methods for Family Medicine Residents', 52, 142),
      run('•', 40, 158),
      run('Guest lectures in biostatistics and health services research', 52, 158),
    ],
    [
      'TEACHING',
      '- EPI 545 Design and Conduct of Clinical Trials (graduate seminar), course evaluations 4.7/5',
      '- FMED 520 Research Methods for Family Medicine Residents',
      '- Guest lectures in biostatistics and health services research',
    ],
  ],
  [
    'reads the items of a numbered list as bullets, the number in the text or in a run of its own',
    [
      run('SELECTED PUBLICATIONS', 40, 100),
      run('1. Park H, Alvarez R, Chen J, et al. Pharmacist-led hypertension management in rural care: a', 40, 113),
      run('cluster-randomized pragmatic trial. JAMA Intern Med. 2025;185(4):411–420.', 52, 126),
      run('[2]', 40, 142),
      run('Park H, Mahoney D. Cluster-randomized trials in primary care. BMC Med Res Methodol. 2014;14:87.', 58, 142),
    ],
    [
      'SELECTED PUBLICATIONS',
      '- Park H, Alvarez R, Chen J, et al. Pharmacist-led hypertension management in rural care: a cluster-randomized pragmatic trial. JAMA Intern Med. 2025;185(4):411–420.',
      '- Park H, Mahoney D. Cluster-randomized trials in primary care. BMC Med Res Methodol. 2014;14:87.',
    ],
  ],
  [
    'keeps apart the items of a narrow sidebar list drawn with shape bullets when the next word would fit',
    [
      run('SKILLS', 40, 100, { size: 12, font: 'bold' }),
      ...column(['Kubernetes', 'Terraform', 'Incident response and', 'runbooks', 'PostgreSQL'], 52, 116),
    ],
    ['SKILLS', '- Kubernetes', '- Terraform', '- Incident response and runbooks', '- PostgreSQL'],
  ],
  [
    'takes no bullet from the indent an icon leaves, and drops an icon that maps to a control character',
    [
      run('\u260e (404) 555-0156', 22, 100),
      run('\u2302', 22, 113),
      run('Atlanta, GA 30309', 36, 113),
      run('\u0000', 22, 126),
      run('linkedin.com/in/aishabello', 36, 126),
    ],
    ['(404) 555-0156', 'Atlanta, GA 30309', 'linkedin.com/in/aishabello'],
  ],
  [
    'joins a citation wrapped after a full stop when its items stand further apart than its wrapped lines',
    // Items step 15 pt, wrapped lines 13 pt; the text is ragged right.
    [
      run('PUBLICATIONS', 40, 90, { font: 'bold' }),
      run('Redcloud A., Tanaka M. and Fairweather J. (2023). Urchin barrens persist after', 40, 105),
      run('predator recovery when spore supply is limited. Ecology Letters 26.', 40, 118),
      run('Redcloud A. and Holloway P. (2022). Community divers as partners in subtidal work.', 40, 133),
      run('Restoration Ecology 30: e13601.', 40, 146),
      run('Okafor L. and Yazzie T. (2021). Marine heatwaves and the end of the bull kelp beds.', 40, 161),
      run('Redcloud A. (2020). Fear and hiding in purple sea urchins. Oecologia 192.', 40, 176),
    ],
    [
      'PUBLICATIONS',
      'Redcloud A., Tanaka M. and Fairweather J. (2023). Urchin barrens persist after predator recovery when spore supply is limited. Ecology Letters 26.',
      'Redcloud A. and Holloway P. (2022). Community divers as partners in subtidal work. Restoration Ecology 30: e13601.',
      'Okafor L. and Yazzie T. (2021). Marine heatwaves and the end of the bull kelp beds.',
      'Redcloud A. (2020). Fear and hiding in purple sea urchins. Oecologia 192.',
    ],
  ],
];

describe('layoutPdf', () => {
  it.each(READS)('%s', (_, runs, lines) => {
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual(lines);
  });

  it('reads the sidebar wholly before the main column, even when the file writes across both columns row by row', () => {
    const side = ['SKILLS', 'Kubernetes', 'Terraform', 'Prometheus', 'Go and Python', 'PostgreSQL', 'Incident command'];
    const main = [
      'EXPERIENCE',
      'Senior SRE, Northwind Payments',
      'Cut paging alerts by 61% with SLO burn-rate alerts.',
      'Led the move of 120 services to Kubernetes.',
      'Wrote the incident review process for six teams.',
      'Reduced cloud spend by $84,000 a year.',
      'Mentored four junior engineers on call.',
    ];
    const runs: PdfRun[] = [];
    side.forEach((t, i) => runs.push(run(t, 40, 100 + 13 * i), run(main[i]!, 230, 100 + 13 * i)));
    const { text, columns } = layoutPdf([page(runs)]);
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toEqual([...side, ...main]);
    expect(columns).toBe(2);
  });

  it('joins a bullet that wraps into one "- " line and mends a word hyphenated at the line end', () => {
    const runs = [
      run('EXPERIENCE', 40, 100),
      run('•', 40, 113),
      run('Cut paging alerts by 61% by replacing static thresholds with', 52, 113),
      run('SLO burn-rate alerts across 40 services, cutting noise for opti-', 52, 126),
      run('mized on-call rotations in every time zone we support.', 52, 139),
      run('•', 40, 155),
      run('Led the migration of 120 services from hand-built VMs to the', 52, 155),
      run('new Kubernetes platform with zero customer-facing downtime.', 52, 168),
    ];
    const { text } = layoutPdf([page(runs)]);
    expect(text.split('\n')).toEqual([
      'EXPERIENCE',
      '- Cut paging alerts by 61% by replacing static thresholds with SLO burn-rate alerts across 40 services, cutting noise for optimized on-call rotations in every time zone we support.',
      '- Led the migration of 120 services from hand-built VMs to the new Kubernetes platform with zero customer-facing downtime.',
    ]);
  });

  it('takes list items drawn as shapes straight under a heading as bullets, but not contact lines under a name', () => {
    const runs = [
      run('Jane Doe', 40, 60, { size: 20 }),
      run('jane.doe@example.com', 52, 90),
      run('SKILLS', 40, 120, { size: 12, font: 'bold' }),
      run('Kubernetes and Terraform on three clouds', 53, 136),
      run('Prometheus alerting', 53, 152),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Jane Doe',
      'jane.doe@example.com',
      'SKILLS',
      '- Kubernetes and Terraform on three clouds',
      '- Prometheus alerting',
    ]);
  });

  it('drops a running header and "Page N of M", and joins pages with a line break', () => {
    const pageOf = (n: number, body: string[]) =>
      page([
        run('Jane Doe · Senior Site Reliability Engineer', 200, 30, { size: 8 }),
        ...column(body, 40, 100),
        run(`Jane Doe · Page ${n} of 2`, 480, 770, { size: 8 }),
      ]);
    const { text } = layoutPdf([
      pageOf(1, ['Jane Doe', 'jane.doe@example.com', 'Austin, TX']),
      pageOf(2, ['SKILLS', 'Kubernetes', 'Terraform']),
    ]);
    expect(text).not.toMatch(/Page \d of 2|Senior Site Reliability Engineer/);
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Jane Doe',
      'jane.doe@example.com',
      'Austin, TX',
      'SKILLS',
      'Kubernetes',
      'Terraform',
    ]);
  });

  it('drops a running header printed only on the pages after the first, in small type or holding the name', () => {
    const skills = ['SKILLS', 'Kubernetes and Terraform on three clouds', 'Prometheus alerting and SLO design'];
    const file = (header: PdfRun) => [
      page([
        run('Jane Doe', 40, 60, { size: 20 }),
        ...column(['jane.doe@example.com', 'Austin, TX'], 40, 90),
        run('Page 1 of 2', 480, 770, { size: 8 }),
      ]),
      page([header, ...column(skills, 40, 70), run('Page 2 of 2', 480, 770, { size: 8 })]),
    ];
    const body = ['Jane Doe', 'jane.doe@example.com', 'Austin, TX', ...skills];
    for (const header of [
      run('Senior Site Reliability Engineer, continued', 300, 30, { size: 8 }),
      run('Jane Doe | Senior Site Reliability Engineer', 40, 30),
    ]) {
      expect(layoutPdf(file(header)).text.split('\n').filter(Boolean)).toEqual(body);
    }
    // Text that opens a later page in body type, without the name, is the page's own.
    const own = layoutPdf(file(run('Prometheus and Grafana', 40, 30))).text;
    expect(own).toContain('Prometheus and Grafana');
  });

  it('joins a bullet whose sentence runs over a page break past the footer, and starts the next on the new page', () => {
    const { text } = layoutPdf([
      page([
        run('• Produced the monthly customer newsletter for 22,000 subscribers in three regions.', 40, 690),
        run('• Managed the trade show calendar, booth logistics and lead capture for nine', 40, 705),
        run('events a year across North America and Europe.', 50, 718),
        run('• Maintained the company website in WordPress and reported weekly on campaign', 40, 733),
        run('Priya Raman · Marketing Manager · Page 1 of 2', 40, 770, { size: 8 }),
      ]),
      page([
        run('segmentation tests.', 50, 60),
        run('• Coordinated trade shows, webinars and customer events.', 40, 75),
        run('Priya Raman · Marketing Manager · Page 2 of 2', 40, 770, { size: 8 }),
      ]),
    ]);
    expect(text.split('\n').filter(Boolean)).toEqual([
      '- Produced the monthly customer newsletter for 22,000 subscribers in three regions.',
      '- Managed the trade show calendar, booth logistics and lead capture for nine events a year across North America and Europe.',
      '- Maintained the company website in WordPress and reported weekly on campaign segmentation tests.',
      '- Coordinated trade shows, webinars and customer events.',
    ]);
  });

  it('keeps the bullets of a list drawn as shapes that runs over a page break', () => {
    const { text } = layoutPdf([
      page([
        run('Site Reliability Engineer, Fabrikam Cloud', 40, 680, { font: 'bold' }),
        run('Built the Terraform modules that provision every database.', 53, 695),
        run('Mentored four junior engineers through their first rotations.', 53, 710),
      ]),
      page([run('Wrote the incident review process used by six teams.', 53, 70)]),
    ]);
    expect(text.split('\n')).toEqual([
      'Site Reliability Engineer, Fabrikam Cloud',
      '- Built the Terraform modules that provision every database.',
      '- Mentored four junior engineers through their first rotations.',
      '- Wrote the incident review process used by six teams.',
    ]);
  });

  it('joins wrapped bullets of a main column whose header band overflows into the gutter of a right sidebar', () => {
    const main = [
      run('Jane Doe', 40, 60, { size: 20 }),
      run('jane.doe@example.com', 40, 90),
      run('linkedin.com/in/jane-doe-sre-and-platform', 240, 90),
      run('EXPERIENCE', 40, 120),
      run('•', 40, 133),
      run('Cut paging alerts by 61% by replacing static thresholds', 52, 133),
      run('with SLO burn-rate alerts across forty services.', 52, 146),
      run('•', 40, 159),
      run('Led the migration of 120 services from hand-built VMs', 52, 159),
      run('to Kubernetes with no downtime for any customer.', 52, 172),
      run('•', 40, 185),
      run('Wrote the incident review process for six teams.', 52, 185),
    ];
    const side = column(['SKILLS', 'Kubernetes', 'Terraform', 'Prometheus', 'PostgreSQL'], 420, 120);
    const lines = layoutPdf([page([...main, ...side])]).text.split('\n');
    expect(lines).toContain(
      '- Cut paging alerts by 61% by replacing static thresholds with SLO burn-rate alerts across forty services.',
    );
    expect(lines).toContain(
      '- Led the migration of 120 services from hand-built VMs to Kubernetes with no downtime for any customer.',
    );
    expect(lines).toContain('- Wrote the incident review process for six teams.');
  });

  it('mends a word a producer cut at a soft hyphen into a run that starts with a space', () => {
    /** Runs laid end to end, as a producer that cuts a line at its hyphenation points writes them. */
    const cut = (pieces: string[], y: number) => {
      let x = 40;
      return pieces.map((t) => {
        const r = run(t, x, y);
        x += r.width;
        return r;
      });
    };
    const { text } = layoutPdf([
      page([
        ...cut(['Paralegal in com', 'mer', ' cial litigation and arbit', 'ration work.'], 100),
        ...cut(['Northwind', ' Payments and Fabrikam Cloud.'], 140),
      ]),
    ]);
    expect(text.split('\n')).toEqual([
      'Paralegal in commercial litigation and arbitration work.',
      'Northwind Payments and Fabrikam Cloud.',
    ]);
  });

  it('joins a contact row that wraps after a separator', () => {
    const runs = column(
      ['Jane Doe', 'jane.doe@example.com | +1 512 555 0147 | Austin, TX |', 'linkedin.com/in/janedoe'],
      40,
      60,
    );
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'Jane Doe',
      'jane.doe@example.com | +1 512 555 0147 | Austin, TX | linkedin.com/in/janedoe',
    ]);
  });

  it('keeps the items of a list apart when a short item starts in lower case ("dbt")', () => {
    const items = [
      'SQL (PostgreSQL, Snowflake)',
      'Python (pandas, statsmodels)',
      'Power BI and Tableau',
      'dbt',
      'Excel',
    ];
    const runs = [run('SKILLS', 40, 100, { size: 12, font: 'bold' }), ...column(items, 40, 116)];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual(['SKILLS', ...items]);
  });

  it('puts a heading on its own line after a blank line, and never runs contact lines or list items together', () => {
    const runs = [
      run('Maria Garcia', 40, 60, { size: 20 }),
      run('maria.garcia@example.org', 40, 90),
      run('(646) 555 0199', 40, 103),
      run('Brooklyn, NY', 40, 116),
      run('Skills', 40, 140, { size: 12, font: 'bold' }),
      run('HubSpot and Salesforce Marketing Cloud', 40, 156),
      run('Google Analytics 4', 40, 169),
    ];
    expect(layoutPdf([page(runs)]).text).toBe(
      [
        'Maria Garcia',
        'maria.garcia@example.org',
        '(646) 555 0199',
        'Brooklyn, NY',
        '',
        'Skills',
        'HubSpot and Salesforce Marketing Cloud',
        'Google Analytics 4',
      ].join('\n'),
    );
  });

  it('keeps whole a contact row of a header band whose last item sits over the sidebar below', () => {
    const main = ['EXPERIENCE', 'Senior Site Reliability Engineer, Northwind', 'March 2021 to present, Austin, TX'];
    const more = ['Site Reliability Engineer, Fabrikam Cloud', 'June 2017 to February 2021', 'Denver, CO'];
    const side = ['SKILLS', 'Kubernetes', 'Terraform', 'Prometheus', 'Go and Python', 'PostgreSQL'];
    const runs = [
      run('Jane Doe', 260, 50, { size: 20 }),
      run('jane@example.com', 230, 80),
      run('|', 315, 80),
      run('+1 512 555 0147', 325, 80),
      run('|', 405, 80),
      run('janedoe.dev', 415, 80),
      ...column([...main, ...more], 40, 110),
      ...column(side, 430, 110),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual(['Jane Doe', 'jane@example.com | +1 512 555 0147 | janedoe.dev', ...main, ...more, ...side]);
  });

  it('reads a header band (name left, contact lines right) before the sidebar and main column under it', () => {
    const contact = ['lena.fischer@example.de', '+49 30 5557 8812', 'Berlin, Germany', 'linkedin.com/in/lena'];
    const side = ['Core Skills', 'Go-to-market strategy', 'Performance marketing', 'SEO and SEA', 'Budget ownership'];
    const main = [
      'Professional Experience',
      'Head of Marketing, Lumen Analytics GmbH, Berlin',
      'Led a team of nine across brand, content and demand',
      'Senior Marketing Manager, Rotor Software, Hamburg',
      'Built the partner programme from nothing to 40 partners',
    ];
    const runs = [
      ...column(contact, 480, 42),
      run('Lena Fischer', 43, 70, { size: 22 }),
      run('Senior Marketing Manager', 43, 92, { size: 12 }),
      ...column(side, 43, 150),
      ...column(main, 230, 150),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual(['Lena Fischer', 'Senior Marketing Manager', ...contact, ...side, ...main]);
  });

  it('ends an item at a line short of the edge in justified text, though the next word would not fit there', () => {
    // Justified lines are stretched to the column's edge (x 440); the last line of a paragraph is not.
    const just = (text: string, x: number, y: number) => ({ ...run(text, x, y), width: 440 - x });
    const runs = [
      run('PROFILE', 40, 100, { size: 12, font: 'bold' }),
      just('Bilingual communications professional with twelve years in the', 40, 116),
      just('nonprofit sector. I write grant applications that funders', 40, 129),
      just('understand on the first reading, manage the relationships that', 40, 142),
      just('bring renewals, and translate program results into reports', 40, 155),
      run('that people actually finish.', 40, 168),
      run('VOLUNTEER WORK', 40, 190, { size: 12, font: 'bold' }),
      { ...run('Board member and secretary, Bibliothèque des enfants, 2018 – present', 52, 206), width: 375 },
      just('Mentor, Jeunes en affaires program for first-generation university', 52, 219),
      run('students, 2016 – 2020', 52, 232),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .slice(-2),
    ).toEqual([
      '- Board member and secretary, Bibliothèque des enfants, 2018 – present',
      '- Mentor, Jeunes en affaires program for first-generation university students, 2016 – 2020',
    ]);
  });

  it('takes no bullet from the ragged left of lines set flush right', () => {
    const right = (text: string, y: number) => run(text, 500 - text.length * 5, y);
    const lines = ['+49 30 5557 8812', 'Köln, Germany', 'Lindenstraße 12'];
    expect(layoutPdf([page(lines.map((t, i) => right(t, 100 + 13 * i)))]).text.split('\n')).toEqual(lines);
  });

  it('drops icons before contact lines and finds no text on a scanned page', () => {
    const runs = [run('✉', 40, 100), run('jane.doe@example.com', 52, 100), run('\uf095 +1 512 555 0147', 40, 113)];
    expect(layoutPdf([page(runs)]).text).toBe('jane.doe@example.com\n+1 512 555 0147');
    expect(layoutPdf([page([]), page([])]).text).toBe('');
  });
  it('reads a table of labels row by row, a two-line label before its row and one-line label rows one after another', () => {
    // Table rows are set further apart than the wrapped lines inside a cell.
    const runs = [
      run('Summary line that runs across the whole width of the page above the table.', 40, 60),
      run('EXPERIENCE', 40, 90),
      run('Mar 2019 – Present', 40, 110, { size: 9.5 }),
      run('Pipefitter / Welder', 180, 110),
      run('Pittsburgh, PA', 40, 123, { size: 9.5 }),
      run('Three Rivers Mechanical', 180, 123),
      run('Welded process piping for power plants.', 190, 136),
      run('Read isometrics and built spool pieces.', 190, 149),
      run('Jun 2014 – Feb 2019', 40, 170, { size: 9.5 }),
      run('Structural Welder', 180, 170),
      run('Canonsburg, PA', 40, 183, { size: 9.5 }),
      run('Keystone Steel', 180, 183),
      run('Trained five apprentices on fit-up.', 190, 196),
      run('SKILLS', 40, 225),
      run('Processes', 40, 245, { size: 9.5 }),
      run('SMAW, GTAW, FCAW', 180, 245),
      run('Materials', 40, 260, { size: 9.5 }),
      run('Carbon steel, stainless', 180, 260),
      run('Equipment', 40, 275, { size: 9.5 }),
      run('Benders, bevelers', 180, 275),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Summary line that runs across the whole width of the page above the table.',
      'EXPERIENCE',
      'Mar 2019 – Present',
      'Pittsburgh, PA',
      'Pipefitter / Welder',
      'Three Rivers Mechanical',
      '- Welded process piping for power plants.',
      '- Read isometrics and built spool pieces.',
      'Jun 2014 – Feb 2019',
      'Canonsburg, PA',
      'Structural Welder',
      'Keystone Steel',
      '- Trained five apprentices on fit-up.',
      'SKILLS',
      'Processes',
      'SMAW, GTAW, FCAW',
      'Materials',
      'Carbon steel, stainless',
      'Equipment',
      'Benders, bevelers',
    ]);
  });

  it('reads a timeline row by row, each date before the role beside it, not as a column of dates', () => {
    const runs = [
      run('EXPERIENCE', 40, 100),
      run('2022 – Present', 40, 120),
      run('Senior Designer, Ledgerly', 140, 120),
      run('San Francisco, CA', 140, 134),
      run('Redesigned invoice approval for 40 teams.', 140, 148),
      run('Built the design system.', 140, 162),
      run('2019 – 2022', 40, 182),
      run('Product Designer, Tillwork', 140, 182),
      run('Oakland, CA', 140, 196),
      run('Owned onboarding for the scheduling app.', 140, 210),
      run('EDUCATION', 40, 236),
      run('2015 – 2019', 40, 256),
      run('B.A. Cognitive Science, UC San Diego', 140, 256),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'EXPERIENCE',
      '2022 – Present',
      'Senior Designer, Ledgerly',
      'San Francisco, CA',
      'Redesigned invoice approval for 40 teams.',
      'Built the design system.',
      '2019 – 2022',
      'Product Designer, Tillwork',
      'Oakland, CA',
      'Owned onboarding for the scheduling app.',
      'EDUCATION',
      '2015 – 2019',
      'B.A. Cognitive Science, UC San Diego',
    ]);
  });
  it('reads the title set straight under that name before the sidebar too, though it is no larger than the sidebar', () => {
    const side = ['CONTACT', 'sofia@correo.example', '+34 612 555 048', 'Valencia', 'SKILLS', 'Copywriting', 'GA4'];
    const main = [
      'ABOUT',
      'Marketing coordinator who likes the details.',
      'EXPERIENCE',
      'Marketing Coordinator, Lumen',
      'Planned the newsletter calendar for six brands.',
      'Set up UTM tagging across every campaign.',
    ];
    const runs = [
      run('Sofia Marin', 230, 44, { size: 24 }),
      run('MARKETING COORDINATOR', 230, 59, { size: 10 }),
      ...column(side, 40, 50, { font: 'side' }),
      ...column(main, 230, 110),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual(['Sofia Marin', 'MARKETING COORDINATOR', ...side, ...main]);
  });

  it('reads a name at the top of the main column, set larger than the left sidebar, before the sidebar', () => {
    const side = [
      'CONTACT',
      'ravi.iyer@hey.com',
      '+91 98450 55512',
      'Bengaluru, India',
      'SKILLS',
      'Terraform',
      'ArgoCD',
    ];
    const main = [
      'SUMMARY',
      'DevOps engineer, seven years, building delivery pipelines.',
      'EXPERIENCE',
      'Senior DevOps Engineer, Zestpay',
      'Moved 70 services from Jenkins to GitHub Actions.',
      'Cut AWS spend 28% with Graviton instances.',
    ];
    const runs = [
      run('Ravi Shankar Iyer', 230, 60, { size: 22 }),
      run('DevOps Engineer', 230, 84, { size: 12 }),
      ...column(side, 40, 60),
      ...column(main, 230, 110),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual(['Ravi Shankar Iyer', 'DevOps Engineer', ...side, ...main]);
  });
  it('joins a title wrapped before an en dash to its line, taking no bullet from the lone dash', () => {
    const runs = column(
      ['CERTIFICATIONS', 'AWS Certified DevOps Engineer', '– Professional', 'HashiCorp Terraform Associate'],
      40,
      100,
    );
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'CERTIFICATIONS',
      'AWS Certified DevOps Engineer – Professional',
      'HashiCorp Terraform Associate',
    ]);
  });
  it('drops a footer set small at the foot of a one-page file, and keeps a last line in body type', () => {
    const body = [
      run('Luis Fernando Rocha', 40, 60, { size: 20 }),
      ...column(['EXPERIENCE', 'Senior Accountant, Baptista & Co', 'Closed the books for 14 clients.'], 40, 100),
    ];
    const footer = run('Luis Fernando Rocha, CPA — References available on request', 40, 758, { size: 8 });
    expect(
      layoutPdf([page([...body, footer])])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Luis Fernando Rocha',
      'EXPERIENCE',
      'Senior Accountant, Baptista & Co',
      'Closed the books for 14 clients.',
    ]);
    const last = run('Volunteer treasurer, Miami food bank.', 40, 758);
    expect(
      layoutPdf([page([...body, last])])
        .text.split('\n')
        .pop(),
    ).toBe('Volunteer treasurer, Miami food bank.');
  });
  it('reads a grid of skills row by row, one cell a line, not column by column', () => {
    const grid = [
      ['Windows 10/11', 'macOS', 'Active Directory'],
      ['Microsoft 365', 'Intune', 'Jamf Pro'],
      ['ServiceNow', 'PowerShell', 'Cisco Meraki'],
    ];
    const runs = [
      run('Help desk and desktop support technician, five years in schools and a law firm. Patient.', 40, 100),
      run('TECHNICAL SKILLS', 40, 126),
      ...grid.flatMap((cells, i) => cells.map((c, j) => run(c, 45 + 140 * j, 146 + 18 * i))),
      run('EXPERIENCE', 40, 214),
      run('IT Support Specialist, Harlow & Finch LLP', 40, 234),
      run('Feb 2022 – Present | Portland, OR', 40, 248),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Help desk and desktop support technician, five years in schools and a law firm. Patient.',
      'TECHNICAL SKILLS',
      ...grid.flat(),
      'EXPERIENCE',
      'IT Support Specialist, Harlow & Finch LLP',
      'Feb 2022 – Present | Portland, OR',
    ]);
  });
  it('joins a profile sentence that ends at the edge of ragged text to the next, under a list of contact lines', () => {
    const runs = [
      run('Darnell Brooks', 50, 66, { size: 22, font: 'bold' }),
      ...['07700 900577', 'darnell.brooks@example.com', 'Bristol BS5'].map((t, i) =>
        run(t, 50, 105 + 13.3 * i, { size: 9.5 }),
      ),
      run('PROFILE', 50, 168, { size: 12, font: 'bold' }),
      run('Gas Safe registered plumbing and heating engineer with twelve years on light jobs.', 50, 186.5),
      run('Tidy, punctual, and happy to explain the work to the customer.', 50, 200.5),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .slice(-1),
    ).toEqual([
      'Gas Safe registered plumbing and heating engineer with twelve years on light jobs. Tidy, punctual, and happy to explain the work to the customer.',
    ]);
  });

  it('reads a table of three cells a row that spans the column row by row, header row first', () => {
    const table = [
      ['Licence', 'Issued by', 'Renewal'],
      ['Forklift counterbalance', 'RTITB', '2027'],
      ['First aid at work', 'St John Ambulance', '2026'],
      ['Confined spaces', 'City & Guilds', '2028'],
      ['Asbestos awareness', 'UKATA', '2025'],
    ];
    const runs = [
      run('CERTIFICATIONS', 40, 100, { font: 'bold' }),
      ...table.flatMap((cells, i) => cells.map((c, j) => run(c, [40, 250, 450][j]!, 120 + 16 * i))),
      run('EXPERIENCE', 40, 230, { font: 'bold' }),
      run('Self-employed Heating Engineer', 40, 250, { font: 'bold' }),
      run('Bristol · 2018 – Present', 40, 263),
      run('• Install and service combination boilers and air source heat pumps for 250 customers.', 40, 278),
      run('• Quote, order and schedule all work, keeping a five-star rating over 180 reviews.', 40, 293),
    ];
    const lines = layoutPdf([page(runs)])
      .text.split('\n')
      .filter(Boolean);
    expect(lines.join(' ')).toContain(table.map((cells) => cells.join(' ')).join(' '));
    expect(lines.slice(-5)).toEqual([
      'EXPERIENCE',
      'Self-employed Heating Engineer',
      'Bristol · 2018 – Present',
      '- Install and service combination boilers and air source heat pumps for 250 customers.',
      '- Quote, order and schedule all work, keeping a five-star rating over 180 reviews.',
    ]);
  });

  it('keeps apart the items of a narrow list with no bullet glyphs, set further apart than its wrapped lines', () => {
    const items = [
      'Periodontal charting',
      'Scaling and root planing',
      'Digital radiography (Dexis)',
      'Dentrix & Eaglesoft',
    ];
    const runs = [
      run('LICENSES', 40, 100),
      run('RDH, Dental Hygiene Board', 40, 115),
      run('of California', 40, 127.7),
      run('SKILLS', 40, 150),
      ...items.map((t, i) => run(t, 52, 166 + 14.6 * i)),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual(['LICENSES', 'RDH, Dental Hygiene Board of California', 'SKILLS', ...items.map((t) => `- ${t}`)]);
  });
  it('joins a licence number wrapped onto a line of its own ("#EL-52718") to its item', () => {
    const runs = column(
      ['LICENSES', 'Ohio Journeyman Electrician', '#EL-52718', 'OSHA 30 Construction', 'NFPA 70E'],
      40,
      100,
    );
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'LICENSES',
      'Ohio Journeyman Electrician #EL-52718',
      'OSHA 30 Construction',
      'NFPA 70E',
    ]);
  });

  it('joins wrapped bullets set further apart than the tight title lines over them, as pdfkit lists are', () => {
    // Title and employer lines step 12 pt; the list's wrapped lines and its items both step 15 pt.
    const job = (title: string, employer: string, top: number, items: string[][]) => [
      run(title, 40, top, { font: 'bold' }),
      run(employer, 40, top + 12, { font: 'italic' }),
      ...items.flatMap((item, i) => item.map((t, j) => run(t, 54, top + 24 + 15 * (i * 2 + j)))),
    ];
    const runs = [
      ...job('Senior Customer Success Manager', 'Fjord Analytics AB, 2020 to now', 100, [
        ['Own a book of 45 mid-market accounts worth SEK 38 million in', 'annual recurring revenue.'],
        ['Built the onboarding playbook now used for every new customer', 'in the Nordics.'],
      ]),
      ...job('Customer Success Manager', 'Klarhet Software, 2017 to 2020', 220, [
        ['Onboarded over 120 customers to the scheduling platform, usually', 'within 30 days of signing.'],
      ]),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'Senior Customer Success Manager',
      'Fjord Analytics AB, 2020 to now',
      '- Own a book of 45 mid-market accounts worth SEK 38 million in annual recurring revenue.',
      '- Built the onboarding playbook now used for every new customer in the Nordics.',
      'Customer Success Manager',
      'Klarhet Software, 2017 to 2020',
      '- Onboarded over 120 customers to the scheduling platform, usually within 30 days of signing.',
    ]);
  });

  it('joins a line of justified text stretched to the edge to the next, though it ends on a full stop', () => {
    // Every line steps 13 pt; the stretched lines reach the column's edge at 400 pt, the last of each item does not.
    const stretched = (text: string, y: number): PdfRun => ({ ...run(text, 40, y), width: 360 });
    const runs = [
      stretched('Aalto H., Virtanen S. and Korhonen M. Sparse Bayesian inference', 100),
      run('of gene networks from single-cell data. Bioinformatics 38(4), 2022.', 40, 113),
      stretched('Aalto H. Regulatory programmes in sparse data: a practical guide.', 126),
      run('Doctoral dissertation, University of Helsinki, 2021.', 40, 139),
      stretched('Salo E. and Aalto H. Cell type deconvolution with uncertainty', 152),
      stretched('estimates for spatial data. PLOS Computational Biology 20(2),', 165),
      run('2024.', 40, 178),
      stretched('Aalto H. and Salo E. Interpretable latent factors for spatial', 191),
      run('omics. Cell Systems 15(7), 2024.', 40, 204),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'Aalto H., Virtanen S. and Korhonen M. Sparse Bayesian inference of gene networks from single-cell data. Bioinformatics 38(4), 2022.',
      'Aalto H. Regulatory programmes in sparse data: a practical guide. Doctoral dissertation, University of Helsinki, 2021.',
      'Salo E. and Aalto H. Cell type deconvolution with uncertainty estimates for spatial data. PLOS Computational Biology 20(2), 2024.',
      'Aalto H. and Salo E. Interpretable latent factors for spatial omics. Cell Systems 15(7), 2024.',
    ]);
  });

  it('splits a contact row whose items stand under an em apart, each word of a monospace row its own run', () => {
    // Items 9 pt apart at 10 pt; in the monospace row (6 pt a letter) words stand 6 pt apart, items 11 pt.
    const mono = (words: string[], x: number, y: number) =>
      words.map((w, i) => ({
        ...run(w, x + words.slice(0, i).reduce((n, v) => n + 6 * v.length + (v.endsWith('|') ? 11 : 6), 0), y),
        text: w.replace('|', ''),
        width: 6 * w.replace('|', '').length,
      }));
    const runs = [
      run('Rosalind Achterberg', 40, 60, { size: 20 }),
      run('rosalind@ledger.example', 40, 90),
      run('(312) 555-0164', 40 + 115 + 9, 90),
      run('Chicago, IL', 40 + 115 + 9 + 70 + 9, 90),
      run('Kwame Asante', 40, 130, { size: 20 }),
      ...mono(['kwame@dev.example|', 'Toronto,', 'ON|', '+1', '416', '555', '0133'], 40, 160),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Rosalind Achterberg',
      'rosalind@ledger.example',
      '(312) 555-0164',
      'Chicago, IL',
      'Kwame Asante',
      'kwame@dev.example',
      'Toronto, ON',
      '+1 416 555 0133',
    ]);
  });

  it('joins a sidebar item that wraps onto a capital when the items stand further apart than its lines', () => {
    // Items step 18.75 pt, a wrapped item's lines 16.5 pt; no bullets, no line starts in lower case.
    const ys = [121, 137.5, 156.25, 172.75, 191.5, 210.25, 229, 247.75, 266.5, 285.25];
    const items = [
      'Licensed Veterinary',
      'Technician, Texas',
      'Fear Free Certified',
      'Professional',
      'IV catheter placement work',
      'Anesthesia monitoring',
      'Dental prophylaxis',
      'Radiography',
      'Lab diagnostics',
      'Client education',
    ];
    const runs = [
      run('CREDENTIALS', 13.5, 100, { font: 'bold' }),
      ...items.map((t, i) => run(t, 13.5, ys[i]!, { size: 11 })),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'CREDENTIALS',
      'Licensed Veterinary Technician, Texas',
      'Fear Free Certified Professional',
      ...items.slice(4),
    ]);
  });

  it('keeps apart sidebar items whose steps differ only by a rounded pixel', () => {
    const ys = [121, 136, 150.3, 165.3, 179.6];
    const items = [
      'Subcontractor buyout',
      'Owner and architect meetings',
      'Safety leadership',
      'LEED work',
      'Scheduling',
    ];
    const runs = [
      run('SKILLS', 13.5, 100, { font: 'bold' }),
      ...items.map((t, i) => run(t, 13.5, ys[i]!, { size: 10 })),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual(['SKILLS', ...items]);
  });
  it('takes no bullet from a title centred under a centred name', () => {
    // A centred run's left edge on a 612 pt page; the name is 45 pt wider than the title under it.
    const centred = (text: string, y: number, size: number) => run(text, 306 - (text.length * size) / 4, y, { size });
    const runs = [
      centred('Kwabena Asante', 60, 30),
      centred('Wedding and Event Photographer', 80, 11),
      run('ABOUT', 40, 110, { font: 'bold' }),
      // The page's text runs from 40 to 572 pt: a column centred on the page.
      {
        ...run(
          'Photographer with ten years of weddings, corporate events and family sessions across the Southeast.',
          40,
          125,
        ),
        width: 532,
      },
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Kwabena Asante',
      'Wedding and Event Photographer',
      'ABOUT',
      'Photographer with ten years of weddings, corporate events and family sessions across the Southeast.',
    ]);
  });

  it('joins the wrapped lines of a profile set looser than the list under it', () => {
    // The profile's lines step 15 pt (line-height 1.5), the list's 13 pt; full lines end at the edge, 540 pt.
    const full = (text: string, y: number): PdfRun => ({ ...run(text, 40, y), width: 500 });
    const runs = [
      run('ABOUT', 40, 100, { font: 'bold' }),
      full(
        'Photographer with ten years of weddings, corporate events and family sessions across the Southeast. I plan the',
        115,
      ),
      run('timeline with the couple and deliver galleries in three weeks.', 40, 130),
      run('WORK', 40, 160, { font: 'bold' }),
      full('- Photograph 30 to 35 weddings a year plus conferences, galas and headshot days, managing', 175),
      run('bookings, contracts, second shooters and the full editing workflow in Lightroom.', 40, 188),
      full('- Grew referrals to more than sixty percent of bookings by sending every couple a printed', 201),
      run('preview album within a week of the wedding day.', 40, 214),
      full('- Hire and train second shooters and assistants for each season, with a shot list and a', 227),
      run('lighting guide that keeps the look consistent.', 40, 240),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'ABOUT',
      'Photographer with ten years of weddings, corporate events and family sessions across the Southeast. I plan the timeline with the couple and deliver galleries in three weeks.',
      'WORK',
      '- Photograph 30 to 35 weddings a year plus conferences, galas and headshot days, managing bookings, contracts, second shooters and the full editing workflow in Lightroom.',
      '- Grew referrals to more than sixty percent of bookings by sending every couple a printed preview album within a week of the wedding day.',
      '- Hire and train second shooters and assistants for each season, with a shot list and a lighting guide that keeps the look consistent.',
    ]);
  });

  it('keeps a role line with its dates set flush right apart from the employer line under it', () => {
    // The dates end at the column's right edge (540 pt), in the employer line's font.
    const dates = (text: string, y: number) => run(text, 540 - text.length * 5, y);
    const runs = [
      run('WORK', 40, 100, { font: 'bold' }),
      run('Owner and Lead Photographer', 40, 115, { font: 'bold' }),
      dates('2016 – Present', 115),
      run('Asante Light Studio, Decatur, GA', 40, 126.25),
      run('- Photograph 30 to 35 weddings a year plus conferences, galas and headshot days, managing', 40, 139),
      run('bookings, contracts and the full editing workflow.', 49, 150.25),
      run('Staff Photographer', 40, 170, { font: 'bold' }),
      dates('2013 – 2016', 170),
      run('Peachtree Portrait Company, Atlanta, GA', 40, 181.25),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'WORK',
      'Owner and Lead Photographer 2016 – Present',
      'Asante Light Studio, Decatur, GA',
      '- Photograph 30 to 35 weddings a year plus conferences, galas and headshot days, managing bookings, contracts and the full editing workflow.',
      'Staff Photographer 2013 – 2016',
      'Peachtree Portrait Company, Atlanta, GA',
    ]);
  });

  it('closes up a letter-spaced heading whose short word is drawn as a run of its own ("A N D")', () => {
    const runs = [
      run('E Q U I P M E N T', 40, 100, { font: 'bold' }),
      run('A N D', 130, 100, { font: 'bold' }),
      run('S O F T W A R E', 162, 100, { font: 'bold' }),
      run('Two full-frame mirrorless bodies, fast primes, off-camera flash', 40, 115),
    ];
    expect(layoutPdf([page(runs)]).text.split('\n')).toEqual([
      'EQUIPMENT AND SOFTWARE',
      'Two full-frame mirrorless bodies, fast primes, off-camera flash',
    ]);
  });

  it('joins a numbered item whose wrapped line starts with a digit, under the text after the number', () => {
    // The number shares its run with the text; the item's text starts 13.5 pt right of it, where the wrap starts.
    const item = (text: string, y: number): PdfRun => ({ ...run(text, 48, y), width: text.length * 6 });
    const runs = [
      run('Selected Projects', 40, 100, { size: 12, font: 'bold' }),
      item('3. Riverside Branch Library expansion, steel moment frames with a green roof and a daylight', 118),
      run('basement reading room, 2017.', 61.5, 131.5),
      item('4. Hawthorne Apartments, five storeys of light-frame wood over post-tensioned concrete with', 148),
      run('96 units, 2021.', 61.5, 161.5),
      run('Licenses', 40, 188, { size: 12, font: 'bold' }),
    ];
    expect(
      layoutPdf([page(runs)])
        .text.split('\n')
        .filter(Boolean),
    ).toEqual([
      'Selected Projects',
      '- Riverside Branch Library expansion, steel moment frames with a green roof and a daylight basement reading room, 2017.',
      '- Hawthorne Apartments, five storeys of light-frame wood over post-tensioned concrete with 96 units, 2021.',
      'Licenses',
    ]);
  });
});
