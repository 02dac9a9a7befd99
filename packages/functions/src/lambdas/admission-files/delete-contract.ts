import { deleteContractQuerySchema } from '@colabora/core/admission/admission-files';
import { SERVER_MSG } from '@colabora/core/messages';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { assertNotSigned, changeContractSlot } from './contract-slot';

/**
 * DELETE /api/users/contracts/{userId}?contract={name} → CollaboratorDetail (HR). Removes the reference to
 * an unsigned contract; the object stays in the versioned bucket (what was once sent is kept). No such
 * contract 404; a signed one 409.
 */
export const deleteContract = action('deleteContract', { query: deleteContractQuerySchema }, async ({ caller, params, query: { contract } }) => {
  const updated = await changeContractSlot(
    caller.companyId,
    params.userId,
    contract,
    async (current) => {
      if (!current) throw new NotFound(SERVER_MSG.notFound);
      assertNotSigned(current);
      return null;
    },
    'inAdmissionOrActive',
  );
  return ok(await collaboratorDetail(updated));
});
