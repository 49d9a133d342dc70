// Headers that tell browsers what the site may load and who may frame it (helmet), on every
// gateway response: the Express app's and the routes served ahead of it alike.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Logger } from '@highpay/common';

/** Stripe's hosts for Stripe.js and Checkout, as Stripe's CSP guidance lists them. */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  frames: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  images: ['https://*.stripe.com'],
};

/** The site itself and Stripe, nothing else; no inline script; no framing of the site. */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...STRIPE.scripts],
    'connect-src': ["'self'", ...STRIPE.connect],
    'frame-src': STRIPE.frames,
    'img-src': ["'self'", ...STRIPE.images],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

export function withSecurityHeaders(
  listener: RequestListener,
  options: { publicBaseUrl: string; logger: Logger },
): RequestListener {
  const https = new URL(options.publicBaseUrl).protocol === 'https:';
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // HSTS only where the site is served over https; on http it would be ignored or, behind a mistaken proxy, harmful.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Other sites learn that a visitor came from us, never the path or query (session ids).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    headers(req, res, (error) => {
      if (!error) return listener(req, res);
      options.logger.error({ err: error }, 'security headers could not be set');
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    });
  };
}
