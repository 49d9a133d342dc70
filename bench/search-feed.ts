// The search bench's feed, run by bench/search.bench.ts in a process of its own: writes one new
// job a second to DATABASE_URL and, once told a gateway's /api/search, asks for each job's word
// just before its write (so the gateway holds an answer without it), then times until the
// gateway's answer has the job. Its own process, so that the timing does not wait on the
// load generator's busy event loop. Commands and replies go over the IPC channel.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { upsertJobs } from '../services/common/src/jobs/job.writer.js';
import { generateJob } from '../services/common/src/seed/job-generator.js';

/**
 * Time freshness through `timeOn` from now on (none when undefined), and when the engine's
 * alias at `engine` first counts the job (`<url>/<alias>`), or stop writing.
 */
export type FeedCommand = { timeOn: string | undefined; engine?: string } | { stop: true };

/** One feed job's way to the user, in epoch ms: the write, its commit, and the answer that had it. */
export interface FeedTrace {
  jobId: number;
  writeAt: number;
  committedAt: number;
  seenAt: number;
  /** When the engine itself first counted it (its refresh made it searchable), if asked. */
  engineAt?: number;
  /** How long the search that first had it took, and how many searches were asked. */
  lastPollMs: number;
  polls: number;
}

/** What was timed since the previous command. */
export interface FeedReply {
  times: number[];
  traces: FeedTrace[];
  written: number;
  /** The word of the next job, not written yet, as the earlier runs named feed jobs (…x41, …x42). */
  nextSequentialWord: string;
  /** How late this process's timers ran (ms). */
  loopDelay: { p50: number; p99: number; max: number };
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const run = Date.now().toString(36);
let n = 0;
let searchUrl: string | undefined;
let engineUrl: string | undefined;
let times: number[] = [];
let traces: FeedTrace[] = [];
const pending = new Set<Promise<void>>();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

// Found means the job itself is in the answer: a count above 0 is not enough, since a word one
// letter from another feed job's (…x41 and …x42) matches it as a typo.
async function found(target: string, word: string): Promise<boolean> {
  const answer = (await fetch(target, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ query: word }),
  }).then((r) => r.json())) as { jobs: Array<{ title: string }> };
  return answer.jobs.some((j) => j.title.endsWith(` ${word}`));
}

/** When the engine (`<url>/<alias>`) first counts a job with `word` in its title: read straight from the node. */
async function engineCounts(engine: string, word: string, since: number): Promise<number | undefined> {
  while (performance.now() - since < 90_000) {
    const answer = (await fetch(`${engine}/_count`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: { match: { 'title.plain': word } } }),
    }).then((r) => r.json())) as { count?: number };
    if ((answer.count ?? 0) > 0) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

function writeOne(): void {
  // Random letters: no other job's word is within a typo of it.
  const word = `feed${randomBytes(8)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
  const job = generateJob({ seed: `feed-${run}`, index: n, id: 0, now: new Date() });
  const sequential = `feed${run}x${n}`;
  n += 1;
  const target = searchUrl;
  const engine = engineUrl;
  const timesNow = times;
  const tracesNow = traces;
  let written = 0;
  let writeAt = 0;
  // Timed from the write's start, its commit included.
  const write = (target ? found(target, word) : Promise.resolve(false))
    .then(() => {
      written = performance.now();
      writeAt = Date.now();
      return upsertJobs(pool, [
        {
          ...job,
          title: `${job.title} ${sequential} ${word}`,
          source: 'bench-feed',
          sourceId: word,
          postedAt: new Date(),
        },
      ]);
    })
    .then(async ([jobId]) => {
      if (!target) return;
      const committedAt = Date.now();
      const engineAt = engine ? engineCounts(engine, word, written) : undefined;
      let polls = 0;
      while (performance.now() - written < 90_000) {
        const asked = performance.now();
        polls += 1;
        if (await found(target, word)) {
          const now = performance.now();
          const seenAt = Date.now();
          tracesNow.push({
            jobId: jobId!,
            writeAt,
            committedAt,
            seenAt,
            engineAt: await engineAt,
            lastPollMs: now - asked,
            polls,
          });
          return void timesNow.push(now - written);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      timesNow.push(Infinity);
    })
    .catch((error: unknown) => console.error(`feed: ${(error as Error).message}`));
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

const timer = setInterval(writeOne, 1000);

process.on('message', (message) => {
  void (async () => {
    const command = message as FeedCommand;
    if ('stop' in command) clearInterval(timer);
    else {
      searchUrl = command.timeOn;
      engineUrl = command.engine;
    }
    await Promise.all(pending);
    const reply: FeedReply = {
      times,
      traces,
      written: n,
      nextSequentialWord: `feed${run}x${n}`,
      loopDelay: {
        p50: loopDelay.percentile(50) / 1e6,
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
    };
    times = [];
    traces = [];
    loopDelay.reset();
    process.send!(reply);
    if ('stop' in command) await pool.end();
  })();
});
