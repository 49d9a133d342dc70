// `npm run ingest -- --check`: every configured source asked once (the first page of a
// paged one), many at a time, nothing written: which answered in their documented shape
// and with how many items, which did not and why. A deadline bounds the whole check, so a
// list of hundreds of boards is answered in seconds even when none answers.
import type { ConnectorDeps } from '../connectors/connector.js';
import { FeedError, type FeedClient } from '../connectors/feed.client.js';
import { fetchSourceFeed, sourceFeedInBatches } from '../connectors/ingest.service.js';
import type { IngestSource } from '../sources/ingest-source.js';

export interface SourceCheck {
  source: string;
  connector: string;
  ok: boolean;
  /** Items the answer held (its first page for a paged source). */
  items?: number;
  /** Why it did not answer, for a person. */
  why?: string;
  ms: number;
}

export interface CheckOptions extends Pick<ConnectorDeps, 'client' | 'extraHosts'> {
  /** Sources asked at once. */
  concurrency: number;
  /** The whole check's limit: sources not asked by then are reported as not tried. */
  deadlineMs: number;
}

export async function checkSources(sources: readonly IngestSource[], options: CheckOptions): Promise<SourceCheck[]> {
  const deadline = AbortSignal.timeout(options.deadlineMs);
  options = { ...options, client: hostByHost(options.client) };
  const results: SourceCheck[] = new Array<SourceCheck>(sources.length);
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const at = next++;
      results[at] = await checkOne(sources[at]!, options, deadline);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, sources.length) }, worker));
  return results;
}

async function checkOne(source: IngestSource, options: CheckOptions, deadline: AbortSignal): Promise<SourceCheck> {
  const started = performance.now();
  const done = (result: Omit<SourceCheck, 'source' | 'connector' | 'ms'>): SourceCheck => ({
    source: source.name,
    connector: source.connector,
    ...result,
    ms: Math.round(performance.now() - started),
  });
  if (deadline.aborted) return done({ ok: false, why: 'not tried: the check ran out of time' });
  // One page is enough to know a paged source answers.
  const once = 'pages' in source ? { ...source, pages: 1 } : source;
  try {
    const raw = await fetchSourceFeed(once, {
      client: options.client,
      extraHosts: options.extraHosts,
      signal: deadline,
    });
    return done({ ok: true, items: sourceFeedInBatches(once, raw).itemCount });
  } catch (error) {
    return done({ ok: false, why: deadline.aborted ? 'no answer before the check ran out of time' : whyOf(error) });
  }
}

/**
 * Many sources share a host (every Greenhouse board is on one): the first request to a host
 * goes alone, the others wait for it; once the host has answered anything they go freely,
 * and when it cannot be reached at all (no DNS, no route) each of them fails as it did, at once.
 */
export function hostByHost(client: FeedClient): FeedClient {
  const first = new Map<string, Promise<FeedError | null>>();
  return {
    async getJson(url, allowedHosts, signal) {
      const probe = first.get(url.host);
      if (!probe) {
        const attempt = client.getJson(url, allowedHosts, signal);
        first.set(
          url.host,
          attempt.then(
            () => null,
            (error: unknown) => (error instanceof FeedError && error.failure === 'network' ? error : null),
          ),
        );
        return attempt;
      }
      const unreachable = await probe;
      if (unreachable)
        throw new FeedError('network', unreachable.message, { cause: unreachable.cause as Error | undefined });
      return client.getJson(url, allowedHosts, signal);
    },
  };
}

/** A failure as a person reads it: what the board answered, or why it could not be asked. */
export function whyOf(error: unknown): string {
  if (!(error instanceof FeedError)) return error instanceof Error ? error.message : String(error);
  switch (error.failure) {
    case 'http':
      return error.httpStatus === 404
        ? 'HTTP 404: no such board (a wrong token, or the employer left this ATS)'
        : error.httpStatus === 429
          ? `HTTP 429: rate limited${error.retryAfter ? ` (Retry-After: ${error.retryAfter})` : ''}`
          : error.message;
    case 'network': {
      const cause = (error.cause as { cause?: { code?: string } } | undefined)?.cause?.code;
      return `unreachable: ${error.message}${cause ? ` (${cause})` : ''}`;
    }
    case 'timeout':
    case 'host-not-allowed':
    case 'too-large':
    case 'bad-json':
    case 'bad-format':
      return error.message;
    default: {
      const unreachable: never = error.failure;
      return String(unreachable);
    }
  }
}

/** The check as lines for a terminal, then one line of totals. */
export function formatChecks(checks: readonly SourceCheck[]): string {
  const width = Math.max(...checks.map((c) => c.source.length), 6);
  const lines = checks.map(
    (c) =>
      `${c.ok ? 'ok    ' : 'FAILED'}  ${c.source.padEnd(width)}  ${c.ok ? `${c.items ?? 0} items` : c.why}  (${(c.ms / 1000).toFixed(1)} s)`,
  );
  const answered = checks.filter((c) => c.ok).length;
  lines.push('', `${checks.length} sources: ${answered} answered, ${checks.length - answered} did not.`);
  return `${lines.join('\n')}\n`;
}
