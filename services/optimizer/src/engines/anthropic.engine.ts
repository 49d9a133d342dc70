// The Claude engine: the Messages API through @anthropic-ai/sdk, a cached system
// prompt, a forced tool call for a structured reply, and our own retry policy —
// backoff with jitter on 429 (honouring retry-after) and 529/5xx, no retry on
// billing or spend-limit errors, a time budget that fits the gateway's wait.
import Anthropic, { APIConnectionError, APIError } from '@anthropic-ai/sdk';
import type { Logger } from '@highpay/common';
import { readClaudeReply, type ClaudeResume } from './anthropic-reply.js';
import { RESUME_TOOL, RESUME_TOOL_NAME, SYSTEM_PROMPT, userPrompt } from './anthropic-prompt.js';
import { EngineError, type EngineDraft, type EngineRequest, type OptimizerEngine } from './engine.js';
import { BULLET, rewriteBullet } from '../resume/bullets.js';
import { normalizeDates } from '../resume/dates.js';
import { STANDARD_HEADINGS } from '../resume/resume.parser.js';
import { writeResume, type WrittenSection } from '../resume/resume.writer.js';
import { OPTIMIZE_MESSAGES } from '@highpay/contracts';

export interface AnthropicEngineOptions {
  apiKey: string;
  model: string;
  baseURL?: string;
  /** Per request. */
  timeoutMs: number;
  logger: Logger;
  /** All attempts of one rewrite together stay within this. */
  budgetMs?: number;
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

const MAX_OUTPUT_TOKENS = 16_000;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

export function createAnthropicEngine(options: AnthropicEngineOptions): OptimizerEngine {
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // Retries are ours (below): the SDK's would retry spend-limit 429s and ignore our budget.
    maxRetries: 0,
  });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxAttempts = options.maxAttempts ?? 4;
  const budgetMs = options.budgetMs ?? 50_000;

  let lastRequestId: string | undefined;

  async function callOnce(request: EngineRequest): Promise<ClaudeResume> {
    const message = await client.messages.create({
      model: options.model,
      max_tokens: MAX_OUTPUT_TOKENS,
      system: [{ type: 'text', text: SYSTEM_PROMPT, cache_control: { type: 'ephemeral' } }],
      tools: [RESUME_TOOL],
      tool_choice: { type: 'tool', name: RESUME_TOOL_NAME },
      messages: [{ role: 'user', content: userPrompt(request) }],
    });
    lastRequestId = message._request_id ?? undefined;
    options.logger.debug(
      {
        requestId: lastRequestId,
        usage: {
          input: message.usage?.input_tokens,
          output: message.usage?.output_tokens,
          cacheRead: message.usage?.cache_read_input_tokens,
          cacheWrite: message.usage?.cache_creation_input_tokens,
        },
      },
      'claude reply',
    );
    if (message.stop_reason === 'max_tokens')
      throw new EngineError('invalid_reply', 'Claude stopped at the output limit', true);
    const call = message.content?.find((block) => block.type === 'tool_use' && block.name === RESUME_TOOL_NAME);
    if (!call || call.type !== 'tool_use')
      throw new EngineError('invalid_reply', 'Claude did not call the resume tool', true);
    // A reply off the schema only in its shape is put into shape: the guard then reads it line by line.
    const read = readClaudeReply(call.input);
    if ('error' in read)
      throw new EngineError('invalid_reply', `Claude's resume did not match the schema: ${read.error}`, true);
    if (read.repairs.length > 0)
      options.logger.warn({ requestId: lastRequestId, repairs: read.repairs }, 'claude reply put into shape');
    return read.resume;
  }

  return {
    name: 'anthropic',
    async rewrite(request: EngineRequest): Promise<EngineDraft> {
      const started = Date.now();
      for (let attempt = 1; ; attempt++) {
        try {
          const resume = await callOnce(request);
          return {
            text: renderClaudeResume(resume),
            improvements: [
              'Rewrote your summary and bullets with Claude for the target role, keeping every fact as you stated it.',
            ],
          };
        } catch (error) {
          if (error instanceof APIError && error.requestID) lastRequestId = error.requestID;
          const failure = classify(error);
          const elapsed = Date.now() - started;
          const wait = failure.retryAfterMs ?? backoff(attempt);
          const canRetry = failure.error.retryable && attempt < maxAttempts && elapsed + wait < budgetMs;
          options.logger.warn(
            { attempt, err: error, requestId: lastRequestId, retrying: canRetry, waitMs: canRetry ? wait : undefined },
            'claude request failed',
          );
          // Only an unusable reply (no tool call, off the schema, cut at the output limit) is asked again;
          // when they keep coming, the message names the last request so support can find it.
          if (!canRetry && failure.error.failure === 'invalid_reply') {
            const message = lastRequestId
              ? OPTIMIZE_MESSAGES.aiKeptFailing(lastRequestId)
              : OPTIMIZE_MESSAGES.aiInvalidReply;
            throw new EngineError('invalid_reply', message, false, { cause: error });
          }
          if (!canRetry) throw failure.error;
          await sleep(wait);
        }
      }
    },
  };
}

