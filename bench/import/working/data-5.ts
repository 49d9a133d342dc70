// Resume content for corpus 41c. Each entry is written as the person would write it.
export type Job = { t: string; org: string; d: string; b: (string | { s: string; sub: string[] })[] };
export type Sec = { h: string; jobs?: Job[]; lines?: string[]; para?: string; bullets?: string[]; table?: [string, string][] };
export type R = { id: string; name: string; title: string; contact: string[]; side?: Sec[]; main: Sec[] };

const J = (t: string, org: string, d: string, ...b: Job['b']): Job => ({ t, org, d, b });

export const RES: R[] = [
  { id: 'k01', name: 'Margaret Oyelaran', title: 'Registered Nurse, Intensive Care', contact: ['(617) 555-0142', 'm.oyelaran@mailbox.example', 'Boston, MA'],
    main: [
      { h: 'Summary', para: 'Critical care nurse with nine years at the bedside in medical and cardiac ICUs. Calm under pressure, precise with titrations, and known on the unit for teaching new graduates how to read a patient before the monitor does.' },
      { h: 'Experience', jobs: [
        J('Charge Nurse, Medical ICU', 'Beth Israel Deaconess Medical Center', 'March 2020 – Present', 'Coordinate a 24-bed unit on night shift, assigning ten to twelve nurses and balancing acuity across pods.', 'Led the rollout of a prone positioning checklist that cut unplanned extubations during turns to zero over eighteen months.', 'Precept four to six new graduate nurses each year through a twelve-week orientation.'),
        J('Staff Nurse, Cardiac ICU', 'Tufts Medical Center', 'June 2016 – February 2020', 'Cared for post-operative CABG and valve patients, including arterial lines, Swan-Ganz catheters and intra-aortic balloon pumps.', 'Served on the unit practice council and rewrote the potassium replacement protocol with pharmacy.') ] },
      { h: 'Education', lines: ['Bachelor of Science in Nursing, Northeastern University, 2016'] },
      { h: 'Certifications', lines: ['CCRN (Adult), AACN', 'ACLS and BLS, American Heart Association', 'Massachusetts RN License #RN2281947'] } ] },
  { id: 'k02', name: 'Tomás Echeverría', title: 'Line Cook', contact: ['tomas.echeverria@post.example', '503-555-0177', 'Portland, Oregon'],
    main: [
      { h: 'Profile', para: 'Line cook with six years on sauté and grill in busy scratch kitchens. I keep a clean station, I know my par levels, and I like a Friday night rush.' },
      { h: 'Work Experience', jobs: [
        J('Sauté Cook', 'Ox Restaurant', '2021 – Present', 'Run the sauté station for 250 covers on weekend nights with one other cook.', 'Prep sauces, stocks and the daily braise; write the prep list for the morning crew.', 'Trained three new hires on knife work and station setup.'),
        J('Grill Cook', 'Tasty n Alder', '2018 – 2021', 'Worked the wood grill for steaks, whole fish and vegetables during brunch and dinner service.', 'Helped rebuild the walk-in organization system, which cut weekly food waste by about a fifth.'),
        J('Prep Cook', 'Nostrana', '2017 – 2018', 'Made fresh pasta every morning and broke down whole chickens and pork shoulders.') ] },
      { h: 'Education', lines: ['Oregon Culinary Institute, Culinary Arts Diploma, 2017'] },
      { h: 'Certifications', lines: ['Oregon Food Handler Card', 'ServSafe Manager'] } ] },
  { id: 'k03', name: 'Priya Raghunathan', title: 'Data Analyst', contact: ['priya.raghu@inbox.example', '+44 7700 900412', 'linkedin.com/in/priyaraghunathan', 'Manchester, UK'],
    main: [
      { h: 'About Me', para: 'Analyst who turns messy operational data into reports people actually open. Four years in retail and logistics, mostly SQL, Python and Power BI.' },
      { h: 'Experience', jobs: [
        J('Data Analyst', 'Northway Logistics', 'Jan 2022 – Present', 'Built the weekly depot performance dashboard used by 40 site managers, replacing eleven separate spreadsheets.', 'Wrote a Python job that reconciles carrier invoices against delivery scans and flagged £180k of overcharges in its first year.', 'Run monthly training sessions on self-serve reporting for the operations team.'),
        J('Junior Analyst', 'Halden Retail Group', 'Sep 2020 – Dec 2021', 'Maintained store sales models in SQL Server and answered ad hoc questions from buyers and merchandisers.', 'Automated the Monday trading pack, saving the team roughly six hours a week.') ] },
      { h: 'Skills', lines: ['SQL, Python (pandas), Power BI, Excel, dbt, Git'] },
      { h: 'Education', lines: ['BSc Mathematics, University of Leeds, 2020'] } ] },
  { id: 'k04', name: 'Lena Vogelsang', title: 'Graphic Designer', contact: ['lena@vogelsang.example', '+49 151 5550 2231', 'Hamburg'],
    side: [
      { h: 'Contact', lines: ['lena@vogelsang.example', '+49 151 5550 2231', 'Hamburg'] },
      { h: 'Skills', lines: ['Brand identity', 'Editorial layout', 'Packaging', 'Illustration', 'Motion basics'] },
      { h: 'Tools', lines: ['Figma', 'Adobe InDesign', 'Illustrator', 'Photoshop', 'After Effects'] },
      { h: 'Languages', lines: ['German (native)', 'English (fluent)', 'Spanish (basic)'] } ],
    main: [
      { h: 'Profile', para: 'Designer with seven years in studios and in-house teams, happiest when a brand has to work on a shop window and a phone screen at once.' },
      { h: 'Experience', jobs: [
        J('Senior Designer', 'Studio Nordlicht', '2021 – heute', 'Led identity projects for a regional bank, two breweries and a theatre festival from first sketch to print.', 'Art-directed freelance illustrators and photographers and kept projects inside budget.', 'Set up the studio\'s shared Figma library and type guidelines.'),
        J('Designer', 'Kaufhaus Brenner (in-house)', '2018 – 2021', 'Designed seasonal campaigns, shelf talkers and the monthly customer magazine.', 'Worked with the print shop on colour proofs and paper choices for runs of up to 120,000 copies.') ] },
      { h: 'Education', lines: ['B.A. Communication Design, HAW Hamburg, 2018'] } ] },
  { id: 'k05', name: 'Darnell Whitaker', title: 'HVAC Service Technician', contact: ['(404) 555-0119', 'dwhitaker.hvac@mail.example', 'Atlanta, GA'],
    side: [
      { h: 'Contact', lines: ['(404) 555-0119', 'dwhitaker.hvac@mail.example', 'Atlanta, GA'] },
      { h: 'Certifications', lines: ['EPA 608 Universal', 'NATE Air Conditioning', 'Georgia Conditioned Air Contractor (Restricted)'] },
      { h: 'Strengths', lines: ['Diagnostics', 'Refrigerant recovery', 'Customer communication', 'Clean installs'] } ],
    main: [
      { h: 'Summary', para: 'HVAC technician with eight years of residential and light commercial service. I find the real problem, explain it plainly to the homeowner and leave the job site cleaner than I found it.' },
      { h: 'Experience', jobs: [
        J('Lead Service Technician', 'Peachtree Comfort Systems', '2019 – Present', 'Average seven service calls a day on heat pumps, gas furnaces and ductless mini splits.', 'Keep a 4.9 star average over 600 customer reviews and the lowest callback rate on the team.', 'Ride along with new technicians during their first month.'),
        J('Installer', 'Southern Air Mechanical', '2016 – 2019', 'Installed split systems and rooftop units up to 15 tons, including line sets, condensate and thermostat wiring.') ] },
      { h: 'Education', lines: ['HVAC Technology Diploma, Atlanta Technical College, 2016'] } ] },
  { id: 'k06', name: 'Catherine Mbeki-Lawson', title: 'Project Manager, Commercial Construction', contact: ['catherine.ml@build.example', '+27 82 555 0198', 'Cape Town, South Africa'],
    main: [
      { h: 'Professional Summary', para: 'Project manager with twelve years delivering offices, schools and retail centres between R40 million and R600 million. I run tight programmes, keep the client informed before they have to ask, and treat safety on site as the first line of every meeting agenda rather than the last.' },
      { h: 'Career History', jobs: [
        J('Senior Project Manager', 'Kestrel Construction', '2018 – Present', 'Delivered a six-storey office block in Century City two weeks ahead of programme and within 1.5 percent of the contract sum.', 'Manage a site team of fourteen and up to thirty subcontractors, with weekly progress reporting to the client and the quantity surveyor.', 'Introduced a digital snag list that reduced the defects period on the last three projects.'),
        J('Project Manager', 'Table Bay Builders', '2013 – 2018', 'Ran the construction of two primary schools for the Western Cape Education Department under the JBCC contract.', 'Negotiated variations and extension of time claims and closed out final accounts within six months of completion.') ] },
      { h: 'Qualifications', lines: ['BSc Construction Management, University of Cape Town, 2012', 'Professional Construction Project Manager (SACPCMP)'] } ] },
  { id: 'k07', name: 'Dr. Henrik Aalto', title: 'Postdoctoral Researcher in Computational Biology', contact: ['Department of Biosciences, University of Helsinki', 'henrik.aalto@helsinki.example', '+358 40 555 0147'],
    main: [
      { h: 'Research Interests', para: 'Single-cell transcriptomics, gene regulatory network inference, and statistical methods for spatial omics data. I am especially interested in models that remain interpretable to the biologists who collect the data.' },
      { h: 'Education', lines: ['Ph.D. in Bioinformatics, University of Helsinki, 2021', 'Thesis: Inferring regulatory programmes from sparse single-cell data', 'M.Sc. in Mathematics, Aalto University, 2016', 'B.Sc. in Mathematics, Aalto University, 2014'] },
      { h: 'Appointments', jobs: [
        J('Postdoctoral Researcher', 'Institute of Biotechnology, University of Helsinki', '2021 – present', 'Develop probabilistic models for spatial transcriptomics in collaboration with two wet labs.', 'Co-supervise two doctoral students and one master\'s student.'),
        J('Doctoral Researcher', 'Doctoral Programme in Integrative Life Science', '2016 – 2021', 'Designed and released an open-source R package for network inference, now with over 300 citations.', 'Taught exercise sessions for Statistics for Bioscientists, four years running.'),
        J('Research Assistant', 'Department of Mathematics and Systems Analysis, Aalto University', '2014 – 2016', 'Implemented sparse regression solvers in C++ and wrote the documentation and tutorials for them.') ] },
      { h: 'Selected Publications', bullets: [
        'Aalto H., Virtanen S., Korhonen M. Sparse Bayesian inference of gene regulatory networks from single-cell data. Bioinformatics 38(4), 2022.',
        'Aalto H., Lindqvist J. Spatially aware clustering for Visium data. Nucleic Acids Research 51(9), 2023.',
        'Korhonen M., Aalto H., Nieminen P. Benchmarking network inference on synthetic tissues. Genome Biology 24, 2023.',
        'Aalto H. Regulatory programmes in sparse data: a practical guide. Doctoral dissertation, University of Helsinki, 2021.',
        'Salo E., Aalto H., Heikkinen R. Cell type deconvolution with uncertainty estimates. PLOS Computational Biology 20(2), 2024.',
        'Aalto H., Salo E. Interpretable latent factors for spatial omics. Cell Systems 15(7), 2024.' ] },
      { h: 'Grants and Awards', bullets: ['Academy of Finland Postdoctoral Researcher grant, 2023 – 2026, EUR 285,000', 'Best Poster Award, ISMB/ECCB, Lyon, 2023', 'University of Helsinki Doctoral Thesis Prize, 2021'] },
      { h: 'Teaching', bullets: ['Lecturer, Single-Cell Data Analysis (5 ECTS), spring 2023 and 2024', 'Teaching assistant, Statistics for Bioscientists, 2017 – 2020', 'Summer school instructor, Nordic Bioinformatics Network, 2022'] },
      { h: 'Invited Talks', bullets: ['Spatial omics without the black box. EMBL Heidelberg, November 2024', 'Regulatory inference at single-cell resolution. Karolinska Institutet, Stockholm, April 2023', 'Network methods for sparse data. Nordic Systems Biology Meeting, Oslo, 2022'] },
      { h: 'Service', bullets: ['Reviewer for Bioinformatics, Genome Biology and PLOS Computational Biology', 'Organiser, Helsinki Computational Biology Seminar, 2022 – present', 'Board member, Finnish Society for Bioinformatics, 2023 – present'] },
      { h: 'Skills', lines: ['R, Python, C++, Stan, Nextflow, Slurm, Git', 'Finnish (native), Swedish (good), English (fluent)'] },
      { h: 'References', lines: ['Prof. Sanna Virtanen, University of Helsinki, sanna.virtanen@helsinki.example', 'Prof. Mikko Korhonen, Aalto University, mikko.korhonen@aalto.example'] } ] },
  { id: 'k08', name: 'Rosalind Achterberg', title: 'Senior Accountant', contact: ['rosalind.achterberg@ledger.example', '(312) 555-0164', 'Chicago, IL 60614'],
    main: [
      { h: 'Summary', para: 'CPA with ten years in public accounting and corporate finance. I close the books on time, keep auditors happy and like building reconciliations that the next person can follow without calling me.' },
      { h: 'Professional Experience', jobs: [
        J('Senior Accountant', 'Lakeshore Medical Group', '2019 – Present', 'Own the month-end close for three entities with combined revenue of $240 million, finishing in five business days.', 'Prepare the fixed asset roll-forward, lease schedules under ASC 842 and the quarterly board package.', 'Led the migration from Great Plains to NetSuite, including the chart of accounts redesign and parallel runs.', 'Supervise two staff accountants and review all journal entries above $25,000.'),
        J('Audit Senior', 'Crowe LLP', '2015 – 2019', 'Ran fieldwork on audits of manufacturers and not-for-profits with revenue from $20 million to $500 million.', 'Wrote management letter comments on revenue recognition and inventory controls.', 'Coached first-year associates on workpaper standards.'),
        J('Staff Accountant', 'Midwest Packaging Co.', '2014 – 2015', 'Reconciled bank, intercompany and accrual accounts and prepared sales tax filings for six states.', 'Built the first standard cost variance report for the plant controller.') ] },
      { h: 'Education', lines: ['Master of Accountancy, DePaul University, 2014', 'B.B.A. Accounting, University of Iowa, 2013'] },
      { h: 'Certifications', lines: ['Certified Public Accountant, Illinois', 'NetSuite ERP Consultant'] },
      { h: 'Skills', lines: ['NetSuite, Great Plains, BlackLine, Excel (Power Query, pivot tables), Tableau'] },
      { h: 'Volunteer', bullets: ['Treasurer, Lincoln Park Community Garden, 2017 – present', 'VITA tax preparer, Center for Economic Progress, every tax season since 2016'] } ] },
  { id: 'k09', name: 'Kwame Asante-Boateng', title: 'Backend Software Engineer', contact: ['kwame.ab@dev.example', 'github.com/kwameab', 'Toronto, ON', '+1 416 555 0133'],
    main: [
      { h: 'Summary', para: 'Backend engineer with six years building payment and scheduling systems in Go and Python. I care about boring, well-tested services and good on-call runbooks.' },
      { h: 'Technical Skills', table: [['Languages:', 'Go, Python, TypeScript, SQL'], ['Data:', 'PostgreSQL, Redis, Kafka, BigQuery'], ['Infrastructure:', 'Kubernetes, Terraform, GCP, AWS'], ['Practices:', 'TDD, code review, incident response']] },
      { h: 'Experience', jobs: [
        J('Senior Software Engineer', 'Maplepay', '2021 – Present', { s: 'Led the rewrite of the settlement service in Go:', sub: ['moved nightly batch jobs to a Kafka-driven pipeline', 'reduced settlement latency from 14 hours to under 30 minutes'] }, 'Own the on-call rotation for the payouts team and wrote the runbooks we still use.', 'Mentor two junior engineers through weekly pairing sessions.'),
        J('Software Engineer', 'ClinicQueue', '2018 – 2021', 'Built the appointment booking API used by 900 clinics across Canada.', { s: 'Improved PostgreSQL performance:', sub: ['added partial indexes for the busiest queries', 'cut p95 API latency by 60 percent'] }) ] },
      { h: 'Education', lines: ['B.A.Sc. Computer Engineering, University of Waterloo, 2018'] } ] },
  { id: 'k10', name: 'Sofía Marín Castillo', title: 'Marketing Coordinator', contact: ['sofia.marin@correo.example', '+34 612 555 048', 'Valencia, España', 'sofiamarin.example'],
    side: [
      { h: 'Contact', lines: ['sofia.marin@correo.example', '+34 612 555 048', 'Valencia, España', 'sofiamarin.example'] },
      { h: 'Skills', lines: ['Social media planning', 'Email campaigns', 'Google Analytics 4', 'Copywriting (ES/EN)', 'Canva and Figma'] },
      { h: 'Languages', lines: ['Spanish, native', 'Catalan, fluent', 'English, C1'] } ],
    main: [
      { h: 'About', para: 'Marketing coordinator who likes the details: campaign calendars, UTM tags and the last proofread before a newsletter goes out.' },
      { h: 'Experience', jobs: [
        J('Marketing Coordinator', 'Turia Hoteles', '2022 – Present', 'Plan and publish content for five hotel accounts on Instagram, Facebook and TikTok.', 'Run the monthly newsletter to 60,000 subscribers; open rate went from 21 to 34 percent in a year.', 'Coordinate photo shoots with local photographers and manage the image library.'),
        J('Marketing Assistant', 'Grupo Albufera', '2020 – 2022', 'Supported trade fair logistics and wrote product descriptions for the online shop.') ] },
      { h: 'Education', lines: ['Grado en Publicidad y Relaciones Públicas, Universitat de València, 2020'] } ] },
  { id: 'k11', name: 'Ewan MacLeod', title: 'Heavy Goods Vehicle Driver', contact: ['07700 900 261', 'ewan.macleod@road.example', 'Inverness'],
    side: [
      { h: 'Licences', lines: ['Category C+E', 'Driver CPC (valid to 2027)', 'ADR Tanks and Packages', 'Forklift (counterbalance)'] },
      { h: 'Contact', lines: ['07700 900 261', 'ewan.macleod@road.example', 'Inverness'] } ],
    main: [
      { h: 'Profile', para: 'Class 1 driver with fourteen years on general haulage, tankers and multi-drop across the Highlands and the central belt. Clean licence, no accidents, and I know every single-track road north of Perth.' },
      { h: 'Experience', jobs: [
        J('Class 1 Tanker Driver', 'Highland Fuels Ltd', '2017 – Present', 'Deliver heating oil and diesel to farms, depots and island ferries, including ADR paperwork and site risk checks.', 'Trusted with the winter run to the Western Isles and the early Skye deliveries.'),
        J('Class 1 Driver', 'Munro Haulage', '2010 – 2017', 'Trunked timber, feed and building supplies between Inverness, Aberdeen and Glasgow.', 'Carried out daily walkaround checks and reported defects before they became breakdowns.') ] } ] },
  { id: 'k12', name: 'Yuki Tanabe-Ross', title: 'Elementary School Teacher', contact: ['yuki.tanabe.ross@school.example', '(206) 555-0186', 'Seattle, WA'],
    main: [
      { h: 'Teaching Philosophy', para: 'Every child can find a way into reading and numbers if the classroom is calm, predictable and a bit playful.' },
      { h: 'Teaching Experience', jobs: [
        J('Third Grade Teacher', 'Bailey Gatzert Elementary, Seattle Public Schools', '2019 – Present', 'Teach a class of 26 students, eleven of whom are English language learners.', 'Introduced a reading buddies program with the fifth grade that now runs school-wide.', 'Lead the grade-level team for math curriculum planning.'),
        J('Student Teacher', 'Wedgwood Elementary', '2018 – 2019', 'Planned and taught science units on weather and simple machines under a mentor teacher.') ] },
      { h: 'Education', lines: ['M.Ed. Elementary Education, University of Washington, 2019', 'B.A. Psychology, Western Washington University, 2017'] },
      { h: 'Credentials', lines: ['Washington Residency Teaching Certificate, K–8', 'ELL Endorsement'] } ] },
  { id: 'k13', name: 'Ioana Petrescu', title: 'Warehouse Supervisor', contact: ['ioana.petrescu@mail.example', '+40 722 555 310', 'Cluj-Napoca'],
    side: [
      { h: 'Contact', lines: ['ioana.petrescu@mail.example', '+40 722 555 310', 'Cluj-Napoca'] },
      { h: 'Skills', lines: ['SAP EWM', 'Shift planning', 'Forklift licence', 'Inventory counts', 'Health and safety'] },
      { h: 'Languages', lines: ['Romanian', 'English', 'Hungarian'] } ],
    main: [
      { h: 'Profile', para: 'Warehouse supervisor with nine years in distribution for retail and automotive parts, leading shifts of up to 35 people.' },
      { h: 'Experience', jobs: [
        J('Shift Supervisor', 'Transilvania Distribution Center', '2019 – Present', 'Lead the night shift for inbound, picking and dispatch across 24,000 square metres.', 'Raised pick accuracy to 99.7 percent by changing slotting for the top 500 items.'),
        J('Team Leader', 'AutoParts Logistic SRL', '2015 – 2019', 'Organised cycle counts and trained new forklift operators.') ] } ] },
  { id: 'k14', name: 'Gabriel Nwachukwu', title: 'Pharmacist', contact: ['gabriel.nwachukwu@rx.example', '+234 803 555 0172', 'Lagos, Nigeria'],
    main: [
      { h: 'Profile', para: 'Community and hospital pharmacist with seven years of practice, focused on patient counselling, antimicrobial stewardship and keeping a dispensary running without stock-outs.' },
      { h: 'Experience', jobs: [
        J('Pharmacist in Charge', 'HealthPlus Pharmacy, Lekki', '2021 – Present', 'Supervise two pharmacists and five technicians and sign off on controlled drug registers.', 'Set up a diabetes counselling clinic that now sees about 40 patients a month.', 'Cut expired stock write-offs by half through weekly short-dated stock reviews.'),
        J('Hospital Pharmacist', 'Lagos University Teaching Hospital', '2017 – 2021', 'Dispensed for medical and paediatric wards and reviewed antibiotic prescriptions with the infection control team.') ] },
      { h: 'Education', lines: ['B.Pharm., University of Lagos, 2016'] },
      { h: 'Registration', lines: ['Pharmacists Council of Nigeria, licensed 2017'] } ] },
  { id: 'k15', name: 'Annika Strand', title: 'Customer Success Manager', contact: ['annika.strand@cs.example', '+46 70 555 12 84', 'Stockholm'],
    main: [
      { h: 'Summary', para: 'Customer success manager with eight years in B2B software. I look after renewals, onboarding and the awkward conversations, and I turn customer feedback into tickets that engineers can act on.' },
      { h: 'Experience', jobs: [
        J('Senior Customer Success Manager', 'Fjord Analytics AB', '2020 – Present', 'Own a book of 45 mid-market accounts worth SEK 38 million in annual recurring revenue.', 'Kept gross retention above 94 percent for three years running.', 'Built the onboarding playbook now used for every new customer in the Nordics.', 'Run quarterly business reviews with customer leadership teams.'),
        J('Customer Success Manager', 'Klarhet Software', '2017 – 2020', 'Onboarded over 120 customers to the scheduling platform, usually within 30 days.', 'Wrote most of the help centre articles and recorded the training videos.', 'Worked with product on the roadmap for the reporting module.'),
        J('Support Specialist', 'Klarhet Software', '2015 – 2017', 'Answered support tickets in Swedish, Norwegian and English and kept first response time under two hours.', 'Trained new support staff on the ticketing system.') ] },
      { h: 'Education', lines: ['Master of Science in Business and Economics, Stockholm School of Economics, 2015', 'Exchange semester, Copenhagen Business School, 2014'] },
      { h: 'Skills', lines: ['Salesforce, Gainsight, HubSpot, Zendesk, Looker', 'Swedish (native), English (fluent), Norwegian (good), German (basic)'] },
      { h: 'Interests', lines: ['Cross-country skiing, choir singing, sourdough baking'] } ] },
  { id: 'k16', name: 'Mateo Ferreira', title: 'Electrician', contact: ['mateo.ferreira@obra.example', '+351 912 555 043', 'Porto'],
    side: [
      { h: 'Contact', lines: ['mateo.ferreira@obra.example', '+351 912 555 043', 'Porto'] },
      { h: 'Skills', lines: ['Residential wiring', 'Solar PV installation', 'Fault finding', 'Switchboards'] },
      { h: 'Certifications', lines: ['DGEG licensed electrician', 'Working at heights'] } ],
    main: [
      { h: 'Profile', para: 'Electrician with ten years in housing and small commercial jobs, and the last four mostly on rooftop solar.' },
      { h: 'Experience', jobs: [
        J('Electrician and Solar Installer', 'SolNorte Energia', '2020 – Present', 'Installed more than 300 residential PV systems from 3 kWp to 12 kWp, including batteries.', 'Commission inverters and explain the monitoring app to every homeowner.'),
        J('Electrician', 'Construções Ribeiro', '2014 – 2020', 'Wired new apartments and replaced old switchboards in renovations in central Porto.') ] } ] },
  { id: 'k17', name: 'Hannah Goldberg', title: 'Paralegal', contact: ['hannah.goldberg@law.example', '(212) 555-0158', 'Brooklyn, NY'],
    main: [
      { h: 'Summary', para: 'Litigation paralegal with five years at mid-size firms. Organised, discreet and fast with a document review platform.' },
      { h: 'Experience', jobs: [
        J('Senior Paralegal', 'Harlow and Finch LLP', '2021 – Present', { s: 'Manage discovery for commercial litigation matters:', sub: ['coordinate productions of up to 400,000 documents in Relativity', 'maintain privilege logs and Bates ranges'] }, 'Prepare trial binders and exhibit lists and attend trial to support the team.', 'Train new paralegals on e-filing in SDNY and EDNY.'),
        J('Paralegal', 'Ostrowski Legal Group', '2019 – 2021', 'Drafted subpoenas, deposition notices and routine correspondence.', 'Tracked deadlines in the firm docketing system for 60 active cases.') ] },
      { h: 'Education', lines: ['B.A. Political Science, Hunter College, 2019', 'Paralegal Certificate, NYU School of Professional Studies, 2019'] } ] },
  { id: 'k18', name: 'Olumide Bankole', title: 'Civil Engineer', contact: ['olumide.bankole@eng.example', '+44 7700 900 377', 'Birmingham, UK'],
    main: [
      { h: 'Profile', para: 'Chartered civil engineer with nine years on highways and drainage schemes for local authorities and contractors.' },
      { h: 'Experience', jobs: [
        J('Senior Engineer', 'Midlands Highways Partnership', '2020 – Present', 'Lead design of junction improvements and sustainable drainage for schemes up to £25 million.', 'Check and approve temporary works designs and coordinate with utilities.', 'Mentor graduates working towards ICE chartership.'),
        J('Site Engineer', 'Balfour Civil Works', '2016 – 2020', 'Set out drainage, kerbs and structures on an 8 km dual carriageway upgrade.', 'Kept the site diary and produced as-built records.') ] },
      { h: 'Education', lines: ['MEng Civil Engineering, University of Nottingham, 2016'] },
      { h: 'Memberships', lines: ['Chartered Engineer, Institution of Civil Engineers'] } ] },
  { id: 'k19', name: 'Chloé Marchand', title: 'Human Resources Business Partner', contact: ['chloe.marchand@rh.example', '+33 6 55 51 28 90', 'Lyon'],
    main: [
      { h: 'Profile', para: 'HR business partner with eleven years in manufacturing and retail. I work closely with managers on hiring, restructuring and the day-to-day people questions that never make it into a policy.' },
      { h: 'Experience', jobs: [
        J('HR Business Partner', 'Rhône Industries', '2019 – Present', 'Support four plants and 1,100 employees on employee relations, workforce planning and works council consultations.', 'Ran the consultation for a site reorganisation affecting 80 roles with no legal disputes.', 'Rolled out a new annual review process and trained 90 managers to use it.'),
        J('HR Generalist', 'Maison Ferrand Retail', '2014 – 2019', 'Handled recruitment for 35 stores, including seasonal hiring of up to 200 people.', 'Managed payroll inputs and absence records.') ] },
      { h: 'Education', lines: ['Master en Gestion des Ressources Humaines, IAE Lyon, 2013'] },
      { h: 'Languages', lines: ['French (native), English (fluent), Italian (intermediate)'] } ] },
  { id: 'k20', name: 'Rajesh Kumar Iyer', title: 'IT Support Technician', contact: ['rajesh.iyer@help.example', '+91 98450 55512', 'Bengaluru'],
    main: [
      { h: 'Objective', para: 'Looking for a second-line support role where I can keep growing my Microsoft 365 and networking skills.' },
      { h: 'Experience', jobs: [
        J('IT Support Technician', 'Brightline Services Pvt Ltd', '2021 – Present', 'Resolve around 30 tickets a day for 600 users across two offices.', 'Set up laptops with Intune and Autopilot for new joiners.', 'Maintain the switch and Wi-Fi inventory and label every patch panel.'),
        J('Helpdesk Intern', 'Coral Infotech', '2020 – 2021', 'Reset passwords, installed software and documented common fixes in the knowledge base.') ] },
      { h: 'Education', lines: ['B.Sc. Computer Science, Christ University, 2020'] },
      { h: 'Certifications', lines: ['CompTIA A+', 'Microsoft 365 Certified: Modern Desktop Administrator Associate'] } ] },
  { id: 'k21', name: 'Beatriz Almeida Souza', title: 'Veterinary Technician', contact: ['bia.souza@vet.example', '(512) 555-0107', 'Austin, TX'],
    side: [
      { h: 'Contact', lines: ['bia.souza@vet.example', '(512) 555-0107', 'Austin, TX'] },
      { h: 'Skills', lines: ['Anesthesia monitoring', 'Dental prophylaxis', 'Radiography', 'IV catheter placement', 'Lab diagnostics', 'Client education', 'Exotic animal handling'] },
      { h: 'Credentials', lines: ['Licensed Veterinary Technician, Texas', 'Fear Free Certified Professional'] },
      { h: 'Languages', lines: ['English', 'Portuguese', 'Spanish'] } ],
    main: [
      { h: 'Profile', para: 'Veterinary technician with seven years in busy small animal and emergency practices. Steady hands with anxious patients and clear explanations for worried owners.' },
      { h: 'Experience', jobs: [
        J('Lead Veterinary Technician', 'Barton Creek Animal Hospital', '2021 – Present', 'Run the surgery suite schedule and monitor anesthesia for six to ten procedures a day.', 'Train new technicians on dental radiographs and anesthesia records.', 'Manage controlled substance logs and monthly inventory orders.', 'Introduced a low-stress handling protocol that reduced sedation for nail trims by a third.'),
        J('Emergency Veterinary Technician', 'Austin Veterinary Emergency', '2018 – 2021', 'Triaged walk-in emergencies on overnight shifts and assisted with trauma and GDV surgeries.', 'Placed IV catheters, ran blood gases and set up fluid therapy.', 'Kept the crash cart stocked and checked every shift.'),
        J('Veterinary Assistant', 'Hyde Park Pet Clinic', '2016 – 2018', 'Restrained patients for exams, cleaned kennels and helped at the front desk.', 'Learned radiography positioning and basic lab work under the lead technician.') ] },
      { h: 'Education', lines: ['A.A.S. Veterinary Technology, Austin Community College, 2018'] },
      { h: 'Continuing Education', bullets: ['VECCS Emergency and Critical Care Conference, San Antonio, 2023', 'Advanced Anesthesia Monitoring, NAVTA online course, 2022', 'Exotic Animal Nursing workshop, Texas A&M, 2021'] },
      { h: 'Volunteer', bullets: ['Weekend spay and neuter clinics, Austin Pets Alive, 2019 – present', 'Foster home for neonatal kittens, about 20 litters so far'] } ] },
  { id: 'k22', name: 'Jonas Lindgren', title: 'Carpenter', contact: ['jonas.lindgren@snickare.example', '+46 73 555 04 91', 'Göteborg'],
    side: [
      { h: 'Contact', lines: ['jonas.lindgren@snickare.example', '+46 73 555 04 91', 'Göteborg'] },
      { h: 'Skills', lines: ['Timber framing', 'Kitchen fitting', 'Stairs', 'Window restoration'] } ],
    main: [
      { h: 'Profile', para: 'Carpenter with twelve years in renovation and new build, best known for stairs and old wooden windows.' },
      { h: 'Experience', jobs: [
        J('Carpenter', 'Lindgren Bygg & Snickeri', '2018 – Present', 'Run my own small firm doing kitchens, stairs and window restoration for homeowners.', 'Restored the windows of two listed buildings in Haga with linseed oil paint.'),
        J('Carpenter', 'Västbygg AB', '2012 – 2018', 'Framed and finished apartment buildings and fitted doors and kitchens.') ] } ] },
];
