import { describe, expect, it } from 'vitest';
import { FeedError } from '../connectors/feed.client.js';
import { IngestRunError } from './ingest-run.service.js';
import { pausedBy, type IngestRun } from './ingest-run.store.js';
import { retryable, retryDelay } from './ingest.worker.js';

const failed = (httpStatus: number | null, trigger: IngestRun['trigger'] = 'schedule'): IngestRun => ({
  id: '1',
  source: 'lever:gone',
  connector: 'lever',
  trigger,
  startedAt: new Date(),
  finishedAt: new Date(),
  ok: false,
  error: `api.lever.co answered HTTP ${httpStatus}`,
  httpStatus,
  seen: 0,
  added: 0,
  updated: 0,
  unchanged: 0,
  reopened: 0,
  closed: 0,
  skipped: 0,
  repaired: 0,
  skippedItems: [],
  repairedItems: [],
});

const httpError = (status: number, retryAfter?: string) =>
  new IngestRunError(
    'lever:x',
    '1',
    new FeedError('http', `api.lever.co answered HTTP ${status}`, { status, retryAfter: retryAfter ?? null }),
  );

describe('a long list of boards that runs itself', () => {
  it('a board that answered 404 five runs in a row is paused; four, or one other answer among them, is not', () => {
    expect(pausedBy(Array.from({ length: 5 }, () => failed(404)))).toBe(true);
    expect(pausedBy(Array.from({ length: 4 }, () => failed(404)))).toBe(false);
    expect(pausedBy([failed(404), failed(404), failed(503), failed(404), failed(404), failed(404)])).toBe(false);
    // A saved file ingested meanwhile says nothing of the board.
    expect(pausedBy([failed(404), failed(null, 'file'), failed(404), failed(404), failed(404), failed(404)])).toBe(
      true,
    );
  });

  it("a 429 is tried again after the source's Retry-After, in seconds or as a date", () => {
    const now = Date.parse('2026-12-03T12:00:00Z');
    expect(retryDelay(1, httpError(429, '3600'), 300_000, now)).toBe(3_600_000);
    expect(retryDelay(1, httpError(429, 'Thu, 03 Dec 2026 12:10:00 GMT'), 300_000, now)).toBe(600_000);
    expect(retryDelay(2, httpError(429), 300_000, now)).toBe(600_000);
    expect(retryDelay(3, httpError(503), 300_000, now)).toBe(1_200_000);
  });

  it('a board that answers 404 or 403 is not retried within the period; the network, 429 and 5xx are', () => {
    expect(retryable(httpError(404))).toBe(false);
    expect(retryable(httpError(403))).toBe(false);
    expect(retryable(httpError(429))).toBe(true);
    expect(retryable(httpError(502))).toBe(true);
    expect(retryable(new IngestRunError('x', '1', new FeedError('network', 'unreachable')))).toBe(true);
  });
});
