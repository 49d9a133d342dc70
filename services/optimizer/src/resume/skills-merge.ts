// The one skills section: every skills list of the resume read as items, each skill once
// ("Python" and "Python (pandas, scikit-learn)" are one, the more detailed kept), the
// skills the job asks for moved to the front of their group.
import { readSkillGroups, renderSkillGroups, type SkillGroup } from './skills-section.js';
import { canonicalSkill } from './skills.js';

/** What makes two items the same skill: its canonical name, detail in parentheses aside. */
export function skillKey(item: string): string {
  const bare = item
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (canonicalSkill(bare) ?? bare).toLowerCase();
}

/** Items of a list, split at commas, semicolons, pipes and bullets outside parentheses. */
export function splitSkillItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    if ((c === ')' || c === ']') && depth > 0) depth--;
    // "1,000" is a number, not two items.
    const comma = c === ',' && !/^\d{3}\b/.test(text.slice(i + 1));
    if (depth === 0 && (comma || ';|•·▪●'.includes(c))) {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return items.map((s) => s.trim().replace(/\.$/, '')).filter((s) => s.length > 0);
}

/** A skills section's lines as groups, items split as the merge reads them. */
export function readSkillLines(lines: readonly string[]): SkillGroup[] {
  return readSkillGroups(lines, splitSkillItems);
}

export interface MergedSkills {
  lines: string[];
  /** Items left out as another item's duplicate: [dropped, kept]. */
  duplicates: Array<[string, string]>;
  /** Wanted skills now earlier in their group than before. */
  movedForward: string[];
}

/**
 * `lists` are the skills sections' lines, the first section's first; the label of a later
 * section ("Tools") names its loose items.
 */
export function mergeSkills(
  lists: ReadonlyArray<{ label: string; lines: readonly string[] }>,
  wanted: readonly string[],
): MergedSkills {
  const groups: SkillGroup[] = [];
  for (const list of lists) {
    for (const g of readSkillLines(list.lines)) {
      const label = g.label || list.label;
      const same = groups.find((x) => x.label.toLowerCase() === label.toLowerCase());
      if (same) same.items.push(...g.items);
      else groups.push({ label, items: [...g.items] });
    }
  }
  // Each skill once: the most detailed spelling, where the first spelling stood.
  const duplicates: Array<[string, string]> = [];
  const firstAt = new Map<string, { group: SkillGroup; index: number }>();
  for (const group of groups) {
    const kept: string[] = [];
    for (const item of group.items) {
      const key = skillKey(item);
      const seen = firstAt.get(key);
      if (!seen) {
        firstAt.set(key, { group, index: kept.length });
        kept.push(item);
        continue;
      }
      const existing = seen.group === group ? kept[seen.index]! : seen.group.items[seen.index]!;
      if (item.length > existing.length) {
        if (seen.group === group) kept[seen.index] = item;
        else seen.group.items[seen.index] = item;
        duplicates.push([existing, item]);
      } else {
        duplicates.push([item, existing]);
      }
    }
    group.items = kept;
  }

  const rank = new Map(wanted.map((w, i) => [w.toLowerCase(), i]));
  const movedForward: string[] = [];
  for (const group of groups) {
    const keyed = group.items.map((item, index) => ({ item, index, rank: rank.get(skillKey(item)) ?? Infinity }));
    const sorted = [...keyed].sort((a, b) => a.rank - b.rank || a.index - b.index);
    sorted.forEach((e, position) => {
      if (e.rank !== Infinity && position < e.index) movedForward.push(e.item);
    });
    group.items = sorted.map((e) => e.item);
  }
  return { lines: renderSkillGroups(groups), duplicates, movedForward };
}
