// Job alert routes: sign-up (rate-limited) and the signed links' JSON calls under /api, the
// one-click unsubscribe POST (RFC 8058) at the link itself, and the local mailbox on the
// internal port.
import express, { type Router } from 'express';
import { parseInput } from '@highpay/common';
import { ALERT_MESSAGES, ZAlertSignupRequest, ZAlertTokenRequest, ZManageAlertChangeRequest } from '@highpay/contracts';
import { rateLimited, type RateLimit } from '../http/rate-limits.js';
import { changeAlert, confirmAlert, listAlerts, signUp, unsubscribe, type AlertsDeps } from './alerts.service.js';
import { listMailbox, readMailboxMessage } from './mail-transport.js';

export function alertsApiRoutes(deps: AlertsDeps, limit: RateLimit): Router {
  const router = express.Router();
  router.post('/alerts', rateLimited(limit), async (req, res) => {
    res.status(202).json(await signUp(deps, parseInput(ZAlertSignupRequest, req.body)));
  });
  router.post('/alerts/confirm', async (req, res) => {
    res.json(await confirmAlert(deps, parseInput(ZAlertTokenRequest, req.body).token));
  });
  router.post('/alerts/manage', async (req, res) => {
    res.json(await listAlerts(deps, parseInput(ZAlertTokenRequest, req.body).token));
  });
  router.post('/alerts/manage/change', async (req, res) => {
    res.json(await changeAlert(deps, parseInput(ZManageAlertChangeRequest, req.body)));
  });
  router.post('/alerts/unsubscribe', async (req, res) => {
    res.json(await unsubscribe(deps, parseInput(ZAlertTokenRequest, req.body).token));
  });
  return router;
}

/**
 * POST /alerts/unsubscribe?token=: the List-Unsubscribe link a mail client posts to
 * (body `List-Unsubscribe=One-Click`, no cookie): the alert is deleted at once. A GET of the
 * same address is the page, which asks before it does the same.
 */
export function oneClickUnsubscribeRoute(deps: AlertsDeps): Router {
  const router = express.Router();
  router.post('/alerts/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const { token: valid } = parseInput(ZAlertTokenRequest, { token });
    await unsubscribe(deps, valid);
    res.type('text/plain').send('You are unsubscribed: this job alert is deleted.\n');
  });
  return router;
}

/** The local mailbox (no SMTP_URL): GET /mail lists the messages, GET /mail/:name is one .eml. */
export function mailboxRoutes(dir: string): Router {
  const router = express.Router();
  router.get('/mail', async (_req, res) => {
    res.json({ dir, messages: await listMailbox(dir) });
  });
  router.get('/mail/:name', async (req, res) => {
    const message = await readMailboxMessage(dir, req.params.name);
    if (!message) {
      res.status(404).json({ error: ALERT_MESSAGES.gone });
      return;
    }
    res.type('message/rfc822').send(message);
  });
  return router;
}
