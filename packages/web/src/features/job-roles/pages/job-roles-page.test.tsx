import { act, screen, waitFor, within } from '@testing-library/react';
import type { JobRole } from '@colabora/core/job-role/schema';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { JobRolesPage } from './job-roles-page';

function jobRole(code: number, name: string, baseSalary: number, totalEmployees = 0): JobRole {
  return { _id: `j-${code}`, code, name, baseSalary, toxicologicalExam: false, totalEmployees, company: 'c-1' };
}

const ROLES = [jobRole(1, 'Analista', 450000, 2), jobRole(2, 'Motorista', 250050)];

function query(call: ApiCall) {
  return Object.fromEntries(call.query.entries());
}

async function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const app = renderRoute('/home/career', { career: <JobRolesPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
  await screen.findByRole('heading', { name: 'Cargos' });
  return { ...app, api };
}

describe('job roles page (/home/career)', () => {
  it('lists page 1 of 5, code ascending, with salaries in R$', async () => {
    const { api } = await openPage({ paginateJobRoles: () => json({ docs: ROLES, total: 2 }) });
    const table = await screen.findByRole('table', { name: 'RELAÇÃO DE CARGOS' });
    expect(await within(table).findByText('Analista')).toBeInTheDocument();
    expect(within(table).getByText('R$ 4.500,00')).toBeInTheDocument();
    expect(within(table).getByText('R$ 2.500,50')).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Cargo', 'Base salarial', 'Total de colaboradores', 'Ação']);
    const call = api.callsTo('paginateJobRoles')[0];
    expect(call.params).toEqual({ companyId: 'c-1' });
    expect(query(call)).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'code' });
    expect(screen.getByRole('button', { name: 'ADICIONAR CARGO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPORTAR EM MASSA' })).toBeInTheDocument();
  });

  it("shows 'Nenhum cargo encontrado!' when there is none", async () => {
    await openPage({ paginateJobRoles: () => json({ docs: [], total: 0 }) });
    expect(await screen.findByText('Nenhum cargo encontrado!')).toBeInTheDocument();
  });

  it('searches 500 ms after the last keystroke, from page 1', async () => {
    const { api, user } = await openPage({ paginateJobRoles: () => json({ docs: ROLES, total: 2 }) });
    await screen.findByText('Analista');
    await user.type(screen.getByLabelText('Pesquisar cargo'), 'moto');
    expect(api.callsTo('paginateJobRoles')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('paginateJobRoles')).toHaveLength(2), { timeout: 2000 });
    expect(query(api.callsTo('paginateJobRoles')[1])).toMatchObject({ text: 'moto', page: '1' });
  });

  it('shows a job role just added, whatever page it sorts onto, by searching its name', async () => {
    const { api, user } = await openPage({
      paginateJobRoles: () => json({ docs: ROLES, total: 7 }),
      createJobRole: () => json({ _id: 'j-8' }, 201),
    });
    await screen.findByText('Analista');
    await user.click(screen.getByRole('button', { name: 'ADICIONAR CARGO' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Nome do cargo/), 'Zelador');
    await user.type(dialog.getByLabelText(/Base salarial/), '2000');
    await user.click(dialog.getByRole('button', { name: /SALVAR|ADICIONAR|CADASTRAR/ }));
    await waitFor(() => expect(screen.getByLabelText('Pesquisar cargo')).toHaveValue('Zelador'));
    await waitFor(() => expect(query(api.callsTo('paginateJobRoles').at(-1)!)).toMatchObject({ text: 'Zelador', page: '1' }), {
      timeout: 2000,
    });
  });

  it('sorts by a column and flips it', async () => {
    const { api, user } = await openPage({ paginateJobRoles: () => json({ docs: ROLES, total: 2 }) });
    await screen.findByText('Analista');
    await user.click(screen.getByRole('button', { name: 'Base salarial' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'baseSalary', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Base salarial' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'baseSalary', order: 'desc' }));
  });

  it('asks before removing, removes and refreshes the list', async () => {
    let docs = ROLES;
    const { api, user } = await openPage({
      paginateJobRoles: () => json({ docs, total: docs.length }),
      deleteJobRole: () => {
        docs = ROLES.slice(1);
        return json({ _id: ROLES[0]._id });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Analista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Cargo' });
    expect(within(dialog).getByText('Tem certeza que deseja remover o cargo Analista?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));

    expect(await screen.findByText('Operação realizada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteJobRole')[0].params).toEqual({ id: 'j-1' });
    await waitFor(() => expect(screen.queryByText('Analista')).not.toBeInTheDocument());
  });

  it("says 'Falha ao remover cargo' and shows the server's reason in the confirmation", async () => {
    const reason = 'Este cargo tem 2 colaborador(es). Mova-os para outro cargo antes de removê-lo.';
    const { user } = await openPage({
      paginateJobRoles: () => json({ docs: ROLES, total: 2 }),
      deleteJobRole: () => json({ message: reason }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover Analista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Cargo' });
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover cargo')).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
  });

  it('opens the dialog to add, to edit, and to import', async () => {
    const { user } = await openPage({ paginateJobRoles: () => json({ docs: ROLES, total: 2 }) });
    await user.click(await screen.findByRole('button', { name: 'Editar Motorista' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar cargo' });
    expect(within(edit).getByLabelText(/^Nome do cargo/)).toHaveValue('Motorista');
    await user.click(within(edit).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'ADICIONAR CARGO' }));
    const add = await screen.findByRole('dialog', { name: 'Adicionar cargo' });
    expect(within(add).getByLabelText(/^Nome do cargo/)).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'IMPORTAR EM MASSA' }));
    expect(await screen.findByRole('dialog', { name: 'Importar cargos em massa' })).toBeInTheDocument();
  });

  it("asks the server again each time it opens: a role's total changes on the people's screens", async () => {
    let people = 0;
    const { api, router } = await openPage({ paginateJobRoles: () => json({ docs: [jobRole(7, 'Analista', 450000, people)], total: 1 }) });
    const row = async () => (await screen.findByText('Analista')).closest('tr') as HTMLElement;
    expect(within(await row()).getByText('0')).toBeInTheDocument();
    // Away to a person's hiring data, where HR gives them this role, and back within a few seconds.
    await act(() => router.navigate('/home/active'));
    people = 3;
    await act(() => router.navigate('/home/career'));
    await waitFor(async () => expect(within(await row()).getByText('3')).toBeInTheDocument());
    expect(api.callsTo('paginateJobRoles')).toHaveLength(2);
  });

  it("says 'Falha ao buscar dados' when the list cannot load", async () => {
    await openPage({ paginateJobRoles: () => json({ message: 'Erro inesperado no servidor.' }, 500) });
    expect(await screen.findAllByText('Falha ao buscar dados')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeInTheDocument();
  });
});
