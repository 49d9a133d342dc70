// The people behind the held-out import corpus (issue 41). Every resume file and its expected
// text are made from these records, so the expected text never comes from reading a file back.

export type Block =
  | { k: 'p'; text: string }
  | { k: 'lines'; lines: string[] }
  | { k: 'ul'; items: (string | [string, string[]])[] }
  | { k: 'ol'; items: string[] }
  | { k: 'job'; head: string; meta?: string; sub?: string; bullets: string[]; numbered?: boolean }
  | { k: 'grid'; cols: number; cells: string[] };

export interface Section {
  h: string;
  blocks: Block[];
}

export interface Person {
  id: string;
  name: string;
  title: string;
  contact: string[];
  main: Section[];
  side: Section[];
}

export const P = (text: string): Block => ({ k: 'p', text });
export const L = (...lines: string[]): Block => ({ k: 'lines', lines });
export const UL = (...items: (string | [string, string[]])[]): Block => ({ k: 'ul', items });
export const OL = (...items: string[]): Block => ({ k: 'ol', items });
export const J = (head: string, meta: string | undefined, bullets: string[], sub?: string): Block => ({
  k: 'job',
  head,
  bullets,
  ...(meta ? { meta } : {}),
  ...(sub ? { sub } : {}),
});
export const G = (cols: number, ...cells: string[]): Block => ({ k: 'grid', cols, cells });
export const S = (h: string, ...blocks: Block[]): Section => ({ h, blocks });

export interface TextOptions {
  /** Headings printed through text-transform: uppercase. */
  upperHeadings?: boolean;
  /** Job sub-lines (company) printed in small caps; the text layer then holds capitals. */
  smallCapsSub?: boolean;
}

/** The lines a careful reader would type for one section, as printed. */
export function sectionText(s: Section, o: TextOptions = {}): string[] {
  const out = [o.upperHeadings ? s.h.toUpperCase() : s.h];
  for (const b of s.blocks) {
    if (b.k === 'p') out.push(b.text);
    else if (b.k === 'lines') out.push(...b.lines);
    else if (b.k === 'ul')
      for (const it of b.items) {
        if (typeof it === 'string') out.push(`- ${it}`);
        else out.push(`- ${it[0]}`, ...it[1].map((c) => `- ${c}`));
      }
    else if (b.k === 'ol') out.push(...b.items.map((i) => `- ${i}`));
    else if (b.k === 'job') {
      out.push(b.head);
      if (b.sub) out.push(o.smallCapsSub ? b.sub.toUpperCase() : b.sub);
      if (b.meta) out.push(b.meta);
      out.push(...b.bullets.map((x) => `- ${x}`));
    } else out.push(...b.cells);
  }
  return out;
}

export function sectionsText(ss: Section[], o: TextOptions = {}): string[] {
  return ss.flatMap((s, i) => [...(i ? [''] : []), ...sectionText(s, o)]);
}

