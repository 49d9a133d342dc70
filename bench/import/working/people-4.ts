// Resume content for the 41b held-out set. Each person is written once here; every template
// renders it and writes the expected text from the same data before producing its file.
export type Bullet = string | { text: string; sub: string[] };
export interface Entry {
  title: string;
  dates: string;
  where?: string;
  bullets: Bullet[];
}
export interface Section {
  heading: string;
  paragraphs?: string[];
  lines?: string[];
  items?: string[];
  entries?: Entry[];
}
export interface Person {
  name: string;
  title: string;
  contact: string[];
  side: Section[];
  main: Section[];
}

export const P: Record<string, Person> = {
  m01: {
    name: 'Marisol Ortega',
    title: 'Registered Dental Hygienist',
    contact: ['marisol.ortega.rdh@gmail.com', '(602) 555-0193', 'Mesa, AZ'],
    side: [
      { heading: 'Skills', items: ['Periodontal charting', 'Digital radiography', 'Patient education', 'Dentrix', 'Local anesthesia'] },
      { heading: 'Languages', lines: ['Spanish (fluent)', 'English (native)'] },
    ],
    main: [
      { heading: 'Profile', paragraphs: ['Gentle, thorough hygienist with eight years in family and pediatric practices. I keep recall schedules full and nervous patients coming back.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Dental Hygienist, Desert Bloom Family Dentistry', dates: 'May 2019 – Present', where: 'Mesa, AZ', bullets: ['See 9 to 11 patients a day for cleanings, scaling and root planing, and sealants.', 'Raised recall appointment rate from 58% to 81% by calling overdue patients myself on Friday afternoons.', 'Trained two new hygienists on the office intraoral camera and charting templates.'] },
          { title: 'Dental Hygienist, Smile Street Pediatric Dental', dates: 'Jun 2016 – Apr 2019', where: 'Tempe, AZ', bullets: ['Cleaned and applied fluoride varnish for children aged 2 to 17.', 'Ran the school screening day at four elementary schools each spring.'] },
        ],
      },
      { heading: 'Education', lines: ['A.A.S. Dental Hygiene, Phoenix College, 2016', 'Arizona RDH License #H-20871, Local Anesthesia Certified'] },
    ],
  },
  m02: {
    name: 'Tobias Lindqvist',
    title: 'Backend Engineer',
    contact: ['tobias@lindqvist.dev', '+46 70 555 12 48', 'Gothenburg, Sweden', 'github.com/tlindqvist'],
    side: [
      { heading: 'Tech stack', items: ['Kotlin', 'Java 21', 'PostgreSQL', 'Kafka', 'gRPC', 'Docker'] },
      { heading: 'Education', lines: ['MSc Software Engineering', 'Chalmers University of Technology, 2018'] },
      { heading: 'Interests', lines: ['Open-water swimming', 'Mechanical keyboards'] },
    ],
    main: [
      { heading: 'About me', paragraphs: ['Backend engineer who likes boring, well-tested services. Six years building payment and logistics systems in Kotlin on the JVM.'] },
      {
        heading: 'Work experience',
        entries: [
          { title: 'Senior Backend Engineer · Fraktlogik AB', dates: '2021 – now', bullets: ['Designed the shipment event pipeline on Kafka that now carries 14 million events a day.', 'Replaced a nightly batch reconciliation with streaming checks, so carriers see invoice errors within minutes instead of the next morning.', 'Interview and onboard new hires; six so far.'] },
          { title: 'Backend Engineer · Kassaflöde', dates: '2018 – 2021', bullets: ['Built the refunds API used by 2,300 online shops.', 'Moved the test suite to Testcontainers and cut flaky builds from roughly one in five to almost none.'] },
        ],
      },
    ],
  },
  m03: {
    name: 'Deandre Whitfield',
    title: 'Journeyman Electrician',
    contact: ['deandre.whitfield@outlook.com', '(614) 555-0127', 'Columbus, OH'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['Licensed journeyman electrician, 11 years in commercial and light industrial work. OSHA 30, clean safety record, own tools and truck.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Journeyman Electrician, Brightline Electric Co.', dates: 'April 2018 – Present', where: 'Columbus, OH', bullets: ['Lead a crew of three on tenant fit-outs from 5,000 to 40,000 sq ft, rough-in through trim-out.', 'Install and terminate 480V three-phase service, panels, and motor controls for rooftop units.', 'Read and mark up drawings with the foreman and catch conflicts before they become change orders.'] },
          { title: 'Apprentice Electrician, IBEW Local 683', dates: 'August 2013 – March 2018', where: 'Columbus, OH', bullets: ['Completed 8,000 hours on school, hospital and warehouse jobs.', 'Bent and ran EMT and rigid conduit, pulled wire, and installed fire alarm devices.'] },
        ],
      },
      { heading: 'Licenses & Certifications', lines: ['Ohio Journeyman Electrician License', 'OSHA 30-Hour Construction', 'NFPA 70E Arc Flash Training, 2024'] },
      { heading: 'Education', lines: ['Diploma, Whetstone High School, 2012'] },
    ],
  },
  m04: {
    name: 'Priya Raman',
    title: 'Product Designer',
    contact: ['priya.raman.design@gmail.com', '+1 415 555 0166', 'San Francisco, CA', 'priyaraman.design'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['Product designer focused on complex B2B workflows. I spend a lot of time with support tickets and sales calls before I open Figma.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior Product Designer, Ledgerly', dates: '2022 – Present', where: 'San Francisco, CA', bullets: ['Redesigned invoice approval, cutting median approval time from 3.1 days to 19 hours.', 'Built and maintain the design system used by 5 product squads (140 components).'] },
          { title: 'Product Designer, Tillwork', dates: '2019 – 2022', where: 'Oakland, CA', bullets: ['Owned onboarding for the scheduling app; trial-to-paid conversion rose 22%.', 'Ran 60+ moderated usability sessions with restaurant managers.'] },
          { title: 'UX Intern, City of San José Digital Services', dates: 'Summer 2018', where: 'San José, CA', bullets: ['Rewrote the permit application form in plain language with the housing team.'] },
        ],
      },
      { heading: 'Education', entries: [{ title: 'B.A. Cognitive Science, UC San Diego', dates: '2015 – 2019', bullets: [] }] },
      { heading: 'Tools', paragraphs: ['Figma, FigJam, Maze, Dovetail, HTML and CSS, basic React'] },
    ],
  },
  m05: {
    name: 'Gregory Mbeki',
    title: 'Supply Chain Manager',
    contact: ['g.mbeki@protonmail.com', '+27 82 555 0419', 'Johannesburg, South Africa'],
    side: [],
    main: [
      { heading: 'Professional Summary', paragraphs: ['Supply chain manager with fifteen years across FMCG distribution and automotive parts. I run planning, warehousing and transport teams, and I am most useful when stock is in the wrong place and the customer is already on the phone.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Supply Chain Manager, Umoya Beverages', dates: 'March 2020 – Present', where: 'Johannesburg', bullets: ['Run planning, three distribution centres and a fleet of 64 trucks serving 9,000 outlets in Gauteng and Limpopo.', 'Cut stock-outs at key accounts from 7.4% to 2.1% by moving to weekly demand reviews with sales.', 'Negotiated new transport contracts that saved R18 million in the first year.', 'Brought in a warehouse management system at two sites without missing a single delivery window.'] },
          { title: 'Logistics Manager, AutoSpares Direct', dates: 'January 2015 – February 2020', where: 'Pretoria', bullets: ['Managed inbound freight from 40 suppliers in Germany, Japan and China.', 'Reduced customs clearance time from 9 days to 4 by pre-lodging documents with our broker.', 'Set up cycle counting, raising inventory accuracy from 91% to 99.2%.'] },
          { title: 'Planning Analyst, Sizwe Foods', dates: 'June 2010 – December 2014', where: 'Durban', bullets: ['Built the weekly production plan for two bakeries and a snack line.', 'Wrote the Excel forecasting model the business used until 2019.'] },
          { title: 'Graduate Trainee, Transnet Freight Rail', dates: 'January 2009 – May 2010', where: 'Durban', bullets: ['Rotated through yard operations, rolling stock planning and customer service.'] },
        ],
      },
      { heading: 'Education', lines: ['MBA, Gordon Institute of Business Science, 2017', 'BCom Logistics, University of KwaZulu-Natal, 2008'] },
      { heading: 'Certifications', lines: ['APICS CSCP', 'Lean Six Sigma Green Belt'] },
      { heading: 'Systems', lines: ['SAP S/4HANA (MM, SD), Manhattan WMS, Kinaxis, Power BI, Excel'] },
    ],
  },
  m06: {
    name: 'Dr. Helena Varga',
    title: 'Clinical Research Scientist',
    contact: ['helena.varga@fastmail.com', '+44 7700 900 318', 'Cambridge, United Kingdom', 'orcid.org/0000-0002-5531-7788'],
    side: [],
    main: [
      { heading: 'Research Profile', paragraphs: ['Clinical research scientist with twelve years in oncology trials, from first-in-human dose escalation to phase III. I write protocols, work closely with sites and statisticians, and I like turning messy trial data into decisions a steering committee can act on.'] },
      {
        heading: 'Professional Experience',
        entries: [
          { title: 'Principal Clinical Scientist, Arden Therapeutics', dates: 'September 2020 – Present', where: 'Cambridge, UK', bullets: ['Scientific lead for two phase II trials of an antibody-drug conjugate in HER2-low breast cancer, 31 sites in 6 countries.', 'Wrote the protocol, the statistical analysis plan with the biostatistics team, and the clinical study report sections for efficacy.', 'Chaired the weekly safety review and presented to the data monitoring committee four times a year.', 'Mentored three clinical scientists; two have since been promoted.'] },
          { title: 'Senior Clinical Scientist, Northgate Oncology', dates: 'March 2016 – August 2020', where: 'London, UK', bullets: ['Ran medical monitoring for a phase I dose-escalation study with 84 patients across 5 cohorts.', 'Designed the biomarker sampling schedule with the translational team and cut sample loss from 18% to 4%.', 'Co-authored the investigator brochure updates for two molecules.'] },
          { title: 'Clinical Research Fellow, Addenbrooke\'s Hospital', dates: 'October 2012 – February 2016', where: 'Cambridge, UK', bullets: ['Screened and consented patients for 11 investigator-led and commercial trials.', 'Managed the unit\'s trial database and wrote the standard operating procedures for data entry.'] },
          { title: 'Research Assistant, Semmelweis University', dates: 'September 2009 – August 2012', where: 'Budapest, Hungary', bullets: ['Ran cell viability assays and Western blots for a kinase inhibitor programme.', 'Prepared figures and methods sections for three publications.'] },
        ],
      },
      { heading: 'Education', lines: ['PhD Oncology, University of Cambridge, 2016', 'MD, Semmelweis University, Budapest, 2009'] },
      { heading: 'Selected Publications', items: ['Varga H, Osei K, Patel R. Exposure-response of trastuzumab deruxtecan analogues in HER2-low disease. J Clin Oncol. 2024;42(9):1101–1110.', 'Varga H, Brennan M. Biomarker sample attrition in early oncology trials: causes and fixes. Clin Trials. 2021;18(4):455–463.', 'Hughes T, Varga H, et al. A phase I study of NG-114 in advanced solid tumours. Br J Cancer. 2019;121(2):130–138.'] },
      { heading: 'Skills', lines: ['ICH-GCP, protocol writing, medical monitoring, CDISC, Medidata Rave, Spotfire, R for exploratory analysis'] },
      { heading: 'Languages', lines: ['Hungarian (native), English (fluent), German (intermediate)'] },
    ],
  },
  m07: {
    name: 'Kwame Asante',
    title: 'Executive Chef',
    contact: ['kwame.asante.chef@gmail.com', '(312) 555-0142', 'Chicago, IL', 'instagram.com/chefkwame'],
    side: [],
    main: [
      { heading: 'Profile', paragraphs: ['Executive chef with 14 years in high-volume and fine dining kitchens. West African roots, French training, and a habit of writing every recipe down.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Executive Chef, Harbor & Vine', dates: '2019 – Present', where: 'Chicago, IL', bullets: ['Run a 180-cover kitchen and a brigade of 22; food cost held at 27% for four straight years.', 'Rebuilt the menu around Midwest farms and cut produce waste by a third.', 'Named to Chicago Magazine\'s "Best New Restaurants" list, 2020.'] },
          { title: 'Chef de Cuisine, Maison Lune', dates: '2014 – 2019', where: 'Chicago, IL', bullets: ['Ran the line and daily specials for a 90-seat French bistro.', 'Trained 30+ cooks, five of whom now run their own kitchens.'] },
        ],
      },
      { heading: 'Education', lines: ['Grand Diplôme, Le Cordon Bleu Paris, 2010'] },
      { heading: 'Certifications', lines: ['ServSafe Manager', 'Allergen Awareness (Illinois)'] },
    ],
  },
  m08: {
    name: 'Anneliese Brandt',
    title: 'Senior Financial Analyst',
    contact: ['anneliese.brandt@gmx.de', '+49 151 5550 2291', 'Frankfurt am Main'],
    side: [],
    main: [
      { heading: 'Profile', paragraphs: ['Financial analyst with nine years in corporate FP&A for industrial and logistics groups. I build forecasting models that business unit heads actually use, and I am comfortable presenting variances to a CFO who has already read the numbers.'] },
      {
        heading: 'Professional Experience',
        entries: [
          { title: 'Senior Financial Analyst, Rheinwerk Logistik GmbH', dates: '04/2020 – present', where: 'Frankfurt', bullets: ['Own the monthly forecast and the annual budget for the contract logistics division, revenue of EUR 1.4 billion across 38 warehouses in six countries.', 'Rebuilt the driver-based forecast model in Anaplan, which reduced the forecast cycle from twelve working days to five and improved full-year accuracy to within 1.5% of actuals.', 'Prepare the quarterly business reviews for the division board, including the bridge from budget to latest estimate and the risks and opportunities list.', 'Led the pricing review of 140 customer contracts and identified EUR 6.2 million in underpriced indexation clauses, most of which were renegotiated in 2023.'] },
          { title: 'Financial Analyst, Voss Maschinenbau AG', dates: '09/2016 – 03/2020', where: 'Offenbach', bullets: ['Produced monthly management reporting for three plants, with variance commentary for the plant controllers and the CFO office.', 'Built a capital expenditure tracking tool in Power BI that replaced eleven separate spreadsheets and became the single source for investment committee meetings.'] },
        ],
      },
      { heading: 'Education', lines: ['M.Sc. Finance, Goethe University Frankfurt, 2016', 'B.Sc. Business Administration, University of Mannheim, 2014'] },
      { heading: 'Skills', lines: ['Anaplan, SAP S/4HANA CO, Power BI, Excel (advanced), SQL, German (native), English (C1)'] },
    ],
  },
  m09: {
    name: 'Jordan Ellis-Park',
    title: 'IT Support Specialist',
    contact: ['jordan.ellispark@gmail.com', '(503) 555-0178', 'Portland, OR'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['Help desk and desktop support technician, five years in schools and a mid-size law firm. Patient with users, fussy about documentation.'] },
      { heading: 'Technical Skills', items: ['Windows 10/11', 'macOS', 'Active Directory', 'Microsoft 365', 'Intune', 'Jamf Pro', 'ServiceNow', 'PowerShell', 'Cisco Meraki'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'IT Support Specialist, Harlow & Finch LLP', dates: 'Feb 2022 – Present', where: 'Portland, OR', bullets: ['Resolve 25–40 tickets a week for 160 attorneys and staff; 96% satisfaction on closed tickets.', 'Rolled out Intune to 210 laptops and wrote the self-service guide for new hires.', 'Manage the equipment inventory and the loaner pool for trial teams.'] },
          { title: 'Technology Technician, Reynolds School District', dates: 'Aug 2019 – Jan 2022', where: 'Fairview, OR', bullets: ['Imaged and repaired 3,000 Chromebooks a year across six schools.', 'Set up classroom projectors and document cameras for remote learning in 2020.'] },
        ],
      },
      { heading: 'Certifications', lines: ['CompTIA A+', 'CompTIA Network+', 'Microsoft 365 Certified: Modern Desktop Administrator Associate'] },
    ],
  },
  m10: {
    name: 'Sofia Castellanos',
    title: 'Project Manager, Construction',
    contact: ['sofia.castellanos@yahoo.com', '(210) 555-0135', 'San Antonio, TX'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['Construction project manager with ten years on healthcare and education projects from $4M to $60M. PMP, LEED AP BD+C.'] },
      {
        heading: 'Experience',
        entries: [
          {
            title: 'Project Manager, Alamo Builders Group',
            dates: 'June 2019 – Present',
            where: 'San Antonio, TX',
            bullets: [
              { text: 'Delivered a $58M four-story medical office building two weeks early:', sub: ['Managed 34 subcontractors and a field team of 6.', 'Closed out with zero open punch items at owner walkthrough.'] },
              'Run weekly OAC meetings and keep the owner\'s budget report current to the day.',
              { text: 'Set up the company\'s first digital submittal process in Procore:', sub: ['Average submittal turnaround fell from 14 to 6 days.'] },
            ],
          },
          { title: 'Assistant Project Manager, Ridgeline Construction', dates: 'May 2015 – May 2019', where: 'Austin, TX', bullets: ['Handled RFIs, submittals and change orders on three K-12 school projects.', 'Prepared monthly pay applications totaling more than $31M.'] },
        ],
      },
      { heading: 'Key Achievements', items: ['Alamo Builders Project of the Year, 2022', 'Zero lost-time incidents on every project I have managed', 'Mentored four assistant PMs'] },
      { heading: 'Education & Credentials', lines: ['B.S. Construction Science, Texas A&M University, 2015', 'PMP, Project Management Institute', 'LEED AP BD+C'] },
    ],
  },
  m11: {
    name: 'Oluwaseun Adeyemi',
    title: 'Data Scientist',
    contact: ['seun.adeyemi@gmail.com', '+1 (647) 555-0154', 'Toronto, ON', 'linkedin.com/in/seunadeyemi'],
    side: [
      { heading: 'Skills', items: ['Python, pandas, scikit-learn', 'SQL (Snowflake, BigQuery)', 'Causal inference', 'A/B test design', 'dbt', 'Looker'] },
      { heading: 'Education', lines: ['M.Sc. Statistics, University of Toronto, 2019', 'B.Sc. Mathematics, University of Lagos, 2016'] },
      { heading: 'Languages', lines: ['English', 'Yoruba', 'French (basic)'] },
    ],
    main: [
      { heading: 'Summary', paragraphs: ['Data scientist working on pricing and experimentation for consumer apps. Good at the unglamorous half of the job: definitions, data quality, and explaining results to people who will act on them.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior Data Scientist, Maplecart', dates: 'Jan 2022 – Present', where: 'Toronto', bullets: ['Built the delivery-fee pricing model; average basket grew 6% with no drop in orders.', 'Run the experimentation review, about 30 A/B tests a quarter.', 'Wrote the metrics layer in dbt that finance and product now share.'] },
          { title: 'Data Scientist, Northstar Insurance', dates: 'Jul 2019 – Dec 2021', where: 'Toronto', bullets: ['Modelled claim frequency for the auto book with gradient boosting; loss ratio forecast error down 30%.', 'Automated the monthly retention report that used to take two analysts a week.'] },
        ],
      },
    ],
  },
  m12: {
    name: 'Margaret "Peggy" O\'Donnell',
    title: 'Elementary School Teacher',
    contact: ['peggy.odonnell@icloud.com', '(617) 555-0181', 'Quincy, MA'],
    side: [],
    main: [
      { heading: 'Objective', paragraphs: ['Experienced third-grade teacher looking for a classroom position in a district that values literacy and small-group instruction.'] },
      {
        heading: 'Teaching Experience',
        entries: [
          { title: 'Third Grade Teacher, Atherton Elementary School', dates: '2012 – Present', where: 'Quincy, MA', bullets: ['Teach all subjects to classes of 22–26 students, including students on IEPs and English learners.', 'Raised the share of students reading at grade level from 61% to 84% over three years with daily guided reading groups.', 'Grade-level team lead since 2018; plan units and common assessments with three colleagues.'] },
          { title: 'Long-Term Substitute, Braintree Public Schools', dates: '2010 – 2012', where: 'Braintree, MA', bullets: ['Covered first and second grade classrooms for full semesters.'] },
        ],
      },
      { heading: 'Education', lines: ['M.Ed. Reading and Literacy, Lesley University, 2014', 'B.A. Elementary Education, Bridgewater State University, 2010'] },
      { heading: 'Licensure', lines: ['Massachusetts Professional License, Elementary 1–6', 'SEI Endorsement'] },
    ],
  },
  m13: {
    name: 'Ravi Shankar Iyer',
    title: 'DevOps Engineer',
    contact: ['ravi.iyer@hey.com', '+91 98450 55512', 'Bengaluru, India', 'github.com/ravi-iyer'],
    side: [
      { heading: 'Core Skills', items: ['AWS (EKS, RDS, IAM)', 'Terraform', 'GitHub Actions', 'ArgoCD', 'Grafana & Loki', 'Bash, Python'] },
      { heading: 'Certifications', lines: ['AWS Certified DevOps Engineer – Professional', 'HashiCorp Terraform Associate'] },
    ],
    main: [
      { heading: 'Summary', paragraphs: ['DevOps engineer, seven years. I build delivery pipelines and platforms that developers do not have to think about.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior DevOps Engineer, Zestpay', dates: 'Mar 2021 – Present', where: 'Bengaluru', bullets: ['Moved 70 services from Jenkins to GitHub Actions and ArgoCD; deploys went from weekly to 40 a day.', 'Cut AWS spend 28% with Graviton instances, spot node groups and storage cleanup.', 'On-call lead for the platform team; wrote most of our runbooks.'] },
          { title: 'Systems Engineer, Infosys', dates: 'Jul 2017 – Feb 2021', where: 'Mysuru', bullets: ['Maintained Linux servers and Ansible playbooks for a European retail client.'] },
        ],
      },
      { heading: 'Education', lines: ['B.E. Computer Science, RV College of Engineering, 2017'] },
    ],
  },
  m14: {
    name: 'Camille Dubois-Martin',
    title: 'Marketing Communications Lead',
    contact: ['camille.duboismartin@gmail.com', '+33 6 55 50 21 87', 'Lyon, France'],
    side: [],
    main: [
      { heading: 'Profile', paragraphs: ['Marketing communications lead with eight years in consumer brands and agencies. I write, I plan campaigns, and I keep the budget honest; equally at home with a press release, a retail launch or a quarterly board deck.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Marketing Communications Lead, Maison Verdier Cosmetics', dates: '2021 – Present', where: 'Lyon', bullets: ['Plan and run the communications calendar for three product lines sold in 1,200 pharmacies across France and Belgium, working with two agencies and an in-house content team of four.', 'Launched the refillable skincare range with a campaign that reached 11 million people and brought in 48,000 first-time online customers in its first quarter.', 'Introduced a shared brief template and a monthly review with sales, which cut late changes to retail materials by more than half.'] },
          { title: 'Account Manager, Agence Lumière', dates: '2017 – 2021', where: 'Paris', bullets: ['Managed campaigns for food and beverage clients with annual budgets between EUR 300,000 and EUR 2 million, from the first brief to post-campaign reporting.', 'Won and onboarded two new clients, including a national bakery chain that stayed with the agency for four years.'] },
        ],
      },
      { heading: 'Education', lines: ['Master in Communication, Sciences Po Lyon, 2017'] },
      { heading: 'Languages', lines: ['French (native), English (fluent), Italian (conversational)'] },
    ],
  },
  m15: {
    name: 'Bartholomew Nguyen',
    title: 'Warehouse Operations Supervisor',
    contact: ['bart.nguyen88@gmail.com', '(909) 555-0112', 'Ontario, CA'],
    side: [
      { heading: 'Skills', lines: ['Forklift & reach truck', 'Manhattan WMS', 'Inventory control', 'OSHA safety', 'Team scheduling'] },
      { heading: 'Certifications', lines: ['OSHA 10 General Industry', 'Certified Forklift Trainer'] },
      { heading: 'Languages', lines: ['English, Vietnamese, Spanish (basic)'] },
    ],
    main: [
      { heading: 'Summary', paragraphs: ['Warehouse supervisor with nine years in e-commerce fulfillment. I run shifts of 40 to 60 associates and care about safe, on-time outbound.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Operations Supervisor, Pacific Crest Fulfillment', dates: 'Oct 2020 – Present', where: 'Ontario, CA', bullets: ['Supervise night shift of 55 associates in receiving, picking and shipping.', 'Raised units per hour 17% by re-slotting the top 300 SKUs closer to pack stations.', 'Went 900+ days without a recordable injury on my shift.'] },
          { title: 'Lead Associate, QuickShip Logistics', dates: 'Mar 2016 – Sep 2020', where: 'Fontana, CA', bullets: ['Trained new hires on RF scanners and forklift safety.', 'Ran cycle counts for the high-value cage.'] },
        ],
      },
      { heading: 'Education', lines: ['Certificate, Supply Chain Management, Chaffey College, 2019'] },
    ],
  },
  m16: {
    name: 'Ingrid Solberg',
    title: 'Physiotherapist',
    contact: ['ingrid.solberg@live.no', '+47 915 55 032', 'Bergen, Norway'],
    side: [
      { heading: 'Specialities', lines: ['Sports injuries', 'Post-operative knee rehab', 'Vestibular therapy', 'Dry needling'] },
      { heading: 'Languages', lines: ['Norwegian (native)', 'English (fluent)', 'Swedish (good)'] },
    ],
    main: [
      { heading: 'Profile', paragraphs: ['Physiotherapist with seven years in private practice and a football club. I like clear home programmes and patients who know why they are doing each exercise.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Physiotherapist, Fjordklinikken', dates: '2020 – present', where: 'Bergen', bullets: ['Treat 30–35 patients a week, mostly ACL, ankle and shoulder rehabilitation.', 'Set up the clinic\'s vestibular service with an ENT doctor; waiting time now under two weeks.'] },
          { title: 'Club Physiotherapist, Åsane Fotball', dates: '2017 – 2020', where: 'Bergen', bullets: ['Covered matches and training for the first team and the under-19 squad.', 'Introduced a hamstring injury prevention programme; hamstring injuries halved in two seasons.'] },
        ],
      },
      { heading: 'Education', lines: ['BSc Physiotherapy, Western Norway University of Applied Sciences, 2017'] },
    ],
  },
  m17: {
    name: 'Luis Fernando Rocha',
    title: 'Accountant',
    contact: ['lf.rocha.cpa@gmail.com', '(305) 555-0168', 'Miami, FL'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['CPA with six years in public accounting and industry. Month-end close, audits, and sales tax across several states.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior Accountant, Coral Bay Hospitality Group', dates: 'July 2021 – Present', where: 'Miami, FL', bullets: ['Close the books for 9 hotels each month in 6 working days, down from 10.', 'Prepare reconciliations and workpapers for the annual audit; no adjustments in the last two audits.', 'File sales and tourist development tax in Florida, Georgia and South Carolina.'] },
          { title: 'Audit Associate, Moreno & Katz CPAs', dates: 'September 2018 – June 2021', where: 'Coral Gables, FL', bullets: ['Audited nonprofits and construction companies with revenue from $5M to $200M.', 'Tested revenue and payroll controls and drafted management letters.'] },
        ],
      },
      { heading: 'Education', lines: ['Master of Accounting, Florida International University, 2018', 'B.B.A. Accounting, Florida International University, 2017'] },
      { heading: 'Skills', lines: ['NetSuite, QuickBooks, Excel (pivot tables, XLOOKUP, Power Query), Avalara, Spanish (native)'] },
    ],
  },
  m18: {
    name: 'Eleanor Whitcombe',
    title: 'Senior Paralegal',
    contact: ['eleanor.whitcombe@gmail.com', '(215) 555-0104', 'Philadelphia, PA'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['Litigation paralegal with 16 years supporting commercial and product liability teams through discovery and trial. Calm under deadlines and very good at finding the one document everyone is looking for.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior Litigation Paralegal, Ashby Kline LLP', dates: 'March 2015 – Present', where: 'Philadelphia, PA', bullets: ['Support four partners on product liability and commercial cases, including two multidistrict litigations.', 'Manage document review in Relativity for productions of more than 2 million pages.', 'Prepare trial binders, exhibit lists and witness kits; attended 9 trials as trial paralegal.', 'Train and review the work of three junior paralegals and the case clerks.', 'Built the firm\'s deposition digest template, now used across the litigation department.'] },
          { title: 'Paralegal, Dunmore & Reyes P.C.', dates: 'June 2009 – February 2015', where: 'Cherry Hill, NJ', bullets: ['Drafted discovery responses, subpoenas and routine motions for attorney review.', 'Tracked court deadlines for a docket of 120 active matters.', 'Organized medical records and billing summaries for personal injury claims.'] },
          { title: 'Legal Secretary, Office of the Public Defender', dates: 'August 2007 – May 2009', where: 'Camden, NJ', bullets: ['Scheduled client visits and court dates for six attorneys.', 'Prepared and filed pleadings with the county court.'] },
        ],
      },
      { heading: 'Education', lines: ['Paralegal Certificate (ABA approved), Temple University, 2009', 'B.A. English, Rutgers University–Camden, 2007'] },
      { heading: 'Skills', lines: ['Relativity, iManage, CaseMap, Westlaw, PACER and state e-filing, Adobe Acrobat Pro, Bates numbering and redaction'] },
      { heading: 'Professional Associations', lines: ['Philadelphia Association of Paralegals, member since 2010', 'NALS Certified Professional Paralegal (PP)'] },
    ],
  },
  m19: {
    name: 'Thandiwe Moyo',
    title: 'Registered Nurse, ICU',
    contact: ['thandiwe.moyo.rn@gmail.com', '(404) 555-0150', 'Atlanta, GA'],
    side: [
      { heading: 'Clinical Skills', lines: ['Ventilator management', 'Arterial lines', 'CRRT', 'Titrating vasoactive drips', 'Epic charting'] },
      { heading: 'Certifications', lines: ['CCRN', 'ACLS', 'BLS', 'NIHSS'] },
    ],
    main: [
      { heading: 'Summary', paragraphs: ['ICU nurse with six years in medical and cardiac intensive care at a Level I trauma center.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Staff Nurse, Medical ICU, Grady Memorial Hospital', dates: '2020 – Present', where: 'Atlanta, GA', bullets: ['Care for two critically ill patients per shift on a 24-bed unit.', 'Charge nurse two shifts a week; precept new graduate nurses.', 'Member of the unit\'s CLABSI reduction team; no line infections in 14 months.'] },
          { title: 'Staff Nurse, Cardiac Step-Down, Piedmont Atlanta', dates: '2018 – 2020', where: 'Atlanta, GA', bullets: ['Monitored post-cath and post-CABG patients on telemetry.'] },
        ],
      },
      { heading: 'Education', lines: ['BSN, Emory University, 2018'] },
    ],
  },
  m20: {
    name: 'Mateusz Kowalczyk',
    title: 'CNC Machinist',
    contact: ['mateusz.kowalczyk@wp.pl', '(414) 555-0139', 'Milwaukee, WI'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['CNC machinist, 12 years on Haas and Mazak mills and lathes. Set up, program at the control, and hold tight tolerances on aerospace and medical parts.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'CNC Machinist II, Lakeshore Precision', dates: '2016 – Present', where: 'Milwaukee, WI', bullets: ['Set up and run 5-axis Mazak Variaxis on titanium and Inconel parts to ±0.0005 in.', 'Write and edit programs at the control and in Mastercam for short runs.', 'Cut setup time on the bracket family from 3 hours to 50 minutes with a modular fixture plate.'] },
          { title: 'Machine Operator, Badger Gear Works', dates: '2012 – 2016', where: 'West Allis, WI', bullets: ['Ran Haas lathes on production jobs and did first-article inspection.'] },
        ],
      },
      { heading: 'Skills', items: ['GD&T and blueprint reading', 'Mastercam', 'Fanuc and Mazatrol controls', 'CMM basics', 'Micrometers, bore gauges, height gauges'] },
      { heading: 'Training', items: ['NIMS Machining Level I', 'CNC Machining Certificate, Milwaukee Area Technical College, 2012'] },
    ],
  },
  m21: {
    name: 'Hannah Greenberg',
    title: 'UX Writer',
    contact: ['hannah@greenbergwrites.com', '(718) 555-0126', 'Brooklyn, NY', 'greenbergwrites.com'],
    side: [],
    main: [
      { heading: 'Summary', paragraphs: ['UX writer and content designer. I make banking and health apps say clearly what they do, in as few words as they need.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Senior UX Writer, Mintleaf Bank', dates: '2021 – Present', where: 'New York, NY', bullets: ['Wrote the voice and tone guide used by 40 designers and engineers.', 'Rewrote the card-dispute flow; support calls about disputes fell 31%.', 'Pair with research on content testing and comprehension studies.'] },
          { title: 'Content Designer, Wellpoint Health (contract)', dates: '2019 – 2021', where: 'Remote', bullets: ['Owned error messages and empty states for the patient app.', 'Built the content library in Figma with 600+ approved strings.'] },
        ],
      },
      { heading: 'Education', lines: ['B.A. English and Linguistics, Barnard College, 2016'] },
    ],
  },
  m22: {
    name: 'Samuel Okonkwo-Reid',
    title: 'Civil Engineer (PE)',
    contact: ['samuel.okonkwo.reid@gmail.com', '(720) 555-0177', 'Denver, CO'],
    side: [],
    main: [
      { heading: 'Professional Summary', paragraphs: ['Licensed civil engineer with ten years in municipal water and stormwater design. Comfortable leading design teams, working with city staff and presenting at public meetings.'] },
      {
        heading: 'Experience',
        entries: [
          { title: 'Project Engineer, Rocky Ridge Engineering', dates: 'May 2018 – Present', where: 'Denver, CO', bullets: ['Lead design of water main replacement projects for three Front Range cities, about 12 miles of pipe a year.', 'Designed the detention and water quality facilities for a 140-acre mixed-use development.', 'Prepare cost estimates and bid documents; last six projects bid within 8% of estimate.', 'Supervise two EITs and review their calculations and plan sets.'] },
          { title: 'Civil Engineer I, City of Aurora Water', dates: 'June 2014 – April 2018', where: 'Aurora, CO', bullets: ['Reviewed development plans for utility and drainage compliance.', 'Managed inspection of small capital projects under $2M.', 'Modelled the distribution system in WaterGEMS for the master plan update.'] },
        ],
      },
      { heading: 'Education', lines: ['M.S. Civil Engineering, Colorado State University, 2014', 'B.S. Civil Engineering, University of Colorado Denver, 2012'] },
      { heading: 'Licenses', lines: ['Professional Engineer, Colorado #PE.0058214', 'Certified Floodplain Manager (CFM)'] },
      { heading: 'Software', lines: ['Civil 3D, WaterGEMS, HEC-RAS, SWMM, ArcGIS Pro, Bluebeam'] },
    ],
  },
};

