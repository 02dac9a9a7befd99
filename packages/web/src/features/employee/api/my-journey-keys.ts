export const myJourneyKeys = {
  /** GET /api/workday/{userId}/journey. */
  journey: (userId: string) => ['employee', 'journey', userId] as const,
  /** GET /api/scale/month-scale for one person's month. */
  monthScale: (userId: string, year: number, month: number) => ['employee', 'month-scale', userId, year, month] as const,
};
