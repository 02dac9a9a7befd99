import type { CatalogDoc, CatalogPageQuery } from '@colabora/core/catalog/catalog-spec';
import type { Page } from '@colabora/core/paging';
import type { CatalogDefinition, CatalogRecord } from './catalog-definition';
import type { CatalogStore } from './catalog-store';
import { paginateItems, sortItems } from './paginate';

// Both read the company's catalogue with one query; Total de colaboradores is an attribute of each item.

/** GET …/{companyId}: the whole catalogue, by name. */
export async function listCatalog<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
): Promise<D[]> {
  return sortItems(await store.list(companyId), 'name', 'asc').map((record) => store.toDoc(record));
}

type Listing<R extends CatalogRecord, O extends string, F extends string> = Pick<
  CatalogDefinition<R, { name: string }, CatalogDoc, O, F, unknown, string>,
  'matches' | 'ordering'
>;

/** GET …/paginate/{companyId}: filtered, sorted and sliced here (a company has tens to hundreds of items). */
export async function paginateCatalog<R extends CatalogRecord, I extends { name: string }, D, O extends string, F extends string>(
  store: CatalogStore<R, I, D> & { definition: Listing<R, O, F> },
  companyId: string,
  request: CatalogPageQuery<O, F>,
): Promise<Page<D>> {
  const { matches, ordering } = store.definition;
  const records = (await store.list(companyId)).filter((record) => matches?.(record, request) ?? true);
  // The query schema only admits orderBy values that are sort keys of the catalogue.
  const page = paginateItems(records, { ...request, orderBy: request.orderBy as keyof R & string }, ordering);
  return { docs: page.docs.map((record) => store.toDoc(record)), total: page.total };
}
