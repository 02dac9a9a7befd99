import { importRequestSchema } from '@colabora/core/uploads/schema';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { importEmployeesSheet } from './import-employees-sheet';

/** POST /api/users/upload-many {key} → {created, refused: [{row, reason}]}; each created row got its invite. */
export const importEmployees = action('importEmployees', { body: importRequestSchema }, async ({ caller, body: { key } }) => {
  return ok(await importEmployeesSheet(caller, key));
});
