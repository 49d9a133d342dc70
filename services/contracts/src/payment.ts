// $5 checkout, payment verification and downloads (docs/product.md: Data the pages use, API routes, Messages): the /api shapes and
// the server's catalogue, shared by the gateway, the payment service and the browser.
import { z } from 'zod';
import { MESSAGES } from './errors.js';

/** The optimizer's download product (docs/product.md: Constants). */
export const PRODUCT_ID = 'resume-optimizer-download';
/** The job page's product: a credit for one tailored download for that job. */
export const JOB_CREDIT_PRODUCT_ID = 'job-resume-tailoring';
/** Both products cost $5. The server charges this, whatever a client sends. */
export const PRICE_CENTS = 500;
export const CURRENCY = 'usd';
/** Download links stop working after this long; the success page hands out fresh ones. */
export const DOWNLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const PAYMENT_MESSAGES = {
  unknownProduct: 'Unknown product.',
  unknownOptimization: 'We could not find that optimized resume. Please optimize your resume again.',
  optimizationNotReady: 'That optimized resume is not ready yet. Please wait for the draft and try again.',
  unknownJob: 'We could not find that job.',
  stripeNotLoaded: 'The payment form has not loaded yet. Please wait a moment and try again.',
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired. Open your payment confirmation page again for a new link.',
  preparingFiles: 'Payment confirmed. Preparing your PDF and DOCX...',
} as const;

/** Formats cents as the price shown to users: 500 → "$5.00". */
export function formatPrice(cents: number, currency = CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A checkout session id: Stripe's cs_test_…/cs_live_… or the local provider's cs_local_…. */
export const ZSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{8,255}$/, MESSAGES.verificationFailed);

const ZJobIdInput = z
  .union([z.string().regex(/^\d{1,10}$/, 'jobId must be a job id'), z.number().int().positive().max(2_147_483_647)])
  .transform(Number);

/**
 * POST /api/create-checkout-session. The optimizer sends {product, price, optimizationId};
 * the job page sends {jobId} or {}. `price` is accepted and ignored.
 */
export const ZCreateCheckoutRequest = z
  .object({
    product: z.string().max(100).optional(),
    price: z.unknown().optional(),
    optimizationId: z.uuid('optimizationId must be the id of an optimized resume').optional(),
    jobId: ZJobIdInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.product !== undefined && body.product !== PRODUCT_ID && body.product !== JOB_CREDIT_PRODUCT_ID) {
      ctx.addIssue({ code: 'custom', path: ['product'], message: PAYMENT_MESSAGES.unknownProduct });
    }
    if (body.product === PRODUCT_ID && body.optimizationId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['optimizationId'],
        message: 'optimizationId is required for this product',
      });
    }
  })
  .transform((body): CheckoutOrder =>
    body.optimizationId !== undefined && body.product !== JOB_CREDIT_PRODUCT_ID
      ? { kind: 'resume_download', optimizationId: body.optimizationId }
      : { kind: 'job_credit', jobId: body.jobId ?? null },
  );
export type CreateCheckoutRequestInput = z.input<typeof ZCreateCheckoutRequest>;

/** What a checkout buys, decided from the request; the price is never part of it. */
export type CheckoutOrder =
  { kind: 'resume_download'; optimizationId: string } | { kind: 'job_credit'; jobId: number | null };

export const ZCreateCheckoutResponse = z.object({
  sessionId: ZSessionId,
  /** Where the browser goes next: the provider's checkout page, or straight to the success page when a credit paid for it. */
  url: z.string().min(1),
});
export type CreateCheckoutResponse = z.infer<typeof ZCreateCheckoutResponse>;

/** GET /api/verify-payment?session_id= */
export const ZVerifyPaymentRequest = z.object({ session_id: ZSessionId });

export const ZDownloadLinks = z.object({ pdf: z.string().min(1), docx: z.string().min(1) });
export type DownloadLinks = z.infer<typeof ZDownloadLinks>;

/**
 * Paid. `ready` is false while the files are being built (ask again shortly); once true,
 * `downloadUrl` is the PDF and `downloads` both files, signed and valid until `expiresAt`.
 */
export const ZVerifyPaymentResponse = z.discriminatedUnion('ready', [
  z.object({ paid: z.literal(true), ready: z.literal(false) }),
  z.object({
    paid: z.literal(true),
    ready: z.literal(true),
    /** The resume bought: with the session id, what deleting it asks for (DELETE /api/optimizations/{id}). */
    optimizationId: z.uuid(),
    downloadUrl: z.string().min(1),
    downloads: ZDownloadLinks,
    expiresAt: z.string(),
    fileName: z.string(),
  }),
]);
export type VerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponse>;

/** GET /api/verify-session?sessionId= (the job page). */
export const ZVerifySessionRequest = z.object({ sessionId: ZSessionId });

export const ZVerifySessionResponse = z.object({
  paid: z.boolean(),
  metadata: z.object({ jobId: z.string().nullable() }),
});
export type VerifySessionResponse = z.infer<typeof ZVerifySessionResponse>;

export const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** GET /api/downloads/{purchaseId}/{format}?expires=…&signature=…: a link's parts, as the payment service signs them. */
export const ZDownloadRequest = z.object({
  purchaseId: z.uuid(),
  format: z.enum(DOWNLOAD_FORMATS),
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[a-f0-9]{64}$/),
});
export type DownloadRequest = z.infer<typeof ZDownloadRequest>;
