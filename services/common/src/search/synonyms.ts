// The one list of abbreviations and synonyms job seekers type, applied at search time on every
// backend: OpenSearch runs it as a synonym_graph filter in its search analyzer; PostgreSQL (and
// anything else that builds its own query) asks `findConcepts` for the words' alternatives.
//
// Source and reasoning: the abbreviations a job board's searches use for job titles and
// skills, as the trades write them in postings (Stack Overflow tag synonyms for the skills:
// k8s, golang, js, ts, postgres, nodejs; the US nursing boards' titles for RN/LPN; the AICPA
// for CPA; job-title conventions for swe/sde/sre/pm/tpm/ae/sdr/bdr/csm/ea and sr/jr). Rules
// are Solr's format: "a, b" makes each term find the others; "a => a, b" is one way, used where
// the short form finds the long one but not the reverse (the long form is common and the short
// one means other things too: "pm" is also a time of day; "developer" finds engineers, but an
// "engineer" search stays an engineer search, or "sales engineer" would find "sales development").
// A rule may end in "~ c, d": related jobs, which a search for its terms finds too but ranks
// below every job its terms and their alternatives name (an LPN search shows registered nurses
// after the LPN jobs; the rubric's "closely related role"); OpenSearch's filter has no such
// rules, the query builders add them.
// A term of several words, once on a left side, is found only as itself or its alternatives
// (beside other words of a search, its words apart find too, with less weight), so the common
// form of a title, whose words already find its jobs, is mostly left out of left sides: the
// variants find it one way ("warehouse worker => warehouse associate"). No rule word is a stop word: OpenSearch rejects rules its stop filter
// changes ("fp&a" is read as "fp", "a" being one). Further sources: the US nursing boards' titles
// (LPN/LVN, CNA), AORN for perioperative nursing, GOV.UK's content designer, UK usage (staff nurse,
// programme, paediatric, warehouse operative, stock control, chartered accountant); the bodies
// that award finance credentials (CFA Institute, IMA for the CMA, IIA for the CIA, ISACA for CISA).
// Never: java and javascript are different languages; "go" never matches "go-to-market" or
// "go-live" (FALSE_FRIENDS), so "golang" cannot find every sales team. ios and android need no
// rule: they are one word as typed and as written, and "ios developer" finds "iOS Engineer" by
// developer => engineer.

