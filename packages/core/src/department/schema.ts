import * as z from 'zod/mini';
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
export const departmentPaginateQuerySchema = paginateQuery(DEPARTMENT_ORDER_BY, 'code');

export interface Department {
  _id: string;
  code: number;
  name: string;
  totalEmployees: number;
  company: string;
}
