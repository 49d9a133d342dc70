// Fictional resume content for the second working batch of the import corpus (issue 41; once held out).
// Every person, employer and address here is invented.
// Item kinds inside a section: string = paragraph; {role, meta, bullets}; {bullets}; {lines}; {table}; {numbered}.

export const P = {};

P.c01 = {
  name: 'Maribel Ochoa', title: 'Registered Nurse, BSN',
  contact: ['(602) 555-0148', 'maribel.ochoa@mailbox.example', 'Phoenix, AZ 85016'],
  side: [
    { heading: 'Clinical Skills', items: [{ lines: ['Telemetry monitoring', 'IV therapy and central lines', 'Wound care and staging', 'Epic charting', 'Patient and family teaching'] }] },
    { heading: 'Languages', items: [{ lines: ['Spanish (native)', 'English (fluent)'] }] },
    { heading: 'Certifications', items: [{ lines: ['BLS and ACLS, American Heart Association', 'PCCN, AACN, 2021', 'Arizona RN License #RN204417'] }] },
  ],
  main: [
    { heading: 'Profile', items: ['Compassionate registered nurse with seven years on busy medical and progressive care floors, known for calm bedside manner, careful documentation and mentoring new graduates through their first year.'] },
    { heading: 'Experience', items: [
      { role: 'Charge Nurse, Progressive Care Unit', meta: 'Saguaro Valley Medical Center · Phoenix, AZ · 2020 – Present', bullets: [
        'Coordinate assignments for a 32 bed unit and a team of nine nurses and four patient care technicians on twelve hour night shifts, balancing acuity and continuity of care.',
        'Led the unit rollout of a bedside shift report, which cut handoff complaints on patient surveys by forty percent within two quarters.',
        'Precept new graduate nurses and serve as the unit resource for telemetry strip interpretation and insulin drip protocols.' ] },
      { role: 'Staff Nurse, Medical Surgical Unit', meta: 'Desert Bloom Community Hospital · Mesa, AZ · 2017 – 2020', bullets: [
        'Provided direct care for five to six adult patients per shift recovering from orthopedic, bariatric and general surgery.',
        'Served on the falls prevention committee and helped write the hourly rounding checklist adopted by three other units.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Bachelor of Science in Nursing', 'Grand Canyon Plains University · 2017'] }] },
  ],
};

P.c02 = {
  name: 'Declan Moriarty', title: 'Licensed Journeyman Electrician',
  contact: ['+1 412 555 0193', 'declan.moriarty@postbox.example', 'Pittsburgh, PA'],
  side: [
    { heading: 'Contact', items: [{ lines: ['+1 412 555 0193', 'declan.moriarty@postbox.example', 'Pittsburgh, PA'] }] },
    { heading: 'Skills', items: [{ lines: ['Commercial fit outs', 'Three phase power', 'Conduit bending', 'Motor controls and VFDs', 'Fire alarm systems', 'Blueprint reading'] }] },
    { heading: 'Licenses', items: [{ lines: ['Pennsylvania Journeyman License', 'OSHA 30 Construction', 'NFPA 70E Arc Flash'] }] },
  ],
  main: [
    { heading: 'Summary', items: ['Journeyman electrician with eleven years in commercial and light industrial work. Comfortable running small crews, reading drawings and leaving every panel labeled and inspection ready.'] },
    { heading: 'Work History', items: [
      { role: 'Lead Electrician', meta: 'Three Rivers Electric Co. · 2018 – Present', bullets: [
        'Lead a crew of four on tenant fit outs up to 40,000 square feet, from rough in through final inspection, and keep daily logs for the general contractor.',
        'Installed and commissioned variable frequency drives for a food processing plant, working around production shifts without a single unplanned shutdown.',
        'Train apprentices on conduit bending, load calculations and lockout procedures.' ] },
      { role: 'Electrician', meta: 'Allegheny Power Services · 2013 – 2018', bullets: [
        'Wired new construction schools and clinics, including emergency lighting, fire alarm devices and generator transfer switches.',
        'Troubleshot intermittent faults in aging distribution panels and documented replacements for the facilities team.' ] },
    ] },
    { heading: 'Training', items: [{ lines: ['IBEW Local 5 Apprenticeship Program · 2008 – 2013', 'Community College of Allegheny County, Electrical Technology Certificate'] }] },
  ],
};
// c02 prints contact only in the sidebar; head shows name + title
P.c02.headContact = false;

P.c03 = {
  name: 'Léa Fontaine', title: 'Sous Chef',
  contact: ['lea.fontaine@cuisine.example', '+1 (514) 555-0127', 'Montréal, QC'],
  main: [
    { heading: 'About Me', items: ['Sous chef with a classical French background and ten years in high volume bistros and hotel kitchens. I run a clean, organised line and love building seasonal menus around small local farms.'] },
    { heading: 'Experience', items: [
      { role: 'Sous Chef', meta: 'Hôtel Saint-Laurent, Brasserie Verte · 2019 – Present', bullets: [
        'Run the hot line for a 140 seat brasserie serving up to 420 covers on weekend nights, and step in as chef de cuisine during holidays and leave.',
        'Rebuilt the ordering and prep system around par sheets, cutting food waste by about eighteen percent in the first year.',
        'Designed four seasonal menus a year with the executive chef and costed every dish to stay under a 29 percent food cost.' ] },
      { role: 'Chef de Partie, Sauce', meta: 'Maison Beaubien · 2015 – 2019', bullets: [
        'Prepared stocks, mother sauces and braises daily for a French bistro with a busy brunch service.',
        'Trained commis cooks on knife work, sanitation standards and station set up before service.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Diploma in Professional Cooking', 'Institut de tourisme et d’hôtellerie · 2014'] }] },
  ],
  side: [
    { heading: 'Kitchen Skills', items: [{ lines: ['Menu development', 'Food costing', 'Butchery and charcuterie', 'Pastry basics', 'Inventory and ordering'] }] },
    { heading: 'Languages', items: [{ lines: ['French (native)', 'English (fluent)', 'Italian (conversational)'] }] },
    { heading: 'Certificates', items: [{ lines: ['MAPAQ Food Hygiene Manager', 'Allergen Awareness, 2023'] }] },
  ],
};

