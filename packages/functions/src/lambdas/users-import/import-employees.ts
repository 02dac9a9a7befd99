import { importRequestSchema } from '@colabora/core/uploads/schema';
import { ok } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { importEmployeesSheet } from './import-employees-sheet';

/** POST /api/users/upload-many {key} → {created, refused: [{row, reason}]}; each created row got its invite. */
export const importEmployees: CallerAction = async ({ caller, body }) => {
  const { key } = parseInput(importRequestSchema, body);
  return ok(await importEmployeesSheet(caller, key));
};
