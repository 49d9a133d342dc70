// Writes q16–q22 with the `docx` package: layout tables, bulleted/numbered lists, a floating
// text box, running headers/footers with page fields, All Caps / Small Caps styles, tab-aligned dates.
// Expected text is built from the same content, as Word would print it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AlignmentType, BorderStyle, Document, Footer, Header, LevelFormat, Packer, PageNumber, Paragraph,
  Tab, Table, TableCell, TableRow, TabStopType, TextRun, Textbox, WidthType,
} from 'docx';
import { OUT, writeExpected, writeMeta } from './make-common-6.mjs';

const bl = (xs) => xs.map((x) => '- ' + x);
const NOB = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: NOB, bottom: NOB, left: NOB, right: NOB, insideHorizontal: NOB, insideVertical: NOB };
const P = (text, { run = {}, ...o } = {}) => new Paragraph({ ...o, children: [new TextRun({ text, ...run })] });
const bulletCfg = (ref, glyphs, font) => ({
  reference: ref,
  levels: glyphs.map((g, i) => ({
    level: i, format: LevelFormat.BULLET, text: g, alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 + i * 360, hanging: 260 } }, ...(font ? { run: { font } } : {}) },
  })),
});
const numberCfg = (ref) => ({
  reference: ref,
  levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 400, hanging: 300 } } } }],
});
const item = (ref, text, level = 0) => new Paragraph({ numbering: { reference: ref, level }, spacing: { after: 40 }, children: [new TextRun(text)] });
// Title left, dates flush right at a right tab stop.
const tabbed = (left, right, pos, run = {}) =>
  new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: pos }], spacing: { before: 120 },
    children: [new TextRun({ text: left, bold: true, ...run }), new TextRun({ children: [new Tab(), right] })] });

async function save(id, doc) {
  writeFileSync(join(OUT, `${id}.docx`), await Packer.toBuffer(doc));
  console.log('wrote', id);
}
const page = (m = 1080) => ({ page: { size: { width: 12240, height: 15840 }, margin: { top: m, bottom: m, left: m, right: m } } });

