// The port every search backend implements (PostgreSQL by default, OpenSearch or Elasticsearch for a big board).
import type { Job, SearchRequest, SearchResponse } from '@highpay/contracts';

export interface SearchBackend {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResponse>;
  jobById(id: string): Promise<Job | undefined>;
  recentJobs(limit: number): Promise<Job[]>;
  /** Throws when the backend cannot answer. */
  ready(): Promise<string | void>;
  close(): Promise<void>;
}
