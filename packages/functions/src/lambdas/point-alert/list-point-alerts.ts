import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import { alertsInAnalysis, openAlerts, toAlertView } from '../../modules/timeclock/alert-store';

/**
 * GET /api/point-alert → PointAlertView[] (002 §7.1): the caller's open alerts, oldest first, as the point-alerts
 * job and settle left them, each saying whether an adjustment of it is in analysis. An active employee with the time-clock module only (anyone else: 403, as for punching).
 */
export const listPointAlerts = action('listPointAlerts', async ({ caller }) => {
  const person = timeClockPerson(caller);
  const alerts = await openAlerts(caller.companyId, person.id);
  const inAnalysis = await alertsInAnalysis(caller.companyId, person.id, alerts);
  return ok(alerts.map((alert) => toAlertView(alert, inAnalysis.has(alert.id))));
});
