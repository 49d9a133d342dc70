// /alerts/confirm, /alerts/manage and /alerts/unsubscribe: the pages of a job alert mail's
// signed links (?token=). Confirming happens on arrival; unsubscribing asks first.
import { ALERT_PERIODS, type ManageAlertsResponse } from '@highpay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { changeAlert, confirmAlert, listAlerts, unsubscribeAlert } from '../api/alerts.api';
import { Page } from '../components/layout/page';
import { ErrorMessage } from '../components/ui/error-message';

export function AlertsPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = pathname.replace(/\/$/, '').split('/').pop();
  return (
    <Page title="Job alerts" heading="Job alerts">
      {action === 'confirm' ? (
        <ConfirmAlert token={token} />
      ) : action === 'unsubscribe' ? (
        <Unsubscribe token={token} />
      ) : (
        <ManageAlerts token={token} />
      )}
    </Page>
  );
}

function Failure({ error }: { error: Error }) {
  return <ErrorMessage message={error.message} />;
}

function ConfirmAlert({ token }: { token: string }) {
  const confirm = useQuery({
    queryKey: ['alerts', 'confirm', token],
    queryFn: () => confirmAlert(token),
    retry: false,
  });
  if (confirm.isPending) return <p role="status">Confirming…</p>;
  if (confirm.isError) return <Failure error={confirm.error} />;
  return (
    <p className="form-message form-message--success" role="status">
      Your job alert is confirmed: {confirm.data.summary}. New matching jobs will come by email.
    </p>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeAlert(token) });
  if (unsubscribe.isSuccess)
    return (
      <p className="form-message form-message--success" role="status">
        You are unsubscribed: this job alert is deleted, and no more mail will come from it.
      </p>
    );
  return (
    <>
      <p>Stop this job alert? It is deleted at once.</p>
      {unsubscribe.isError ? <Failure error={unsubscribe.error} /> : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate()}
      >
        Unsubscribe
      </button>
    </>
  );
}

function ManageAlerts({ token }: { token: string }) {
  const list = useQuery({ queryKey: ['alerts', 'manage', token], queryFn: () => listAlerts(token), retry: false });
  const change = useMutation({ mutationFn: changeAlert });
  const data: ManageAlertsResponse | undefined = change.data ?? list.data;
  if (list.isPending) return <p role="status">Loading your alerts…</p>;
  if (list.isError) return <Failure error={list.error} />;
  if (!data || data.alerts.length === 0)
    return (
      <p className="form-message form-message--success" role="status">
        You have no job alerts left, and we keep no address for you.
      </p>
    );
  return (
    <>
      <p>
        Alerts for <strong>{data.email}</strong>
        {data.paused ? ' (paused: your mail server refused our mail)' : ''}
      </p>
      {change.isError ? <Failure error={change.error} /> : null}
      <ul className="alert-list">
        {data.alerts.map((alert) => (
          <li key={alert.id} className="card">
            <Link to={alert.searchUrl}>{alert.summary}</Link>
            {alert.confirmed ? null : <span className="muted"> (not confirmed yet)</span>}
            <div>
              <label>
                How often{' '}
                <select
                  value={alert.period}
                  disabled={change.isPending}
                  onChange={(e) =>
                    change.mutate({
                      token,
                      alertId: alert.id,
                      action: { period: e.target.value as typeof alert.period },
                    })
                  }
                >
                  {ALERT_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {p === 'daily' ? 'Daily' : 'Weekly'}
                    </option>
                  ))}
                </select>
              </label>{' '}
              <button
                type="button"
                className="btn btn--secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ token, alertId: alert.id, action: { delete: true } })}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
