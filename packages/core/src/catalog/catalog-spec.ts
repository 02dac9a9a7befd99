import * as z from 'zod/mini';
import type { RouteName } from '../api-routes';
import { MAX_SELECTED } from '../paging';

// One company catalogue (job roles, departments, holidays, journeys) as both sides see it: its routes, the
// texts people read, and the schemas the form and the handler share. The handlers' store and actions
// (functions/src/catalog) and the SPA's API hooks (web/src/components/resource-page) are built from it.

/** What every catalogue answers for an item, at least. */
export interface CatalogDoc {
  _id: string;
  name: string;
}

/** Texts of one catalogue's list and dialogs, verbatim from the spec where it has them. */
export interface CatalogTexts {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  removed: string;
  removeFailed: string;
  listFailed: string;
  empty: string;
  removeTitle: string;
  removeQuestion: (name: string) => string;
  /** The server's refusals: a name already used (catalogues with unique names), an item people hold. */
  duplicateName?: string;
  inUse?: (total: number) => string;
}

/** The confirmation and notices of EXCLUIR SELECIONADOS. */
export interface BulkRemoveTexts {
  title: string;
  question: (count: number) => string;
  removed: string;
  removeFailed: string;
}

/**
 * The manifest routes of the catalogue's operations. A spec declares them as literals (`as const satisfies
 * CatalogRoutes`): the SPA's calls take each route's body and answer from the contract (core/api-contract.ts).
 */
export interface CatalogRoutes {
  paginate: RouteName;
  create: RouteName;
  update: RouteName;
  remove: RouteName;
  /** EXCLUIR SELECIONADOS's DELETE: only for a catalogue whose spec has `bulkRemove`. */
  removeMany?: RouteName;
  /** The whole catalogue of a company (the selects of other screens). */
  list?: RouteName;
  import: RouteName;
  model: RouteName;
}

/** The query of GET …/paginate: paging and sorting, then the catalogue's own filters ('' = all). */
export type CatalogPageQuery<OrderBy extends string, Filter extends string> = {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  orderBy: OrderBy;
  text: string;
} & Partial<Record<Filter, string>>;

/**
 * `Input`: what the form sends (and an import row becomes); `Doc`: what the API answers for an item;
 * `OrderBy`: the sortable columns; `Filter`: the query parameters of the list's filters; `Routes`: its routes'
 * literal names. Declare a spec with its type (`const X: CatalogSpec<…> = {…}`).
 */
export interface CatalogSpec<
  Input,
  Doc extends CatalogDoc,
  OrderBy extends string,
  Filter extends string = never,
  Routes extends CatalogRoutes = CatalogRoutes,
> {
  kind: string;
  routes: Routes;
  texts: CatalogTexts;
  /** The form's schema. */
  input: z.ZodMiniType<Input>;
  /** The create and update bodies: the form's fields plus `company`. */
  body: z.ZodMiniType<Input & { company: string }>;
  /** GET …/paginate's query. */
  pageQuery: z.ZodMiniType<CatalogPageQuery<OrderBy, Filter>>;
  defaultOrderBy: OrderBy;
  /** The downloadable import model. */
  modelFileName: string;
  /** EXCLUIR SELECIONADOS (its route is `routes.removeMany`): the body field that lists the ids ('selectedHolidays'), its texts. */
  bulkRemove?: { field: string; texts: BulkRemoveTexts };
  /** Names a row for assistive technology ('Editar …', 'Remover …', 'Selecionar …'), unique within a page. */
  rowLabel: (doc: Doc) => string;
}

export const CATALOG_MSG = {
  noneSelected: 'Selecione ao menos um item da lista.',
  tooManySelected: (max: number) => `Selecione no máximo ${max} itens de cada vez.`,
} as const;

/** The body of a bulk removal: `{[field]: ids}`. */
export function selectedIdsSchema(field: string) {
  return z.object({
    [field]: z
      .array(z.string().check(z.minLength(1), z.maxLength(100)), { error: CATALOG_MSG.noneSelected })
      .check(z.minLength(1, CATALOG_MSG.noneSelected), z.maxLength(MAX_SELECTED, CATALOG_MSG.tooManySelected(MAX_SELECTED))),
  });
}
