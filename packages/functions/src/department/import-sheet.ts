import { importRequestSchema } from '@colabora/core/uploads/schema';
import { importCatalogSheet } from '../imports/import-catalog-sheet';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { DEPARTMENT_SHEET } from './sheet';
import { departments } from './store';

/** POST /api/department/upload-many {key} → {created, refused: [{row, reason}]}. */
export const importDepartments: CallerAction = async ({ caller, body }) => {
  const { key } = parseInput(importRequestSchema, body);
  return ok(await importCatalogSheet(departments, DEPARTMENT_SHEET, caller.companyId, key));
};
