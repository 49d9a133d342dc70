import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogLines } from '../../../test/support/log-lines.js';
import { errorHandler, requestContext } from './http.js';
import { createLogger, redactUrl } from './logger.js';

const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8';
const COOKIE_SESSION = 'cs_test_z9Y8x7W6v5U4t3S2';
const SIGNATURE = '5f2b9c0d1e7a4b3c8d6e0f1a2b3c4d5e';
const RESUME = 'Jane Doe, 12 Elm Street, jane.doe@example.com — Staff Engineer at Initech since 2019';

/** An app whose handlers log what careless handlers would, and every line it writes. */
function appWithCapturedLogs() {
  const { sink, lines } = captureLogLines();
  const app = express();
  app.use(requestContext(createLogger('test', 'debug', 'json', sink)));
  app.use(express.json());
  app.post('/verify-payment', (req, res) => {
    const body = req.body as { resumeText: string };
    req.log.info({ sessionId: req.query.session_id, resumeText: body.resumeText }, 'verifying');
    res.cookie('hp_credits', COOKIE_SESSION).redirect(303, `/resume-success?session_id=${SESSION_ID}`);
  });
  app.get('/downloads/:purchaseId/:format', () => {
    throw Object.assign(new Error('storage failed'), { body: RESUME });
  });
  app.use(errorHandler());
  return { app, text: () => JSON.stringify(lines), lines };
}

async function settled(): Promise<void> {
  // The line at the end of a request is written when the response finishes.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('request logs', () => {
  it('show no cookie, credential, checkout session id or resume text, and name the request on every line', async () => {
    const { app, text, lines } = appWithCapturedLogs();
    const res = await request(app)
      .post(`/verify-payment?session_id=${SESSION_ID}&attempt=2`)
      .set('Cookie', `hp_credits=${COOKIE_SESSION}`)
      .set('Authorization', 'Bearer sk_live_secret_token')
      .set('x-request-id', 'req-logs-1')
      .send({ resumeText: RESUME });
    expect(res.status).toBe(303);
    await settled();

    for (const secret of [SESSION_ID, COOKIE_SESSION, 'sk_live_secret_token', RESUME, 'Initech']) {
      expect(text()).not.toContain(secret);
    }
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.requestId).toBe('req-logs-1');
    const done = lines.find((line) => line.msg === 'request completed') as {
      req: { url: string; headers: Record<string, string> };
      res: { headers: Record<string, string> };
    };
    expect(done.req.url).toBe('/verify-payment?session_id=[Redacted]&attempt=2');
    expect(done.req.headers.cookie).toBe('[Redacted]');
    expect(done.res.headers['set-cookie']).toBe('[Redacted]');
    expect(done.res.headers.location).toBe('/resume-success?session_id=[Redacted]');
  });

  it("show no download link's signature, nor a body an error carries", async () => {
    const { app, text, lines } = appWithCapturedLogs();
    const path = `/downloads/0b7e2a4c-1d3f-4e5a-9b8c-7d6e5f4a3b2c/pdf?expires=1900000000&signature=${SIGNATURE}`;
    expect((await request(app).get(path)).status).toBe(500);
    await settled();
    expect(text()).not.toContain(SIGNATURE);
    expect(text()).not.toContain(RESUME);
    expect(lines.some((line) => line.msg === 'request failed')).toBe(true);
  });

  it("censor a checkout session id in a line's message or an error's text as well", () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('test', 'info', 'json', sink);
    logger.warn(`no purchase for session ${SESSION_ID}`);
    logger.error({ err: new Error(`Stripe: no such checkout.session: '${SESSION_ID}'`) }, 'verification failed');
    expect(written).toHaveLength(2);
    expect(written.join('')).not.toContain(SESSION_ID);
    expect(written[0]).toContain('no purchase for session [Redacted]');
  });

  it('censor checkout session ids in a URL, in its path or its query, and leave the rest as it was', () => {
    expect(redactUrl(`/api/verify-session?sessionId=${SESSION_ID}`)).toBe('/api/verify-session?sessionId=[Redacted]');
    expect(redactUrl(`/checkout/test/${SESSION_ID}/pay`)).toBe('/checkout/test/[Redacted]/pay');
    expect(redactUrl(`/api/x?next=%2Fdone%3Fid%3D${SESSION_ID}`)).toBe('/api/x?next=%2Fdone%3Fid%3D[Redacted]');
    expect(redactUrl('/api/search?q=engineer&page=2')).toBe('/api/search?q=engineer&page=2');
  });
});
