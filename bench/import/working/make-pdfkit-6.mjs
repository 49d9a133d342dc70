// Writes q11–q15 with pdfkit: hand-laid lines (own word wrap with hyphenation at "~" points),
// row-order tables, interleaved two-column rows, drawn bullets, running header/footer.
// Expected text is built from the same content, not read back from the PDF.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { OUT, plain, writeExpected, writeMeta } from './make-common-6.mjs';

const FONTS = '/usr/share/fonts/truetype';
const b = (xs) => xs.map((x) => '- ' + x);
const hyphenLog = {};

// Small hyphenation dictionary (as a word processor's would be), applied to unmarked words.
const HY = Object.fromEntries(
  ('tech~nol~o~gist tech~nol~o~gists ra~di~og~ra~phy ra~di~ol~o~gists con~sis~tent di~ag~nos~tic an~gi~og~ra~phy per~fu~sion ap~pli~ca~tion '
  + 'pro~to~cols equip~ment de~part~ment sched~ules emer~gen~cy flu~o~ros~co~py or~tho~pe~dic ac~cred~i~ta~tion re~quire~ments dosim~e~try '
  + 'in~spec~tions in~pa~tient crit~i~cal~ly ven~ti~lat~ed op~er~at~ing vas~cu~lar pro~ce~dures clin~i~cal op~ti~miza~tion re~con~struc~tion '
  + 'pe~di~at~ric po~si~tion~ing pre~cep~tor con~fer~ence man~age~ment sim~u~la~tion car~di~ac ra~di~o~log~ic in~clud~ing re~cep~tor '
  + 'ex~pe~ri~ence in~ci~dents vi~o~la~tions re~source op~er~a~tions in~ter~na~tion~al av~er~ag~ing vol~un~teer com~plet~ed pro~gram '
  + 'com~mand~ed part~ner~ship con~duct~ed co~or~di~na~tion main~te~nance de~fer~rals sched~uled pas~sen~ger con~di~tions com~mer~cial in~stru~ment '
  + 'stu~dents In~struc~tor pro~fi~cien~cy Aero~nau~ti~cal Ra~dio~tele~phone Mul~ti~en~gine or~ga~ni~za~tion or~ga~ni~za~tion’s foun~da~tion '
  + 'cor~po~rate fed~er~al pro~pos~als port~fo~lio an~nu~al~ly da~ta~base out~come mea~sures pro~gram In~sti~tu~tion~al in~sti~tu~tion~al rev~e~nue '
  + 'co~or~di~nat~ed of~fi~cers ac~knowl~edg~ment re~new~al pros~pect re~search jus~ti~fi~ca~tion Penn~syl~va~nia '
  + 'mu~nic~i~pal~i~ties com~pre~hen~sive co~or~di~nat~ing ad~vi~so~ry com~mit~tee dis~trib~ut~ed du~plex~es tri~plex~es com~pli~ance or~di~nance '
  + 'de~vel~op~ment pe~des~tri~an en~gage~ment res~i~dents an~a~lyt~i~cal of~fi~cials pro~fes~sion~al anal~y~sis '
  + 'in~stal~la~tion sched~ule shut~down iso~met~rics po~si~tions al~u~mi~num con~trac~tors struc~tur~al ben~ders').split(' ')
  .map((w) => [w.replace(/~/g, ''), w]),
);
const hyph = (text) =>
  text.replace(/[A-Za-z’]{7,}/g, (w) => HY[w] ?? w);


function newDoc(id) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, bufferPages: true, info: { Title: `${id} resume` } });
  const done = new Promise((res) => doc.pipe(createWriteStream(join(OUT, `${id}.pdf`))).on('finish', res));
  doc.registerFont('LibSerif', `${FONTS}/liberation/LiberationSerif-Regular.ttf`);
  doc.registerFont('LibSerif-Bold', `${FONTS}/liberation/LiberationSerif-Bold.ttf`);
  doc.registerFont('LibSerif-Italic', `${FONTS}/liberation/LiberationSerif-Italic.ttf`);
  doc.registerFont('DVSerif', `${FONTS}/dejavu/DejaVuSerif.ttf`);
  doc.registerFont('DVSerif-Bold', `${FONTS}/dejavu/DejaVuSerif-Bold.ttf`);
  doc.registerFont('DVSerif-Italic', `${FONTS}/dejavu/DejaVuSerif-Italic.ttf`);
  doc.registerFont('DVSans', `${FONTS}/dejavu/DejaVuSans.ttf`);
  return { doc, done };
}

