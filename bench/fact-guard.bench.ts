// How long the fact guard takes on lines built to make a careless scan quadratic (50,000
// characters each, in the draft and in the resume): a linear scan takes milliseconds, one that
// rescans from each character takes minutes. Prints the slowest of three runs per line.
// Run: npm run bench:fact-guard
import { findViolations } from '../services/optimizer/src/resume/fact-guard.js';
import { LONG_LINES } from '../services/optimizer/test/support/long-lines.js';

const RESUME = `Maria Garcia
maria@garcia.io | (512) 555-0199 | Denver, CO

EXPERIENCE
Marketing Manager, Brightwave LLC | Mar 2018 – Present
• Grew newsletter subscribers from 2,000 to 15,000 with HubSpot

SKILLS
HubSpot, SEO, Google Analytics`;

/** The slowest of three calls, in milliseconds. */
function slowest(draft: string, resume: string): number {
  let worst = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    findViolations(draft, resume);
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

console.log('| 50,000-character line | as a skills line | in a summary | in the resume |');
console.log('|---|---|---|---|');
let worst = 0;
for (const { label, line } of LONG_LINES) {
  const ms = [
    slowest(`SKILLS\n${line}`, RESUME),
    slowest(`PROFESSIONAL SUMMARY\n${line}`, RESUME),
    slowest(RESUME, `${RESUME}\n${line}`),
  ];
  worst = Math.max(worst, ...ms);
  console.log(`| ${label} | ${ms.map((m) => `${m.toFixed(0)} ms`).join(' | ')} |`);
}
console.log(`\nslowest call: ${worst.toFixed(0)} ms (a quadratic scan would take minutes)`);