// ---------------------------------------------------------------- q16 header table + two-column skills table
{
  const id = 'q16';
  const contact = ['margot.ellingsen@example.org', '(608) 555-0185', 'Madison, WI 53703', 'linkedin.com/in/margotellingsen'];
  const summary =
    'Public librarian with nine years in teen services and academic reference. Designs programs teens actually come back to, builds diverse collections on a tight budget, and teaches research skills to every age group.';
  const jobs = [
    { t: 'Teen Services Librarian, Madison Public Library – Central Library', d: 'Madison, WI · 2019 – present', bullets: [
      'Plan and run more than 150 teen programs a year, from anime club and coding nights to college-application workshops.',
      'Grew teen card registrations 42% through regular visits to nine middle and high schools.',
      'Manage a $38,000 young adult collection budget with a focus on diverse authors and graphic novels.',
      'Supervise 25 teen volunteers and two library assistants.',
    ] },
    { t: 'Reference and Instruction Librarian, Edgewood College', d: 'Madison, WI · 2015 – 2019', bullets: [
      'Taught 60 information-literacy sessions a year for first-year writing and nursing courses.',
      'Built research guides for 14 programs and answered chat reference through LibAnswers.',
      'Led the migration of interlibrary loan to ILLiad with no interruption in service.',
    ] },
  ];
  const skills = [
    ['Readers’ advisory', 'Program design and evaluation'],
    ['Collection development', 'Information literacy instruction'],
    ['Koha and Sierra ILS', 'LibGuides and LibAnswers'],
    ['Makerspace tools (3D printing, Cricut)', 'Spanish (conversational)'],
  ];
  const edu = ['Master of Library and Information Studies — University of Wisconsin–Madison, 2015', 'B.A. English Literature — Macalester College, 2012'];
  const H = (t) => new Paragraph({ spacing: { before: 240, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '2E4057', space: 2 } },
    children: [new TextRun({ text: t, bold: true, size: 25, color: '2E4057' })] });
  const cell = (children, w, align) => new TableCell({ width: { size: w, type: WidthType.DXA }, borders: noBorders, children: children.map((c) => typeof c === 'string' ? P(c, { alignment: align }) : c) });
  const header = new Table({
    width: { size: 10080, type: WidthType.DXA }, columnWidths: [5600, 4480], borders: noBorders,
    rows: [new TableRow({ children: [
      cell([P('Margot Ellingsen', { run: { bold: true, size: 40, color: '2E4057' } }), P('Teen Services Librarian', { run: { italics: true, size: 24 } })], 5600),
      cell(contact, 4480, AlignmentType.RIGHT),
    ] })],
  });
  const skillTable = new Table({
    width: { size: 10080, type: WidthType.DXA }, columnWidths: [5040, 5040], borders: noBorders,
    rows: skills.map((r) => new TableRow({ children: r.map((s) => cell([s], 5040)) })),
  });
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Cambria', size: 21 } } } },
    numbering: { config: [bulletCfg('b', ['•'])] },
    sections: [{ properties: page(1000), children: [
      header,
      H('Summary'), P(summary),
      H('Experience'),
      ...jobs.flatMap((j) => [P(j.t, { run: { bold: true }, spacing: { before: 120 } }), P(j.d, { run: { italics: true } }), ...j.bullets.map((x) => item('b', x))]),
      H('Skills'), skillTable,
      H('Education'), ...edu.map((e) => P(e)),
    ] }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Margot Ellingsen', 'Teen Services Librarian', ...contact],
    ['Summary', summary],
    ['Experience', ...jobs.flatMap((j) => [j.t, j.d, ...bl(j.bullets)])],
    ['Skills', ...skills.flat()],
    ['Education', ...edu],
  ]);
  writeMeta(id, { layout: 'docx-table', generator: 'docx', pages: 1, columns: 2,
    notes: 'Borderless 1x2 table for the top block (name/title left cell, right-aligned contact lines right cell) and a borderless 4x2 table for Skills (one skill per cell, read row by row: left cell then right cell). "•" bullets via a numbering definition. Cambria 10.5pt. Page count by construction (not rendered).' });
}

