// The port every search backend implements (PostgreSQL by default, Elasticsearch in production).
import type { Job, SearchRequest, SearchResponse } from '@highpay/contracts';

export interface SearchBackend {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResponse>;
  /**
   * The same answer as JSON, where the backend has it as JSON already (cheaper than encoding
   * `search`'s): text, or its bytes in parts, in order (sent as they are, not copied).
   */
  searchText?(request: SearchRequest): Promise<readonly Buffer[] | string>;
  jobById(id: string): Promise<Job | undefined>;
  /** The same job as JSON (null: none), where the backend has it as JSON already. */
  jobText?(id: string): Promise<Buffer | string | null>;
  recentJobs(limit: number): Promise<Job[]>;
  /** Jobs changed: forget what was computed from them (rankings, counts). */
  invalidate?(): void;
  /** Resolves once searches see every job written before it was called (an index kept in memory reads them). */
  whenCurrent?(): Promise<void>;
  /** Throws when the backend cannot answer. */
  ready(): Promise<string | void>;
  close(): Promise<void>;
}
