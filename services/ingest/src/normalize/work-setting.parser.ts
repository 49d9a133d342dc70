// Work setting from a posting's own words, for when its title and location say nothing:
// "Hybrid: three days a week in our Boston office", "we are remote-first", "in office 3 days",
// "on-site only". The earliest statement in the text wins; none gives null.
import type { WorkSetting } from '@highpay/contracts';

const COUNT = String.raw`(?:\d|one|two|three|four)`;

const CUES: ReadonlyArray<readonly [WorkSetting, RegExp]> = [
  // Stated as on-site only, or as not remote.
  [
    'on-site',
    /\b(?:on[- ]?site|in[- ]office|in[- ]person)[ -]only\b|\b(?:fully|100 ?%) (?:on[- ]?site|in[- ]office|in[- ]person)\b|\bno remote\b|\bnot (?:a )?remote\b|\b(?:this|the) (?:role|position|job) is (?:based )?(?:on[- ]?site|in[- ]office|in[- ]person)\b/i,
  ],
  // Some days in the office: hybrid.
  [
    'hybrid',
    new RegExp(
      String.raw`\bhybrid\b|\b(?:in[- ]office|on[- ]?site|in the office|in[- ]person)\s+${COUNT}(?:\s*(?:-|to)\s*${COUNT})?\s*(?:days?|x)\b|\b${COUNT}(?:\s*(?:-|to)\s*${COUNT})?\s+days?\s+(?:a|per|each)\s+week\s+(?:in|at|from)\s+(?:the|our|an?)?\s*(?:\w+\s+)?(?:office|hq|headquarters|studio)`,
      'i',
    ),
  ],
  // Remote as the way the team works.
  [
    'remote',
    /\bremote[- ]first\b|\b(?:fully|100 ?%|completely|entirely) remote\b|\bremote[- ]only\b|\bwork from anywhere\b|\bthis (?:role|position|job) is remote\b|\bdistributed[- ]first\b/i,
  ],
];

/** The work setting the text states, or null when it states none. */
export function workSettingFromText(text: string): WorkSetting | null {
  let found: { setting: WorkSetting; at: number } | null = null;
  for (const [setting, cue] of CUES) {
    const match = cue.exec(text);
    if (match && (!found || match.index < found.at)) found = { setting, at: match.index };
  }
  return found?.setting ?? null;
}
