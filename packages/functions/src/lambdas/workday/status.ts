import { journeysStatusSchema } from '@colabora/core/workday/api';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { setJourneysStatus } from '../../modules/workday/journey-writes';

/**
 * PUT /api/workday {selectedJourneys, status} → {_ids, status}: ATIVAR / DESATIVAR SELECIONADOS. A deactivated
 * journey leaves the hiring-data select; deactivating one people are on is refused (409).
 */
export const updateWorkdaysStatus = action('updateWorkdaysStatus', { body: journeysStatusSchema }, async ({ caller, body: { selectedJourneys, status } }) => {
  await setJourneysStatus(caller.companyId, selectedJourneys, status);
  return ok({ _ids: [...new Set(selectedJourneys)], status });
});