// ---------------------------------------------------------------- q17 bulleted (two levels) and numbered lists
{
  const id = 'q17';
  const contact = ['rhys.okonkwo.baird@example.com', '(828) 555-0111', 'Asheville, NC'];
  const profile =
    'ISA Board Certified Master Arborist with ten years of climbing, rigging and tree-health work in the southern Appalachians. Safety-first crew leader who writes clear risk reports and gets difficult removals done without damage.';
  const jobs = [
    { t: 'Crew Leader and Climbing Arborist', o: 'Blue Ridge Tree Care, Asheville, NC — May 2018 to Present', items: [
      ['Lead a three-person crew on removals, crown reductions and cabling for residential and municipal clients.', [
        'Average 220 jobs a year with zero recordable injuries since 2019.',
        'Write rigging plans for technical removals over structures and power lines.',
      ]],
      ['Perform tree risk assessments (ISA TRAQ) and write reports for homeowners, HOAs and insurance adjusters.', []],
      ['Diagnose pests and diseases, including hemlock woolly adelgid and emerald ash borer, and prescribe treatments.', []],
    ] },
    { t: 'Groundsperson, then Production Climber', o: 'Canopy Works LLC, Hendersonville, NC — March 2015 to April 2018', items: [
      ['Advanced from groundsperson to production climber within 18 months.', []],
      ['Operated chippers, stump grinders and a 60-foot bucket truck.', []],
    ] },
  ];
  const projects = [
    'Inventoried 3,400 street trees for the City of Asheville, with GPS mapping and risk ratings for each tree.',
    'Designed a cabling and bracing plan that saved a 200-year-old white oak on a historic estate.',
    'Cleared storm damage from 90 properties in three weeks after the 2024 ice storm.',
  ];
  const certs = [
    'ISA Board Certified Master Arborist, SO-6021BM',
    'ISA Tree Risk Assessment Qualification (TRAQ)',
    'North Carolina Pesticide Applicator License, ornamental and turf',
    'Electrical Hazards Awareness Program (EHAP)',
    'Commercial Driver’s License, Class B',
  ];
  const edu = 'A.A.S. Forest Management Technology — Haywood Community College, Clyde, NC, 2015';
  const H = (t) => new Paragraph({ spacing: { before: 220, after: 60 }, children: [new TextRun({ text: t, bold: true, size: 24, color: '2D6A4F' })] });
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    numbering: { config: [bulletCfg('b', ['▪', '◦']), numberCfg('n')] },
    sections: [{ properties: page(1080), children: [
      P('Rhys Okonkwo-Baird', { run: { bold: true, size: 36 } }),
      P('Master Arborist', { run: { size: 24, color: '2D6A4F' } }),
      ...contact.map((c) => P(c)),
      H('Profile'), P(profile),
      H('Experience'),
      ...jobs.flatMap((j) => [P(j.t, { run: { bold: true }, spacing: { before: 100 } }), P(j.o, { run: { italics: true } }),
        ...j.items.flatMap(([t, subs]) => [item('b', t, 0), ...subs.map((s) => item('b', s, 1))])]),
      H('Key Projects'), ...projects.map((p) => item('n', p)),
      H('Certifications'), ...certs.map((c) => item('b', c)),
      H('Education'), P(edu),
    ] }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Rhys Okonkwo-Baird', 'Master Arborist', ...contact],
    ['Profile', profile],
    ['Experience', ...jobs.flatMap((j) => [j.t, j.o, ...j.items.flatMap(([t, subs]) => [`- ${t}`, ...bl(subs)])])],
    ['Key Projects', ...projects.map((p, i) => `${i + 1}. ${p}`)],
    ['Certifications', ...bl(certs)],
    ['Education', edu],
  ]);
  writeMeta(id, { layout: 'docx-lists', generator: 'docx', pages: 1, columns: 1,
    notes: 'Word numbering definitions: level-0 bullets "▪", level-1 sub-bullets "◦" (nested bullets are also "- " lines in expected), and a decimal list "1." "2." "3." under Key Projects, kept as "1. …" in expected since the numbers are printed. Calibri 10.5pt. Page count by construction (not rendered).' });
}

// ---------------------------------------------------------------- q18 floating text box with contact details
{
  const id = 'q18';
  const contact = ['leticia.ferreira@example.com', '(216) 555-0129', 'Cleveland, OH', 'leticiaferreira.example.com'];
  const summary =
    'Investigative reporter and editor with twelve years in metro and data journalism. Turns public records and spreadsheets into stories that change policy, and edits younger reporters with patience and speed.';
  const jobs = [
    { t: 'Senior Investigative Reporter', o: 'The Lakeshore Ledger, Cleveland, OH', d: '2019–present', bullets: [
      'Lead a three-reporter data team covering housing, courts and public spending.',
      'A series on lead-paint violations in rental housing prompted a new city inspection ordinance and won a 2022 state press association award.',
      'File more than 60 public-records requests a year and build datasets in Python and SQL.',
    ] },
    { t: 'Metro Reporter', o: 'Akron Morning Register, Akron, OH', d: '2014–2019', bullets: [
      'Covered city hall, schools and transportation, publishing about 250 stories a year.',
      'Broke the story of $4 million in school-bus contract overbilling, which led to a state audit.',
    ] },
    { t: 'Editor in Chief', o: 'The Daily Kent Stater, Kent, OH', d: '2013–2014', bullets: ['Managed a student newsroom of 40 and a daily print and web edition.'] },
  ];
  const edu = 'B.A. Journalism, minor in Statistics — Kent State University, 2014';
  const skills = 'Public records law · Data journalism (Python, SQL, Datawrapper) · Source development · Spanish and Portuguese · AP style';
  const H = (t) => new Paragraph({ spacing: { before: 200, after: 60 }, children: [new TextRun({ text: t, bold: true, size: 23, font: 'Franklin Gothic Medium' })] });
  const box = new Textbox({
    style: { width: '2.3in', height: '0.8in', position: 'absolute', positionHorizontal: 'right', positionHorizontalRelative: 'margin',
      top: '0in', positionVerticalRelative: 'margin', wrapStyle: 'square' },
    children: contact.map((c) => P(c, { alignment: AlignmentType.RIGHT, run: { size: 19 } })),
  });
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Georgia', size: 21 } } } },
    numbering: { config: [bulletCfg('b', ['•'])] },
    sections: [{ properties: page(1000), children: [
      P('Leticia Ferreira', { run: { bold: true, size: 40 } }),
      new Paragraph({ children: [new TextRun({ text: 'Investigative Reporter and Editor', italics: true, size: 24 }), box] }),
      new Paragraph({ spacing: { after: 200 }, children: [] }),
      H('Summary'), P(summary),
      H('Experience'),
      ...jobs.flatMap((j) => [P(`${j.t} | ${j.o} | ${j.d}`, { run: { bold: true }, spacing: { before: 100 } }), ...j.bullets.map((x) => item('b', x))]),
      H('Education'), P(edu),
      H('Skills'), P(skills),
    ] }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Leticia Ferreira', 'Investigative Reporter and Editor', ...contact],
    ['Summary', summary],
    ['Experience', ...jobs.flatMap((j) => [`${j.t} | ${j.o} | ${j.d}`, ...bl(j.bullets)])],
    ['Education', edu],
    ['Skills', skills],
  ]);
  writeMeta(id, { layout: 'docx-textbox', generator: 'docx', pages: 1, columns: 1,
    notes: 'Contact lines live in a floating VML text box (w:pict/v:textbox, absolutely positioned at the top right of the margin box) anchored in the job-title paragraph under the name; a reader takes the name and title (left) first, then the box. An empty spacer paragraph follows. Job lines are "Title | Org | years" in one bold paragraph. Page count by construction (not rendered).' });
}

