import { attachment } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { XLSX_CONTENT_TYPE } from '../lib/xlsx-content-type';
import { writeSheet } from '../lib/xlsx';
import { DEPARTMENT_SHEET } from './sheet';

/** GET /api/department/upload-model: the import model, generated (header row and an example row). */
export const departmentSheetModel: CallerAction = async () =>
  attachment(DEPARTMENT_SHEET.modelFileName, XLSX_CONTENT_TYPE, writeSheet(DEPARTMENT_SHEET.sheetName, DEPARTMENT_SHEET.fields, DEPARTMENT_SHEET.example));
