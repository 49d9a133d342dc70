// An in-memory OptimizationStore for tests that do not need PostgreSQL.
import { randomUUID } from 'node:crypto';
import type {
  OptimizationResult,
  OptimizationStore,
  StoredOptimization,
} from '../../src/optimize/optimization.store.js';

export function createMemoryStore() {
  const rows = new Map<
    string,
    StoredOptimization & { optimizedResume?: string; error?: string; trace?: OptimizationResult['trace'] }
  >();
  const jobs = new Map<number, { title: string; company: string; description: string; tagNames: string }>();
  const store: OptimizationStore = {
    load: async (id) => rows.get(id) ?? null,
    loadJob: async (id) => jobs.get(id) ?? null,
    saveResult: async (id, result: OptimizationResult) => {
      const row = rows.get(id)!;
      Object.assign(row, {
        status: 'done',
        engine: result.engine,
        preview: result.preview,
        match: result.match,
        optimizedResume: result.optimizedResume,
        trace: result.trace,
      });
    },
    saveFailure: async (id, message) => {
      const row = rows.get(id)!;
      if (row.status !== 'done') Object.assign(row, { status: 'failed', error: message });
    },
  };
  return {
    store,
    rows,
    jobs,
    add(input: { resumeText: string; jobTitle: string; engine?: string; jobId?: number }): string {
      const id = randomUUID();
      rows.set(id, {
        id,
        resumeText: input.resumeText,
        jobTitle: input.jobTitle,
        jobId: input.jobId ?? null,
        engine: input.engine ?? 'anthropic',
        status: 'queued',
        preview: null,
        match: null,
      });
      return id;
    },
  };
}

/** The local engine's optimization of a resume for a job title, start to finish: the full text, the answer and the trace. */
export async function optimizeLocally(resumeText: string, jobTitle: string) {
  const { createLocalEngine } = await import('../../src/engines/local.engine.js');
  const { runOptimization } = await import('../../src/optimize/optimize.service.js');
  const { default: pino } = await import('pino');
  const memory = createMemoryStore();
  const id = memory.add({ resumeText, jobTitle, engine: 'local' });
  const engine = createLocalEngine();
  const answer = await runOptimization(
    { store: memory.store, engineFor: () => engine, logger: pino({ level: 'silent' }) },
    id,
  );
  const row = memory.rows.get(id)!;
  return { text: row.optimizedResume!, answer, trace: row.trace! };
}