// ---------------------------------------------------------------- q19 header + "Page X of Y" footer, tabbed dates, two pages
{
  const id = 'q19';
  const hdr = 'Tamsin Achterberg, CMP | Event and Conference Planner';
  const contact = ['tamsin.achterberg@example.com', '(702) 555-0164', 'Las Vegas, NV'];
  const summary =
    'Certified Meeting Professional with eleven years planning conferences, incentive trips and association meetings of 200 to 9,000 attendees. Negotiates hotel and venue contracts, runs registration and on-site logistics, and brings events in on budget.';
  const jobs = [
    { t: 'Senior Conference Manager, Mojave Meetings Group', d: 'Jan 2020 – Present', bullets: [
      'Plan and deliver 12–15 conferences a year for medical and technology associations, with budgets up to $4.2 million.',
      'Negotiated hotel blocks and venue contracts that saved clients a combined $1.1 million in 2023.',
      'Lead a team of four planners and coordinate 30–60 vendors per event.',
    ] },
    { t: 'Event Manager, Silver State Convention Services', d: 'Jun 2016 – Dec 2019', bullets: [
      'Managed exhibit halls of up to 400 booths, including floor plans, exhibitor services and move-in schedules.',
      'Introduced a mobile event app that lifted session-survey response rates from 18% to 54%.',
      'Ran registration for 9,000 attendees with Cvent and on-site badge printing.',
    ] },
    { t: 'Catering and Events Coordinator, Desert Bloom Resort', d: 'Aug 2013 – May 2016', bullets: [
      'Booked weddings, banquets and corporate dinners and wrote banquet event orders for each.',
      'Coordinated kitchen, AV and floor teams for events of up to 800 guests.',
    ] },
  ];
  const edu = ['B.S. Hospitality Management — University of Nevada, Las Vegas, 2013'];
  const events = [
    'Western Pediatric Society Annual Meeting, 4,800 attendees, Las Vegas (2019–2024)',
    'CloudOps Summit, 2,500 attendees and 120 exhibitors, San Diego (2022, 2023)',
    'President’s Club incentive trip for 350 guests, Cabo San Lucas (2021)',
    'Rural Health Association legislative fly-in, 600 attendees, Washington, DC (2018)',
  ];
  const certs = ['Certified Meeting Professional (CMP), Events Industry Council, 2018', 'Certificate in Meeting Management (CMM), 2022', 'ServSafe Manager'];
  const skills = ['Cvent and Bizzabo', 'Hotel and venue contract negotiation', 'Budgeting and forecasting', 'Food and beverage planning', 'Audiovisual and hybrid production', 'Risk and crisis planning'];
  const affil = ['Meeting Professionals International, Las Vegas chapter, education committee', 'Professional Convention Management Association, member'];
  const H = (t, brk) => new Paragraph({ pageBreakBefore: !!brk, spacing: { before: 240, after: 80 },
    children: [new TextRun({ text: t, bold: true, size: 24, color: '7B2D26' })] });
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Garamond', size: 22 } } } },
    numbering: { config: [bulletCfg('b', ['◦'])] },
    sections: [{
      properties: page(1080),
      headers: { default: new Header({ children: [P(hdr, { alignment: AlignmentType.RIGHT, run: { size: 17, color: '777777' } })] }) },
      footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER,
        children: [new TextRun({ size: 17, color: '777777', children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] })] }) },
      children: [
        P('Tamsin Achterberg, CMP', { run: { bold: true, size: 38, color: '7B2D26' } }),
        ...contact.map((c) => P(c)),
        H('Summary'), P(summary),
        H('Professional Experience'),
        ...jobs.flatMap((j) => [tabbed(j.t, j.d, 10080), ...j.bullets.map((x) => item('b', x))]),
        H('Education'), ...edu.map((e) => P(e)),
        H('Selected Events', true), ...events.map((e) => item('b', e)),
        H('Certifications'), ...certs.map((e) => item('b', e)),
        H('Skills'), ...skills.map((e) => item('b', e)),
        H('Affiliations'), ...affil.map((e) => item('b', e)),
      ],
    }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Tamsin Achterberg, CMP', ...contact],
    ['Summary', summary],
    ['Professional Experience', ...jobs.flatMap((j) => [`${j.t} ${j.d}`, ...bl(j.bullets)])],
    ['Education', ...edu],
    ['Selected Events', ...bl(events)],
    ['Certifications', ...bl(certs)],
    ['Skills', ...bl(skills)],
    ['Affiliations', ...bl(affil)],
  ]);
  writeMeta(id, { layout: 'docx-header-footer', generator: 'docx', pages: 2, columns: 1,
    headerFooterLines: [hdr, 'Page 1 of 2', 'Page 2 of 2'],
    notes: 'Running header (right-aligned) in header1.xml and a centred footer "Page {PAGE} of {NUMPAGES}" built from fields. Job title and dates are one paragraph separated by a TAB to a right tab stop; expected joins them with one space. "◦" bullets. Two pages by an explicit page-break-before on "Selected Events" (page 1 content is short enough to fit; not rendered).' });
}

