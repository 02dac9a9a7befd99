import type { JourneyBreaks, JourneyScale } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useJourneyEdit } from './use-journey-edit';

export interface JourneyScaleAndBreaksUpdate {
  journeyId: string;
  journeyScale: JourneyScale;
  journeyBreaks: JourneyBreaks;
}

/** PUT /api/workday/update/scaleAndBreaks: the scale and its breaks together, after AVISO (002 §4.6, §7.5). */
export function updateJourneyScaleAndBreaks(update: JourneyScaleAndBreaksUpdate) {
  return apiRequest('updateWorkdayScaleAndBreaks', { body: update });
}

export const useUpdateJourneyScaleAndBreaks = () => useJourneyEdit(updateJourneyScaleAndBreaks);
