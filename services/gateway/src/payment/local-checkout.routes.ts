// The local test checkout, served by the gateway at /checkout/test/{sessionId} when no
// Stripe keys are set: the page, and its Pay action (303 to the session's success URL).
import express, { type Router } from 'express';
import { AppError, requestIdOf } from '@highpay/common';
import { ZSessionId } from '@highpay/contracts';
import { localCheckoutMessagePage, localCheckoutPage } from './local-checkout.page.js';
import type { PaymentClient } from './payment.client.js';

const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

export function localCheckoutRoutes(payments: PaymentClient): Router {
  const router = express.Router();
  const notFound = localCheckoutMessagePage('Checkout not found', 'This checkout link is not valid.');

  router.get('/checkout/test/:sessionId', async (req, res) => {
    res.set(HEADERS).type('html');
    const id = ZSessionId.safeParse(req.params.sessionId);
    if (!id.success) return void res.status(404).send(notFound);
    try {
      res.send(localCheckoutPage(await payments.localCheckout(id.data, requestIdOf(req))));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return void res.status(404).send(notFound);
      throw error;
    }
  });

  router.post('/checkout/test/:sessionId/pay', async (req, res) => {
    res.set(HEADERS);
    const id = ZSessionId.safeParse(req.params.sessionId);
    if (!id.success) return void res.status(404).type('html').send(notFound);
    try {
      const { redirectUrl } = await payments.payLocalCheckout(id.data, requestIdOf(req));
      res.redirect(303, redirectUrl);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      res.status(error.status).type('html').send(localCheckoutMessagePage('Payment not completed', error.userMessage));
    }
  });
  return router;
}
