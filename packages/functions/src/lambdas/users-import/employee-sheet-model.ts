import { attachment } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-content-type';
import { writeSheet } from '../../lib/xlsx';
import { EMPLOYEE_SHEET } from './employee-sheet';

/** GET /api/users/upload-model: the people import model (header row and an example row). */
export const employeeSheetModel = action('employeeSheetModel', async () =>
  attachment(EMPLOYEE_SHEET.modelFileName, XLSX_CONTENT_TYPE, writeSheet(EMPLOYEE_SHEET.sheetName, EMPLOYEE_SHEET.fields, EMPLOYEE_SHEET.example)));
