import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createIndexProcessor, indexBackoff, type SearchIndexTarget } from './index.processor.js';
import type { JobChangeNotifier } from './job-changes.publisher.js';

function recorder() {
  const calls: string[] = [];
  const target: SearchIndexTarget = {
    name: 'test',
    applyJobChange: (jobId) => (calls.push(`apply ${jobId}`), Promise.resolve('indexed')),
    rebuild: () => (calls.push('rebuild'), Promise.resolve('rebuilt')),
  };
  let version = 0;
  const notifier: JobChangeNotifier = {
    changed: (event) => (calls.push(`notify ${event.type}`), Promise.resolve(++version)),
  };
  return { calls, process: createIndexProcessor({ target, notifier }) };
}

describe('the index consumer', () => {
  it('applies an upsert or a delete as "make this job match its row", then announces the change', async () => {
    const { calls, process } = recorder();
    expect(await process({ outboxId: '7', type: 'job.upserted', jobId: '42' })).toEqual({
      outboxId: '7',
      type: 'job.upserted',
      jobId: '42',
      outcome: 'indexed',
      version: 1,
    });
    await process({ outboxId: '8', type: 'job.deleted', jobId: '42' });
    expect(calls).toEqual(['apply 42', 'notify job.upserted', 'apply 42', 'notify job.deleted']);
  });

  it('rebuilds everything on jobs.reindex', async () => {
    const { calls, process } = recorder();
    expect((await process({ outboxId: '9', type: 'jobs.reindex' })).outcome).toBe('rebuilt');
    expect(calls).toEqual(['rebuild', 'notify jobs.reindex']);
  });

  it('announces nothing when the index could not be updated (the job is retried)', async () => {
    const notified: string[] = [];
    const process = createIndexProcessor({
      target: {
        name: 'down',
        applyJobChange: () => Promise.reject(new Error('ES down')),
        rebuild: () => Promise.reject(new Error('ES down')),
      },
      notifier: { changed: (e) => (notified.push(e.type), Promise.resolve(1)) },
    });
    await expect(process({ outboxId: '1', type: 'job.upserted', jobId: '1' })).rejects.toThrow('ES down');
    expect(notified).toEqual([]);
  });

  it('rejects a malformed payload', async () => {
    const { process } = recorder();
    await expect(process({ outboxId: 'x', type: 'job.exploded' })).rejects.toBeInstanceOf(ZodError);
  });

  it('backs off exponentially from the base delay, never more than 5 minutes apart', () => {
    expect([1, 2, 3, 4].map((n) => indexBackoff(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(indexBackoff(20, 1000)).toBe(300_000);
  });
});
