// `npm run bench:fidelity-replies`: the optimizer on replies written the way a strong model
// writes them (bench/fidelity/replies/<half>/*.json: a resume, a faithful reply and a reply
// with recorded slips), replayed through the real Anthropic SDK against scripts/local-anthropic.ts.
// Reports: faithful lines kept · slips caught, by kind · replies refused · invented facts in
// the paid text (slips that reached it) · resume lines lost; and the local engine's
// invented facts and lost lines. `-- unseen` scores the unseen half (once, at the end).
import pino from 'pino';
import { createAnthropicEngine } from '../services/optimizer/src/engines/anthropic.engine.js';
import type { OptimizerEngine } from '../services/optimizer/src/engines/engine.js';
import { createLocalEngine } from '../services/optimizer/src/engines/local.engine.js';
import { runOptimization } from '../services/optimizer/src/optimize/optimize.service.js';
import { normalizeDates } from '../services/optimizer/src/resume/dates.js';
import { expandedWords } from '../services/optimizer/src/resume/change-guard.js';
import { findViolations, numbersIn, spelledOut } from '../services/optimizer/src/resume/fact-guard.js';
import { contentLines, parseSections } from '../services/optimizer/src/resume/sections.js';
import { createMemoryStore } from '../services/optimizer/test/support/memory.store.js';
import { corpusReplies, readCorpus, startFakeClaude, type CorpusEntry } from '../scripts/local-anthropic.js';

const logger = pino({ level: 'silent' });
const half = process.argv.includes('unseen') ? 'unseen' : 'working';
const dir = new URL(`./fidelity/replies/${half}/`, import.meta.url).pathname;

/** A line as compared: no bullet glyph, one dash, one space, dates one way, lower case. */
export function norm(line: string): string {
  return normalizeDates(
    line
      .replace(/^[\s•*·▪●◦‣⁃■➢➤►✓✔○>-]+/, '')
      .replace(/[‐-―]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.;,]+$/, ''),
  ).text.toLowerCase();
}

type Reply = Record<string, unknown> & {
  summary?: string;
  experience?: Array<{ heading: string; bullets: string[] }>;
  projects?: Array<{ heading: string; bullets: string[] }>;
  education?: Array<{ heading: string; bullets: string[] }>;
  certifications?: string[];
  // A reply may break the tool's schema and give a bare line here, as two in the corpus do.
  other?: Array<{ heading: string; lines: string[] } | string>;
};

/** The reply's lines that carry content (skills lists are rebuilt by the optimizer and left out). */
function replyLines(reply: Reply): string[] {
  const entries = [...(reply.experience ?? []), ...(reply.projects ?? []), ...(reply.education ?? [])];
  return [
    ...(reply.summary ? [reply.summary] : []),
    ...entries.flatMap((e) => [e.heading, ...e.bullets]),
    ...(reply.certifications ?? []),
    ...(reply.other ?? []).flatMap((o) => (typeof o === 'string' ? [o] : o.lines)),
  ].filter((l) => l.trim());
}

const STOP = new Set('the and for with from into that this their was were are has have had our per via'.split(' '));
/**
 * A word without its ending, cut to its first five letters: "reported" and "reporting",
 * "brazing" and "brazed", "file" and "files", "prep" and "prepped" are one.
 */
function cut(w: string): string {
  const root = w.replace(/(?:ing|ed|(?<!s)s)$/, '').replace(/e$/, '');
  const base = root.length >= 3 ? root.replace(/([^aeious])\1$/, '$1') : w;
  return base.slice(0, 5);
}
/** Words of three letters or more, as written (case kept), past the date forms. */
const rawWords = (text: string) =>
  normalizeDates(text)
    .text.split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w.toLowerCase()));
const words = (text: string) => rawWords(text).map((w) => cut(w.toLowerCase()));

