import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { ADMISSIONS, LONG_NAME, freezeToday } from '../testing/admission-fixtures';
import { AdmissionsPage } from './admissions-page';

function query(call: ApiCall) {
  return Object.fromEntries(call.query.entries());
}

async function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const app = renderRoute('/home/admissions', { admissions: <AdmissionsPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  await screen.findByRole('heading', { name: 'Admissões' });
  return { ...app, api };
}

const listed = () => json({ docs: ADMISSIONS, total: ADMISSIONS.length });

function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('admissions list (/home/admissions, spec 001 "Admissions list")', () => {
  it('lists people in admission, fullName ascending, 5 per page, with the spec columns', async () => {
    const { api } = await openPage({ listCompanyUsers: listed });
    const table = await screen.findByRole('table', { name: 'COLABORADORES EM ADMISSÃO' });
    expect(await within(table).findByText('Daniela Rocha')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'COLABORADORES' })).toHaveAttribute('aria-selected', 'true');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Nome', 'Data de admissão', 'Data limite', 'E-mail', 'Preenchimento', 'Convite']);
    const call = api.callsTo('listCompanyUsers')[0];
    expect(call.params).toEqual({ companyId: 'c-1' });
    expect(query(call)).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'fullName', status: 'ADMISSION' });

    const daniela = within(rowOf('Daniela Rocha'));
    expect(daniela.getByText('20/03/2026')).toBeInTheDocument();
    expect(daniela.getByText('01/03/2026')).toBeInTheDocument();
    expect(daniela.getByText('daniela@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ADICIONAR COLABORADOR' })).toHaveAttribute(
      'href',
      '/home/admissions/new-colaborator',
    );
  });

  it('shows the invite state: Expirado (clickable) when disabled, Enviado at 0 %, else Aberto', async () => {
    await openPage({ listCompanyUsers: listed });
    await screen.findByText('Daniela Rocha');
    expect(within(rowOf('Daniela Rocha')).getByRole('button', { name: 'Expirado' })).toBeInTheDocument();
    expect(within(rowOf('Bruno Lima')).getByText('Enviado')).toBeInTheDocument();
    expect(within(rowOf('Bruno Lima')).queryByRole('button', { name: 'Enviado' })).toBeNull();
    const carla = rowOf('Carla Cristina Albuquerque de Medei…');
    expect(within(carla).getByText('Aberto')).toBeInTheDocument();
  });

  it('writes 100 % in bold and other percentages plainly; truncates long names at 35 with a tooltip', async () => {
    const { user } = await openPage({ listCompanyUsers: listed });
    await screen.findByText('Daniela Rocha');
    const full = screen.getByText('100%');
    expect(full.tagName).toBe('STRONG');
    expect(screen.getByText('40%').tagName).toBe('SPAN');

    const truncated = screen.getByText('Carla Cristina Albuquerque de Medei…');
    expect(screen.queryByText(LONG_NAME)).toBeNull();
    await user.hover(truncated);
    expect(await screen.findByRole('tooltip', { name: LONG_NAME })).toBeInTheDocument();
  });

  it("shows 'Nenhum colaborador encontrado!' when there is none", async () => {
    await openPage({ listCompanyUsers: () => json({ docs: [], total: 0 }) });
    expect(await screen.findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
  });

  it("says 'Não foi possível buscar os colaboradores' when the list cannot load", async () => {
    await openPage({ listCompanyUsers: () => json({ message: 'Erro inesperado no servidor.' }, 500) });
    await waitFor(() => expect(screen.getAllByText('Não foi possível buscar os colaboradores')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeInTheDocument();
  });

  it('sends the search 500 ms after typing and the fill-percentage filter, from page 1', async () => {
    const { api, user } = await openPage({ listCompanyUsers: () => json({ docs: ADMISSIONS, total: 12 }) });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ page: '2' }));
    const before = api.callsTo('listCompanyUsers').length;
    await user.type(screen.getByLabelText('Pesquisar colaborador'), 'dani');
    expect(api.callsTo('listCompanyUsers')).toHaveLength(before);
    await waitFor(() => expect(api.callsTo('listCompanyUsers')).toHaveLength(before + 1), { timeout: 2000 });
    expect(query(api.calls.at(-1)!)).toMatchObject({ text: 'dani', page: '1', status: 'ADMISSION' });

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ text: 'dani', page: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Preenchimento' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Todos', '20%', '40%', '60%', '80%', '100%']);
    await user.click(screen.getByRole('option', { name: '100%' }));
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toMatchObject({ text: 'dani', percentageFilled: '100', page: '1' }),
    );
  });

  it('sorts by a column and flips it', async () => {
    const { api, user } = await openPage({ listCompanyUsers: listed });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('button', { name: 'Data limite' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'limitDate', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Data limite' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'limitDate', order: 'desc' }));
  });

  it('opens the admission detail when a row is clicked, but not when its checkbox is', async () => {
    const { user, pathname } = await openPage({ listCompanyUsers: listed });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(pathname()).toBe('/home/admissions');
    await user.click(screen.getByText('Bruno Lima'));
    await waitFor(() => expect(pathname()).toBe('/home/admissions/collaborator/u-2'));
  });

  it('deletes the selected rows after a confirmation', async () => {
    let docs = ADMISSIONS;
    const { api, user } = await openPage({
      listCompanyUsers: () => json({ docs, total: docs.length }),
      deleteUsers: (call) => {
        const { usersId } = call.body as { usersId: string[] };
        docs = docs.filter((row) => !usersId.includes(row._id));
        return json({ usersId, archived: [], removed: usersId });
      },
    });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    expect(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Daniela Rocha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(screen.getByText('2 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir colaboradores' });
    expect(within(dialog).getByText(/excluir os 2 colaboradores selecionados/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('deleteUsers')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'EXCLUIR' }));

    expect(await screen.findByText('Operação realizada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteUsers')[0].body).toEqual({ usersId: ['u-1', 'u-2'] });
    await waitFor(() => expect(screen.queryByText('Daniela Rocha')).not.toBeInTheDocument());
    expect(screen.queryByText('2 selecionados')).toBeNull();
  });

  it("selects the whole page, and says 'Falha ao remover usuários' with the server's reason", async () => {
    const { user } = await openPage({
      listCompanyUsers: listed,
      deleteUsers: () => json({ message: 'Selecione no máximo 100 colaboradores por vez.' }, 400),
    });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByText('3 selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir colaboradores' });
    await user.click(within(dialog).getByRole('button', { name: 'EXCLUIR' }));
    expect(await screen.findByText('Falha ao remover usuários')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione no máximo 100 colaboradores por vez.')).toBeInTheDocument();
  });

  it('opens the bulk import with the users model', async () => {
    const { user } = await openPage({ listCompanyUsers: listed });
    await screen.findByText('Daniela Rocha');
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'IMPORTAR EM MASSA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar colaboradores em massa' });
    expect(within(dialog).getByRole('button', { name: 'BAIXAR MODELO' })).toBeInTheDocument();
  });
});
