// infra/sources.yaml: the feeds the ingest worker polls. Each source is an IngestSource plus
// how often it is polled (`every: 6h`) and, for a board whose terms ask for it, whom its
// jobs credit. Read once at start; a file that does not hold stops the process with a
// message naming the file, the source and the setting.
import { readFile } from 'node:fs/promises';
import { parse, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { ZIngestSource, ZIngestSources, type IngestSource } from './ingest-source.js';
import { SOURCE_TERMS } from '../connectors/source-terms.js';

export class SourcesFileError extends Error {
  override name = 'SourcesFileError';
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "30m", "6h", "1d": how often a source is polled, in milliseconds (15 minutes at least). */
export const ZEvery = z
  .string()
  .trim()
  .regex(/^\d+\s*[mhd]$/, 'a whole number of minutes, hours or days, e.g. 30m, 6h, 1d')
  .transform((text) => Number(text.slice(0, -1).trim()) * UNITS[text.at(-1) as keyof typeof UNITS])
  .refine((ms) => ms >= 15 * 60_000, 'at least 15m: boards ask not to be polled more often');

export const DEFAULT_EVERY = '6h';

const ZAttribution = z.object({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }).strict();

const settings = { every: ZEvery.optional(), attribution: ZAttribution.optional() };

/** Every setting any source may have: a key outside it is a typo, refused rather than ignored. */
const KNOWN_KEYS = new Set([...ZIngestSource.options.flatMap((o) => Object.keys(o.shape)), ...Object.keys(settings)]);

const ZConfiguredSource = z
  .looseObject({})
  .superRefine((raw, ctx) => {
    for (const key of Object.keys(raw))
      if (!KNOWN_KEYS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'not a setting of a source' });
  })
  .pipe(z.intersection(ZIngestSource, z.object(settings)));

const ZSourcesFile = z
  .object({
    defaults: z.object({ every: ZEvery.optional() }).strict().optional(),
    sources: z.array(ZConfiguredSource),
  })
  .strict();

/** A configured source: its feed, how often it is polled, and whom its jobs credit. */
export type ConfiguredSource = IngestSource & {
  /** Milliseconds between polls. */
  everyMs: number;
  /** As written, for people ("6h"). */
  every: string;
  attribution?: { name: string; url: string };
};

/** Reads and checks a sources file; throws SourcesFileError with every problem found. */
export async function loadSourcesFile(path: string): Promise<ConfiguredSource[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SourcesFileError(
      `cannot read the sources file ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  return parseSourcesFile(text, path);
}

export function parseSourcesFile(text: string, path = 'sources.yaml'): ConfiguredSource[] {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message : String(error);
    throw new SourcesFileError(`${path} is not valid YAML: ${detail}`);
  }
  const parsed = ZSourcesFile.safeParse(raw ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${describePath(raw, issue.path)}: ${issue.message}`);
    throw new SourcesFileError(`${path} does not hold:\n${lines.join('\n')}`);
  }
  const { sources, defaults } = parsed.data;
  if (!ZIngestSources.safeParse(sources).success) {
    const names = sources.map((s) => s.name);
    const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
    throw new SourcesFileError(`${path}: source names must be unique; given more than once: ${twice.join(', ')}`);
  }
  const defaultEvery = defaults?.every ?? ZEvery.parse(DEFAULT_EVERY);
  const configured = sources.map((source) => {
    const everyMs = Math.max(
      source.every ?? defaultEvery,
      source.every ? 0 : SOURCE_TERMS[source.connector].minEveryMs,
    );
    return { ...source, everyMs, every: formatEvery(everyMs) };
  });
  // A source asked more often than its terms allow is refused, not quietly slowed.
  const tooOften = configured
    .map((source, i) => ({ source, i }))
    .filter(({ source }) => source.everyMs < SOURCE_TERMS[source.connector].minEveryMs)
    .map(
      ({ source, i }) =>
        `  sources[${i}] (${source.name}).every: at least ${formatEvery(SOURCE_TERMS[source.connector].minEveryMs)}: its terms ask not to be polled more often`,
    );
  if (tooOften.length > 0) throw new SourcesFileError(`${path} does not hold:\n${tooOften.join('\n')}`);
  return configured;
}

/** Milliseconds as the largest whole unit: 21600000 → "6h". */
export function formatEvery(ms: number): string {
  for (const unit of ['d', 'h', 'm'] as const) if (ms % UNITS[unit] === 0) return `${ms / UNITS[unit]}${unit}`;
  return `${ms}ms`;
}

/** "sources[2] (greenhouse:acme).board" reads better than "sources.2.board". */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  if (path[0] === 'sources' && typeof path[1] === 'number') {
    const item = (raw as { sources?: Array<{ name?: unknown }> }).sources?.[path[1]];
    const name = typeof item?.name === 'string' ? ` (${item.name})` : '';
    const rest = path.slice(2).map(String);
    return `sources[${path[1]}]${name}${rest.length ? `.${rest.join('.')}` : ''}`;
  }
  return path.map(String).join('.') || '(file)';
}
