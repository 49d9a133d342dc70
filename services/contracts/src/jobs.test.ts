import { describe, expect, it } from 'vitest';
import { ZJob, ZStoredJob } from './jobs.js';

describe('one job shape', () => {
  it("the API's Job takes its shown fields from the stored job, with the same rules", () => {
    const own = ['id', 'slug', 'created', 'description', 'snippet', 'source', 'sample', 'closedAt'];
    for (const field of Object.keys(ZJob.shape).filter((f) => !own.includes(f)))
      expect(ZJob.shape[field as keyof typeof ZJob.shape], field).toBe(
        ZStoredJob.shape[field as keyof typeof ZStoredJob.shape],
      );
  });

  it("only a job's own answer carries the stored description; lists carry the snippet", () => {
    expect(ZJob.shape.description.unwrap()).toBe(ZStoredJob.shape.description);
    expect(ZJob.safeParse({}).error?.issues.map((i) => i.path[0])).toContain('snippet');
  });
});
