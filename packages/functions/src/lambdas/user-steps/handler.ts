import { resourceHandler } from '../../http/resource-handler';
import { exportPersonData } from './export-person-data';
import { getFileLink } from './file-link';
import { getUserSteps } from './get-steps';
import { saveAddress } from '../../modules/admission/save-address';
import { saveBankData } from '../../modules/admission/save-bank-data';
import { saveDocuments } from '../../modules/admission/save-documents';
import { saveFamilyData } from '../../modules/admission/save-family-data';
import { saveHiringData } from '../../modules/admission/save-hiring-data';
import { savePersonalData } from '../../modules/admission/save-personal-data';
import { updateStep } from './update-step';

export const handler = resourceHandler('user-steps', {
  getUserSteps,
  updateStep,
  saveHiringData,
  savePersonalData,
  saveFamilyData,
  saveDocuments,
  saveAddress,
  saveBankData,
  getFileLink,
  exportPersonData,
});
