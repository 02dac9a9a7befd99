import { DEPARTMENT_CATALOG, departmentInputSchema, type DepartmentInput } from '@colabora/core/department/schema';
import { cellText } from '../../modules/imports/cells';
import { rowInput } from '../../modules/imports/row-input';
import type { SheetField, SheetSpec } from '../../modules/imports/sheet-spec';

const fields: SheetField<'name'>[] = [{ field: 'name', header: 'Nome', width: 40 }];

/** The department import sheet: one column, Nome. */
export const DEPARTMENT_SHEET: SheetSpec<'name', DepartmentInput> = {
  sheetName: 'Departamentos',
  modelFileName: DEPARTMENT_CATALOG.modelFileName,
  fields,
  example: [['Recursos Humanos']],
  parse: (values) => rowInput(departmentInputSchema, fields, { name: cellText(values.name) }),
};
