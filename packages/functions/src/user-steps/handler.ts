import { resourceHandler } from '../http/resource-handler';
import { exportPersonData } from './export-person-data';
import { getFileLink } from './file-link';
import { getUserSteps } from './get-steps';
import { saveAddress } from './save-address';
import { saveBankData } from './save-bank-data';
import { saveDocuments } from './save-documents';
import { saveFamilyData } from './save-family-data';
import { saveHiringData } from './save-hiring-data';
import { savePersonalData } from './save-personal-data';
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
