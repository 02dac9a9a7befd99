import { SERVER_MSG } from '@colabora/core/messages';
import { JOB_ROLE_CATALOG, jobRoleInputSchema, type JobRoleInput } from '@colabora/core/job-role/schema';
import { cellMoney, cellText, cellYesNo, INVALID, readable } from '../../modules/imports/cells';
import { rowInput } from '../../modules/imports/row-input';
import type { SheetField, SheetSpec } from '../../modules/imports/sheet-spec';

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
    const toxicologicalExam = cellYesNo(values.toxicologicalExam);
    return rowInput(
      jobRoleInputSchema,
      fields,
      {
        name: cellText(values.name),
        baseSalary: readable(baseSalary),
        toxicologicalExam: readable(toxicologicalExam),
      },
      {},
      {
        ...(baseSalary === INVALID && { baseSalary: SERVER_MSG.sheetInvalidValue }),
        ...(toxicologicalExam === INVALID && { toxicologicalExam: SERVER_MSG.sheetYesOrNo }),
      },
    );
  },
};
