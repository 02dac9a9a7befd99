import { screen, within } from '@testing-library/react';
import type { Department } from '@colabora/core/department/schema';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { DepartmentsPage } from './departments-page';

const DEPARTMENTS: Department[] = [
  { _id: 'd-1', code: 1, name: 'Financeiro', totalEmployees: 3, company: 'c-1' },
  { _id: 'd-2', code: 2, name: 'Vendas', totalEmployees: 0, company: 'c-1' },
];

describe('departments page (/home/departments, spec 002 §2.5)', () => {
  it('lists RELAÇÃO DE DEPARTAMENTOS with its columns', async () => {
    const api = mockApi({ paginateDepartments: () => json({ docs: DEPARTMENTS, total: 2 }) });
    renderRoute('/home/departments', { departments: <DepartmentsPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    const table = await screen.findByRole('table', { name: 'RELAÇÃO DE DEPARTAMENTOS' });
    expect(await within(table).findByText('Financeiro')).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Departamento', 'Total de colaboradores', 'Ação']);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'code' });
    expect(screen.getByRole('heading', { name: 'Departamentos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADICIONAR DEPARTAMENTO' })).toBeInTheDocument();
  });

  it("shows 'Nenhum departamento encontrado!' when there is none", async () => {
    mockApi({ paginateDepartments: () => json({ docs: [], total: 0 }) });
    renderRoute('/home/departments', { departments: <DepartmentsPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    expect(await screen.findByText('Nenhum departamento encontrado!')).toBeInTheDocument();
  });

  it('asks with the department name before removing', async () => {
    mockApi({ paginateDepartments: () => json({ docs: DEPARTMENTS, total: 2 }) });
    const { user } = renderRoute('/home/departments', { departments: <DepartmentsPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    await user.click(await screen.findByRole('button', { name: 'Remover Vendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Departamento' });
    expect(within(dialog).getByText('Tem certeza que deseja remover o departamento Vendas?')).toBeInTheDocument();
  });
});
