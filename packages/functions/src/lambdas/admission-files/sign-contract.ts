import { createHash } from 'node:crypto';
import { signContractSchema } from '@colabora/core/admission/admission-files';
import { SERVER_MSG } from '@colabora/core/messages';
import { clientAddress } from '../../http/client-address';
import { Forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readKeptFile } from '../../modules/files/stored-file';
import { collaboratorDetail } from '../../modules/person/detail';
import { assertSignable, changeContractSlot, signedContract } from './contract-slot';

/** Bounds what a client-chosen header can make us store. */
const USER_AGENT_MAX = 512;

/**
 * PUT /api/users/contracts/sign/{userId} {contract, agreed:true} → CollaboratorDetail: the candidate signs
 * their own contract in the app (anyone else's 403). The signature records when, from where (source IP,
 * user agent) and exactly what: the SHA-256 of the PDF bytes read now. The write holds only if the contract
 * is still the one hashed, so a replaced file is never marked signed.
 */
export const signContract = action('signContract', { body: signContractSchema }, async ({ caller, params, body, event }) => {
  if (params.userId !== caller.id) throw new Forbidden(SERVER_MSG.forbidden);
  const { contract } = body;
  const updated = await changeContractSlot(
    caller.companyId,
    caller.id,
    contract,
    async (current) => {
      const file = assertSignable(current);
      const bytes = await readKeptFile(file.key);
      return signedContract(file, {
        signedAt: new Date().toISOString(),
        by: 'candidate',
        signerId: caller.id,
        ip: clientAddress(event),
        userAgent: (event.headers?.['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    },
  );
  return ok(await collaboratorDetail(updated));
});
