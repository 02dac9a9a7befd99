import type { Context } from 'aws-lambda';
import { failure, logger } from '../../lib/telemetry';

/**
 * A scheduled job's entry point (EventBridge, and the local ticker): every log line of the run carries its
 * correlation id (the invocation's request id) and the job's name; the run ends with its counts, or with the
 * failure, which is thrown again so Lambda retries it and, in the end, leaves it in the dead letters.
 */
export function jobRun<R>(job: string, run: () => Promise<R>) {
  return async (_event: unknown, context: Context): Promise<R> => {
    logger.addContext(context);
    logger.setCorrelationId(context.awsRequestId);
    logger.appendKeys({ job });
    try {
      const result = await run();
      logger.info('job done', { result });
      return result;
    } catch (error) {
      logger.error('job failed', { error: failure(error) });
      throw error;
    } finally {
      logger.resetKeys();
    }
  };
}
