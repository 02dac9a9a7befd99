import type { Page } from '@colabora/core/paging';
import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';
import { matchesText, slicePage, sortItems, type PageRequest } from './paginate';
import { withTotals } from './totals';

/** GET …/{companyId}: the whole catalogue, by name. */
export async function listCatalog<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
): Promise<D[]> {
  const records = await store.list(companyId);
  return withTotals(store, sortItems(records, 'name', 'asc'));
}

/**
 * GET …/paginate/{companyId}. Totals are counted only for the page shown, unless the order depends on them.
 */
export async function paginateCatalog<
  R extends CatalogRecord,
  I extends { name: string },
  D extends CatalogDoc,
  K extends string,
>(store: CatalogStore<R, I, D>, companyId: string, request: PageRequest<K>): Promise<Page<D>> {
  const matching = (await store.list(companyId)).filter((record) => matchesText(record, request.text));
  if (request.orderBy === 'totalEmployees') {
    const docs = await withTotals(store, matching);
    return slicePage(sortItems(docs, 'totalEmployees', request.order), request.page, request.limit);
  }
  // The query schema only admits orderBy values that are fields of the records.
  const page = slicePage(sortItems(matching, request.orderBy as keyof R & string, request.order), request.page, request.limit);
  return { docs: await withTotals(store, page.docs), total: page.total };
}
