import { CONTRACT_LABEL, CONTRACT_MSG, uploadContractSchema, type ContractName } from '@colabora/core/admission/admission-files';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { db } from '../../db/service';
import { BadGateway, BadRequest } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { sendMail } from '../../lib/mailer';
import { acceptUpload } from '../../modules/files/stored-file';
import { collaboratorDetail } from '../../modules/person/detail';
import { contractEmail } from './contract-email';
import { assertNotSigned, changeContractSlot } from './contract-slot';
import { examsDone } from './exam-requirements';
import { inAdmission } from '../../modules/admission/admission-rules';
import { failure, logger } from '../../lib/telemetry';
import type { UserRecord } from '../../db/entities/user';

/**
 * PUT /api/users/contracts/{userId} {contract, file} → CollaboratorDetail (HR). Stores a PDF in one contract
 * slot of a person in admission or of the active staff, waiting for the signature ('sent'), then e-mails a
 * candidate (who signs in the admission app; an employee's contract is signed on paper and marked by HR). The
 * employment contract waits for the exams (400); a signed contract stays (409). The contract is stored
 * before the e-mail goes: when SES fails the upload is kept (HR need not send it again) and the answer is
 * 502 saying so, so HR can tell the candidate another way.
 */
export const uploadContract = action('uploadContract', { body: uploadContractSchema }, async ({ caller, params, body: { contract, file } }) => {
  let accepted: UploadedFile | undefined;
  const updated = await changeContractSlot(
    caller.companyId,
    params.userId,
    contract,
    async (current, person) => {
      if (contract === 'employementContract' && !(await examsDone(person))) {
        throw new BadRequest(CONTRACT_MSG.examRequired, { contract: CONTRACT_MSG.examRequired });
      }
      assertNotSigned(current);
      accepted ??= await acceptUpload(caller, file, 'pdf');
      return { ...accepted, status: 'sent', uploadedAt: new Date().toISOString(), signature: null };
    },
    'inAdmissionOrActive',
  );
  if (inAdmission(updated)) await tellCandidate(updated, contract);
  return ok(await collaboratorDetail(updated));
});

async function tellCandidate(person: UserRecord, contract: ContractName): Promise<void> {
  const { data: company } = await db.entities.company.get({ id: person.companyId }).go();
  const message = contractEmail({
    companyName: company?.name ?? '',
    candidateName: person.fullName,
    appUrl: config.appUrl,
    contractLabel: CONTRACT_LABEL[contract],
  });
  try {
    await sendMail(person.email, message);
  } catch (error) {
    // The error's name and message only, never the address.
    logger.error('contract e-mail not sent', { error: failure(error) });
    throw new BadGateway(SERVER_MSG.contractMailFailed);
  }
}
