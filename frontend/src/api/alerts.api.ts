// Job alerts: sign up from /search, then the signed links' pages confirm, manage and unsubscribe.
import {
  ZAlertSignupResponse,
  ZConfirmAlertResponse,
  ZManageAlertsResponse,
  ZUnsubscribeAlertResponse,
  type AlertCriteriaInput,
  type AlertPeriod,
  type ManageAlertChangeRequest,
} from '@highpay/contracts';
import { postJson } from './api.client';

export const signUpForAlert = (request: { email: string; period: AlertPeriod; criteria: AlertCriteriaInput }) =>
  postJson('/api/alerts', request, ZAlertSignupResponse);
export const confirmAlert = (token: string) => postJson('/api/alerts/confirm', { token }, ZConfirmAlertResponse);
export const listAlerts = (token: string) => postJson('/api/alerts/manage', { token }, ZManageAlertsResponse);
export const changeAlert = (request: ManageAlertChangeRequest) =>
  postJson('/api/alerts/manage/change', request, ZManageAlertsResponse);
export const unsubscribeAlert = (token: string) =>
  postJson('/api/alerts/unsubscribe', { token }, ZUnsubscribeAlertResponse);
