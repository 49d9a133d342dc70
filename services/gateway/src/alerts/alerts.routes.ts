// Job alert routes: sign-up (rate-limited) and the signed links' JSON calls under /api, and
// the one-click unsubscribe POST (RFC 8058) at the link itself. Each is validated here and
// answered by the alerts service.
import express, { type Router } from 'express';
import { parseInput, requestIdOf } from '@highpay/common';
import { ZAlertSignupRequest, ZAlertTokenRequest, ZManageAlertChangeRequest } from '@highpay/contracts';
import { rateLimited, type RateLimit } from '../http/rate-limits.js';
import type { AlertsClient } from './alerts.client.js';

export function alertsApiRoutes(alerts: AlertsClient, limit: RateLimit): Router {
  const router = express.Router();
  router.post('/alerts', rateLimited(limit), async (req, res) => {
    res.status(202).json(await alerts.signUp(parseInput(ZAlertSignupRequest, req.body), requestIdOf(req)));
  });
  router.post('/alerts/confirm', async (req, res) => {
    res.json(await alerts.confirm(parseInput(ZAlertTokenRequest, req.body).token, requestIdOf(req)));
  });
  router.post('/alerts/manage', async (req, res) => {
    res.json(await alerts.manage(parseInput(ZAlertTokenRequest, req.body).token, requestIdOf(req)));
  });
  router.post('/alerts/manage/change', async (req, res) => {
    res.json(await alerts.change(parseInput(ZManageAlertChangeRequest, req.body), requestIdOf(req)));
  });
  router.post('/alerts/unsubscribe', async (req, res) => {
    res.json(await alerts.unsubscribe(parseInput(ZAlertTokenRequest, req.body).token, requestIdOf(req)));
  });
  return router;
}

/**
 * POST /alerts/unsubscribe?token=: the List-Unsubscribe link a mail client posts to
 * (body `List-Unsubscribe=One-Click`, no cookie): the alert is deleted at once. A GET of the
 * same address is the page, which asks before it does the same.
 */
export function oneClickUnsubscribeRoute(alerts: AlertsClient): Router {
  const router = express.Router();
  router.post('/alerts/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const { token: valid } = parseInput(ZAlertTokenRequest, { token });
    await alerts.unsubscribe(valid, requestIdOf(req));
    res.type('text/plain').send('You are unsubscribed: this job alert is deleted.\n');
  });
  return router;
}
