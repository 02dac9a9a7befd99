import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

// Structured logs and business metrics, the ecosystem's way (Powertools for AWS Lambda). Logs are JSON lines
// with a correlation id (the API's request id, or the job run's); metrics are CloudWatch embedded-metric lines.
// Neither ever carries personal data: no e-mail, CPF, name, token or request body, only ids and counts.

const SERVICE = 'colabora';
export const METRICS_NAMESPACE = 'Colabora';

export const logger = new Logger({ serviceName: SERVICE });
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });

/** The business events counted (README, "Operating a stage"). */
export const METRIC = {
  signIn: 'SignIn',
  signInRefused: 'SignInRefused',
  inviteSent: 'InviteSent',
  inviteMailFailed: 'InviteMailFailed',
  passwordRecoverySent: 'PasswordRecoverySent',
  passwordRecoveryMailFailed: 'PasswordRecoveryMailFailed',
} as const;
export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Counts one event, written at once (a call publishes only the events it had). */
export function count(name: MetricName, times = 1): void {
  metrics.singleMetric().addMetric(name, MetricUnit.Count, times);
}

/** The name and message of a failure, never the data it was about. */
export function failure(error: unknown): { name: string; message: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message };
}
