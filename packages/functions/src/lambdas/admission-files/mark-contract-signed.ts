import { markContractSignedSchema } from '@colabora/core/admission/admission-files';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { assertSignable, changeContractSlot, signedContract } from './contract-slot';

/**
 * PUT /api/users/contracts/mark-signed/{userId} {contract} → CollaboratorDetail (HR): records a contract
 * waiting for its signature as signed elsewhere (on paper, another platform), and by whom.
 */
export const markContractSigned = action('markContractSigned', { body: markContractSignedSchema }, async ({ caller, params, body: { contract } }) => {
  const updated = await changeContractSlot(
    caller.companyId,
    params.userId,
    contract,
    async (current) =>
      signedContract(assertSignable(current), { signedAt: new Date().toISOString(), by: 'hr', signerId: caller.id }),
    'inAdmissionOrActive',
  );
  return ok(await collaboratorDetail(updated));
});
