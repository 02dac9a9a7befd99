import { screen, waitFor, within } from '@testing-library/react';
import type { ActiveListItem } from '@colabora/core/people/active-list';
import { describe, expect, it } from 'vitest';
import { sessionFor, jobRole, department } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { ACTIVITY_FORM_MSG } from '../activity-messages';
import { ActiveStaffPage } from './active-staff-page';

const LONG_NAME = 'Maria Eduarda Cavalcanti de Albuquerque';

function row(overrides: Partial<ActiveListItem> & Pick<ActiveListItem, '_id' | 'fullName'>): ActiveListItem {
  return {
    phone: '11987654321',
    statusActive: 'HIRED',
    jobRole: { _id: 'jr-1', name: 'Analista de RH' },
    department: { _id: 'd-1', name: 'Recursos Humanos' },
    startDate: null,
    endDate: null,
    withoutForecastOfEnding: false,
    ...overrides,
  };
}

const STAFF: ActiveListItem[] = [
  row({ _id: 'u-1', fullName: 'Ana Souza', statusActive: 'WORK_EXPERIENCE' }),
  row({ _id: 'u-2', fullName: 'Bruno Lima', statusActive: 'VACATION', startDate: '2026-07-01', endDate: '2026-07-30' }),
  row({ _id: 'u-3', fullName: 'Carla Dias', statusActive: 'INSS_REMOVAL', startDate: '2026-05-04', withoutForecastOfEnding: true }),
  row({ _id: 'u-4', fullName: LONG_NAME, jobRole: { _id: 'jr-2', name: 'Motorista' } }),
];

const CATALOG = {
  listJobRoles: () => json([jobRole({ _id: 'jr-1', name: 'Analista de RH', baseSalary: 350000 }), jobRole({ _id: 'jr-2', name: 'Motorista', baseSalary: 250000 })]),
  listDepartments: () => json([department({ _id: 'd-1', name: 'Recursos Humanos' }), department({ _id: 'd-2', name: 'Logística' })]),
};

const query = (call: ApiCall) => Object.fromEntries(call.query.entries());

