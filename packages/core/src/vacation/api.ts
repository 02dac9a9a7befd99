import * as z from 'zod/mini';
import type { VacationFacts } from './acquisition-periods';
import type { PersonVacation } from './schedule';

// GET /api/activity/vacation/{companyId}[?user=]: the FÉRIAS view (HR: every active person; the person: theirs).

export const vacationQuerySchema = /* @__PURE__ */ z.object({
  /** One person only: the detail's and MEUS DADOS' periods. */
  user: z.optional(z.string().check(z.minLength(1))),
});

export interface VacationListItem {
  _id: string;
  fullName: string;
  /** What the periods are worked out from: the form checks a new vacation against them as the server does. */
  facts: VacationFacts;
  vacation: PersonVacation;
  /** Days to the most urgent latest start (negative when past); null with no days left. */
  urgency: number | null;
}

/** Most urgent first; the people with nothing left last, by name. */
export function byUrgency(a: VacationListItem, b: VacationListItem): number {
  const rank = (item: VacationListItem) => item.urgency ?? Number.POSITIVE_INFINITY;
  return rank(a) === rank(b) ? a.fullName.localeCompare(b.fullName, 'pt-BR') : rank(a) - rank(b);
}
