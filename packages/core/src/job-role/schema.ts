import * as z from 'zod/mini';
import type { CatalogRoutes, CatalogSpec } from '../catalog/catalog-spec';
import { requiredText } from '../fields';
import { MSG } from '../messages';
import { MAX_MONEY_CENTAVOS, MONEY_MSG } from '../money';
import { paginateQuery } from '../paging';

// Spec 001 'Job roles', §5 'Job role', §8.
export const JOB_ROLE_MSG = {
  added: 'Cargo adicionado',
  updated: 'Cargo Atualizado',
  addFailed: 'Não foi possível adicionar o cargo',
  updateFailed: 'Não foi possível atualizar o cargo',
  removeFailed: 'Falha ao remover cargo',
  empty: 'Nenhum cargo encontrado!',
  removeTitle: 'Remover Cargo',
  removeQuestion: (name: string) => `Tem certeza que deseja remover o cargo ${name}?`,
  toxicologicalLabel: 'Solicitar exame toxicológico para este cargo',
  duplicateName: 'Já existe um cargo com esse nome.',
  inUse: (total: number) =>
    `Este cargo tem ${total} colaborador(es). Mova-os para outro cargo antes de removê-lo.`,
} as const;

export const jobRoleInputSchema = z.object({
  name: requiredText(MSG.required),
  /** Integer centavos. */
  baseSalary: z.int({ error: MSG.required }).check(z.minimum(1, MSG.required), z.maximum(MAX_MONEY_CENTAVOS, MONEY_MSG.invalid)),
  toxicologicalExam: z._default(z.boolean(), false),
});
export type JobRoleInput = z.infer<typeof jobRoleInputSchema>;

/** POST /api/job-role and POST /api/job-role/{id} carry the company too (spec 001 §7). */
export const jobRoleBodySchema = z.extend(jobRoleInputSchema, { company: requiredText(MSG.required) });

export const JOB_ROLE_ORDER_BY = ['code', 'name', 'baseSalary', 'totalEmployees'] as const;
export type JobRoleOrderBy = (typeof JOB_ROLE_ORDER_BY)[number];
export const jobRolePaginateQuerySchema = paginateQuery(JOB_ROLE_ORDER_BY, 'code');

export interface JobRole {
  _id: string;
  code: number;
  name: string;
  baseSalary: number;
  toxicologicalExam: boolean;
  totalEmployees: number;
  company: string;
}

/** The catalogue's manifest routes, as literals: the SPA's calls take their terms from the contract. */
const JOB_ROLE_ROUTES = {
  list: 'listJobRoles',
  paginate: 'paginateJobRoles',
  create: 'createJobRole',
  update: 'updateJobRole',
  remove: 'deleteJobRole',
  import: 'importJobRoles',
  model: 'jobRoleSheetModel',
} as const satisfies CatalogRoutes;

/** Job roles as a company catalogue (/home/career). */
export const JOB_ROLE_CATALOG: CatalogSpec<JobRoleInput, JobRole, JobRoleOrderBy, never, typeof JOB_ROLE_ROUTES> = {
  kind: 'job-role',
  routes: JOB_ROLE_ROUTES,
  texts: {
    created: JOB_ROLE_MSG.added,
    createFailed: JOB_ROLE_MSG.addFailed,
    updated: JOB_ROLE_MSG.updated,
    updateFailed: JOB_ROLE_MSG.updateFailed,
    removed: MSG.operationSuccess,
    removeFailed: JOB_ROLE_MSG.removeFailed,
    listFailed: MSG.fetchFailure,
    empty: JOB_ROLE_MSG.empty,
    removeTitle: JOB_ROLE_MSG.removeTitle,
    removeQuestion: JOB_ROLE_MSG.removeQuestion,
    duplicateName: JOB_ROLE_MSG.duplicateName,
    inUse: JOB_ROLE_MSG.inUse,
  },
  input: jobRoleInputSchema,
  body: jobRoleBodySchema,
  pageQuery: jobRolePaginateQuerySchema,
  defaultOrderBy: 'code',
  rowLabel: (doc) => doc.name,
  modelFileName: 'modelo-cargos.xlsx',
};
