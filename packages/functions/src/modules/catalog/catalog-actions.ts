import { type CatalogDoc, selectedIdsSchema } from '@colabora/core/catalog/catalog-spec';
import { importRequestSchema } from '@colabora/core/uploads/schema';
import { assertSameCompany } from '../../http/company-scope';
import type * as z from 'zod/mini';
import { attachment, created, ok, type Reply } from '../../http/reply';
import type { CallerRequest } from '../../http/resource-handler';
import { importCatalogSheet } from '../imports/import-catalog-sheet';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-content-type';
import { writeSheet } from '../../lib/xlsx';
import type { CatalogRecord } from './catalog-definition';
import type { Catalog } from './catalog-store';
import { createCatalogItem } from './create-item';
import { listCatalog, paginateCatalog } from './list-items';
import { removeCatalogItem, removeCatalogItems } from './remove-item';
import { updateCatalogItem } from './update-item';

interface Schemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
}
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : unknown;
/** A catalogue's request: its body and query as the action's schemas give them. */
type CatalogRequest<In extends Schemas> = Omit<CallerRequest, 'body' | 'query'> & { body: Parsed<In['body']>; query: Parsed<In['query']> };

/**
 * One action for the same route of every catalogue: the handler layer parses with `inputs`, which the handler's
 * map holds to the schemas core/api-contract.ts names for the catalogue's route.
 */
function catalogAction<In extends Schemas, A>(inputs: In, run: (request: CatalogRequest<In>) => Promise<Reply<A>>) {
  return { inputs, run };
}

/**
 * The handler actions of a catalogue, each scoped to the caller's company: a {companyId} or a body's company
 * other than the caller's is 403, an id not in it 404. The handler maps them onto its manifest routes.
 */
export function catalogActions<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc, O extends string, F extends string, E, S extends string>(catalog: Catalog<R, I, D, O, F, E, S>) {
  const { spec, sheet } = catalog.definition;
  const bulk = spec.bulkRemove;

  /** GET …/{companyId}: every item of the company, by name. */
  const list = catalogAction({}, async ({ caller, params }) => {
    assertSameCompany(caller, params.companyId);
    return ok(await listCatalog(catalog, caller.companyId));
  });

  /** GET …/paginate/{companyId}?page&limit&order&orderBy&text(&filters) → {docs, total}. */
  const paginate = catalogAction({ query: spec.pageQuery }, async ({ caller, params, query }) => {
    assertSameCompany(caller, params.companyId);
    return ok(await paginateCatalog(catalog, caller.companyId, query));
  });

  /** POST: 201 with the new item. */
  const create = catalogAction({ body: spec.body }, async ({ caller, body: input }) => {
    assertSameCompany(caller, input.company);
    return created(await createCatalogItem(catalog, caller.companyId, input));
  });

  /** The updated item. The path's id rules; a body _id is ignored. */
  const update = catalogAction({ body: spec.body }, async ({ caller, params, body: input }) => {
    assertSameCompany(caller, input.company);
    return ok(await updateCatalogItem(catalog, caller.companyId, params.id, input));
  });

  /** DELETE …/{id} → {_id}; 409 while people hold it. */
  const remove = catalogAction({}, async ({ caller, params }) => {
    await removeCatalogItem(catalog, caller.companyId, params.id);
    return ok({ _id: params.id });
  });

  /**
   * DELETE with the selected ids → {_id: ids}: all of them or, when one is missing or held, none. Only for a
   * catalogue whose spec has EXCLUIR SELECIONADOS.
   */
  const removeMany = () => {
    if (!bulk) throw new Error(`${spec.kind} has no bulk removal`);
    const { field } = bulk;
    return catalogAction({ body: selectedIdsSchema(field) }, async ({ caller, body }) => {
      const ids = body[field];
      await removeCatalogItems(catalog, caller.companyId, ids);
      return ok({ _id: ids });
    });
  };

  /** POST …/upload-many {key} → {created, refused: [{row, reason}]}. */
  const importSheet = catalogAction({ body: importRequestSchema }, async ({ caller, body: { key } }) =>
    ok(await importCatalogSheet(catalog, sheet, caller, key, catalog.definition.sameItem)),
  );

  /** GET …/upload-model: the import model, generated (header row and an example row). */
  const sheetModel = catalogAction({}, async () =>
    attachment(sheet.modelFileName, XLSX_CONTENT_TYPE, writeSheet(sheet.sheetName, sheet.fields, sheet.example)),
  );

  return { list, paginate, create, update, remove, removeMany, importSheet, sheetModel };
}
