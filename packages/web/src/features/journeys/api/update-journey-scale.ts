import type { JourneyScale } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useJourneyEdit } from './use-journey-edit';

export interface JourneyScaleUpdate {
  journeyId: string;
  journeyScale: JourneyScale;
}

/** PUT /api/workday/update/scale: journeyId, journeyScale (002 §7.5). */
export function updateJourneyScale(update: JourneyScaleUpdate) {
  return apiRequest('updateWorkdayScale', { body: update });
}

export const useUpdateJourneyScale = () => useJourneyEdit(updateJourneyScale);