/**
 * Whether the output states this word of the resume: as written, or as the same value written
 * another way (the product's reading of an abbreviation, "dept." as "department"; an acronym
 * spelled out, "FRT" as "first response time"; a figure in words, "100s" as "hundreds").
 */
function stated(word: string, present: ReadonlySet<string>, output: string): boolean {
  if (present.has(cut(word.toLowerCase()))) return true;
  if ([...expandedWords(word)].some((r) => r.length >= 3 && present.has(cut(r)))) return true;
  if (
    /^[A-Z]{2,6}$/.test(word) &&
    spelledOut(output, new Set([word.toLowerCase()]), { anyCase: true }).spelled.size > 0
  )
    return true;
  const value = /\d/.test(word) ? numbersIn(word)[0] : undefined;
  return value !== undefined && numbersIn(output).includes(value);
}

/** Resume lines (headings aside: renaming one is allowed) whose words are mostly missing from the output: lost. */
function lostLines(resume: string, output: string): string[] {
  const present = new Set(words(output));
  const seen = new Map<string, boolean>();
  const has = (w: string) => seen.get(w) ?? seen.set(w, stated(w, present, output)).get(w)!;
  const model = parseSections(resume);
  // Headings may be renamed and a summary is rewritten as a whole: neither is counted.
  const headings = new Set([
    ...model.sections.filter((s) => !s.inline).map((s) => model.lines[s.headingLine ?? -1]),
    // An inline summary ("Objective: …") has its text on its heading line.
    ...model.sections.filter((s) => s.kind === 'summary').flatMap((s) => contentLines(s).map((i) => model.lines[i])),
  ]);
  return resume
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => {
      if (headings.has(l)) return false;
      const w = rawWords(l);
      if (w.length === 0) return false;
      return w.filter(has).length / w.length < 0.6;
    });
}

interface Tally {
  faithfulLines: number;
  faithfulKept: number;
  replies: number;
  refused: number;
  slips: Map<string, { total: number; caught: number }>;
  invented: number;
  wordGuard: number;
  lost: number;
  misses: string[];
}

const tally = (): Tally => ({
  faithfulLines: 0,
  faithfulKept: 0,
  replies: 0,
  refused: 0,
  slips: new Map(),
  invented: 0,
  wordGuard: 0,
  lost: 0,
  misses: [],
});

async function optimize(engine: OptimizerEngine, entry: CorpusEntry, which: string): Promise<string | Error> {
  const memory = createMemoryStore();
  const id = memory.add({ resumeText: entry.resumeText, jobTitle: entry.jobTitle, engine: engine.name });
  try {
    await runOptimization({ store: memory.store, engineFor: () => engine, logger }, id);
    if (process.argv.includes('--why'))
      for (const w of (
        memory.rows.get(id)!.trace as { withdrawn?: Array<{ kind: string; reason: string; after: string[] }> }
      ).withdrawn ?? [])
        console.log(`  withdrawn ${entry.id} ${which} ${w.kind}: ${w.reason} :: ${w.after.join(' / ').slice(0, 100)}`);
    return memory.rows.get(id)!.optimizedResume!;
  } catch (error) {
    return error as Error;
  }
}

