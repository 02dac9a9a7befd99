import type { JourneyDetails } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { useJourneyEdit } from './use-journey-edit';

export interface JourneyDetailsUpdate {
  journeyId: string;
  journeyDetails: JourneyDetails;
}

/** PUT /api/workday/update/details: journeyId, journeyDetails, company (002 §7.5). */
export function updateJourneyDetails(companyId: string, update: JourneyDetailsUpdate) {
  return apiRequest('updateWorkdayDetails', { body: { ...update, company: companyId } });
}

export function useUpdateJourneyDetails() {
  const companyId = useSessionUser().company._id;
  return useJourneyEdit((update: JourneyDetailsUpdate) => updateJourneyDetails(companyId, update));
}