export const SYNONYM_RULES: readonly string[] = [
  // Roles
  // A software engineer is any software-development IC: the titles of each kind find it.
  'swe, sde, software engineer, software developer, software development engineer => swe, sde, software engineer, ' +
    'software developer, software development engineer, full stack engineer, full stack developer, ' +
    'fullstack engineer, fullstack developer, frontend engineer, frontend developer, front end engineer, ' +
    'front end developer, backend engineer, backend developer, back end engineer, back end developer, ' +
    'mobile engineer, mobile developer, ios engineer, ios developer, android engineer, android developer, web developer',
  // DevOps, platform and infrastructure engineers do an SRE's work under other titles.
  'sre, site reliability engineer, site reliability engineering, site reliability ~ devops, platform engineer, infrastructure engineer',
  'developer => developer, engineer',
  'programmer => programmer, developer, engineer',
  'dev => dev, developer, engineer',
  // "eng" is short for engineering; the reverse would make "engineer" expand.
  'eng => eng, engineering, engineer',
  'em => em, engineering manager',
  // An app developer builds mobile apps in job-board usage.
  'app developer, app engineer => app developer, app engineer, mobile developer, mobile engineer, ios developer, android developer',
  // The other side of a stack, as postings also say it.
  'server side => server side, backend, back end',
  'client side => client side, frontend, front end',
  // "UI developer" is the older title of the front-end developer (not a UI designer).
  'ui developer, ui engineer => ui developer, ui engineer, frontend developer, frontend engineer, ' +
    'front end developer, front end engineer',
  'sdm => sdm, software development manager, engineering manager',
  // The product owner is the Scrum name of much of a product manager's job (related, below).
  'pm => pm, product manager ~ product owner',
  // The associate product manager is the entry-level product manager's title.
  'apm => apm, associate product manager, junior product manager ~ product manager',
  'gpm => gpm, group product manager',
  // A product owner is the Scrum name of a product manager's job; a product manager is not always one.
  'product owner => product owner, product manager',
  'tpm => tpm, technical program manager ~ program manager',
  'epm => epm, engineering program manager',
  'pmp, project management professional',
  'pmo, project management office, program management office',
  // UK spelling; "program" stays as typed, as most postings are American.
  'programme => programme, program',
  'qa, quality assurance, sdet, test engineer, quality engineer, quality engineering, qe',
  // Word order and -ed/-er forms stemming keeps apart: one practice.
  'automation testing, automated testing, automation tester => automation testing, automated testing, automation tester, test automation',
  'tester => tester, testing, test',
  // The manual tester's job under the titles teams give it; the engineers who automate tests do
  // much of it too (related, below).
  'qa tester, quality assurance tester, qa analyst, quality assurance analyst, software tester, manual tester, ' +
    'test analyst ~ qa engineer, quality engineer, test engineer, sdet',
  'load testing => load testing, performance testing',
  'ux, user experience',
  // Product companies renamed their UX designers product designers: one job, found by either
  // title. A UX designer search keeps the trade's other designers and researchers, ranked below.
  'product designer => product designer, ux designer, user experience designer, ux ui designer, ui ux designer',
  'ux designer, user experience designer, ux ui designer, ui ux designer => ux designer, user experience designer, ' +
    'ux ui designer, ui ux designer, product designer ~ ui designer, visual designer, interaction designer, ' +
    'ux researcher, user researcher, content designer, service designer',
  'ui, user interface',
  'ux researcher, user researcher, design researcher => ux researcher, user researcher, design researcher, ux research, user research',
  'ux research, user research',
  'uxr => uxr, ux researcher, user researcher, ux research, user research',
  // The UX writer's title became "content designer" (GOV.UK, then most product companies).
  'ux writer, content designer',
  'ux writing, content design',
  'ixd, interaction design',
  'hci, human computer interaction',
  'frontend, front end',
  // FE is how front-end titles and teams abbreviate it ("FE dev", "FE platform").
  'fe => fe, frontend, front end',
  'backend, back end',
  'fullstack, full stack',
  // DevOps is practised under the SRE and platform titles too.
  'devops, dev ops => devops, dev ops, devsecops, sre, site reliability, platform engineer, platform engineering',
  'mlops, ml ops, machine learning operations',
  'secops, sec ops => secops, sec ops, security operations',
  'sysadmin, sys admin, system administrator, systems administrator',
  'dba, database administrator ~ database engineer',
  'infra => infra, infrastructure',
  'devrel, developer relations',
  'developer advocate => developer advocate, devrel, developer relations',
  'fde => fde, forward deployed engineer',
  // Pre-sales engineers: one job under the titles vendors give it (not software engineering); the
  // function (pre-sales) and its architect and consultant titles find it too.
  'sales engineer, solutions engineer, solution engineer, presales engineer, pre sales engineer => sales engineer, ' +
    'solutions engineer, solution engineer, presales engineer, pre sales engineer, presales, pre sales, ' +
    'solutions architect, solutions consultant',
  'presales, pre sales',
  'solutions consultant => solutions consultant, sales engineer, solutions engineer',
  // The older title of a data engineer.
  'etl developer => etl developer, data engineer',
  'data scientist, data science',
  'ds => ds, data scientist, data science',
  'ba => ba, business analyst',
  'quant => quant, quantitative',
  'mle => mle, machine learning engineer, ml engineer',
  // Most nursing titles ("School Nurse", "ICU Nurse") are registered nurses' jobs.
  'rn, registered nurse => rn, registered nurse, nurse',
  // A nurse search wants the jobs titled by the licence alone ("Home Health RN") too.
  'nurse => nurse, rn',
  'crna, certified registered nurse anesthetist',
  'emt, emergency medical technician',
  // The UK's staff nurse is a registered nurse.
  'staff nurse => staff nurse, registered nurse, rn, nurse',
  // One licence: practical nurse in most US states, vocational nurse in California and Texas.
  'lpn, lvn, licensed practical nurse, licensed vocational nurse ~ registered nurse, nurse',
  'np => np, nurse practitioner',
  'fnp, family nurse practitioner',
  'cna, certified nursing assistant, certified nurse assistant',
  'nursing assistant, nurse aide, healthcare assistant, hca => nursing assistant, nurse aide, healthcare assistant, hca, ' +
    'cna, certified nursing assistant',
  'icu, intensive care unit, intensive care, critical care',
  'er, emergency room, emergency department',
  'med surg, medsurg, medical surgical',
  // The operating room ("theatre" in the UK) is perioperative nursing (AORN's term).
  'operating room, perioperative',
  'theatre nurse, theater nurse => theatre nurse, theater nurse, operating room nurse, perioperative nurse',
  'psych => psych, psychiatric',
  'psychiatric, behavioral health, behavioural health, mental health',
  'pediatric, paediatric, peds',
  'pediatrics, paediatrics',
  'labor, labour',
  'home health, home care, home healthcare',
  'telehealth, telemedicine, virtual care',
  'ltc, long term care',
  'snf, skilled nursing facility',
  'ur => ur, utilization review',
  'cpa, certified public accountant',
  // Credentials a finance search names by their letters.
  'cma, certified management accountant',
  'cfa, chartered financial analyst',
  'cia, certified internal auditor',
  'cisa, certified information systems auditor',
  // The UK's and Commonwealth's qualified accountant is chartered; a CPA's job is one.
  'chartered accountant => chartered accountant, cpa, certified public accountant',
  'controller, comptroller',
  'ap => ap, accounts payable',
  'gl => gl, general ledger',
  'gaap, generally accepted accounting principles',
  'sox, sarbanes oxley',
  'rev rec => rev rec, revenue recognition',
  'asc 606 => asc 606, revenue recognition',
  'book keeper, bookkeeper',
  'book keeping, bookkeeping',
  'auditor => auditor, audit',
  // FP&A is read as "fp" ("a" is a stop word); its postings also say "financial planning".
  'fpa, fp => fpa, fp, financial planning ~ financial analyst, finance business partner',
  'ib => ib, investment banking',
  'corp dev, corpdev => corp dev, corpdev, corporate development',
  'modelling, modeling',
  'ae => ae, account executive',
  'sales executive => sales executive, account executive',
  // SDR and BDR are one outbound job (inbound or outbound leads aside), under either name.
  'sdr, bdr, sales development representative, business development representative ~ inside sales, sales representative',
  'rep => rep, representative',
  'bizdev, biz dev => bizdev, biz dev, business development',
  'bd => bd, business development',
  'kam => kam, key account manager',
  'medical sales => medical sales, medical device sales',
  // Customer success under the names teams give it: a title (or CSM) finds the other and the
  // function's other jobs (head of, associate); the function one way (as typed, "customer
  // success" is its words, so its neighbours still show).
  'csm, customer success manager, client success manager => csm, customer success manager, client success manager, ' +
    'customer success, client success',
  'client success => client success, customer success',
  'customer support, customer service, customer care',
  'csr => csr, customer service representative',
  'cx, customer experience',
  // The help desk is tier-1 technical support, under its job titles too.
  'helpdesk, help desk, service desk => helpdesk, help desk, service desk, technical support, desktop support',
  'noc, network operations center, network operations centre',
  'tam => tam, technical account manager',
  // Administrative assistants do much of an executive assistant's work, for a team.
  'ea => ea, executive assistant ~ administrative assistant',
  // Executive business partner is the title large companies gave their executive assistants.
  'executive assistant, executive business partner, ebp ~ administrative assistant',
  'admin => admin, administrative, administrator',
  'secretary => secretary, administrative assistant, admin assistant',
  'legal secretary => legal secretary, legal assistant',
  'receptionist, front desk',
  'va => va, virtual assistant',
  // HR departments renamed People; the function is one.
  'hr, human resources, people operations, people ops',
  'personnel => personnel, hr, human resources',
  'hrbp, hr business partner, human resources business partner, people partner, people business partner ~ hr generalist, people operations',
  'hris, human resources information system',
  'talent acquisition, recruiting, recruitment',
  'ta => ta, talent acquisition',
  'hrg => hrg, hr generalist, human resources generalist ~ hr business partner, people operations',
  'headhunter => headhunter, executive recruiter, executive search',
  'ceo, chief executive officer',
  'coo, chief operating officer',
  'cto, chief technology officer',
  'cfo, chief financial officer',
  'cmo, chief marketing officer',
  'cro, chief revenue officer',
  'cio, chief information officer',
  'ciso, chief information security officer',
  'chro, chief human resources officer',
  'vp, vice president',
  'svp, senior vice president',
  'evp, executive vice president',
  // Marketing
  'pmm => pmm, product marketing manager',
  'seo, search engine optimization, search engine optimisation',
  'sem, search engine marketing',
  'ppc, pay per click, paid search',
  'performance marketing, paid marketing, paid media => performance marketing, paid marketing, paid media, paid acquisition',
  'abm, account based marketing',
  'demand gen => demand gen, demand generation',
  'lifecycle marketing, crm marketing, retention marketing => lifecycle marketing, crm marketing, retention marketing, email marketing',
  'email marketing => email marketing, lifecycle marketing',
  'marcom, marcomms, marketing communications',
  'pr => pr, public relations',
  'martech, marketing technology',
  'copywriter, copy writer',
  // Operations
  'ops => ops, operations',
  'bizops, biz ops, business operations',
  'revops, rev ops, revenue operations',
  'salesops, sales ops, sales operations',
  'procurement, purchasing',
  'buyer => buyer, procurement, purchasing',
  'warehouse worker, warehouse operative => warehouse worker, warehouse operative, warehouse associate',
  'forklift, fork lift',
  'forklift driver, fork lift driver => forklift driver, fork lift driver, forklift operator',
  'stock control => stock control, inventory control, inventory management',
  'fulfillment, fulfilment',
  'center, centre',
  // Security
  // The field's jobs are titled by the word security alone ("Security Analyst").
  'cybersecurity, cyber security, infosec, information security ~ security analyst, security engineer',
  'cyber => cyber, cybersecurity, cyber security',
  'appsec, application security',
  'product security => product security, application security, appsec',
  // SOC 2 is an audit report, not a security operations center (FALSE_FRIENDS).
  'soc, security operations center, security operations centre',
  // A SOC analyst is the security analyst who works a security operations center's alerts. The
  // cyber and information security analyst titles also cover risk and compliance work, and the
  // center has other jobs: related.
  'soc analyst, security operations analyst => soc analyst, security operations analyst, security analyst ' +
    '~ cybersecurity analyst, cyber security analyst, information security analyst, security operations center, ' +
    'security operations centre',
  'pentest, pen test, penetration test, pentesting, pen testing, penetration testing',
  'pentester, pen tester, penetration tester ~ red team, offensive security, application security',
  'ethical hacker => ethical hacker, penetration tester, pentester',
  'iam => iam, identity management, access management',
  'vuln => vuln, vulnerability',
  // Seniority as titles abbreviate it
  'sr, senior',
  'snr => snr, senior',
  'jr, junior',
  'jnr => jnr, junior',
  // The rubric's and recruiters' reading: entry-level and new-grad jobs are junior ones.
  'entry level => entry level, junior',
  'new grad, new graduate => new grad, new graduate, entry level, junior',
  'intern, internship',
  'co op => co op, intern, internship',
  'mgr, manager',
  'dir => dir, director',
  'exec => exec, executive',
  'assoc => assoc, associate',
  'asst => asst, assistant',
  'coord => coord, coordinator',
  'mgmt => mgmt, management',
  'mktg => mktg, marketing',
  'acct => acct, account, accountant, accounting',
  'tech => tech, technical, technology',
  // Skills
  'k8s, kubernetes',
  'golang, go',
  'js, javascript',
  'ts, typescript',
  'ml, machine learning',
  // Job titles use AI for machine learning work ("AI Engineer", "AI/ML"): an AI search finds ML
  // jobs; an ML search stays as typed (AI also names chatbot and prompt jobs that are not ML).
  'ai, artificial intelligence => ai, artificial intelligence, machine learning, ml',
  'genai, gen ai, generative ai',
  // Plurals of abbreviations, which stemming cannot reach before the rules apply.
  'llm, llms, large language model, large language models',
  'nlp, natural language processing',
  'bi, business intelligence ~ data analyst',
  'powerbi, power bi',
  'dwh, data warehouse',
  'postgres, postgresql',
  'py => py, python',
  'mongo, mongodb',
  'mssql, ms sql => mssql, ms sql, sql server',
  'nodejs, node js => nodejs, node js, node',
  'reactjs, react js, react',
  'vuejs, vue js, vue',
  'nextjs, next js',
  'angularjs => angularjs, angular js, angular',
  'dotnet => dotnet, net',
  'objective c, objc',
  'kmp, kotlin multiplatform',
  'ror => ror, rails',
  'sklearn, scikit learn',
  'ci cd, cicd => ci cd, cicd, continuous integration, continuous delivery, continuous deployment',
  'gcp, google cloud platform, google cloud',
  'aws, amazon web services',
  'sfdc => sfdc, salesforce',
  'dl => dl, deep learning',
  'ecommerce, e commerce',
];

