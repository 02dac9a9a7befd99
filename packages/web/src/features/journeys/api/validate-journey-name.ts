import { useMutation } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';

export interface JourneyNameCheck {
  name: string;
  /** The journey being edited, which may keep its own name. */
  id?: string;
}

/** GET /api/workday/validate/name?name&company[&id]: true when another journey of the company has the name (002 §7.5). */
export async function isJourneyNameTaken(companyId: string, { name, id }: JourneyNameCheck) {
  const answer = await apiRequest('validateWorkdayName', { query: { name, company: companyId, id } });
  return Boolean(answer);
}

/** The check PROXIMA ETAPA (and ALTERAR DADOS of the details tab) makes before going on. */
export function useJourneyNameCheck() {
  const companyId = useSessionUser().company._id;
  return useMutation({
    mutationFn: (check: JourneyNameCheck) => isJourneyNameTaken(companyId, check),
    meta: { errorMessage: WORKDAY_MSG.nameCheckFailed, preferServerMessage: false },
  });
}
