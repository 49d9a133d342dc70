// Builds the expected text of a resume from its content, following FORMAT.md.
import { writeFileSync } from 'node:fs';
import type { R, Sec } from './data-5.js';
export type Opt = { upper?: boolean; dateRight?: boolean; side?: 'left' | 'right'; contactInHeader?: boolean };
export function secLines(s: Sec, o: Opt): string[] {
  const out = [o.upper ? s.h.toUpperCase() : s.h];
  if (s.para) out.push(s.para);
  for (const l of s.lines ?? []) out.push(l);
  for (const [k, v] of s.table ?? []) out.push(`${k} ${v}`);
  for (const b of s.bullets ?? []) out.push(`- ${b}`);
  for (const j of s.jobs ?? []) {
    if (o.dateRight) out.push(`${j.t} ${j.d}`, j.org);
    else out.push(j.t, `${j.org} · ${j.d}`);
    for (const b of j.b) {
      if (typeof b === 'string') out.push(`- ${b}`);
      else { out.push(`- ${b.s}`); for (const x of b.sub) out.push(`- ${x}`); }
    }
  }
  return out;
}
export function expected(r: R, o: Opt): { text: string; sidebarLines: string[] } {
  const head = [r.name, r.title];
  if (o.contactInHeader !== false && !r.side?.some((s) => s.h === 'Contact')) head.push(...r.contact);
  const blocks = [head.join('\n')];
  const side = (r.side ?? []).map((s) => secLines(s, o));
  const main = r.main.map((s) => secLines(s, o));
  if (o.side === 'left') blocks.push(...side.map((x) => x.join('\n')), ...main.map((x) => x.join('\n')));
  else blocks.push(...main.map((x) => x.join('\n')), ...side.map((x) => x.join('\n')));
  return { text: blocks.join('\n\n') + '\n', sidebarLines: side.flat() };
}
export function writeExpected(r: R, o: Opt) {
  const e = expected(r, o);
  writeFileSync(`${r.id}.expected.txt`, e.text);
  return e;
}
export function writeMeta(id: string, m: object) {
  writeFileSync(`${id}.meta.json`, JSON.stringify(m, null, 2) + '\n');
}
