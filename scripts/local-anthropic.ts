// A local HTTP server that answers like Anthropic's Messages API (POST /v1/messages):
// tool-use replies with usage and cache counters, the API's error bodies and headers
// (429 with retry-after, 529 overloaded, 402 billing, spend limits), slow and hanging
// replies, and malformed ones. Tests script it reply by reply; the fidelity bench and
// `npm run local-anthropic` replay the reply corpus (bench/fidelity/replies) by resume.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RecordedRequest {
  at: number;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type Reply =
  | { kind: 'resume'; input: unknown; delayMs?: number; stopReason?: string }
  | {
      kind: 'error';
      status: number;
      type: string;
      message?: string;
      errorCode?: string;
      headers?: Record<string, string>;
    }
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  | { kind: 'text'; text: string }
  | { kind: 'hang' };

export interface FakeClaude {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The most requests that were in flight at one time. */
  maxInFlight: number;
  /** Replies for the next requests, in order; after them, `fallback`. */
  script(...replies: Reply[]): void;
  fallback: Reply | ((body: Record<string, unknown>) => Reply);
  close(): Promise<void>;
}

const ERROR_TITLES: Record<string, string> = {
  rate_limit_error: 'Number of request tokens has exceeded your per-minute rate limit',
  overloaded_error: 'Overloaded',
  billing_error: 'Your credit balance is too low to access the Anthropic API.',
  api_error: 'Internal server error',
  authentication_error: 'invalid x-api-key',
};

export async function startFakeClaude(options: { port?: number } = {}): Promise<FakeClaude> {
  const queue: Reply[] = [];
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  let cacheWritten = false;

  const fake: FakeClaude = {
    baseUrl: '',
    requests: [],
    maxInFlight: 0,
    script: (...replies) => void queue.push(...replies),
    fallback: { kind: 'error', status: 500, type: 'api_error', message: 'no reply scripted' },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      fake.requests.push({ at: Date.now(), headers: req.headers, body });
      inFlight++;
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
      res.on('close', () => inFlight--);
      const next = queue.shift() ?? (typeof fake.fallback === 'function' ? fake.fallback(body) : fake.fallback);
      const requestId = `req_${fake.requests.length}`;
      switch (next.kind) {
        case 'hang':
          hanging.add(res);
          return;
        case 'raw':
          res.writeHead(next.status, {
            'content-type': next.contentType ?? 'application/json',
            'request-id': requestId,
          });
          res.end(next.body);
          return;
        case 'error':
          res.writeHead(next.status, { 'content-type': 'application/json', 'request-id': requestId, ...next.headers });
          res.end(
            JSON.stringify({
              type: 'error',
              error: {
                type: next.type,
                message: next.message ?? ERROR_TITLES[next.type] ?? next.type,
                ...(next.errorCode ? { details: { error_code: next.errorCode } } : {}),
              },
              request_id: requestId,
            }),
          );
          return;
        case 'text':
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': requestId });
          res.end(JSON.stringify(message(body, [{ type: 'text', text: next.text }], 'end_turn', cacheWritten)));
          cacheWritten = true;
          return;
        case 'resume': {
          const send = () => {
            if (res.destroyed) return;
            res.writeHead(200, { 'content-type': 'application/json', 'request-id': requestId });
            const content = [
              { type: 'tool_use', id: `toolu_${fake.requests.length}`, name: 'submit_resume', input: next.input },
            ];
            res.end(JSON.stringify(message(body, content, next.stopReason ?? 'tool_use', cacheWritten)));
            cacheWritten = true;
          };
          if (next.delayMs) setTimeout(send, next.delayMs);
          else send();
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function message(body: Record<string, unknown>, content: unknown[], stopReason: string, cached: boolean) {
  const system = JSON.stringify(body.system ?? '');
  const systemTokens = Math.ceil(system.length / 4);
  return {
    id: `msg_${Math.random().toString(36).slice(2)}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: {
      input_tokens: Math.ceil(JSON.stringify(body.messages ?? '').length / 4),
      output_tokens: Math.ceil(JSON.stringify(content).length / 4),
      cache_creation_input_tokens: cached ? 0 : systemTokens,
      cache_read_input_tokens: cached ? systemTokens : 0,
    },
  };
}

/** One resume of the reply corpus: the resume and two replies a strong model wrote for it. */
export interface CorpusEntry {
  id: string;
  trade: string;
  jobTitle: string;
  resumeText: string;
  faithful: {
    reply: Record<string, unknown>;
    transformations: Array<{ kind: string; resumeText: string; replyText: string }>;
  };
  slipped: {
    reply: Record<string, unknown>;
    slips: Array<{ kind: string; section: string; resumeText: string; replyText: string | null; why: string }>;
  };
}

export function readCorpus(dir: string): CorpusEntry[] {
  // A half not written yet (an empty or missing folder) reads as no entries.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CorpusEntry);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The resume a request carries, as the prompt wraps it. */
export function resumeOf(body: Record<string, unknown>): string {
  const text = JSON.stringify(body.messages ?? '');
  const prompt = (JSON.parse(text) as Array<{ content: unknown }>).map((m) => String(m.content)).join('\n');
  return squash(/<resume>([\s\S]*)<\/resume>/.exec(prompt)?.[1] ?? '');
}

/** Answers each request with the corpus reply written for its resume (`faithful` or `slipped`). */
export function corpusReplies(entries: readonly CorpusEntry[], which: 'faithful' | 'slipped') {
  const byResume = new Map(entries.map((e) => [squash(e.resumeText), e]));
  return (body: Record<string, unknown>): Reply => {
    const entry = byResume.get(resumeOf(body));
    if (!entry)
      return {
        kind: 'error',
        status: 400,
        type: 'invalid_request_error',
        message: 'local-anthropic has no reply for this resume: paste one of the corpus resumes',
      };
    return { kind: 'resume', input: entry[which].reply };
  };
}

// `npm run local-anthropic -- [dir] [faithful|slipped] [port]`: serve the corpus to `make start`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'bench/fidelity/replies/working', which = 'slipped', port = '4010'] = process.argv.slice(2);
  const fake = await startFakeClaude({ port: Number(port) });
  const entries = readCorpus(dir);
  fake.fallback = corpusReplies(entries, which === 'faithful' ? 'faithful' : 'slipped');
  console.log(
    `local Anthropic Messages API at ${fake.baseUrl} (${entries.length} resumes of ${dir}, ${which} replies)`,
  );
}