// ---------------------------------------------------------------- q20 whole resume in a two-column table
{
  const id = 'q20';
  const contact = ['k.asanteruiz@example.com', '(317) 555-0146', 'Indianapolis, IN'];
  const profile =
    'Analytical chemist with seven years in pharmaceutical quality control. Runs and troubleshoots HPLC and GC methods under cGMP, leads OOS investigations, and writes method validation protocols that pass audit.';
  const jobs = [
    { t: 'Senior QC Chemist, Halcyon Pharmaceuticals', d: 'Mar 2021 – Present', bullets: [
      'Release-test finished products and stability samples by HPLC, UPLC, dissolution and Karl Fischer.',
      'Led 18 out-of-specification investigations to root cause with CAPAs accepted on first review.',
      'Validated four stability-indicating HPLC methods to ICH Q2(R1).',
      'Trained six analysts on Empower 3 data integrity practices ahead of an FDA pre-approval inspection.',
    ] },
    { t: 'QC Chemist I–II, Crossroads Contract Labs', d: 'Jul 2017 – Feb 2021', bullets: [
      'Tested raw materials and APIs to USP/NF and EP monographs for 40 client programs.',
      'Reviewed peer data packages and logbooks for completeness and ALCOA+ compliance.',
    ] },
  ];
  const edu = ['B.S. Chemistry, Purdue University, West Lafayette, IN, 2017'];
  const instruments = 'HPLC and UPLC (Waters Empower 3), GC-FID and headspace GC, dissolution (USP I and II), FTIR, UV-Vis, Karl Fischer titration, LIMS (LabWare)';
  const certs = ['ASQ Certified Quality Auditor (CQA), 2023', 'Lean Six Sigma Green Belt, 2020'];
  const LW = 2200, RW = 7880;
  const left = (t) => new TableCell({ width: { size: LW, type: WidthType.DXA }, borders: noBorders, margins: { top: 120, right: 120 },
    children: [new Paragraph({ children: [new TextRun({ text: t, bold: true, size: 20, color: '1B4965' })] })] });
  const right = (children) => new TableCell({ width: { size: RW, type: WidthType.DXA }, margins: { top: 120, bottom: 60 },
    borders: { ...noBorders, left: { style: BorderStyle.SINGLE, size: 6, color: '9DB4C0' } }, children });
  const rows = [
    ['PROFILE', [P(profile, { indent: { left: 160 } })]],
    ['EXPERIENCE', jobs.flatMap((j) => [tabbed(j.t, j.d, RW - 260, {}), ...j.bullets.map((x) => item('b', x))]).map((p) => p)],
    ['EDUCATION', edu.map((e) => P(e, { indent: { left: 160 } }))],
    ['INSTRUMENTS', [P(instruments, { indent: { left: 160 } })]],
    ['CERTIFICATIONS', certs.map((c) => item('b', c))],
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
    numbering: { config: [bulletCfg('b', ['–'])] },
    sections: [{ properties: page(1080), children: [
      P('Kwabena Asante-Ruiz', { run: { bold: true, size: 38, color: '1B4965' } }),
      P('QC Analytical Chemist', { run: { size: 24 } }),
      ...contact.map((c) => P(c, { run: { size: 19 } })),
      new Paragraph({ children: [] }),
      new Table({ width: { size: LW + RW, type: WidthType.DXA }, columnWidths: [LW, RW], borders: noBorders,
        rows: rows.map(([h, ch]) => new TableRow({ children: [left(h), right(ch)] })) }),
    ] }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Kwabena Asante-Ruiz', 'QC Analytical Chemist', ...contact],
    ['PROFILE', profile],
    ['EXPERIENCE', ...jobs.flatMap((j) => [`${j.t} ${j.d}`, ...bl(j.bullets)])],
    ['EDUCATION', ...edu],
    ['INSTRUMENTS', instruments],
    ['CERTIFICATIONS', ...bl(certs)],
  ]);
  writeMeta(id, { layout: 'docx-table', generator: 'docx', pages: 1, columns: 2,
    notes: 'Everything below the name block is one borderless 5x2 table: left cell = section heading (typed in capitals), right cell = the section body (paragraphs, "–" bullets, title<TAB>dates with a right tab stop inside the cell). Read row by row. An empty paragraph sits between the contact lines and the table. Page count by construction (not rendered).' });
}

