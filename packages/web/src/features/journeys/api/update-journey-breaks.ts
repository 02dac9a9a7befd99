import type { JourneyBreaks } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useJourneyEdit } from './use-journey-edit';

export interface JourneyBreaksUpdate {
  journeyId: string;
  journeyBreaks: JourneyBreaks;
}

/** PUT /api/workday/update/breaks: journeyId, journeyBreaks {numberOfBreaks, breaks} (002 §7.5). */
export function updateJourneyBreaks(update: JourneyBreaksUpdate) {
  return apiRequest('updateWorkdayBreaks', { body: update });
}

export const useUpdateJourneyBreaks = () => useJourneyEdit(updateJourneyBreaks);
