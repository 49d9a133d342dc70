// The port every search backend implements (PostgreSQL by default, Elasticsearch in production).
import type { Job, SearchRequest, SearchResponse } from '@highpay/contracts';

export interface SearchBackend {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResponse>;
  jobById(id: string): Promise<Job | undefined>;
  recentJobs(limit: number): Promise<Job[]>;
  /** Jobs changed: forget what was computed from them (rankings, counts). */
  invalidate?(): void;
  /** Resolves once searches see every job written before it was called (an index kept in memory reads them). */
  whenCurrent?(): Promise<void>;
  /** Throws when the backend cannot answer. */
  ready(): Promise<string | void>;
  close(): Promise<void>;
}