// ---------------------------------------------------------------- q21 All Caps heading style, numbered + bulleted lists, tabs
{
  const id = 'q21';
  const contact = ['colm.abernathy@example.com', '(207) 555-0172', 'Portland, ME 04101'];
  const profile =
    'Firefighter/paramedic with nine years on an engine and ambulance in a busy city department. Calm in high-acuity calls, a certified fire instructor, and the station lead for EMS quality review.';
  const jobs = [
    { t: 'Firefighter/Paramedic, Portland Fire Department', d: '2018 – present', bullets: [
      'Respond to about 1,900 fire, rescue and EMS calls a year from the busiest engine company in the city.',
      'Provide advanced life support, including cardiac monitoring, airway management and medication administration.',
      'Station lead for EMS chart review; cut protocol deviations on the shift by a third in one year.',
      'Teach hose, ladder and forcible-entry evolutions to recruit academy classes.',
    ] },
    { t: 'Firefighter/EMT, South Portland Fire Department', d: '2015 – 2018', bullets: [
      'Worked engine and ladder companies and staffed the ambulance on a 24-hour rotation.',
      'Completed vehicle extrication, ice rescue and hazardous-materials operations training.',
    ] },
  ];
  const certs = [
    'Maine EMS Paramedic License (National Registry Paramedic)',
    'Firefighter I and II, Maine Fire Service Institute',
    'Fire Instructor I',
    'ACLS, PALS and PHTLS provider',
    'Hazardous Materials Operations',
  ];
  const edu = ['A.A.S. Paramedicine — Southern Maine Community College, 2017', 'Fire Science coursework — Southern Maine Community College, 2014'];
  const doc = new Document({
    styles: {
      default: { document: { run: { font: 'Tahoma', size: 20 } } },
      paragraphStyles: [{ id: 'SecHead', name: 'Section Heading', basedOn: 'Normal', next: 'Normal', quickFormat: true,
        run: { allCaps: true, bold: true, size: 22, color: 'B22222' },
        paragraph: { spacing: { before: 220, after: 60 }, border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'B22222', space: 1 } } } }],
    },
    numbering: { config: [bulletCfg('b', ['-']), numberCfg('n')] },
    sections: [{ properties: page(1150), children: [
      P('Colm Abernathy', { run: { bold: true, size: 36 }, alignment: AlignmentType.CENTER }),
      P('Firefighter / Paramedic', { alignment: AlignmentType.CENTER, run: { size: 22 } }),
      ...contact.map((c) => P(c, { alignment: AlignmentType.CENTER })),
      new Paragraph({ style: 'SecHead', text: 'Profile' }), P(profile),
      new Paragraph({ style: 'SecHead', text: 'Experience' }),
      ...jobs.flatMap((j) => [tabbed(j.t, j.d, 9940), ...j.bullets.map((x) => item('b', x))]),
      new Paragraph({ style: 'SecHead', text: 'Certifications' }), ...certs.map((c) => item('n', c)),
      new Paragraph({ style: 'SecHead', text: 'Education' }), ...edu.map((e) => P(e)),
    ] }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Colm Abernathy', 'Firefighter / Paramedic', ...contact],
    ['PROFILE', profile],
    ['EXPERIENCE', ...jobs.flatMap((j) => [`${j.t} ${j.d}`, ...bl(j.bullets)])],
    ['CERTIFICATIONS', ...certs.map((c, i) => `${i + 1}. ${c}`)],
    ['EDUCATION', ...edu],
  ]);
  writeMeta(id, { layout: 'docx-lists', generator: 'docx', pages: 1, columns: 1,
    notes: 'Section headings use a paragraph style with All Caps (w:caps): stored as "Profile", "Experience", … but printed in capitals, and expected gives them as printed (PROFILE, EXPERIENCE, …). Bullets use "-" as the numbering glyph; certifications are a decimal list ("1." … "5.", kept in expected). Title<TAB>dates with a right tab stop, joined by one space in expected. Centred header block. Page count by construction (not rendered).' });
}

