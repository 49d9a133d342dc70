import { describe, expect, it } from 'vitest';
import { parseConfig } from '@highpay/common';
import { paymentEnvSchema, paymentProviderOf } from './config.js';

const SIGNING = 'd41d8cd98f00b204e9800998ecf8427e0cc175b9';
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_example' };
const production = (env: Record<string, string>) =>
  parseConfig(paymentEnvSchema, { NODE_ENV: 'production', DOWNLOAD_SIGNING_SECRET: SIGNING, ...env });

describe('payment configuration', () => {
  it('outside production, runs the local test checkout without Stripe keys and Stripe with them', () => {
    expect(paymentProviderOf(parseConfig(paymentEnvSchema, {}))).toBe('local');
    expect(paymentProviderOf(parseConfig(paymentEnvSchema, STRIPE))).toBe('stripe');
    expect(paymentProviderOf(parseConfig(paymentEnvSchema, { ...STRIPE, PAYMENT_PROVIDER: 'local' }))).toBe('local');
  });

  it('has no built-in secret: an unset one stays unset for the service to make and keep', () => {
    const config = parseConfig(paymentEnvSchema, {});
    expect(config.DOWNLOAD_SIGNING_SECRET).toBeUndefined();
    expect(config.LOCAL_WEBHOOK_SECRET).toBeUndefined();
  });

  it('in production, takes payments through Stripe when its keys are set', () => {
    expect(paymentProviderOf(production(STRIPE))).toBe('stripe');
  });

  it('in production, refuses the local test checkout unless PAYMENT_PROVIDER=local asks for it', () => {
    expect(() => production({})).toThrow(/PAYMENT_PROVIDER: production takes payments through Stripe/);
    const config = production({ PAYMENT_PROVIDER: 'local', LOCAL_WEBHOOK_SECRET: 'whsec_demo_0123456789abcdef' });
    expect(paymentProviderOf(config)).toBe('local');
  });

  it('in production, the local test checkout needs a webhook secret of its own, not the one once built in', () => {
    expect(() => production({ PAYMENT_PROVIDER: 'local' })).toThrow(/LOCAL_WEBHOOK_SECRET: production needs a secret/);
    expect(() =>
      production({ PAYMENT_PROVIDER: 'local', LOCAL_WEBHOOK_SECRET: 'whsec_local_test_checkout_secret' }),
    ).toThrow(/LOCAL_WEBHOOK_SECRET/);
  });

  it('in production, refuses to start without a download-signing secret, or with the one once built in', () => {
    expect(() => parseConfig(paymentEnvSchema, { NODE_ENV: 'production', ...STRIPE })).toThrow(
      /DOWNLOAD_SIGNING_SECRET: production needs a secret of its own/,
    );
    expect(() => production({ ...STRIPE, DOWNLOAD_SIGNING_SECRET: 'local-download-signing-secret-change-me' })).toThrow(
      /DOWNLOAD_SIGNING_SECRET/,
    );
  });

  it('refuses a download-signing secret shorter than 32 bytes', () => {
    expect(() => production({ ...STRIPE, DOWNLOAD_SIGNING_SECRET: 'x'.repeat(31) })).toThrow(
      /DOWNLOAD_SIGNING_SECRET: must be at least 32 bytes/,
    );
    expect(() => parseConfig(paymentEnvSchema, { DOWNLOAD_SIGNING_SECRET: 'x'.repeat(31) })).toThrow(
      /DOWNLOAD_SIGNING_SECRET/,
    );
    expect(production({ ...STRIPE, DOWNLOAD_SIGNING_SECRET: 'x'.repeat(32) }).DOWNLOAD_SIGNING_SECRET).toHaveLength(32);
  });

  it('with PAYMENT_PROVIDER=stripe, stops at start until the Stripe keys are set', () => {
    expect(() => parseConfig(paymentEnvSchema, { PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseConfig(paymentEnvSchema, { STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
