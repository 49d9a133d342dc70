import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SECRETS_DIR, createLocalSecretStore } from './local-secret.store.js';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'highpay-secrets-')), 'secrets');

describe('local secrets', () => {
  it('an unset secret is made once, 32 random bytes, and kept in a file only its owner can read', () => {
    const dir = freshDir();
    const secret = createLocalSecretStore(dir).get('DOWNLOAD_SIGNING_SECRET');
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(readdirSync(dir)).toEqual(['DOWNLOAD_SIGNING_SECRET']);
    expect(statSync(path.join(dir, 'DOWNLOAD_SIGNING_SECRET')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o077).toBe(0);
  });

  it('a restart reads back the same secret, so links signed before it still open', () => {
    const dir = freshDir();
    const before = createLocalSecretStore(dir).get('DOWNLOAD_SIGNING_SECRET');
    expect(createLocalSecretStore(dir).get('DOWNLOAD_SIGNING_SECRET')).toBe(before);
  });

  it('each secret is its own: two names never share a value', () => {
    const store = createLocalSecretStore(freshDir());
    expect(store.get('LOCAL_WEBHOOK_SECRET')).not.toBe(store.get('DOWNLOAD_SIGNING_SECRET'));
  });

  it('a secret someone put in the file is the one used', () => {
    const dir = freshDir();
    createLocalSecretStore(dir).get('LOCAL_WEBHOOK_SECRET');
    writeFileSync(path.join(dir, 'LOCAL_WEBHOOK_SECRET'), 'whsec_chosen_by_hand_0123456789\n');
    expect(createLocalSecretStore(dir).get('LOCAL_WEBHOOK_SECRET')).toBe('whsec_chosen_by_hand_0123456789');
  });

  it('keeps them in .data/secrets at the repository root, which git ignores', () => {
    expect(path.relative(process.cwd(), LOCAL_SECRETS_DIR)).toBe(path.join('.data', 'secrets'));
  });
});
