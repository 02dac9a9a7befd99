import { newCollaboratorBodySchema } from '@colabora/core/admission/new-collaborator';
import { SERVER_MSG } from '@colabora/core/messages';
import { cellDay, cellMoney, cellText, cellYesNo, INVALID } from '../../modules/imports/cells';
import { rowInput, type Unreadable } from '../../modules/imports/row-input';
import type { SheetField, SheetSpec } from '../../modules/imports/sheet-spec';
import type { CollaboratorInput } from '../../modules/admission/create-collaborator';

// The people import sheet (issue 3 'Bulk import'): one row per new collaborator, the same fields and
// rules as the new-collaborator form. Job role and department are named as in Cargos and Departamentos;
// the import turns the names into the company's ids (users/import-employees-sheet.ts).

type Field =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'jobRole'
  | 'department'
  | 'hiringData.regime'
  | 'hiringData.hasStandardSalary'
  | 'hiringData.salary'
  | 'hiringData.vt'
  | 'hiringData.va'
  | 'hiringData.vr'
  | 'admissionDate'
  | 'limitDate';

const fields: SheetField<Field>[] = [
  { field: 'fullName', header: 'Nome completo', width: 36 },
  { field: 'email', header: 'E-mail', width: 32 },
  { field: 'phone', header: 'Telefone', width: 18 },
  { field: 'jobRole', header: 'Cargo', width: 30 },
  { field: 'department', header: 'Departamento', width: 24 },
  { field: 'hiringData.regime', header: 'Regime', width: 10 },
  { field: 'hiringData.hasStandardSalary', header: 'Salário padrão do cargo', width: 24, optional: true },
  { field: 'hiringData.salary', header: 'Salário', width: 16, currency: true, optional: true },
  { field: 'hiringData.vt', header: 'Vale-transporte', width: 18, currency: true, optional: true },
  { field: 'hiringData.va', header: 'Vale-alimentação', width: 18, currency: true, optional: true },
  { field: 'hiringData.vr', header: 'Vale-refeição', width: 18, currency: true, optional: true },
  { field: 'admissionDate', header: 'Data de admissão', width: 18 },
  { field: 'limitDate', header: 'Data limite', width: 18 },
];

/** A row as the form would send it, with the job role and department still as names. */
export type EmployeeRow = CollaboratorInput;

/** The row's cells as the form would send them, and the problems of those that could not be read at all. */
function readCells(values: Record<Field, Parameters<typeof cellText>[0]>): { input: Record<string, unknown>; unreadable: Unreadable<Field> } {
  const unreadable: Unreadable<Field> = {};
  const read = <T>(field: Field, value: T | typeof INVALID, problem: string): T | undefined => {
    if (value !== INVALID) return value;
    unreadable[field] = problem;
    return undefined;
  };
  const money: Record<string, number> = {};
  for (const field of ['hiringData.salary', 'hiringData.vt', 'hiringData.va', 'hiringData.vr'] as const) {
    money[field.slice('hiringData.'.length)] = read(field, cellMoney(values[field]), SERVER_MSG.sheetInvalidValue) ?? 0;
  }
  const standard = read('hiringData.hasStandardSalary', cellYesNo(values['hiringData.hasStandardSalary']), SERVER_MSG.sheetYesOrNo);
  const days: Record<string, string | undefined> = {};
  for (const field of ['admissionDate', 'limitDate'] as const) {
    days[field] = read(field, cellDay(values[field]), SERVER_MSG.sheetInvalidDate);
  }
  return {
    unreadable,
    input: {
      fullName: cellText(values.fullName),
      email: cellText(values.email),
      phone: cellText(values.phone),
      jobRole: cellText(values.jobRole),
      department: cellText(values.department),
      hiringData: {
        regime: cellText(values['hiringData.regime'])?.toUpperCase(),
        hasStandardSalary: standard ?? false,
        ...money,
      },
      ...days,
    },
  };
}

export const EMPLOYEE_SHEET: SheetSpec<Field, EmployeeRow> = {
  sheetName: 'Colaboradores',
  modelFileName: 'modelo-colaboradores.xlsx',
  fields,
  example: [
    [
      'Ana Beatriz Souza',
      'ana.souza@exemplo.com.br',
      '(11) 98765-4321',
      'Analista de Recursos Humanos',
      'Recursos Humanos',
      'CLT',
      'Não',
      3500,
      220,
      0,
      600,
      '02/03/2030',
      '09/03/2030',
    ],
  ],
  parse(values) {
    const cells = readCells(values);
    // The body schema without its company: the row belongs to the importer's company.
    const parsed = rowInput(newCollaboratorBodySchema, fields, { ...cells.input, company: '-' }, {}, cells.unreadable);
    if (!parsed.ok) return parsed;
    const { company: _company, ...input } = parsed.input;
    return { ok: true, input };
  },
};
