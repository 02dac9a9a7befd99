import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FileRoute } from '@colabora/core/api-contract';
import type { CatalogDoc, CatalogSpec } from '@colabora/core/catalog/catalog-spec';
import { MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest, type JsonRoute, type QueryValue, type RequestOptions } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { importSheet, type ImportRoute, type ImportSheetVariables } from '@/lib/import-sheet';
import { useSessionUser } from '@/lib/use-session';

// Every API operation of a company catalogue (list page, create, update, remove, bulk remove, import and its
// model), built from its core definition: a catalogue's feature holds one line,
// `catalogApi(SPEC, catalogCalls(SPEC.routes))`.

export interface UpdateVariables<Input> {
  id: string;
  input: Input;
}

/** The list's filters as the page holds them: '' while a filter shows everything. */
export type CatalogFilters<Filter extends string> = Record<Filter, string>;

/** A route bound to its terms in the contract (core/api-contract.ts): it takes the route's body, answers its answer. */
function bound<K extends JsonRoute>(route: K) {
  return (options: RequestOptions<K>) => apiRequest(route, options);
}

/**
 * A catalogue's calls, for the literal route names its spec declares; a route of another kind (JSON, an import,
 * a file) fails to compile here. Each route is a type parameter of its own: TypeScript infers a route's answer
 * from a parameter, not from an indexed access (`R['create']` widens to every route).
 */
export function catalogCalls<
  Paginate extends JsonRoute,
  Create extends JsonRoute,
  Update extends JsonRoute,
  Remove extends JsonRoute,
  Import extends ImportRoute,
  Model extends FileRoute,
  RemoveMany extends JsonRoute | undefined = undefined,
>(routes: { paginate: Paginate; create: Create; update: Update; remove: Remove; import: Import; model: Model; removeMany?: RemoveMany }) {
  const { removeMany } = routes;
  return {
    paginate: bound(routes.paginate),
    create: bound(routes.create),
    update: bound(routes.update),
    remove: bound(routes.remove),
    removeMany: removeMany === undefined ? undefined : bound(removeMany),
    import: (variables: ImportSheetVariables) => importSheet(routes.import, variables),
    model: (fileName: string) => downloadFile(routes.model, fileName),
  };
}

/**
 * What the catalogue's screens send and read. catalogApi(SPEC, catalogCalls(SPEC.routes)) holds the bound calls
 * to it, so an answer of another shape in the contract (or a body the contract refuses) fails to compile there.
 */
interface CatalogCalls<Input, Doc> {
  paginate: (options: {
    params: { companyId: string };
    query: Record<string, QueryValue>;
    signal?: AbortSignal;
  }) => Promise<Page<Doc>>;
  create: (options: { body: Input & { company: string } }) => Promise<Doc>;
  update: (options: { params: { id: string }; body: Input & { _id: string; company: string } }) => Promise<Doc>;
  remove: (options: { params: { id: string } }) => Promise<{ _id: string }>;
  removeMany?: (options: { body: Record<string, readonly string[]> }) => Promise<{ _id: string[] }>;
  import: (variables: ImportSheetVariables) => Promise<ImportAnswer>;
  model: (fileName: string) => Promise<void>;
}

export function catalogApi<Input, Doc extends CatalogDoc, OrderBy extends string, Filter extends string = never>(
  spec: CatalogSpec<Input, Doc, OrderBy, Filter>,
  calls: CatalogCalls<Input, Doc>,
) {
  const keys = {
    all: [spec.kind] as const,
    page: (companyId: string, query: TableQuery<OrderBy>, filters: CatalogFilters<Filter>) =>
      [spec.kind, 'page', companyId, query, filters] as const,
  };
  // Every change may move any page (an item sorts elsewhere, a total changes).
  const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.all });

  function paginate(companyId: string, query: TableQuery<OrderBy>, filters: CatalogFilters<Filter>, signal?: AbortSignal) {
    return calls.paginate({ params: { companyId }, query: { ...query, ...filters }, signal });
  }

  return {
    spec,
    keys,
    paginate,

    pageQueryOptions: (companyId: string, query: TableQuery<OrderBy>, filters: CatalogFilters<Filter>) =>
      queryOptions({
        queryKey: keys.page(companyId, query, filters),
        queryFn: ({ signal }) => paginate(companyId, query, filters, signal),
        // Asked again each time the list opens: its totals change with the people, on other screens.
        staleTime: 0,
        meta: { errorMessage: spec.texts.listFailed },
      }),

    useCreate() {
      const companyId = useSessionUser().company._id;
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: Input) => calls.create({ body: { ...input, company: companyId } }),
        meta: { successMessage: spec.texts.created, errorMessage: spec.texts.createFailed },
        onSuccess: () => refresh(queryClient),
      });
    },

    useUpdate() {
      const companyId = useSessionUser().company._id;
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: UpdateVariables<Input>) =>
          calls.update({ params: { id }, body: { ...input, _id: id, company: companyId } }),
        meta: { successMessage: spec.texts.updated, errorMessage: spec.texts.updateFailed },
        onSuccess: () => refresh(queryClient),
      });
    },

    useRemove() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (doc: Doc) => calls.remove({ params: { id: doc._id } }),
        // The spec names the failure text; the server's reason shows inside the confirmation.
        meta: { successMessage: spec.texts.removed, errorMessage: spec.texts.removeFailed, preferServerMessage: false },
        onSuccess: () => refresh(queryClient),
      });
    },

    /** EXCLUIR SELECIONADOS; only for a catalogue whose definition has it. */
    useRemoveMany() {
      const queryClient = useQueryClient();
      const bulk = spec.bulkRemove;
      return useMutation({
        mutationFn: (ids: readonly string[]) => {
          if (!bulk || !calls.removeMany) throw new Error(`${spec.kind} has no bulk removal`);
          return calls.removeMany({ body: { [bulk.field]: ids } });
        },
        meta: { successMessage: bulk?.texts.removed, errorMessage: bulk?.texts.removeFailed, preferServerMessage: false },
        onSuccess: () => refresh(queryClient),
      });
    },

    useImport() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: calls.import,
        onSuccess: () => refresh(queryClient),
      });
    },

    useDownloadModel() {
      return useMutation({
        mutationFn: () => calls.model(spec.modelFileName),
        meta: { errorMessage: MSG.importFailure },
      });
    },
  };
}

export type CatalogApi<Input, Doc extends CatalogDoc, OrderBy extends string, Filter extends string = never> =
  ReturnType<typeof catalogApi<Input, Doc, OrderBy, Filter>>;
