// The skills section: read as items (with "Label: a, b" groups), the ones the target
// role asks for moved to the front, and skills the rest of the resume shows added.
import { canonicalSkill } from './skills.js';
import { isBulletLine, stripBullet } from './bullets.js';

export interface SkillGroup {
  label: string;
  items: string[];
}

/** A skills section's lines as groups: "Label: a, b" lines, and the loose items first. */
export function readSkillGroups(
  lines: readonly string[],
  split: (text: string) => string[] = splitItems,
): SkillGroup[] {
  const groups: SkillGroup[] = [];
  const loose: string[] = [];
  for (const raw of lines) {
    const line = isBulletLine(raw) ? stripBullet(raw) : raw.trim();
    if (!line) continue;
    const labelled = /^([A-Za-z][A-Za-z &/-]{1,40}):\s*(.+)$/.exec(line);
    if (labelled) groups.push({ label: labelled[1]!.trim(), items: split(labelled[2]!) });
    else loose.push(...split(line));
  }
  if (loose.length > 0) groups.unshift({ label: '', items: loose });
  return groups;
}

function splitItems(text: string): string[] {
  return text
    .split(/\s*(?:,(?!\d{3}\b)|[;|•·▪●])\s*|\s{2,}/)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((s) => s.length > 0 && s.length <= 60);
}

export interface SkillsRewrite {
  groups: SkillGroup[];
  /** Wanted skills now listed first that were not first before. */
  movedForward: string[];
  /** Wanted skills the resume shows elsewhere, now listed too. */
  added: string[];
}

/**
 * Orders each group: skills the role wants first (in the order the role weighs them),
 * then the rest as the resume had them. Wanted skills the resume shows elsewhere but
 * does not list are added at the front of the first group.
 */
export function rewriteSkills(
  groups: SkillGroup[],
  wanted: readonly string[],
  shownElsewhere: ReadonlySet<string>,
): SkillsRewrite {
  const rank = new Map(wanted.map((w, i) => [w.toLowerCase(), i]));
  const listed = new Set<string>();
  for (const g of groups) for (const item of g.items) listed.add((canonicalSkill(item) ?? item).toLowerCase());

  const added = wanted.filter((w) => shownElsewhere.has(w) && !listed.has(w.toLowerCase()));
  const out = groups.map((g) => ({ label: g.label, items: [...g.items] }));
  if (added.length > 0) {
    if (out.length === 0) out.push({ label: '', items: [] });
    out[0]!.items.unshift(...added);
  }

  const movedForward: string[] = [];
  for (const group of out) {
    const keyed = group.items.map((item, index) => {
      const r = rank.get((canonicalSkill(item) ?? item).toLowerCase());
      return { item, index, rank: r ?? Number.POSITIVE_INFINITY };
    });
    const sorted = [...keyed].sort((a, b) => a.rank - b.rank || a.index - b.index);
    sorted.forEach((entry, position) => {
      if (entry.rank !== Number.POSITIVE_INFINITY && position < entry.index && !added.includes(entry.item))
        movedForward.push(entry.item);
    });
    group.items = sorted.map((e) => e.item);
  }
  return { groups: out, movedForward, added };
}

export function renderSkillGroups(groups: readonly SkillGroup[]): string[] {
  return groups
    .filter((g) => g.items.length > 0)
    .map((g) => (g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', ')));
}
