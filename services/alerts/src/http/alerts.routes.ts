// The alerts service's HTTP API, called by the gateway (which validates and rate-limits
// first): sign-up, and what each signed link does. The local mailbox sits beside it.
import express, { type Router } from 'express';
import { parseInput } from '@highpay/common';
import { ALERT_MESSAGES, ZAlertSignupRequest, ZAlertTokenRequest, ZManageAlertChangeRequest } from '@highpay/contracts';
import { listMailbox, readMailboxMessage } from '../digests/mail-transport.js';
import {
  changeAlert,
  confirmAlert,
  listAlerts,
  signUp,
  unsubscribe,
  type AlertsDeps,
} from '../subscriptions/alerts.service.js';

export function alertsRoutes(deps: AlertsDeps): Router {
  const router = express.Router();
  router.use(express.json({ limit: '64kb' }));
  router.post('/alerts', async (req, res) => {
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
