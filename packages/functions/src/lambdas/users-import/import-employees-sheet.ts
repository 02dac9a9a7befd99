import { SERVER_MSG } from '@colabora/core/messages';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { normalizeText } from '@colabora/core/text';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { PEOPLE_IMPORT_MAX_ROWS } from '@colabora/core/users/schema';
import { BadRequest, isHttpError } from '../../http/http-error';
import { readSheet } from '../../modules/imports/read-sheet';
import { sheetTable } from '../../modules/imports/sheet-table';
import { deleteUpload, readUpload } from '../../modules/files/stored-file';
import { companyDepartments, companyJobRoles } from '../../modules/person/catalog-lookup';
import { createCollaborator } from '../../modules/admission/create-collaborator';
import { EMPLOYEE_SHEET } from './employee-sheet';
import type { Uploader } from '../../modules/files/upload-key';

const headerOf = (field: string | undefined) =>
  EMPLOYEE_SHEET.fields.find((f) => f.field === field || f.field === `hiringData.${field}`)?.header;

/** A refused row's reason: the column people see, then our message. */
function refusalReason(error: { message: string; errors?: Record<string, string> }): string {
  const header = headerOf(Object.keys(error.errors ?? {})[0]);
  return header ? `${header}: ${error.message}` : error.message;
}

/**
 * POST /api/users/upload-many {key}: each valid row admits one collaborator exactly as the form does (person,
 * invite, totals, e-mail with the first password) or is refused with its reason. The upload is deleted
 * afterwards.
 */
export async function importEmployeesSheet(uploader: Uploader, key: string): Promise<ImportAnswer> {
  const { companyId } = uploader;
  const [bytes, today] = await Promise.all([readUpload(uploader, key, 'sheet'), companyToday(companyId, now())]);
  try {
    const table = sheetTable(readSheet(bytes, PEOPLE_IMPORT_MAX_ROWS), EMPLOYEE_SHEET.fields, EMPLOYEE_SHEET.example);
    if (table.length === 0) throw new BadRequest(SERVER_MSG.emptySheet);

    const [roles, units] = await Promise.all([companyJobRoles(companyId), companyDepartments(companyId)]);
    const roleIds = new Map(roles.map((role) => [normalizeText(role.name), role.id]));
    const departmentIds = new Map(units.map((unit) => [normalizeText(unit.name), unit.id]));

    const answer: ImportAnswer = { created: 0, refused: [] };
    const firstRowOf = new Map<string, number>();
    for (const row of table) {
      const refuse = (reason: string) => answer.refused.push({ row: row.rowNumber, reason });
      const parsed = EMPLOYEE_SHEET.parse(row.values);
      if (!parsed.ok) {
        refuse(parsed.reason);
        continue;
      }
      const { input } = parsed;
      const earlier = firstRowOf.get(input.email);
      if (earlier !== undefined) {
        refuse(SERVER_MSG.sheetRepeatedEmail(earlier));
        continue;
      }
      firstRowOf.set(input.email, row.rowNumber);
      const jobRole = roleIds.get(normalizeText(input.jobRole));
      if (!jobRole) {
        refuse(`${headerOf('jobRole')}: ${SERVER_MSG.sheetUnknownJobRole}`);
        continue;
      }
      const department = departmentIds.get(normalizeText(input.department));
      if (!department) {
        refuse(`${headerOf('department')}: ${SERVER_MSG.sheetUnknownDepartment}`);
        continue;
      }
      try {
        await createCollaborator(companyId, { ...input, jobRole, department }, today);
        answer.created += 1;
      } catch (error) {
        // Refusals of one row (limit date, e-mail in use, e-mail not sent) do not stop the others.
        if (!isHttpError(error) || (error.statusCode >= 500 && error.statusCode !== 502)) throw error;
        refuse(refusalReason(error));
      }
    }
    return answer;
  } finally {
    await deleteUpload(key);
  }
}
