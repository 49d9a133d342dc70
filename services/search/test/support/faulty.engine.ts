// The real engine client with faults a test switches on and off: a method that rejects (the
// engine down, a bulk that fails) or that first runs a hook (a slow build, a job changed
// mid-build). Every call that is let through goes to the real node; calls are recorded.
import { EngineUnavailableError, type EngineClient } from '@highpay/common/search/engine.client';

export type EngineMethod = Exclude<keyof EngineClient, 'product'>;
type Args<M extends EngineMethod> = Parameters<EngineClient[M]>;
type Hook<M extends EngineMethod> = (...args: Args<M>) => Promise<void> | void;

export interface FaultyEngine {
  /** The client to hand to the code under test. */
  readonly client: EngineClient;
  /** Calls of `method` reject with `error` until healed; 'down' fails every call but close. */
  fail(method: EngineMethod | 'down', error?: Error): void;
  /** Runs (and awaits) `hook` before each call of `method` until healed: a delay, or a change made meanwhile. */
  before<M extends EngineMethod>(method: M, hook: Hook<M>): void;
  /** The arguments of every call of `method` so far. */
  calls<M extends EngineMethod>(method: M): Args<M>[];
  /** Removes every fault and hook, and forgets the calls. */
  heal(): void;
}

/** What an engine that does not answer looks like to the code (the clients map a refused connection to it). */
const engineDown = (): Error => new EngineUnavailableError('connect ECONNREFUSED: the engine is down (injected)');

export function faultyEngine(real: EngineClient): FaultyEngine {
  const failures = new Map<EngineMethod | 'down', Error>();
  const hooks = new Map<EngineMethod, (...args: unknown[]) => Promise<void> | void>();
  const recorded = new Map<EngineMethod, unknown[][]>();

  function intercept<M extends EngineMethod>(method: M): EngineClient[M] {
    const call = async (...args: Args<M>): Promise<unknown> => {
      if (!recorded.has(method)) recorded.set(method, []);
      recorded.get(method)!.push(args);
      await hooks.get(method)?.(...args);
      const error = failures.get(method) ?? (method === 'close' ? undefined : failures.get('down'));
      if (error) throw error;
      return (real[method] as (...a: Args<M>) => Promise<unknown>)(...args);
    };
    return call as EngineClient[M];
  }

  const client: EngineClient = {
    ...real,
    search: intercept('search'),
    suggest: intercept('suggest'),
    count: intercept('count'),
    indexDocument: intercept('indexDocument'),
    deleteDocument: intercept('deleteDocument'),
    bulkIndex: intercept('bulkIndex'),
    aliasTargets: intercept('aliasTargets'),
    indexExists: intercept('indexExists'),
    indicesStartingWith: intercept('indicesStartingWith'),
    mappingMeta: intercept('mappingMeta'),
    createIndex: intercept('createIndex'),
    putSettings: intercept('putSettings'),
    refresh: intercept('refresh'),
    updateAliases: intercept('updateAliases'),
    deleteIndex: intercept('deleteIndex'),
    close: intercept('close'),
  };

  return {
    client,
    fail(method, error = engineDown()) {
      failures.set(method, error);
    },
    before(method, hook) {
      hooks.set(method, hook as (...args: unknown[]) => Promise<void> | void);
    },
    calls<M extends EngineMethod>(method: M) {
      return (recorded.get(method) ?? []) as Args<M>[];
    },
    heal() {
      failures.clear();
      hooks.clear();
      recorded.clear();
    },
  };
}
