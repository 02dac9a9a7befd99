import { screen, waitFor, within } from '@testing-library/react';
import type { NationalHolidaysAnswer } from '@colabora/core/holiday/national-request';
import { nationalHolidays } from '@colabora/core/holiday/official-holidays';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type ApiCall } from '@/testing/mock-api';
import { choose, openHolidays } from '../testing/holiday-fixtures';

const TABLE = 'RELAÇÃO DE FERIADOS CADASTRADAS';
const query = (call: ApiCall) => Object.fromEntries(call.query.entries());

describe('holidays page (/home/holidays, spec 002 §2.8)', () => {
  afterEach(() => vi.useRealTimers());

  it('lists this year by name, 5 a page, with its columns, the days with their year, and names cut at 35 characters', async () => {
    // 31/12/2026 at 23:30 in São Paulo is already 2027 in UTC: the year is the São Paulo calendar's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:30:00-03:00'));
    const { api } = await openHolidays();
    expect(screen.getByRole('tab', { name: 'FERIADOS' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TABLE });
    await within(table).findByText('Natal');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Nome feriado', 'Tipo', 'Modelo', 'Data ou período', 'Ação']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['', 'Aniversário da cidade de São José d…', 'MUNICIPAL', 'Data', '27/07/2026', ''],
      ['', 'CarnavalPonto facultativo', 'NACIONAL', 'Período', '16/02/2026 - 17/02/2026', ''],
      ['', 'Natal', 'NACIONAL', 'Data', '25/12/2026', ''],
    ]);
    expect(query(api.callsTo('paginateHolidays')[0])).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'name', yearFilter: '2026' });
    expect(screen.getByRole('combobox', { name: /^ANO/ })).toHaveTextContent('2026');
    expect(screen.getByRole('button', { name: 'ADICIONAR NOVO FERIADO' })).toBeInTheDocument();
  });

  it("shows 'Nenhum feriado encontrado!' when there is none", async () => {
    await openHolidays({}, []);
    expect(await screen.findByText('Nenhum feriado encontrado!')).toBeInTheDocument();
  });

  it("says 'Não foi possivel obter os feriados!' when the list cannot load", async () => {
    await openHolidays({ paginateHolidays: () => json({}, 500) });
    expect(await screen.findAllByText('Não foi possivel obter os feriados!')).not.toHaveLength(0);
  });

  it('filters by TIPO and MODELO, and sorts by name, type, model and date', async () => {
    const { api, user } = await openHolidays();
    await screen.findByText('Natal');
    await choose(user, /^TIPO/, 'ESTADUAL');
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ typeFilter: 'STATE', page: '1' }));
    await choose(user, /^MODELO/, 'Período');
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ typeFilter: 'STATE', modelFilter: 'period' }));
    await choose(user, /^TIPO/, 'Todos');
    await waitFor(() => expect(query(api.calls.at(-1)!)).not.toHaveProperty('typeFilter'));
    for (const [column, orderBy] of [
      ['Data ou período', 'date'],
      ['Tipo', 'type'],
      ['Modelo', 'holidayModel'],
    ]) {
      await user.click(screen.getByRole('button', { name: column }));
      await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy, order: 'asc' }));
    }
    await user.click(screen.getByRole('button', { name: 'Modelo' }));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ orderBy: 'holidayModel', order: 'desc' }));
  });

  it('ANO shows another year, or every year', async () => {
    const { api, user } = await openHolidays();
    await screen.findByText('Natal');
    const year = Number(query(api.calls.at(-1)!).yearFilter);
    await choose(user, /^ANO/, String(year - 1));
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ yearFilter: String(year - 1), page: '1' }));
    await choose(user, /^ANO/, 'Todos');
    await waitFor(() => expect(query(api.calls.at(-1)!)).not.toHaveProperty('yearFilter'));
  });

  it("asks 'Remover Feriado' before removing one: 'Feriado removido com sucesso'", async () => {
    const { api, user } = await openHolidays({ deleteHoliday: () => json({ _id: 'h-1' }) });
    await user.click(await screen.findByRole('button', { name: 'Remover Natal 25/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Feriado' });
    expect(within(dialog).getByText('Tem certeza que deseja remover o feriado Natal?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Feriado removido com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteHoliday')[0].params).toEqual({ id: 'h-1' });
  });

  it("says 'Falha ao remover feriado' when it cannot", async () => {
    const { user } = await openHolidays({ deleteHoliday: () => json({ message: 'Registro não encontrado.' }, 404) });
    await user.click(await screen.findByRole('button', { name: 'Remover Natal 25/12/2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remover Feriado' })).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover feriado')).toBeInTheDocument();
  });

  it("EXCLUIR SELECIONADOS removes the ticked rows after confirmation: 'Feriado(s) removido(s) com sucesso'", async () => {
    const { api, user } = await openHolidays({ deleteHolidays: () => json({ _id: ['h-1', 'h-2'] }) });
    await screen.findByText('Natal');
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    expect(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Natal 25/12/2026' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Carnaval 16/02/2026' }));
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Feriados' });
    expect(within(dialog).getByText('Tem certeza que deseja remover os 2 feriados selecionados?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Feriado(s) removido(s) com sucesso')).toBeInTheDocument();
    expect(api.callsTo('deleteHolidays')[0].body).toEqual({ selectedHolidays: ['h-2', 'h-1'] });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Selecionar Natal 25/12/2026' })).not.toBeChecked());
  });

  it("says 'Falha ao remover feriado(s)' when the bulk removal fails", async () => {
    const { user } = await openHolidays({ deleteHolidays: () => json({}, 500) });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Natal 25/12/2026' }));
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'EXCLUIR SELECIONADOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Feriados' });
    expect(within(dialog).getByText('Tem certeza que deseja remover o feriado selecionado?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover feriado(s)')).toBeInTheDocument();
  });

  it('IMPORTAR EM MASSA is in the menu and opens the import with its model', async () => {
    const { user } = await openHolidays();
    await screen.findByText('Natal');
    await user.click(screen.getByRole('button', { name: 'AÇÕES' }));
    await user.click(screen.getByRole('menuitem', { name: 'IMPORTAR EM MASSA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar feriados em massa' });
    expect(within(dialog).getByRole('button', { name: 'BAIXAR MODELO' })).toBeInTheDocument();
  });
});

