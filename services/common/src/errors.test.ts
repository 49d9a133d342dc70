// A database (or another server) that cannot be reached is a passing 503 with Retry-After; a
// bug is a 500; another service's error answer is passed on with its status and Retry-After.
import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS, isDependencyUnavailable } from './errors.js';
import { PrismaClientKnownRequestError } from './generated/prisma/internal/prismaNamespace.js';
import { classifyError, errorHandler, upstreamError } from './http.js';
import { createPrisma } from './prisma.js';

/** Nothing listens on port 9 (discard) here: connections are refused at once. */
const NOWHERE = 'postgresql://postgres@127.0.0.1:9/highpay';

/** An error as node-postgres makes one from a server message (its fields, not its class). */
const serverError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL', name: 'error' });

/** Prisma's error for a driver error it has no code of its own for, as its pg adapter reports it. */
const prismaDriverError = (originalCode: string, message: string) =>
  new PrismaClientKnownRequestError(`Database error. Code: \`${originalCode}\`. Message: \`${message}\``, {
    code: 'P2039',
    clientVersion: '7',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', originalCode, message } } },
  });

describe('a database that cannot be reached', () => {
  it('is recognised in the error Prisma throws when nothing listens on its port', async () => {
    const prisma = createPrisma(NOWHERE, { max: 1 });
    try {
      const error = await prisma.optimization.findFirst().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PrismaClientKnownRequestError);
      expect(isDependencyUnavailable(error)).toBe(true);
    } finally {
      await prisma.$disconnect();
    }
  });

  it('is recognised in the error node-postgres throws when nothing listens on its port', async () => {
    const client = new pg.Client({ connectionString: NOWHERE });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
  ])('is recognised when PostgreSQL says %s (%s), from node-postgres or through Prisma', (code, message) => {
    expect(isDependencyUnavailable(serverError(code, message))).toBe(true);
    expect(isDependencyUnavailable(prismaDriverError(code, message))).toBe(true);
  });

  it('is recognised when node-postgres says the connection was cut, in words only', () => {
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      true,
    );
  });

  it('is not confused with a query that is wrong, a unique violation or a plain bug', () => {
    expect(isDependencyUnavailable(serverError('42703', 'column j.salary does not exist'))).toBe(false);
    expect(isDependencyUnavailable(prismaDriverError('23505', 'duplicate key value'))).toBe(false);
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyUnavailable(new AppError('NOT_FOUND', 'No such job.'))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
  });
});

describe('the error mapping', () => {
  const appThrowing = (error: unknown) =>
    express()
      .get('/', () => {
        throw error;
      })
      .use(errorHandler());

  it('answers 503 with Retry-After and a sentence, not 500, while the database cannot be reached', async () => {
    const res = await request(appThrowing(prismaDriverError('57P01', 'terminating connection'))).get('/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: 'Service Unavailable', details: UNAVAILABLE_MESSAGES.service });
  });

  it('answers a bug with a bare 500 that leaks nothing', async () => {
    const res = await request(appThrowing(serverError('42703', 'column j.salary does not exist'))).get('/');
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('salary');
  });

  it('gives every 503 a Retry-After: its own, or the default', () => {
    expect(classifyError(new AppError('UNAVAILABLE', 'Busy.', { retryAfterSeconds: 30 })).retryAfter).toBe(30);
    expect(classifyError(new AppError('UNAVAILABLE', 'Busy.')).retryAfter).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(classifyError(new AppError('UPSTREAM_FAILED', 'Failed.')).retryAfter).toBeUndefined();
  });
});

describe("another service's error answer, passed on", () => {
  const body = { error: 'Service Unavailable', details: UNAVAILABLE_MESSAGES.service };

  it('keeps a 503 a 503, with its message and its Retry-After', () => {
    const error = upstreamError({ status: 503, body, retryAfter: '7' }, 'Failed to create checkout session');
    expect(classifyError(error)).toEqual({ status: 503, details: UNAVAILABLE_MESSAGES.service, retryAfter: 7 });
  });

  it('gives a 503 without Retry-After the default one, and an answer without a message the fallback', () => {
    const error = upstreamError({ status: 503, body: undefined, retryAfter: null }, 'Payments are unavailable.');
    expect(classifyError(error)).toEqual({
      status: 503,
      details: 'Payments are unavailable.',
      retryAfter: DEFAULT_RETRY_AFTER_SECONDS,
    });
  });

  it('keeps a 404 a 404, and makes an unknown 5xx a 502', () => {
    expect(upstreamError({ status: 404, body: { details: 'Not here.' }, retryAfter: null }, 'x').status).toBe(404);
    expect(upstreamError({ status: 599, body: {}, retryAfter: '3' }, 'Failed.').status).toBe(502);
  });
});
