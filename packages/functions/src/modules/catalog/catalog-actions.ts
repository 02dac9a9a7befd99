import { type CatalogDoc, selectedIdsSchema } from '@colabora/core/catalog/catalog-spec';
import { importRequestSchema } from '@colabora/core/uploads/schema';
import { assertSameCompany } from '../../http/company-scope';
import { attachment, created, ok } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { importCatalogSheet } from '../imports/import-catalog-sheet';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-content-type';
import { writeSheet } from '../../lib/xlsx';
import type { CatalogRecord } from './catalog-definition';
import type { Catalog } from './catalog-store';
import { createCatalogItem } from './create-item';
import { listCatalog, paginateCatalog } from './list-items';
import { removeCatalogItem, removeCatalogItems } from './remove-item';
import { updateCatalogItem } from './update-item';

/**
 * The handler actions of a catalogue, each scoped to the caller's company: a {companyId} or a body's company
 * other than the caller's is 403, an id not in it 404. The handler maps them onto its manifest routes.
 */
export function catalogActions<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc, O extends string, F extends string, E, S extends string>(catalog: Catalog<R, I, D, O, F, E, S>) {
  const { spec, sheet } = catalog.definition;
  const bulk = spec.bulkRemove;
  const selection = bulk && selectedIdsSchema(bulk.field);

  /** GET …/{companyId}: every item of the company, by name. */
  const list: CallerAction = async ({ caller, params }) => {
    assertSameCompany(caller, params.companyId);
    return ok(await listCatalog(catalog, caller.companyId));
  };

  /** GET …/paginate/{companyId}?page&limit&order&orderBy&text(&filters) → {docs, total}. */
  const paginate: CallerAction = async ({ caller, params, query }) => {
    assertSameCompany(caller, params.companyId);
    return ok(await paginateCatalog(catalog, caller.companyId, parseInput(spec.pageQuery, query)));
  };

  /** POST: 201 with the new item. */
  const create: CallerAction = async ({ caller, body }) => {
    const input = parseInput(spec.body, body);
    assertSameCompany(caller, input.company);
    return created(await createCatalogItem(catalog, caller.companyId, input));
  };

  /** The updated item. The path's id rules; a body _id is ignored. */
  const update: CallerAction = async ({ caller, params, body }) => {
    const input = parseInput(spec.body, body);
    assertSameCompany(caller, input.company);
    return ok(await updateCatalogItem(catalog, caller.companyId, params.id, input));
  };

  /** DELETE …/{id} → {_id}; 409 while people hold it. */
  const remove: CallerAction = async ({ caller, params }) => {
    await removeCatalogItem(catalog, caller.companyId, params.id);
    return ok({ _id: params.id });
  };

  /** DELETE with the selected ids → {_id: ids}: all of them or, when one is missing or held, none. */
  const removeMany: CallerAction = async ({ caller, body }) => {
    if (!bulk || !selection) throw new Error(`${spec.kind} has no bulk removal`);
    const ids = parseInput(selection, body)[bulk.field];
    await removeCatalogItems(catalog, caller.companyId, ids);
    return ok({ _id: ids });
  };

  /** POST …/upload-many {key} → {created, refused: [{row, reason}]}. */
  const importSheet: CallerAction = async ({ caller, body }) => {
    const { key } = parseInput(importRequestSchema, body);
    return ok(await importCatalogSheet(catalog, sheet, caller, key, catalog.definition.sameItem));
  };

  /** GET …/upload-model: the import model, generated (header row and an example row). */
  const sheetModel: CallerAction = async () =>
    attachment(sheet.modelFileName, XLSX_CONTENT_TYPE, writeSheet(sheet.sheetName, sheet.fields, sheet.example));

  return { list, paginate, create, update, remove, removeMany, importSheet, sheetModel };
}
