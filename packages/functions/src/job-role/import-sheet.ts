import { importRequestSchema } from '@colabora/core/uploads/schema';
import { importCatalogSheet } from '../imports/import-catalog-sheet';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { JOB_ROLE_SHEET } from './sheet';
import { jobRoles } from './store';

/** POST /api/job-role/upload-many {key} → {created, refused: [{row, reason}]}. */
export const importJobRoles: CallerAction = async ({ caller, body }) => {
  const { key } = parseInput(importRequestSchema, body);
  return ok(await importCatalogSheet(jobRoles, JOB_ROLE_SHEET, caller.companyId, key));
};
