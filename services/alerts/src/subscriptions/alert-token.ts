// Signed tokens for job alert links: what the link may do (confirm, manage, unsubscribe),
// on which row, until when. HMAC-SHA256 over the payload; ids only, never the address.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

export interface TokenClaims {
  purpose: TokenPurpose;
  /** An alert id (confirm, unsubscribe) or a subscriber id (manage). */
  id: string;
  /** Seconds since the epoch; absent: the link lasts as long as its row. */
  expires?: number;
}

export interface AlertTokens {
  sign(claims: TokenClaims): string;
  /** The claims of a well-signed, unexpired token of this purpose; undefined otherwise. */
  verify(token: string, purpose: TokenPurpose, now?: Date): TokenClaims | undefined;
}

const PURPOSE_CODES: Record<TokenPurpose, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' };

export function createAlertTokens(secret: string): AlertTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign({ purpose, id, expires }) {
      const payload = [PURPOSE_CODES[purpose], id, expires ?? ''].join('.');
      return `${payload}.${mac(payload)}`;
    },
    verify(token, purpose, now = new Date()) {
      const parts = token.split('.');
      if (parts.length !== 4) return undefined;
      const [code, id, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac([code, id, expires].join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (code !== PURPOSE_CODES[purpose]) return undefined;
      const expiresAt = expires === '' ? undefined : Number(expires);
      if (expiresAt !== undefined && !(expiresAt * 1000 > now.getTime())) return undefined;
      return { purpose, id, ...(expiresAt === undefined ? {} : { expires: expiresAt }) };
    },
  };
}
