// Scheduled jobs: one handler each at packages/functions/src/lambdas/jobs/<name>.ts. The Jobs stack turns
// `schedule` into an EventBridge rule; the local runtime runs the same handler every `localEveryMinutes`.
export interface ScheduledJob {
  name: string;
  /** EventBridge expression, evaluated in UTC (03:05 UTC = 00:05 in America/Sao_Paulo). */
  schedule: string;
  localEveryMinutes: number;
  description: string;
}

export const JOBS = [
  {
    name: 'status-transitions',
    // 05:05 UTC: 00:05 in Acre, the westernmost zone (UTC−5), so every company's day has turned (issue 22 §6).
    schedule: 'cron(5 5 * * ? *)',
    localEveryMinutes: 1,
    description:
      "Each company's days on its own clock: ends experience periods (WORK_EXPERIENCE → HIRED), returns people whose leave ended and applies activities registered ahead.",
  },
  {
    name: 'invite-expiry',
    // 05:05 UTC, as status-transitions: every company's day has turned.
    schedule: 'cron(5 5 * * ? *)',
    localEveryMinutes: 1,
    description: "Disables the invites of candidates whose limit date passed (the list shows Expirado), each company's days on its own clock.",
  },
  {
    name: 'bank-expiry',
    // 05:15 UTC: 00:15 in Acre, the westernmost zone (UTC−5), so every company's day has turned (issue 22 §6).
    schedule: 'cron(15 5 * * ? *)',
    localEveryMinutes: 1,
    description:
      'Hours bank, each company\'s days on its own clock: writes a line "vencido", payable as overtime, for each credit whose term under the company\'s regime ended uncompensated (CLT art. 59 §§2, 5, 6; oldest first).',
  },
  {
    name: 'point-alerts',
    schedule: 'rate(5 minutes)',
    localEveryMinutes: 1,
    description:
      'Time clock: raises pending-point and absence alerts for the journeys whose points fell in the window since the last run, and settles the days that ended.',
  },
] as const satisfies readonly ScheduledJob[];
