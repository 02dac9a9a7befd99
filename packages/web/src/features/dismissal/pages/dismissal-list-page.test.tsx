import { screen, waitFor, within } from '@testing-library/react';
import type { DismissalListItem } from '@colabora/core/dismissal/list';
import { describe, expect, it } from 'vitest';
import { department, jobRole, sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { DismissalListPage } from './dismissal-list-page';

const LONG_NAME = 'Maria Aparecida dos Santos Figueiredo de Albuquerque';
const ROWS: DismissalListItem[] = [
  {
    _id: 'u-1',
    fullName: 'Ana Souza',
    jobRole: { _id: 'r-1', name: 'Caixa' },
    department: { _id: 'd-1', name: 'Loja' },
    statusDismissal: 'FULFILLING_NOTICE',
    resignationDate: '2026-03-02',
    departureDate: '2026-04-04',
  },
  {
    _id: 'u-2',
    fullName: LONG_NAME,
    jobRole: null,
    department: null,
    statusDismissal: 'START_OF_THE_PROCESS',
    resignationDate: null,
    departureDate: null,
  },
];

function openList(rows: DismissalListItem[] | Handler<'listCompanyUsers'> = ROWS) {
  const api = mockApi({
    listCompanyUsers: typeof rows === 'function' ? rows : () => json({ docs: rows, total: rows.length }),
    listJobRoles: () => json([jobRole({ _id: 'r-1', name: 'Caixa' })]),
    listDepartments: () => json([department({ _id: 'd-1', name: 'Loja' })]),
  });
  const app = renderRoute('/home/dismissal', { dismissal: <DismissalListPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

const table = () => screen.getByRole('table', { name: 'COLABORADORES DESLIGADOS OU EM PROCESSO DE DEMISSÃO' });

describe('dismissal list (/home/dismissal, 002 §2.6)', () => {
  it("lists the company's dismissals with the seven columns, 'À definir' for dates not known, names cut at 35", async () => {
    const { api } = openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Demissão' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'COLABORADORES' })).toHaveAttribute('aria-selected', 'true');
    await within(table()).findByText('Ana Souza');
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nome',
      'Cargo',
      'Departamento',
      'Data de demissão',
      'Status',
      'Data da saída',
      'Ação',
    ]);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ana Souza',
      'Caixa',
      'Loja',
      '02/03/2026',
      'Cumprindo aviso',
      '04/04/2026',
      '',
    ]);
    expect(within(second).getByText(`${LONG_NAME.slice(0, 35).trimEnd()}…`)).toBeInTheDocument();
    expect(within(second).getAllByText('À definir')).toHaveLength(2);
    const query = api.callsTo('listCompanyUsers')[0].query;
    expect(query.get('status')).toBe('DISMISSAL');
    expect(api.callsTo('listCompanyUsers')[0].params).toEqual({ companyId: 'c-1' });
  });

  it('filters by the three statuses of §4.5', async () => {
    const { user, api } = openList();
    await within(table()).findByText('Ana Souza');
    await user.click(screen.getByRole('combobox', { name: 'STATUS' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Todos', 'Início do processo', 'Cumprindo aviso', 'Desligado']);
    await user.click(screen.getByRole('option', { name: 'Desligado' }));
    await waitFor(() => expect(api.callsTo('listCompanyUsers').at(-1)?.query.get('statusDismissal')).toBe('DISMISSED'));
    expect(screen.getByRole('combobox', { name: 'CARGO' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'DEPARTAMENTO' })).toBeInTheDocument();
  });

  it('opens the detail from a row', async () => {
    const { user, pathname } = openList();
    await user.click(await within(table()).findByText('Cumprindo aviso'));
    expect(pathname()).toBe('/home/dismissal/collaborator/u-1');
  });

  it("says 'Nenhum colaborador encontrado!' when nobody is in the process", async () => {
    openList([]);
    expect(await within(table()).findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
  });

  it("says 'Não foi possível buscar os colaboradores' when the list fails", async () => {
    openList(() => json({ message: 'erro' }, 500));
    expect(await screen.findAllByText('Não foi possível buscar os colaboradores')).not.toHaveLength(0);
  });
});
