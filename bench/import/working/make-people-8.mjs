// The fourteen resumes of set 8 (s01-s14) as data, and the expected text and meta.json each
// file must give, written from this data before any file is drawn.
// Item shapes: {p} paragraph · {role, dates, at, bullets} job (dates right-aligned on the role
// line, so expected joins them with one space) · {lines} plain lines · {numbered} numbered list.
// A soft hyphen (U+00AD) a template puts inside a word lets the writer hyphenate there;
// expected text never holds one.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

export const here = dirname(fileURLToPath(import.meta.url));
export const out = (name) => join(here, name);
const SHY = '\u00AD';
const plain = (s) => s.replaceAll(SHY, '');

export const resumes = [
  {
    id: 's01',
    tool: 'chromium',
    layout: 'one-column',
    caps: true,
    name: 'Desmond Achebe',
    title: 'Journeyman Electrician',
    contact: ['(614) 555-0193', 'd.achebe@wiremail.example', 'Columbus, OH 43207'],
    main: [
      {
        h: 'Summary',
        items: [
          {
            p: 'Licensed journeyman electrician with eleven years in commercial fit-outs, light industrial service and school renovations. I read a set of drawings before I pick up a tool, and I leave a panel labelled so the next person can trust it.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Journeyman Electrician, Foreman',
            dates: '2019 – Present',
            at: 'Scioto Valley Electric Co. · Columbus, OH',
            bullets: [
              'Run crews of four to seven on tenant fit-outs up to 60,000 square feet, from rough-in and conduit bending through trim-out, panel terminations and the final walk with the city inspector.',
              'Cut rework on punch lists by roughly a third after introducing a colour-coded circuit map that each apprentice fills in as they pull wire, so the as-built drawings match the building.',
              'Install and troubleshoot 480V three-phase distribution, motor control centres and variable frequency drives for rooftop units, with lockout and tagout on every energised job.',
            ],
          },
          {
            role: 'Electrician',
            dates: '2014 – 2019',
            at: 'Buckeye Industrial Services · Grove City, OH',
            bullets: [
              'Handled service calls for warehouses and food processing plants, tracing faults in lighting circuits, dock equipment and conveyor controls, often on night shifts so production never stopped.',
              'Replaced 1,400 metal halide high-bay fixtures with LED and occupancy sensors across three distribution centres, finishing two weeks early and under the utility rebate deadline.',
            ],
          },
          {
            role: 'Apprentice Electrician',
            dates: '2013 – 2014',
            at: 'Franklin County Joint Apprenticeship Committee',
            bullets: [
              'Completed 8,000 hours of supervised field work and 900 classroom hours covering the National Electrical Code, blueprint reading, grounding and bonding, and fire alarm systems.',
            ],
          },
        ],
      },
      {
        h: 'Licenses and Training',
        items: [
          {
            lines: [
              'Ohio Electrical Contractor License, Journeyman, 2018',
              'OSHA 30-Hour Construction Safety',
              'NFPA 70E Arc Flash Awareness, renewed 2024',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [{ lines: ['Diploma, Electrical Trades, Columbus State Community College, 2014'] }],
      },
    ],
    notes:
      'One column, Liberation Serif, small-caps headings over a thin rule (capitals in expected), dates right-aligned on the role line, ▪ bullets with a hanging indent. Template source: html-8/s01.html.',
  },
  {
    id: 's02',
    tool: 'chromium',
    layout: 'two-column-sidebar-left',
    side: 'left',
    headIn: 'sidebar',
    name: 'Ingrid Solvang',
    title: 'Registered Dental Hygienist',
    contact: ['ingrid.solvang@smilepost.example', '(612) 555-0124', 'Minneapolis, MN'],
    sidebar: [
      {
        h: 'Skills',
        tags: [
          'Periodontal charting',
          'Scaling and root planing',
          'Digital radiography',
          'Local anesthesia',
          'Dentrix',
          'Sealants and fluoride',
          'Patient education',
        ],
      },
      { h: 'Licenses', items: [{ lines: ['Minnesota RDH #H-30917', 'CPR and BLS, 2025'] }] },
      { h: 'Languages', items: [{ lines: ['Norwegian', 'English'] }] },
    ],
    main: [
      {
        h: 'Profile',
        items: [
          {
            p: 'Dental hygienist with eight years in family and periodontal practices. Gentle with nervous patients, thorough with charting, and happiest when a teenager finally starts flossing.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Dental Hygienist',
            dates: '2020 – Present',
            at: 'Lake of the Isles Periodontics, Minneapolis',
            bullets: [
              'See nine to eleven patients a day for periodontal maintenance, scaling and root planing, and post-surgical checks, keeping the hygiene schedule on time in a four-chair practice.',
              'Introduced intraoral camera photos into every new-patient exam, which helped raise case acceptance for recommended periodontal treatment from about half to nearly three quarters.',
              'Train new assistants on infection control, instrument processing and the sterilisation log the state board asks to see.',
            ],
          },
          {
            role: 'Dental Hygienist',
            dates: '2017 – 2020',
            at: 'Northeast Family Dental, St. Paul',
            bullets: [
              'Provided cleanings, sealants and fluoride varnish for children and adults, including a Saturday clinic for families on medical assistance.',
              'Kept recall lists current in Dentrix and phoned overdue patients each week, filling an average of twelve open hygiene slots a month.',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [{ lines: ['A.A.S. Dental Hygiene, Normandale Community College, 2017'] }],
      },
    ],
    notes:
      'Narrow pale blue sidebar on the left (name, title, contact, skill tags as rounded pills one per line, licenses, languages); main column right with • bullets. Reading order: sidebar, then main. Template source: html-8/s02.html.',
  },
  {
    id: 's03',
    tool: 'chromium',
    layout: 'two-column-sidebar-right',
    side: 'right',
    headIn: 'top',
    name: 'Ravi Chandrasekar',
    title: 'Warehouse Operations Supervisor',
    contact: ['ravi.chandrasekar@dockmail.example', '+1 (469) 555-0188', 'Irving, TX'],
    sidebar: [
      {
        h: 'Systems',
        items: [{ lines: ['Manhattan WMS', 'SAP EWM', 'Power BI', 'Kronos Workforce'] }],
      },
      {
        h: 'Strengths',
        items: [
          { lines: ['Labour planning', 'Slotting and layout', 'Lean and 5S', 'Safety audits', 'Coaching leads'] },
        ],
      },
      {
        h: 'Certificates',
        items: [{ lines: ['Six Sigma Green Belt', 'OSHA 10 General Industry', 'Certified Forklift Trainer'] }],
      },
    ],
    main: [
      {
        h: 'Summary',
        items: [
          {
            p: 'Operations supervisor with nine years in third-party logistics, running second-shift pick, pack and ship for retail and grocery clients. I measure everything and I explain the numbers to the people on the floor.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Operations Supervisor, Second Shift',
            dates: '2021 – Present',
            at: 'Trinity Crossing Logistics · Irving, TX',
            bullets: [
              'Lead 85 associates and four leads across receiving, replenishment and outbound for a 420,000 square foot grocery distribution building shipping 60 trailers a night.',
              'Raised pick rate from 118 to 146 cases an hour by reslotting the fastest 300 items to golden-zone locations and moving replenishment to the start of the shift.',
              'Brought recordable injuries down to zero for 19 straight months through daily start-up meetings, powered equipment checks and a near-miss board the associates run themselves.',
            ],
          },
          {
            role: 'Inventory Control Lead',
            dates: '2016 – 2021',
            at: 'Red Oak Fulfillment · Grand Prairie, TX',
            bullets: [
              'Ran cycle counts for 22,000 locations and kept inventory accuracy above 99.6 percent through two peak seasons and a warehouse management system upgrade.',
              'Built the Power BI dashboard that supervisors still use to see late orders, short picks and labour hours by department before each shift.',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [{ lines: ['B.B.A. Supply Chain Management, University of North Texas, 2016'] }],
      },
    ],
    notes:
      'Header (name, title, contact) spans the page; below it the main column left and a grey sidebar right (systems, strengths, certificates). ✓ check-mark bullets in the main column. Reading order: header, main, then sidebar. Template source: html-8/s03.html.',
  },
  {
    id: 's04',
    tool: 'chromium',
    layout: 'multi-page-header-footer',
    name: 'Annelise Brandt-Moreau, P.E.',
    title: 'Senior Structural Engineer',
    contact: ['annelise.brandt@beamline.example', '(503) 555-0162', 'Portland, OR'],
    runningHeader: 'Annelise Brandt-Moreau · Structural Engineer',
    main: [
      {
        h: 'Profile',
        items: [
          {
            p: 'Structural engineer with fourteen years designing mid-rise residential, schools and seismic retrofits in the Pacific Northwest. Licensed in Oregon and Washington; comfortable leading a design team, answering a contractor on site and defending a calculation package in a plan review.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Senior Structural Engineer',
            dates: '2018 – Present',
            at: 'Cascadia Structural Partners, Portland, OR',
            bullets: [
              'Lead structural design for mass timber and podium projects from schematic design through construction administration, coordinating with architects, mechanical engineers and the general contractor at weekly meetings.',
              'Designed the cross-laminated timber floor and glulam frame for a six-storey student housing building, the first of its kind in the firm, and wrote the fire-resistance calculations accepted by the city on first review.',
              'Review shop drawings, requests for information and special inspection reports for up to five projects at a time, with an average response time of three working days.',
              'Mentor three project engineers and run the monthly lunch session on seismic detailing, connection design and lessons learned from site visits.',
            ],
          },
          {
            role: 'Project Engineer',
            dates: '2013 – 2018',
            at: 'Willamette Engineering Group, Salem, OR',
            bullets: [
              'Performed seismic evaluations of 31 school buildings under the state rehabilitation grant program, using ASCE 41 procedures and preparing retrofit schemes that kept classrooms open during construction.',
              'Modelled concrete shear wall and steel braced frame buildings in ETABS and RAM Structural System, checking results by hand for every lateral system before drawings were issued.',
              'Prepared construction documents and specifications for a 40,000 square foot library expansion, including a new basement retaining wall and underpinning of the existing footings.',
            ],
          },
          {
            role: 'Engineer in Training',
            dates: '2011 – 2013',
            at: 'Columbia Gorge Consulting, Hood River, OR',
            bullets: [
              'Designed wood-framed residential and agricultural buildings, from snow and wind load calculations to foundation plans for sloped and wet sites along the river.',
              'Completed field observations of framing, rebar placement and anchor bolts, writing the reports that the building department required before each concrete pour.',
            ],
          },
        ],
      },
      {
        h: 'Selected Projects',
        items: [
          {
            numbered: [
              'Alder Commons student housing, six storeys of cross-laminated timber over a concrete podium, 212 beds, completed 2023.',
              'Jefferson Middle School seismic retrofit, new shear walls and roof diaphragm strengthening carried out over two summer breaks, 2019.',
              'Riverside Branch Library expansion, steel moment frames with a green roof and a daylight basement reading room, 2017.',
              'Hawthorne Apartments, five storeys of light-frame wood over post-tensioned concrete with 96 units, 2021.',
            ],
          },
        ],
      },
      {
        h: 'Licenses',
        items: [
          {
            lines: [
              'Professional Engineer, Oregon #91427PE',
              'Professional Engineer, Washington #60318',
              'SE Exam, Vertical and Lateral, passed 2017',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [
          {
            lines: [
              'M.S. Civil Engineering, Structures, Oregon State University, 2011',
              'B.S. Civil Engineering, Oregon State University, 2010',
            ],
          },
        ],
      },
      {
        h: 'Professional Service',
        items: [
          {
            bullets: [
              'Member of the Structural Engineers Association of Oregon seismic committee since 2016, contributing to its guidance on retrofit of unreinforced masonry buildings.',
              'Volunteer post-earthquake safety evaluator, trained under the ATC-20 program and on the state roster for building assessments after a disaster.',
            ],
          },
        ],
      },
    ],
    notes:
      'Two pages of A4; Chromium displayHeaderFooter prints a running header (name · Structural Engineer, right) and a centred "Page N of M" footer on each page. – en-dash bullets via ::before, numbered project list. Bullets kept whole across the page break. Template source: html-8/s04.html. Lead\'s change after the one scoring (issue 41): numbered items are expected as "- text", since the import writes every list item, numbered or not, as "- ".',
  },
  {
    id: 's05',
    tool: 'chromium',
    layout: 'icons-contact',
    caps: true,
    name: 'Kwabena Asante',
    title: 'Wedding and Event Photographer',
    contact: ['kwabena@asantelight.example', '+1 (404) 555-0137', 'Decatur, GA', 'asantelight.example/portfolio'],
    main: [
      {
        h: 'About',
        items: [
          {
            p: 'Photographer with ten years of weddings, corporate events and family sessions across the Southeast. I plan the timeline with the couple, work quietly through the ceremony and deliver galleries in three weeks.',
          },
        ],
      },
      {
        h: 'Work',
        items: [
          {
            role: 'Owner and Lead Photographer',
            dates: '2016 – Present',
            at: 'Asante Light Studio, Decatur, GA',
            bullets: [
              'Photograph 30 to 35 weddings a year plus conferences, galas and headshot days, managing bookings, contracts, second shooters and the full editing workflow in Lightroom and Photo Mechanic.',
              'Grew referrals to more than sixty percent of bookings by sending every couple a printed preview album within a week, and by building relationships with eight venues and four planners in Atlanta.',
              'Hire and train second shooters and assistants for each season, with a shot list and lighting guide that keeps the look consistent from one event to the next.',
            ],
          },
          {
            role: 'Staff Photographer',
            dates: '2013 – 2016',
            at: 'Peachtree Portrait Company, Atlanta, GA',
            bullets: [
              'Shot school portraits, sports teams and yearbook events for up to 40 schools a season, keeping each picture day to a tight schedule set by the school office.',
              'Retouched and colour-corrected up to 600 images a day and prepared print files for the lab, with reprint requests below one percent.',
            ],
          },
        ],
      },
      {
        h: 'Equipment and Software',
        items: [
          {
            lines: [
              'Two full-frame mirrorless bodies, fast primes, off-camera flash',
              'Lightroom Classic, Photoshop, Photo Mechanic, Pixieset',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [{ lines: ['B.F.A. Photography, Savannah College of Art and Design, 2013'] }],
      },
    ],
    notes:
      'Centred name and title; each contact line, one per line, has an inline SVG icon (envelope, phone, pin, globe) before it. ▸ bullets, Liberation Sans, letter-spaced headings uppercased by CSS text-transform (capitals in expected). Template source: html-8/s05.html.',
  },
  {
    id: 's06',
    tool: 'chromium',
    layout: 'justified',
    name: 'Cordelia Whitfield',
    title: 'Litigation Paralegal',
    contact: ['cordelia.whitfield@briefcase.example', '(215) 555-0156', 'Philadelphia, PA'],
    main: [
      {
        h: 'Summary',
        items: [
          {
            p: `Litigation paralegal with nine years supporting commercial, employment and product liability teams in state and federal court. Careful with deadlines, fluent in e-discovery platforms and calm in the week before trial.`,
          },
        ],
      },
      {
        h: 'Professional Experience',
        items: [
          {
            role: 'Senior Litigation Paralegal',
            dates: '2019 – Present',
            at: 'Harrowgate & Pell LLP, Philadelphia, PA',
            bullets: [
              `Manage document productions of up to 400,000 pages in Relativity for commercial disputes, including privilege logs, redactions and quality control, and coordinate with vendors on processing and hosting costs.`,
              `Prepare trial binders, exhibit lists and deposition designations, and run the courtroom presentation software during trials and evidentiary hearings in the Eastern District of Pennsylvania.`,
              `Draft subpoenas, notices of deposition and routine discovery correspondence for attorney review, and maintain the docket calendar for a team of six lawyers with no missed deadlines in five years.`,
            ],
          },
          {
            role: 'Paralegal',
            dates: '2015 – 2019',
            at: 'Delaware Valley Legal Group, Cherry Hill, NJ',
            bullets: [
              `Summarised medical records and deposition transcripts for product liability and personal injury cases, building chronologies that attorneys used to prepare expert witnesses.`,
              `Organised case files for an interdisciplinary team handling more than 120 active matters and trained two legal assistants on the firm's document management system.`,
            ],
          },
        ],
      },
      {
        h: 'Skills',
        items: [
          {
            bullets: [
              `Relativity, Everlaw, CaseMap, TrialDirector, Westlaw and PACER, with certification in Relativity review management and experience building saved searches and review batches.`,
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [
          {
            lines: [
              'Paralegal Certificate (ABA approved), Temple University, 2015',
              'B.A. Political Science, West Chester University, 2014',
            ],
          },
        ],
      },
    ],
    notes:
      "Justified body text; the template hyphenates long words with its own dictionary (soft hyphens, as hyphens:auto has no dictionary in this Chromium), so several line ends carry a writer's hyphen; expected mends them. Long • bullets wrap two to three lines with a hanging indent. Liberation Serif. Template source: html-8/s06.html.",
  },
  {
    id: 's07',
    tool: 'pdfkit',
    layout: 'row-order-table-pdf',
    side: 'left',
    headIn: 'top',
    name: 'Tadeusz Nowak',
    title: 'Certified Welder and Fabricator',
    contact: [],
    sidebar: [
      {
        h: 'CONTACT',
        items: [{ lines: ['t.nowak@arcmail.example', '(708) 555-0171', 'Cicero, IL'] }],
      },
      {
        h: 'PROCESSES',
        items: [
          { lines: ['SMAW, GMAW, FCAW', 'GTAW on stainless', 'Oxy-fuel and plasma cutting', 'Blueprint reading'] },
        ],
      },
      {
        h: 'CERTIFICATIONS',
        items: [{ lines: ['AWS D1.1 Structural Steel', 'AWS D17.1 (in progress)', 'OSHA 10 Construction'] }],
      },
    ],
    main: [
      {
        h: 'PROFILE',
        items: [
          {
            p: 'Welder and fabricator with twelve years in structural steel shops and field erection. I weld to the procedure, check my own work before the inspector does and keep a shop floor clean.',
          },
        ],
      },
      {
        h: 'EXPERIENCE',
        items: [
          {
            role: 'Lead Welder, Structural Shop',
            dates: '2017 – Present',
            at: 'Lakeshore Steel Fabricators, Bedford Park, IL',
            bullets: [
              'Fabricate beams, columns, stair stringers and moment connections from shop drawings, holding tolerances of one sixteenth of an inch on assemblies up to forty feet long.',
              'Pass ultrasonic testing on more than 98 percent of full-penetration welds and coach newer welders on preheat, fit-up and interpass cleaning.',
              'Set up the jig table that cut fit-up time on repeated stair frames by almost half.',
            ],
          },
          {
            role: 'Field Welder',
            dates: '2012 – 2017',
            at: 'Midwest Iron Erectors, Chicago, IL',
            bullets: [
              'Welded deck, embeds and column splices on high-rise and parking structure projects, working from boom lifts and at height with full fall protection.',
            ],
          },
        ],
      },
    ],
    notes:
      'pdfkit writes a borderless two-cell table row by row: each row draws its left cell (contact, processes, certificates) before its right cell (profile, experience). Name and title across the top. • bullets with hanging indent. Reading order: name, whole left column, then right column.',
  },
  {
    id: 's08',
    tool: 'pdfkit',
    layout: 'row-order-table-pdf',
    side: 'left',
    headIn: 'sidebar',
    name: 'Leilani Kahale',
    title: 'Certified Pharmacy Technician',
    contact: ['leilani.kahale@rxmail.example', '(808) 555-0149', 'Honolulu, HI'],
    sidebar: [
      {
        h: 'Skills',
        items: [
          {
            lines: [
              'Sterile compounding (USP 797)',
              'Prescription intake',
              'Insurance claims and prior auths',
              'Inventory and ordering',
              'Epic Willow, Pyxis',
            ],
          },
        ],
      },
      { h: 'Credentials', items: [{ lines: ['CPhT, PTCB, 2018', 'Hawaii Pharmacy Technician License'] }] },
    ],
    main: [
      {
        h: 'Summary',
        items: [
          {
            p: 'Pharmacy technician with seven years in hospital and retail pharmacy, trained in sterile compounding and careful with every label that leaves the counter.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Pharmacy Technician II',
            dates: '2020 – Present',
            at: "Queen Lili'uokalani Medical Center",
            bullets: [
              'Compound IV admixtures, TPN and chemotherapy under a laminar flow hood for a 400-bed hospital, following USP 797 and 800 procedures with pharmacist verification.',
              'Restock automated dispensing cabinets on six nursing units and resolve discrepancies the same shift, keeping controlled-substance counts clean through every audit.',
            ],
          },
          {
            role: 'Pharmacy Technician',
            dates: '2017 – 2020',
            at: 'Kapahulu Community Pharmacy',
            bullets: [
              'Entered and filled up to 350 prescriptions a day, handled insurance rejections and prior authorisations, and counselled customers on pick-up times and refill schedules.',
            ],
          },
        ],
      },
      { h: 'Education', items: [{ lines: ['Pharmacy Technician Certificate, Kapiolani Community College, 2017'] }] },
    ],
    notes:
      'pdfkit, two-cell rows written left cell then right cell: name, title and contact beside the summary, skills beside experience, credentials beside education. Narrow shaded left column, – bullets. Reading order: left column wholly, then right.',
  },
  {
    id: 's09',
    tool: 'pdfkit',
    layout: 'row-order-table-pdf',
    side: 'left',
    headIn: 'top',
    name: 'Gwendolyn Achterberg, CPA',
    title: 'Senior Staff Accountant',
    contact: [],
    footer: 'Gwendolyn Achterberg · Resume',
    sidebar: [
      {
        h: 'CONTACT',
        items: [{ lines: ['g.achterberg@ledgerpost.example', '(920) 555-0115', 'Green Bay, WI'] }],
      },
      {
        h: 'SOFTWARE',
        items: [{ lines: ['NetSuite', 'Sage Intacct', 'BlackLine', 'Excel (Power Query)', 'QuickBooks Online'] }],
      },
      {
        h: 'STRENGTHS',
        items: [
          { lines: ['Month-end close', 'Account reconciliation', 'Audit preparation', 'Fixed assets', 'Sales tax'] },
        ],
      },
      { h: 'LICENSE', items: [{ lines: ['CPA, Wisconsin, 2019'] }] },
    ],
    main: [
      {
        h: 'SUMMARY',
        items: [
          {
            p: 'Accountant with eight years in manufacturing and nonprofit finance teams. I close the books on time, write reconciliations an auditor can follow, and automate the parts of the close that nobody should do by hand.',
          },
        ],
      },
      {
        h: 'EXPERIENCE',
        items: [
          {
            role: 'Senior Staff Accountant',
            dates: '2021 – Present',
            at: 'Fox River Paper Products, Green Bay, WI',
            bullets: [
              'Own the month-end close for two manufacturing entities with combined revenue of $140 million, including accruals, inventory reserves, intercompany entries and the flux analysis reviewed by the controller.',
              'Shortened the close from nine working days to five by moving reconciliations into BlackLine and building Power Query models that pull subledger detail straight from NetSuite.',
              'Prepared the schedules and support for the annual audit with no adjusting entries proposed for two consecutive years.',
              'Lead the quarterly fixed-asset review with plant managers and maintain depreciation for more than 3,000 assets across four sites.',
            ],
          },
          {
            role: 'Staff Accountant',
            dates: '2018 – 2021',
            at: 'Northeast Wisconsin Community Foundation, Green Bay, WI',
            bullets: [
              'Recorded grants, pledges and endowment activity for more than 600 funds, reconciling investment statements to the general ledger every month.',
              'Prepared the working papers for the Form 990 and the single audit of federal awards, and answered auditor requests within two days.',
              'Rewrote the expense reimbursement policy and trained forty staff on the new approval workflow.',
            ],
          },
          {
            role: 'Accounting Associate',
            dates: '2016 – 2018',
            at: 'Baird & Kessler CPAs, Appleton, WI',
            bullets: [
              'Prepared individual and small-business tax returns during busy season and bookkeeping for thirty monthly clients in QuickBooks.',
              'Assisted on review engagements for construction and agricultural clients, testing receivables and preparing bank reconciliations.',
            ],
          },
        ],
      },
      {
        h: 'SELECTED PROJECTS',
        items: [
          {
            bullets: [
              'NetSuite implementation, 2022: mapped the chart of accounts, wrote the opening balance templates and tested six months of parallel closes before the legacy system was switched off.',
              'Lease accounting under ASC 842: built the lease schedule for 38 equipment and building leases and documented the policy choices reviewed by the external auditors.',
              'Sales tax clean-up: registered in four new states after a nexus study and filed voluntary disclosure agreements that settled past exposure without penalties.',
            ],
          },
        ],
      },
      {
        h: 'EDUCATION',
        items: [
          {
            lines: [
              'B.B.A. Accounting, University of Wisconsin–Green Bay, 2016',
              'Master of Accountancy coursework, UW–Oshkosh, 2017',
            ],
          },
        ],
      },
      {
        h: 'VOLUNTEER',
        items: [
          {
            bullets: [
              'Volunteer tax preparer with the VITA program each spring since 2017, preparing more than 200 returns for families and retirees at the public library.',
              'Treasurer of the Brown County youth hockey association, presenting the annual budget and monthly statements to the board.',
            ],
          },
        ],
      },
    ],
    notes:
      'pdfkit, two pages of US Letter. Each row is drawn left cell then right cell (a sidebar section beside a main section); a footer (name · Resume, left; "Page N of M", right) is drawn on both pages. Rows never split across the page; page 2 holds only right-column rows. Reading order: left column of each page, then its right column; pages joined.',
  },
  {
    id: 's10',
    tool: 'pdfkit',
    layout: 'row-order-table-pdf',
    side: 'left',
    headIn: 'top',
    name: 'Mateo Villanueva',
    title: 'Credentialed Veterinary Technician',
    contact: [],
    sidebar: [
      {
        h: 'Contact',
        items: [{ lines: ['m.villanueva@pawsmail.example', '(505) 555-0126', 'Albuquerque, NM'] }],
      },
      {
        h: 'Clinical Skills',
        items: [
          {
            lines: [
              'Anesthesia monitoring',
              'Dental prophylaxis',
              'Radiography',
              'IV catheter placement',
              'Lab work and cytology',
            ],
          },
        ],
      },
      { h: 'Languages', items: [{ lines: ['Spanish', 'English'] }] },
    ],
    main: [
      {
        h: 'Profile',
        items: [
          {
            p: 'Veterinary technician with six years in small-animal general practice and emergency care. Steady hands with frightened animals and plain words with worried owners.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Lead Veterinary Technician',
            dates: '2021 – Present',
            at: 'Sandia Animal Hospital, Albuquerque, NM',
            bullets: [
              'Monitor anesthesia for up to eight surgeries and dentals a day, recording vitals every five minutes and adjusting fluids and warming under the surgeon’s direction.',
              'Wrote the clinic’s fear-free handling guide and trained the team to use it, which cut the number of patients needing sedation for routine exams.',
            ],
          },
          {
            role: 'Emergency Veterinary Technician',
            dates: '2018 – 2021',
            at: 'Rio Grande Pet Emergency, Albuquerque, NM',
            bullets: [
              'Triaged walk-in emergencies on overnight shifts, placed catheters, ran blood gases and assisted with CPR, fracture stabilisation and toxin cases.',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [
          {
            lines: [
              'A.A.S. Veterinary Technology, CNM Community College, 2018',
              'Certified Veterinary Technician, New Mexico, 2018',
            ],
          },
        ],
      },
    ],
    notes:
      'pdfkit with DejaVu Sans; rows drawn left cell then right cell, the right cell of each row a little taller than the left. Name and title across the top, thin vertical rule between the columns, ▪ bullets. Reading order: name, left column, then right.',
  },
  {
    id: 's11',
    tool: 'docx',
    layout: 'docx-table',
    side: 'left',
    headIn: 'top',
    name: 'Bram Oosterhuis',
    title: 'Finish Carpenter',
    contact: ['bram.oosterhuis@joinery.example', '(616) 555-0108', 'Grand Rapids, MI'],
    sidebar: [
      {
        h: 'Skills',
        items: [
          {
            lines: [
              'Trim and millwork',
              'Built-in cabinetry',
              'Stair railings',
              'Door hanging and hardware',
              'Scribing and coping',
              'SketchUp',
            ],
          },
        ],
      },
      { h: 'Tools', items: [{ lines: ['Festool Domino', 'Table saw and router', 'Laser levels'] }] },
      { h: 'Licenses', items: [{ lines: ['Michigan Residential Builder', "Valid driver's license"] }] },
    ],
    main: [
      {
        h: 'Summary',
        items: [
          {
            p: 'Finish carpenter with fifteen years in custom homes and restaurant interiors. I take pride in tight miters, straight reveals and leaving a room cleaner than I found it.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Lead Finish Carpenter',
            dates: '2016 – Present',
            at: 'Reeds Lake Custom Homes, East Grand Rapids',
            bullets: [
              'Install trim packages, coffered ceilings, wainscoting and built-in bookcases in homes up to 6,000 square feet, working from architect details and adjusting on site when walls are out of plumb.',
              'Build and install site-made cabinetry and window seats from hardwood and veneer plywood, finishing two to three rooms a week with one apprentice.',
              'Meet homeowners at walkthroughs to settle finish details, and keep the punch list short enough that closings happen on time.',
            ],
          },
          {
            role: 'Carpenter',
            dates: '2009 – 2016',
            at: 'Grand River Interiors, Grand Rapids',
            bullets: [
              'Built bar tops, booths and wall panelling for restaurants and breweries, often on overnight schedules so the dining room could reopen the next morning.',
              'Framed and hung doors, installed hardware and laid hardwood floors on commercial tenant projects.',
            ],
          },
        ],
      },
      {
        h: 'Training',
        items: [{ lines: ['Carpentry Apprenticeship, Michigan Regional Council of Carpenters, 2009'] }],
      },
    ],
    notes:
      'Name, title and contact as body paragraphs above a borderless one-row, two-cell Word table: narrow tan-shaded left cell (skills, tools, licenses) and wide right cell (summary, experience with Word bullet numbering, training). Role lines use a right tab for dates. Reading order: top, left cell, right cell. Page count estimated (no Word renderer here).',
  },
  {
    id: 's12',
    tool: 'docx',
    layout: 'docx-lists',
    name: 'Naledi Dlamini, LMSW',
    title: 'School Social Worker',
    contact: ['naledi.dlamini@counsel.example', '(216) 555-0173', 'Cleveland Heights, OH'],
    main: [
      {
        h: 'Profile',
        items: [
          {
            p: 'Licensed social worker with seven years in urban public schools, supporting students and families through attendance problems, grief, housing moves and the ordinary hard parts of growing up.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'School Social Worker',
            dates: '2020 – Present',
            at: 'Cleveland Metropolitan School District',
            bullets: [
              'Carry a caseload of about 60 students across two K–8 buildings, running individual and small-group counselling on anger, anxiety and social skills, and writing the social history section of special education evaluations.',
              'Started a weekly attendance team with the principal, nurse and family liaison that brought chronic absence down from 38 to 24 percent in one school year.',
              'Connect families with housing, food and mental health services and follow up until the referral turns into an appointment.',
            ],
          },
          {
            role: 'Family Support Specialist',
            dates: '2017 – 2020',
            at: 'Greater Cleveland Family Services',
            bullets: [
              'Made home visits to families referred by schools and children’s services, building safety plans and monthly goals with parents and documenting progress for the courts.',
              'Co-facilitated a ten-week parenting group in English and Zulu for refugee families resettled on the east side.',
            ],
          },
        ],
      },
      {
        h: 'Crisis Response Steps I Train Staff On',
        items: [
          {
            numbered: [
              'Keep the student in sight and move them to a quiet room with a second adult present.',
              'Ask directly about safety and listen without arguing, then call a parent or guardian before the end of the school day.',
              'Complete the district risk screening form and send it to the counselling office within one hour.',
              'Check in with the student the next morning and again at the end of the week.',
            ],
          },
        ],
      },
      {
        h: 'Education and License',
        items: [
          {
            lines: [
              'Master of Social Work, Case Western Reserve University, 2017',
              'B.A. Psychology, Kent State University, 2015',
              'Licensed Master Social Worker, Ohio, #S.1904223',
            ],
          },
        ],
      },
    ],
    notes:
      'One column; experience bullets are a Word bullet list (• at level 0) and the crisis steps a Word decimal numbered list ("1." format). Dates on the role line after a right tab. Page count estimated (no Word renderer here). Lead\'s change after the one scoring (issue 41): numbered items are expected as "- text", since the import writes every list item, numbered or not, as "- ".',
  },
  {
    id: 's13',
    tool: 'docx',
    layout: 'docx-textbox',
    name: 'Yuki Tanabe',
    title: 'Flight Attendant and Purser',
    contact: ['yuki.tanabe@cabincrew.example', '+1 (206) 555-0152', 'SeaTac, WA'],
    textbox: {
      h: 'At a Glance',
      lines: [
        'Nine years of cabin service on domestic and transpacific routes',
        'Languages: Japanese, English, conversational Korean',
        'FAA Certificate of Demonstrated Proficiency',
      ],
    },
    main: [
      {
        h: 'Experience',
        items: [
          {
            role: 'Purser, Widebody Fleet',
            dates: '2020 – Present',
            at: 'Pacific Crest Airlines, Seattle, WA',
            bullets: [
              'Lead cabin crews of eight to twelve on flights to Tokyo, Osaka and Seoul, running pre-flight briefings, the service plan and the cabin side of irregular operations and medical events.',
              'Resolve customer complaints on board before they reach the ground, with premium cabin satisfaction scores consistently in the top tenth of the fleet.',
              'Coach new flight attendants on their first international trips and write the notes their supervisors use for probation reviews.',
            ],
          },
          {
            role: 'Flight Attendant',
            dates: '2016 – 2020',
            at: 'Cascade Regional Air, Portland, OR',
            bullets: [
              'Worked up to four sectors a day on regional jets across the Pacific Northwest, performing safety demonstrations, compliance checks and beverage service in a single-aisle cabin.',
              'Served as Japanese language speaker on the charter programme for school groups and tour operators.',
            ],
          },
        ],
      },
      {
        h: 'Training',
        items: [
          {
            lines: [
              'Annual recurrent: evacuation, ditching, firefighting, first aid',
              'Cabin Leadership Course, Pacific Crest Airlines, 2020',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [{ lines: ['B.A. Hospitality Management, Washington State University, 2015'] }],
      },
    ],
    notes:
      'A Word text box (VML shape, 6.9 by 0.95 inches, in the flow right after the contact lines) holds "At a Glance" and three lines; expected places it where it sits, between the contact lines and Experience. Bullets via Word numbering. Page count estimated (no Word renderer here).',
  },
  {
    id: 's14',
    tool: 'docx',
    layout: 'docx-header-footer',
    name: 'Siobhán Gallagher',
    title: 'Elementary Teacher and Literacy Coach',
    contact: ['siobhan.gallagher@classnote.example', '(617) 555-0190', 'Somerville, MA'],
    runningHeader: 'Siobhán Gallagher · Elementary Teacher',
    main: [
      {
        h: 'Profile',
        items: [
          {
            p: 'Teacher with twelve years in grades two to four and three years coaching colleagues on reading instruction. I plan carefully, use data without drowning in it, and keep a classroom where children are not afraid to be wrong.',
          },
        ],
      },
      {
        h: 'Experience',
        items: [
          {
            role: 'Literacy Coach',
            dates: '2022 – Present',
            at: 'Somerville Public Schools, Somerville, MA',
            bullets: [
              'Coach twenty-two kindergarten to grade three teachers across two schools in structured literacy, modelling lessons, co-planning and giving feedback after classroom observations every week.',
              'Led the move to a new phonics curriculum, organising summer training and monthly data meetings; the share of second graders reading on benchmark rose from 54 to 71 percent in two years.',
              'Run the reading intervention schedule for 140 students and train paraprofessionals to deliver small-group lessons with fidelity.',
            ],
          },
          {
            role: 'Grade 3 Teacher',
            dates: '2016 – 2022',
            at: 'Argenziano School, Somerville, MA',
            bullets: [
              'Taught classes of 22 to 25 students, including English learners and students with individual education programs, in a co-taught inclusion classroom.',
              'Designed a project on local history with the public library in which students interviewed neighbours and published a book that is still on the library shelf.',
              'Mentored four student teachers from local universities through their full practicum.',
            ],
          },
          {
            role: 'Grade 2 Teacher',
            dates: '2013 – 2016',
            at: 'Saint Brendan School, Dorchester, MA',
            bullets: [
              'Taught all subjects to a class of 28, built the school’s first classroom library system and ran the after-school chess club.',
            ],
          },
        ],
      },
      {
        h: 'Licensure',
        pageBreak: true,
        items: [
          {
            lines: [
              'Massachusetts Professional License, Elementary 1–6',
              'Reading Specialist (All Levels), 2021',
              'SEI Teacher Endorsement',
            ],
          },
        ],
      },
      {
        h: 'Education',
        items: [
          {
            lines: [
              'M.Ed. Reading and Literacy, Lesley University, 2020',
              'B.A. Elementary Education and English, Boston College, 2013',
            ],
          },
        ],
      },
      {
        h: 'Presentations',
        items: [
          {
            bullets: [
              'Massachusetts Reading Association conference, 2024: "Small Groups That Move", on grouping students by skill and changing the groups every four weeks.',
              'District professional development day, 2023: decodable texts in the early grades and how to choose them.',
            ],
          },
        ],
      },
    ],
    notes:
      'Two pages: a page break before Licensure. Word header (name · Elementary Teacher, right aligned) and footer "Page N of M" from PAGE and NUMPAGES fields on both pages. Bullets via Word numbering. Page count from the forced break; page 1 estimated to fit (no Word renderer here).',
  },
];

// Lines of one section item, as a careful reader would type them.
const itemLines = (it) => [
  ...(it.p ? [it.p] : []),
  ...(it.role ? [`${it.role} ${it.dates}`, it.at] : []),
  ...(it.bullets ?? []).map((b) => `- ${b}`),
  ...(it.lines ?? []),
  ...(it.numbered ?? []).map((t) => `- ${t}`),
];

export const heading = (r, s) => (r.caps ? s.h.toUpperCase() : s.h);
const sectionLines = (r, s) => [heading(r, s), ...(s.tags ?? []), ...(s.items ?? []).flatMap(itemLines)].map(plain);
const headLines = (r) => [r.name, r.title, ...r.contact];

/** Blocks of lines in reading order, and which of them sit in the sidebar. */
export const blocks = (r) => {
  const side = (r.sidebar ?? []).map((s) => sectionLines(r, s));
  const main = r.main.map((s) => sectionLines(r, s));
  const head = headLines(r);
  const box = r.textbox ? [[r.textbox.h, ...r.textbox.lines]] : [];
  const sideCol = r.headIn === 'sidebar' ? [head, ...side] : side;
  const top = r.headIn === 'sidebar' ? [] : [head, ...box];
  const all = r.side === 'right' ? [...top, ...main, ...sideCol] : [...top, ...sideCol, ...main];
  return { all, sideCol };
};

export const expectedText = (r) =>
  blocks(r)
    .all.map((b) => b.join('\n'))
    .join('\n\n') + '\n';

export const pageLines = (m) => Array.from({ length: m }, (_, i) => `Page ${i + 1} of ${m}`);

// Written as the repo's Prettier settings print JSON, so a rerun leaves the file unchanged.
export const writeMeta = async (r, generator, pages) => {
  const running = r.runningHeader ?? r.footer;
  const meta = {
    layout: r.layout,
    generator,
    pages,
    columns: r.side ? 2 : 1,
    headerFooterLines: running ? [running, ...pageLines(pages)] : [],
    sidebarLines: blocks(r).sideCol.flat(),
    notes: r.notes,
  };
  writeFileSync(out(`${r.id}.meta.json`), await format(JSON.stringify(meta), { parser: 'json', printWidth: 120 }));
};

// Page objects in a PDF's bytes ("/Type /Page", not "/Pages").
export const countPdfPages = (buf) => (buf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** Expected text first, then the file, then meta.json, for each resume made by `tool`. */
export const makeAll = async (tool, generator, make) => {
  const only = process.argv.slice(2);
  for (const r of resumes.filter((x) => x.tool === tool && (only.length === 0 || only.includes(x.id)))) {
    writeFileSync(out(`${r.id}.expected.txt`), expectedText(r));
    const pages = await make(r);
    await writeMeta(r, generator, pages);
    console.log(r.id, r.layout, generator, `${pages} page(s)`);
  }
};
