// The head of a job title: the words that name the trade, which end its main part ("Senior
// Registered Nurse" of "Senior Registered Nurse - ICU Nights (Nights)"). A search's words that
// end a head name the job; the same words earlier in a title only qualify another trade ("Nurse
// Recruiter" is a recruiter). The job_title_heads() SQL function of the migration
// 20261204190000_title_heads is this rule for PostgreSQL; a test holds the two equal.

/** Ends each head in the indexed text, so "nurse" followed by it means a title ending in "nurse". */
export const HEAD_END = 'zzend';

/** Parenthesised asides: "(React)", "(SOC 2)", "[Remote]". */
const ASIDES = /\([^)]*\)|\[[^\]]*\]/g;
/** Two titles in one: "Receptionist / Front Desk Coordinator". */
const ALTERNATIVES = /\s+\/\s+/;
/** Where the main part ends: a dash, comma, colon or bar; "Director of …", "Engineer at …". */
const QUALIFIERS = /\s+[-–—|]\s+|,|:|\s+(?:of|at)\s+/i;
/** A level number after the trade: "Engineer II", "Analyst 2". */
const LEVEL_NUMBER = /(?:\s+(?:i{1,3}|iv|v|[1-5]))+\s*$/i;

/** The heads of a title, as written (one per title it names). */
export function titleHeads(title: string): string[] {
  return title
    .replace(ASIDES, ' ')
    .split(ALTERNATIVES)
    .map((alternative) => alternative.split(QUALIFIERS)[0]!.replace(LEVEL_NUMBER, '').trim())
    .filter((head) => head.length > 0);
}

/** The text a job's heads are indexed as: each followed by HEAD_END. */
export function titleHeadText(title: string): string {
  return titleHeads(title)
    .map((head) => `${head} ${HEAD_END}`)
    .join(' ');
}
