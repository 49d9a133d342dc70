// Prints q01–q10: HTML/CSS resume templates printed to PDF with headless Chromium.
// Each resume writes html-6/<id>.html, <id>.pdf, <id>.expected.txt and <id>.meta.json.
// Expected text is built from the same content the HTML is built from, not from the PDF.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { OUT, plain, writeExpected, writeMeta } from './make-common-6.mjs';

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/~/g, '&shy;');
const up = (s) => plain(s).toUpperCase();
const b = (xs) => xs.map((x) => '- ' + x);
const li = (xs) => xs.map((x) => `<li>${esc(x)}</li>`).join('');

const page = (css, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
* { box-sizing: border-box; margin: 0; padding: 0; }
${css}
</style></head><body>
${body}
</body></html>`;

const resumes = [];

// ---------------------------------------------------------------- q01 one column
{
  const contact = [
    '(504) 555-0143',
    'd.arceneaux@example.com',
    'New Orleans, LA 70119',
    'linkedin.com/in/delphinearceneaux',
  ];
  const summary =
    'Nationally certified stenographic court reporter with 11 years of realtime experience in civil, criminal and appellate proceedings. Writes at 260 words per minute with 99.5% accuracy and delivers rough drafts within hours of adjournment.';
  const jobs = [
    {
      title: 'Official Court Reporter',
      org: 'Orleans Parish Civil District Court',
      where: 'New Orleans, LA | March 2017 – Present',
      bullets: [
        'Report bench and jury trials, motions and status conferences for two divisions, averaging 22 proceedings per month.',
        'Provide realtime feeds to judges and counsel through CaseViewNet, including CART support for hearing-impaired litigants.',
        'Produce certified transcripts for appeal within the 30-day statutory deadline, with no late filings since 2019.',
        'Maintain a job dictionary of 48,000 entries covering medical, engineering and maritime terminology.',
      ],
    },
    {
      title: 'Freelance Deposition Reporter',
      org: 'Crescent Reporting Associates',
      where: 'Metairie, LA | June 2013 – February 2017',
      bullets: [
        'Covered more than 900 depositions, arbitrations and examinations under oath for insurance defense and maritime firms.',
        'Delivered expedited and daily-copy transcripts with synchronized video for complex product liability matters.',
        'Trained three scopists on firm formatting standards and index preparation.',
      ],
    },
  ];
  const certs = [
    'Registered Professional Reporter (RPR), National Court Reporters Association',
    'Certified Realtime Reporter (CRR)',
    'Louisiana Certified Shorthand Reporter, License No. 2013-041',
  ];
  const skills =
    'Eclipse CAT software · CaseViewNet · Realtime writing · Exhibit management · Video synchronization · Legal and medical terminology';
  const css = `
@page { size: Letter; margin: 0.8in 0.85in; }
body { font-family: 'Liberation Serif'; font-size: 11pt; line-height: 1.3; color: #111; }
h1 { font-size: 22pt; text-align: center; letter-spacing: 1px; }
.contact { text-align: center; font-size: 10pt; margin-top: 4pt; }
.contact span + span::before { content: ' · '; }
h2 { font-size: 12pt; border-bottom: 1px solid #444; margin: 14pt 0 5pt; }
.job { margin-bottom: 8pt; }
.job .t { font-weight: bold; }
.job .w { font-style: italic; }
ul { margin: 3pt 0 0 18pt; list-style: disc; }
li { margin-bottom: 2pt; }
p { text-align: left; }`;
  const body = `
<h1>Delphine Arceneaux</h1>
<div class="contact">${contact.map((c) => `<span>${esc(c)}</span>`).join('')}</div>
<h2>Professional Summary</h2><p>${esc(summary)}</p>
<h2>Experience</h2>
${jobs
  .map(
    (j) =>
      `<div class="job"><div class="t">${esc(j.title)}, ${esc(j.org)}</div><div class="w">${esc(j.where)}</div><ul>${li(j.bullets)}</ul></div>`,
  )
  .join('')}
<h2>Education</h2>
<div class="job"><div class="t">Associate of Applied Science, Court Reporting</div><div class="w">Delgado Community College, New Orleans, LA | 2013</div></div>
<h2>Certifications</h2><ul>${li(certs)}</ul>
<h2>Skills</h2><p>${esc(skills)}</p>`;
  resumes.push({
    id: 'q01',
    html: page(css, body),
    expected: [
      ['Delphine Arceneaux', ...contact],
      ['Professional Summary', summary],
      ['Experience', ...jobs.flatMap((j) => [`${j.title}, ${j.org}`, j.where, ...b(j.bullets)])],
      ['Education', 'Associate of Applied Science, Court Reporting', 'Delgado Community College, New Orleans, LA | 2013'],
      ['Certifications', ...b(certs)],
      ['Skills', skills],
    ],
    meta: {
      layout: 'one-column',
      pages: 1,
      columns: 1,
      notes:
        'Serif single column, disc list markers. The four contact items are printed on one centred line joined by " · " (CSS ::before); expected lists them one per line without the separators. The Skills line keeps its printed " · " separators (it is a paragraph, not contact).',
    },
  });
}

// ---------------------------------------------------------------- q02 sidebar left
{
  const side = {
    name: 'Ingrid Solberg',
    title: 'GIS Analyst',
    contact: ['ingrid.solberg@example.net', '(612) 555-0178', 'Minneapolis, MN', 'solberg-maps.example.net'],
    skills: ['ArcGIS Pro', 'QGIS', 'PostGIS / SQL', 'Python (ArcPy, GeoPandas)', 'LiDAR processing', 'Remote sensing', 'FME workflows'],
    edu: ['M.S. Geographic Information Science', 'University of Minnesota, 2017', 'B.A. Geography', 'St. Olaf College, 2015'],
    certs: ['GISP, GIS Certification Institute (2021)', 'Esri ArcGIS Pro Associate (2020)'],
  };
  const profile =
    'Geospatial analyst with seven years of experience building parcel, utility and watershed datasets for public agencies. Comfortable owning a project from field data capture to published web map, and known for clean metadata and reproducible Python workflows.';
  const jobs = [
    {
      title: 'Senior GIS Analyst',
      org: 'Hennepin County Public Works',
      dates: '03/2021 – present',
      bullets: [
        'Lead maintenance of the county stormwater network layer (41,000 features) and its QA rules in ArcGIS Pro.',
        'Automated monthly parcel updates with Python and FME, cutting processing time from three days to four hours.',
        'Built an ArcGIS Dashboards app used by 60 field crews to log culvert inspections from tablets.',
        'Mentor two junior analysts and review their map products before publication.',
      ],
    },
    {
      title: 'GIS Technician',
      org: 'Mississippi Watershed Management Organization',
      dates: '06/2017 – 02/2021',
      bullets: [
        'Digitized 1,200 miles of drainage features from LiDAR-derived hillshades and aerial imagery.',
        'Produced watershed atlases and grant maps for board presentations and state funding applications.',
        'Collected GPS points for outfall surveys with Trimble R2 receivers and post-processed the data.',
      ],
    },
    {
      title: 'GIS Intern',
      org: 'Metropolitan Council',
      dates: '05/2016 – 08/2016',
      bullets: ['Geocoded transit ridership surveys and cleaned address points for the regional address database.'],
    },
  ];
  const css = `
@page { size: Letter; margin: 0; }
body { font-family: 'DejaVu Sans'; font-size: 9.5pt; line-height: 1.4; color: #222; }
.wrap { display: flex; min-height: 11in; }
aside { width: 2.5in; background: #1f3b4d; color: #f2f2f2; padding: 0.6in 0.3in; }
main { flex: 1; padding: 0.6in 0.55in 0.5in 0.45in; }
aside h1 { font-size: 19pt; line-height: 1.15; }
aside .role { font-size: 11pt; margin-top: 3pt; color: #9fd3e6; }
aside h3 { font-size: 9pt; letter-spacing: 1.5px; text-transform: uppercase; margin: 18pt 0 5pt; color: #9fd3e6; }
aside div.l { margin-bottom: 2pt; }
main h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: #1f3b4d; border-bottom: 2px solid #1f3b4d; margin: 0 0 6pt; }
main section { margin-bottom: 14pt; }
.job { margin-bottom: 9pt; }
.job .t { font-weight: bold; font-size: 10.5pt; }
.job .d { color: #555; }
.job ul { list-style: none; margin-top: 3pt; }
.job li { padding-left: 12pt; position: relative; margin-bottom: 2pt; }
.job li::before { content: '▪'; position: absolute; left: 0; color: #1f3b4d; }`;
  const lines = (xs) => xs.map((x) => `<div class="l">${esc(x)}</div>`).join('');
  const body = `
<div class="wrap">
<aside>
<h1>${side.name}</h1><div class="role">${side.title}</div>
<h3>Contact</h3>${lines(side.contact)}
<h3>Skills</h3>${lines(side.skills)}
<h3>Education</h3>${lines(side.edu)}
<h3>Certifications</h3>${lines(side.certs)}
</aside>
<main>
<section><h2>Profile</h2><p>${esc(profile)}</p></section>
<section><h2>Experience</h2>
${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)} — ${esc(j.org)}</div><div class="d">${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
</section>
</main></div>`;
  const sideSecs = [
    [side.name, side.title],
    ['CONTACT', ...side.contact],
    ['SKILLS', ...side.skills],
    ['EDUCATION', ...side.edu],
    ['CERTIFICATIONS', ...side.certs],
  ];
  resumes.push({
    id: 'q02',
    html: page(css, body),
    expected: [
      ...sideSecs,
      ['PROFILE', profile],
      ['EXPERIENCE', ...jobs.flatMap((j) => [`${j.title} — ${j.org}`, j.dates, ...b(j.bullets)])],
    ],
    meta: {
      layout: 'two-column-sidebar-left',
      pages: 1,
      columns: 2,
      sidebarLines: sideSecs.flat(),
      notes:
        'Dark full-height left sidebar (2.5in, white text) holds name, contact, skills, education, certifications; main column right. Headings are CSS text-transform: uppercase, so printed (and expected) in capitals. Bullets are "▪" drawn via ::before. Sidebar skill lines are plain lines, not bullets.',
    },
  });
}

// ---------------------------------------------------------------- q03 sidebar right (sidebar first in DOM)
{
  const summary =
    'GWO-certified wind turbine technician with six years of troubleshooting, preventive maintenance and blade inspection on Vestas and GE fleets. Comfortable at height in all seasons and the first call for converter and pitch-system faults on site.';
  const jobs = [
    {
      title: 'Lead Wind Turbine Technician',
      org: 'Prairie Gust Energy, Sweetwater, TX',
      dates: '2021–Present',
      bullets: [
        'Lead a four-person crew maintaining 58 Vestas V110 turbines; site availability held above 97.5% for three years.',
        'Diagnose converter, yaw and pitch faults using SCADA trends, Vestas VMP service software and multimeter checks.',
        'Planned and completed 14 main-bearing and gearbox oil changes with no lost-time incidents.',
        'Write work orders and parts requests in SAP PM and brief the site manager each morning.',
      ],
    },
    {
      title: 'Wind Turbine Technician II',
      org: 'Northwind Services LLC, Amarillo, TX',
      dates: '2018–2021',
      bullets: [
        'Performed semi-annual and annual services on GE 1.5 and 2.x turbines across three wind farms.',
        'Carried out torque and tension checks on tower and blade bolts with hydraulic tooling.',
        'Assisted rope-access teams with leading-edge erosion repairs and lightning receptor testing.',
      ],
    },
    {
      title: 'Electrical Apprentice',
      org: 'Lone Star Industrial Electric, Lubbock, TX',
      dates: '2016–2018',
      bullets: ['Installed conduit, motor controls and 480 V distribution in grain and cotton processing plants.'],
    },
  ];
  const training = [
    'Wind Energy Technology, A.A.S. — Texas State Technical College, Sweetwater (2018)',
    'Vestas Level 3 Electrical and Hydraulic Training (2022)',
  ];
  const side = [
    ['Contact', 'marcus.oyelaran@example.com', '(325) 555-0191', 'Sweetwater, TX'],
    ['Certifications', 'GWO Basic Safety Training (current)', 'GWO Blade Repair', 'NFPA 70E Arc Flash', 'OSHA 30-Hour Construction', 'First Aid / CPR / AED'],
    ['Skills', 'SCADA fault analysis', 'Hydraulic torque tooling', 'Pitch and yaw systems', 'Low and medium voltage', 'SAP PM work orders', 'Climb and rescue'],
  ];
  const css = `
@page { size: Letter; margin: 0.55in 0.6in; }
body { font-family: 'Liberation Sans Narrow'; font-size: 11pt; line-height: 1.32; color: #1b1b1b; }
header { border-bottom: 3px solid #2e7d32; padding-bottom: 6pt; margin-bottom: 12pt; }
header h1 { font-size: 26pt; }
header .role { font-size: 13pt; color: #2e7d32; }
.cols { display: flex; flex-direction: row-reverse; gap: 0.3in; }
aside { width: 2.1in; border-left: 1px solid #bbb; padding-left: 0.2in; }
main { flex: 1; }
h2 { font-size: 13pt; color: #2e7d32; margin: 0 0 5pt; }
aside h2 { margin-top: 10pt; }
aside div.l { margin-bottom: 2pt; }
main section { margin-bottom: 12pt; }
.job { margin-bottom: 8pt; }
.job .hdr { display: flex; justify-content: space-between; font-weight: bold; }
.job .org { font-style: italic; }
ul { list-style: none; margin-top: 2pt; }
li { padding-left: 12pt; text-indent: -12pt; margin-bottom: 1pt; }
li::before { content: '–'; display: inline-block; width: 12pt; text-indent: 0; }`;
  const body = `
<header><h1>Marcus Oyelaran</h1><div class="role">Wind Turbine Technician</div></header>
<div class="cols">
<aside>${side.map(([h, ...xs]) => `<h2>${h}</h2>${xs.map((x) => `<div class="l">${esc(x)}</div>`).join('')}`).join('')}</aside>
<main>
<section><h2>Summary</h2><p>${esc(summary)}</p></section>
<section><h2>Experience</h2>${jobs.map((j) => `<div class="job"><div class="hdr"><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div><div class="org">${esc(j.org)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}</section>
<section><h2>Training &amp; Education</h2><ul>${li(training)}</ul></section>
</main></div>`;
  resumes.push({
    id: 'q03',
    html: page(css, body),
    expected: [
      ['Marcus Oyelaran', 'Wind Turbine Technician'],
      ['Summary', summary],
      ['Experience', ...jobs.flatMap((j) => [`${j.title} ${j.dates}`, j.org, ...b(j.bullets)])],
      ['Training & Education', ...b(training)],
      ...side,
    ],
    meta: {
      layout: 'two-column-sidebar-right',
      pages: 1,
      columns: 2,
      sidebarLines: side.flat(),
      notes:
        'Full-width name header, then main column left and a 2.1in sidebar right (contact, certifications, skills). The sidebar comes FIRST in the DOM (flex-direction: row-reverse), so the PDF content stream likely has it before the main column; expected reads it after. Job title and year range share one line (title left, dates flush right), joined by one space in expected. Bullets "–" via ::before.',
    },
  });
}

// ---------------------------------------------------------------- q04 two pages, displayHeaderFooter
{
  const hdr = 'Eleanor Vasquez-Hale — Curriculum Vitae';
  const contact = ['eleanor.vasquezhale@example.org', '(505) 555-0126', 'Santa Fe, New Mexico'];
  const summary =
    'Curator of Latin American and Southwestern art with fifteen years of experience developing exhibitions, building collections and leading interpretive teams in museums of every size. Specialist in twentieth-century printmaking and community-centered curatorial practice.';
  const jobs = [
    {
      title: 'Senior Curator of Latin American Art',
      org: 'Museum of the High Desert, Santa Fe, NM',
      dates: 'September 2018 – present',
      bullets: [
        'Direct a curatorial department of five and an annual exhibition budget of $1.4 million.',
        'Organized eleven exhibitions, including the touring show "Ink and Earth: Mexican Printmaking 1920–1960," seen by 212,000 visitors at four venues.',
        'Acquired 340 works by gift and purchase, with a focus on women printmakers and Indigenous artists of the region.',
        'Co-lead the community advisory council that reviews labels and programming for Native and Hispano exhibitions.',
        'Secured two NEH Public Humanities grants totaling $620,000.',
      ],
    },
    {
      title: 'Associate Curator',
      org: 'Fenwick Art Museum, Tucson, AZ',
      dates: 'July 2013 – August 2018',
      bullets: [
        'Curated six exhibitions drawn from the permanent collection and managed loans with 30 lending institutions.',
        'Researched and rewrote 400 object records for the online collection database.',
        'Supervised graduate interns and taught a gallery seminar with the University of Arizona.',
        'Managed the reinstallation of the modern galleries on schedule and under budget.',
      ],
    },
    {
      title: 'Curatorial Assistant',
      org: 'Amon Ridge Museum of American Art, Fort Worth, TX',
      dates: 'June 2010 – June 2013',
      bullets: [
        'Coordinated checklists, loan agreements and catalogue image rights for three major exhibitions.',
        'Drafted wall texts and family-guide content in English and Spanish.',
        'Catalogued a bequest of 1,100 works on paper.',
      ],
    },
    {
      title: 'Graduate Fellow',
      org: 'Blanton Museum of Art, Austin, TX',
      dates: 'September 2008 – May 2010',
      bullets: ['Researched provenance for the Latin American print collection and assisted with two exhibitions.'],
    },
  ];
  const exhibitions = [
    'Ink and Earth: Mexican Printmaking 1920–1960 (2023–2025, four venues)',
    'Threads of the Río Grande: Weaving and Community (2022)',
    'Light Across the Mesa: Photographs by Laura Gilpin (2020)',
    'Border Lines: Contemporary Prints from Both Sides (2019)',
    'The Modern Southwest, Reinstalled (2016, Fenwick Art Museum)',
    'Paper Revolutions: The Taller de Gráfica Popular (2014, Fenwick Art Museum)',
  ];
  const pubs = [
    'Vasquez-Hale, E., ed. Ink and Earth: Mexican Printmaking 1920–1960. Santa Fe: High Desert Press, 2023.',
    'Vasquez-Hale, E. "Women at the Press: Gender and the Taller de Gráfica Popular." Print Quarterly 38, no. 2 (2021): 141–163.',
    'Vasquez-Hale, E. "Weaving as Archive." In Threads of the Río Grande, 12–39. Santa Fe: Museum of the High Desert, 2022.',
    'Vasquez-Hale, E. "Collecting the Border." American Art Review 29 (2017): 58–65.',
  ];
  const edu = [
    'Ph.D., Art History, The University of Texas at Austin, 2013',
    'M.A., Art History, The University of Texas at Austin, 2009',
    'B.A., Studio Art and Spanish, University of New Mexico, 2006',
  ];
  const awards = [
    'National Endowment for the Humanities, Public Humanities Projects grant (2021, 2024)',
    'Association of Art Museum Curators, Award for Excellence, exhibition catalogue (2024)',
    'Smithsonian Latino Center Curatorial Fellowship (2012)',
  ];
  const service = [
    'Board member, New Mexico Association of Museums (2019–present)',
    'Peer reviewer, Institute of Museum and Library Services (2020–2023)',
    'Juror, Santa Fe Indian Market, printmaking division (2022)',
  ];
  const languages = 'Spanish (native), English (native), Portuguese (reading)';
  const css = `
@page { size: Letter; }
body { font-family: 'Liberation Serif'; font-size: 11.5pt; line-height: 1.38; color: #1a1a1a; }
h1 { font-size: 20pt; font-weight: normal; }
.contact div { font-size: 10.5pt; }
h2 { font-size: 12.5pt; font-variant: normal; margin: 14pt 0 5pt; border-bottom: 0.5pt solid #777; }
.job { margin-bottom: 8pt; break-inside: avoid; }
.job .t { font-weight: bold; }
.job .o { font-style: italic; }
ul { list-style: none; margin: 3pt 0 0 14pt; }
li { position: relative; padding-left: 12pt; margin-bottom: 2pt; break-inside: avoid; }
li::before { content: '◦'; position: absolute; left: 0; }
ol.plain { list-style: none; }
ol.plain li::before { content: none; }
ol.plain li { padding-left: 0; margin-left: 0; }`;
  const body = `
<h1>Eleanor Vasquez-Hale, Ph.D.</h1>
<div class="contact">${contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div>
<h2>Profile</h2><p>${esc(summary)}</p>
<h2>Curatorial Experience</h2>
${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)}, ${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
<h2>Selected Exhibitions</h2><ul>${li(exhibitions)}</ul>
<h2>Publications</h2><ol class="plain" style="margin-left:0">${li(pubs)}</ol>
<h2>Education</h2>${edu.map((e) => `<div>${esc(e)}</div>`).join('')}
<h2>Grants and Awards</h2><ul>${li(awards)}</ul>
<h2>Professional Service</h2><ul>${li(service)}</ul>
<h2>Languages</h2><p>${esc(languages)}</p>`;
  resumes.push({
    id: 'q04',
    html: page(css, body),
    pdf: {
      displayHeaderFooter: true,
      headerTemplate: `<div style="font-family:'Liberation Serif';font-size:9pt;width:100%;text-align:right;margin:0 0.9in;color:#555">${hdr}</div>`,
      footerTemplate: `<div style="font-family:'Liberation Serif';font-size:9pt;width:100%;text-align:center;color:#555">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      margin: { top: '0.9in', bottom: '0.8in', left: '0.9in', right: '0.9in' },
      preferCSSPageSize: false,
    },
    expected: [
      ['Eleanor Vasquez-Hale, Ph.D.', ...contact],
      ['Profile', summary],
      ['Curatorial Experience', ...jobs.flatMap((j) => [j.title, `${j.org}, ${j.dates}`, ...b(j.bullets)])],
      ['Selected Exhibitions', ...b(exhibitions)],
      ['Publications', ...pubs],
      ['Education', ...edu],
      ['Grants and Awards', ...b(awards)],
      ['Professional Service', ...b(service)],
      ['Languages', languages],
    ],
    meta: {
      layout: 'multi-page-header-footer',
      pages: 2,
      columns: 1,
      headerFooterLines: [hdr, 'Page 1 of 2', 'Page 2 of 2'],
      notes:
        'Two pages; running header (right-aligned name + "Curriculum Vitae") and centred "Page N of M" footer come from page.pdf displayHeaderFooter templates. The body name line differs from the header ("…, Ph.D."). Bullets "◦" via ::before; publications are unbulleted hanging entries (one line each in expected). No bullet is split across the page break (break-inside: avoid).',
    },
  });
}

// ---------------------------------------------------------------- q05 three pages, @page margin boxes
{
  const runHdr = 'Marisol Castellanos — Speech-Language Pathologist';
  const contact = ['marisol.castellanos@example.com', '(916) 555-0154', 'Sacramento, CA 95816', 'California SLP License SP 24817'];
  const summary =
    'ASHA-certified speech-language pathologist with twelve years across pediatric outpatient, school and acute-care settings. Bilingual (Spanish/English) clinician experienced in AAC, feeding and swallowing, and early language intervention, and a clinical supervisor for graduate students and SLPAs.';
  const jobs = [
    {
      title: 'Lead Speech-Language Pathologist',
      org: 'Sutter Valley Children’s Therapy Center, Sacramento, CA',
      dates: 'Apr 2019 – Present',
      bullets: [
        'Carry a caseload of 38 children aged 18 months to 12 years with apraxia, autism, language disorders and feeding difficulties.',
        'Built the center’s AAC evaluation clinic, completing 120 device trials and 74 funded device requests with a 93% approval rate.',
        'Supervise four clinical fellows and two SLPAs, including weekly observation, documentation review and competency sign-off.',
        'Designed a parent-coaching program for late talkers based on the Hanen approach; 85% of families completed all eight sessions.',
        'Lead monthly interdisciplinary case reviews with occupational and physical therapy.',
      ],
    },
    {
      title: 'School Speech-Language Pathologist',
      org: 'Twin Rivers Unified School District, McClellan, CA',
      dates: 'Aug 2015 – Mar 2019',
      bullets: [
        'Served 55–65 students a year in two elementary schools, in push-in, pull-out and classroom-consultation models.',
        'Completed initial and triennial assessments in English and Spanish and wrote IEP goals aligned with grade-level standards.',
        'Trained 30 general-education teachers on language-rich classroom strategies and MTSS referral criteria.',
        'Coordinated bilingual assessments with district interpreters for Hmong- and Punjabi-speaking families.',
      ],
    },
    {
      title: 'Speech-Language Pathologist, Acute Care',
      org: 'Mercy General Hospital, Sacramento, CA',
      dates: 'Jun 2013 – Jul 2015',
      bullets: [
        'Performed bedside swallow evaluations and modified barium swallow studies for stroke, trauma and ICU patients.',
        'Recommended diet textures and compensatory strategies and educated nursing staff on aspiration precautions.',
        'Treated aphasia, dysarthria and cognitive-communication deficits in patients on neurology and rehabilitation units.',
      ],
    },
    {
      title: 'Clinical Fellow',
      org: 'Valley Oak Rehabilitation, Davis, CA',
      dates: 'Jul 2012 – May 2013',
      bullets: [
        'Completed the clinical fellowship in a skilled nursing and outpatient setting under an ASHA-certified mentor.',
        'Delivered dysphagia and cognitive therapy to adults and documented under Medicare Part A and B guidelines.',
      ],
    },
  ];
  const edu = [
    'M.S., Communication Sciences and Disorders — California State University, Sacramento (2012)',
    'B.A., Linguistics, minor in Spanish — University of California, Davis (2010)',
  ];
  const creds = [
    'Certificate of Clinical Competence in Speech-Language Pathology (CCC-SLP), ASHA',
    'California Speech-Language Pathology License, SP 24817',
    'California Clear Speech-Language Pathology Services Credential',
    'PROMPT Level 2 trained (2020)',
    'VitalStim Therapy certified provider (2014)',
  ];
  const skills = [
    'Bilingual assessment and treatment (Spanish/English)',
    'AAC evaluation and device funding (LAMP, TouchChat, Proloquo2Go)',
    'Pediatric feeding and swallowing',
    'Modified barium swallow studies',
    'Childhood apraxia of speech',
    'IEP development and compliance',
    'Clinical supervision and mentoring',
  ];
  const presentations = [
    '“Funding AAC Without Tears: A Step-by-Step Guide for Clinics,” California Speech-Language-Hearing Association Convention, 2023.',
    '“Coaching Parents of Late Talkers in Two Languages,” Sacramento Valley SLP Network, 2021.',
    '“Swallowing After Stroke: What Nurses Need to Know,” Mercy General nursing grand rounds, 2014.',
  ];
  const ce = [
    'Dynamic Temporal and Tactile Cueing for apraxia (2023)',
    'Sequential Oral Sensory approach to feeding (2021)',
    'Supervision of SLPAs, ASHA required training (2019)',
    'Cultural and linguistic diversity in assessment, 12-hour series (2018)',
  ];
  const affil = [
    'American Speech-Language-Hearing Association, member since 2013',
    'California Speech-Language-Hearing Association, district representative (2020–2022)',
    'Hispanic Caucus of ASHA, member',
  ];
  const volunteer = [
    'Volunteer clinician at a free monthly speech and hearing screening day, Sacramento Public Library (2016–present)',
    'Guest lecturer on bilingual language development, CSU Sacramento graduate program (2019–present)',
  ];
  const css = `
@page {
  size: Letter; margin: 0.95in 0.9in 0.9in 0.9in;
  @top-left { content: "${runHdr}"; font-family: 'DejaVu Serif'; font-size: 8pt; color: #666; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-family: 'DejaVu Serif'; font-size: 8pt; color: #666; }
}
body { font-family: 'DejaVu Serif'; font-size: 10.5pt; line-height: 1.45; color: #202020; }
h1 { font-size: 21pt; color: #6a1b4d; }
.contact div { font-size: 10pt; }
h2 { font-size: 12.5pt; color: #6a1b4d; margin: 16pt 0 6pt; }
.job { margin-bottom: 10pt; break-inside: avoid; }
.job .t { font-weight: bold; }
.job .o { font-size: 10pt; }
.job .d { font-size: 10pt; color: #555; }
ul { margin: 3pt 0 0 20pt; list-style: square; }
li { margin-bottom: 3pt; break-inside: avoid; }
p.entry { margin-bottom: 4pt; padding-left: 16pt; text-indent: -16pt; break-inside: avoid; }`;
  const body = `
<h1>Marisol Castellanos, M.S., CCC-SLP</h1>
<div class="contact">${contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div>
<h2>Professional Summary</h2><p>${esc(summary)}</p>
<h2>Clinical Experience</h2>
${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)}</div><div class="d">${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
<h2>Education</h2>${edu.map((e) => `<p>${esc(e)}</p>`).join('')}
<h2>Licenses and Certifications</h2><ul>${li(creds)}</ul>
<h2>Clinical Skills</h2><ul>${li(skills)}</ul>
<h2>Presentations</h2>${presentations.map((e) => `<p class="entry">${esc(e)}</p>`).join('')}
<h2>Continuing Education</h2><ul>${li(ce)}</ul>
<h2>Professional Affiliations</h2><ul>${li(affil)}</ul>
<h2>Community Service</h2><ul>${li(volunteer)}</ul>`;
  resumes.push({
    id: 'q05',
    html: page(css, body),
    pdf: { preferCSSPageSize: true },
    expected: [
      ['Marisol Castellanos, M.S., CCC-SLP', ...contact],
      ['Professional Summary', summary],
      ['Clinical Experience', ...jobs.flatMap((j) => [j.title, j.org, j.dates, ...b(j.bullets)])],
      ['Education', ...edu],
      ['Licenses and Certifications', ...b(creds)],
      ['Clinical Skills', ...b(skills)],
      ['Presentations', ...presentations],
      ['Continuing Education', ...b(ce)],
      ['Professional Affiliations', ...b(affil)],
      ['Community Service', ...b(volunteer)],
    ],
    meta: {
      layout: 'multi-page-header-footer',
      pages: 3,
      columns: 1,
      headerFooterLines: [runHdr, 'Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3'],
      notes:
        'Three pages; running header and "Page N of M" footer are CSS @page margin boxes (@top-left, @bottom-center with counter(page)/counter(pages)), not displayHeaderFooter. Square list markers (list-style: square, drawn by Chromium). Presentations are hanging-indent paragraphs, not bullets; at print width the first one wraps right after the real hyphen in \"Speech-Language-Hearing\" (keep it). No entry split across pages.',
    },
  });
}

// ---------------------------------------------------------------- q06 SVG icons beside contact lines
{
  const svg = {
    mail: '<svg viewBox="0 0 24 24" width="11" height="11"><path fill="#0b5394" d="M2 5h20v14H2z M3 6l9 7 9-7" stroke="#fff" stroke-width="1.2"/></svg>',
    phone: '<svg viewBox="0 0 24 24" width="11" height="11"><path fill="#0b5394" d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/></svg>',
    pin: '<svg viewBox="0 0 24 24" width="11" height="11"><path fill="#0b5394" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>',
    link: '<svg viewBox="0 0 24 24" width="11" height="11"><rect width="24" height="24" rx="3" fill="#0b5394"/><path fill="#fff" d="M5 9h3v10H5zM6.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h3v1.4c.5-.8 1.6-1.6 3.2-1.6 3.2 0 3.8 2 3.8 4.7V19h-3v-4.8c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5V19h-3z"/></svg>',
  };
  const contact = [
    ['mail', 'owen.mbeki@example.com'],
    ['phone', '+1 (860) 555-0117'],
    ['pin', 'Hartford, CT'],
    ['link', 'linkedin.com/in/owenmbeki'],
  ];
  const summary =
    'Associate of the Society of Actuaries with six years in property and casualty pricing and reserving. Builds GLM rating plans in R and Python, explains results plainly to underwriters, and has passed seven SOA/CAS exams.';
  const jobs = [
    {
      title: 'Actuarial Analyst II, Personal Auto Pricing',
      org: 'Charter Oak Mutual Insurance',
      dates: 'June 2021 – Present',
      bullets: [
        'Own the frequency and severity GLMs for personal auto in nine states, covering $780M in written premium.',
        'Filed three rate revisions with state regulators, answering objection letters within the required 30 days.',
        'Rebuilt the territory rating model with spatial smoothing, improving the Gini coefficient from 0.31 to 0.36.',
        'Automated the quarterly rate-adequacy report in R Markdown, saving about 40 analyst hours per quarter.',
      ],
    },
    {
      title: 'Actuarial Analyst, Reserving',
      org: 'Farmington Re',
      dates: 'July 2018 – May 2021',
      bullets: [
        'Produced quarterly loss reserve estimates for commercial property and general liability using chain-ladder and Bornhuetter-Ferguson methods.',
        'Reconciled claims triangles with the finance ledger and documented assumptions for the appointed actuary.',
        'Built an Excel/VBA tool to project catastrophe loss development that the team still uses.',
      ],
    },
  ];
  const edu = ['B.S. Mathematics, Actuarial Science concentration — University of Connecticut, Storrs, 2018'];
  const exams = [
    'Associate of the Society of Actuaries (ASA), 2022',
    'CAS Exam 5, Basic Techniques for Ratemaking and Estimating Claim Liabilities, 2023',
    'VEE credits: Economics, Accounting and Finance, Mathematical Statistics',
  ];
  const skills = 'R (tidyverse, glmnet) · Python (pandas, statsmodels) · SQL · Emblem · Excel/VBA · Tableau';
  const css = `
@page { size: Letter; margin: 0.6in 0.7in; }
body { font-family: 'Liberation Sans'; font-size: 10pt; line-height: 1.35; color: #222; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2pt solid #0b5394; padding-bottom: 8pt; }
header h1 { font-size: 24pt; color: #0b5394; }
header .role { font-size: 12pt; color: #444; margin-top: 2pt; }
.contact div { display: flex; align-items: center; gap: 6pt; margin-bottom: 3pt; font-size: 9.5pt; }
.contact svg { flex: none; }
h2 { font-size: 11pt; color: #0b5394; text-transform: uppercase; letter-spacing: 0.8px; margin: 14pt 0 5pt; }
.job { margin-bottom: 9pt; }
.job .t { font-weight: bold; }
.job .od { color: #555; }
ul { list-style: none; margin-top: 3pt; }
li { padding-left: 14pt; position: relative; margin-bottom: 2pt; }
li::before { content: '‣'; position: absolute; left: 3pt; color: #0b5394; font-family: 'DejaVu Sans'; }`;
  const body = `
<header>
<div><h1>Owen Mbeki</h1><div class="role">Actuarial Analyst, ASA</div></div>
<div class="contact">${contact.map(([i, t]) => `<div>${svg[i]}<span>${esc(t)}</span></div>`).join('')}</div>
</header>
<h2>Summary</h2><p>${esc(summary)}</p>
<h2>Experience</h2>
${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="od">${esc(j.org)} | ${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
<h2>Education</h2><p>${esc(edu[0])}</p>
<h2>Exams and Credentials</h2><ul>${li(exams)}</ul>
<h2>Technical Skills</h2><p>${esc(skills)}</p>`;
  resumes.push({
    id: 'q06',
    html: page(css, body),
    expected: [
      ['Owen Mbeki', 'Actuarial Analyst, ASA', ...contact.map((c) => c[1])],
      ['SUMMARY', summary],
      ['EXPERIENCE', ...jobs.flatMap((j) => [j.title, `${j.org} | ${j.dates}`, ...b(j.bullets)])],
      ['EDUCATION', edu[0]],
      ['EXAMS AND CREDENTIALS', ...b(exams)],
      ['TECHNICAL SKILLS', skills],
    ],
    meta: {
      layout: 'icons-contact',
      pages: 1,
      columns: 1,
      notes:
        'Header: name/title on the left, a stacked contact block on the right with an inline SVG icon (vector paths, no text) before each line. Reading order puts name and title before the contact block. Headings are CSS uppercase. Bullets "‣" via ::before (DejaVu Sans glyph).',
    },
  });
}

// ---------------------------------------------------------------- q07 justified text with soft hyphens
{
  const summary =
    'Re~cord~ing and mix engi~neer with twelve years in music, broad~cast and docu~men~tary post-production. Equally at home running a forty-input live session or con~form~ing dialogue for tele~vi~sion, and trusted by pro~duc~ers for calm, well-orga~nized sessions, meticu~lous session notes and de~liv~er~ables that pass broad~cast quality control the first time.';
  const jobs = [
    {
      title: 'Senior Audio Engineer',
      org: 'Copperline Sound Studios, Nashville, TN',
      dates: 'Sept. 2021 – Present',
      bullets: [
        'Engi~neer and mix tracking sessions for inde~pen~dent and major-label artists, averaging 180 studio days a year on an SSL 4000 G+ console and Pro Tools Ultimate rig.',
        'Intro~duced a standardized session template and file-naming con~ven~tion that reduced hand-off errors between tracking and mixing rooms to near zero.',
        'Mixed three albums that charted on the Billboard Americana list and a Grammy-nominated docu~men~tary soundtrack.',
        'Maintain and cali~brate outboard equip~ment, patch bays and monitoring in two control rooms, coordi~nating repairs with the chief technician.',
      ],
    },
    {
      title: 'Post-Production Audio Engineer',
      org: 'Riverbend Media Group, Louisville, KY',
      dates: 'Sept. 2017 – Aug. 2021',
      bullets: [
        'Edited and mixed dialogue, music and effects for 90 episodes of regional public tele~vi~sion and two feature-length docu~men~taries.',
        'Recorded auto~matic dialogue replace~ment and Foley sessions and managed loudness to the ATSC A/85 standard.',
        'Trained pro~duc~ers and editors on audio hand-off spec~i~fi~ca~tions, cutting revision rounds by a third.',
      ],
    },
    {
      title: 'Assistant Engineer',
      org: 'Blackbird Row Recording, Nashville, TN',
      dates: 'Jan. 2014 – Aug. 2017',
      bullets: [
        'Set up micro~phones, head~phone mixes and tie lines for tracking sessions and kept detailed recall docu~men~ta~tion.',
      ],
    },
  ];
  const edu = 'B.S. Audio Engineering Technology, Belmont University, Nashville, TN — May 2013';
  const skills =
    'Pro Tools Ultimate, Logic Pro, iZotope RX, Dolby Atmos renderer, SSL and Neve consoles, live sound rein~force~ment, ADR and Foley, loudness com~pli~ance (ATSC A/85, EBU R128), signal-flow trouble~shooting.';
  const css = `
@page { size: Letter; margin: 0.6in 1.05in; }
body { font-family: 'DejaVu Serif'; font-size: 10.2pt; line-height: 1.3; color: #191919; text-align: justify; hyphens: manual; }
h1 { font-size: 19pt; text-align: left; }
.role { font-style: italic; margin-bottom: 4pt; text-align: left; }
.contact div { text-align: left; font-size: 9.8pt; }
h2 { font-size: 11.5pt; margin: 13pt 0 4pt; text-align: left; border-bottom: 0.6pt solid #000; }
.job { margin-bottom: 8pt; }
.job .t { font-weight: bold; text-align: left; }
.job .o { text-align: left; font-style: italic; }
ul { list-style: none; margin-top: 2pt; }
li { padding-left: 14pt; position: relative; margin-bottom: 2pt; }
li::before { content: '*'; position: absolute; left: 2pt; }`;
  const contact = ['soren.adeyemi@example.com', '(615) 555-0169', 'Nashville, Tennessee'];
  const body = `
<h1>Søren Adeyemi-Kraus</h1><div class="role">Recording, Mix and Post-Production Engineer</div>
<div class="contact">${contact.map((c) => `<div>${esc(c)}</div>`).join('')}</div>
<h2>Profile</h2><p>${esc(summary)}</p>
<h2>Experience</h2>
${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div class="o">${esc(j.org)}; ${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
<h2>Education</h2><p>${esc(edu)}</p>
<h2>Tools and Techniques</h2><p>${esc(skills)}</p>`;
  resumes.push({
    id: 'q07',
    html: page(css, body),
    expected: [
      ['Søren Adeyemi-Kraus', 'Recording, Mix and Post-Production Engineer', ...contact],
      ['Profile', summary],
      ['Experience', ...jobs.flatMap((j) => [j.title, `${j.org}; ${j.dates}`, ...b(j.bullets)])],
      ['Education', edu],
      ['Tools and Techniques', skills],
    ],
    meta: {
      layout: 'justified',
      pages: 1,
      columns: 1,
      notes:
        'Fully justified paragraphs and bullets (DejaVu Serif) with soft hyphens (&shy;) in long words, so some lines end in a printed hyphen that must be mended. Real compound hyphens must stay: at print width "Grammy-nominated" breaks after its own hyphen at a line end (keep the hyphen), while "tele-vision" breaks at a soft hyphen (mend it). Bullets are a literal "*" via ::before.',
    },
  });
}

// ---------------------------------------------------------------- q08 table-based layout (row order)
{
  const contact = ['callum.reyes@example.com', '(503) 555-0108', 'Portland, OR 97214'];
  const profile =
    'Licensed landscape architect who designs parks, school grounds and green streets that hold up to heavy use and Pacific Northwest rain. Nine years of work from community engagement through construction administration.';
  const jobs = [
    {
      left: ['2020 – Present', 'Portland, OR'],
      title: 'Senior Landscape Architect, Verdance Design Collaborative',
      bullets: [
        'Project lead for 12 public parks and plazas with construction budgets from $400K to $6.5M.',
        'Designed bioswales and rain gardens managing runoff from 18 acres of impervious surface.',
        'Run community design workshops in English and Spanish and translate feedback into concept plans.',
        'Prepare construction documents in AutoCAD and Vectorworks and review submittals and RFIs in the field.',
      ],
    },
    {
      left: ['2016 – 2020', 'Seattle, WA'],
      title: 'Landscape Designer, Cascade Terrain Studio',
      bullets: [
        'Produced planting plans, grading plans and details for campus and multifamily projects.',
        'Modeled schemes in SketchUp and Lumion for client presentations and permit sets.',
        'Tracked plant availability with nurseries and substituted species without design compromise.',
      ],
    },
  ];
  const edu = [
    { left: ['2016'], lines: ['Master of Landscape Architecture, University of Oregon'] },
    { left: ['2013'], lines: ['B.S. Environmental Studies, Western Washington University'] },
  ];
  const skills = [
    ['Design', 'AutoCAD, Vectorworks Landmark, SketchUp, Lumion, Adobe Creative Cloud'],
    ['Technical', 'Grading and drainage, stormwater facilities, irrigation design, native planting'],
    ['Licensure', 'Registered Landscape Architect, Oregon No. 1287; LEED Green Associate'],
  ];
  const css = `
@page { size: Letter; margin: 0.7in 0.75in; }
body { font-family: 'Liberation Sans'; font-size: 10pt; line-height: 1.35; color: #263238; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 3pt 0; }
td.l { width: 1.45in; padding-right: 12pt; color: #546e7a; font-size: 9.5pt; }
tr.h td { padding-top: 12pt; border-bottom: 1pt solid #78909c; font-size: 12pt; font-weight: bold; color: #33691e; }
tr.top td { padding-bottom: 8pt; }
.name { font-size: 24pt; font-weight: bold; color: #33691e; }
.t { font-weight: bold; }
ul { list-style: disc; margin: 2pt 0 0 14pt; }
li { margin-bottom: 1.5pt; }`;
  const rowsHtml = [
    `<tr class="top"><td class="l"></td><td><div class="name">Callum Reyes-Whitaker</div><div>Landscape Architect, PLA</div></td></tr>`,
    `<tr><td class="l">Contact</td><td>${contact.map((c) => `<div>${esc(c)}</div>`).join('')}</td></tr>`,
    `<tr class="h"><td colspan="2">Profile</td></tr>`,
    `<tr><td class="l"></td><td>${esc(profile)}</td></tr>`,
    `<tr class="h"><td colspan="2">Experience</td></tr>`,
    ...jobs.map(
      (j) =>
        `<tr><td class="l">${j.left.map((x) => `<div>${esc(x)}</div>`).join('')}</td><td><div class="t">${esc(j.title)}</div><ul>${li(j.bullets)}</ul></td></tr>`,
    ),
    `<tr class="h"><td colspan="2">Education</td></tr>`,
    ...edu.map((e) => `<tr><td class="l">${e.left.map(esc).join('')}</td><td>${e.lines.map(esc).join('')}</td></tr>`),
    `<tr class="h"><td colspan="2">Skills and Licensure</td></tr>`,
    ...skills.map(([l, r]) => `<tr><td class="l">${esc(l)}</td><td>${esc(r)}</td></tr>`),
  ];
  const body = `<table>${rowsHtml.join('\n')}</table>`;
  resumes.push({
    id: 'q08',
    html: page(css, body),
    expected: [
      ['Callum Reyes-Whitaker', 'Landscape Architect, PLA', 'Contact', ...contact],
      ['Profile', profile],
      ['Experience', ...jobs.flatMap((j) => [...j.left, j.title, ...b(j.bullets)])],
      ['Education', ...edu.flatMap((e) => [...e.left, ...e.lines])],
      ['Skills and Licensure', ...skills.flat()],
    ],
    meta: {
      layout: 'row-order-table-pdf',
      pages: 1,
      columns: 2,
      notes:
        'Whole resume is one HTML <table>: a narrow left column (dates/location, row labels) and a wide right column; section headings are full-width rows. Read row by row, left cell before right cell; each cell is its own line(s) even where the two cells share a baseline (e.g. "2020 – Present" then the job title; "Design" then its skill list). The "Contact" label is a left cell.',
    },
  });
}

// ---------------------------------------------------------------- q09 glyph icons in a contact row
{
  const contact = [
    ['✉', 'nadia.kowalczyk@example.eu'],
    ['☎', '+1 (773) 555-0132'],
    ['⌂', 'Chicago, IL'],
    ['✎', 'nkowalczyk-translations.example.com'],
  ];
  const summary =
    'ATA-certified Polish>English and French>English translator and court-qualified interpreter. Ten years of legal, medical and technical work for law firms, hospitals and manufacturers, with a reputation for accurate terminology and on-time delivery.';
  const jobs = [
    {
      title: 'Freelance Translator and Interpreter',
      org: 'Kowalczyk Language Services',
      dates: '2017 – present',
      bullets: [
        'Translate contracts, court filings, patient records and equipment manuals, about 450,000 words a year.',
        'Interpret consecutively and simultaneously in Cook County courts, depositions and medical appointments.',
        'Maintain client termbases and translation memories in Trados Studio and memoQ.',
        'Regular clients include two AmLaw 100 firms, a regional hospital network and an industrial pump manufacturer.',
      ],
    },
    {
      title: 'Staff Medical Interpreter',
      org: 'Lakeshore Health System',
      dates: '2014 – 2017',
      bullets: [
        'Interpreted for Polish-speaking patients in emergency, oncology and labor and delivery units.',
        'Translated consent forms and discharge instructions and kept the glossary current with clinicians.',
        'Trained new interpreters in medical terminology and HIPAA-compliant practice.',
      ],
    },
  ];
  const edu = [
    'M.A. Translation and Interpreting Studies — University of Illinois Urbana-Champaign, 2014',
    'B.A. French and Linguistics — Loyola University Chicago, 2012',
  ];
  const creds = [
    'ATA Certified Translator, Polish into English and French into English',
    'Illinois Court Certified Interpreter (Polish)',
    'Certified Healthcare Interpreter (CHI), CCHI',
  ];
  const langs = 'Polish (native), English (native), French (C2), Spanish (B1)';
  const css = `
@page { size: Letter; margin: 0.65in 0.7in; }
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans'; font-size: 10pt; line-height: 1.4; color: #2b2b2b; }
header { background: #f3efe6; padding: 12pt 14pt; border-left: 5pt solid #8d2b0b; }
header h1 { font-size: 22pt; color: #8d2b0b; }
header .role { font-size: 11pt; margin-bottom: 6pt; }
.contact { display: flex; flex-wrap: wrap; gap: 4pt 16pt; font-size: 9pt; }
.contact .ic { font-family: 'DejaVu Sans'; color: #8d2b0b; margin-right: 4pt; }
h2 { font-size: 11.5pt; color: #8d2b0b; margin: 13pt 0 5pt; }
.job { margin-bottom: 9pt; }
.job .hdr { display: flex; justify-content: space-between; }
.job .t { font-weight: bold; }
ul { list-style: none; margin-top: 2pt; }
li { padding-left: 12pt; position: relative; margin-bottom: 2pt; }
li::before { content: '•'; position: absolute; left: 2pt; color: #8d2b0b; }`;
  const body = `
<header><h1>Nadia Kowalczyk</h1><div class="role">Translator (PL/FR › EN) and Court Interpreter</div>
<div class="contact">${contact.map(([g, t]) => `<span><span class="ic">${g}</span>${esc(t)}</span>`).join('')}</div></header>
<h2>Profile</h2><p>${esc(summary)}</p>
<h2>Experience</h2>
${jobs.map((j) => `<div class="job"><div class="hdr"><span class="t">${esc(j.title)}</span><span>${esc(j.dates)}</span></div><div>${esc(j.org)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}
<h2>Certifications</h2><ul>${li(creds)}</ul>
<h2>Education</h2>${edu.map((e) => `<div>${esc(e)}</div>`).join('')}
<h2>Languages</h2><p>${esc(langs)}</p>`;
  resumes.push({
    id: 'q09',
    html: page(css, body),
    expected: [
      ['Nadia Kowalczyk', 'Translator (PL/FR › EN) and Court Interpreter', ...contact.map((c) => c[1])],
      ['Profile', summary],
      ['Experience', ...jobs.flatMap((j) => [`${j.title} ${j.dates}`, j.org, ...b(j.bullets)])],
      ['Certifications', ...b(creds)],
      ['Education', ...edu],
      ['Languages', langs],
    ],
    meta: {
      layout: 'icons-contact',
      pages: 1,
      columns: 1,
      notes:
        'Contact items sit side by side in one wrapped row, each preceded by a Unicode symbol used as an icon font (✉ ☎ ⌂ ✎, DejaVu Sans). These icon glyphs ARE real text in the PDF but are decoration: expected omits them and lists each contact item on its own line. Job title and dates share one line (dates flush right), joined by one space. Bullets "•" via ::before.',
    },
  });
}

// ---------------------------------------------------------------- q10 sidebar left, placed by CSS grid after main in DOM
{
  const side = [
    ['Contact', 'harriet.oduya@example.com', '(414) 555-0187', 'Milwaukee, WI'],
    ['Licensure', 'OTR/L, Wisconsin License 11842-47', 'NBCOT Certified, 2016', 'Certified Hand Therapist (CHT), 2022'],
    ['Clinical Skills', 'Hand and upper-extremity rehab', 'Custom orthotic fabrication', 'Neuro rehab after stroke and TBI', 'ADL and IADL retraining', 'Home safety evaluations', 'Epic documentation'],
    ['Education', 'M.S. Occupational Therapy', 'Mount Mary University, 2016', 'B.S. Kinesiology', 'University of Wisconsin–Milwaukee, 2013'],
  ];
  const summary =
    'Occupational therapist and certified hand therapist with eight years in outpatient orthopedics and inpatient neuro rehabilitation. Helps patients return to work, home and hobbies with practical, goal-driven treatment plans.';
  const jobs = [
    {
      title: 'Occupational Therapist / Certified Hand Therapist',
      org: 'Lakefront Orthopedic & Hand Center, Milwaukee, WI',
      dates: 'Aug 2020 – Present',
      bullets: [
        'Treat 12–14 outpatients a day after tendon repairs, fractures, nerve compressions and joint replacements.',
        'Fabricate custom thermoplastic orthoses, about 30 a month, and adjust them as healing progresses.',
        'Developed a post-operative flexor tendon protocol with the center’s two hand surgeons.',
        'Precept Level II fieldwork students from Mount Mary University.',
      ],
    },
    {
      title: 'Occupational Therapist',
      org: 'Froedtert Rehabilitation Hospital, Wauwatosa, WI',
      dates: 'Jun 2016 – Jul 2020',
      bullets: [
        'Provided inpatient therapy for stroke, spinal cord injury and traumatic brain injury patients.',
        'Led caregiver training and home evaluations before discharge, reducing 30-day readmissions on the unit.',
        'Served on the falls-prevention committee and updated the unit’s adaptive equipment inventory.',
      ],
    },
  ];
  const css = `
@page { size: Letter; margin: 0.55in 0.6in; }
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans'; font-size: 9.8pt; line-height: 1.38; color: #222; }
header { text-align: left; padding-bottom: 8pt; margin-bottom: 10pt; border-bottom: 1pt solid #6a4c93; }
header h1 { font-size: 23pt; color: #6a4c93; }
header .role { font-size: 11pt; }
.grid { display: grid; grid-template-columns: 2.05in 1fr; column-gap: 0.3in; }
aside { grid-column: 1; grid-row: 1; background: #f1ecf7; padding: 8pt 10pt; }
main { grid-column: 2; grid-row: 1; }
aside h3 { font-size: 10pt; color: #6a4c93; margin: 8pt 0 3pt; }
aside h3:first-child { margin-top: 0; }
aside div { margin-bottom: 1.5pt; }
h2 { font-size: 12pt; color: #6a4c93; margin: 0 0 5pt; }
main section { margin-bottom: 12pt; }
.job { margin-bottom: 9pt; }
.job .t { font-weight: bold; }
.job .d { font-style: italic; color: #555; }
ul { margin: 3pt 0 0 15pt; list-style: disc; }
li { margin-bottom: 2pt; }`;
  const body = `
<header><h1>Harriet Oduya, OTR/L, CHT</h1><div class="role">Occupational Therapist</div></header>
<div class="grid">
<main>
<section><h2>Summary</h2><p>${esc(summary)}</p></section>
<section><h2>Experience</h2>${jobs.map((j) => `<div class="job"><div class="t">${esc(j.title)}</div><div>${esc(j.org)}</div><div class="d">${esc(j.dates)}</div><ul>${li(j.bullets)}</ul></div>`).join('')}</section>
</main>
<aside>${side.map(([h, ...xs]) => `<h3>${h}</h3>${xs.map((x) => `<div>${esc(x)}</div>`).join('')}`).join('')}</aside>
</div>`;
  resumes.push({
    id: 'q10',
    html: page(css, body),
    expected: [
      ['Harriet Oduya, OTR/L, CHT', 'Occupational Therapist'],
      ...side,
      ['Summary', summary],
      ['Experience', ...jobs.flatMap((j) => [j.title, j.org, j.dates, ...b(j.bullets)])],
    ],
    meta: {
      layout: 'two-column-sidebar-left',
      pages: 1,
      columns: 2,
      sidebarLines: side.flat(),
      notes:
        'Full-width name header, then a tinted left sidebar (contact, licensure, skills, education) and the main column right. The sidebar comes AFTER the main column in the DOM and is placed left by CSS grid, so the PDF stream likely has main first; expected reads the sidebar first (left column first). Disc list markers. Wrapped sidebar entries are joined; real-hyphen/dash line ends stay as they are: \"30-day\" (bullet) and \"Wisconsin–Milwaukee\" (sidebar) both break after the hyphen/dash at print width.',
    },
  });
}

// ---------------------------------------------------------------- print
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const only = process.argv.slice(2);
mkdirSync(join(OUT, 'html-6'), { recursive: true });
for (const r of resumes) {
  if (only.length && !only.includes(r.id)) continue;
  const htmlPath = join(OUT, 'html-6', `${r.id}.html`);
  writeFileSync(htmlPath, r.html);
  const pg = await browser.newPage();
  await pg.goto('file://' + htmlPath);
  await pg.pdf({
    path: join(OUT, `${r.id}.pdf`),
    format: 'Letter',
    printBackground: true,
    preferCSSPageSize: true,
    ...(r.pdf ?? {}),
  });
  if (process.env.SHOT) {
    await pg.emulateMedia({ media: 'print' });
    await pg.setViewportSize({ width: 816, height: 1056 });
    if (process.env.SHOTW) await pg.addStyleTag({ content: 'body{width:' + process.env.SHOTW + '}' });
    await pg.screenshot({ path: join(OUT, 'html-6', `${r.id}.png`), fullPage: true });
  }
  await pg.close();
  writeExpected(r.id, r.expected);
  writeMeta(r.id, { ...r.meta, generator: 'chromium-print' });
  console.log('wrote', r.id);
}
await browser.close();
