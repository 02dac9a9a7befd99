import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { SERVICE } from './telemetry';

// Business metrics as CloudWatch embedded-metric lines (Powertools for AWS Lambda), apart from the logger
// (./telemetry.ts) so that only the functions that count an event carry the Metrics client (about 12 KB).
// They never carry personal data: no e-mail, CPF, name, token or request body, only counts.

export const METRICS_NAMESPACE = 'Colabora';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });

/** The business events counted (README, "Operating a stage"). */
export const METRIC = {
  signIn: 'SignIn',
  signInRefused: 'SignInRefused',
  inviteSent: 'InviteSent',
  inviteMailFailed: 'InviteMailFailed',
  passwordRecoverySent: 'PasswordRecoverySent',
  passwordRecoveryMailFailed: 'PasswordRecoveryMailFailed',
  /** Punches the writer recorded (its throughput), and how long the oldest of a batch waited since received. */
  punchesWritten: 'PunchesWritten',
  punchWriteLag: 'PunchWriteLag',
  /** Days a writer marked to settle again that the alerts job still could not settle (timeclock/resettle.ts). */
  resettleMarkFailed: 'ResettleMarkFailed',
} as const;
export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Counts one event, written at once (a call publishes only the events it had). */
export function count(name: MetricName, times = 1): void {
  metrics.singleMetric().addMetric(name, MetricUnit.Count, times);
}

/** One measure of a duration, in milliseconds. */
export function milliseconds(name: MetricName, value: number): void {
  metrics.singleMetric().addMetric(name, MetricUnit.Milliseconds, value);
}
