// The headers every gateway response carries: a Content-Security-Policy that lets the page
// load from the site and Stripe only, nosniff, a Referrer-Policy, no framing, and HSTS
// where the site is https.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createGatewayApp } from '../src/app.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { frontendDist, gatewayConfig, useGatewayDeps } from './support/gateway-setup.js';

const made = useGatewayDeps('gwheaders');
// A built frontend with one script.
const dist = frontendDist();
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');

function gateway(publicBaseUrl = 'http://localhost:8080') {
  const config = gatewayConfig({
    DATABASE_URL: made().db.url,
    QUEUE_PREFIX: testQueuePrefix('gwheaders'),
    PUBLIC_BASE_URL: publicBaseUrl,
    FRONTEND_DIST: dist,
  });
  return createGatewayApp({ config, logger: pino({ level: 'silent' }), ...made().deps });
}

/** The policy as directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  let site: ReturnType<typeof gateway> | undefined;
  const app = () => (site ??= gateway());
  const responses = {
    'the home page': () => request(app()).get('/'),
    'a 404 page': () => request(app()).get('/no-such-page'),
    'an asset': () => request(app()).get('/assets/app.js'),
    'an /api answer': () => request(app()).get('/api/verify-payment?session_id=nope'),
    'an unknown /api route': () => request(app()).get('/api/nope'),
    'the search, served ahead of Express': () => request(app()).post('/api/search').send({ page: 0 }),
    'the Stripe webhook, served ahead of Express': () =>
      request(app()).post('/api/webhooks/stripe').set('content-type', 'text/plain').send('x'),
    'a health check': () => request(app()).get('/healthz'),
  };

  it.each(Object.entries(responses))(
    '%s comes with the CSP, nosniff, Referrer-Policy and no framing',
    async (_name, send) => {
      const res = await send();
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets pages load from the site and Stripe only, and run no inline or eval-ed script', async () => {
    const res = await request(app()).get('/');
    const csp = directives(res.headers['content-security-policy']);
    const allowed = (source: string) => source === "'self'" || /^https:\/\/([\w*-]+\.)*stripe\.com$/.test(source);
    for (const [name, sources] of csp) {
      if (name === 'frame-ancestors' || name === 'object-src') {
        expect(sources, name).toEqual(["'none'"]);
        continue;
      }
      for (const source of sources) expect(allowed(source), `${name} ${source}`).toBe(true);
    }
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://checkout.stripe.com']),
    );
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS, and asks browsers to upgrade requests, only when PUBLIC_BASE_URL is https', async () => {
    const res = await request(gateway('https://highpay.example')).get('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    expect((await request(gateway('http://localhost:8080')).get('/')).headers['strict-transport-security']).toBe(
      undefined,
    );
  });
});
