import { JOBS } from '@colabora/core/jobs';
import type { DeployedLambdas } from './deployed-lambdas';

// EventBridge stand-in: each scheduled job's deployed bundle, on an interval. A failing run is logged and the
// next tick tries again, as a cron would.

export function runJob(lambdas: DeployedLambdas, name: string): Promise<unknown> {
  return lambdas.invoke(`jobs/${name}`, { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() });
}

export function startJobTicker(lambdas: DeployedLambdas): () => void {
  const timers = JOBS.map((job) =>
    setInterval(() => {
      runJob(lambdas, job.name).catch((error: unknown) =>
        console.error(`[jobs] ${job.name} falhou:`, error instanceof Error ? error.message : error),
      );
    }, job.localEveryMinutes * 60_000),
  );
  return () => timers.forEach((timer) => clearInterval(timer));
}
