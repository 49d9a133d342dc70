// A small local HTTP server that answers the few Elasticsearch 8 calls the search
// service makes (index and alias management, document writes with external versions,
// bulk, search, count) in Elasticsearch's wire format, so the real
// @elastic/elasticsearch client can be exercised without a cluster. It keeps documents
// in memory; it does not analyze text (searches answer through `onSearch`).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredDoc {
  source: Record<string, unknown>;
  version: number;
}

interface FakeIndex {
  settings: Record<string, unknown>;
  mappings: Record<string, unknown>;
  docs: Map<string, StoredDoc>;
  /** Versions of deleted documents (external versioning remembers them). */
  tombstones: Map<string, number>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export interface SearchAnswer {
  total: number;
  hits: Array<{ id: string; source: Record<string, unknown>; score?: number | null }>;
}

export class FakeElasticsearch {
  readonly indices = new Map<string, FakeIndex>();
  readonly aliases = new Map<string, Set<string>>();
  readonly requests: RecordedRequest[] = [];
  /** While set, every request is answered with this status (503: the cluster is unavailable). */
  failWith: number | undefined;
  /** Runs before each request is answered; a status it returns fails the request with it. */
  onRequest: ((request: RecordedRequest) => Promise<number | undefined> | number | undefined) | undefined;
  /** Answers searches; by default every document of the index, newest first. */
  onSearch: ((index: string, body: Record<string, unknown>) => SearchAnswer) | undefined;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The documents behind a name (alias or index), or undefined when it resolves to nothing. */
  documents(name: string): Map<string, StoredDoc> | undefined {
    const index = this.resolve(name);
    return index ? this.indices.get(index)?.docs : undefined;
  }