export const PEOPLE: Record<string, Person> = {
  n01: {
    id: 'n01',
    name: 'María José Gonzalez',
    title: 'Registered Dental Hygienist',
    contact: ['mj.gonzalez.rdh@example.com', '(619) 555-0183', 'Chula Vista, CA'],
    side: [
      S('Licenses', L('RDH, Dental Hygiene Board of California', 'Local Anesthesia & Nitrous Oxide Permit', 'CPR/BLS – American Heart Association')),
      S('Skills', UL('Periodontal charting', 'Scaling and root planing', 'Digital radiography (Dexis)', 'Dentrix & Eaglesoft', 'Pediatric patients', 'Bilingual patient education')),
      S('Languages', L('Spanish – native', 'English – fluent')),
    ],
    main: [
      S('Profile', P('Registered dental hygienist with 8 years in busy family and periodontal practices. Known for gentle hands with anxious patients, accurate perio charting and keeping the schedule on time without cutting corners on home-care coaching.')),
      S(
        'Experience',
        J('Dental Hygienist', 'Bayview Family Dentistry · Chula Vista, CA · 2019 – Present', [
          'See 9–10 adult and child patients per day for prophylaxis, SRP and periodontal maintenance',
          'Raised the practice’s re-care appointment rate from 58% to 81% by booking the next visit chairside and following up by text',
          'Trained two new hygienists on Dexis sensors, intraoral camera and the office’s infection-control checklist',
        ]),
        J('Dental Hygienist', 'Pacific Periodontics · San Diego, CA · 2016 – 2019', [
          'Assisted with perio surgery set-up and post-op instructions for implant and graft patients',
          'Ran the soft-tissue management program, tracking pocket depths for 400+ active patients',
        ]),
        J('Dental Assistant', 'Smile Kids Pediatric Dental · National City, CA · 2013 – 2016', [
          'Took radiographs, applied sealants and fluoride varnish, and calmed a lot of nervous five-year-olds',
        ]),
      ),
      S('Education', L('A.S. Dental Hygiene – Southwestern College, 2016', 'Registered Dental Assistant Program – Grossmont College, 2013')),
    ],
  },

  n02: {
    id: 'n02',
    name: 'Kwame Asante',
    title: 'Journeyman Electrician',
    contact: ['kwame.asante@example.net', '614-555-0129', 'Columbus, Ohio'],
    main: [
      S('Summary', P('Licensed journeyman electrician with 11 years of commercial and light industrial work: new construction, tenant fit-outs, service upgrades and troubleshooting. Safe, neat and fast, and I leave the panel schedule accurate.')),
      S(
        'Work Experience',
        J('Journeyman Electrician — Buckeye Electric Co.', 'Columbus, OH | Apr 2017 – present', [
          'Lead a crew of 3 on commercial fit-outs up to 40,000 sq ft, from rough-in through trim-out and final inspection',
          'Install and terminate 480/277V distribution, transformers, panelboards and motor control for rooftop units',
          'Troubleshoot VFDs, lighting controls and fire-alarm interfaces; cut call-backs on my jobs to under 2%',
          'Read and mark up prints, submit RFIs and keep as-built drawings current for the PM',
        ]),
        J('Apprentice Electrician — Central Ohio IBEW Local 683 JATC', 'Columbus, OH | 2013 – 2017', [
          'Completed 8,000 on-the-job hours on hospital, school and warehouse projects',
          'Bent EMT and rigid conduit, pulled feeders up to 500 kcmil, installed cable tray',
        ]),
      ),
      S('Notable Projects', UL('Nationwide Children’s Hospital, Tower B – branch circuits and emergency lighting, 6 floors', 'Amazon CMH4 fulfillment center – conveyor power drops and 2,000+ LED high-bays', 'Westerville City Schools – service upgrade to 2,000 A with zero missed school days')),
    ],
    side: [
      S('Licenses', L('Ohio Journeyman Electrician #EL-52718', 'OSHA 30 Construction', 'NFPA 70E Arc Flash Trained', 'Aerial & Scissor Lift Certified')),
      S('Skills', UL('NEC 2023', 'Conduit bending', 'Three-phase systems', 'PLC basics', 'Fire alarm', 'Blueprint reading')),
      S('Education', L('Apprenticeship Diploma, IBEW Local 683 JATC, 2017', 'Fort Hayes Career Center, 2012')),
    ],
  },

  n03: {
    id: 'n03',
    name: 'Lena Fischer',
    title: 'Senior Marketing Manager',
    contact: ['lena.fischer@example.de', '+49 30 5557 8812', 'Berlin, Germany', 'linkedin.com/in/lenafischer'],
    side: [
      S('Core Skills', UL('Go-to-market strategy', 'Performance marketing', 'HubSpot & Salesforce', 'SEO / SEA', 'Budget ownership (€2.4M)', 'Team leadership')),
      S('Education', L('M.A. Marketing & Communication', 'Universität der Künste Berlin, 2013', 'B.A. Business Administration', 'HWR Berlin, 2011')),
      S('Languages', L('German (native)', 'English (C2)', 'French (B1)')),
      S('Certificates', L('Google Ads Search Certification', 'HubSpot Inbound Marketing')),
    ],
    main: [
      S('About Me', P('B2B marketing lead who likes numbers as much as stories. Over twelve years I have built marketing teams in two SaaS scale-ups, launched products in nine European markets and turned marketing into the biggest source of qualified pipeline.')),
      S(
        'Professional Experience',
        J('Senior Marketing Manager, Flowbase GmbH', 'Berlin · 01/2020 – today', [
          'Own the DACH and Nordics marketing plan and a yearly budget of €2.4 million across paid, events and content',
          'Grew marketing-sourced pipeline from €3.1M to €9.8M in three years while reducing cost per SQL by 34%',
          'Rebuilt the lead-scoring model in HubSpot together with sales ops, lifting MQL-to-SQL conversion from 11% to 26%',
          'Hired and lead a team of six: two content marketers, two performance marketers, one designer and one working student',
        ]),
        J('Marketing Manager, Kundenwerk AG', 'Hamburg · 04/2016 – 12/2019', [
          'Launched the self-service product line in Germany, Austria and Switzerland with a team of three',
          'Set up the company’s first webinar program: 48 webinars, 11,000 registrations, 19% of new business',
          'Managed agencies for SEA and brand campaigns, including a relaunch of the corporate website',
        ]),
        J('Marketing Specialist, Brightlane Media', 'Berlin · 09/2013 – 03/2016', [
          'Planned and ran trade-show presence at dmexco and CeBIT',
          'Wrote newsletters, case studies and press releases for a client base of 300 publishers',
        ]),
      ),
    ],
  },

  n04: {
    id: 'n04',
    name: 'Rahul Mehta',
    title: 'Mechanical Design Engineer',
    contact: ['rahul.mehta.me@example.com', '+1 (248) 555-0164', 'Troy, MI', 'rahulmehta.dev'],
    main: [
      S('Professional Summary', P('Mechanical engineer with 7 years designing powertrain and thermal components for automotive Tier 1 suppliers. Comfortable taking a part from concept sketch to PPAP, with a habit of writing things down so the next engineer does not have to guess.')),
      S(
        'Experience',
        J('Senior Design Engineer', 'Magnacore Automotive | Troy, MI | Jun 2021 – Present', [
          'Lead design engineer for the battery thermal plate on two EV programs with a combined volume of 310,000 units per year',
          'Cut plate mass by 18% through topology optimization in ANSYS while holding pressure drop under 12 kPa',
          'Run DFMEA sessions with manufacturing, quality and the customer; closed 42 high-RPN items before tooling kickoff',
          'Mentor two junior engineers on GD&T, tolerance stack-ups and drawing release in Teamcenter',
        ]),
        J('Design Engineer', 'Delmont Thermal Systems | Auburn Hills, MI | Aug 2018 – May 2021', [
          'Designed brazed aluminium heat exchangers and brackets in CATIA V5 for three OEM customers',
          'Reduced prototype lead time from 9 weeks to 5 by moving early samples to in-house SLA printing',
          'Supported launch at the Querétaro plant, resolving a leak issue traced to fixture clamping force',
        ]),
      ),
      S('Education', L('M.S. Mechanical Engineering, University of Michigan, 2018', 'B.Tech. Mechanical Engineering, VIT Vellore, 2016')),
    ],
    side: [
      S('Technical Skills', UL('CATIA V5 / 3DEXPERIENCE', 'SolidWorks', 'ANSYS Mechanical & Fluent', 'GD&T (ASME Y14.5)', 'DFMEA / PFMEA', 'Teamcenter PLM', 'MATLAB')),
      S('Certifications', L('Certified SolidWorks Professional', 'Six Sigma Green Belt')),
      S('Patents', L('US 11,482,907 B2 — Cooling plate with variable channel depth')),
    ],
  },

  n05: {
    id: 'n05',
    name: 'Helen Park, PhD',
    title: 'Clinical Research Scientist',
    contact: ['helen.park@example.edu', '(206) 555-0148', 'Seattle, WA 98195', 'orcid.org/0000-0002-5555-0148'],
    main: [
      S('Research Interests', P('Pragmatic clinical trials in primary care; digital interventions for hypertension and type 2 diabetes; recruitment and retention of older adults and rural participants; patient-reported outcomes.')),
      S(
        'Academic Appointments',
        J('Research Associate Professor', 'Department of Family Medicine, University of Washington · 2020 – present', [
          'Principal investigator of a 24-site pragmatic trial of pharmacist-led blood pressure management (n = 3,412)',
          'Direct the department’s Clinical Trials Methods Core, supporting 15 faculty with protocol design, randomization and data monitoring plans',
          'Teach the graduate seminar in trial design and supervise three PhD students and two postdoctoral fellows',
        ]),
        J('Research Assistant Professor', 'Department of Family Medicine, University of Washington · 2015 – 2020', [
          'Co-investigator on four NIH-funded studies of text-message coaching for people with uncontrolled diabetes',
          'Built the recruitment strategy that enrolled 61% of participants from rural clinics, double the original target',
        ]),
        J('Postdoctoral Fellow', 'Kaiser Permanente Washington Health Research Institute · 2012 – 2015', [
          'Analyzed electronic health record data on medication adherence for 180,000 members',
          'Wrote the statistical analysis plan for a cluster-randomized trial of team-based care',
        ]),
      ),
      S('Education', L('PhD, Epidemiology — University of North Carolina at Chapel Hill, 2012', 'MPH, Biostatistics — Emory University, 2007', 'BA, Biology — Wellesley College, 2005')),
      S(
        'Grants',
        UL(
          'R01 HL150772 (PI), Pharmacist-led blood pressure control in rural primary care, NHLBI, 2021 – 2026, $3,950,000',
          'R34 DK128904 (PI), Planning a texting trial for older adults with type 2 diabetes, NIDDK, 2018 – 2021, $675,000',
          'K23 HL131420 (PI), Patient-reported outcomes in hypertension management, NHLBI, 2015 – 2020, $812,000',
          'Pilot award, Institute of Translational Health Sciences, Recruiting rural participants through patient portals, 2014, $50,000',
        ),
      ),
      S(
        'Selected Publications',
        OL(
          'Park H, Alvarez R, Chen J, et al. Pharmacist-led hypertension management in rural primary care: a cluster-randomized pragmatic trial. JAMA Intern Med. 2025;185(4):411–420.',
          'Park H, Nguyen T, Holloway K. Text-message coaching for older adults with type 2 diabetes: a pilot randomized trial. Diabetes Care. 2022;45(9):2034–2041.',
          'Okafor C, Park H, Lindgren S. Recruiting rural patients through patient portals: a comparison of three outreach strategies. Contemp Clin Trials. 2021;104:106352.',
          'Park H, Simmons E, Rao V. Adherence measured from pharmacy fills versus self-report in hypertension trials. J Clin Epidemiol. 2019;112:45–53.',
          'Holloway K, Park H. Patient-reported outcomes in blood pressure trials: what do patients value? Ann Fam Med. 2018;16(3):220–227.',
          'Park H, Greene M, Tsai W, et al. Team-based care and medication adherence among 180,000 adults with hypertension. Hypertension. 2015;66(2):352–359.',
          'Park H, Mahoney D. Cluster-randomized trials in primary care: common pitfalls in sample size calculations. BMC Med Res Methodol. 2014;14:87.',
        ),
      ),
      S(
        'Teaching',
        UL(
          'EPI 545 Design and Conduct of Clinical Trials (graduate seminar), 2017 – present, course evaluations 4.7/5',
          'FMED 520 Research Methods for Family Medicine Residents, 2016 – present',
          'Guest lectures in biostatistics and health services research, about six per year',
        ),
      ),
      S(
        'Mentoring',
        UL(
          'Primary mentor for 3 PhD students (2 graduated), 2 postdoctoral fellows and 4 junior faculty career-development awardees',
          'Faculty lead for the department’s writing group for early-career researchers since 2019',
        ),
      ),
      S(
        'Service',
        UL(
          'Standing member, NIH Health Services: Quality and Effectiveness study section, 2022 – 2026',
          'Associate editor, Contemporary Clinical Trials, 2020 – present',
          'Data and safety monitoring board member for two NIDDK-funded trials',
          'Ad hoc reviewer for JAMA, Annals of Family Medicine, Diabetes Care and Trials',
        ),
      ),
      S(
        'Invited Talks',
        UL(
          'Making pragmatic trials work in small clinics. Society of Clinical Trials Annual Meeting, Boston, 2024',
          'What older adults tell us about texting interventions. American Diabetes Association Scientific Sessions, San Diego, 2023',
          'Recruitment without a research nurse: portal-based outreach. NAPCRG Annual Meeting, Phoenix, 2021',
        ),
      ),
      S('Professional Memberships', L('Society for Clinical Trials', 'North American Primary Care Research Group', 'American Heart Association, Council on Hypertension')),
    ],
    side: [],
  },

  n06: {
    id: 'n06',
    name: 'Brendan O’Connell',
    title: 'Senior Construction Project Manager',
    contact: ['brendan.oconnell@example.com', '(312) 555-0107', 'Chicago, IL'],
    main: [
      S('Summary', P('Construction project manager with 17 years delivering healthcare, higher-education and mixed-use projects up to $180M for general contractors in the Midwest. I run jobs from preconstruction through closeout, keep owners informed without surprises and finish on schedule more often than not.')),
      S(
        'Experience',
        J('Senior Project Manager', 'Lakeshore Builders, Inc. — Chicago, IL — March 2018 to Present', [
          'Project manager for Northwestern Medicine outpatient pavilion, a $142M, 210,000 sq ft building delivered two weeks early and $1.9M under the guaranteed maximum price',
          'Manage teams of up to 4 project engineers, 2 superintendents and 38 subcontractors; run weekly OAC meetings and monthly owner reports',
          'Negotiated subcontracts worth $96M and resolved 11 disputed change orders without claims',
          'Introduced Procore across the Chicago office and trained 60 field and office staff on RFIs, submittals and daily logs',
          'Led preconstruction for a 14-story residential tower, value engineering $4.3M from the envelope and MEP systems',
        ]),
        J('Project Manager', 'Turnstone Construction Group — Milwaukee, WI — June 2011 to February 2018', [
          'Delivered the UW–Milwaukee Chemistry Building renovation ($68M) while labs in the adjacent wing stayed open',
          'Managed six K–12 school projects for Milwaukee Public Schools, each completed over a single summer break',
          'Created a three-week look-ahead template still used company-wide for coordination between trades',
          'Kept recordable incident rate at 0.8 across 410,000 labor hours',
        ]),
        J('Project Engineer', 'Turnstone Construction Group — Milwaukee, WI — May 2007 to May 2011', [
          'Handled submittals, RFIs and closeout documents for projects between $8M and $35M',
          'Produced quantity takeoffs for concrete and steel packages on hospital expansions',
        ]),
      ),
      S(
        'Selected Projects',
        UL(
          'Northwestern Medicine Outpatient Pavilion, Chicago — $142M, LEED Gold, completed 2023',
          'The Wexford, Chicago — 14-story, 220-unit residential tower, $88M, completed 2021',
          'UW–Milwaukee Chemistry Building renovation — $68M, occupied renovation, completed 2017',
          'Froedtert Hospital Pavilion fit-out, Floors 7–9 — $24M, completed 2015',
          'Milwaukee Public Schools summer program — six schools, $31M total, 2012 – 2016',
        ),
      ),
      S('Education', L('B.S. Construction Management, Bradley University, 2007')),
      S('Certifications & Training', UL('PMP, Project Management Institute', 'LEED AP BD+C', 'OSHA 30-Hour Construction', 'CPR / First Aid, American Red Cross', 'Procore Certified Project Manager')),
      S('Software', P('Procore, Primavera P6, Microsoft Project, Bluebeam Revu, Navisworks, Sage 300, Excel')),
      S('Affiliations', L('Construction Management Association of America (CMAA), Chicago Chapter', 'Associated General Contractors of Illinois — Safety Committee member')),
      S('References', P('Available on request.')),
    ],
    side: [],
  },

  n07: {
    id: 'n07',
    name: 'Marco Bianchi',
    title: 'Sous Chef',
    contact: ['marco.bianchi.chef@example.com', '+1 415 555 0192', 'San Francisco, CA', 'instagram.com/marcocooks'],
    main: [
      S('Profile', P('Sous chef with 10 years in Italian and Californian kitchens, from a 40-cover trattoria to a 220-cover brasserie. I run a calm line, cost every plate and teach young cooks to taste everything.')),
      S(
        'Kitchen Experience',
        J('Sous Chef — Osteria Vela', 'San Francisco, CA | 2021 – present', [
          'Run the line for 180–220 covers a night, six nights a week, and lead the kitchen on the chef’s days off',
          'Brought food cost down from 33% to 28.5% by reworking the fresh-pasta program and whole-animal butchery',
          'Write the daily specials and the seasonal menu with the executive chef; three dishes reviewed in the Chronicle',
          'Hire, schedule and train a team of 14 cooks, dishwashers and prep staff',
        ]),
        J('Chef de Partie — Brasserie Lumière', 'Oakland, CA | 2017 – 2021', [
          'Ran the sauté and grill stations; opened the brunch service from scratch',
          'Kept station inventory and ordering within a weekly budget of $6,500',
        ]),
        J('Line Cook — Trattoria da Nino', 'Bologna, Italy | 2014 – 2017', [
          'Made tagliatelle, tortellini and ragù by hand every morning for a 40-cover room',
        ]),
      ),
      S('Education', L('Diploma in Culinary Arts — ALMA Scuola Internazionale di Cucina Italiana, Colorno, 2014')),
      S('Certifications', L('ServSafe Food Protection Manager (exp. 2028)', 'California Food Handler Card')),
      S('Languages', L('Italian (native) · English (fluent) · Spanish (kitchen-level)')),
    ],
    side: [],
  },

  n08: {
    id: 'n08',
    name: 'Aisha Bello',
    title: 'Litigation Paralegal',
    contact: ['aisha.bello@example.com', '(404) 555-0156', 'Atlanta, GA 30309', 'linkedin.com/in/aishabello'],
    side: [
      S('Skills', UL('E-discovery (Relativity)', 'Legal research (Westlaw)', 'Deposition preparation', 'Trial binders', 'PACER / CM-ECF filing', 'Clio & iManage')),
      S('Certification', L('Certified Paralegal (CP), NALA, 2019')),
      S('Education', L('B.A. Political Science', 'Georgia State University, 2016', 'Paralegal Certificate', 'Emory Continuing Education, 2017')),
    ],
    main: [
      S('Summary', P('Litigation paralegal with seven years supporting commercial and employment cases in federal and state court. Organized, calm under trial deadlines, and trusted with privileged document review.')),
      S(
        'Experience',
        J('Senior Litigation Paralegal', 'Harmon & Reyes LLP, Atlanta, GA · 2020 – Present', [
          'Support four partners on commercial disputes with up to 1.2 million documents in Relativity',
          'Prepared trial binders, exhibit lists and witness kits for three jury trials, including a two-week trial in the N.D. Ga.',
          'Draft discovery responses, privilege logs and subpoenas; track deadlines for 35 active matters',
          'Trained five new paralegals on the firm’s filing and docketing procedures',
        ]),
        J('Paralegal', 'Whitfield Employment Law Group, Atlanta, GA · 2017 – 2020', [
          'Summarized depositions and medical records for wage-and-hour and discrimination cases',
          'Filed pleadings through PACER and Odyssey eFileGA with zero rejected filings in 2019',
        ]),
      ),
    ],
  },

  n09: {
    id: 'n09',
    name: 'Sven Lindqvist',
    title: 'Logistics Coordinator',
    contact: ['sven.lindqvist@example.se', '+46 31 555 04 27', 'Göteborg, Sweden'],
    main: [
      S('Profile', P('Logistics coordinator with six years of experience in international freight forwarding and warehouse operations. I like untangling complicated shipments, keeping customers informed before they have to ask, and building the spreadsheets and procedures that make the next shipment simpler than the last one.')),
      S(
        'Experience',
        J('Logistics Coordinator, Nordhavn Freight AB', 'Göteborg · August 2021 – present', [
          'Coordinate approximately 140 ocean and road shipments per month between Scandinavian manufacturers and customers in Germany, Poland and the United Kingdom, including all customs documentation and transport bookings',
          'Introduced a standardized pre-alert and documentation checklist that reduced customs holds at Felixstowe and Hamburg from eleven per quarter to two, saving an estimated 180,000 SEK in demurrage charges',
          'Negotiated consolidated groupage rates with three haulage partners, lowering average transportation costs for the largest account by nine percent without extending delivery times',
          'Act as the main contact for eight key accounts, answering questions about delays, documentation and invoicing, and preparing monthly performance reports',
        ]),
        J('Warehouse Operations Assistant, Volvo Parts Distribution', 'Torslanda · March 2018 – July 2021', [
          'Planned daily picking waves for a spare-parts warehouse shipping 9,000 order lines per day, balancing workload between the morning and evening shifts',
          'Carried out cycle counts and investigated inventory discrepancies, improving location accuracy from 96.2% to 99.4% over two years',
          'Wrote work instructions for the returns department and trained seasonal employees on the warehouse management system',
        ]),
      ),
      S('Education', L('Bachelor of Science in Logistics Management, Chalmers University of Technology, 2018')),
      S('Skills', P('SAP EWM, CargoWise, Incoterms 2020, customs classification (HS codes), dangerous goods (ADR), advanced Excel with Power Query, Swedish, English and German')),
    ],
    side: [],
  },

  n10: {
    id: 'n10',
    name: 'Catherine Dubois',
    title: 'Grant Writer and Communications Manager',
    contact: ['catherine.dubois@example.org', '(514) 555-0139', 'Montréal, QC'],
    main: [
      S('Profile', P('Bilingual communications professional with twelve years in the nonprofit sector. I write grant applications that funders understand on the first reading, manage the relationships that bring renewals, and translate program results into reports, newsletters and annual reports that people actually finish.')),
      S(
        'Professional Experience',
        J('Grant Writer and Communications Manager', 'Fondation Horizon Jeunesse, Montréal · 2019 – present', [
          'Secured $6.8 million in new and renewed funding from federal, provincial and private foundation sources over five years, with a success rate of roughly sixty percent on competitive applications',
          'Rewrote the organization’s logic model and evaluation framework together with program staff, which made reporting to the three largest funders considerably faster and more consistent',
          'Produce the annual report, quarterly donor newsletter and website content in French and English, and supervise one communications coordinator and two freelance designers',
          'Coordinate the yearly fundraising gala, including sponsorship packages, speaker preparation and the post-event impact summary sent to all attendees',
        ]),
        J('Development Officer', 'Centre communautaire Saint-Michel, Montréal · 2014 – 2019', [
          'Prepared between twenty and thirty grant applications each year for after-school, food security and newcomer integration programs',
          'Established the first donor database and gift-acknowledgement procedure, which increased the monthly donor retention rate from 64% to 83%',
          'Wrote speeches and briefing notes for the executive director and board chair',
        ]),
        J('Communications Assistant', 'Oxfam-Québec, Montréal · 2012 – 2014', [
          'Translated campaign materials, press releases and social media posts between French and English',
          'Organized media interviews with field staff returning from humanitarian deployments',
        ]),
      ),
      S('Education', L('Master of Arts, Communication — Université de Montréal, 2012', 'Bachelor of Arts, English Literature — McGill University, 2010')),
      S('Skills and Tools', P('Grant research (Imagine Canada Grant Connect, Candid), budgeting, evaluation frameworks, Salesforce Nonprofit Cloud, Mailchimp, WordPress, Adobe InDesign, professional translation French ↔ English')),
      S('Volunteer Work', UL('Board member and secretary, Bibliothèque des enfants de Villeray, 2018 – present', 'Mentor, Jeunes en affaires program for first-generation university students, 2016 – 2020')),
    ],
    side: [],
  },

  n11: {
    id: 'n11',
    name: 'Tomasz Nowak',
    title: 'Data Engineer',
    contact: ['tomasz.nowak@example.pl', '+48 22 555 41 90', 'Warsaw, Poland', 'github.com/tnowak-data'],
    main: [
      S('Summary', P('Data engineer with 6 years building batch and streaming pipelines for e-commerce and fintech. I care about tests, data contracts and pipelines that page nobody at 3 a.m.')),
      S(
        'Technical Skills',
        G(3, 'Python', 'SQL', 'Scala', 'Apache Spark', 'Apache Kafka', 'Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Terraform', 'Kubernetes', 'Great Expectations'),
      ),
      S(
        'Experience',
        J('Senior Data Engineer — Allegro Pay', 'Warsaw · Mar 2022 – Present', [
          'Designed the Kafka-to-Snowflake streaming platform that ingests 40M payment events a day with end-to-end latency under 2 minutes',
          'Introduced data contracts and Great Expectations checks; broken dashboards reported by finance dropped from ~12 to 1 per month',
          'Migrated 300+ Airflow DAGs from a self-hosted cluster to Cloud Composer without missed SLAs',
          'Interview and onboard new engineers; run a monthly “pipeline clinic” for analysts',
        ]),
        J('Data Engineer — eObuwie.pl', 'Zielona Góra (remote) · Jul 2019 – Feb 2022', [
          'Built the product-catalogue pipeline in Spark feeding search and recommendations for 2.3M products',
          'Cut nightly batch runtime from 5h 40m to 1h 15m by partitioning and replacing UDFs with native Spark SQL',
        ]),
        J('Junior BI Developer — mBank', 'Łódź · Sep 2018 – Jun 2019', [
          'Maintained SSIS packages and Power BI reports for retail banking KPIs',
        ]),
      ),
      S('Education', L('MSc Computer Science, Warsaw University of Technology, 2019', 'BSc Computer Science, Łódź University of Technology, 2017')),
      S('Languages', G(2, 'Polish', 'native', 'English', 'C1 (IELTS 8.0)', 'German', 'A2')),
    ],
    side: [],
  },

  n12: {
    id: 'n12',
    name: 'Jerome Washington',
    title: 'CDL-A Truck Driver',
    contact: ['jwashington.cdl@example.com', '901-555-0174', 'Memphis, TN'],
    main: [
      S('OBJECTIVE', P('Safe, on-time Class A driver looking for a regional or dedicated route with home time every weekend.')),
      S(
        'EXPERIENCE',
        J('Regional Driver, Delta Freightways', 'Memphis, TN - 2019 to Present', [
          'Drive 2,300 to 2,600 miles a week in a 53 ft dry van across TN, MS, AR, AL and GA',
          '1.4 million accident-free miles and zero DOT violations in six years',
          'Handle live unloads, drop and hook, and paperwork on the ELD (Omnitracs)',
          'Driver of the Quarter, Q3 2022 and Q1 2024',
        ]),
        J('Local Delivery Driver, Mid-South Beverage', 'Memphis, TN - 2015 to 2019', [
          'Delivered 18 to 25 stops a day to grocery stores and restaurants using a side-load bay truck',
          'Kept customer complaints near zero and trained 4 new drivers on the routes',
        ]),
        J('Warehouse Associate, FedEx Hub', 'Memphis, TN - 2012 to 2015', ['Loaded and scanned packages on the night sort']),
      ),
      S('LICENSE & ENDORSEMENTS', L('Tennessee CDL Class A, Hazmat (H), Tanker (N), Doubles/Triples (T)', 'TWIC card', 'Clean MVR, DOT medical card current')),
      S('EDUCATION', L('Southwest Tennessee Community College, Truck Driving Certificate, 2015', 'Whitehaven High School, Diploma, 2011')),
    ],
    side: [],
  },

  n13: {
    id: 'n13',
    name: 'Yuki Tanaka',
    title: 'Senior Product Designer',
    contact: ['yuki.tanaka@example.jp', '+81 90 5550 7731', 'Tokyo, Japan', 'yukitanaka.design'],
    side: [
      S('Expertise', UL('Interaction design', 'Design systems', 'Usability testing', 'Figma & FigJam', 'Prototyping (ProtoPie)', 'Accessibility (WCAG 2.2)')),
      S('Education', L('B.F.A. Visual Communication Design', 'Musashino Art University, 2014')),
      S('Languages', L('Japanese – native', 'English – business', 'Korean – conversational')),
      S('Awards', L('Good Design Award 2022', 'Red Dot: Brands & Communication, 2019')),
    ],
    main: [
      S('Profile', P('Product designer with ten years in consumer apps and fintech. I turn messy research into clear flows and I enjoy working inside design systems as much as building them.')),
      S(
        'Experience',
        { k: 'job', head: 'Senior Product Designer', sub: 'Kumo Pay, Tokyo', meta: '2020 – Present', bullets: [] },
        UL(
          ['Led the redesign of the payments app used by 8.5 million people:', ['simplified send-money flow from 7 steps to 3', 'raised first-week retention from 34% to 47%']],
          'Built the Kumo design system with 120 components and usage guidelines for iOS, Android and web',
          'Run bi-weekly usability sessions with a research partner and share findings company-wide',
        ),
        { k: 'job', head: 'Product Designer', sub: 'Hanamori Travel, Tokyo', meta: '2016 – 2020', bullets: [] },
        UL('Designed the booking flow for ryokan and small hotels, increasing mobile conversion by 22%', 'Introduced design critiques and a shared Figma library for four product teams'),
        { k: 'job', head: 'Junior Designer', sub: 'Studio Ao, Osaka', meta: '2014 – 2016', bullets: [] },
        UL('Produced packaging, posters and websites for local food brands'),
      ),
      S('Selected Talks', OL('Designing for people who don’t trust apps — Design Matters Tokyo, 2023', 'Small steps, big retention — UX Japan Forum, 2021')),
    ],
  },

  n14: {
    id: 'n14',
    name: 'Nadia Haddad',
    title: 'Elementary School Teacher',
    contact: ['nadia.haddad@example.com', '(972) 555-0118', 'Plano, Texas'],
    main: [
      S('Philosophy', P('I believe every child can love reading if they find the right book at the right time. My classroom is structured, warm and noisy in the good way, with families as partners from the first week.')),
      S(
        'Teaching Experience',
        J('Third Grade Teacher', 'Hightower Elementary, Plano ISD — 2018 – present', [
          'Teach all core subjects to classes of 22–24 students, including emergent bilingual and gifted learners',
          'Raised the share of students meeting grade level on STAAR Reading from 68% to 84% in two years',
          'Lead the campus literacy committee and coach four teachers on guided reading groups',
          'Started a family reading night that now draws 150+ parents and children each month',
        ]),
        J('Second Grade Teacher', 'Rosemont Elementary, Dallas ISD — 2014 – 2018', [
          'Taught a dual-language (Arabic/English) inclusion classroom with a co-teacher',
          'Designed math centers aligned to TEKS that the grade-level team adopted for all classes',
          'Mentored two student teachers from Southern Methodist University',
        ]),
        J('Teaching Assistant', 'Little Oaks Montessori, Richardson — 2012 – 2014', [
          'Supported lessons for mixed-age classrooms and ran the after-school art club',
        ]),
      ),
      S(
        'Classroom Highlights',
        OL(
          'Wrote and won a $4,500 DonorsChoose project for a classroom library of 600 diverse books',
          'Piloted Amplify CKLA units for the district and presented results to the curriculum office',
          'Organized the campus’s first STEM fair with 90 student projects and 12 community judges',
        ),
      ),
      S('Education', L('M.Ed. Curriculum & Instruction, Texas Woman’s University, 2017', 'B.S. Interdisciplinary Studies (EC-6), University of North Texas, 2012')),
      S('Certifications', UL('Texas Educator Certificate, Core Subjects EC-6', 'ESL Supplemental', 'Gifted & Talented (30-hour)', 'CPR and First Aid')),
      S('Professional Development', UL('Reading Academies, Texas Education Agency, 2021', 'Conscious Discipline Level 1, 2019', 'Kagan Cooperative Learning, 2016')),
    ],
    side: [],
  },

  n15: {
    id: 'n15',
    name: 'Owen Price',
    title: 'Chartered Accountant (ACA)',
    contact: ['owen.price@example.co.uk', '07700 900 418', 'Cardiff, Wales'],
    main: [
      S('Personal Statement', P('ACA-qualified accountant with eight years across audit and industry. Currently Financial Controller for a £60m manufacturing group; looking for a Head of Finance role where I can build the finance team and improve reporting.')),
      S(
        'Career History',
        J('Financial Controller', 'Celtic Packaging Group Ltd, Newport · 2021 – present', [
          'Own month-end close for four UK entities and one in Ireland, cutting close from 12 to 6 working days',
          'Prepare board packs, cash-flow forecasts and covenant compliance reports for the lender',
          'Led the migration from Sage 200 to Microsoft Dynamics 365 Business Central',
          'Manage a team of five: two management accountants, a payroll officer and two AP/AR clerks',
        ]),
        J('Audit Manager', 'Grant Thornton UK LLP, Cardiff · 2016 – 2021', [
          'Managed audits of owner-managed businesses and public-sector bodies with turnover up to £250m',
          'Qualified as ACA with first-time passes in all 15 exams',
        ]),
      ),
      S('Education', L('BSc (Hons) Accounting & Finance, First Class — Cardiff University, 2016')),
    ],
    side: [
      S('Key Skills', UL('IFRS & FRS 102', 'Month-end close', 'Budgeting & forecasting', 'Power BI', 'Advanced Excel', 'Dynamics 365 BC')),
      S('Professional', L('ICAEW Chartered Accountant, 2019')),
      S('Interests', L('Rugby coaching (U12s)', 'Welsh learner – Canolradd level', 'Fell running')),
    ],
  },

  n16: {
    id: 'n16',
    name: 'Fatima Zahra El Idrissi',
    title: 'Clinical Pharmacist, PharmD',
    contact: ['fatima.elidrissi@example.com', '(617) 555-0185', 'Boston, MA'],
    side: [
      S('CLINICAL SKILLS', L('Anticoagulation management', 'Antimicrobial stewardship', 'Pharmacokinetic dosing', 'Epic Willow', 'Sterile compounding (USP 797)')),
      S('LICENSURE', L('Registered Pharmacist, MA #PH238871', 'BCPS, 2021', 'BLS / ACLS')),
      S('LANGUAGES', L('Arabic', 'French', 'English')),
    ],
    main: [
      S('SUMMARY', P('Board-certified clinical pharmacist with six years in acute care. Partner to physicians on rounds, focused on safe anticoagulation and smarter antibiotic use.')),
      S(
        'EXPERIENCE',
        J('Clinical Pharmacist, Internal Medicine', 'Beth Israel Deaconess Medical Center, 2020 – present', [
          'Round daily with two medicine teams and make 25–40 interventions per week, with 94% accepted by prescribers',
          'Manage vancomycin and aminoglycoside dosing by protocol for about 60 patients a week',
          'Co-led the heparin nomogram revision that reduced out-of-range aPTT results by 30%',
        ]),
        J('PGY-1 Pharmacy Resident', 'Tufts Medical Center, 2019 – 2020', [
          'Completed rotations in critical care, infectious diseases, cardiology and oncology',
        ]),
      ),
      S('EDUCATION', L('Doctor of Pharmacy, MCPHS University, 2019')),
    ],
  },

  n17: {
    id: 'n17',
    name: 'Diego Ramírez',
    title: 'HVAC Service Technician',
    contact: ['diego.ramirez.hvac@example.com', '(602) 555-0112', 'Mesa, AZ'],
    main: [
      S('Summary', P('EPA-certified HVAC tech, 9 years in residential and light commercial service. Fast diagnostics, honest quotes, and customers who ask for me by name.')),
      S(
        'Experience',
        J('Lead Service Technician', 'Desert Air Comfort, Mesa AZ, 2019–Present', [
          'Run 5–7 service calls a day on split systems, heat pumps and rooftop units up to 25 tons',
          'Top technician for maintenance agreement sales in 2022 and 2023',
          'Ride along with new techs for their first 60 days',
        ]),
        J('HVAC Installer', 'Valley Heating & Cooling, Phoenix AZ, 2015–2019', [
          'Installed 300+ residential systems including ductwork changes and line-set replacements',
        ]),
      ),
      S('Education', L('HVAC Certificate, Gateway Community College, 2015')),
    ],
    side: [
      S('Certifications', L('EPA 608 Universal', 'NATE – AC & Heat Pump', 'Arizona Driver License, clean')),
      S('Tools', L('Fieldedge & ServiceTitan', 'Digital manifolds', 'Refrigerant recovery', 'Brazing & soldering')),
      S('Languages', L('English, Spanish')),
    ],
  },

  n18: {
    id: 'n18',
    name: 'Grace Liu',
    title: 'Civil Engineer, P.E.',
    contact: ['grace.liu.pe@example.com', '(503) 555-0197', 'Portland, OR'],
    side: [
      S('Software', L('Civil 3D', 'HEC-RAS', 'StormCAD', 'ArcGIS Pro', 'Bluebeam')),
      S('Licenses', L('Professional Engineer, Oregon #94112PE', 'Certified Erosion Control Lead')),
      S('Education', L('M.S. Civil Engineering', 'Oregon State University, 2016', 'B.S. Civil Engineering', 'Portland State University, 2014')),
    ],
    main: [
      S('Profile', P('Licensed civil engineer with nine years in stormwater and municipal infrastructure, from feasibility studies to construction support.')),
      S(
        'Experience',
        J('Project Engineer III, Cascade Water Engineers', 'Portland, OR / 2019 – Present', [
          'Project engineer for green-street and culvert replacement projects worth $2M–$18M for the City of Portland and ODOT',
          'Designed the hydraulics for the Johnson Creek fish-passage culvert, now a regional example of stream simulation design',
          'Supervise two EITs and review plan sets before submittal',
        ]),
        J('Staff Engineer, Willamette Civil Group', 'Salem, OR / 2016 – 2019', [
          'Prepared grading, drainage and utility plans for school and subdivision projects',
          'Performed construction observation and wrote daily reports for a 4-mile sewer line',
        ]),
      ),
      S('Affiliations', L('ASCE Oregon Section, Younger Member Forum chair 2020')),
    ],
  },

  n19: {
    id: 'n19',
    name: 'Patrick Byrne',
    title: 'Warehouse Operations Supervisor',
    contact: ['patrick.byrne@example.ie', '+353 87 555 0164', 'Dublin 15, Ireland'],
    main: [
      S('Profile', P('Warehouse supervisor with 12 years in third-party logistics and retail distribution. I run shifts of up to 45 people, hit targets without burning people out, and take health and safety seriously.')),
      S(
        'Employment History',
        J('Shift Supervisor, Nightshift Operations', 'Primeline Logistics, Ballycoolin, Dublin | 2018 - Present', [
          'Supervise a 40-45 person night shift across inbound, picking, packing and dispatch for three retail clients',
          'Raised pick rates from 118 to 146 lines per hour by re-slotting fast movers and changing the wave plan',
          'Reduced lost-time injuries to zero in 2023 with daily safety huddles and a refreshed MHE training matrix',
          'Run the weekly KPI review with the client account managers and the site general manager',
          'Manage rosters, holiday cover and absence for the shift; completed 14 return-to-work interviews last year',
        ]),
        J('Team Leader, Goods In', 'Musgrave Distribution Centre, Dublin | 2014 - 2018', [
          'Led a team of 12 receiving 60-80 inbound loads a day for 300 SuperValu and Centra stores',
          'Cut trailer turnaround from 95 to 55 minutes by pre-booking dock slots with hauliers',
          'Trained as an in-house instructor for counterbalance and reach trucks',
        ]),
        J('Warehouse Operative', 'Dunnes Stores Distribution, Naas | 2011 - 2014', [
          'Picked, packed and loaded orders; moved to the returns team in 2013',
          'Operated reach trucks and VNA trucks on day and night shifts',
        ]),
      ),
      S('Qualifications', UL('QQI Level 6 Certificate in Supervisory Management, 2017', 'IOSH Managing Safely, 2019', 'Manual Handling Instructor (QQI Level 6)', 'Forklift licences: counterbalance, reach, VNA, PPT', 'Occupational First Aid (PHECC), renewed 2024')),
      S('Systems', P('Manhattan WMS, SAP, Microsoft Excel, Sage HR, Zebra handhelds and label printers.')),
      S('Achievements', UL('Primeline Supervisor of the Year, 2021', 'Led the site’s successful BRCGS Storage & Distribution audit with no major non-conformances, 2022', 'Organised the site’s first charity truck pull, raising €8,200 for Pieta House')),
      S('Education', L('Leaving Certificate, Coolmine Community School, 2010')),
      S('Interests', P('GAA (club under-14 coach), cycling, and restoring an old Massey Ferguson tractor with my father.')),
      S('References', P('Available on request.')),
    ],
    side: [],
  },

  n20: {
    id: 'n20',
    name: 'Samira Khalil, RN',
    title: 'Critical Care Registered Nurse',
    contact: ['samira.khalil@example.com', '(713) 555-0150', 'Houston, TX 77030'],
    main: [
      S('Professional Summary', P('CCRN-certified ICU nurse with nine years in cardiovascular and medical intensive care units at a Level I trauma center. Experienced with CRRT, Impella and ECMO patients, charge nurse duties and precepting new graduates.')),
      S(
        'Clinical Experience',
        J('Registered Nurse III, Cardiovascular ICU', 'Memorial Hermann–Texas Medical Center, Houston · 2019 – Present', [
          'Care for 1–2 critically ill patients per shift, including post-op cardiac surgery, LVAD, Impella and VA-ECMO patients',
          'Charge nurse two shifts per week for a 32-bed unit: staffing, bed flow and rapid-response coverage',
          'Precepted 14 new graduate and transfer nurses; unit lead for the CRRT super-user group',
          'Co-authored the unit’s early mobility protocol, which shortened average ventilator days by 1.3',
        ]),
        J('Registered Nurse, Medical ICU', 'Houston Methodist Hospital · 2016 – 2019', [
          'Managed patients with sepsis, ARDS, DKA and GI bleeds; titrated vasoactive and sedation drips',
          'Member of the unit practice council and the CAUTI reduction workgroup',
        ]),
        J('Registered Nurse, Medical-Surgical', 'CHI St. Luke’s Health–Baylor St. Luke’s · 2015 – 2016', [
          'Cared for 5–6 patients per shift on a 36-bed telemetry floor',
        ]),
      ),
      S('Education', L('Master of Science in Nursing (in progress, expected 2026), UTHealth Cizik School of Nursing', 'Bachelor of Science in Nursing, Texas Woman’s University, 2015')),
      S('Certifications', UL('CCRN (Adult), AACN, 2018 – current', 'CSC (Cardiac Surgery), AACN, 2021', 'ACLS, BLS and PALS', 'NIH Stroke Scale', 'Texas RN License #908812, compact')),
      S('Professional Activities', UL('Poster, “Early mobility in the CVICU,” AACN National Teaching Institute, 2023', 'Member, American Association of Critical-Care Nurses', 'Volunteer nurse, Houston Marathon medical tent, 2017 – 2024')),
      S('Languages', L('English, Arabic (fluent), Spanish (medical)')),
    ],
    side: [],
  },

  n21: {
    id: 'n21',
    name: 'Ben Carter',
    title: 'Regional Sales Manager',
    contact: ['ben.carter@example.com', '(303) 555-0133', 'Denver, CO', 'linkedin.com/in/bencartersales'],
    side: [
      S('Strengths', L('Territory planning', 'Enterprise negotiation', 'Salesforce CRM', 'Forecast accuracy', 'Coaching reps')),
      S('Education', L('B.S. Business Administration', 'Colorado State University, 2010')),
      S('Awards', L('President’s Club 2019, 2021, 2023', 'Rookie of the Year 2012')),
    ],
    main: [
      S('Summary', P('Sales leader with 14 years in medical devices and capital equipment. I build teams that sell on value rather than discount, and I forecast within 5%.')),
      S(
        'Experience',
        J('Regional Sales Manager — Rocky Mountain Region', 'Stryker Medical, Denver, CO | 2018 – Present', [
          'Lead 9 account managers across CO, UT, WY, MT and NM with an annual quota of $38M',
          'Grew the region from $24M to $41M in five years, ranking #1 of 11 regions in 2023',
          'Closed a $6.2M, five-year bed and stretcher agreement with Intermountain Health',
          'Cut average rep ramp time from 11 to 7 months with a structured 90-day onboarding plan',
        ]),
        J('Senior Account Manager', 'Hill-Rom, Denver, CO | 2012 – 2018', [
          'Managed 40 hospital accounts and exceeded quota six years running (avg. 118%)',
          'Launched the connected-bed platform in the territory with 14 hospital installs',
        ]),
        J('Sales Representative', 'Cintas, Fort Collins, CO | 2010 – 2012', [
          'Sold uniform and facility services programs to 120 new small-business customers',
        ]),
      ),
    ],
  },

  n22: {
    id: 'n22',
    name: 'Olga Petrova',
    title: 'QA Automation Engineer',
    contact: ['olga.petrova@example.com', '+1 (647) 555-0121', 'Toronto, ON'],
    main: [
      S('Summary', P('QA automation engineer with seven years testing web and mobile products in fintech and e-commerce. I build test suites developers trust and run, not ones they skip.')),
      S(
        'Experience',
        J('Senior QA Automation Engineer, Northvest Financial', 'Toronto, ON · 2021 – present', [
          'Built the Playwright end-to-end suite (650 tests) that runs on every pull request in under 12 minutes',
          'Reduced flaky test rate from 9% to below 1% by fixing test data setup and adding network mocking',
          'Introduced contract tests between the mobile app and 14 backend services with Pact',
          'Coach developers on writing testable code and run a monthly quality review',
        ]),
        J('QA Engineer, Shopwave', 'Toronto, ON · 2018 – 2021', [
          'Automated regression testing for checkout in Selenium and Java, cutting release regression from 3 days to 4 hours',
          'Wrote performance tests in k6 ahead of Black Friday traffic of 20,000 orders per hour',
        ]),
        J('Software Tester, Luxoft', 'Saint Petersburg, Russia · 2016 – 2018', [
          'Manual and API testing for banking software; wrote test cases in TestRail',
        ]),
      ),
      S('How I Approach Testing', OL('Test the riskiest paths first, with the business', 'Keep tests fast enough to run on every change', 'Make failures easy to read and reproduce', 'Delete tests that no longer protect anything')),
      S('Skills', UL('Playwright, Cypress, Selenium WebDriver', 'TypeScript, Java, Python', 'Pact, Postman, REST Assured', 'k6, JMeter', 'GitHub Actions, Jenkins, Docker')),
      S('Education', L('Specialist Degree in Applied Mathematics, Saint Petersburg State University, 2016', 'ISTQB Certified Tester, Advanced Level Test Automation Engineer')),
    ],
    side: [],
  },

  n23: {
    id: 'n23',
    name: 'Hannah Schmidt',
    title: 'Graphic Designer',
    contact: ['hello@hannahschmidt.example', '+43 660 555 2281', 'Wien, Österreich', 'behance.net/hannahschmidt'],
    main: [
      S('Über mich', P('Grafikdesignerin mit sieben Jahren Erfahrung in Corporate Design, Editorial und Verpackung. Ich arbeite gerne nah an der Druckerei und liebe gute Typografie.')),
      S(
        'Berufserfahrung',
        J('Senior Grafikdesignerin, Studio Rautenweiß', 'Wien · 2020 – heute', [
          'Verantwortlich für Corporate-Design-Projekte von der Idee bis zur Druckfreigabe, u. a. für die Wiener Stadtwerke',
          'Gestaltung des Jahresberichts der Erste Stiftung (180 Seiten, zweisprachig)',
          'Betreuung von zwei Junior-Designerinnen und Abstimmung mit Druckereien',
        ]),
        J('Grafikdesignerin, Agentur Blaupause', 'Graz · 2017 – 2020', [
          'Verpackungsdesign für regionale Lebensmittelmarken, u. a. Kürbiskernöl und Süßwaren',
          'Social-Media-Grafiken und Plakate für Kulturveranstaltungen',
        ]),
      ),
      S('Ausbildung', L('BA Informationsdesign, FH JOANNEUM Graz, 2017')),
      S('Kenntnisse', L('Adobe InDesign, Illustrator, Photoshop', 'Figma', 'Druckvorstufe und Farbmanagement', 'Deutsch (Muttersprache), Englisch (fließend)')),
    ],
    side: [],
  },

  n24: {
    id: 'n24',
    name: 'Ahmed Youssef',
    title: 'Infrastructure Project Manager, PMP',
    contact: ['ahmed.youssef@example.ae', '+971 50 555 3382', 'Dubai, UAE'],
    main: [
      S('Profile', P('Project manager with 15 years delivering roads, bridges and utility infrastructure in the UAE, Qatar and Egypt. Experienced on both contractor and consultant sides, with projects up to AED 1.2 billion.')),
      S(
        'Professional Experience',
        J('Senior Project Manager', 'Al Rawda Contracting LLC, Dubai · January 2019 – Present', [
          'Project manager for the AED 1.2 billion Al Khail Road widening, Package 3: 14 km of highway, four interchanges and two bridges',
          'Lead a site team of 65 engineers and supervisors and coordinate 22 subcontractors and the RTA consultant',
          'Recovered a 5-month delay inherited from the previous PM through re-sequencing and night works, finishing 3 weeks late instead of 20',
          'Keep monthly cost reports, cash-flow forecasts and variation orders approved within 30 days on average',
          'Achieved 6.2 million man-hours without a lost-time injury',
        ]),
        J('Project Manager', 'Gulf Engineering Consultants, Doha · March 2013 – December 2018', [
          'Consultant project manager for Ashghal local roads and drainage programs worth QAR 640 million',
          'Reviewed contractor programs in Primavera P6 and certified interim payments',
          'Chaired weekly progress meetings with the client and utility authorities (Kahramaa, Ooredoo)',
          'Introduced a digital RFI and inspection request system that cut response time from 7 days to 2',
        ]),
        J('Site Engineer, later Project Engineer', 'Arab Contractors, Cairo · July 2009 – February 2013', [
          'Supervised earthworks, asphalt paving and box culverts on the Cairo Ring Road upgrade',
          'Prepared quantity surveys and subcontractor measurements',
          'Coordinated traffic diversions with the Cairo traffic police',
        ]),
      ),
      S('Key Projects', UL('Al Khail Road Widening, Package 3, Dubai — AED 1.2 bn, completed 2023', 'Ashghal Local Roads & Drainage, Al Wakrah — QAR 410 m, completed 2018', 'Doha Industrial Area Roads Upgrade, Zone 2 — QAR 230 m, completed 2016', 'Cairo Ring Road Upgrade, Eastern Section — EGP 900 m, completed 2013')),
      S('Education', L('M.Sc. Construction Management, Heriot-Watt University Dubai, 2016', 'B.Sc. Civil Engineering, Cairo University, 2009')),
      S('Certifications', UL('Project Management Professional (PMP), PMI', 'NEBOSH International General Certificate', 'Primavera P6 Professional', 'FIDIC Contracts (Red & Yellow Book) – FIDIC Academy')),
      S('Languages', L('Arabic (native), English (fluent)')),
    ],
    side: [],
  },

  n25: {
    id: 'n25',
    name: 'Chloé Martin',
    title: 'Certified Veterinary Technician',
    contact: ['chloe.martin.cvt@example.com', '(207) 555-0166', 'Portland, ME'],
    main: [
      S('Profile', P('Veterinary technician with 6 years in small-animal general practice and emergency care. Steady in a crisis and good with frightened owners.')),
      S(
        'Experience',
        J('Lead Veterinary Technician', 'Casco Bay Animal Hospital, Portland, ME · 2021 – Present', [
          'Induce and monitor anesthesia for 15–20 surgeries a week, from spays to orthopedic cases',
          'Run the in-house lab: CBC, chemistry, cytology and urinalysis',
          'Trained five assistants and wrote the hospital’s fear-free handling guide',
        ]),
        J('Emergency Veterinary Technician', 'Maine Veterinary Medical Center, Scarborough · 2018 – 2021', [
          'Triaged walk-in emergencies, placed IV catheters and ran CPR as part of the RECOVER team',
        ]),
      ),
      S('Education', L('A.A.S. Veterinary Technology, University of Maine at Augusta, 2018')),
    ],
    side: [
      S('Credentials', L('CVT, Maine Board of Veterinary Medicine', 'Fear Free Certified Professional', 'RECOVER CPR Rescuer')),
      S('Skills', L('Anesthesia monitoring', 'Dental radiographs', 'Avimark & ezyVet', 'Exotics handling')),
    ],
  },
  n26: {
    id: 'n26',
    name: 'Isabela Costa',
    title: 'Engineering Manager, Platform',
    contact: ['isabela.costa@example.com.br', '+55 11 95555-0143', 'São Paulo, SP', 'github.com/isacosta'],
    side: [
      S('Skills', UL('Team building & hiring', 'Distributed systems', 'Go, Java, Kotlin', 'AWS & GCP', 'Kubernetes & Argo CD', 'Observability (OpenTelemetry)', 'Incident management')),
      S('Education', L('B.Sc. Computer Engineering', 'Universidade de São Paulo (USP), 2011', 'MBA, Technology Management', 'FIA Business School, 2018')),
      S('Languages', L('Portuguese – native', 'English – fluent', 'Spanish – intermediate')),
      S('Community', L('Organizer, GopherCon Brasil 2019–2023', 'Mentor, Reprograma bootcamp')),
    ],
    main: [
      S('Summary', P('Engineering manager with 14 years in software, the last 7 leading platform and infrastructure teams at high-growth fintech and marketplace companies. I grow engineers into leads, make on-call humane, and keep platforms boring in the best sense.')),
      S(
        'Experience',
        J('Engineering Manager, Platform', 'Cora Finanças S.A. · São Paulo · 2021 – present', [
          'Manage three teams (19 engineers) owning the internal developer platform, CI/CD and the Kubernetes fleet serving 11 million customers',
          'Cut median deploy time from 42 to 9 minutes and moved 380 services to a golden-path template with built-in observability',
          'Reduced P1 incidents by 57% year over year through SLOs, error budgets and blameless reviews that product teams now run themselves',
          'Promoted five engineers to senior and two to staff; built the hiring loop that took the platform group from 8 to 19 people in 18 months',
          'Own a yearly cloud budget of US$7.5M; saved US$1.9M through rightsizing, spot instances and reserved capacity planning',
        ]),
        J('Tech Lead, Infrastructure', 'OLX Brasil · São Paulo · 2017 – 2021', [
          'Led the migration from a self-managed data center to AWS for the classifieds marketplace (140 services, 2 PB of images)',
          'Designed the multi-region failover plan, tested every quarter with game days',
          'Introduced Terraform and code review for infrastructure changes; drift incidents dropped to nearly zero',
        ]),
        J('Senior Software Engineer', 'Movile (iFood) · Campinas · 2014 – 2017', [
          'Built the order-routing service in Java that dispatched up to 30,000 restaurant orders per hour at peak',
          'Wrote the first load-testing suite before the company’s Black Friday campaigns',
        ]),
        J('Software Engineer', 'Totvs · São Paulo · 2011 – 2014', [
          'Developed ERP integrations for retail customers and maintained the nightly billing batch jobs',
        ]),
      ),
      S(
        'Selected Initiatives',
        UL(
          'Golden Path program: a paved road for new services (template, pipelines, dashboards, runbooks) adopted by 34 product teams',
          'On-call health: follow-the-sun rotations with the Lisbon office, paid on-call and a hard cap of two pages per night',
          'Engineering ladder: co-wrote the career framework for 400 engineers, published internally in Portuguese and English',
        ),
      ),
      S('Talks', UL('“Platform as a product” — QCon São Paulo, 2023', '“Error budgets for people, not just services” — SRECon EMEA, 2022', '“Leaving the data center without leaving customers” — AWS Summit São Paulo, 2019')),
    ],
  },
};