// Greedy word wrap; a word may break at "~" points, printing "-" at the line end.
function wrap(doc, text, width, id) {
  const words = hyph(text).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  const w = (s) => doc.widthOfString(plain(s));
  for (let word of words) {
    for (;;) {
      const cand = line ? line + ' ' + word : word;
      if (w(cand) <= width) {
        line = cand;
        break;
      }
      const parts = word.split('~');
      let broke = false;
      for (let k = parts.length - 1; k >= 1 && line !== null; k--) {
        const pre = parts.slice(0, k).join('') + '-';
        const c2 = line ? line + ' ' + pre : pre;
        if (w(c2) <= width) {
          lines.push(c2);
          (hyphenLog[id] ??= []).push(parts.join('').replace(/[^\w’]+$/, ''));
          word = parts.slice(k).join('~');
          line = '';
          broke = true;
          break;
        }
      }
      if (broke) continue;
      if (!line) {
        line = word;
        break;
      }
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines.map(plain);
}

// Lays out one paragraph as line records {x, y, text, font, size, ws, bullet}.
function para(doc, text, o, id) {
  doc.font(o.font).fontSize(o.size);
  const indent = o.bullet ? o.indent ?? 12 : 0;
  const lines = wrap(doc, text, o.width - indent, id);
  return lines.map((t, i) => {
    let ws = 0;
    if (o.justify && i < lines.length - 1) {
      const spaces = (t.match(/ /g) || []).length;
      if (spaces) ws = (o.width - indent - doc.widthOfString(t)) / spaces;
    }
    return { x: o.x + indent, dy: i * o.lh, text: t, font: o.font, size: o.size, ws, color: o.color,
      bullet: i === 0 ? o.bullet : undefined, bx: o.x, h: o.lh };
  });
}

function drawLine(doc, r, y) {
  if (r.bullet) {
    const bl = r.bullet;
    if (bl.shape === 'square') doc.rect(r.bx + 2, y + r.size * 0.38, 3.6, 3.6).fill(bl.color ?? '#000');
    else if (bl.shape === 'circle') doc.circle(r.bx + 3.5, y + r.size * 0.55, 2).fill(bl.color ?? '#000');
    else doc.font(bl.font ?? r.font).fontSize(r.size).fillColor(bl.color ?? '#000').text(bl.glyph, r.bx, y, { lineBreak: false });
  }
  doc.font(r.font).fontSize(r.size).fillColor(r.color ?? '#000');
  doc.text(r.text, r.x, y, { lineBreak: false, wordSpacing: r.ws || 0 });
  if (r.rule) doc.moveTo(r.rule[0], y + r.h - 2).lineTo(r.rule[1], y + r.h - 2).lineWidth(0.6).stroke(r.color ?? '#000');
}

// Flow of blocks down pages; keeps blocks (arrays of line records) together.
class Flow {
  constructor(doc, top, bottom) { Object.assign(this, { doc, top, bottom, y: top, pages: 1 }); }
  block(recs, gapAfter = 0) {
    const h = recs.length ? Math.max(...recs.map((r) => r.dy + r.h)) : 0;
    if (this.y + h > this.bottom) { this.doc.addPage(); this.pages++; this.y = this.top; }
    for (const r of recs) drawLine(this.doc, r, this.y + r.dy);
    this.y += h + gapAfter;
  }
  gap(g) { this.y += g; }
}
const one = (text, o) => [{ x: o.x, dy: 0, text, font: o.font, size: o.size, ws: 0, h: o.lh, color: o.color, rule: o.rule }];
const stack = (blocks) => { let dy = 0; const out = []; for (const bl of blocks) { const h = Math.max(...bl.map((r) => r.dy + r.h)); out.push(...bl.map((r) => ({ ...r, dy: r.dy + dy }))); dy += h; } return out; };

const jobs = [];

// ---------------------------------------------------------------- q11 row-order table (left cell, then right cell, per row)
jobs.push(async () => {
  const id = 'q11';
  const { doc, done } = newDoc(id);
  const L = 54, LW = 112, R = 186, RW = 372, F = 'Helvetica', FB = 'Helvetica-Bold', FS = 10, LH = 13.2;
  const contact = ['(412) 555-0163', 'tbrennan.welds@example.com', 'Pittsburgh, PA 15210'];
  const summary =
    'Journeyman pipefitter and combination welder with eleven years in process piping and structural steel. Certified in 6G open-root pipe and AWS D1.1 structural, with an x-ray reject rate under one percent and a clean safety record on union jobsites.';
  const work = [
    { left: ['Mar 2019 – Present', 'Pittsburgh, PA'], right: ['Pipefitter / Welder, UA Local 449 Journeyman', 'Three Rivers Mechanical Contractors'],
      bullets: [
        'Fabricate and install carbon and stainless process piping up to 24 in. for phar~ma~ceu~ti~cal and power-generation clients.',
        'Weld to ASME B31.1 and B31.3 with SMAW, GTAW and FCAW; x-ray reject rate under 1% over five years.',
        'Read isometrics and P&IDs, take field mea~sure~ments and build spool pieces in the shop before installation.',
        'Rig and set pipe with chain falls and come-alongs as part of a six-person crew on shutdown schedules.',
      ] },
    { left: ['Jun 2014 – Feb 2019', 'Canonsburg, PA'], right: ['Structural Welder', 'Keystone Steel Fabricators'],
      bullets: [
        'Welded columns, beams and stair as~sem~blies to AWS D1.1 in a 40,000 sq ft fab~ri~ca~tion shop.',
        'Set up and ran submerged-arc and robotic MIG cells for high-volume pro~duc~tion runs.',
        'Trained five ap~pren~tices on fit-up, joint prep~a~ra~tion and shop safety.',
      ] },
  ];
  const certs = [
    ['2023', 'ASME Section IX, 6G GTAW/SMAW open root, carbon steel'],
    ['2021', 'AWS D1.1 Certified Welder, structural, all positions'],
    ['2019', 'OSHA 30-Hour Construction'],
    ['2014', 'Welding Technology Diploma, Community College of Allegheny County'],
  ];
  const skills = [
    ['Processes', 'SMAW, GTAW, FCAW, GMAW, SAW'],
    ['Materials', 'Carbon steel, 304/316 stainless, chrome-moly, aluminum'],
    ['Equipment', 'Hydraulic benders, plasma cutters, pipe bevelers, laser levels, boom lifts'],
  ];
  const f = new Flow(doc, 54, 738);
  f.block(one('TOMASZ BRENNAN', { x: L, font: FB, size: 22, lh: 26 }));
  f.block(one('Combination Welder / Pipefitter', { x: L, font: F, size: 12, lh: 16, color: '#444' }));
  for (const c of contact) f.block(one(c, { x: L, font: F, size: 10, lh: 13 }));
  const heading = (t) => { f.gap(10); f.block(one(t, { x: L, font: FB, size: 11.5, lh: 16, rule: [L, R + RW], color: '#000' }), 4); };
  // A table row: all left-cell lines are written, then all right-cell lines.
  const row = (leftRecs, rightRecs, gapAfter = 6) => f.block([...leftRecs, ...rightRecs], gapAfter);
  heading('SUMMARY');
  f.block(para(doc, summary, { x: L, width: R + RW - L, font: F, size: FS, lh: LH }, id));
  heading('EXPERIENCE');
  for (const j of work) {
    const left = stack(j.left.map((t) => one(t, { x: L, font: F, size: 9.5, lh: LH, color: '#333' })));
    const right = stack([
      one(j.right[0], { x: R, font: FB, size: FS, lh: LH }),
      one(j.right[1], { x: R, font: 'Helvetica-Oblique', size: FS, lh: LH }),
      ...j.bullets.map((t) => para(doc, t, { x: R, width: RW, font: F, size: FS, lh: LH, bullet: { shape: 'square', color: '#8a3b12' }, indent: 12 }, id)),
    ]);
    row(left, right, 8);
  }
  heading('CERTIFICATIONS AND TRAINING');
  for (const [l, r] of certs) row(one(l, { x: L, font: F, size: 9.5, lh: LH, color: '#333' }), para(doc, r, { x: R, width: RW, font: F, size: FS, lh: LH }, id), 2);
  heading('SKILLS');
  for (const [l, r] of skills) row(one(l, { x: L, font: FB, size: 9.5, lh: LH }), para(doc, r, { x: R, width: RW, font: F, size: FS, lh: LH }, id), 2);
  doc.end();
  await done;
  writeExpected(id, [
    ['TOMASZ BRENNAN', 'Combination Welder / Pipefitter', ...contact],
    ['SUMMARY', summary],
    ['EXPERIENCE', ...work.flatMap((j) => [...j.left, ...j.right, ...b(j.bullets)])],
    ['CERTIFICATIONS AND TRAINING', ...certs.flat()],
    ['SKILLS', ...skills.flat()],
  ]);
  writeMeta(id, { layout: 'row-order-table-pdf', generator: 'pdfkit', pages: f.pages, columns: 2,
    notes: `Table-style rows: narrow left cell (dates + city, year, skill category) and wide right cell; each row is written left cell first, then right cell, and read that way; cells that share a baseline are still separate lines. Bullets are small filled squares drawn as shapes (no bullet text). Hyphenated at line ends by the generator: ${(hyphenLog[id] ?? []).join(', ') || 'none'}.` });
});

// ---------------------------------------------------------------- q12 two pages, running header + "Page N of M"
jobs.push(async () => {
  const id = 'q12';
  const { doc, done } = newDoc(id);
  const L = 72, W = 468, F = 'Times-Roman', FB = 'Times-Bold', FI = 'Times-Italic', FS = 11, LH = 14.2;
  const hdr = 'Priya Raman — Radiologic and CT Technologist';
  const contact = ['priya.raman.rt@example.com', '(402) 555-0149', 'Omaha, Nebraska'];
  const summary =
    'ARRT-registered radiologic technologist with CT certification and nine years in Level I trauma, outpatient imaging and mobile radiography. Known for consistent image quality at low dose, calm patient handling and training new technologists on protocols and equipment.';
  const work = [
    { t: 'Lead CT Technologist', o: 'Nebraska Heartland Medical Center, Omaha, NE', d: 'May 2020 to present', bullets: [
      'Perform 25–35 CT exams per shift, including trauma panels, CT angiography, perfusion studies and guided biopsies.',
      'Lead a team of seven technologists on evening shift; build schedules and cover call for the emergency department.',
      'Worked with radiologists and the physicist to revise 40 protocols, cutting average head CT dose by 18% with no loss in diagnostic quality.',
      'Train new hires and students on the Siemens SOMATOM Force and Edge scanners and on contrast-reaction response.',
      'Serve as department super-user for the PACS upgrade and the Epic Radiant rollout.',
    ] },
    { t: 'Radiologic Technologist', o: 'Midlands Orthopedic and Imaging, Papillion, NE', d: 'March 2017 to April 2020', bullets: [
      'Performed general radiography, fluoroscopy and weight-bearing extremity studies for a busy orthopedic practice.',
      'Kept repeat rate below 3% and helped the clinic pass its ACR accreditation review.',
      'Cross-trained in CT and completed the clinical requirements for the ARRT CT post-primary exam.',
      'Maintained QC logs, lead apron inspections and dosimetry records for the department.',
    ] },
    { t: 'Staff Radiographer', o: 'Saint Brigid Hospital, Lincoln, NE', d: 'June 2015 to February 2017', bullets: [
      'Covered emergency, inpatient, surgical C-arm and portable exams on a rotating schedule.',
      'Positioned critically ill and trauma patients safely, including ventilated ICU patients.',
      'Assisted in the operating room with fluoroscopy for orthopedic and vascular procedures.',
    ] },
    { t: 'Radiography Student Clinical Rotations', o: 'Nebraska Methodist College affiliates, Omaha, NE', d: 'August 2013 to May 2015', bullets: [
      'Completed 1,850 clinical hours across trauma, pediatric and outpatient imaging sites.',
    ] },
  ];
  const edu = [
    'Bachelor of Science in Imaging Sciences — Nebraska Methodist College, Omaha, 2015',
    'Associate of Science, Pre-Health — Metropolitan Community College, Omaha, 2013',
  ];
  const certs = [
    'ARRT Registered Technologist, Radiography (R), 2015',
    'ARRT Post-Primary Certification, Computed Tomography (CT), 2018',
    'Nebraska Medical Radiographer License',
    'Basic Life Support (BLS), American Heart Association',
  ];
  const skills = [
    'Siemens SOMATOM Force and Edge, GE Revolution CT',
    'CT angiography, perfusion and cardiac calcium scoring',
    'Power injector operation and contrast safety',
    'Dose optimization (CARE Dose4D, iterative reconstruction)',
    'Epic Radiant, PACS and RIS workflow',
    'Trauma and pediatric positioning',
  ];
  const ce = [
    'ASRT Annual Conference, CT dose management track (2024)',
    'Contrast reaction management simulation, Heartland Medical Center (2023)',
    'Cardiac CT fundamentals, 16 CE credits (2022)',
  ];
  const prof = [
    'American Society of Radiologic Technologists, member',
    'Nebraska Society of Radiologic Technologists, secretary (2022–2024)',
    'Clinical preceptor, Nebraska Methodist College radiography program',
  ];
  const f = new Flow(doc, 78, 720);
  f.block(one('Priya Raman, R.T.(R)(CT)(ARRT)', { x: L, font: FB, size: 20, lh: 25 }));
  for (const c of contact) f.block(one(c, { x: L, font: F, size: 10.5, lh: 13.5 }));
  const heading = (t) => { f.gap(9); f.block(one(t, { x: L, font: FB, size: 12.5, lh: 17, rule: [L, L + W] }), 4); };
  const bul = { glyph: '•' };
  heading('Professional Summary');
  f.block(para(doc, summary, { x: L, width: W, font: F, size: FS, lh: LH }, id));
  heading('Experience');
  for (const j of work) {
    f.block(stack([one(j.t, { x: L, font: FB, size: FS, lh: LH }), one(`${j.o} | ${j.d}`, { x: L, font: FI, size: FS, lh: LH })]), 2);
    for (const t of j.bullets) f.block(para(doc, t, { x: L + 8, width: W - 8, font: F, size: FS, lh: LH, bullet: bul, indent: 12 }, id), 1.5);
    f.gap(5);
  }
  heading('Education');
  for (const e of edu) f.block(para(doc, e, { x: L, width: W, font: F, size: FS, lh: LH }, id));
  heading('Certifications and Licensure');
  for (const t of certs) f.block(para(doc, t, { x: L + 8, width: W - 8, font: F, size: FS, lh: LH, bullet: bul }, id), 1.5);
  heading('Technical Skills');
  for (const t of skills) f.block(para(doc, t, { x: L + 8, width: W - 8, font: F, size: FS, lh: LH, bullet: bul }, id), 1.5);
  heading('Continuing Education');
  for (const t of ce) f.block(para(doc, t, { x: L + 8, width: W - 8, font: F, size: FS, lh: LH, bullet: bul }, id), 1.5);
  heading('Professional Activities');
  for (const t of prof) f.block(para(doc, t, { x: L + 8, width: W - 8, font: F, size: FS, lh: LH, bullet: bul }, id), 1.5);
  const { start, count } = doc.bufferedPageRange();
  const hf = [hdr];
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font(FI).fontSize(9).fillColor('#555').text(hdr, L, 40, { lineBreak: false });
    doc.moveTo(L, 54).lineTo(L + W, 54).lineWidth(0.4).stroke('#999');
    const pn = `Page ${i + 1} of ${count}`;
    hf.push(pn);
    doc.font(F).fontSize(9).fillColor('#555').text(pn, L + W - doc.widthOfString(pn), 748, { lineBreak: false });
  }
  doc.end();
  await done;
  writeExpected(id, [
    ['Priya Raman, R.T.(R)(CT)(ARRT)', ...contact],
    ['Professional Summary', summary],
    ['Experience', ...work.flatMap((j) => [j.t, `${j.o} | ${j.d}`, ...b(j.bullets)])],
    ['Education', ...edu],
    ['Certifications and Licensure', ...b(certs)],
    ['Technical Skills', ...b(skills)],
    ['Continuing Education', ...b(ce)],
    ['Professional Activities', ...b(prof)],
  ]);
  writeMeta(id, { layout: 'multi-page-header-footer', generator: 'pdfkit', pages: count, columns: 1, headerFooterLines: hf,
    notes: `Times-Roman (standard font), "•" bullets as text glyphs. Running header (italic name line with a rule) and right-aligned "Page N of M" footer are written on every page after layout (bufferPages), so they come last in each page's stream. Hyphenated at line ends: ${(hyphenLog[id] ?? []).join(', ') || 'none'}.` });
});

// ---------------------------------------------------------------- q13 one column, drawn circle bullets, hyphenation
jobs.push(async () => {
  const id = 'q13';
  const { doc, done } = newDoc(id);
  const L = 64, W = 484, F = 'LibSerif', FB = 'LibSerif-Bold', FI = 'LibSerif-Italic', FS = 11, LH = 14;
  const contact = ['Imani Fairbanks-Osei', 'Grant Writer and Development Manager', 'imani.fo@example.org', '(267) 555-0122', 'Philadelphia, PA'];
  const summary =
    'Grant writer with ten years of foundation, corporate and federal fund~rais~ing for human-services and arts non~prof~its. Has written proposals that brought in more than $14 million, including three multi-year federal awards, and manages the full grant cal~en~dar from prospect research to final reports.';
  const work = [
    { t: 'Development Manager, Institutional Giving', o: 'Schuylkill Youth Partnership', d: '2020 to present', bullets: [
      'Manage a portfolio of 65 foundation and corporate funders worth $3.2 million a year and write 40–50 proposals annually.',
      'Won a five-year, $2.4 million federal AmeriCorps award and a $750,000 William Penn Foundation grant.',
      'Built the organization’s first grants calendar and reporting database in Salesforce, elim~i~nat~ing missed deadlines.',
      'Coach program directors on logic models, outcome measures and budget nar~ra~tives.',
    ] },
    { t: 'Grant Writer', o: 'Kensington Arts Collective', d: '2016 to 2020', bullets: [
      'Wrote proposals to the NEA, Pennsylvania Council on the Arts and local family foun~da~tions.',
      'Raised institutional revenue from $410,000 to $1.1 million in four years.',
      'Prepared interim and final reports and coordinated site visits with program officers.',
    ] },
    { t: 'Development Associate', o: 'Delaware Valley Food Bank', d: '2014 to 2016', bullets: [
      'Managed gift processing and ac~knowl~edg~ment letters and drafted renewal proposals.',
    ] },
  ];
  const edu = ['M.A. Nonprofit Leadership — University of Pennsylvania, 2016', 'B.A. English — Temple University, 2013'];
  const skills = 'Foundation Directory Online, Instrumentl, Salesforce NPSP, Grants.gov and SAM.gov, federal budget justification, logic models, prospect research';
  const f = new Flow(doc, 60, 740);
  f.block(one(contact[0], { x: L, font: FB, size: 21, lh: 26, color: '#1d3557' }));
  f.block(one(contact[1], { x: L, font: FI, size: 12.5, lh: 17 }));
  for (const c of contact.slice(2)) f.block(one(c, { x: L, font: F, size: 10.5, lh: 13.5 }));
  const heading = (t) => { f.gap(10); f.block(one(t, { x: L, font: FB, size: 12.5, lh: 17, color: '#1d3557', rule: [L, L + W] }), 4); };
  const bul = { shape: 'circle', color: '#1d3557' };
  heading('Summary');
  f.block(para(doc, summary, { x: L, width: W, font: F, size: FS, lh: LH }, id));
  heading('Experience');
  for (const j of work) {
    f.block(stack([one(`${j.t}, ${j.o}`, { x: L, font: FB, size: FS, lh: LH }), one(j.d, { x: L, font: FI, size: FS, lh: LH })]), 2);
    for (const t of j.bullets) f.block(para(doc, t, { x: L + 6, width: W - 6, font: F, size: FS, lh: LH, bullet: bul, indent: 13 }, id), 1.5);
    f.gap(6);
  }
  heading('Education');
  for (const e of edu) f.block(one(e, { x: L, font: F, size: FS, lh: LH }));
  heading('Tools and Skills');
  f.block(para(doc, skills, { x: L, width: W, font: F, size: FS, lh: LH }, id));
  doc.end();
  await done;
  writeExpected(id, [
    contact,
    ['Summary', summary],
    ['Experience', ...work.flatMap((j) => [`${j.t}, ${j.o}`, j.d, ...b(j.bullets)])],
    ['Education', ...edu],
    ['Tools and Skills', skills],
  ]);
  writeMeta(id, { layout: 'one-column', generator: 'pdfkit', pages: f.pages, columns: 1,
    notes: `Liberation Serif (embedded TTF); bullets are filled circles drawn as shapes, no bullet character in the text. Words hyphenated at line ends by the generator (printed "-", to be mended): ${(hyphenLog[id] ?? []).join(', ') || 'none'}.` });
});

// ---------------------------------------------------------------- q14 two columns written interleaved, row by row
jobs.push(async () => {
  const id = 'q14';
  const { doc, done } = newDoc(id);
  const L = 48, LW = 160, R = 232, RW = 332, F = 'Helvetica', FB = 'Helvetica-Bold', FS = 9.8, LH = 12.6;
  const side = [
    ['CONTACT', 'reuben.alvarado@example.com', '(602) 555-0139', 'Phoenix, AZ'],
    ['CERTIFICATES', 'FAA ATP, Airplane Multiengine Land', 'Type ratings: CL-65, B737', 'First Class Medical', 'FCC Restricted Radiotelephone'],
    ['FLIGHT TIME', 'Total: 7,420 hrs', 'Turbine PIC: 3,980 hrs', 'CRJ-700/900: 4,650 hrs', 'B737: 1,210 hrs', 'Multiengine: 6,300 hrs', 'Instrument: 710 hrs'],
    ['EDUCATION', 'B.S. Aeronautical Science', 'Embry-Riddle Aeronautical University, Prescott, 2011'],
  ];
  const summary =
    'Airline transport pilot with 7,400 hours, captain experience on the CRJ-700/900 and current B737 first officer. Strong record in line operations, check airman duties and crew resource management, with no incidents or violations.';
  const work = [
    { t: 'First Officer, Boeing 737-800', o: 'Desert Sky Airlines, Phoenix, AZ', d: 'Apr 2022 – Present', bullets: [
      'Operate domestic and near-international routes from a Phoenix base, averaging 80 block hours a month.',
      'Completed initial type rating and IOE with no repeats; line-check passed on first attempt.',
      'Volunteer member of the airline’s safety action program event review team.',
    ] },
    { t: 'Captain, CRJ-700/900', o: 'Mesa Ridge Regional Airlines, Phoenix, AZ', d: 'Jan 2016 – Mar 2022', bullets: [
      'Commanded regional jet operations for a major-carrier partner, 2,700 hours as pilot in command.',
      'Line check airman from 2019: conducted 140 initial operating experience and line-check events.',
      'Managed irregular operations, diversions and maintenance deferrals in coordination with dispatch.',
    ] },
    { t: 'First Officer, CRJ-200/700', o: 'Mesa Ridge Regional Airlines, Phoenix, AZ', d: 'Jun 2013 – Dec 2015', bullets: [
      'Flew scheduled passenger service across the western United States in all weather conditions.',
    ] },
    { t: 'Certified Flight Instructor (CFI/CFII/MEI)', o: 'Sonoran Flight Academy, Mesa, AZ', d: 'Aug 2011 – May 2013', bullets: [
      'Trained 35 private, instrument and commercial students; 94% first-time pass rate on checkrides.',
    ] },
  ];
  const awards = ['Captain of the Quarter, Mesa Ridge Regional Airlines (Q3 2019)', 'FAA WINGS Pilot Proficiency Program, Phase 9'];
  // Lay out both columns with absolute y, then write lines in row order (merge by y, left first).
  const top = 122;
  const leftRecs = [], rightRecs = [];
  let y = top;
  for (const [h, ...xs] of side) {
    leftRecs.push({ ...one(h, { x: L, font: FB, size: 10, lh: 14, color: '#0d47a1' })[0], y });
    y += 15;
    for (const x of xs) { for (const r of para(doc, x, { x: L, width: LW, font: F, size: 9.3, lh: 12 }, id)) leftRecs.push({ ...r, y: y + r.dy }); y += para(doc, x, { x: L, width: LW, font: F, size: 9.3, lh: 12 }, 'x').length * 12 + 2; }
    y += 12;
  }
  y = top;
  const pushR = (recs, gap = 0) => { const h = Math.max(...recs.map((r) => r.dy + r.h)); for (const r of recs) rightRecs.push({ ...r, y: y + r.dy }); y += h + gap; };
  pushR(one('PROFILE', { x: R, font: FB, size: 10, lh: 14, color: '#0d47a1' }), 1);
  pushR(para(doc, summary, { x: R, width: RW, font: F, size: FS, lh: LH }, id), 12);
  pushR(one('FLIGHT EXPERIENCE', { x: R, font: FB, size: 10, lh: 14, color: '#0d47a1' }), 1);
  for (const j of work) {
    pushR(one(j.t, { x: R, font: FB, size: FS, lh: LH }));
    pushR(one(`${j.o}  |  ${j.d}`, { x: R, font: 'Helvetica-Oblique', size: 9.3, lh: LH, color: '#333' }), 1);
    for (const t of j.bullets) pushR(para(doc, t, { x: R, width: RW, font: F, size: FS, lh: LH, bullet: { glyph: '-' }, indent: 10 }, id), 1);
    y += 6;
  }
  y += 6;
  pushR(one('AWARDS', { x: R, font: FB, size: 10, lh: 14, color: '#0d47a1' }), 1);
  for (const t of awards) pushR(para(doc, t, { x: R, width: RW, font: F, size: FS, lh: LH, bullet: { glyph: '-' }, indent: 10 }, id), 1);
  // header across the top
  doc.font(FB).fontSize(24).fillColor('#0d47a1').text('REUBEN ALVARADO', L, 46, { lineBreak: false });
  doc.font(F).fontSize(12).fillColor('#333').text('Airline Transport Pilot', L, 76, { lineBreak: false });
  doc.moveTo(L, 104).lineTo(R + RW, 104).lineWidth(1).stroke('#0d47a1');
  doc.moveTo(R - 14, top).lineTo(R - 14, 740).lineWidth(0.5).stroke('#bbb');
  const all = [...leftRecs.map((r) => ({ ...r, col: 0 })), ...rightRecs.map((r) => ({ ...r, col: 1 }))]
    .sort((a, b2) => Math.round(a.y) - Math.round(b2.y) || a.col - b2.col);
  for (const r of all) drawLine(doc, r, r.y);
  doc.end();
  await done;
  const maxY = Math.max(...all.map((r) => r.y));
  writeExpected(id, [
    ['REUBEN ALVARADO', 'Airline Transport Pilot'],
    ...side,
    ['PROFILE', summary],
    ['FLIGHT EXPERIENCE', ...work.flatMap((j) => [j.t, `${j.o} | ${j.d}`, ...b(j.bullets)])],
    ['AWARDS', ...b(awards)],
  ]);
  writeMeta(id, { layout: 'row-order-table-pdf', generator: 'pdfkit', pages: 1, columns: 2, sidebarLines: side.flat(),
    notes: `Left sidebar (contact, certificates, flight time, education) and right main column are independent flows, but the text is WRITTEN row by row across both columns (merged by baseline, left line first), as table-based generators do; a reader must still take the left column wholly first. Bullets are a literal "-". Org and dates share one line with "  |  " (two spaces each side in the PDF; expected uses single spaces). Last baseline y=${Math.round(maxY)}. Hyphenated at line ends: ${(hyphenLog[id] ?? []).join(', ') || 'none'}.` });
});

// ---------------------------------------------------------------- q15 justified, DejaVu Serif, en-dash bullets, hyphenation
jobs.push(async () => {
  const id = 'q15';
  const { doc, done } = newDoc(id);
  const L = 70, W = 472, F = 'DVSerif', FB = 'DVSerif-Bold', FI = 'DVSerif-Italic', FS = 9.6, LH = 13.4;
  const contact = ['yusuf.delacroix@example.com', '(919) 555-0173', 'Durham, North Carolina'];
  const summary =
    'AICP-certified urban planner with eight years in long-range planning, zoning reform and trans~por~ta~tion corridor studies for fast-growing municipalities. Leads public en~gage~ment that reaches residents who rarely attend hearings, and turns complex land-use analysis into clear rec~om~men~da~tions for elected officials and com~mu~ni~ty members alike.';
  const work = [
    { t: 'Senior Planner, Long-Range Planning', o: 'City of Durham Planning Department', d: '09.2020 – present', bullets: [
      'Project manager for the Comprehensive Plan update, coordinating eleven depart~ments, a 24-member advisory committee and more than 6,000 public comments.',
      'Drafted the missing-middle housing text amend~ment that legalized duplexes and triplexes citywide; adopted unan~i~mous~ly in 2023.',
      'Built parcel-level build-out and fiscal impact models in ArcGIS and Excel for three corridor plans.',
      'Supervise two planners and an intern and present monthly to the Planning Com~mis~sion.',
    ] },
    { t: 'Planner II', o: 'Town of Cary, Planning and Development', d: '06.2016 – 08.2020', bullets: [
      'Reviewed site plans, rezonings and sub~di~vi~sions for compliance with the unified development ordinance.',
      'Managed the downtown parking study and the bicycle and pedestrian master plan update.',
      'Ran pop-up engagement events at transit stops, markets and schools in English and Spanish.',
    ] },
  ];
  const edu = ['Master of City and Regional Planning, University of North Carolina at Chapel Hill, 2016', 'B.A. Geography and Urban Studies, Howard University, 2014'];
  const skills =
    'ArcGIS Pro and CommunityViz; zoning and sub~di~vi~sion ordinance drafting; housing and fiscal impact analysis; meeting fa~cil~i~ta~tion; Spanish (professional working pro~fi~cien~cy).';
  const f = new Flow(doc, 64, 736);
  f.block(one('Yusuf Delacroix, AICP', { x: L, font: FB, size: 19, lh: 24, color: '#2f4f4f' }));
  f.block(one('Urban Planner', { x: L, font: FI, size: 11.5, lh: 16 }));
  for (const c of contact) f.block(one(c, { x: L, font: F, size: 9.5, lh: 12.5 }));
  const heading = (t) => { f.gap(10); f.block(one(t, { x: L, font: FB, size: 11, lh: 15, color: '#2f4f4f', rule: [L, L + W] }), 4); };
  const J = { x: L, width: W, font: F, size: FS, lh: LH, justify: true };
  heading('Profile');
  f.block(para(doc, summary, J, id));
  heading('Professional Experience');
  for (const j of work) {
    f.block(stack([one(j.t, { x: L, font: FB, size: FS, lh: LH }), one(`${j.o}, ${j.d}`, { x: L, font: FI, size: FS, lh: LH })]), 2);
    for (const t of j.bullets) f.block(para(doc, t, { ...J, bullet: { glyph: '–' }, indent: 12 }, id), 2);
    f.gap(6);
  }
  heading('Education');
  for (const e of edu) f.block(one(e, { x: L, font: F, size: FS, lh: LH }));
  heading('Skills');
  f.block(para(doc, skills, J, id));
  doc.end();
  await done;
  writeExpected(id, [
    ['Yusuf Delacroix, AICP', 'Urban Planner', ...contact],
    ['Profile', summary],
    ['Professional Experience', ...work.flatMap((j) => [j.t, `${j.o}, ${j.d}`, ...b(j.bullets)])],
    ['Education', ...edu],
    ['Skills', skills],
  ]);
  writeMeta(id, { layout: 'justified', generator: 'pdfkit', pages: f.pages, columns: 1,
    notes: `DejaVu Serif (embedded), every line but a paragraph's last justified with word spacing (Tw); "–" en-dash bullet glyphs. Dates as "09.2020 – present". Words hyphenated at line ends (printed "-", to be mended): ${(hyphenLog[id] ?? []).join(', ') || 'none'}. Real hyphens (long-range, missing-middle, build-out, pop-up) must stay.` });
});

const only = process.argv.slice(2);
for (let i = 0; i < jobs.length; i++) {
  const id = `q${11 + i}`;
  if (only.length && !only.includes(id)) continue;
  await jobs[i]();
  console.log('wrote', id, 'hyphenated:', (hyphenLog[id] ?? []).join(', '));
}
