import * as z from 'zod/mini';
import type { CatalogRoutes, CatalogSpec } from '../catalog/catalog-spec';
import { requiredText } from '../fields';
import { MSG } from '../messages';
import { paginateQuery } from '../paging';

// Spec 002 §2.5, §5.7, §7.3, §8.
export const DEPARTMENT_MSG = {
  nameRequired: 'Nome do departamento obrigatório',
  created: 'Departamento cadastrado com sucesso',
  updated: 'Departamento Atualizado',
  createFailed: 'Não foi possivel cadastrar o departamento',
  updateFailed: 'Não foi possível atualizar o departamento',
  removeFailed: 'Falha ao remover departamento',
  empty: 'Nenhum departamento encontrado!',
  removeTitle: 'Remover Departamento',
  removeQuestion: (name: string) => `Tem certeza que deseja remover o departamento ${name}?`,
  duplicateName: 'Já existe um departamento com esse nome.',
  inUse: (total: number) =>
    `Este departamento tem ${total} colaborador(es). Mova-os para outro departamento antes de removê-lo.`,
} as const;

export const departmentInputSchema = z.object({
  name: requiredText(DEPARTMENT_MSG.nameRequired),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const departmentBodySchema = z.extend(departmentInputSchema, { company: requiredText(MSG.required) });

export const DEPARTMENT_ORDER_BY = ['code', 'name', 'totalEmployees'] as const;
export type DepartmentOrderBy = (typeof DEPARTMENT_ORDER_BY)[number];
export const departmentPaginateQuerySchema = paginateQuery(DEPARTMENT_ORDER_BY, 'code');

export interface Department {
  _id: string;
  code: number;
  name: string;
  totalEmployees: number;
  company: string;
}

/** The catalogue's manifest routes, as literals: the SPA's calls take their terms from the contract. */
const DEPARTMENT_ROUTES = {
  list: 'listDepartments',
  paginate: 'paginateDepartments',
  create: 'createDepartment',
  update: 'updateDepartment',
  remove: 'deleteDepartment',
  import: 'importDepartments',
  model: 'departmentSheetModel',
} as const satisfies CatalogRoutes;

/** Departments as a company catalogue (/home/departments). */
export const DEPARTMENT_CATALOG: CatalogSpec<DepartmentInput, Department, DepartmentOrderBy, never, typeof DEPARTMENT_ROUTES> = {
  kind: 'department',
  routes: DEPARTMENT_ROUTES,
  texts: {
    created: DEPARTMENT_MSG.created,
    createFailed: DEPARTMENT_MSG.createFailed,
    updated: DEPARTMENT_MSG.updated,
    updateFailed: DEPARTMENT_MSG.updateFailed,
    removed: MSG.operationSuccess,
    removeFailed: DEPARTMENT_MSG.removeFailed,
    listFailed: MSG.fetchFailure,
    empty: DEPARTMENT_MSG.empty,
    removeTitle: DEPARTMENT_MSG.removeTitle,
    removeQuestion: DEPARTMENT_MSG.removeQuestion,
    duplicateName: DEPARTMENT_MSG.duplicateName,
    inUse: DEPARTMENT_MSG.inUse,
  },
  input: departmentInputSchema,
  body: departmentBodySchema,
  pageQuery: departmentPaginateQuerySchema,
  defaultOrderBy: 'code',
  rowLabel: (doc) => doc.name,
  modelFileName: 'modelo-departamentos.xlsx',
};
