// A job's tags (at most four): the feed's own tags first, then skills the board knows
// (the seed roles' skills and a few more) named in the title, then in the description.
import type { Tag } from '@highpay/contracts';
import { MAX_TAGS_PER_JOB, tagColor } from '@highpay/common/reference/tags';
import { CATEGORY_PROFILES } from '@highpay/common/reference/categories';

const EXTRA_SKILLS = [
  'Rust',
  'Ruby',
  'Ruby on Rails',
  'PHP',
  'Laravel',
  'C#',
  '.NET',
  'Vue',
  'Angular',
  'Svelte',
  'Django',
  'Flask',
  'FastAPI',
  'Spring',
  'Scala',
  'Elixir',
  'Solidity',
  'Web3',
  'Azure',
  'Elasticsearch',
  'MongoDB',
  'MySQL',
  'Remix',
  'Tailwind',
  'Flutter',
  'React Native',
  'Unity',
  'Shopify',
];

const VOCABULARY: readonly string[] = [
  ...new Set([...CATEGORY_PROFILES.flatMap((c) => c.roles.flatMap((r) => r.skills)), ...EXTRA_SKILLS]),
];
const BY_LOWER = new Map(VOCABULARY.map((s) => [s.toLowerCase(), s]));

// A skill counts in a description only when it cannot be an everyday word: it has a capital
// inside it, a digit or a sign (TypeScript, AWS, C++, CI/CD), or it is a product's name.
const PROPER_NAMES = new Set(
  'Java Python Kubernetes Redis Kafka Docker React Swift Kotlin Terraform Linux Prometheus Spark Airflow Snowflake Pandas Playwright Cypress Selenium Figma Marketo Salesforce Tableau Jira Gainsight Zendesk Intercom Workday Rippling Revit Verilog Bluetooth Asana Rust Ruby Laravel Vue Angular Svelte Django Flask Scala Elixir Solidity Azure Elasticsearch Flutter Shopify Gradle Xcode'.split(
    ' ',
  ),
);
const TEXT_SKILLS = VOCABULARY.filter((s) => /.[A-Z]|[\d+#/.&]/.test(s) || PROPER_NAMES.has(s));

const pattern = (skill: string, flags: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}+#.])${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}+#])`, flags);
// Each skill's plain text first: a substring test rules out most skills before any regex runs.
const TITLE_PATTERNS = VOCABULARY.map((s) => [s, pattern(s, 'iu'), s.toLowerCase()] as const);
const TEXT_PATTERNS = TEXT_SKILLS.map((s) => [s, pattern(s, 'gu')] as const);

export function pickTags(job: { feedTags?: readonly string[]; title: string; text?: string }): Tag[] {
  const names: string[] = [];
  const add = (name: string): void => {
    const clean = name.trim().replace(/\s+/g, ' ');
    if (clean.length < 1 || clean.length > 30) return;
    const shown = BY_LOWER.get(clean.toLowerCase()) ?? titleCase(clean);
    if (!names.some((n) => n.toLowerCase() === shown.toLowerCase())) names.push(shown);
  };
  for (const tag of job.feedTags ?? []) add(tag);
  const title = job.title.toLowerCase();
  for (const [skill, re, lower] of TITLE_PATTERNS) if (title.includes(lower) && re.test(job.title)) add(skill);
  if (job.text) {
    // Most mentioned first; between equals, the one the text names first.
    const counted = TEXT_PATTERNS.filter(([skill]) => job.text!.includes(skill))
      .map(([skill, re]) => {
        const hits = [...job.text!.matchAll(re)];
        return { skill, count: hits.length, first: hits[0]?.index ?? Infinity };
      })
      .filter((s) => s.count > 0)
      .sort((a, b) => b.count - a.count || a.first - b.first);
    for (const { skill } of counted) add(skill);
  }
  return names.slice(0, MAX_TAGS_PER_JOB).map((name) => ({ name, color: tagColor(name) }));
}

const ACRONYMS = new Set([
  'ai',
  'ml',
  'ux',
  'ui',
  'qa',
  'api',
  'sre',
  'hr',
  'crm',
  'erp',
  'b2b',
  'saas',
  'iot',
  'nlp',
  'llm',
]);

/** A feed's lower-case tag as people write it: "customer success" → "Customer Success", "ux" → "UX". */
function titleCase(text: string): string {
  if (/[A-Z]/.test(text)) return text;
  return text.replace(/\p{L}[\p{L}\d]*/gu, (w) =>
    ACRONYMS.has(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1),
  );
}