// ---------------------------------------------------------------- q22 Small Caps headings, header/footer, tabs, two pages
{
  const id = 'q22';
  const hdr = 'Anneliese Mbatha — Biomedical Equipment Technician II';
  const contact = ['anneliese.mbatha@example.com', '(720) 555-0150', 'Aurora, CO 80045'];
  const summary =
    'Biomedical equipment technician with eight years maintaining infusion pumps, patient monitors, ventilators and imaging support equipment in hospital and military settings. Keeps preventive-maintenance completion above 98% and documents every repair for Joint Commission review.';
  const jobs = [
    { t: 'BMET II, Front Range University Hospital', d: 'Feb 2020 – Present', bullets: [
      'Maintain and repair 2,600 medical devices across ICU, surgery and emergency departments.',
      'Completed 98.7% of scheduled preventive maintenance on time over the last three years.',
      'Lead incoming inspection and network setup for new infusion pumps and telemetry systems.',
      'Respond to device recalls and hazard alerts, tracking affected units to closure in the CMMS.',
    ] },
    { t: 'Biomedical Equipment Specialist (68A), U.S. Army', d: 'Aug 2014 – Jan 2020', bullets: [
      'Serviced field and hospital medical equipment for a combat support hospital, including deployments.',
      'Calibrated anesthesia machines, defibrillators and electrosurgical units to manufacturer specifications.',
      'Trained and supervised four junior technicians and managed a parts inventory worth $350,000.',
    ] },
  ];
  const edu = ['A.A.S. Biomedical Equipment Technology — Community College of Aurora, 2021', 'Biomedical Equipment Specialist Course — Medical Education and Training Campus, Fort Sam Houston, TX, 2014'];
  const certs = ['Certified Biomedical Equipment Technician (CBET), AAMI, 2021', 'CompTIA Network+, 2022', 'Manufacturer training: Philips IntelliVue, BD Alaris, Hamilton ventilators'];
  const skills = [
    'Electrical safety testing (Fluke ESA615)',
    'Infusion pump, patient monitor and ventilator repair',
    'Medical device networking and cybersecurity patching',
    'CMMS work orders (Nuvolo, AIMS)',
    'Schematic reading and board-level troubleshooting',
  ];
  const service = ['Volunteer technician, Denver medical equipment donation drive (2021–present)', 'Member, Association for the Advancement of Medical Instrumentation (AAMI)'];
  const doc = new Document({
    styles: {
      default: { document: { run: { font: 'Book Antiqua', size: 21 } } },
      paragraphStyles: [{ id: 'SecHead', name: 'Section Heading', basedOn: 'Normal', next: 'Normal',
        run: { smallCaps: true, bold: true, size: 26, color: '264653' }, paragraph: { spacing: { before: 240, after: 80 } } }],
    },
    numbering: { config: [bulletCfg('b', ['‣'], 'Segoe UI Symbol')] },
    sections: [{
      properties: page(1080),
      headers: { default: new Header({ children: [P(hdr, { run: { size: 16, italics: true, color: '666666' } })] }) },
      footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.RIGHT,
        children: [new TextRun({ size: 16, color: '666666', children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] })] }) },
      children: [
        P('Anneliese Mbatha, CBET', { run: { bold: true, size: 36, color: '264653' } }),
        ...contact.map((c) => P(c)),
        new Paragraph({ style: 'SecHead', text: 'Summary' }), P(summary),
        new Paragraph({ style: 'SecHead', text: 'Work Experience' }),
        ...jobs.flatMap((j) => [tabbed(j.t, j.d, 10080), ...j.bullets.map((x) => item('b', x))]),
        new Paragraph({ style: 'SecHead', text: 'Education and Training', pageBreakBefore: true }), ...edu.map((e) => P(e)),
        new Paragraph({ style: 'SecHead', text: 'Certifications' }), ...certs.map((e) => item('b', e)),
        new Paragraph({ style: 'SecHead', text: 'Technical Skills' }), ...skills.map((e) => item('b', e)),
        new Paragraph({ style: 'SecHead', text: 'Service and Memberships' }), ...service.map((e) => item('b', e)),
      ],
    }],
  });
  await save(id, doc);
  writeExpected(id, [
    ['Anneliese Mbatha, CBET', ...contact],
    ['SUMMARY', summary],
    ['WORK EXPERIENCE', ...jobs.flatMap((j) => [`${j.t} ${j.d}`, ...bl(j.bullets)])],
    ['EDUCATION AND TRAINING', ...edu],
    ['CERTIFICATIONS', ...bl(certs)],
    ['TECHNICAL SKILLS', ...bl(skills)],
    ['SERVICE AND MEMBERSHIPS', ...bl(service)],
  ]);
  writeMeta(id, { layout: 'docx-header-footer', generator: 'docx', pages: 2, columns: 1,
    headerFooterLines: [hdr, 'Page 1 of 2', 'Page 2 of 2'],
    notes: 'Headings use a Small Caps style (w:smallCaps), stored as "Summary", "Work Experience", …; printed as capitals (initials taller), expected gives them in capitals. Running header (italic) and right-aligned "Page {PAGE} of {NUMPAGES}" footer from fields. Title<TAB>dates to a right tab stop, joined by one space. "‣" bullets (Segoe UI Symbol). Two pages by page-break-before on "Education and Training"; not rendered.' });
}
