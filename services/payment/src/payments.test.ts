import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createLocalSecretStore, createLogger, parseConfig, type PrismaClient } from '@highpay/common';
import { paymentEnvSchema } from './config.js';
import { checkDownloadLink, signDownloadLink } from './download/download-link.js';
import { createPayments } from './payments.js';

describe('payment secrets outside production', () => {
  it('with no secret set, a download link signed before a restart still opens after it', async () => {
    const secrets = createLocalSecretStore(path.join(mkdtempSync(path.join(tmpdir(), 'highpay-payments-')), 'secrets'));
    const config = parseConfig(paymentEnvSchema, { NODE_ENV: 'development' });
    // Signing a link touches neither the database nor the queue; createPayments only keeps them.
    const start = () =>
      createPayments({
        config,
        prisma: {} as PrismaClient,
        renderQueue: {} as Queue,
        logger: createLogger('payment', 'silent', 'json'),
        secrets,
      });

    const before = start();
    const link = new URL(
      signDownloadLink({
        baseUrl: config.PUBLIC_BASE_URL,
        secret: before.deps.downloadSigningSecret,
        purchaseId: '0b6c3f1e-6f55-4a43-9b43-8d1f5a2c7e10',
        format: 'pdf',
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    await before.close();

    const after = start();
    const [, , , purchaseId, format] = link.pathname.split('/');
    const params = { purchaseId, format, ...Object.fromEntries(link.searchParams) };
    expect(checkDownloadLink(params, after.deps.downloadSigningSecret, new Date())).toMatchObject({ ok: true });
    // Signed with the secret made and kept for this machine, not one built into the code.
    expect(after.deps.downloadSigningSecret).toBe(secrets.get('DOWNLOAD_SIGNING_SECRET'));
    await after.close();
  });
});
