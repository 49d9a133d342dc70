// Which client sent a request. X-Forwarded-For counts only as far as TRUST_PROXY names
// the proxies that add to it (Express's `trust proxy` rules); by default it is ignored, so
// a caller cannot pick its own address. One compiled rule serves Express (req.ip) and the
// routes served ahead of it (direct-route.ts).
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** The address and its distance from us (0: the socket's peer) → may it name the next hop? */
export type TrustProxy = (address: string, hop: number) => boolean;

export const TRUST_NOTHING: TrustProxy = () => false;

/**
 * TRUST_PROXY as Express's `trust proxy` reads it: unset or 'false' trusts no proxy; a
 * number trusts that many hops; otherwise a comma-separated list of addresses, subnets
 * (CIDR) and the names loopback, linklocal and uniquelocal. 'true' (trust any sender) is
 * refused: it would make X-Forwarded-For the caller's choice again.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    if (value === 'false' || value === '') return TRUST_NOTHING;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops === 0 ? TRUST_NOTHING : (_address, hop) => hop < hops;
    }
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'name the proxy: a hop count, or its addresses or subnets; true would trust any X-Forwarded-For',
      });
      return z.NEVER;
    }
    try {
      return proxyaddr.compile(value.split(',').map((part) => part.trim()));
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count, or addresses, subnets, loopback, linklocal or uniquelocal, separated by commas (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

/** The client's address: the socket's peer, or what the trusted proxies say it is. */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust);
}
