import { resourceHandler } from '../../http/resource-handler';
import { activateUser } from './activate-user';
import { deleteContract } from './delete-contract';
import { markContractSigned } from './mark-contract-signed';
import { signContract } from './sign-contract';
import { uploadContract } from './upload-contract';
import { uploadAdmissionExam, uploadToxicologicalExam } from './upload-exam';

export const handler = resourceHandler('admission-files', {
  uploadAdmissionExam,
  uploadToxicologicalExam,
  uploadContract,
  deleteContract,
  signContract,
  markContractSigned,
  activateUser,
});
