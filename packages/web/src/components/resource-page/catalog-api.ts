import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FileRoute } from '@colabora/core/api-contract';
import type { RouteName } from '@colabora/core/api-routes';
import type { CatalogDoc, CatalogSpec } from '@colabora/core/catalog/catalog-spec';
import { MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest, type AnyRequestOptions, type JsonRoute } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { importSheet, type ImportRoute, type ImportSheetVariables } from '@/lib/import-sheet';
import { useSessionUser } from '@/lib/use-session';

// Every API operation of a company catalogue (list page, create, update, remove, bulk remove, import and its
// model), built from its core definition: a catalogue's feature holds one line, `catalogApi(SPEC)`.

export interface UpdateVariables<Input> {
  id: string;
  input: Input;
}

/** The list's filters as the page holds them: '' while a filter shows everything. */
export type CatalogFilters<Filter extends string> = Record<Filter, string>;

// A catalogue's spec names its routes as any route of the manifest (core can't name the contract there: the
// contract reads the specs), so here, the one place, its calls are read as the spec's types; core/api-contract.ts
// gives each catalogue's routes exactly these (Page<Doc>, Doc, {_id}, an import, a file).
function catalogRequest<T>(route: RouteName, options: AnyRequestOptions): Promise<T> {
  return apiRequest(route as JsonRoute, options as Parameters<typeof apiRequest>[1]) as Promise<T>;
}

export function catalogApi<Input, Doc extends CatalogDoc, OrderBy extends string, Filter extends string = never>(
  spec: CatalogSpec<Input, Doc, OrderBy, Filter>,
) {
  const keys = {
    all: [spec.kind] as const,
    page: (companyId: string, query: TableQuery<OrderBy>, filters: CatalogFilters<Filter>) =>
      [spec.kind, 'page', companyId, query, filters] as const,
  };
  // Every change may move any page (an item sorts elsewhere, a total changes).
  const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.all });

  function paginate(companyId: string, query: TableQuery<OrderBy>, filters: CatalogFilters<Filter>, signal?: AbortSignal) {
    return catalogRequest<Page<Doc>>(spec.routes.paginate, { params: { companyId }, query: { ...query, ...filters }, signal });
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
        mutationFn: (input: Input) => catalogRequest<Doc>(spec.routes.create, { body: { ...input, company: companyId } }),
        meta: { successMessage: spec.texts.created, errorMessage: spec.texts.createFailed },
        onSuccess: () => refresh(queryClient),
      });
    },

    useUpdate() {
      const companyId = useSessionUser().company._id;
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: UpdateVariables<Input>) =>
          catalogRequest<Doc>(spec.routes.update, { params: { id }, body: { ...input, _id: id, company: companyId } }),
        meta: { successMessage: spec.texts.updated, errorMessage: spec.texts.updateFailed },
        onSuccess: () => refresh(queryClient),
      });
    },

    useRemove() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (doc: Doc) => catalogRequest<{ _id: string }>(spec.routes.remove, { params: { id: doc._id } }),
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
          if (!bulk) throw new Error(`${spec.kind} has no bulk removal`);
          return catalogRequest<{ _id: string[] }>(bulk.route, { body: { [bulk.field]: ids } });
        },
        meta: { successMessage: bulk?.texts.removed, errorMessage: bulk?.texts.removeFailed, preferServerMessage: false },
        onSuccess: () => refresh(queryClient),
      });
    },

    useImport() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (variables: ImportSheetVariables) => importSheet(spec.routes.import as ImportRoute, variables),
        onSuccess: () => refresh(queryClient),
      });
    },

    useDownloadModel() {
      return useMutation({
        mutationFn: () => downloadFile(spec.routes.model as FileRoute, spec.modelFileName),
        meta: { errorMessage: MSG.importFailure },
      });
    },
  };
}

export type CatalogApi<Input, Doc extends CatalogDoc, OrderBy extends string, Filter extends string = never> =
  ReturnType<typeof catalogApi<Input, Doc, OrderBy, Filter>>;
