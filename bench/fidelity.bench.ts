// `npm run bench:fidelity`: does the optimized resume keep what the resume says? For each
// resume of bench/fidelity/corpus.ts, with the local engine and with Claude through a local
// fake of the Messages API whose replies drop, merge, duplicate, reorder and invent:
//   sections kept (each under its heading) · share of the input's fact tokens (numbers,
//   names) in the full document · foreign fragments in skills · duplicate skills ·
//   invented facts (the fact guard's count of what the output states and the input does not).
// Targets: 100 %, ≥ 99 %, 0, 0, 0. `-- --held-out` scores the held-out set as well (once).
import pino from 'pino';
import { createAnthropicEngine, renderClaudeResume } from '../services/optimizer/src/engines/anthropic.engine.js';
import { createLocalEngine } from '../services/optimizer/src/engines/local.engine.js';
import type { OptimizerEngine } from '../services/optimizer/src/engines/engine.js';
import { runOptimization } from '../services/optimizer/src/optimize/optimize.service.js';
import { extractDates } from '../services/optimizer/src/resume/dates.js';
import { findViolations } from '../services/optimizer/src/resume/fact-guard.js';
import { headingCore, parseSections } from '../services/optimizer/src/resume/sections.js';
import { skillKey, splitSkillItems } from '../services/optimizer/src/resume/skills-merge.js';
import { startFakeClaude } from '../scripts/local-anthropic.js';
import { createMemoryStore } from '../services/optimizer/test/support/memory.store.js';
import { benchResume, HELD_OUT_SEEDS, WORKING_SEEDS, type BenchResume, type ClaudeReply } from './fidelity/corpus.js';

const logger = pino({ level: 'silent' });
const heldOut = process.argv.includes('--held-out');

/**
 * Numbers and names: digits (dates read as their years) and capitalized words inside a
 * sentence, of every line but the headings (a renamed heading is counted by sections kept).
 */
