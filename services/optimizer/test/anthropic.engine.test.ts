import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPTIMIZE_MESSAGES } from '@highpay/contracts';
import { createAnthropicEngine, renderClaudeResume } from '../src/engines/anthropic.engine.js';
import { SYSTEM_PROMPT } from '../src/engines/anthropic-prompt.js';
import { EngineError, type EngineRequest } from '../src/engines/engine.js';
import { createLocalEngine } from '../src/engines/local.engine.js';
import { runOptimization } from '../src/optimize/optimize.service.js';
import { startFakeClaude, type FakeClaude } from '../../../scripts/local-anthropic.js';
import { createMemoryStore } from './support/memory.store.js';
import { DISHONEST, SAMPLE_RESUME, honestClaudeResume } from './support/sample-resume.js';

const logger = pino({ level: 'silent' });
const request: EngineRequest = {
  resumeText: SAMPLE_RESUME,
  jobTitle: 'Senior Backend Engineer',
  keywords: ['Python', 'PostgreSQL', 'TypeScript'],
  shownKeywords: ['Python', 'PostgreSQL'],
};

describe('the Claude engine, through the real SDK against a server speaking the Messages API', () => {
  let fake: FakeClaude;
  let waits: number[];
  const engine = (extra: Partial<Parameters<typeof createAnthropicEngine>[0]> = {}) =>
    createAnthropicEngine({
      apiKey: 'sk-ant-test-key',
      model: 'claude-sonnet-5-5',
      baseURL: fake.baseUrl,
      timeoutMs: 5000,
      logger,
      sleep: async (ms) => {
        waits.push(ms);
        await new Promise((r) => setTimeout(r, ms));
      },
      ...extra,
    });
  /** What a rewrite of `request` fails with (or its answer, when it does not fail). */
  const failureOf = (extra: Partial<Parameters<typeof createAnthropicEngine>[0]> = {}) =>
    engine(extra)
      .rewrite(request)
      .catch((e: unknown) => e);

  beforeAll(async () => {
    fake = await startFakeClaude();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    waits = [];
  });

  it('sends the system prompt for caching, forces the resume tool and returns the draft as text', async () => {
    fake.script({ kind: 'resume', input: honestClaudeResume() }, { kind: 'resume', input: honestClaudeResume() });
    const first = await engine().rewrite(request);
    await engine().rewrite(request);

    const body = fake.requests[0]!.body as {
      model: string;
      system: Array<Record<string, unknown>>;
      tool_choice: unknown;
      messages: Array<{ content: string }>;
    };
    const headers = fake.requests[0]!.headers;
    expect(`${String(headers['x-api-key'] ?? '')} ${String(headers.authorization ?? '')}`).toContain('sk-ant-test-key');
    expect(body.model).toBe('claude-sonnet-5-5');
    expect(body.system).toEqual([{ type: 'text', text: SYSTEM_PROMPT, cache_control: { type: 'ephemeral' } }]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'submit_resume' });
    expect(body.messages[0]!.content).toContain('do NOT add these anywhere): TypeScript');
    expect(body.messages[0]!.content).toContain(SAMPLE_RESUME.trim());
    // The identical system prompt is what makes the second call a cache read.
    expect(JSON.stringify(fake.requests[1]!.body.system)).toBe(JSON.stringify(body.system));

    expect(first.text).toContain('PROFESSIONAL SUMMARY');
    expect(first.text).toContain('• Mentored 3 junior engineers');
    expect(first.text).toContain('Software Engineer, Acme Corp | Jan 2019 – Present');
  });

  it('keeps the system prompt long enough to be cached (1,024 tokens is the minimum; ~4 characters a token)', () => {
    expect(SYSTEM_PROMPT.length).toBeGreaterThan(4 * 1024 + 500);
    expect(SYSTEM_PROMPT).toContain('NEVER ADD A FACT');
  });

  it('waits as long as a 429 says in retry-after, then succeeds', async () => {
    fake.script(
      { kind: 'error', status: 429, type: 'rate_limit_error', headers: { 'retry-after': '1' } },
      { kind: 'resume', input: honestClaudeResume() },
    );
    const started = Date.now();
    await engine().rewrite(request);
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
    expect(fake.requests[1]!.at - started).toBeGreaterThanOrEqual(1000);
  });

  it('backs off with jitter on 529 overloaded and on 500, then succeeds', async () => {
    fake.script(
      { kind: 'error', status: 529, type: 'overloaded_error' },
      { kind: 'error', status: 500, type: 'api_error' },
      { kind: 'resume', input: honestClaudeResume() },
    );
    await engine().rewrite(request);
    expect(fake.requests).toHaveLength(3);
    // 1 s then 2 s, each scaled by a random 0.5–1.
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeLessThanOrEqual(2000);
  });

  it('gives up on an overloaded API after its attempts, saying the AI is busy', async () => {
    fake.script(
      ...Array.from({ length: 2 }, () => ({ kind: 'error' as const, status: 529, type: 'overloaded_error' })),
    );
    const error = await failureOf({ maxAttempts: 2 });
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ failure: 'busy', retryable: true, message: OPTIMIZE_MESSAGES.aiBusy });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a spend-limit 429 or a billing error', async () => {
    fake.script({
      kind: 'error',
      status: 429,
      type: 'rate_limit_error',
      errorCode: 'enforced_spend_limit_reached',
      headers: { 'retry-after': '1' },
    });
    const spend = await failureOf();
    expect(spend).toMatchObject({ failure: 'unavailable', retryable: false, message: OPTIMIZE_MESSAGES.unavailable });
    expect(fake.requests).toHaveLength(1);

    fake.script({
      kind: 'error',
      status: 400,
      type: 'invalid_request_error',
      message: 'Your credit balance is too low to access the Anthropic API.',
    });
    fake.script({ kind: 'error', status: 402, type: 'billing_error' });
    expect(await failureOf()).toMatchObject({ failure: 'unavailable', retryable: false });
    expect(await failureOf()).toMatchObject({ failure: 'unavailable', retryable: false });
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([]);
  });

  it('does not retry a bad key', async () => {
    fake.script({ kind: 'error', status: 401, type: 'authentication_error' });
    expect(await failureOf()).toMatchObject({ failure: 'unavailable', retryable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a request that never answers and tries again within its budget', async () => {
    fake.script({ kind: 'hang' }, { kind: 'hang' });
    const error = await failureOf({ timeoutMs: 300, maxAttempts: 2 });
    expect(error).toMatchObject({ failure: 'timeout', retryable: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops retrying when a retry-after would overrun the time budget', async () => {
    fake.script({ kind: 'error', status: 429, type: 'rate_limit_error', headers: { 'retry-after': '120' } });
    const error = await failureOf({ budgetMs: 10_000 });
    expect(error).toMatchObject({ failure: 'busy', message: OPTIMIZE_MESSAGES.aiBusy });
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([
    [
      'a body that is not JSON',
      { kind: 'raw' as const, status: 200, body: '<html>oops</html>', contentType: 'text/html' },
    ],
    ['a text reply instead of the tool call', { kind: 'text' as const, text: 'Here is your resume: ...' }],
    ['a tool call whose input is not a resume', { kind: 'resume' as const, input: { resume: 'plain text' } }],
    [
      'a reply cut off at the output limit',
      { kind: 'resume' as const, input: honestClaudeResume(), stopReason: 'max_tokens' },
    ],
  ])('treats %s as an invalid reply, tries once more, then fails clearly', async (_label, reply) => {
    fake.script(reply, reply);
    const error = await failureOf({ maxAttempts: 2 });
    // The message names the last request, so support can find it; a body the SDK cannot parse has none to name.
    const message = reply.kind === 'raw' ? OPTIMIZE_MESSAGES.aiInvalidReply : OPTIMIZE_MESSAGES.aiKeptFailing('req_2');
    expect(error).toMatchObject({ failure: 'invalid_reply', message });
    expect(fake.requests).toHaveLength(2);
  });

  it('uses a reply whose only fault is bare lines where sections belong, asking once', async () => {
    const reply = { ...honestClaudeResume(), other: ['Languages: Spanish (conversational)'] };
    fake.script({ kind: 'resume', input: reply }, { kind: 'resume', input: honestClaudeResume() });
    const draft = await engine({ maxAttempts: 2 }).rewrite(request);
    expect(draft.text).toContain('Maintained the billing service in Node.js and PostgreSQL');
    expect(draft.text).toContain('Spanish (conversational)');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('renderClaudeResume', () => {
  it("keeps a reply's honest weak verb as the reply wrote it, not turned into another", () => {
    const reply = honestClaudeResume();
    reply.experience[1]!.bullets = ['Helped set up the shop tool control program', 'Worked on the survey crew'];
    const text = renderClaudeResume(reply);
    expect(text).toContain('• Helped set up the shop tool control program');
    expect(text).toContain('• Worked on the survey crew');
    expect(text).not.toContain('Contributed to the survey crew');
  });
});

describe('the fact guard on Claude replies that add facts', () => {
  let fake: FakeClaude;
  beforeAll(async () => {
    fake = await startFakeClaude();
  });
  afterAll(() => fake.close());

  function deps() {
    const memory = createMemoryStore();
    const claude = createAnthropicEngine({
      apiKey: 'k',
      model: 'claude-sonnet-5-5',
      baseURL: fake.baseUrl,
      timeoutMs: 5000,
      logger,
      maxAttempts: 1,
    });
    const local = createLocalEngine();
    return {
      memory,
      deps: { store: memory.store, engineFor: (p: string) => (p === 'anthropic' ? claude : local), logger },
    };
  }

  it('an honest reply passes and is stored in full, while the answer carries only a preview', async () => {
    const { memory, deps: d } = deps();
    fake.script({ kind: 'resume', input: honestClaudeResume() });
    const id = memory.add({ resumeText: SAMPLE_RESUME, jobTitle: 'Senior Backend Engineer' });
    const answer = await runOptimization(d, id);
    expect(answer.engine).toBe('anthropic');
    expect(answer.factCheck).toEqual({ passed: true, removedLines: 0 });
    const full = memory.rows.get(id)!.optimizedResume!;
    expect(full).toContain('University of Texas at Austin');
    expect(answer.optimizedResume.length).toBeLessThan(full.length);
    expect(answer.optimizedResume).not.toContain('University of Texas at Austin');
    expect(answer.preview.shownLines).toBeLessThan(answer.preview.totalLines);
  });

  it('takes out a bullet that claims a tool and a number the resume never states, and says so', async () => {
    const { memory, deps: d } = deps();
    fake.script({ kind: 'resume', input: DISHONEST.inventedBullet(honestClaudeResume()) });
    const id = memory.add({ resumeText: SAMPLE_RESUME, jobTitle: 'Senior Backend Engineer' });
    const answer = await runOptimization(d, id);
    const full = memory.rows.get(id)!.optimizedResume!;
    expect(full).not.toContain('Kafka');
    expect(full).not.toContain('45%');
    expect(full).toContain('Mentored 3 junior engineers');
    expect(answer.factCheck.removedLines).toBe(1);
    expect(answer.match.improvements.join(' ')).toContain('Withdrew 1 change of the AI draft');
    expect(memory.rows.get(id)!.trace!.withdrawn).toEqual([
      expect.objectContaining({
        after: ['• Cut p99 latency by 45% with Kafka and Redis'],
        reason: expect.stringMatching(/your resume does not/),
      }),
    ]);
  });

  it('strikes skills the resume lacks from the skills list', async () => {
    const { memory, deps: d } = deps();
    fake.script({ kind: 'resume', input: DISHONEST.inventedSkill(honestClaudeResume()) });
    const id = memory.add({ resumeText: SAMPLE_RESUME, jobTitle: 'Senior Frontend Engineer' });
    await runOptimization(d, id);
    const full = memory.rows.get(id)!.optimizedResume!;
    expect(full).not.toMatch(/TypeScript|GraphQL/);
    // The one skills section lists the resume's own skills, those the role asks for first.
    const skills = /SKILLS\n(.*)/.exec(full)![1]!.split(', ');
    expect(skills.sort()).toEqual(['Django', 'Docker', 'Excel', 'Kubernetes', 'PostgreSQL', 'Python']);
  });

  it.each([
    ['an invented employer', DISHONEST.inventedEmployer, 'Google', 'Software Engineer, Acme Corp'],
    [
      'an upgraded degree',
      DISHONEST.upgradedDegree,
      'M.S. in Computer Science',
      'B.S. in Computer Science, University of Texas at Austin, 2016',
    ],
    ['a moved date', DISHONEST.movedDate, 'Jun 2015', 'Junior Developer at Globex Inc'],
  ])(
    'salvages a reply with %s: the slip is withdrawn with its reason, the resume’s line stays, the rest is kept',
    async (_label, lie, slip, own) => {
      const { memory, deps: d } = deps();
      fake.script({ kind: 'resume', input: lie(honestClaudeResume()) });
      const id = memory.add({ resumeText: SAMPLE_RESUME, jobTitle: 'Senior Backend Engineer' });
      const answer = await runOptimization(d, id);
      const full = memory.rows.get(id)!.optimizedResume!;
      expect(full).not.toContain(slip);
      expect(full).toContain(own);
      expect(full).toContain('Mentored 3 junior engineers');
      expect(answer.withdrawnCount).toBeGreaterThan(0);
      expect(
        memory.rows
          .get(id)!
          .trace!.withdrawn!.map((w) => w.after.join(' '))
          .join(' '),
      ).toContain(slip);
    },
  );
});
