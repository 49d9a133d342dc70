// The stored traced rewrite of an optimization and the text it gives once the buyer has
// rejected some changes: shared by the optimizer (which writes it) and payment (which
// rebuilds the files from the reviewed text).
import { z } from 'zod';
import { ZResumeChange, ZWithdrawnChange } from './optimize.js';

export const REVIEW_MESSAGES = {
  notPaid: 'Changes can be reviewed once the resume is paid for.',
  noChanges: 'This optimization has no changes to review.',
  unknownChange: 'One of the changes to reject is not a change of this resume.',
} as const;

const ZLayoutItem = z.union([
  z.object({ keep: z.string() }),
  /** `part`: the place of a change made in several places (its `parts`). */
  z.object({ change: z.string(), part: z.number().int().min(0).optional() }),
  z.object({ blank: z.literal(true) }),
]);
export type LayoutItem = z.infer<typeof ZLayoutItem>;

/** optimizations.changes: the output in order (kept lines, changes, blank lines), the changes, the rejected ids. */
export const ZStoredChanges = z.object({
  layout: z.array(ZLayoutItem),
  changes: z.array(ZResumeChange),
  rejected: z.array(z.string()).default([]),
  withdrawn: z.array(ZWithdrawnChange).optional(),
});
export type StoredChanges = z.output<typeof ZStoredChanges>;

/** The text with each rejected change's `before` lines in place of its `after` lines. */
export function renderReviewed(
  trace: {
    layout: readonly LayoutItem[];
    changes: ReadonlyArray<{
      id: string;
      before: string[];
      after: string[];
      parts?: ReadonlyArray<{ before: string[]; after: string[] }>;
    }>;
  },
  rejected: ReadonlySet<string> = new Set(),
): string {
  const byId = new Map(trace.changes.map((c) => [c.id, c]));
  const out: string[] = [];
  for (const item of trace.layout) {
    if ('blank' in item) {
      if (out.length > 0 && out.at(-1) !== '') out.push('');
    } else if ('keep' in item) out.push(item.keep);
    else {
      const change = byId.get(item.change);
      const lines = item.part === undefined ? change : change?.parts?.[item.part];
      if (change && lines) out.push(...(rejected.has(change.id) ? lines.before : lines.after));
    }
  }
  while (out.at(-1) === '') out.pop();
  return `${out.join('\n')}\n`;
}
