import { SERVER_MSG } from '@colabora/core/messages';
import { JOB_ROLE_CATALOG, jobRoleInputSchema, type JobRoleInput } from '@colabora/core/job-role/schema';
import { cellMoney, cellText, cellYesNo, INVALID } from '../imports/cells';
import { invalidCell, rowInput } from '../imports/row-input';
import type { SheetField, SheetSpec } from '../imports/sheet-spec';

type Field = 'name' | 'baseSalary' | 'toxicologicalExam';

const fields: SheetField<Field>[] = [
  { field: 'name', header: 'Nome', width: 40 },
  { field: 'baseSalary', header: 'Salário base', width: 18, currency: true },
  { field: 'toxicologicalExam', header: 'Exame toxicológico', width: 20, optional: true },
];

/** The job-role import sheet: Nome, Salário base (R$), Exame toxicológico (Sim/Não). */
export const JOB_ROLE_SHEET: SheetSpec<Field, JobRoleInput> = {
  sheetName: 'Cargos',
  modelFileName: JOB_ROLE_CATALOG.modelFileName,
  fields,
  example: [['Analista de Recursos Humanos', 4500, 'Não']],
  parse(values) {
    const baseSalary = cellMoney(values.baseSalary);
    if (baseSalary === INVALID) return invalidCell(fields[1].header, SERVER_MSG.sheetInvalidValue);
    const toxicologicalExam = cellYesNo(values.toxicologicalExam);
    if (toxicologicalExam === INVALID) return invalidCell(fields[2].header, SERVER_MSG.sheetYesOrNo);
    return rowInput(jobRoleInputSchema, fields, { name: cellText(values.name), baseSalary, toxicologicalExam });
  },
};
