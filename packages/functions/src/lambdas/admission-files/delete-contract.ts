import { CONTRACT_NAMES } from '@colabora/core/admission/admission-files';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import * as z from 'zod/mini';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { collaboratorDetail } from '../../modules/person/detail';
import { assertNotSigned, changeContractSlot } from './contract-slot';

const deleteContractQuery = z.object({ contract: z.enum(CONTRACT_NAMES, { error: MSG.required }) });

/**
 * DELETE /api/users/contracts/{userId}?contract={name} → CollaboratorDetail (HR). Removes the reference to
 * an unsigned contract; the object stays in the versioned bucket (what was once sent is kept). No such
 * contract 404; a signed one 409.
 */
export const deleteContract: CallerAction = async ({ caller, params, query }) => {
  const { contract } = parseInput(deleteContractQuery, query);
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
};
