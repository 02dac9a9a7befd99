import type { Page } from '@colabora/core/paging';
import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';
import { paginateItems, sortItems, type PageRequest } from './paginate';

// Both read the company's catalogue with one query; Total de colaboradores is an attribute of each item.

/** GET …/{companyId}: the whole catalogue, by name. */
export async function listCatalog<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
): Promise<D[]> {
  return sortItems(await store.list(companyId), 'name', 'asc').map((record) => store.toDoc(record));
}

/** GET …/paginate/{companyId}: filtered, sorted and sliced here (a company has tens to hundreds of items). */
export async function paginateCatalog<
  R extends CatalogRecord,
  I extends { name: string },
  D extends CatalogDoc,
  K extends string,
>(store: CatalogStore<R, I, D>, companyId: string, request: PageRequest<K>): Promise<Page<D>> {
  // The query schema only admits orderBy values that are fields of the records.
  const page = paginateItems(await store.list(companyId), { ...request, orderBy: request.orderBy as keyof R & string });
  return { docs: page.docs.map((record) => store.toDoc(record)), total: page.total };
}
