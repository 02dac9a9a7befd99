import { JOBS } from '@colabora/core/jobs';

// EventBridge stand-in: each scheduled job's real handler, on an interval. A failing run is logged and the
// next tick tries again, as a cron would.

type JobHandler = () => Promise<unknown>;

export async function runJob(name: string): Promise<unknown> {
  const mod = (await import(`@colabora/functions/jobs/${name}`)) as { handler: JobHandler };
  return mod.handler();
}

export function startJobTicker(): () => void {
  const timers = JOBS.map((job) =>
    setInterval(() => {
      runJob(job.name).catch((error: unknown) =>
        console.error(`[jobs] ${job.name} falhou:`, error instanceof Error ? error.message : error),
      );
    }, job.localEveryMinutes * 60_000),
  );
  return () => timers.forEach((timer) => clearInterval(timer));
}
