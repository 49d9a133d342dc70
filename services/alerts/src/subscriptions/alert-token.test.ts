// Signed job alert links: only the purpose, row and lifetime they were made for; production
// will not start without its own signing secret and an SMTP server.
import { describe, expect, it } from 'vitest';
import { alertsEnvSchema } from '../config.js';
import { createAlertTokens } from './alert-token.js';

const ID = '0f92ea21-d7df-469c-9719-a1edef79bfca';

describe('alert link tokens', () => {
  const tokens = createAlertTokens('a-secret-of-thirty-two-bytes-or-more');

  it('an unsubscribe link works for unsubscribing, and not for managing or confirming', () => {
    const token = tokens.sign({ purpose: 'unsubscribe', id: ID });
    expect(tokens.verify(token, 'unsubscribe')).toEqual({ purpose: 'unsubscribe', id: ID });
    expect(tokens.verify(token, 'manage')).toBeUndefined();
    expect(tokens.verify(token, 'confirm')).toBeUndefined();
  });

  it('a link for another alert, or signed with another secret, is refused', () => {
    const token = tokens.sign({ purpose: 'unsubscribe', id: ID });
    expect(tokens.verify(token.replace(ID, ID.replace('0f', '1f')), 'unsubscribe')).toBeUndefined();
    const other = createAlertTokens('another-secret-of-thirty-two-bytes!!');
    expect(other.verify(token, 'unsubscribe')).toBeUndefined();
  });

  it('a confirm link expires', () => {
    const expires = Math.floor(Date.parse('2026-12-05T00:00:00Z') / 1000);
    const token = tokens.sign({ purpose: 'confirm', id: ID, expires });
    expect(tokens.verify(token, 'confirm', new Date('2026-12-04T23:59:00Z'))?.id).toBe(ID);
    expect(tokens.verify(token, 'confirm', new Date('2026-12-05T00:00:01Z'))).toBeUndefined();
  });
});

describe('alerts config in production', () => {
  const base = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://jobs.example.com' };
  it('refuses to start without an alert signing secret and an SMTP server', () => {
    const result = alertsEnvSchema.safeParse(base);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['ALERTS_SIGNING_SECRET', 'SMTP_URL']));
  });

  it('starts with both', () => {
    const secret = { ALERTS_SIGNING_SECRET: 'a-secret-of-thirty-two-bytes-or-more' };
    expect(alertsEnvSchema.safeParse({ ...base, ...secret, SMTP_URL: 'smtp://mail.example.com:587' }).success).toBe(
      true,
    );
  });
});
