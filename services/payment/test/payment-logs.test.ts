// The payment service's log lines: each names the request it was written for, and none
// shows a checkout session id, a credit cookie's sessions or a download link's signature.
import { describe, expect, it } from 'vitest';
import { createLogger } from '@highpay/common';
import { captureLogLines } from '../../../test/support/log-lines.js';
import { usePaymentService } from './support/payment-harness.js';

type LogLine = Record<string, unknown> & { msg: string; requestId?: string };

const { sink, lines } = captureLogLines<LogLine>();

const h = usePaymentService('paylogs', { worker: false, logger: createLogger('payment', 'debug', 'json', sink) });

describe('payment logs', () => {
  it("name the request a checkout was opened for, and not the session's id", async () => {
    const optimizationId = await h.seedOptimization();
    const credit = 'cs_local_0a1b2c3d4e5f6a7b8c9d';
    const res = await h.api('/checkout-sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-checkout-1', 'x-credit-sessions': credit },
      body: JSON.stringify({ product: 'resume-optimizer-download', optimizationId }),
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };

    await expect
      .poll(() => lines.filter((line) => line.requestId === 'req-checkout-1').map((line) => line.msg))
      .toEqual(expect.arrayContaining(['checkout session created', 'request completed']));
    const created = lines.find((line) => line.msg === 'checkout session created');
    expect(created).toMatchObject({ requestId: 'req-checkout-1', sessionId: '[Redacted]' });
    expect(JSON.stringify(lines)).not.toContain(sessionId);
    expect(JSON.stringify(lines)).not.toContain(credit);
  });
});
