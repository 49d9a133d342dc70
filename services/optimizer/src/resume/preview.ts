// The free preview of a draft: its opening (contact, summary, skills and the first
// role's first bullets), never more than about half of it. The rest is what is paid for.

export interface Preview {
  text: string;
  shownLines: number;
  totalLines: number;
}

export function previewOf(draft: string): Preview {
  const lines = draft.trimEnd().split('\n');
  const contentLines = lines.filter((l) => l.trim()).length;
  const limit = Math.max(3, Math.floor(contentLines * 0.5));

  let shown = 0;
  let cut = lines.length;
  let inExperience = false;
  let bulletsInFirstRole = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    if (line === 'EXPERIENCE') inExperience = true;
    if (shown >= limit || (inExperience && bulletsInFirstRole >= 2)) {
      cut = i;
      break;
    }
    if (inExperience && line.startsWith('•')) bulletsInFirstRole++;
    shown++;
  }
  // Never end on a heading whose content is not shown.
  const kept = lines.slice(0, cut);
  while (kept.length > 0 && (!kept.at(-1)!.trim() || /^[A-Z][A-Z &/-]+$/.test(kept.at(-1)!.trim()))) {
    if (kept.at(-1)!.trim()) shown--;
    kept.pop();
  }
  return { text: kept.join('\n').trimEnd(), shownLines: shown, totalLines: contentLines };
}