function score(t: Tally, entry: CorpusEntry, which: 'faithful' | 'slipped' | 'local', output: string | Error) {
  t.replies++;
  if (output instanceof Error) {
    t.refused++;
    t.misses.push(`${entry.id} ${which}: refused (${output.message})`);
    output = '';
  }
  const outLines = new Set(output.split('\n').map(norm));
  const outNorm = [...outLines].join('\n');
  const resumeNorm = new Set(entry.resumeText.split('\n').map(norm));
  const lost = output ? lostLines(entry.resumeText, output) : entry.resumeText.split('\n').filter((l) => l.trim());
  t.lost += lost.length;
  for (const l of lost) t.misses.push(`${entry.id} ${which}: lost "${l}"`);
  if (output) t.wordGuard += findViolations(output, entry.resumeText).length;
  if (which === 'faithful') {
    for (const line of replyLines(entry.faithful.reply)) {
      const n = norm(line);
      if (resumeNorm.has(n)) continue; // unchanged: nothing to keep
      t.faithfulLines++;
      if (outLines.has(n)) t.faithfulKept++;
      else t.misses.push(`${entry.id} faithful: not kept "${line}"`);
    }
  }
  if (which === 'slipped') {
    const lines = replyLines(entry.slipped.reply);
    for (const slip of entry.slipped.slips) {
      const s = t.slips.get(slip.kind) ?? { total: 0, caught: 0 };
      s.total++;
      let reached: boolean;
      if (slip.replyText === null) {
        // A dropped line: caught when the resume's own line is in the document.
        reached = lostLines(slip.resumeText, output).length > 0;
      } else {
        const probe = norm(slip.replyText);
        const carriers = lines.filter((l) => norm(l).includes(probe)).map(norm);
        const targets = carriers.length > 0 ? carriers : [probe];
        // A whole reply line in the document; a fragment (a skill) anywhere in it.
        reached =
          carriers.length > 0 ? carriers.some((c) => outLines.has(c)) : targets.some((c) => outNorm.includes(c));
      }
      if (reached) {
        t.invented++;
        t.misses.push(
          `${entry.id} slipped: ${slip.kind} reached the paid text: "${slip.replyText ?? slip.resumeText}"`,
        );
      } else s.caught++;
      t.slips.set(slip.kind, s);
    }
  }
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} % (${a}/${b})`;

const entries = readCorpus(dir);
if (entries.length === 0) {
  // A half with nothing in it (the held-out folder between sets) has nothing to score.
  console.log(`\n${half} half: no replies in bench/fidelity/replies/${half}/, nothing to score`);
  process.exit(0);
}
const fake = await startFakeClaude();
const claude = createAnthropicEngine({
  apiKey: 'bench',
  model: 'claude-bench',
  baseURL: fake.baseUrl,
  timeoutMs: 10_000,
  logger,
  maxAttempts: 1,
});
const local = createLocalEngine();
const claudeTally = tally();
const localTally = tally();
for (const which of ['faithful', 'slipped'] as const) {
  fake.fallback = corpusReplies(entries, which);
  for (const entry of entries) score(claudeTally, entry, which, await optimize(claude, entry, which));
}
for (const entry of entries) score(localTally, entry, 'local', await optimize(local, entry, 'local'));
await fake.close();

const trades = new Set(entries.map((e) => e.trade));
const slipTotal = [...claudeTally.slips.values()].reduce((a, s) => a + s.total, 0);
const slipCaught = [...claudeTally.slips.values()].reduce((a, s) => a + s.caught, 0);
console.log(`\n${half} half: ${entries.length} resumes, ${trades.size} trades, ${claudeTally.replies} replies`);
console.log(
  '| engine | faithful lines kept | slips caught | replies refused | invented in paid text | lines lost | word-guard flags |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| claude (corpus replies) | ${pct(claudeTally.faithfulKept, claudeTally.faithfulLines)} | ${pct(slipCaught, slipTotal)} | ${claudeTally.refused}/${claudeTally.replies} | ${claudeTally.invented} | ${claudeTally.lost} | ${claudeTally.wordGuard} |`,
);
console.log(
  `| local | – | – | ${localTally.refused}/${localTally.replies} | ${localTally.wordGuard} | ${localTally.lost} | ${localTally.wordGuard} |`,
);
console.log('\n| slip kind | caught |');
console.log('|---|---|');
for (const [kind, s] of [...claudeTally.slips].sort()) console.log(`| ${kind} | ${pct(s.caught, s.total)} |`);
if (process.argv.includes('--misses'))
  for (const m of [...claudeTally.misses, ...localTally.misses]) console.log(`  ${m}`);
