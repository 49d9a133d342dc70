// Signed, expiring download links: /api/downloads/{purchaseId}/{format}?expires=…&signature=…
// The signature is an HMAC-SHA256 of the purchase, the format and the expiry under
// DOWNLOAD_SIGNING_SECRET, so changing any of them, or waiting past the expiry, closes the link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_TTL_MS, ZDownloadRequest, type DownloadFormat } from '@highpay/contracts';

function sign(secret: string, purchaseId: string, format: DownloadFormat, expires: number): string {
  return createHmac('sha256', secret).update(`download:v1:${purchaseId}:${format}:${expires}`).digest('hex');
}

export function signDownloadLink(options: {
  baseUrl: string;
  secret: string;
  purchaseId: string;
  format: DownloadFormat;
  expiresAt: Date;
}): string {
  const expires = Math.floor(options.expiresAt.getTime() / 1000);
  const url = new URL(`/api/downloads/${options.purchaseId}/${options.format}`, options.baseUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(options.secret, options.purchaseId, options.format, expires));
  return url.toString();
}

/** Both files' links for one purchase, expiring together DOWNLOAD_LINK_TTL_MS from now. */
export function signDownloadLinks(
  deps: { publicBaseUrl: string; downloadSigningSecret: string; now: () => Date },
  purchaseId: string,
): { downloads: Record<DownloadFormat, string>; expiresAt: string } {
  const expiresAt = new Date(deps.now().getTime() + DOWNLOAD_LINK_TTL_MS);
  const link = (format: DownloadFormat) =>
    signDownloadLink({
      baseUrl: deps.publicBaseUrl,
      secret: deps.downloadSigningSecret,
      purchaseId,
      format,
      expiresAt,
    });
  return { downloads: { pdf: link('pdf'), docx: link('docx') }, expiresAt: expiresAt.toISOString() };
}

export type LinkCheck =
  { ok: true; purchaseId: string; format: DownloadFormat } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (in constant time), then the expiry: a forged link learns nothing about expiry. */
export function checkDownloadLink(params: unknown, secret: string, now: Date): LinkCheck {
  const parsed = ZDownloadRequest.safeParse(params);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { purchaseId, format, expires, signature } = parsed.data;
  const expected = Buffer.from(sign(secret, purchaseId, format, Number(expires)), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, purchaseId, format };
}
