// The port every search backend implements (PostgreSQL by default, OpenSearch or Elasticsearch for a big board).
import type { Job, SearchRequest, SearchResponse } from '@highpay/contracts';

export interface SearchBackend {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResponse>;
  /** Any job with this id, closed or a duplicate too (its page says so). */
  jobById(id: string): Promise<Job | undefined>;
  /** The newest listed jobs, newest first. */
  recentJobs(limit: number): Promise<Job[]>;
  /** Throws when the backend cannot answer. */
  ready(): Promise<string | void>;
  close(): Promise<void>;
}
