// Reads the resume tool's input from a Claude reply. A reply whose only fault is the shape of
// some fields (a bare line where a {heading, lines} object belongs, a string for a list) is
// put into shape and goes on to the line-by-line guard like any other; only a reply with no
// resume in it at all fails to read.
import { z } from 'zod';

const ZEntry = z.object({ heading: z.string().min(1), bullets: z.array(z.string()) });
export const ZClaudeResume = z.object({
  contact: z.array(z.string()).min(1),
  summary: z.string(),
  skills: z.array(z.object({ label: z.string().optional(), items: z.array(z.string()) })),
  experience: z.array(ZEntry),
  projects: z.array(ZEntry).optional().default([]),
  education: z.array(ZEntry),
  certifications: z.array(z.string()).optional().default([]),
  other: z
    .array(z.object({ heading: z.string().min(1), lines: z.array(z.string()) }))
    .optional()
    .default([]),
});
export type ClaudeResume = z.output<typeof ZClaudeResume>;

export type ReadReply = { resume: ClaudeResume; repairs: string[] } | { error: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/** A list of lines from a list, a single line, or a block of lines. */
function linesOf(value: unknown): unknown {
  if (isText(value)) return value.split('\n').filter((l) => l.trim());
  if (Array.isArray(value))
    return (value as unknown[]).flatMap((v): unknown[] => (isText(v) ? [v] : isObj(v) ? textsOf(v) : [v]));
  return value;
}

/** The text of an object that stands for one line ({name: "CAPM", year: 2021}, {heading, lines}). */
function textsOf(o: Obj): unknown[] {
  const head = [o.heading, o.name, o.title, o.text].find(isText);
  const read = linesOf(o.lines ?? o.bullets ?? o.items ?? []);
  const rest: unknown[] = Array.isArray(read) ? (read as unknown[]) : [];
  if (head === undefined && rest.length === 0) return [o];
  return [...(head ? [head] : []), ...rest];
}

/** The first of a list of names an object uses for its lines ("lines", "bullets", "items"). */
const listOf = (o: Obj, names: readonly string[]) => names.map((n) => o[n]).find((v) => v !== undefined);

/**
 * The reply's fields put into the tool's shape, each repair named: entries and sections given
 * as bare lines, lines given as one string, lines under another name, certifications given as
 * objects. Anything else is left as it is, for the schema to judge.
 */
function coerce(input: Obj, repairs: string[]): Obj {
  const out: Obj = { ...input };
  const fix = (field: string, what: string, value: unknown) => {
    repairs.push(`${field}: ${what}`);
    out[field] = value;
  };
  if (isText(input.contact)) fix('contact', 'one string for the list', input.contact.split(/\s*[|\n]\s*/));
  if (Array.isArray(input.summary)) fix('summary', 'a list for one paragraph', input.summary.join(' '));
  if (input.summary === undefined || input.summary === null) fix('summary', 'missing', '');
  for (const field of ['experience', 'projects', 'education'] as const) {
    const list = input[field];
    if (list === null && field === 'projects') fix(field, 'null for a list', []);
    if (!Array.isArray(list)) continue;
    let changed = false;
    const entries = (list as unknown[]).map((e) => {
      if (isText(e)) {
        changed = true;
        return { heading: e, bullets: [] };
      }
      if (!isObj(e) || (isText(e.heading) && Array.isArray(e.bullets) && e.bullets.every(isText))) return e;
      changed = true;
      const heading = [e.heading, e.title, e.name].find(isText);
      return { ...e, heading, bullets: linesOf(listOf(e, ['bullets', 'lines', 'items', 'details']) ?? []) };
    });
    if (changed) fix(field, 'entries not shaped {heading, bullets}', entries);
  }
  if (input.certifications === null) fix('certifications', 'null for a list', []);
  if (isText(input.certifications) || (Array.isArray(input.certifications) && !input.certifications.every(isText)))
    fix('certifications', 'lines not given as strings', linesOf(input.certifications));
  if (input.other === null) fix('other', 'null for a list', []);
  if (
    Array.isArray(input.other) &&
    !input.other.every((o) => isObj(o) && isText(o.heading) && Array.isArray(o.lines))
  ) {
    const sections: Obj[] = [];
    for (const o of input.other) {
      if (isText(o)) {
        // "Languages: Yoruba, English" is a section of its own; a line without a label joins the bare lines before it.
        const label = /^\s*([A-Za-z][A-Za-z &/-]{1,30}):\s*(\S.*)$/.exec(o);
        const last = sections.at(-1);
        if (label) sections.push({ heading: label[1]!.trim(), lines: [label[2]!] });
        else if (last?.bare === true && Array.isArray(last.lines)) last.lines.push(o);
        else sections.push({ heading: 'Additional Information', lines: [o], bare: true });
      } else if (isObj(o)) {
        const heading = [o.heading, o.title, o.name].find(isText);
        sections.push({ heading, lines: linesOf(listOf(o, ['lines', 'bullets', 'items']) ?? []) });
      } else sections.push({ heading: undefined, lines: [o] });
    }
    fix(
      'other',
      'sections not shaped {heading, lines}',
      sections.map(({ heading, lines }) => ({ heading, lines })),
    );
  }
  if (Array.isArray(input.skills) && !input.skills.every((g) => isObj(g) && Array.isArray(g.items))) {
    const items = (v: unknown) => (isText(v) ? v.split(/\s*,\s*/).filter(Boolean) : linesOf(v));
    fix(
      'skills',
      'groups not shaped {label, items}',
      input.skills.map((g) =>
        isObj(g) ? { label: g.label ?? g.heading, items: items(g.items ?? g.skills) } : { items: items(g) },
      ),
    );
  }
  return out;
}

/** The resume in a tool call's input, put into shape where only its shape was off. */
export function readClaudeReply(input: unknown): ReadReply {
  if (!isObj(input)) return { error: 'the tool input is not an object' };
  const direct = ZClaudeResume.safeParse(input);
  if (direct.success) return { resume: direct.data, repairs: [] };
  const repairs: string[] = [];
  const parsed = ZClaudeResume.safeParse(coerce(input, repairs));
  if (!parsed.success) {
    const issue = direct.error.issues[0];
    return { error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a resume'}` };
  }
  return { resume: parsed.data, repairs };
}
