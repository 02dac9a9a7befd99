import { Logger } from '@aws-lambda-powertools/logger';

// Structured logs, the ecosystem's way (Powertools for AWS Lambda): JSON lines with a correlation id (the API's
// request id, or the job run's); business metrics are ./metrics.ts. Logs never carry personal data: no e-mail,
// CPF, name, token or request body, only ids and counts.

export const SERVICE = 'colabora';

export const logger = new Logger({ serviceName: SERVICE });

/** The name and message of a failure, never the data it was about. */
export function failure(error: unknown): { name: string; message: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message };
}