async function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...CATALOG, listCompanyUsers: () => json({ docs: STAFF, total: STAFF.length }), ...handlers });
  const app = renderRoute('/home/active', { active: <ActiveStaffPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  await screen.findByText('Ana Souza');
  return { ...app, api };
}

function rowOf(name: string): HTMLElement {
  const found = screen.getByText(name).closest('tr');
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('Ativos (/home/active, spec 000 §2.5)', () => {
  it("lists the active staff with the 8 columns, '-----' for empty dates, fullName ascending, 5 per page", async () => {
    const { api } = await openPage();
    const table = screen.getByRole('table', { name: 'COLABORADORES ATIVOS' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Nome', 'Cargo', 'Departamento', 'Celular', 'Status', 'Iniciado em', 'Finaliza em', 'Ação']);
    expect(api.callsTo('listCompanyUsers')[0].params).toEqual({ companyId: 'c-1' });
    expect(query(api.callsTo('listCompanyUsers')[0])).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'fullName', status: 'ACTIVE' });

    const bruno = within(rowOf('Bruno Lima'));
    expect(bruno.getByText('Férias')).toBeInTheDocument();
    expect(bruno.getByText('01/07/2026')).toBeInTheDocument();
    expect(bruno.getByText('30/07/2026')).toBeInTheDocument();
    expect(bruno.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).getAllByText('-----')).toHaveLength(2);
    expect(within(rowOf('Carla Dias')).getByText('04/05/2026')).toBeInTheDocument();
    expect(within(rowOf('Carla Dias')).getAllByText('-----')).toHaveLength(1);

    // The name and the view button open the detail.
    expect(bruno.getByRole('link', { name: 'Bruno Lima' })).toHaveAttribute('href', '/home/active/collaborator/u-2');
    expect(bruno.getByRole('link', { name: 'Visualizar Bruno Lima' })).toHaveAttribute('href', '/home/active/collaborator/u-2');
    expect(bruno.getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeInTheDocument();
  });

  it('truncates names at 35 characters with an ellipsis and a tooltip (002 §9)', async () => {
    const { user } = await openPage();
    const truncated = screen.getByText('Maria Eduarda Cavalcanti de Albuque…');
    expect(screen.queryByText(LONG_NAME)).toBeNull();
    await user.hover(truncated);
    expect(await screen.findByRole('tooltip', { name: LONG_NAME })).toBeInTheDocument();
  });

  it("says 'Nenhum colaborador encontrado!' when there is none", async () => {
    mockApi({ ...CATALOG, listCompanyUsers: () => json({ docs: [], total: 0 }) });
    renderRoute('/home/active', { active: <ActiveStaffPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    expect(await screen.findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
  });

  it("says 'Não foi possível buscar os colaboradores' (notice and table) when the list cannot load", async () => {
    mockApi({ ...CATALOG, listCompanyUsers: () => json({ message: 'Erro inesperado no servidor.' }, 500) });
    renderRoute('/home/active', { active: <ActiveStaffPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    await waitFor(() => expect(screen.getAllByText('Não foi possível buscar os colaboradores')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeInTheDocument();
  });

  it('sends the search 500 ms after typing and each filter, from page 1', async () => {
    const { user, api } = await openPage();
    const calls = () => api.callsTo('listCompanyUsers');
    const before = calls().length;
    await user.type(screen.getByLabelText('Pesquisar colaborador'), 'ana');
    expect(calls()).toHaveLength(before);
    await waitFor(() => expect(query(calls().at(-1)!)).toMatchObject({ text: 'ana', page: '1' }), { timeout: 2000 });

    await choose(user, 'Cargo', 'Motorista');
    await waitFor(() => expect(query(calls().at(-1)!)).toMatchObject({ text: 'ana', jobRole: 'jr-2' }));
    await choose(user, 'Departamento', 'Logística');
    await waitFor(() => expect(query(calls().at(-1)!)).toMatchObject({ jobRole: 'jr-2', department: 'd-2' }));
    await choose(user, 'Status', 'Férias');
    await waitFor(() =>
      expect(query(calls().at(-1)!)).toEqual({
        page: '1',
        limit: '5',
        order: 'asc',
        orderBy: 'fullName',
        status: 'ACTIVE',
        text: 'ana',
        jobRole: 'jr-2',
        department: 'd-2',
        statusActive: 'VACATION',
      }),
    );
  });

  it('sorts by a column and flips it', async () => {
    const { user, api } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Finaliza em' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'endDate', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Finaliza em' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'endDate', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Cargo' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'jobRoleName', order: 'asc' }));
  });

  it('archives the selected people after a confirmation that says they are archived, not deleted', async () => {
    let docs = STAFF;
    const { user, api } = await openPage({
      listCompanyUsers: () => json({ docs, total: docs.length }),
      deleteUsers: (call) => {
        const { usersId } = call.body as { usersId: string[] };
        docs = docs.filter((person) => !usersId.includes(person._id));
        return json({ usersId, archived: usersId, removed: [] });
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir colaboradores' }));
    expect(dialog.getByText(/Os 2 colaboradores selecionados serão arquivados, não apagados/)).toBeInTheDocument();
    expect(dialog.getByText(/o acesso ao aplicativo é bloqueado na hora/)).toBeInTheDocument();
    expect(dialog.getByText(/todos os registros ficam guardados pelo prazo exigido pela CLT e pelo FGTS/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'EXCLUIR' }));

    expect(await screen.findByText('Operação realizada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteUsers')[0].body).toEqual({ usersId: ['u-1', 'u-2'] });
    await waitFor(() => expect(screen.queryByText('Ana Souza')).toBeNull());
  });

  it("says 'Falha ao remover usuários' when archiving fails", async () => {
    const { user } = await openPage({ deleteUsers: () => json({ message: 'Erro inesperado no servidor.' }, 500) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir colaboradores' }));
    expect(dialog.getByText(/O colaborador selecionado será arquivado, não apagado/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'EXCLUIR' }));
    expect(await screen.findByText('Falha ao remover usuários')).toBeInTheDocument();
  });

  it('makes a row clickable to return the person only on a leave with no forecast of end', async () => {
    const { user } = await openPage({ getActivity: () => json(null) });
    // Experience, efetivado and a leave with an end are not clickable.
    for (const name of ['Ana Souza', 'Bruno Lima', LONG_NAME.slice(0, 35) + '…']) {
      expect(rowOf(name)).not.toHaveAttribute('tabindex');
    }
    await user.click(within(rowOf('Bruno Lima')).getByText('Férias'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const carla = rowOf('Carla Dias');
    expect(carla).toHaveAttribute('tabindex', '0');
    await user.click(within(carla).getByText('Afastamento INSS'));
    expect(await screen.findByRole('dialog', { name: ACTIVITY_FORM_MSG.returnTitle })).toBeInTheDocument();
  });
});
