// Types for scripts/opensearch-cluster.mjs: a real OpenSearch 2.19 on 127.0.0.1, one JVM per node.

/** .cache/opensearch: the cached classpath (classpath.json) and the compiled launcher. */
export declare const CACHE_DIR: string;
/** .data/opensearch: where the CLI keeps nodes unless --dir is given. */
export declare const DEFAULT_DIR: string;
/** Heap per node: $OPENSEARCH_HEAP or "512m". */
export declare const DEFAULT_HEAP: string;

/** Thrown when this machine cannot run OpenSearch: no Java, Maven missing or failing. */
export declare class OpenSearchUnavailableError extends Error {
  readonly reason: string;
  constructor(reason: string);
}

/**
 * Null when OpenSearch can run here (runs Maven once if the classpath is not cached yet),
 * else a reason suitable for a test's skip message.
 */
export declare function openSearchSkipReason(): Promise<string | null>;
/** Whether an engine test may not skip here: CI sets REQUIRE_OPENSEARCH=1. */
export declare function openSearchRequired(): boolean;
/** Throws (saying why) when OpenSearch is required but cannot run; otherwise returns `reason`. */
export declare function skipOrFail(reason: string | null, what: string): string | null;
/** The node classpath, from .cache/opensearch/classpath.json or by running Maven. */
export declare function resolveClasspath(opts?: { log?: (line: string) => void }): Promise<string[]>;

export interface StartOpenSearchOptions {
  /** Number of nodes, one JVM each (1..9). Default 1. */
  nodes?: number;
  /** Node i: HTTP on basePort + i, transport on basePort + 100 + i. Default: free random ports. */
  basePort?: number;
  /** Node homes, data, node-i.log and cluster.json. Default: a temp dir that stop() removes. */
  dir?: string;
  /** JVM heap per node (-Xms = -Xmx), e.g. "512m" or "1g". Default $OPENSEARCH_HEAP or "512m". */
  heap?: string;
  /** Nodes shut themselves down once this process is gone. Default true. */
  watchParent?: boolean;
  /** Leave the nodes running when this process exits (the CLI's start). Default false. */
  detached?: boolean;
  /** Limit for each node to answer HTTP and for the cluster to form. Default 180000. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface ClusterHealth {
  cluster_name: string;
  status: 'green' | 'yellow' | 'red';
  timed_out: boolean;
  number_of_nodes: number;
  number_of_data_nodes: number;
  active_shards: number;
  unassigned_shards: number;
  [key: string]: unknown;
}

export interface OpenSearchCluster {
  /** Node 0's HTTP URL, e.g. http://127.0.0.1:9200 */
  readonly url: string;
  /** Every node's HTTP URL, by node index. */
  readonly urls: string[];
  readonly dir: string;
  readonly clusterName: string;
  readonly basePort: number;
  /** ms from spawning the JVMs until the cluster was at least yellow with every node. */
  readonly readyMs: number;
  /** ms from spawning node i until its HTTP answered (updated by startNode). */
  readonly startupMs: (number | null)[];
  /** Live JVM pids by node index (null for a stopped node). */
  readonly pids: (number | null)[];
  logFile(i: number): string;
  /** Stop node i: SIGKILL by default (a crash), or SIGTERM (a clean shutdown). */
  stopNode(i: number, signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Start node i again after stopNode, and wait until it has joined the cluster. */
  startNode(i: number): Promise<void>;
  /** Wait for the health status with at least expectedNodes nodes (default: the live ones). */
  waitForHealth(status?: 'green' | 'yellow', expectedNodes?: number): Promise<ClusterHealth>;
  /** Stop every node (SIGTERM, SIGKILL after 30 s); removes the dir if it was a temp dir. */
  stop(): Promise<void>;
}

/** Start OpenSearch and resolve once the cluster health is at least yellow with every node joined. */
export declare function startOpenSearch(opts?: StartOpenSearchOptions): Promise<OpenSearchCluster>;

export interface ClusterState {
  clusterName: string;
  nodes: number;
  basePort: number;
  heap: string;
  url: string;
  urls: string[];
  java: string;
  pids: (number | null)[];
  startedAt: string;
  stoppedAt?: string;
}

/** The cluster.json that a start wrote in dir, or null. */
export declare function readState(dir?: string): ClusterState | null;
/** Stop the nodes recorded in dir/cluster.json (started by another process); how many ran. */
export declare function stopDir(dir?: string, opts?: { timeoutMs?: number }): Promise<number>;
/** Whether pid is a live node JVM of the cluster in dir. */
export declare function isNodeProcess(pid: number | null | undefined, dir: string): boolean;
/** Resident memory of a process in MiB (Linux /proc), or null. */
export declare function rssMiB(pid: number): number | null;