function factTokens(resume: string): string[] {
  const model = parseSections(resume);
  const headingLines = new Set(model.sections.filter((s) => !s.inline).map((s) => s.headingLine));
  const text = model.lines.filter((_, i) => !headingLines.has(i)).join('\n');
  const { dates, rest } = extractDates(text);
  const out = dates.map((d) => String(d.year));
  out.push(...(rest.match(/\d+(?:[.,]\d+)*/g) ?? []));
  for (const line of text.split('\n')) {
    const words = line.replace(/^[\s\-*•▪#]+/, '').split(/\s+/);
    words.forEach((w, i) => {
      const word = w.replace(/^[("“]+|[)"”.,;:]+$/g, '');
      const sentenceStart = i === 0 || /[.:!?]$/.test(words[i - 1] ?? '');
      if (!sentenceStart && /^\p{Lu}[\p{L}’'-]+$/u.test(word)) out.push(word);
    });
  }
  return out;
}

function presentTokens(text: string): Set<string> {
  const { dates } = extractDates(text);
  return new Set([
    ...dates.map((d) => String(d.year)),
    ...(text.match(/\d+(?:[.,]\d+)*/g) ?? []),
    ...text.split(/[\s()"“”,;:|]+/).map((w) => w.replace(/[.,;:]+$/, '')),
  ]);
}

interface Score {
  sections: number;
  sectionsKept: number;
  skillSectionsOff: number;
  facts: number;
  factsKept: number;
  foreign: string[];
  duplicates: string[];
  invented: number;
  failed: number;
  /** Changes the output makes, and draft lines the fact guard took out. */
  changes: number;
  takenOut: number;
}

function score(resume: BenchResume, output: string): Score {
  const model = parseSections(output);
  const headings = model.sections
    .filter((s) => s.headingLine !== null)
    .map((s) => headingCore(model.lines[s.headingLine!]!).toLowerCase());
  const skills = model.sections.filter((s) => s.kind === 'skills');
  const items = skills.flatMap((s) =>
    s.lines.flatMap((i) => splitSkillItems(model.lines[i]!.replace(/^[A-Za-z &/-]{1,40}:\s*/, ''))),
  );
  const expected = new Set(resume.skills.map(skillKey));
  const keys = items.map(skillKey);
  const facts = factTokens(resume.text);
  const present = presentTokens(output);
  return {
    sections: resume.headings.length,
    sectionsKept: resume.headings.filter((h) => headings.includes(h.toLowerCase())).length,
    skillSectionsOff: skills.length === 1 ? 0 : 1,
    facts: facts.length,
    factsKept: facts.filter((t) => present.has(t)).length,
    foreign: items.filter((i) => !expected.has(skillKey(i))),
    duplicates: items.filter((_, n) => keys.indexOf(keys[n]!) !== n),
    invented: findViolations(output, resume.text).length,
    failed: 0,
    changes: 0,
    takenOut: 0,
  };
}

const MODES = ['honest', 'drop', 'merge', 'duplicate', 'reorder', 'invent', 'all'] as const;
type Mode = (typeof MODES)[number];

/** A reply that drops, merges, duplicates, reorders or invents (or all of these but reorder). */
function corrupt(reply: ClaudeReply, mode: Mode): ClaudeReply {
  const r = structuredClone(reply);
  const drop = () => {
    r.other = r.other.slice(1);
    r.certifications = [];
  };
  const merge = () => {
    r.skills[0]!.items.push(...r.other.flatMap((o) => [o.heading, ...o.lines]));
    r.other = [];
  };
  const duplicate = () => {
    r.skills.push({ label: 'Skills', items: r.skills.flatMap((g) => g.items).slice(0, 4) });
    r.skills[0]!.items.push(r.skills[0]!.items[0]!.replace(/\s*\(.*\)$/, ''));
  };
  const invent = () => {
    r.experience[0]!.bullets.push('Led a team of 25 engineers at Google to cut costs by 45% with Rust');
    r.skills[0]!.items.unshift('Rust', 'Kafka Streams');
    r.summary = `${r.summary} Brings 15 years of leadership at Google.`;
  };
  switch (mode) {
    case 'honest':
      break;
    case 'drop':
      drop();
      break;
    case 'merge':
      merge();
      break;
    case 'duplicate':
      duplicate();
      break;
    case 'reorder':
      r.experience.reverse();
      r.other.reverse();
      break;
    case 'invent':
      invent();
      break;
    case 'all':
      duplicate();
      invent();
      merge();
      drop();
      break;
  }
  return r;
}

async function run(label: string, seeds: readonly number[]) {
  const fake = await startFakeClaude();
  const claude = createAnthropicEngine({
    apiKey: 'bench',
    model: 'claude-bench',
    baseURL: fake.baseUrl,
    timeoutMs: 5000,
    logger,
    maxAttempts: 1,
  });
  const local = createLocalEngine();
  const totals = new Map<string, Score>();
  const add = (key: string, s: Score) => {
    const t = totals.get(key) ?? {
      sections: 0,
      sectionsKept: 0,
      skillSectionsOff: 0,
      facts: 0,
      factsKept: 0,
      foreign: [],
      duplicates: [],
      invented: 0,
      failed: 0,
      changes: 0,
      takenOut: 0,
    };
    t.sections += s.sections;
    t.sectionsKept += s.sectionsKept;
    t.skillSectionsOff += s.skillSectionsOff;
    t.facts += s.facts;
    t.factsKept += s.factsKept;
    t.foreign.push(...s.foreign);
    t.duplicates.push(...s.duplicates);
    t.invented += s.invented;
    t.failed += s.failed;
    t.changes += s.changes;
    t.takenOut += s.takenOut;
    totals.set(key, t);
  };
  const misses: string[] = [];
  for (const seed of seeds) {
    const resume = benchResume(seed);
    const mode = MODES[seed % MODES.length]!;
    // The baseline: Claude's reply as it came, with no section model, trace or guard.
    add('baseline: the fake reply as sent', score(resume, renderClaudeResume(corrupt(resume.claude, mode))));
    for (const [engineName, engine] of [
      ['local', local],
      [`claude`, claude],
    ] as Array<[string, OptimizerEngine]>) {
      if (engine === claude) fake.script({ kind: 'resume', input: corrupt(resume.claude, mode) });
      const memory = createMemoryStore();
      const id = memory.add({ resumeText: resume.text, jobTitle: resume.claude.experience[0]!.heading.split(',')[0]! });
      const deps = { store: memory.store, engineFor: () => engine, logger };
      let s: Score;
      try {
        const answer = await runOptimization(deps, id);
        s = {
          ...score(resume, memory.rows.get(id)!.optimizedResume!),
          changes: answer.changeCount,
          takenOut: answer.factCheck.removedLines,
        };
      } catch (error) {
        s = { ...score(resume, ''), failed: 1 };
        misses.push(`${resume.id} ${engineName}/${mode}: failed (${(error as Error).message})`);
      }
      if (s.sectionsKept < s.sections || s.foreign.length || s.duplicates.length || s.invented || s.skillSectionsOff)
        misses.push(
          `${resume.id} ${engineName}/${mode}: sections ${s.sectionsKept}/${s.sections}, skills sections off ${s.skillSectionsOff}, foreign ${JSON.stringify(s.foreign)}, duplicates ${JSON.stringify(s.duplicates)}, invented ${s.invented}`,
        );
      add(engineName === 'local' ? 'local' : 'claude (fake: drop, merge, duplicate, reorder, invent)', s);
    }
  }
  await fake.close();
  console.log(`\n${label}: ${seeds.length} resumes`);
  console.log(
    '| engine | sections kept | fact tokens in output | foreign in skills | duplicate skills | invented facts | skills sections ≠ 1 | failed | changes | draft lines taken out |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [key, t] of totals) {
    const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} % (${a}/${b})`;
    console.log(
      `| ${key} | ${pct(t.sectionsKept, t.sections)} | ${pct(t.factsKept, t.facts)} | ${t.foreign.length} | ${t.duplicates.length} | ${t.invented} | ${t.skillSectionsOff} | ${t.failed} | ${t.changes} | ${t.takenOut} |`,
    );
  }
  for (const m of misses.slice(0, 30)) console.log(`  miss: ${m}`);
}

await run('working set (seeds 1–24)', WORKING_SEEDS);
if (heldOut) await run('held-out set (seeds 1001–1024, scored once)', HELD_OUT_SEEDS);
