// Data for held-out set 6 (r01–r14). One entry per file; the generators draw
// each entry with one function, and make-common.mjs writes its expected text
// from the same entry before the file is drawn.
//
// Section items: {p} paragraph · {role, at, bullets} job · {bullets} list ·
// {lines} plain lines · {table} rows of cells · {numbered} numbered list.
// side: where the sidebar column sits; headerIn "sidebar" puts name/contact in it.

export const resumes = [
  {
    id: 'r01', tool: 'chromium', layout: 'two-column-sidebar-left', side: 'left', headerIn: 'sidebar',
    accent: '#1f5f8b',
    name: 'Amara Okafor', title: 'Registered Nurse (Adult)',
    contact: ['07700 900431', 'amara.okafor@example.com', 'Leeds, LS6 2QT', 'NMC PIN 15I2345E'],
    sidebar: [
      { h: 'Clinical Skills', items: [{ lines: ['IV cannulation', 'Venepuncture', 'Wound care and dressings', 'Catheterisation', 'Medication rounds', 'NEWS2 monitoring'] }] },
      { h: 'Systems', items: [{ lines: ['SystmOne', 'EPIC EHR', 'Datix incident reporting'] }] },
      { h: 'Languages', items: [{ lines: ['English (native)', 'Igbo (fluent)'] }] },
    ],
    main: [
      { h: 'Profile', items: [{ p: 'Compassionate adult nurse with six years on busy acute medical and surgical wards. Calm under pressure, meticulous with documentation, and committed to patient dignity and safe discharge planning.' }] },
      { h: 'Experience', items: [
        { role: 'Staff Nurse, Acute Medical Unit', at: "St James's University Hospital, Leeds · Mar 2021 – Present", bullets: [
          'Manage a bay of six to eight acutely unwell patients per shift, escalating deteriorating patients through NEWS2 and the outreach team.',
          'Mentor pre-registration nursing students and completed the practice assessor course in 2023.',
          'Led a ward audit of falls risk assessments that raised completion within 24 hours of admission from 71% to 94%.',
        ] },
        { role: 'Staff Nurse, General Surgery', at: 'Bradford Royal Infirmary · Sep 2018 – Feb 2021', bullets: [
          'Provided pre- and post-operative care for elective and emergency surgical patients.',
          'Coordinated discharges with physiotherapy, social work and district nursing teams.',
        ] },
      ] },
      { h: 'Education', items: [{ lines: ['BSc (Hons) Adult Nursing, University of Leeds, 2018', 'Immediate Life Support (ILS), Resuscitation Council UK, 2024'] }] },
    ],
    notes: 'Name, title and contact sit at the top of the left sidebar; the sidebar is read first.',
  },
  {
    id: 'r02', tool: 'chromium', layout: 'two-column-sidebar-right', side: 'right',
    accent: '#3c6e47',
    name: 'Tomasz Wiśniewski', title: 'Backend Software Engineer',
    contact: ['tomasz.wisniewski@example.com', '+48 512 345 678', 'Kraków, Poland (remote)', 'github.com/twisniewski'],
    sidebar: [
      { h: 'Skills', items: [{ lines: ['Go', 'Python', 'PostgreSQL', 'Kafka', 'Kubernetes', 'Terraform', 'gRPC and REST'] }] },
      { h: 'Certifications', items: [{ lines: ['CKA, 2023', 'AWS SAA, 2022'] }] },
      { h: 'Languages', items: [{ lines: ['Polish (native)', 'English (C1)', 'German (B1)'] }] },
    ],
    main: [
      { h: 'Summary', items: [{ p: 'Backend engineer with eight years building payment and logistics services. I like boring, observable systems and small pull requests.' }] },
      { h: 'Experience', items: [
        { role: 'Senior Backend Engineer, Parcelwise', at: 'Remote · 2021 – Present', bullets: [
          'Split a monolithic routing service into four Go services behind gRPC, cutting p99 latency from 900 ms to 180 ms.',
          'Introduced an outbox pattern with Kafka that removed duplicate shipment events during failovers.',
          'Run the on-call rotation for the carrier integrations team of six engineers.',
        ] },
        { role: 'Software Engineer, Pay-Tech Solutions', at: 'Kraków · 2017 – 2021', bullets: [
          'Built reconciliation jobs in Python that matched 2 million card transactions a night against bank files.',
          'Migrated reporting queries from MySQL to PostgreSQL with zero downtime.',
        ] },
      ] },
      { h: 'Education', items: [{ lines: ['MSc Computer Science, AGH University of Krakow, 2017'] }] },
    ],
    notes: 'Header spans both columns; the right sidebar follows the main column in reading order.',
  },
  {
    id: 'r03', tool: 'chromium', layout: 'multi-page-header-footer', runningHeader: 'Helena Lindqvist — Curriculum Vitae',
    accent: '#5a2a6e',
    name: 'Helena Lindqvist', title: 'Chartered Accountant (ACA)',
    contact: ['helena.lindqvist@example.com', '020 7946 0812', 'London SE1', 'linkedin.com/in/helenalindqvist'],
    main: [
      { h: 'Professional Summary', items: [{ p: 'ICAEW chartered accountant with eleven years across audit and in-house finance, most recently leading group reporting for a listed retailer. Strong on IFRS 16 and 15, month-end automation and building calm, capable teams.' }] },
      { h: 'Experience', items: [
        { role: 'Group Financial Controller, Harbourline Retail plc', at: 'London · Jan 2020 – Present', bullets: [
          'Own the monthly consolidation of 14 entities in five currencies and the half-year and annual reports.',
          'Cut month-end close from nine working days to five by automating intercompany matching and accrual journals.',
          'Led the IFRS 16 implementation for 310 store leases, including the system selection and the auditor walkthroughs.',
          'Manage a team of seven across group reporting, tax and treasury accounting.',
          'Present the monthly results pack to the CFO and the audit committee.',
        ] },
        { role: 'Financial Reporting Manager, Fenwick & Rowe Logistics', at: 'Birmingham · Jun 2016 – Dec 2019', bullets: [
          'Prepared statutory accounts for the UK group and its eleven subsidiaries under FRS 102.',
          'Rebuilt the budgeting model in Power BI and Excel, replacing 40 linked spreadsheets.',
          'Coordinated the year-end audit with the Big Four auditor, clearing all management letter points within a year.',
        ] },
        { role: 'Audit Senior, Marsh Whitfield LLP', at: 'Birmingham · Sep 2013 – May 2016', bullets: [
          'Ran audit fieldwork for owner-managed businesses with turnover up to £80 million.',
          'Qualified as a chartered accountant with first-time passes in all ACA exams.',
          'Trained and reviewed the work of four first-year trainees each busy season.',
        ] },
      ] },
      { h: 'Key Achievements', items: [{ bullets: [
        'Finance Team of the Year, Retail Finance Awards 2023, as part of the Harbourline group finance team.',
        'Delivered £1.2 million of annual savings by renegotiating merchant service charges and payment terms.',
        'Designed the controls framework that passed the first SOX-lite review without findings.',
      ] }] },
      { h: 'Education and Qualifications', items: [{ lines: [
        'ACA, Institute of Chartered Accountants in England and Wales, 2016',
        'BSc Accounting and Finance, University of Warwick, 2013',
        'A levels: Mathematics, Economics, Swedish',
      ] }] },
      { h: 'Systems', items: [{ lines: ['SAP S/4HANA, Oracle NetSuite, OneStream, Power BI, Excel (advanced, VBA)'] }] },
      { h: 'Interests', items: [{ p: 'Treasurer of the Bermondsey Community Choir, open-water swimming, and volunteering as a school governor at a primary academy in Southwark.' }] },
      { h: 'References', items: [{ p: 'Available on request.' }] },
    ],
    bigger: true,
    notes: 'Printed with a running header (name) and a "Page N of M" footer on each page.',
  },
  {
    id: 'r04', tool: 'chromium', layout: 'one-column',
    accent: '#c2410c',
    name: 'Chloé Martin', title: 'Graphic Designer',
    contact: ['chloe.martin.design@example.com', '+33 6 12 34 56 78', 'Lyon, France', 'behance.net/chloemartin'],
    main: [
      { h: 'About', items: [{ p: 'Brand and packaging designer with a soft spot for type. Five years in studios, two freelance, clients from cheese makers to cycling brands.' }] },
      { h: 'Skills', items: [{ table: [
        ['Tool', 'Level', 'Years'],
        ['Adobe Illustrator', 'Expert', '7'],
        ['Adobe InDesign', 'Expert', '7'],
        ['Figma', 'Advanced', '4'],
        ['Adobe Photoshop', 'Advanced', '6'],
        ['Blender', 'Intermediate', '2'],
      ] }] },
      { h: 'Experience', items: [
        { role: 'Freelance Designer', at: 'Lyon · 2023 – Present', bullets: [
          'Designed packaging ranges for three regional food producers, from dielines to press checks.',
          'Built a brand identity and signage system for a chain of five bike repair shops.',
        ] },
        { role: 'Designer, Atelier Rouge', at: 'Paris · 2018 – 2023', bullets: [
          'Worked on identity projects for museums and festivals, leading four rebrands end to end.',
          'Prepared print-ready files and managed proofs with printers in France and Italy.',
        ] },
      ] },
      { h: 'Education', items: [{ lines: ['DNMADe Graphic Design, École Estienne, Paris, 2018'] }] },
    ],
    notes: 'Skills printed as an HTML table with a header row; each row is one line with its cells in order separated by one space.',
  },
  {
    id: 'r05', tool: 'chromium', layout: 'icons-contact', icons: ['phone', 'mail', 'pin', 'web'],
    accent: '#9f1239',
    name: 'Giovanni Russo', title: 'Head Chef',
    contact: ['+44 7700 900218', 'g.russo.chef@example.com', 'Manchester M4', 'instagram.com/giovannicooks'],
    main: [
      { h: 'Profile', items: [{ p: 'Head chef with fifteen years in Italian and modern British kitchens. Runs tight, happy brigades, writes seasonal menus and keeps gross margin above 70%.' }] },
      { h: 'Experience', items: [
        { role: 'Head Chef, Osteria Lupo', at: 'Manchester · 2019 – Present', bullets: [
          'Lead a brigade of twelve across a 90-cover restaurant and a weekend pasta counter.',
          'Rewrote the menu four times a year around local suppliers, lifting gross margin from 64% to 72%.',
          'Kept a 5-star food hygiene rating through four consecutive inspections.',
        ] },
        { role: 'Sous Chef, The Brass Kitchen', at: 'Liverpool · 2014 – 2019', bullets: [
          'Ran the pass on busy services and trained commis chefs in butchery and fresh pasta.',
          'Managed ordering and stock rotation for a £9,000 weekly food budget.',
        ] },
        { role: 'Chef de Partie, Trattoria Sole', at: 'Naples · 2010 – 2014' },
      ] },
      { h: 'Qualifications', items: [{ lines: ['Level 3 Food Safety and Hygiene for Catering', 'Level 2 Award in Allergen Awareness', 'Diploma in Professional Cookery, IPSSAR Cavalcanti, Naples'] }] },
    ],
    notes: 'Each contact line has an inline SVG icon (graphics, no text) before it.',
  },
  {
    id: 'r06', tool: 'chromium', layout: 'justified',
    accent: '#0f766e',
    name: 'Siobhán Gallagher', title: 'Primary School Teacher',
    contact: ['siobhan.gallagher@example.com', '087 123 4567', 'Galway, Ireland'],
    main: [
      { h: 'Personal Statement', items: [{ p: 'Primary teacher with nine years of classroom experience across infants and senior classes, currently teaching fifth class in a DEIS band one school. I plan lessons that let children move, talk and make things, and I work closely with parents, special education teachers and special needs assistants so that every child has a way in to the curriculum.' }] },
      { h: 'Teaching Experience', items: [
        { role: 'Class Teacher, Scoil Bhríde National School', at: 'Galway · 2019 – Present', bullets: [
          'Teach a class of twenty-eight pupils, differentiating literacy and numeracy work for three ability groups and two pupils with individual education plans.',
          'Coordinate the school’s Green Schools programme, which earned its fourth green flag in 2024 for biodiversity.',
          'Introduced weekly station teaching for maths in third to sixth class, now used by five teachers across the senior end of the school.',
        ] },
        { role: 'Substitute and Resource Teacher, Various Schools', at: 'Dublin · 2015 – 2019', bullets: [
          'Covered long-term posts in infant and junior classes and provided small-group literacy support using Reading Recovery strategies.',
          'Ran an after-school coding club with Scratch for thirty pupils across two schools.',
        ] },
      ] },
      { h: 'Education', items: [{ lines: ['Bachelor of Education (Primary), Marino Institute of Education, 2015', 'Teaching Council of Ireland, registered, Route 1'] }] },
      { h: 'Additional', items: [{ lines: ['Fluent Irish; Garda vetted; first aid certified (2024)'] }] },
    ],
    notes: 'Body paragraphs and bullets are justified (text-align: justify, hyphens: auto); long bullets wrap onto a second line.',
  },
  {
    id: 'r07', tool: 'pdfkit', layout: 'row-order-table-pdf',
    name: 'Darnell Brooks', title: 'Plumbing and Heating Engineer',
    contact: ['07700 900577', 'darnell.brooks@example.com', 'Bristol BS5', 'Gas Safe Register 612345'],
    main: [
      { h: 'PROFILE', items: [{ p: 'Gas Safe registered plumbing and heating engineer with twelve years on domestic and light commercial jobs. Tidy, punctual, and happy to explain the work to the customer.' }] },
      { h: 'CERTIFICATIONS', items: [{ table: [
        ['Certificate', 'Awarding body', 'Expires'],
        ['ACS CCN1 domestic gas', 'Gas Safe', '2027'],
        ['Unvented hot water G3', 'BPEC', '2026'],
        ['Heat pump installation', 'LCL Awards', '2028'],
        ['Water regulations', 'WRAS', '2027'],
        ['CSCS Blue Card', 'CITB', '2026'],
      ] }] },
      { h: 'EXPERIENCE', items: [
        { role: 'Self-employed Heating Engineer', at: 'Bristol · 2018 – Present', bullets: [
          'Install and service combination boilers and air source heat pumps for around 250 customers a year.',
          'Quote, order and schedule all work, keeping a five-star rating on Checkatrade over 180 reviews.',
        ] },
        { role: 'Plumber, Avon Property Services', at: 'Bristol · 2012 – 2018', bullets: [
          'Carried out planned and reactive maintenance across 1,400 housing association homes.',
          'Trained two apprentices through their NVQ Level 2 in plumbing.',
        ] },
      ] },
      { h: 'EDUCATION', items: [{ lines: ['NVQ Level 3 Plumbing and Heating, City of Bristol College, 2012'] }] },
    ],
    notes: 'pdfkit, text placed line by line; the certificate table is drawn row by row, one line per row with cells separated by one space.',
  },
  {
    id: 'r08', tool: 'pdfkit', layout: 'two-column-sidebar-left', side: 'left',
    name: 'Mei Lin Tan', title: 'Warehouse Operations Supervisor',
    contact: ['meilin.tan@example.com', '0412 345 678', 'Dandenong VIC 3175'],
    sidebar: [
      { h: 'Licences', items: [{ lines: ['Forklift LF licence', 'Order picker LO', 'White Card', 'Driver licence C'] }] },
      { h: 'Systems', items: [{ lines: ['SAP EWM', 'Manhattan WMS', 'Excel and Power BI'] }] },
      { h: 'Strengths', items: [{ lines: ['Rostering', 'Lean and 5S', 'Safety walks', 'Coaching new starters'] }] },
    ],
    main: [
      { h: 'Summary', items: [{ p: 'Warehouse supervisor with ten years in third-party logistics and grocery distribution. Known for safe, steady shifts and honest handovers.' }] },
      { h: 'Experience', items: [
        { role: 'Shift Supervisor, Coastline 3PL', at: 'Dandenong · 2020 – Present', bullets: [
          'Supervise a night shift of 35 pickers, forklift drivers and loaders moving 18,000 cartons a night.',
          'Cut mis-picks by 40% by re-slotting fast movers and adding scan checks at dispatch.',
          'Run toolbox talks and incident investigations; the shift went 600 days without a lost-time injury.',
        ] },
        { role: 'Team Leader, FreshWay Distribution', at: 'Melbourne · 2015 – 2020', bullets: [
          'Led inbound receiving for chilled and frozen goods with strict cold chain checks.',
          'Trained new starters on reach trucks and radio-frequency scanners.',
        ] },
      ] },
      { h: 'Education', items: [{ lines: ['Certificate IV in Warehousing Operations, 2018', 'Certificate IV in Leadership and Management, 2021'] }] },
    ],
    notes: 'pdfkit; header across the top, then a left sidebar and a main column drawn together row by row, so the content stream interleaves the two columns.',
  },
  {
    id: 'r09', tool: 'pdfkit', layout: 'one-column', hyphenate: true, dotBullets: true,
    name: 'Kwame Mensah', title: 'HGV Class 1 Driver',
    contact: ['07700 900864', 'kwame.mensah@example.com', 'Northampton NN4', 'Licence C+E, CPC, digital tachograph card'],
    main: [
      { h: 'Profile', items: [{ p: 'Class 1 driver with a clean licence and nine years of trunking, multi-drop and ADR work across the UK. Reliable with early starts, careful with paperwork, and calm with customers at busy delivery sites.' }] },
      { h: 'Experience', items: [
        { role: 'Class 1 Driver, Midland Trunking Ltd', at: 'Northampton · 2020 – Present', bullets: [
          'Drive night trunks between Northampton, Daventry and Felixstowe with double-deck trailers, averaging 2,300 miles a week with no preventable accidents.',
          'Complete walkaround checks, defect reports and tachograph downloads, with a 100% compliance record in transport manager audits.',
          'Handle containerised imports at Felixstowe including seal checks, documentation and demurrage-sensitive bookings.',
        ] },
        { role: 'Class 2 Driver, Regional Builders Merchants', at: 'Kettering · 2016 – 2020', bullets: [
          'Multi-drop deliveries of timber, aggregates and plasterboard using a rear-mounted lorry loader, including tight residential streets.',
          'Trained as an ADR-licensed driver for packaged dangerous goods and delivered to construction and decommissioning sites.',
        ] },
      ] },
      { h: 'Licences and Training', items: [{ bullets: [
        'UK licence categories B, C, C+E with Driver CPC valid to 2028',
        'ADR packages, classes 2, 3, 8 and 9',
        'HIAB lorry loader (ALLMI) and counterbalance forklift',
      ] }] },
    ],
    notes: 'pdfkit; bullets drawn as small filled circles (no glyph); long bullets wrap, and some words are hyphenated at the line end by the generator (mended in the expected text).',
  },
  {
    id: 'r10', tool: 'pdfkit', layout: 'multi-page-header-footer', footer: 'Priya Raman · Marketing Manager · priya.raman@example.com', bodySize: 11.5, leading: 1.55,
    name: 'Priya Raman', title: 'Marketing Manager',
    contact: ['priya.raman@example.com', '+1 (415) 555-0143', 'San Francisco, CA', 'linkedin.com/in/priyaraman'],
    main: [
      { h: 'Summary', items: [{ p: 'B2B marketing manager with twelve years in SaaS, from first marketing hire to leading a team of nine. I plan campaigns from the revenue number backwards, write a lot of my own copy, and like working closely with sales and product.' }] },
      { h: 'Experience', items: [
        { role: 'Senior Marketing Manager, Ledgerly', at: 'San Francisco, CA · 2021 – Present', bullets: [
          'Lead demand generation for a finance automation product sold to mid-market companies, owning a $3.4M annual program budget.',
          'Grew marketing-sourced pipeline from $11M to $29M in two years by rebuilding paid search, launching a partner webinar series and tightening lead scoring with sales.',
          'Hired and manage a team of nine across content, lifecycle, events and marketing operations.',
          'Launched a customer advisory board of 14 finance leaders that now feeds the product roadmap and case study program.',
          'Moved the marketing stack from Marketo to HubSpot in one quarter without losing historical attribution data.',
        ] },
        { role: 'Marketing Manager, Shiftboard HR', at: 'Oakland, CA · 2017 – 2021', bullets: [
          'Owned product marketing for scheduling and time-tracking modules, including positioning, pricing pages and sales enablement.',
          'Ran the annual user conference for 1,200 attendees, bringing in $600K in sponsorship.',
          'Built an email nurture program of 40 messages across five personas that doubled trial-to-paid conversion.',
          'Worked with the product team on launch plans for eleven major releases.',
        ] },
        { role: 'Content Marketing Lead, Brightpath Learning', at: 'Austin, TX · 2014 – 2017', bullets: [
          'Started the company blog and grew organic traffic from 8,000 to 140,000 monthly visits.',
          'Wrote and designed twenty gated guides and reports that generated over 30,000 leads.',
          'Managed a pool of twelve freelance writers and an editorial calendar across three audiences.',
        ] },
        { role: 'Marketing Coordinator, Northfield Software', at: 'Austin, TX · 2012 – 2014', bullets: [
          'Produced the monthly customer newsletter for 22,000 subscribers and ran its first segmentation tests.',
          'Managed the trade show calendar, booth logistics and lead capture for nine events a year.',
          'Coordinated trade shows, webinars and customer events across North America.',
          'Maintained the website in WordPress and reported weekly on campaign results.',
        ] },
      ] },
      { h: 'Selected Campaigns', items: [{ bullets: [
        'Close the Books Faster: an integrated campaign of research report, webinar tour and paid social that sourced $4.1M of pipeline in two quarters.',
        'The Shift Report: an annual benchmark survey of 2,000 hourly workers, covered by national business press in two consecutive years.',
        'Partner Week: a co-marketing program with eight accounting firms that produced 310 qualified meetings for the sales team.',
      ] }] },
      { h: 'Skills', items: [{ lines: [
        'Demand generation, product marketing, lifecycle and email, events, content strategy',
        'HubSpot, Marketo, Salesforce, Google Ads, LinkedIn Campaign Manager, Looker Studio',
        'Budget planning, agency management, hiring and coaching',
      ] }] },
      { h: 'Education', items: [{ lines: [
        'MBA, University of Texas at Austin, McCombs School of Business, 2016',
        'BA Communications, University of California, Davis, 2011',
      ] }] },
      { h: 'Speaking', items: [{ bullets: [
        'SaaStr Annual 2023, panel on pipeline marketing for finance software, with an audience of about 400 marketing and revenue leaders.',
        'B2B Marketing Exchange 2022, talk on building advisory boards that help marketing, product and sales all at once.',
      ] }] },
      { h: 'Awards', items: [{ bullets: [
        'B2B Marketing Leader of the Year, Bay Area Marketing Association, 2024.',
        'Content Marketing Awards finalist for The Shift Report, 2020, in the best research-based content category.',
        'President’s Club, Shiftboard HR, 2019, the only marketing team member selected that year.',
      ] }] },
      { h: 'Tools and Methods', items: [{ bullets: [
        'Attribution: multi-touch models in HubSpot and Salesforce, with a quarterly review of channel contribution against pipeline and closed revenue.',
        'Planning: annual and quarterly plans built backwards from bookings targets, with weekly pipeline forecasts shared with sales leadership.',
        'Research: customer interviews, win-loss analysis and message testing with panels of finance and operations buyers.',
        'Content operations: editorial calendars, briefs, review workflows and a shared asset library used by sales and customer success.',
      ] }] },
      { h: 'Volunteering', items: [{ p: 'Mentor with Women in Product since 2019, meeting monthly with early-career marketers and product managers, and organiser of a quarterly portfolio review night for career changers moving into marketing from teaching and journalism.' }] },
    ],
    notes: 'pdfkit, 3 pages; a footer with name, title and e-mail plus "Page N of M" is repeated on every page.',
  },
  {
    id: 'r11', tool: 'docx', layout: 'docx-table', side: 'left',
    name: "Liam O'Connor", title: 'Carpenter and Joiner',
    contact: ['07700 900312', 'liam.oconnor@example.com', 'Cork, Ireland'],
    sidebar: [
      { h: 'Skills', items: [{ lines: ['First and second fix', 'Staircases', 'Sash windows', 'Kitchen fitting', 'Timber frame', 'Reading drawings'] }] },
      { h: 'Tickets', items: [{ lines: ['Safe Pass', 'Manual handling', 'Working at height'] }] },
    ],
    main: [
      { h: 'Profile', items: [{ p: 'Time-served carpenter and joiner with fourteen years on new builds, restorations and bespoke joinery. Takes pride in clean work and leaving a site tidy.' }] },
      { h: 'Experience', items: [
        { role: 'Site Carpenter, Lee Valley Homes', at: 'Cork · 2019 – Present', bullets: [
          'First and second fix on timber frame houses, around 40 units a year.',
          'Set out and hang doors, fit stairs and skirting, and snag before handover.',
        ] },
        { role: 'Bench Joiner, Heritage Joinery Works', at: 'Kinsale · 2011 – 2019', bullets: [
          'Made and restored box sash windows and panelled doors for listed buildings.',
          'Machined hardwood on spindle moulder and planer-thicknesser.',
        ] },
      ] },
      { h: 'Training', items: [{ lines: ['Apprenticeship in Carpentry and Joinery, SOLAS, 2011'] }] },
    ],
    notes: 'Layout is a borderless one-row table: left cell holds skills and tickets, right cell the main text; name and contact sit above the table.',
  },
  {
    id: 'r12', tool: 'docx', layout: 'docx-lists',
    name: 'Fatima Al-Sayed', title: 'Dental Hygienist',
    contact: ['fatima.alsayed@example.com', '0161 496 0734', 'Salford M5', 'GDC 287654'],
    main: [
      { h: 'Profile', items: [{ p: 'GDC registered dental hygienist with seven years in NHS and private practice, with a gentle approach for anxious patients.' }] },
      { h: 'Key Achievements', items: [{ numbered: [
        'Built a periodontal maintenance list of 600 patients in two years.',
        'Introduced guided biofilm therapy at the practice in 2022.',
        'Trained four dental nurses in oral health education.',
      ] }] },
      { h: 'Experience', items: [
        { role: 'Dental Hygienist, Quays Dental Care', at: 'Salford · 2020 – Present', bullets: [
          'Scale and polish, root surface debridement and fluoride varnish for adults and children.',
          'Take radiographs and record six-point pocket charts.',
          'Run smoking cessation and diet advice sessions.',
        ] },
        { role: 'Dental Hygienist, Smile Street Practice', at: 'Bolton · 2017 – 2020', bullets: [
          'Worked with four dentists across NHS and private lists.',
          'Delivered school oral health sessions in local primary schools.',
        ] },
      ] },
      { h: 'Education', items: [{ numbered: [
        'Diploma in Dental Hygiene, University of Manchester, 2017',
        'Certificate in Dental Radiography, 2018',
      ] }] },
    ],
    notes: 'Word numbering: bullets (•) and numbered lists ("1.", restarting per list); numbered items are expected as "N. text", as printed.',
  },
  {
    id: 'r13', tool: 'docx', layout: 'docx-textbox',
    name: 'Jonas Becker', title: 'Data Analyst',
    contact: ['jonas.becker@example.com', '+49 151 2345 6789', 'Hamburg, Germany'],
    main: [
      { h: 'At a glance', box: true, items: [{ p: 'Data analyst with five years in e-commerce and logistics. SQL every day, Python most days, and dashboards people actually open.' }] },
      { h: 'Experience', items: [
        { role: 'Data Analyst, Nordhafen Logistik GmbH', at: 'Hamburg · 2021 – Present', bullets: [
          'Built the delivery performance dashboard in Looker used by 60 depot managers.',
          'Modelled late-delivery risk from weather and traffic data, cutting late parcels by 12%.',
          'Maintain dbt models over a 2 TB BigQuery warehouse.',
        ] },
        { role: 'Junior Analyst, Kaufwelt Online', at: 'Berlin · 2019 – 2021', bullets: [
          'Ran A/B test analysis for checkout changes worth €1.8M a year.',
          'Automated weekly sales reports with Python and Airflow.',
        ] },
      ] },
      { h: 'Skills', items: [{ lines: ['SQL, Python (pandas), dbt, BigQuery, Looker, Airflow', 'Statistics and experiment design'] }] },
      { h: 'Education', items: [{ lines: ['MSc Business Analytics, Universität Hamburg, 2019'] }] },
    ],
    notes: 'The "At a glance" section is inside a VML text box between the contact lines and Experience; it is read in that place.',
  },
  {
    id: 'r14', tool: 'docx', layout: 'docx-header-footer', runningHeader: 'Aroha Ngata | Registered Electrician | Curriculum Vitae',
    name: 'Aroha Ngata', title: 'Registered Electrician',
    contact: ['aroha.ngata@example.com', '021 555 0198', 'Hamilton, New Zealand', 'EWRB registration E 123456'],
    main: [
      { h: 'Profile', items: [{ p: 'Registered electrician with ten years across residential, commercial and dairy farm work in the Waikato. Safe, tidy, and good at explaining options to clients.' }] },
      { h: 'Experience', items: [
        { role: 'Electrician, Waikato Sparks Ltd', at: 'Hamilton · 2019 – Present', bullets: [
          'Wire new homes and renovations from plans, including switchboards, heat pumps and EV chargers.',
          'Fault-find and repair milking shed controls, pumps and refrigeration on dairy farms.',
          'Issue certificates of compliance and electrical safety certificates.',
        ] },
        { role: 'Electrician, Te Awa Electrical', at: 'Tauranga · 2015 – 2019', bullets: [
          'Commercial fit-outs for shops and offices, including lighting and data cabling.',
          'Supervised two apprentices on site.',
        ] },
        { role: 'Apprentice Electrician, Te Awa Electrical', at: 'Tauranga · 2011 – 2015', bullets: [
          'Completed the electrical apprenticeship with the Skills Organisation.',
        ] },
      ] },
      { h: 'Licences', pageBreak: true, items: [{ lines: ['EWRB Registered Electrician', 'Practising licence (current)', 'Site Safe Construction Passport', 'Class 1 driver licence'] }] },
      { h: 'Training', items: [{ lines: ['National Certificate in Electrical Engineering (Level 4), 2015', 'Solar PV installer course, 2022'] }] },
      { h: 'Referees', items: [{ p: 'Provided on request.' }] },
    ],
    notes: 'Word header (name | trade | Curriculum Vitae) and footer "Page N of M" from PAGE/NUMPAGES fields on both pages; a page break before Licences makes two pages.',
  },
]
