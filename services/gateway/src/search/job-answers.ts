// A job's search answer ({jobs: [job], totalResults: 1}, or none) as the gateway sends it:
// kept in the search answers cache, and the look-ups that miss it together share one call
// to the search service (between processes every message costs, and the answer is the
// same). Both `/api/search {query:{id}}` and the job page's server-rendered head read it,
// so a visit to /job/:id and the page's own look-up cost one call between them.
import { AppError, turnBatcher } from '@highpay/common';
import { ZJobId, ZSearchResponse, type Job } from '@highpay/contracts';
import type { SearchAnswersCache } from './search-answers.cache.js';
import { parseJson, type SearchClient } from './search.client.js';

export interface JobAnswers {
  /** The answer for this id, as JSON (UTF-8 bytes). */
  get(id: string, requestId: string): Promise<Buffer>;
  /** The job itself (checked against the contract), or undefined when there is none. */
  job(id: string, requestId: string): Promise<Job | undefined>;
}

/** The answer for an id no job can have (one the search service would refuse): no job. */
const NO_JOB_ANSWER = Buffer.from(JSON.stringify({ jobs: [], totalResults: 0 }));

export function createJobAnswers(search: Pick<SearchClient, 'jobsById'>, answers: SearchAnswersCache): JobAnswers {
  const requestIds = new Map<string, string>();
  // Two calls out at most: under load the look-ups wait for one to come back and go
  // together, so calls grow instead of multiplying (a call costs far more than an id in it).
  const jobsById = turnBatcher<string, string>(
    async (ids) => {
      const requestId = requestIds.get(ids[0]!) ?? '';
      for (const id of ids) requestIds.delete(id);
      return search.jobsById(ids, requestId);
    },
    { maxInFlight: 2 },
  );
  const get = (id: string, requestId: string): Promise<Buffer> => {
    if (!ZJobId.safeParse(id).success) return Promise.resolve(NO_JOB_ANSWER);
    return answers.get(JSON.stringify({ query: { id } }), () => {
      requestIds.set(id, requestId);
      return jobsById.load(id);
    });
  };
  return {
    get,
    async job(id, requestId) {
      const parsed = ZSearchResponse.safeParse(parseJson((await get(id, requestId)).toString('utf8')));
      if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'Search returned an unexpected answer.');
      return parsed.data.jobs.find((j) => j.id === id);
    },
  };
}