P.c04 = {
  name: 'Kwame Asante', title: 'Data Analyst',
  contact: ['kwame.asante@datamail.example', '(404) 555-0162', 'Atlanta, GA', 'linkedin.com/in/kwame-asante-data'],
  main: [
    { heading: 'Summary', items: ['Data analyst with five years turning messy operational data into dashboards and forecasts that logistics and finance teams actually use. Strong in SQL, Python and explaining numbers to people who do not love numbers.'] },
    { heading: 'Experience', items: [
      { role: 'Senior Data Analyst', meta: 'Peachtree Freight Partners · Atlanta, GA · 2021 – Present', bullets: [
        'Built a carrier scorecard in Power BI fed by nightly SQL jobs, now reviewed every Monday by the operations leadership team across six regional hubs.',
        'Developed a weekly shipment volume forecast in Python that reduced overtime spending by roughly $310,000 in its first year.',
        'Wrote documentation and ran lunch sessions that taught twenty coworkers to answer their own questions with self service reports.' ] },
      { role: 'Business Intelligence Analyst', meta: 'Magnolia Health Plans · 2019 – 2021', bullets: [
        'Automated monthly claims reporting that had taken two analysts three days each month by hand.',
        'Partnered with actuaries to clean and reconcile enrollment data from four legacy systems.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['B.S. Statistics, Georgia Central University, 2019'] }] },
  ],
  side: [
    { heading: 'Technical Skills', items: [{ lines: ['SQL (PostgreSQL, Snowflake)', 'Python (pandas, statsmodels)', 'Power BI and Tableau', 'dbt', 'Excel and Power Query'] }] },
    { heading: 'Certifications', items: [{ lines: ['Microsoft PL-300 Power BI Data Analyst', 'Tableau Desktop Specialist'] }] },
    { heading: 'Interests', items: [{ lines: ['Community soccer coach', 'Board games'] }] },
  ],
};

P.c05 = {
  name: 'Ingrid Solberg, CPA', title: 'Senior Staff Accountant',
  contact: ['Minneapolis, MN 55408', '612-555-0134', 'ingrid.solberg@ledger.example'],
  main: [
    { heading: 'Professional Summary', items: ['Certified public accountant with eight years in general ledger, month end close and audit support for manufacturing and nonprofit organizations. Detail oriented, steady under deadlines and fluent in Norwegian.'] },
    { heading: 'Experience', items: [
      { role: 'Senior Staff Accountant', meta: 'North Star Fabrication, Inc. · Minneapolis, MN · 2020 – Present', bullets: [
        'Own the month end close for three entities, including accruals, fixed asset schedules, intercompany eliminations and account reconciliations, finishing in five business days instead of nine.',
        'Prepared audit schedules and served as the main contact for external auditors, with no material adjustments in three consecutive years.',
        'Implemented a new expense management system and trained eighty employees on receipts and approvals.' ] },
      { role: 'Staff Accountant', meta: 'Lakeshore Family Services · St. Paul, MN · 2016 – 2020', bullets: [
        'Tracked restricted grant funds from twelve foundations and prepared quarterly reports for program directors and funders.',
        'Processed biweekly payroll for 140 staff and reconciled benefits invoices each month.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Bachelor of Business Administration, Accounting', 'University of the North Woods · 2016'] }] },
    { heading: 'Skills', items: [{ bullets: ['NetSuite, QuickBooks Online, Excel (pivot tables, XLOOKUP, Power Query)', 'GAAP, fund accounting, audit preparation, 1099 reporting'] }] },
  ],
};

P.c06 = {
  name: 'Rafael Domínguez', title: 'High School Chemistry Teacher',
  contact: ['rafael.dominguez@schoolmail.example', '(915) 555-0171', 'El Paso, TX'],
  main: [
    { heading: 'Teaching Philosophy', items: ['I want every student, including the ones who arrive sure they hate science, to leave my lab able to design an experiment, argue from evidence and clean up after themselves.'] },
    { heading: 'Teaching Experience', items: [
      { role: 'Chemistry and AP Chemistry Teacher', meta: 'Franklin Mesa High School · El Paso, TX · 2017 – Present', bullets: [
        'Teach five sections of general and AP Chemistry each year to classes of 24 to 32 students, about half of whom are English learners.',
        'Raised the AP Chemistry pass rate from 38 percent to 61 percent over four years by adding weekly lab practicals and after school review sessions.',
        'Sponsor the Science Olympiad team, which placed at the regional tournament for three straight seasons.' ] },
      { role: 'Science Teacher, Grades 7 and 8', meta: 'Ysleta Valley Middle School · 2014 – 2017', bullets: [
        'Taught integrated physical and life science and rewrote the eighth grade lab safety unit for the district.' ] },
    ] },
    { heading: 'Skills', items: [{ table: [
      ['Lab:', 'Titration, spectrophotometry, chemical inventory and waste handling'],
      ['Instruction:', 'Inquiry based labs, sheltered instruction, differentiated assessment'],
      ['Technology:', 'Google Classroom, Vernier probes, PhET simulations'],
      ['Languages:', 'English and Spanish, fully bilingual'] ] }] },
    { heading: 'Certification and Education', items: [{ lines: ['Texas Educator Certificate, Chemistry 7–12', 'M.Ed. Curriculum and Instruction, Chihuahuan Desert University, 2019', 'B.S. Chemistry, Chihuahuan Desert University, 2014'] }] },
  ],
};

P.c07 = {
  name: 'Tomasz Wierzbicki, P.E.', title: 'Civil Engineer, Water Resources',
  contact: ['Sacramento, CA', '(916) 555-0155', 'tomasz.wierzbicki@civil.example'],
  main: [
    { heading: 'Summary', items: ['Licensed civil engineer with fourteen years designing stormwater, flood control and water distribution projects for counties and special districts. I manage projects from feasibility through construction support and enjoy explaining hydraulics at public meetings.'] },
    { heading: 'Professional Experience', items: [
      { role: 'Senior Project Engineer', meta: 'Delta Basin Engineering Group · Sacramento, CA · 2018 – Present', bullets: [
        'Manage design and permitting for levee rehabilitation and stormwater pump station projects with construction values between $4 million and $38 million.',
        'Lead a team of six engineers and designers, review calculations and drawings, and sign and seal final plan sets.',
        'Built HEC-RAS two dimensional models for a 12 square mile urban watershed that the county now uses for floodplain mapping and capital planning.',
        'Presented project alternatives at eleven public workshops and board meetings, and answered questions from residents and elected officials.',
        'Cut the average review cycle with the state permitting agency from fourteen weeks to nine by preparing pre submittal packages and meeting early with reviewers.' ] },
      { role: 'Project Engineer', meta: 'Sierra Foothills Water District · Auburn, CA · 2013 – 2018', bullets: [
        'Designed replacements for about nine miles of aging cast iron water main, including traffic control plans and customer outage notices.',
        'Prepared the district hydraulic model update and a twenty year capital improvement plan adopted by the board of directors.',
        'Inspected contractor work, reviewed submittals and requests for information, and processed monthly progress payments.' ] },
      { role: 'Assistant Engineer', meta: 'County of Yolo Public Works · Woodland, CA · 2010 – 2013', bullets: [
        'Designed culvert replacements and roadside drainage improvements for rural county roads.',
        'Reviewed grading and drainage plans for private development and wrote conditions of approval.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['M.S. Civil Engineering, Water Resources, Central Valley Polytechnic University, 2010', 'B.S. Civil Engineering, Central Valley Polytechnic University, 2008'] }] },
    { heading: 'Licenses and Certifications', items: [{ bullets: ['Professional Engineer, California Civil License C 81234', 'Qualified SWPPP Developer and Practitioner', 'Certified Floodplain Manager, Association of State Floodplain Managers'] }] },
    { heading: 'Selected Projects', items: [{ bullets: [
      'Riverside Levee Seepage Repair, 2.4 miles of cutoff wall and relief wells completed two months ahead of the flood season.',
      'Mill Creek Pump Station, 180 cubic feet per second stormwater station with backup generation and remote monitoring.',
      'Orchard Avenue Green Streets, bioretention planters and permeable pavement along eight city blocks, funded by a state grant.',
      'Lakeview Pressure Zone Split, a new pressure reducing station and booster pump that solved chronic low pressure complaints.' ] }] },
    { heading: 'Software', items: [{ lines: ['HEC-RAS, HEC-HMS, EPANET, WaterGEMS, Civil 3D, ArcGIS Pro'] }] },
    { heading: 'Professional Affiliations', items: [{ lines: ['American Society of Civil Engineers, Sacramento Section, past treasurer', 'Floodplain Management Association'] }] },
  ],
};

P.c08 = {
  name: 'Dr. Aiyana Redcloud', title: 'Marine Ecologist',
  contact: ['Department of Ocean Sciences, Pacific Northwest Marine Institute', '1402 Harbor View Road, Newport, OR 97365', '(541) 555-0119', 'a.redcloud@marine.example'],
  main: [
    { heading: 'Research Interests', items: ['Kelp forest ecology, trophic cascades involving sea otters and urchins, restoration of nearshore habitats, and partnerships between tribal natural resource programs and academic science.'] },
    { heading: 'Education', items: [{ lines: ['Ph.D. Ecology and Evolutionary Biology, Cascadia State University, 2014', 'M.S. Marine Biology, Salish Sea University, 2009', 'B.S. Biology, Salish Sea University, 2007'] }] },
    { heading: 'Academic Appointments', items: [
      { role: 'Associate Research Professor', meta: 'Pacific Northwest Marine Institute · 2020 – Present', bullets: [
        'Direct the Nearshore Ecology Lab with two postdoctoral researchers, four graduate students and a rotating group of undergraduate and tribal youth interns.',
        'Lead a multi year kelp restoration experiment across fourteen subtidal sites in partnership with two tribal fisheries departments.',
        'Teach graduate courses in community ecology and scientific diving, and coordinate the summer field course in marine biology.' ] },
      { role: 'Assistant Research Professor', meta: 'Pacific Northwest Marine Institute · 2016 – 2020', bullets: [
        'Established a long term subtidal monitoring program that now provides annual data to state fisheries managers.',
        'Secured the lab’s first federal grant and built a dive safety program with zero reportable incidents.' ] },
      { role: 'Postdoctoral Scholar', meta: 'Monterey Coastal Research Station · 2014 – 2016', bullets: [
        'Studied urchin grazing behavior using time lapse cameras and field enclosures, resulting in three first author papers.' ] },
    ] },
    { heading: 'Grants', items: [{ bullets: [
      'National Science Foundation, Biological Oceanography, Collaborative Research: Feedbacks between urchin behavior and kelp recovery, $1,240,000, 2021 – 2025, lead principal investigator.',
      'State Sea Grant Program, Restoring bull kelp with community divers, $186,000, 2019 – 2021, principal investigator.',
      'Coastal Conservation Foundation, Tribal youth ocean science internships, $75,000, 2018 – 2020, co principal investigator.',
      'Cascadia State University Dissertation Improvement Award, $12,000, 2012.' ] }] },
    { heading: 'Selected Publications', items: [{ bullets: [
      'Redcloud A., Tanaka M., and Fairweather J. (2023). Urchin barrens persist after predator recovery when kelp spore supply is limited. Ecology Letters 26: 1114–1127.',
      'Redcloud A. and Holloway P. (2022). Community divers as partners in subtidal restoration. Restoration Ecology 30: e13601.',
      'Okafor L., Redcloud A., and Yazzie T. (2021). Marine heatwaves and the collapse of bull kelp canopies along the northern California current. Marine Ecology Progress Series 668: 45–61.',
      'Redcloud A. (2020). Fear, hunger and hiding: behavioral states of purple sea urchins on the Oregon coast. Oecologia 192: 781–793.',
      'Fairweather J., Redcloud A., and Lindqvist S. (2019). Scaling kelp forest monitoring with drones and citizen science. Frontiers in Marine Science 6: 412.',
      'Redcloud A., Marsh D., and Bellweather R. (2017). Sea otter foraging shapes the size structure of urchin populations. Journal of Animal Ecology 86: 1329–1340.',
      'Redcloud A. and Marsh D. (2016). Cameras in the kelp: a low cost method for recording nocturnal grazing. Limnology and Oceanography Methods 14: 560–571.',
      'Redcloud A. (2014). Indirect effects of predators in temperate reef communities. Doctoral dissertation, Cascadia State University.' ] }] },
    { heading: 'Invited Talks', items: [{ bullets: [
      'Keynote, Western Society of Naturalists Annual Meeting, Kelp in a warming ocean, 2023.',
      'Seminar, University of the Channel Islands, Department of Ecology, 2022.',
      'Panelist, Tribal Climate Adaptation Summit, Nearshore habitats and first foods, 2021.',
      'Seminar, Northern Gulf Marine Laboratory, 2019.' ] }] },
    { heading: 'Teaching', items: [{ bullets: [
      'Community Ecology (graduate), every fall since 2017, average enrollment 18.',
      'Scientific Diving Methods, every spring since 2018, certifying about twelve new scientific divers each year.',
      'Summer Field Course in Marine Biology, co instructor, 2016 – present.' ] }] },
    { heading: 'Mentoring', items: [{ bullets: [
      'Graduate students supervised: 4 Ph.D. (2 completed), 6 M.S. (5 completed).',
      'Undergraduate researchers supervised: 23, including 9 from tribal communities of the Pacific Northwest.' ] }] },
    { heading: 'Service', items: [{ bullets: [
      'Associate Editor, Marine Ecology Progress Series, 2021 – present.',
      'Scientific advisory panel member, State Kelp Recovery Working Group, 2020 – present.',
      'Reviewer for Ecology, Ecology Letters, Oecologia, Marine Biology and the National Science Foundation.',
      'Diving Control Board, Pacific Northwest Marine Institute, chair 2022 – present.' ] }] },
    { heading: 'Field Certifications', items: [{ lines: ['AAUS Scientific Diver, 150 foot depth certification', 'DAN Oxygen First Aid Provider', 'Small boat operator, Motorboat Operator Certification Course'] }] },
  ],
};

P.c09 = {
  name: 'Priya Raman', title: 'Construction Project Manager',
  contact: ['priya.raman@buildmail.example', '+1 (737) 555-0186', 'Austin, TX'],
  side: [
    { heading: 'Contact', items: [{ lines: ['priya.raman@buildmail.example', '+1 (737) 555-0186', 'Austin, TX'] }] },
    { heading: 'Core Skills', items: [{ lines: ['Procore and Primavera P6', 'Budget and cost control', 'Subcontractor buyout', 'Owner and architect meetings', 'Safety leadership', 'LEED documentation'] }] },
    { heading: 'Credentials', items: [{ lines: ['PMP, Project Management Institute', 'LEED Green Associate', 'OSHA 30 Construction'] }] },
    { heading: 'Languages', items: [{ lines: ['English', 'Tamil', 'Hindi'] }] },
  ],
  main: [
    { heading: 'Profile', items: ['Project manager with twelve years delivering healthcare, education and multifamily projects for general contractors in Texas. I keep schedules honest, owners informed and job sites safe.'] },
    { heading: 'Experience', items: [
      { role: 'Senior Project Manager', meta: 'Bluebonnet Builders · Austin, TX · 2019 – Present', bullets: [
        'Delivered a $62 million, five story outpatient medical building three weeks early and under budget, with zero lost time incidents over 400,000 worker hours.',
        'Manage two assistant project managers, three project engineers and a superintendent team across concurrent projects worth more than $110 million.',
        'Negotiated change orders and owner contingency use, and reported monthly cost to complete forecasts to company executives.',
        'Introduced weekly pull planning sessions with trade foremen, which reduced schedule slips on interior finishes by half.' ] },
      { role: 'Project Manager', meta: 'Hill Country Construction · San Marcos, TX · 2015 – 2019', bullets: [
        'Ran the renovation and addition of two occupied elementary schools during summer breaks and weekends without disrupting classes.',
        'Bought out subcontracts for mechanical, electrical and plumbing scopes and tracked submittals and inspections.',
        'Coordinated closeout documents, warranties and owner training for a 240 unit apartment community.' ] },
      { role: 'Project Engineer', meta: 'Lone Star General Contractors · Houston, TX · 2012 – 2015', bullets: [
        'Managed requests for information, submittal logs and meeting minutes for hospital expansion projects.',
        'Performed quantity takeoffs and helped prepare bids for public school projects.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['B.S. Construction Science, Gulf Coast Agricultural and Mechanical University, 2012'] }] },
    { heading: 'Selected Projects', items: [{ bullets: [
      'Riverbend Outpatient Pavilion, 118,000 square feet, imaging, surgery center and physician offices, LEED Silver.',
      'Cedar Creek Elementary Addition, twelve classrooms and a storm shelter gym built to FEMA 361.',
      'The Lofts at Pecan Street, 240 units over podium parking with a rooftop amenity deck.',
      'Travis County Emergency Operations Center renovation, completed while the facility remained fully operational.' ] }] },
    { heading: 'Volunteer Work', items: [{ bullets: ['Construction mentor with a regional Habitat for Humanity affiliate, leading Saturday volunteer crews since 2016.', 'Guest speaker for the university construction science career day.'] }] },
  ],
};

P.c10 = {
  name: 'Sofia Marchetti', title: 'Graphic Designer and Illustrator',
  contact: ['sofia@marchettistudio.example', '+39 347 555 0122', 'Bologna, Italy', 'marchettistudio.example/portfolio'],
  main: [
    { heading: 'Profile', items: ['Freelance designer with nine years of brand identity, packaging and editorial illustration for food producers, publishers and cultural festivals. I draw by hand first and finish in vector.'] },
    { heading: 'Experience', items: [
      { role: 'Independent Designer', meta: 'Marchetti Studio · Bologna · 2018 – Present', bullets: [
        'Created brand identities and packaging for more than thirty small food producers, including a family pasta maker whose new labels helped it enter two national supermarket chains.',
        'Illustrated covers for a children’s book series published in four languages.',
        'Art directed the visual identity of an annual comics festival, from posters to wayfinding signs and merchandise.' ] },
      { role: 'Junior Designer', meta: 'Studio Portici Comunicazione · Bologna · 2015 – 2018', bullets: [
        'Designed print and social media campaigns for regional tourism boards and museums.',
        'Prepared files for offset printing and checked color proofs with printers.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Diploma in Graphic Design, Accademia di Belle Arti di Bologna, 2015'] }] },
    { heading: 'Tools', items: [{ lines: ['Illustrator, InDesign, Photoshop, Procreate, Figma'] }] },
    { heading: 'Languages', items: [{ lines: ['Italian (native), English (C1), French (B1)'] }] },
  ],
};

P.c11 = {
  name: 'Oluwaseun Adeyemi', title: 'Logistics Coordinator',
  contact: ['seun.adeyemi@shipmail.example', '+44 7700 900418', 'Manchester, United Kingdom', 'linkedin.com/in/seun-adeyemi'],
  side: [
    { heading: 'Contact', items: [{ lines: ['seun.adeyemi@shipmail.example', '+44 7700 900418', 'Manchester, United Kingdom', 'linkedin.com/in/seun-adeyemi'] }] },
    { heading: 'Skills', items: [{ lines: ['SAP EWM', 'Route planning', 'Customs documentation', 'Supplier scorecards', 'Excel and Power BI', 'Team scheduling'] }] },
    { heading: 'Languages', items: [{ lines: ['English (native)', 'Yoruba (native)', 'French (basic)'] }] },
  ],
  main: [
    { heading: 'Profile', items: ['Logistics coordinator with six years in third party warehousing and international freight. Calm on the phone with drivers at two in the morning and careful with paperwork.'] },
    { heading: 'Experience', items: [
      { role: 'Logistics Coordinator', meta: 'Pennine Distribution Ltd · Trafford Park · 2020 – Present', bullets: [
        'Plan daily inbound and outbound loads for a 200,000 square foot warehouse serving three retail clients, averaging 85 trailers a day.',
        'Prepare import and export documents for shipments to the EU and resolved customs holds after the new border rules came in.',
        'Built a supplier on time scorecard that raised on time delivery from 82 percent to 95 percent over eighteen months.' ] },
      { role: 'Transport Planner', meta: 'Northway Freight · Warrington · 2017 – 2020', bullets: [
        'Scheduled a fleet of 40 drivers and subcontracted hauliers, balancing working time rules with customer delivery windows.',
        'Handled damage claims and delivery disputes with customers and insurers.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['BSc Business and Logistics Management, University of Salford Quays, 2017', 'CILT Level 3 Certificate in Logistics and Transport'] }] },
  ],
};

P.c12 = {
  name: 'Eleanor Whitcombe', title: 'Senior Paralegal, Commercial Litigation',
  contact: ['eleanor.whitcombe@lawmail.example', '(617) 555-0109', 'Boston, MA'],
  main: [
    { heading: 'Professional Profile', items: [
      'Senior paralegal with thirteen years supporting partners and associates in commercial litigation, arbitration and regulatory investigations. Experienced with electronic discovery platforms, privilege review workflows and trial preparation in state and federal courts, including the coordination of exhibits, witness binders and courtroom technology.',
      'Recognized for meticulous organization, discretion with confidential information and an unflappable temperament during trial. Comfortable training junior paralegals and explaining discovery obligations to clients who have never been through litigation before.' ] },
    { heading: 'Experience', items: [
      { role: 'Senior Paralegal', meta: 'Hawthorne, Pryce & Aldridge LLP · Boston, MA · 2016 – Present', bullets: [
        'Manage discovery for complex contractual disputes involving millions of documents, including collection from custodians, processing vendors, search term negotiations and privilege logs.',
        'Prepared exhibits, demonstratives and witness binders for six jury trials and four arbitrations, and ran trial presentation software in the courtroom.',
        'Supervise and train four paralegals and case assistants, and drafted the firm’s internal guide to electronic filing in federal district courts.' ] },
      { role: 'Litigation Paralegal', meta: 'Beacon Street Legal Group · Boston, MA · 2011 – 2016', bullets: [
        'Drafted subpoenas, deposition notices, and routine discovery responses for attorney review, and maintained case calendars and deadlines.',
        'Summarized deposition transcripts and medical records for insurance defense and employment matters.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Certificate in Paralegal Studies, Commonwealth Legal Studies Institute, 2011', 'B.A. History, Merrimack Valley College, 2010'] }] },
    { heading: 'Technical Proficiencies', items: [{ lines: ['Relativity, Everlaw, TrialDirector, CaseMap, iManage, Westlaw, PACER'] }] },
  ],
};

P.c13 = {
  name: 'Hana Kobayashi', title: 'Credentialed Veterinary Technician',
  contact: ['hana.kobayashi@vetmail.example', '(503) 555-0137', 'Portland, OR'],
  main: [
    { heading: 'Summary', items: ['Credentialed veterinary technician with eight years in emergency and specialty small animal hospitals. Skilled in anesthesia monitoring, critical care nursing and client communication, with a particular interest in feline medicine, pain management and low stress handling techniques that make visits easier for animals, owners and staff alike.'] },
    { heading: 'Experience', items: [
      { role: 'Lead Veterinary Technician, Emergency and Critical Care', meta: 'Willamette Animal Emergency Hospital · 2019 – Present', bullets: [
        'Triage incoming emergencies, place intravenous catheters, run laboratory diagnostics and monitor anesthesia for surgical procedures on overnight and weekend shifts.',
        'Coordinate a team of eleven technicians and assistants, write shift schedules and lead monthly continuing education sessions on cardiopulmonary resuscitation.',
        'Introduced a standardized anesthesia monitoring record that improved documentation compliance during internal audits from about seventy to ninety eight percent.' ] },
      { role: 'Veterinary Technician', meta: 'Rose City Cat Clinic · 2016 – 2019', bullets: [
        'Performed dental cleanings and radiographs, administered vaccines and fluids, and educated clients about chronic kidney disease and diabetes management.',
        'Helped the clinic earn Cat Friendly Practice gold status.' ] },
    ] },
  ],
  side: [
    { heading: 'Credentials', items: [{ lines: ['Certified Veterinary Technician, Oregon', 'Fear Free Certified Professional', 'RECOVER CPR Rescuer'] }] },
    { heading: 'Education', items: [{ lines: ['A.A.S. Veterinary Technology', 'Columbia Gorge Community College, 2016'] }] },
    { heading: 'Languages', items: [{ lines: ['English', 'Japanese'] }] },
  ],
};

// ---------- pdfkit row-order ----------
P.p01 = {
  name: 'Gareth Llewellyn', title: 'Master Plumber and Gas Fitter',
  side: [
    { heading: 'Contact', items: [{ lines: ['07700 900233', 'g.llewellyn@pipework.example', 'Cardiff, Wales'] }] },
    { heading: 'Skills', items: [{ lines: ['Boiler installation', 'Unvented hot water', 'Bathroom refits', 'Leak detection', 'Heat pumps'] }] },
    { heading: 'Qualifications', items: [{ lines: ['Gas Safe Registered', 'NVQ Level 3 Plumbing', 'WRAS Approved Plumber'] }] },
    { heading: 'Languages', items: [{ lines: ['English', 'Welsh'] }] },
  ],
  main: [
    { heading: 'Profile', items: ['Self employed plumber with nineteen years in domestic and light commercial work across South Wales, trusted by letting agents, housing associations and homeowners for tidy work and honest quotes.'] },
    { heading: 'Experience', items: [
      { role: 'Owner and Lead Plumber', meta: 'Llewellyn Plumbing and Heating · 2012 – Present', bullets: [
        'Install and service gas boilers, unvented cylinders and air source heat pumps for about 400 customers a year, with a crew of two engineers and an apprentice.',
        'Hold maintenance contracts with two housing associations covering 1,100 social housing homes, with emergency call outs answered within four hours.',
        'Keep a five star rating on a regional trades review site across more than 300 reviews.' ] },
      { role: 'Plumbing and Heating Engineer', meta: 'Taff Valley Building Services · 2005 – 2012', bullets: [
        'Fitted heating and hot water systems in new build housing estates and school refurbishments.',
        'Trained two apprentices through their NVQ Level 2 portfolios.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['City and Guilds Plumbing Studies, Cardiff and Vale College, 2005'] }] },
  ],
};

P.p02 = {
  name: 'Tamika Brooks', title: 'Retail Store Manager',
  side: [
    { heading: 'Contact', items: [{ lines: ['(313) 555-0152', 'tbrooks@shopmail.example', 'Detroit, MI'] }] },
    { heading: 'Strengths', items: [{ lines: ['Hiring and coaching', 'Visual merchandising', 'Inventory control', 'Loss prevention', 'Scheduling', 'Customer recovery'] }] },
    { heading: 'Awards', items: [{ lines: ['District Manager of the Quarter, Q3 2022', 'Top Ten Store in Region, 2021'] }] },
  ],
  main: [
    { heading: 'Summary', items: ['Store manager with ten years in specialty apparel and home goods retail. I build teams that hit their numbers and still like coming to work.'] },
    { heading: 'Experience', items: [
      { role: 'Store Manager', meta: 'Hearth and Home Goods · Dearborn, MI · 2019 – Present', bullets: [
        'Run a $6.8 million store with a team of 28, including two assistant managers, and grew sales by 14 percent in 2023 while holding payroll flat.',
        'Cut inventory shrink from 2.9 percent to 1.4 percent by tightening receiving procedures and training every associate on loss prevention.',
        'Developed four associates who were later promoted to assistant manager roles in other stores.' ] },
      { role: 'Assistant Store Manager', meta: 'Urban Thread Apparel · Detroit, MI · 2014 – 2019', bullets: [
        'Led floor sets, opening and closing routines, and weekly schedules for a staff of fifteen.',
        'Ran the store loyalty program sign ups, finishing first in the district two years in a row.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Associate of Applied Science, Business Management, Wayne Lakes Community College'] }] },
  ],
};

P.p03 = {
  name: 'Nikhil Bhattacharya, PharmD', title: 'Clinical Pharmacist',
  main: [
    { heading: 'Summary', items: ['Clinical pharmacist with nine years in hospital practice, specializing in anticoagulation and antimicrobial stewardship. I enjoy rounding with care teams and making dosing safer through good protocols.'] },
    { heading: 'Experience', items: [
      { role: 'Clinical Pharmacist, Internal Medicine', meta: 'Lakeshore Regional Medical Center · Chicago, IL · 2018 – Present', bullets: [
        'Round daily with two internal medicine teams, recommending dose adjustments for renal function, drug interactions and therapeutic drug monitoring.',
        'Run the pharmacist managed warfarin and vancomycin dosing services, covering about 60 consults a week.',
        'Co chair the antimicrobial stewardship committee, which reduced broad spectrum antibiotic days by 22 percent over two years.' ] },
      { role: 'Staff Pharmacist', meta: 'Prairie View Hospital · Joliet, IL · 2015 – 2018', bullets: [
        'Verified medication orders, compounded sterile products and answered drug information questions from nurses and physicians.',
        'Precepted fourth year pharmacy students on their hospital rotations.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Doctor of Pharmacy, Great Lakes College of Pharmacy, 2014', 'PGY1 Pharmacy Residency, Prairie View Hospital, 2015'] }] },
  ],
  side: [
    { heading: 'Contact', items: [{ lines: ['nikhil.b@rxmail.example', '(312) 555-0164', 'Chicago, IL'] }] },
    { heading: 'Licensure', items: [{ lines: ['Illinois Registered Pharmacist', 'BCPS, Board Certified', 'Pharmacotherapy Specialist'] }] },
    { heading: 'Clinical Skills', items: [{ lines: ['Anticoagulation', 'Pharmacokinetics', 'Antimicrobial stewardship', 'Medication reconciliation', 'Epic Willow'] }] },
    { heading: 'Languages', items: [{ lines: ['English', 'Bengali', 'Hindi'] }] },
  ],
};

P.p04 = {
  name: 'Luis Herrera', title: 'Warehouse Operations Supervisor',
  side: [
    { heading: 'Contact', items: [{ lines: ['(559) 555-0143', 'l.herrera@depot.example', 'Fresno, CA'] }] },
    { heading: 'Skills', items: [{ lines: ['Forklift and reach truck', 'Manhattan WMS', 'Cycle counting', 'Shift scheduling', 'OSHA compliance', 'Bilingual team leadership'] }] },
    { heading: 'Certifications', items: [{ lines: ['Class A CDL, clean record', 'Certified Forklift Trainer', 'OSHA 10 General Industry', 'First Aid and CPR'] }] },
    { heading: 'Languages', items: [{ lines: ['Spanish (native)', 'English (fluent)'] }] },
    { heading: 'References', items: [{ lines: ['Available on request'] }] },
  ],
  main: [
    { heading: 'Summary', items: ['Warehouse supervisor and former long haul driver with fifteen years in distribution centers and trucking. I run safe, accurate shifts and know what drivers and pickers need to get through a hard night.'] },
    { heading: 'Experience', items: [
      { role: 'Night Shift Operations Supervisor', meta: 'Central Valley Grocers Distribution · Fresno, CA · 2019 – Present', bullets: [
        'Supervise 45 selectors, loaders and forklift operators on the night shift in a 600,000 square foot refrigerated grocery warehouse.',
        'Raised order picking accuracy from 98.6 percent to 99.7 percent by reorganizing slotting and coaching new selectors during their first month.',
        'Led the shift through two years without a recordable forklift injury, after rewriting the pre shift equipment inspection routine.',
        'Plan labor each night against forecast volumes and report productivity, overtime and damages to the operations manager.' ] },
      { role: 'Lead Forklift Operator and Trainer', meta: 'Sunmaid Valley Packing · Selma, CA · 2014 – 2019', bullets: [
        'Trained and certified more than 120 forklift operators and kept training records ready for audits.',
        'Ran cycle counts and helped move the warehouse onto a new management system without losing a shipping day.',
        'Loaded export containers of dried fruit and checked seals and paperwork before release.' ] },
      { role: 'Over the Road Truck Driver', meta: 'Golden State Carriers · 2009 – 2014', bullets: [
        'Drove refrigerated loads across eleven western states, averaging 2,500 miles a week with no preventable accidents.',
        'Kept accurate logbooks, completed daily vehicle inspections and handled delivery paperwork with receivers.' ] },
      { role: 'Warehouse Associate', meta: 'Kings River Supply · Hanford, CA · 2006 – 2009', bullets: [
        'Picked, packed and shipped orders for farm and irrigation supplies, and helped customers load their trucks at will call.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['High School Diploma, Roosevelt High School, Fresno', 'Supply Chain Fundamentals Certificate, Fresno Valley College, 2020'] }] },
    { heading: 'Achievements', items: [{ bullets: [
      'Supervisor of the Year, Central Valley Grocers, 2022, chosen from supervisors at four distribution centers.',
      'Million Mile Safe Driving Award, Golden State Carriers, 2013.',
      'Designed a bilingual safety poster series that the company adopted at all of its warehouses.' ] }] },
    { heading: 'Community', items: [{ bullets: ['Volunteer driver for a regional food bank, delivering to rural pantries one Saturday a month.', 'Youth baseball coach, Fresno Little League, 2016 – present.'] }] },
  ],
};

// ---------- docx ----------
P.d01 = {
  name: 'Fatima Zahra El Idrissi', title: 'HR Generalist',
  side: [
    { heading: 'Contact', items: [{ lines: ['fatima.elidrissi@peoplemail.example', '+1 (929) 555-0117', 'Brooklyn, NY'] }] },
    { heading: 'Skills', items: [{ lines: ['Full cycle recruiting', 'Onboarding programs', 'Employee relations', 'HRIS: Workday, BambooHR', 'Benefits administration', 'FMLA and ADA leave'] }] },
    { heading: 'Certifications', items: [{ lines: ['SHRM Certified Professional', 'Mental Health First Aid'] }] },
    { heading: 'Languages', items: [{ lines: ['Arabic', 'French', 'English'] }] },
  ],
  main: [
    { heading: 'Profile', items: ['HR generalist with seven years supporting fast growing nonprofit and hospitality employers. Practical, fair and calm when conversations get hard.'] },
    { heading: 'Experience', items: [
      { role: 'HR Generalist', meta: 'Harbor Lights Hospitality Group · New York, NY · 2020 – Present', bullets: [
        'Support 650 employees across five hotels and a central office, handling employee relations cases, investigations and performance improvement plans.',
        'Rebuilt onboarding for hourly staff, cutting ninety day turnover from 41 percent to 27 percent.',
        'Manage leave of absence cases and coordinate accommodations with managers and benefits providers.' ] },
      { role: 'HR Coordinator', meta: 'Brooklyn Youth Arts Alliance · 2017 – 2020', bullets: [
        'Coordinated hiring for seasonal teaching artists, up to 120 hires each summer.',
        'Maintained personnel files and ran monthly HRIS audits.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['B.A. Psychology, Hudson Metropolitan College, 2016'] }] },
  ],
};

P.d02 = {
  name: 'Benedikt Krause', title: 'Project Architect',
  main: [
    { heading: 'Profile', items: ['Licensed architect with twelve years in residential, cultural and adaptive reuse projects, from competition entries through construction administration. Passionate about timber construction and low energy buildings.'] },
    { heading: 'Experience', items: [
      { role: 'Project Architect', meta: 'Holzwerk Architekten · Munich · 2017 – Present', bullets: [
        'Led design and delivery of a five storey mass timber apartment building with 48 units, certified to the Passive House standard.',
        'Coordinate structural, mechanical and fire consultants and run weekly design team meetings and site visits.',
        'Mentor three junior architects and review drawings for permit and tender packages.' ] },
      { role: 'Architect', meta: 'Studio Lindner + Partner · Stuttgart · 2012 – 2017', bullets: [
        'Worked on the conversion of a former textile mill into a library and community center, from concept design to handover.',
        'Produced detailed drawings and specifications and answered contractor queries during construction.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Master of Arts in Architecture, Technical University of Upper Bavaria, 2012', 'Bachelor of Arts in Architecture, Technical University of Upper Bavaria, 2010'] }] },
  ],
  side: [
    { heading: 'Contact', items: [{ lines: ['b.krause@archmail.example', '+49 151 5550 1930', 'Munich, Germany'] }] },
    { heading: 'Software', items: [{ lines: ['ArchiCAD', 'Rhino and Grasshopper', 'Revit', 'Enscape', 'Adobe InDesign'] }] },
    { heading: 'Registration', items: [{ lines: ['Bavarian Chamber of Architects', 'Certified Passive House Designer'] }] },
    { heading: 'Languages', items: [{ lines: ['German (native)', 'English (fluent)', 'Spanish (basic)'] }] },
  ],
};

P.d03 = {
  name: "Caitlin O'Rourke, RDH", title: 'Registered Dental Hygienist',
  contact: ['caitlin.orourke@smilemail.example', '(303) 555-0125', 'Denver, CO'],
  main: [
    { heading: 'Summary', items: ['Registered dental hygienist with six years in family and periodontal practices. Gentle with anxious patients and thorough with charting.'] },
    { heading: 'Key Achievements', items: [{ numbered: [
      'Grew the periodontal maintenance program at Front Range Family Dental from about 90 to 240 active patients in three years.',
      'Cut late cancellations by a third by setting up text reminders and personal follow up calls for high risk patients.',
      'Trained four new hygienists on the practice charting system and infection control routines.' ] }] },
    { heading: 'Experience', items: [
      { role: 'Dental Hygienist', meta: 'Front Range Family Dental · Denver, CO · 2020 – Present', bullets: [
        'See eight to ten patients a day for prophylaxis, scaling and root planing, radiographs and fluoride treatments.',
        'Perform periodontal charting and explain treatment plans to patients in plain language.',
        'Administer local anesthesia under Colorado permit.' ] },
      { role: 'Dental Hygienist', meta: 'Mile High Periodontics · Aurora, CO · 2018 – 2020', bullets: [
        'Assisted with periodontal surgeries and led maintenance visits for implant patients.',
        'Managed sterilization logs and monthly instrument inventory.' ] },
    ] },
    { heading: 'Education and Licensure', items: [{ bullets: ['Associate of Applied Science, Dental Hygiene, Rocky Mountain Community College, 2018', 'Colorado Dental Hygiene License and Local Anesthesia Permit', 'CPR for Healthcare Providers'] }] },
    { heading: 'Skills', items: [{ bullets: ['Dentrix and Eaglesoft', 'Digital radiography and intraoral scanning', 'Patient education and motivational interviewing'] }] },
  ],
};

P.d04 = {
  name: 'Jordan Castellanos', title: 'Marketing Manager',
  contact: ['jordan.castellanos@brandmail.example', '(619) 555-0158', 'San Diego, CA'],
  main: [
    { heading: 'Summary', items: ['Marketing manager with eight years leading campaigns for outdoor gear and craft beverage brands. Strong in lifecycle email, paid social and getting creative teams and sales teams to agree.'] },
    { heading: 'Experience', items: [
      { role: 'Marketing Manager', meta: 'Coastline Outdoor Co. · San Diego, CA · 2020 – Present', bullets: [
        'Lead a team of four and an annual budget of $2.1 million across paid social, search, email and events.',
        'Launched a loyalty program that reached 85,000 members in its first year and raised repeat purchase rate by 19 percent.',
        'Partnered with sales to build retailer co marketing kits used by more than 300 independent shops.' ] },
      { role: 'Digital Marketing Specialist', meta: 'Tidewater Brewing Company · 2016 – 2020', bullets: [
        'Ran social media and email for a regional brewery, growing the newsletter list from 6,000 to 48,000 subscribers.',
        'Coordinated beer release events and taproom promotions.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['B.A. Communication, Pacific Crest University, 2015'] }] },
    { heading: 'Skills', items: [{ bullets: ['Klaviyo, HubSpot, Meta Ads Manager, Google Ads, GA4', 'Brand strategy, campaign planning, budget management'] }] },
  ],
};

P.d05 = {
  name: 'Mei-Lin Chow', title: 'Senior Backend Engineer',
  contact: ['meilin.chow@devmail.example', '+1 (206) 555-0191', 'Seattle, WA', 'github.com/meilinchow'],
  main: [
    { heading: 'Summary', items: ['Backend engineer with ten years building payment and logistics systems in Go, Java and PostgreSQL. I care about boring, reliable services, good on call rotations and mentoring.'] },
    { heading: 'Experience', items: [
      { role: 'Senior Backend Engineer', meta: 'Evergreen Payments · Seattle, WA · 2020 – Present', bullets: [
        'Designed and led the migration of the card authorization service to Go, handling 4,000 requests per second at a p99 latency under 80 milliseconds.',
        'Introduced idempotency keys and an outbox pattern that eliminated duplicate charges reported by merchants.',
        'Run the payments on call rotation and wrote the runbooks used by eight engineers.',
        'Mentor three engineers and lead the backend interview loop.' ] },
      { role: 'Software Engineer', meta: 'Cascade Logistics · Tacoma, WA · 2016 – 2020', bullets: [
        'Built a Java service that assigns delivery routes to 1,200 drivers each morning, replacing spreadsheets used by dispatchers.',
        'Moved batch jobs from cron scripts to a managed workflow system with retries and alerting.',
        'Improved PostgreSQL query performance on the shipments table, cutting report times from minutes to seconds.' ] },
      { role: 'Junior Developer', meta: 'Pike Place Web Studio · 2014 – 2016', bullets: [
        'Built websites and small PHP applications for local businesses and nonprofits.' ] },
    ] },
    { heading: 'Skills', items: [{ bullets: ['Languages: Go, Java, Python, SQL', 'Systems: PostgreSQL, Kafka, Redis, Kubernetes, Terraform, AWS', 'Practices: code review, incident response, API design, testing'] }] },
    { heading: 'Education', items: [{ lines: ['B.S. Computer Science, Puget Sound Institute of Technology, 2014'] }] },
    { heading: 'Projects', items: [{ bullets: [
      'Maintainer of a small open source library for working with money amounts in Go, used by several payment startups.',
      'Volunteer instructor at a weekend coding program for high school girls, teaching introductory Python.' ] }] },
    { heading: 'Talks', items: [{ bullets: ['Idempotency in payment systems, regional Go meetup, 2023.', 'What we learned from our worst outage, internal engineering summit, 2022.'] }] },
  ],
};

P.d06 = {
  name: 'Abebe Tesfaye, LCSW', title: 'Clinical Social Worker',
  contact: ['abebe.tesfaye@carework.example', '(651) 555-0178', 'St. Paul, MN'],
  main: [
    { heading: 'Profile', items: ['Licensed clinical social worker with nine years in hospital discharge planning and community mental health. Experienced with refugee and immigrant families, crisis assessment and care coordination across agencies.'] },
    { heading: 'Experience', items: [
      { role: 'Clinical Social Worker', meta: 'Twin Rivers Community Health · St. Paul, MN · 2019 – Present', bullets: [
        'Carry a caseload of 55 adults with serious mental illness, providing therapy, crisis planning and coordination with psychiatrists and primary care.',
        'Started an Amharic and Oromo speaking support group for East African families, now in its fourth year.',
        'Supervise two social work interns each academic year.' ] },
      { role: 'Medical Social Worker', meta: 'Mississippi Valley Hospital · Minneapolis, MN · 2015 – 2019', bullets: [
        'Planned safe discharges for patients on medical and surgical floors, arranging home care, skilled nursing and transportation.',
        'Completed psychosocial assessments and led family meetings with the care team.' ] },
    ] },
    { heading: 'Education', items: [{ lines: ['Master of Social Work, University of the Upper Midwest, 2015', 'B.A. Sociology, Addis Ababa University, 2010'] }] },
    { heading: 'Licenses', items: [{ bullets: ['Licensed Independent Clinical Social Worker, Minnesota', 'Certified in Trauma Focused Cognitive Behavioral Therapy'] }] },
    { heading: 'Languages', items: [{ bullets: ['English, Amharic, Oromo'] }] },
  ],
};

// ---------- expected text (written from this source content, never from extraction) ----------
export function sectionLines(sec, hcase = (h) => h) {
  const out = [hcase(sec.heading)];
  for (const it of sec.items) {
    if (typeof it === 'string') out.push(it);
    else if (it.role) { out.push(it.role, it.meta, ...it.bullets.map((b) => '- ' + b)); }
    else if (it.bullets) out.push(...it.bullets.map((b) => '- ' + b));
    else if (it.lines) out.push(...it.lines);
    else if (it.table) out.push(...it.table.map((r) => r.join(' ')));
    else if (it.numbered) out.push(...it.numbered.map((t, i) => `${i + 1}. ${t}`));
  }
  return out;
}
export function headLines(p, withContact = true) {
  return [p.name, p.title, ...(withContact && p.contact ? p.contact : [])];
}
// order: array of 'head' | 'side' | 'main' | 'headNoContact'
export function expectedText(p, order, hcase) {
  const blocks = [];
  for (const o of order) {
    if (o === 'head') blocks.push(headLines(p, true));
    else if (o === 'headNoContact') blocks.push(headLines(p, false));
    else for (const s of p[o]) blocks.push(sectionLines(s, hcase));
  }
  return blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
}
export function sidebarLines(p, hcase, extra = []) {
  return [...extra, ...p.side.flatMap((s) => sectionLines(s, hcase))];
}
