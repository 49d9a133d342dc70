// HTTP client of the alerts service; passes the request id along and turns its error
// answers back into AppErrors with the same status and user message.
import { AppError, upstreamError } from '@highpay/common';
import {
  UNAVAILABLE_MESSAGES,
  ZAlertSignupResponse,
  ZConfirmAlertResponse,
  ZManageAlertsResponse,
  ZUnsubscribeAlertResponse,
  type AlertSignupRequest,
  type AlertSignupResponse,
  type ConfirmAlertResponse,
  type ManageAlertChangeRequest,
  type ManageAlertsResponse,
} from '@highpay/contracts';
import type { z } from 'zod';

export interface AlertsClient {
  signUp(input: AlertSignupRequest, requestId: string): Promise<AlertSignupResponse>;
  confirm(token: string, requestId: string): Promise<ConfirmAlertResponse>;
  manage(token: string, requestId: string): Promise<ManageAlertsResponse>;
  change(input: ManageAlertChangeRequest, requestId: string): Promise<ManageAlertsResponse>;
  unsubscribe(token: string, requestId: string): Promise<{ unsubscribed: true }>;
}

export function createAlertsClient(baseUrl: string, timeoutMs = 15_000): AlertsClient {
  async function post<S extends z.ZodType>(path: string, body: unknown, requestId: string, schema: S) {
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGES.service, { cause: error });
    }
    const payload: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      throw upstreamError(
        { status: res.status, body: payload, retryAfter: res.headers.get('retry-after') },
        UNAVAILABLE_MESSAGES.service,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AppError('UPSTREAM_FAILED', UNAVAILABLE_MESSAGES.service);
    return parsed.data;
  }

  return {
    signUp: (input, requestId) => post('/alerts', input, requestId, ZAlertSignupResponse),
    confirm: (token, requestId) => post('/alerts/confirm', { token }, requestId, ZConfirmAlertResponse),
    manage: (token, requestId) => post('/alerts/manage', { token }, requestId, ZManageAlertsResponse),
    change: (input, requestId) => post('/alerts/manage/change', input, requestId, ZManageAlertsResponse),
    unsubscribe: (token, requestId) => post('/alerts/unsubscribe', { token }, requestId, ZUnsubscribeAlertResponse),
  };
}