/** Options for how a template prints things, so the expected text matches what is printed. */
export interface Look {
  upper?: boolean; // headings printed in capitals
  contactJoin?: string; // contact printed on one line with this separator
  sideFirst?: boolean; // sidebar read before main (left sidebar); false = after
  noSide?: boolean;
  datesFirst?: boolean; // timeline: dates printed in a column left of the role
  headLine?: (e: Entry) => string[];
  itemsJoin?: string; // items printed on one line
  itemsAsBullets?: boolean; // items printed with a bullet glyph
  titleAfterContact?: boolean;
  nameOverride?: string;
}

export const h = (s: string, look: Look) => (look.upper ? s.toUpperCase() : s);

export function defaultHead(e: Entry): string[] {
  return [e.title, e.where ? `${e.dates} | ${e.where}` : e.dates];
}

export function sectionText(s: Section, look: Look): string[] {
  const out = [h(s.heading, look)];
  for (const p of s.paragraphs ?? []) out.push(p);
  for (const l of s.lines ?? []) out.push(l);
  if (s.items) {
    if (look.itemsJoin) out.push(s.items.join(look.itemsJoin));
    else for (const i of s.items) out.push(look.itemsAsBullets ? `- ${i}` : i);
  }
  for (const e of s.entries ?? []) {
    if (look.datesFirst) out.push(e.dates, e.title, ...(e.where ? [e.where] : []));
    else out.push(...(look.headLine ?? defaultHead)(e));
    for (const b of e.bullets) {
      if (typeof b === 'string') out.push(`- ${b}`);
      else out.push(`- ${b.text}`, ...b.sub.map((x) => `- ${x}`));
    }
  }
  return out;
}

export function expectedText(p: Person, look: Look): string {
  const head = [look.nameOverride ?? p.name, p.title];
  const contact = look.contactJoin ? [p.contact.join(look.contactJoin)] : p.contact;
  const blocks: string[][] = [];
  const sideBlocks = look.noSide ? [] : p.side.map((s) => sectionText(s, look));
  const mainBlocks = p.main.map((s) => sectionText(s, look));
  if (!look.noSide && p.side.length && look.sideFirst === false) {
    // right sidebar: name and main, then contact + sidebar sections
    blocks.push(head, ...mainBlocks, contact, ...sideBlocks);
  } else if (!look.noSide && p.side.length) {
    blocks.push(head, contact, ...sideBlocks, ...mainBlocks);
  } else {
    blocks.push(head, contact, ...mainBlocks);
  }
  return blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
}

export function sidebarList(p: Person, look: Look, withContact = true): string[] {
  return [...(withContact ? p.contact : []), ...p.side.flatMap((s) => sectionText(s, look))];
}