  /** The indices an alias points at. */
  aliasTargets(alias: string): string[] {
    return [...(this.aliases.get(alias) ?? [])];
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  private resolve(name: string): string | undefined {
    const targets = this.aliases.get(name);
    if (targets) return targets.size === 1 ? [...targets][0] : undefined;
    return this.indices.has(name) ? name : undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
      res.end(body === undefined || request.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    const failWith = this.failWith ?? (await this.onRequest?.(request));
    if (failWith !== undefined) {
      send(failWith, error('cluster_block_exception', 'blocked by: [SERVICE_UNAVAILABLE/2/no master];', failWith));
      return;
    }
    try {
      const [status, body] = this.route(request);
      send(status, body);
    } catch (e) {
      send(500, error('exception', e instanceof Error ? e.message : String(e), 500));
    }
  }

  private route({ method, path, query, body }: RecordedRequest): [number, unknown?] {
    const parts = path.split('/').filter(Boolean);
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    if (parts.length === 0)
      return [
        200,
        { name: 'fake', cluster_name: 'fake', version: { number: '8.19.0' }, tagline: 'You Know, for Search' },
      ];
    if (parts[0] === '_alias' && parts[1]) {
      const targets = this.aliasTargets(parts[1]);
      if (targets.length === 0) return [404, { error: `alias [${parts[1]}] missing`, status: 404 }];
      return [200, Object.fromEntries(targets.map((i) => [i, { aliases: { [parts[1]!]: {} } }]))];
    }
    if (parts[0] === '_aliases' && method === 'POST') return this.updateAliases(json());
    if (parts[0] === '_bulk' && method === 'POST') return this.bulk(body);
    const [name, action, id] = parts as [string, string | undefined, string | undefined];
    if (!action) {
      if (method === 'HEAD') return [this.indices.has(name) || this.aliases.has(name) ? 200 : 404];
      if (method === 'PUT') return this.createIndex(name, json());
      if (method === 'DELETE') {
        if (!this.indices.delete(name)) return [404, indexNotFound(name)];
        for (const targets of this.aliases.values()) targets.delete(name);
        for (const [alias, targets] of this.aliases) if (targets.size === 0) this.aliases.delete(alias);
        return [200, { acknowledged: true }];
      }
    }
    if (action === '_settings' && method === 'PUT') {
      const index = this.indices.get(name);
      if (!index) return [404, indexNotFound(name)];
      Object.assign(index.settings, json().settings ?? json());
      return [200, { acknowledged: true }];
    }
    if (action === '_refresh')
      return this.indices.has(name)
        ? [200, { _shards: { total: 1, successful: 1, failed: 0 } }]
        : [404, indexNotFound(name)];
    if (action === '_count') {
      const docs = this.documents(name);
      return docs
        ? [200, { count: docs.size, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 } }]
        : [404, indexNotFound(name)];
    }
    if (action === '_search') return this.search(name, json());
    if (action === '_doc' && id) {
      if (method === 'PUT' || method === 'POST') {
        const [status, item] = this.write(name, id, json(), query);
        return [status, item];
      }
      if (method === 'DELETE') return this.remove(name, id, query);
      if (method === 'GET') {
        const doc = this.documents(name)?.get(id);
        return doc
          ? [200, { _index: this.resolve(name), _id: id, _version: doc.version, found: true, _source: doc.source }]
          : [404, { _id: id, found: false }];
      }
    }
    return [400, error('illegal_argument_exception', `fake elasticsearch does not know ${method} ${path}`, 400)];
  }

  private createIndex(name: string, body: Record<string, unknown>): [number, unknown] {
    if (this.indices.has(name) || this.aliases.has(name))
      return [400, error('resource_already_exists_exception', `index [${name}] already exists`, 400)];
    this.indices.set(name, {
      settings: structuredClone((body.settings as Record<string, unknown>) ?? {}),
      mappings: structuredClone((body.mappings as Record<string, unknown>) ?? {}),
      docs: new Map(),
      tombstones: new Map(),
    });
    for (const alias of Object.keys((body.aliases as Record<string, unknown>) ?? {})) this.addAlias(alias, name);
    return [200, { acknowledged: true, shards_acknowledged: true, index: name }];
  }

  private addAlias(alias: string, index: string): void {
    const targets = this.aliases.get(alias) ?? new Set<string>();
    targets.add(index);
    this.aliases.set(alias, targets);
  }

  private updateAliases(body: Record<string, unknown>): [number, unknown] {
    const actions = (body.actions as Array<Record<string, { index: string; alias?: string }>>) ?? [];
    // All or nothing, as in Elasticsearch.
    for (const action of actions) {
      const [kind, args] = Object.entries(action)[0]!;
      if (!this.indices.has(args.index)) return [404, indexNotFound(args.index)];
      if (kind === 'remove' && !this.aliases.get(args.alias!)?.has(args.index))
        return [404, { error: `aliases [${args.alias}] missing`, status: 404 }];
    }
    for (const action of actions) {
      const [kind, args] = Object.entries(action)[0]!;
      if (kind === 'add') this.addAlias(args.alias!, args.index);
      if (kind === 'remove') {
        this.aliases.get(args.alias!)?.delete(args.index);
        if (this.aliases.get(args.alias!)?.size === 0) this.aliases.delete(args.alias!);
      }
      if (kind === 'remove_index') this.indices.delete(args.index);
    }
    return [200, { acknowledged: true }];
  }

  private write(
    name: string,
    id: string,
    source: Record<string, unknown>,
    params: URLSearchParams | Record<string, unknown>,
  ): [number, unknown] {
    const get = (key: string) =>
      (params instanceof URLSearchParams ? params.get(key) : (params[key] as string | number | undefined)) ?? undefined;
    const requireAlias = String(get('require_alias')) === 'true';
    if (requireAlias && !this.aliases.has(name)) {
      return [
        404,
        error(
          'index_not_found_exception',
          `no such index [${name}] and [require_alias] request flag is [true] and [${name}] is not an alias`,
          404,
        ),
      ];
    }
    const target = this.resolve(name);
    if (!target) return [404, indexNotFound(name)];
    const index = this.indices.get(target)!;
    const version = get('version') === undefined ? (index.docs.get(id)?.version ?? 0) + 1 : Number(get('version'));
    const current = index.docs.get(id)?.version ?? index.tombstones.get(id);
    if (get('version_type') === 'external_gte' && current !== undefined && version < current) {
      return [
        409,
        error(
          'version_conflict_engine_exception',
          `[${id}]: version conflict, current version [${current}] is higher than the one provided [${version}]`,
          409,
        ),
      ];
    }
    const created = !index.docs.has(id);
    index.docs.set(id, { source, version });
    index.tombstones.delete(id);
    return [
      created ? 201 : 200,
      {
        _index: target,
        _id: id,
        _version: version,
        result: created ? 'created' : 'updated',
        _shards: { total: 1, successful: 1, failed: 0 },
        _seq_no: 0,
        _primary_term: 1,
        status: created ? 201 : 200,
      },
    ];
  }

  private remove(name: string, id: string, params: URLSearchParams): [number, unknown] {
    const target = this.resolve(name);
    if (!target) return [404, indexNotFound(name)];
    const index = this.indices.get(target)!;
    const version = params.get('version') === null ? undefined : Number(params.get('version'));
    const doc = index.docs.get(id);
    if (doc && version !== undefined && params.get('version_type') === 'external_gte' && version < doc.version) {
      return [409, error('version_conflict_engine_exception', `[${id}]: version conflict`, 409)];
    }
    if (version !== undefined) index.tombstones.set(id, version);
    const base = {
      _index: target,
      _id: id,
      _version: version ?? 1,
      _shards: { total: 1, successful: 1, failed: 0 },
      _seq_no: 0,
      _primary_term: 1,
    };
    if (!doc) return [404, { ...base, result: 'not_found' }];
    index.docs.delete(id);
    return [200, { ...base, result: 'deleted' }];
  }

  private bulk(body: string): [number, unknown] {
    const lines = body.split('\n').filter(Boolean);
    const items: unknown[] = [];
    for (let i = 0; i < lines.length; i += 2) {
      const action = JSON.parse(lines[i]!) as { index?: Record<string, unknown> };
      if (!action.index) throw new Error(`fake bulk supports index actions only: ${lines[i]}`);
      const { _index, _id, ...params } = action.index as { _index: string; _id: string };
      const [status, item] = this.write(_index, _id, JSON.parse(lines[i + 1]!) as Record<string, unknown>, params);
      items.push({ index: status >= 300 ? { _index, _id, status, error: (item as { error: unknown }).error } : item });
    }
    return [200, { took: 1, errors: items.some((it) => 'error' in (it as { index: object }).index), items }];
  }

  private search(name: string, body: Record<string, unknown>): [number, unknown] {
    const target = this.resolve(name);
    if (!target) return [404, indexNotFound(name)];
    const answer = this.onSearch
      ? this.onSearch(target, body)
      : ((): SearchAnswer => {
          const all = [...this.indices.get(target)!.docs.entries()].map(([id, d]) => ({ id, source: d.source }));
          all.sort((a, b) => String(b.source.posted_at).localeCompare(String(a.source.posted_at)));
          return {
            total: all.length,
            hits: all.slice(Number(body.from ?? 0), Number(body.from ?? 0) + Number(body.size ?? 10)),
          };
        })();
    return [
      200,
      {
        took: 1,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: {
          total: { value: answer.total, relation: 'eq' },
          max_score: null,
          hits: answer.hits.map((h) => ({ _index: target, _id: h.id, _score: h.score ?? null, _source: h.source })),
        },
      },
    ];
  }
}

function error(type: string, reason: string, status: number) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status };
}

function indexNotFound(name: string) {
  return error('index_not_found_exception', `no such index [${name}]`, 404);
}
