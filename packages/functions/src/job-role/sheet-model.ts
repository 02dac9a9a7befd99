import { attachment } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { XLSX_CONTENT_TYPE } from '../lib/xlsx-content-type';
import { writeSheet } from '../lib/xlsx';
import { JOB_ROLE_SHEET } from './sheet';

/** GET /api/job-role/upload-model: the import model, generated (header row and an example row). */
export const jobRoleSheetModel: CallerAction = async () =>
  attachment(JOB_ROLE_SHEET.modelFileName, XLSX_CONTENT_TYPE, writeSheet(JOB_ROLE_SHEET.sheetName, JOB_ROLE_SHEET.fields, JOB_ROLE_SHEET.example));