/** Phrases in which a word means something else: "go" in "go-to-market" is not the language. */
export const FALSE_FRIENDS: Readonly<Record<string, readonly string[]>> = {
  go: ['go to market', 'go live'],
  soc: ['soc 1', 'soc 2', 'soc 3'],
};

/** Words as a search and the engine's tokenizer split them: runs of letters and digits, lower-cased. */
export function synonymWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface Rule {
  /** Terms that expand (every term of an equivalence; the left side of a one-way rule). */
  keys: string[][];
  /** What a key finds, itself included. */
  finds: string[][];
  /** Related jobs a key finds too, ranked below (after "~"). */
  related: string[][];
}

const RULES: readonly Rule[] = SYNONYM_RULES.map((rule) => {
  const [synonyms, relatedSide] = rule.split('~');
  const [left, right] = synonyms!.split('=>');
  const terms = (side: string) => side.split(',').map(synonymWords);
  const related = relatedSide === undefined ? [] : terms(relatedSide);
  return right === undefined
    ? { keys: terms(left!), finds: terms(left!), related }
    : { keys: terms(left!), finds: terms(right), related };
});

/** A span of a search's words that the list knows, and the word sequences it stands for. */
export interface Concept {
  /** Index of its first word in the words given, and one past its last. */
  start: number;
  end: number;
  /** The words as typed. */
  words: string[];
  /** Word sequences any of which satisfies it, the typed words first. */
  alternatives: string[][];
  /** Word sequences of related jobs: found too, ranked below the alternatives. */
  related: string[][];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** Whether the word at `at` begins a phrase in which it means something else ("go to market"). */
function withinFalseFriend(key: readonly string[], words: readonly string[], at: number): boolean {
  return falseFriendPhrases(key).some((phrase) => same(phrase, words.slice(at, at + phrase.length)));
}

/**
 * The spans of `words` the list knows, longest first at each place, left to right, never
 * overlapping. Words outside every span are not synonyms of anything.
 */
export function findConcepts(words: readonly string[]): Concept[] {
  const concepts: Concept[] = [];
  for (let at = 0; at < words.length;) {
    let best: { key: string[]; rule: Rule } | undefined;
    for (const rule of RULES) {
      for (const key of rule.keys) {
        if (
          key.length > (best?.key.length ?? 0) &&
          same(key, words.slice(at, at + key.length)) &&
          !withinFalseFriend(key, words, at)
        )
          best = { key, rule };
      }
    }
    if (!best) {
      at += 1;
      continue;
    }
    const alternatives = [best.key, ...best.rule.finds.filter((term) => !same(term, best.key))];
    concepts.push({ start: at, end: at + best.key.length, words: best.key, alternatives, related: best.rule.related });
    at += best.key.length;
  }
  return concepts;
}

/** The phrases a single-word alternative must not stand in (FALSE_FRIENDS), as word lists. */
export function falseFriendPhrases(alternative: readonly string[]): string[][] {
  if (alternative.length !== 1) return [];
  return (FALSE_FRIENDS[alternative[0]!] ?? []).map(synonymWords);
}

/**
 * OpenSearch's token filter for the list, to run at search time after lower-casing and before
 * stop words and stemming (so each term is stemmed as the indexed words are).
 */
export function openSearchSynonymFilter(): { type: 'synonym_graph'; synonyms: string[] } {
  return { type: 'synonym_graph', synonyms: SYNONYM_RULES.map((rule) => rule.split('~')[0]!.trim()) };
}
