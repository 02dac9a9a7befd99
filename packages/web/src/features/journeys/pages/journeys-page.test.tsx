import { act, screen, waitFor, within } from '@testing-library/react';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { NIGHT_SHIFT_SCALE, storedJourney } from '@colabora/core/workday/testing/journeys';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { EditJourneyPage } from './edit-journey-page';
import { JourneysPage } from './journeys-page';

const JOURNEYS: JourneyListItem[] = [
  storedJourney({ totalEmployees: 3 }),
  storedJourney({ _id: 'j-2', name: 'Meio período', scaleType: '6x1', pointType: 'Banco de Horas', holidays: false, status: false }),
  storedJourney({ _id: 'j-3', name: 'Plantão noturno', ...NIGHT_SHIFT_SCALE }),
];

type Handlers = Parameters<typeof mockApi>[0];

async function openList(handlers: Handlers = {}) {
  const api = mockApi({ paginateWorkdays: () => json({ docs: JOURNEYS, total: JOURNEYS.length }), ...handlers });
  const app = renderRoute(
    '/home/journey',
    { journey: <JourneysPage />, editJourney: <EditJourneyPage /> },
    { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') },
  );
  await screen.findByText('Meio período');
  return { ...app, api };
}

const query = (call: ApiCall) => Object.fromEntries(call.query.entries());
const lastList = (api: ReturnType<typeof mockApi>) => query(api.callsTo('paginateWorkdays').at(-1)!);

function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function chooseAction(user: Awaited<ReturnType<typeof openList>>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('journey list (/home/journey, spec 002 §2.9)', () => {
  it("lists 'RELAÇÃO DE JORNADAS CADASTRADAS' by name, 5 a page, with the spec's columns and labels", async () => {
    const { api } = await openList();
    expect(screen.getByRole('heading', { name: 'Jornadas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'JORNADAS' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'RELAÇÃO DE JORNADAS CADASTRADAS' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Nome', 'Escala', 'Tipo de ponto', 'Feriados', 'Colaboradores', 'Status', 'Ação']);
    expect(api.callsTo('paginateWorkdays')[0].params).toEqual({ companyId: 'c-1' });
    expect(query(api.callsTo('paginateWorkdays')[0])).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'name' });

    const office = within(rowOf('Comercial 44h'));
    expect(office.getByText('Semanal 5x2')).toBeInTheDocument();
    expect(office.getByText('Normal')).toBeInTheDocument();
    expect(office.getByText('Aplicado')).toBeInTheDocument();
    expect(office.getByText('3')).toBeInTheDocument();
    expect(office.getByText('Ativo')).toBeInTheDocument();
    const half = within(rowOf('Meio período'));
    expect(half.getByText('Não aplicado')).toBeInTheDocument();
    expect(half.getByText('Desativado')).toBeInTheDocument();
    expect(within(rowOf('Plantão noturno')).getByText('12/36')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ADICIONAR NOVA JORNADA' })).toHaveAttribute('href', '/home/journey/new-journey');
  });

  it('dims an inactive journey with italics, never with a lighter text colour', async () => {
    await openList();
    const inactive = screen.getByText('Desativado');
    expect(getComputedStyle(inactive).fontStyle).toBe('italic');
    expect(getComputedStyle(within(rowOf('Meio período')).getByText('Meio período')).color).toBe(
      getComputedStyle(screen.getByText('Comercial 44h')).color,
    );
    expect(getComputedStyle(within(rowOf('Comercial 44h')).getByText('Ativo')).fontStyle).not.toBe('italic');
  });

  it("shows 'Nenhuma jornada encontrada!' when there is none", async () => {
    mockApi({ paginateWorkdays: () => json({ docs: [], total: 0 }) });
    renderRoute('/home/journey', { journey: <JourneysPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    expect(await screen.findByText('Nenhuma jornada encontrada!')).toBeInTheDocument();
  });

  it("says 'Não foi possivel obter as jornadas!' when the list cannot load", async () => {
    mockApi({ paginateWorkdays: () => json({ message: 'Erro inesperado no servidor.' }, 500) });
    renderRoute('/home/journey', { journey: <JourneysPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    // In the table, and as a notification.
    await waitFor(() => expect(screen.getAllByText('Não foi possivel obter as jornadas!')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeInTheDocument();
  });

  it('sends the search and the four filters, each from page 1', async () => {
    const { api, user } = await openList();
    await user.type(screen.getByLabelText('Pesquisar jornada'), 'noturno');
    await waitFor(() => expect(lastList(api)).toMatchObject({ text: 'noturno', page: '1' }), { timeout: 2000 });

    await user.click(screen.getByRole('combobox', { name: 'ESCALA' }));
    const scales = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(scales).toEqual(['Todos', 'Semanal 5x2', 'Semanal 6x1', '12/36', '24/48', '5x1', 'Call center 36 horas', 'Call center 30 horas']);
    await user.click(screen.getByRole('option', { name: '12/36' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ scaleFilter: '12/36' }));

    await user.click(screen.getByRole('combobox', { name: 'TIPO DE PONTO' }));
    await user.click(screen.getByRole('option', { name: 'Banco de Horas' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ pointTypeFilter: 'Banco de Horas' }));

    await user.click(screen.getByRole('combobox', { name: 'FERIADOS' }));
    await user.click(screen.getByRole('option', { name: 'Não aplicado' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ holidayFilter: 'false' }));

    await user.click(screen.getByRole('combobox', { name: 'STATUS' }));
    await user.click(screen.getByRole('option', { name: 'Ativo' }));
    await waitFor(() =>
      expect(lastList(api)).toEqual({
        page: '1',
        limit: '5',
        order: 'asc',
        orderBy: 'name',
        text: 'noturno',
        scaleFilter: '12/36',
        pointTypeFilter: 'Banco de Horas',
        holidayFilter: 'false',
        statusFilter: 'true',
      }),
    );
  });

  it('activates and deactivates the selected journeys, then clears the selection', async () => {
    const { api, user } = await openList({ updateWorkdaysStatus: () => json({ _ids: [], status: true }) });
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    for (const label of ['ATIVAR SELECIONADOS', 'DESATIVAR SELECIONADOS', 'EXCLUIR SELECIONADOS']) {
      expect(screen.getByRole('menuitem', { name: label })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Meio período' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Plantão noturno' }));
    await chooseAction(user, 'ATIVAR SELECIONADOS');
    expect(await screen.findByText('Jornada(s) atualizada(s) com sucesso')).toBeInTheDocument();
    expect(api.callsTo('updateWorkdaysStatus')[0].body).toEqual({ selectedJourneys: ['j-2', 'j-3'], status: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Selecionar Meio período' })).not.toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Comercial 44h' }));
    await chooseAction(user, 'DESATIVAR SELECIONADOS');
    await waitFor(() => expect(api.callsTo('updateWorkdaysStatus')).toHaveLength(2));
    expect(api.callsTo('updateWorkdaysStatus')[1].body).toEqual({ selectedJourneys: ['j-1'], status: false });
  });

  it("says 'Falha ao atualizar jornada(s)' when the status cannot change", async () => {
    const { user } = await openList({ updateWorkdaysStatus: () => json({ message: 'Erro' }, 500) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Meio período' }));
    await chooseAction(user, 'ATIVAR SELECIONADOS');
    expect(await screen.findByText('Falha ao atualizar jornada(s)')).toBeInTheDocument();
  });

  it('removes the selected journeys only after a confirmation', async () => {
    const { api, user } = await openList({ deleteWorkdays: () => json({ _ids: ['j-2', 'j-3'] }) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Meio período' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Plantão noturno' }));
    await chooseAction(user, 'EXCLUIR SELECIONADOS');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir jornadas' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir as 2 jornadas selecionadas?');
    expect(api.callsTo('deleteWorkdays')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'EXCLUIR' }));
    expect(await screen.findByText('Jornada(s) removida(s) com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteWorkdays')[0].body).toEqual({ selectedJourneys: ['j-2', 'j-3'] });
  });

  it("shows the server's reason when the selected journeys cannot be removed", async () => {
    const reason = 'Esta jornada tem 3 colaborador(es) e não pode ser alterada nem removida. Mova-os para outra jornada antes.';
    const { user } = await openList({ deleteWorkdays: () => json({ message: reason, code: 'WORKDAY_IN_USE' }, 409) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Comercial 44h' }));
    await chooseAction(user, 'EXCLUIR SELECIONADOS');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'EXCLUIR' }));
    // Spec 002 §8 prefers the server's message for this failure; the dialog keeps it too.
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
  });

  it("asks 'Remover Jornada' with the journey's name before removing it", async () => {
    const { api, user } = await openList({ deleteWorkday: () => json({ _id: 'j-2' }) });
    await user.click(screen.getByRole('button', { name: 'Remover Meio período' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Jornada' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover a jornada Meio período?');
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Jornada removida com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteWorkday')[0].params).toEqual({ id: 'j-2' });
  });

  it("says 'Falha ao remover jornada' when the server gives no reason", async () => {
    const { user } = await openList({ deleteWorkday: () => json({}, 500) });
    await user.click(screen.getByRole('button', { name: 'Remover Meio período' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover jornada')).toBeInTheDocument();
  });

  it('keeps the edit of a journey with collaborators inert, saying why', async () => {
    const { user, pathname } = await openList();
    const locked = within(rowOf('Comercial 44h')).getByRole('button', { name: 'Editar Comercial 44h' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription(
      'Esta jornada tem 3 colaborador(es) e não pode ser alterada nem removida. Mova-os para outra jornada antes.',
    );
    await user.click(locked);
    expect(pathname()).toBe('/home/journey');
    await user.hover(locked);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Esta jornada tem 3 colaborador(es)');
  });

  it("asks the server again each time it opens: a journey's collaborators change on other screens", async () => {
    let employees = 0;
    const page = () => json({ docs: [storedJourney({ name: 'Meio período', totalEmployees: employees })], total: 1 });
    const { api, router } = await openList({ paginateWorkdays: page });
    expect(within(rowOf('Meio período')).getByRole('link', { name: 'Editar Meio período' })).toBeInTheDocument();
    // Away to the person's hiring data, where HR gives them this journey, and back within a few seconds.
    await act(() => router.navigate('/home/active'));
    employees = 1;
    await act(() => router.navigate('/home/journey'));
    await waitFor(() => expect(within(rowOf('Meio período')).getByRole('button', { name: 'Editar Meio período' })).toHaveAttribute('aria-disabled', 'true'));
    expect(within(rowOf('Meio período')).getByText('1')).toBeInTheDocument();
    expect(api.callsTo('paginateWorkdays')).toHaveLength(2);
  });

  it('opens the edit screen carrying the chosen journey', async () => {
    const { user, pathname } = await openList();
    await user.click(within(rowOf('Meio período')).getByRole('link', { name: 'Editar Meio período' }));
    await waitFor(() => expect(pathname()).toBe('/home/journey/edit-journey'));
    expect(await screen.findByRole('heading', { name: 'Meio período' })).toBeInTheDocument();
  });
});