/** Full jitter around an exponential step: 1 s, 2 s, 4 s… capped at 8 s, each scaled by 0.5–1. */
export function backoff(attempt: number): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(step * (0.5 + Math.random() * 0.5));
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = headers?.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function classify(error: unknown): { error: EngineError; retryAfterMs?: number } {
  if (error instanceof EngineError) return { error };
  if (error instanceof APIError && typeof error.status === 'number') {
    const status: number = error.status;
    const headers = error.headers as Headers | undefined;
    const spendLimit =
      /spend_limit|billing/.test(`${error.errorCode ?? ''} ${error.type ?? ''}`) ||
      /credit balance|spend limit|usage limit/i.test(error.apiMessage ?? '');
    if (status === 402 || spendLimit)
      return { error: new EngineError('unavailable', OPTIMIZE_MESSAGES.unavailable, false, { cause: error }) };
    if (status === 429)
      return {
        error: new EngineError('busy', OPTIMIZE_MESSAGES.aiBusy, true, { cause: error }),
        retryAfterMs: retryAfterMs(headers),
      };
    if (status === 529 || status >= 500 || status === 408) {
      return {
        error: new EngineError('busy', OPTIMIZE_MESSAGES.aiBusy, true, { cause: error }),
        retryAfterMs: retryAfterMs(headers),
      };
    }
    // 400, 401, 403, 404, 413: our request or our key is wrong; trying again will not help.
    return { error: new EngineError('unavailable', OPTIMIZE_MESSAGES.unavailable, false, { cause: error }) };
  }
  if (error instanceof APIConnectionError) {
    const timeout = error.name === 'APIConnectionTimeoutError';
    return { error: new EngineError(timeout ? 'timeout' : 'busy', OPTIMIZE_MESSAGES.aiBusy, true, { cause: error }) };
  }
  // A reply that is not JSON at all surfaces as a plain error from the SDK.
  return { error: new EngineError('invalid_reply', OPTIMIZE_MESSAGES.aiInvalidReply, true, { cause: error }) };
}

function clean(line: string): string {
  return normalizeDates(line.replace(/\s+/g, ' ').trim()).text;
}

/** Claude's sections, written the same way the local engine writes its drafts; its verbs as it chose them. */
export function renderClaudeResume(resume: ClaudeResume): string {
  const entries = (list: ClaudeResume['experience']) =>
    list.flatMap((e, i) => [
      ...(i > 0 ? [''] : []),
      clean(e.heading),
      ...e.bullets
        .map((b) => b.replace(/^[\s•*·-]+/, ''))
        .filter((b) => b.trim())
        .map((b) => `${BULLET} ${clean(rewriteBullet(b, { strengthen: false }).text)}`),
    ]);
  const [name = '', ...details] = resume.contact.map((l) => l.trim()).filter(Boolean);
  const sections: WrittenSection[] = [
    { kind: 'contact', heading: '', lines: details.length > 0 ? [name, details.join(' | ')] : [name] },
    { kind: 'summary', heading: STANDARD_HEADINGS.summary, lines: [clean(resume.summary)] },
    {
      kind: 'skills',
      heading: STANDARD_HEADINGS.skills,
      lines: resume.skills
        .filter((g) => g.items.length > 0)
        .map(
          (g) =>
            `${g.label?.trim() ? `${g.label.trim()}: ` : ''}${g.items
              .map((s) => s.trim())
              .filter(Boolean)
              .join(', ')}`,
        ),
    },
    { kind: 'experience', heading: STANDARD_HEADINGS.experience, lines: entries(resume.experience) },
    { kind: 'projects', heading: STANDARD_HEADINGS.projects, lines: entries(resume.projects) },
    { kind: 'education', heading: STANDARD_HEADINGS.education, lines: entries(resume.education) },
    { kind: 'certifications', heading: STANDARD_HEADINGS.certifications, lines: resume.certifications.map(clean) },
    ...resume.other.map((o) => ({
      kind: 'other' as const,
      heading: o.heading.trim().toUpperCase(),
      lines: o.lines.map(clean),
    })),
  ];
  return writeResume(sections);
}