describe("the year's national holidays (ours)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00-03:00'));
  });
  afterEach(() => vi.useRealTimers());

  const answer = (year: number): NationalHolidaysAnswer => ({
    year,
    uf: 'SP',
    holidays: nationalHolidays(year).map((holiday) => ({ ...holiday, present: holiday.name === 'Natal' })),
  });

  it('lists the year, marks what is optional and what the company has, and adds the ticked ones', async () => {
    const { api, user } = await openHolidays({
      listNationalHolidays: (call) => json(answer(Number(call.params.year))),
      addNationalHolidays: () => json({ created: 10, skipped: 0 }),
    });
    await user.click(screen.getByRole('button', { name: 'FERIADOS NACIONAIS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feriados nacionais e estaduais' }));
    expect(await dialog.findByText(/estado da empresa \(São Paulo\)/)).toBeInTheDocument();
    expect(api.callsTo('listNationalHolidays')[0].params).toEqual({ year: '2026' });
    const carnaval = dialog.getByRole('checkbox', { name: /16\/02\/2026 - 17\/02\/2026 · Carnaval/ });
    expect(carnaval).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Carnaval.*Ponto facultativo/ })).toBe(carnaval);
    expect(dialog.getByRole('checkbox', { name: /25\/12\/2026 · Natal.*Já cadastrado/ })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: /Corpus Christi/ }));
    await user.click(dialog.getByRole('button', { name: 'ADICIONAR SELECIONADOS' }));
    expect(await screen.findByText('10 feriados adicionados')).toBeInTheDocument();
    const keys = nationalHolidays(2026)
      .filter((holiday) => !['Natal', 'Corpus Christi'].includes(holiday.name))
      .map((holiday) => holiday.key);
    expect(api.callsTo('addNationalHolidays')[0].body).toEqual({ year: 2026, keys });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes year, and says when nothing can be computed', async () => {
    const { api, user } = await openHolidays({
      listNationalHolidays: (call) => (call.params.year === '2027' ? json(answer(2027)) : json({}, 500)),
    });
    await user.click(screen.getByRole('button', { name: 'FERIADOS NACIONAIS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feriados nacionais e estaduais' }));
    expect(await dialog.findByText('Não foi possível calcular os feriados do ano.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'ADICIONAR SELECIONADOS' })).toBeDisabled();
    await choose(user, /^Ano/, '2027');
    expect(await dialog.findByRole('checkbox', { name: /08\/02\/2027 - 09\/02\/2027 · Carnaval/ })).toBeChecked();
    expect(api.callsTo('listNationalHolidays').at(-1)!.params).toEqual({ year: '2027' });
  });
});
