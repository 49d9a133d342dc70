// The skills section read as items, with "Label: a, b" groups, and written back.
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

export function renderSkillGroups(groups: readonly SkillGroup[]): string[] {
  return groups
    .filter((g) => g.items.length > 0)
    .map((g) => (g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', ')));
}
