import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { NO_PERIOD_FIGURES } from '@colabora/core/timeclock/testing/day-summary';
import { currentMonthPeriod } from '@colabora/core/timeclock/period-filter';
import type { PagedRows } from '@colabora/core/timeclock/records';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { department, jobRole, sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type ApiCall, type RouteAnswer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { HoursBankTab } from './hours-bank-tab';
import { companyToday } from '@/lib/format-date';

const ANA: HoursBankRow = {
  _id: 'u-ana',
  fullName: 'Ana Lima',
  minutesWorkedByPeriod: 9600,
  plannedMinutesByPeriod: 9504,
  compTimeMinutesOnPeriod: 96,
  allTimeCompTime: 150,
  ...NO_PERIOD_FIGURES,
};
const BRUNO: HoursBankRow = {
  _id: 'u-bruno',
  fullName: 'Bruno Reis',
  minutesWorkedByPeriod: 8976,
  plannedMinutesByPeriod: 9504,
  compTimeMinutesOnPeriod: -528,
  allTimeCompTime: -75,
  ...NO_PERIOD_FIGURES,
};

const page = (docs: HoursBankRow[]): PagedRows<HoursBankRow> => ({ docs, page: 1, limit: 5, pages: 1, total: docs.length });
const today = companyToday();
/** 'yyyy-MM-dd' → the digits typed into a dd/MM/yyyy field. */
const typed = (day: string) => day.split('-').reverse().join('');

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers = {}, rows: HoursBankRow[] = [ANA, BRUNO]) {
  const api = mockApi({
    listHoursBank: () => json(page(rows)),
    listExpiringHours: () => json([]),
    listJobRoles: () => json([jobRole({ _id: 'r-1', name: 'Caixa' })]),
    listDepartments: () => json([department({ _id: 'd-1', name: 'Loja' })]),
    ...handlers,
  });
  const app = renderWithProviders(
    <DatePickersProvider>
      <HoursBankTab />
    </DatePickersProvider>,
    { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') },
  );
  return { ...app, api };
}

const lastList = (api: ReturnType<typeof mockApi>): ApiCall => {
  const calls = api.callsTo('listHoursBank');
  return calls[calls.length - 1];
};

async function openDialog(user: ReturnType<typeof open>['user'], name = 'Ana Lima') {
  await user.click(await screen.findByRole('button', { name: `Pagar ou compensar horas de ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'BANCO DE HORAS' }));
}

const confirm = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'CONFIRMAR' });

describe('BANCO DE HORAS (002 §2.3, §7.2, §9)', () => {
  it("lists the period's hours and banks as HH:MM, the current month, name ascending, 5 a page", async () => {
    const { api } = open();
    await screen.findByText('Ana Lima');
    const table = screen.getByRole('table', { name: 'Colaboradores' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Nome', 'Horas trabalhadas', 'Horas planejadas', 'Noturnas', 'Noturnas reduzidas', 'Extras 50%', 'Extras 100%', 'DSR perdidos', 'Banco de Horas Período', 'Banco de Horas Total', 'Ação']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Lima160:00158:2400:0000:00:0000:0000:00001:3602:30');
    expect(second).toHaveTextContent('Bruno Reis149:36158:2400:0000:00:0000:0000:000-08:48-01:15');
    const { from, to } = currentMonthPeriod(today);
    const query = lastList(api).query;
    expect(Object.fromEntries(query)).toMatchObject({
      periodStartDate: from,
      periodEndDate: to,
      orderBy: 'fullName',
      order: 'asc',
      limit: '5',
      page: '1',
    });
    expect(lastList(api).params).toEqual({ companyId: sessionFor('HUMAN_RESOURCES_MANAGMENT').user.company._id });
  });

  it('highlights negative values: bold, in the error colour', async () => {
    open();
    for (const text of ['-08:48', '-01:15']) expect((await screen.findByText(text)).tagName).toBe('STRONG');
    expect(screen.getByText('02:30').tagName).not.toBe('STRONG');
  });

  it('sorts by every column but the action, flipping on a second click', async () => {
    const { user, api } = open();
    const table = await screen.findByRole('table', { name: 'Colaboradores' });
    await user.click(within(table).getByRole('button', { name: 'Banco de Horas Total' }));
    await waitFor(() => expect(lastList(api).query.get('orderBy')).toBe('allTimeCompTime'));
    expect(lastList(api).query.get('order')).toBe('asc');
    await user.click(within(table).getByRole('button', { name: 'Banco de Horas Total' }));
    await waitFor(() => expect(lastList(api).query.get('order')).toBe('desc'));
    for (const [label, key] of [
      ['Horas trabalhadas', 'minutesWorkedByPeriod'],
      ['Horas planejadas', 'plannedMinutesByPeriod'],
      ['Banco de Horas Período', 'compTimeMinutesOnPeriod'],
    ]) {
      await user.click(within(table).getByRole('button', { name: label }));
      await waitFor(() => expect(lastList(api).query.get('orderBy')).toBe(key));
    }
    // Name ascending is the first query (answered from the cache): a second click asks for it descending.
    await user.click(within(table).getByRole('button', { name: 'Nome' }));
    await user.click(within(table).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(lastList(api).query.get('order')).toBe('desc'));
    expect(lastList(api).query.get('orderBy')).toBe('fullName');
    expect(within(table).queryByRole('button', { name: 'Ação' })).not.toBeInTheDocument();
  });

  it('offers 5, 10 and 25 rows a page', async () => {
    const { user, api } = open();
    await screen.findByText('Ana Lima');
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '10' }));
    await waitFor(() => expect(lastList(api).query.get('limit')).toBe('10'));
  });

  it("uses the records' filters: BUSCAR applies the period", async () => {
    const { user, api } = open();
    await screen.findByText('Ana Lima');
    await fill(user, screen.getByRole('textbox', { name: 'Início do período' }), '01/10/2026');
    await fill(user, screen.getByRole('textbox', { name: 'Final do período' }), '15/10/2026');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    await waitFor(() => expect(lastList(api).query.get('periodEndDate')).toBe('2026-10-15'));
    expect(lastList(api).query.get('periodStartDate')).toBe('2026-10-01');
  });

  it("says 'Nenhum colaborador encontrado!' when nobody is listed", async () => {
    open({}, []);
    expect(await screen.findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
  });
});

describe("the 'BANCO DE HORAS' dialog (002 §2.3, §4.4, §5.5, §8)", () => {
  it('shows the collaborator read-only; type and justification are required; Cancelar closes', async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    const name = dialog.getByRole('textbox', { name: 'Colaborador' });
    expect(name).toHaveValue('Ana Lima');
    expect(name).toHaveAttribute('readonly');
    await user.click(confirm(dialog));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(dialog.queryByRole('textbox', { name: /^Data/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("compensate: the date no earlier than tomorrow, hours not only zeros ('Valor inválido'); nothing is sent", async () => {
    const { user, api } = open();
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Compensar Horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(today));
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a compensar' }), '0000');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Folga combinada');
    await user.click(confirm(dialog));
    expect(await dialog.findByText('Informe uma igual ou data posterior a data atual.')).toBeInTheDocument();
    expect(dialog.getByText('Valor inválido')).toBeInTheDocument();
    expect(api.callsTo('compensateHours')).toHaveLength(0);
  });

  it('compensate: sends the hours in minutes, closes and reloads the list', async () => {
    const { user, api } = open({ compensateHours: () => json({ _id: 'c-1' }, 201) });
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Compensar Horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(addCalendarDays(today, 1)));
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a compensar' }), '0130');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Folga combinada');
    const listsBefore = api.callsTo('listHoursBank').length;
    await user.click(confirm(dialog));
    expect(await screen.findByText('Compensação de horas registrada')).toBeInTheDocument();
    expect(api.callsTo('compensateHours')[0]).toMatchObject({
      params: { id: 'u-ana' },
      body: { justification: 'Folga combinada', compensationDate: addCalendarDays(today, 1), totalMinutesCompensated: 90 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('listHoursBank').length).toBeGreaterThan(listsBefore));
  });

  it('compensate: days before tomorrow cannot be picked in the calendar', async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Compensar Horas');
    await user.click(dialog.getByRole('button', { name: 'Escolher data da compensação' }));
    const calendar = await screen.findByRole('grid');
    const day = Number(today.slice(8, 10));
    expect(within(calendar).getByRole('gridcell', { name: String(day) })).toBeDisabled();
  });

  it("pay: the payment date, the hours and the value are required, the value non-zero ('Valor invalido')", async () => {
    const { user, api } = open();
    const dialog = await openDialog(user, 'Bruno Reis');
    await choose(user, 'Tipo', 'Pagar Horas');
    await user.click(confirm(dialog));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(4);
    await fill(user, dialog.getByRole('textbox', { name: 'Valor pago' }), '0');
    await user.click(confirm(dialog));
    expect(await dialog.findByText('Valor invalido')).toBeInTheDocument();
    expect(api.callsTo('payHours')).toHaveLength(0);
  });

  it('pay: sends the hours as HH:MM and the value in centavos (R$ 1.234,56), then closes', async () => {
    const { user, api } = open({ payHours: () => json({ _id: 'p-1' }, 201) });
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Pagar Horas');
    await fill(user, dialog.getByRole('textbox', { name: 'Data do pagamento' }), '30/11/2026');
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a pagar' }), '0200');
    const value = dialog.getByRole('textbox', { name: 'Valor pago' });
    await fill(user, value, '1.234,56');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Pagas na folha');
    expect(value).toHaveValue('R$ 1.234,56');
    await user.click(confirm(dialog));
    expect(await screen.findByText('Pagamento de horas registrado')).toBeInTheDocument();
    expect(api.callsTo('payHours')[0]).toMatchObject({
      params: { id: 'u-ana' },
      body: { justification: 'Pagas na folha', hoursPaid: '02:00', paymentDate: '2026-11-30', paidValue: 123456 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps CONFIRMAR disabled while saving, and stays open with 'Não foi possível pagar as horas' on failure", async () => {
    let answer: (response: RouteAnswer<'payHours'>) => void = () => undefined;
    const { user } = open({ payHours: () => new Promise<RouteAnswer<'payHours'>>((resolve) => (answer = resolve)) });
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Pagar Horas');
    await fill(user, dialog.getByRole('textbox', { name: 'Data do pagamento' }), '30/11/2026');
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a pagar' }), '0100');
    await fill(user, dialog.getByRole('textbox', { name: 'Valor pago' }), '50');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Folha');
    await user.click(confirm(dialog));
    await waitFor(() => expect(confirm(dialog)).toBeDisabled());
    answer(json({}, 500));
    expect(await screen.findByText('Não foi possível pagar as horas')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'BANCO DE HORAS' })).toBeInTheDocument();
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
  });

  it("compensate: 'Não foi possível compensar as horas', or the server's reason when it gives one", async () => {
    let reason: string | null = null;
    const { user } = open({ compensateHours: () => json(reason ? { message: reason } : {}, reason ? 409 : 500) });
    const dialog = await openDialog(user);
    await choose(user, 'Tipo', 'Compensar Horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(addCalendarDays(today, 3)));
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a compensar' }), '0100');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Folga');
    await user.click(confirm(dialog));
    expect(await screen.findByText('Não foi possível compensar as horas')).toBeInTheDocument();
    reason = 'Somente colaboradores ativos compensam horas. Para quem saiu da empresa, pague as horas.';
    await user.click(confirm(dialog));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'BANCO DE HORAS' })).toBeInTheDocument();
  });

  it('shows the balance; hours past it warn, and go only with the box ticked, which is sent (issue 20 §4)', async () => {
    const { user, api } = open({ compensateHours: () => json({ _id: 'c-1' }, 201) });
    const dialog = await openDialog(user);
    expect(dialog.getByText(`${BANK_MSG.balance}:`, { exact: false })).toHaveTextContent(`${BANK_MSG.balance}: 02:30`);
    await choose(user, 'Tipo', 'Compensar Horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(addCalendarDays(today, 1)));
    await fill(user, dialog.getByRole('textbox', { name: 'Horas a compensar' }), '0300');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Folga combinada');
    expect(dialog.getByText(BANK_MSG.wouldGoNegative('02:30', '03:00', '-00:30'))).toBeInTheDocument();
    await user.click(confirm(dialog));
    expect(await dialog.findByText(BANK_MSG.confirmNegative)).toBeInTheDocument();
    expect(api.callsTo('compensateHours')).toHaveLength(0);
    await user.click(dialog.getByRole('checkbox', { name: BANK_MSG.allowNegative }));
    await user.click(confirm(dialog));
    await waitFor(() => expect(api.callsTo('compensateHours')[0]).toMatchObject({ body: { totalMinutesCompensated: 180, allowNegative: true } }));
  });
});

describe('Horas a vencer nos próximos 30 dias (issue 22 §4)', () => {
  it('lists per person the hours that expire within 30 days and the first day, dd/MM/yyyy', async () => {
    open({
      listExpiringHours: () =>
        json([
          { _id: 'u-bruno', fullName: 'Bruno Reis', minutes: 45, firstExpiresOn: '2026-12-03' },
          { _id: 'u-ana', fullName: 'Ana Lima', minutes: 90, firstExpiresOn: '2026-12-10' },
        ]),
    });
    const table = await screen.findByRole('table', { name: BANK_MSG.expiringTitle });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['NomeHoras a vencerPrimeiro vencimento', 'Bruno Reis00:4503/12/2026', 'Ana Lima01:3010/12/2026']);
  });

  it('says when nothing expires, and when the list could not be read, with a retry', async () => {
    open();
    expect(await screen.findByText(BANK_MSG.expiringEmpty)).toBeInTheDocument();
    cleanup();
    let calls = 0;
    const { user } = open({ listExpiringHours: () => (++calls === 1 ? json({ message: 'x' }, 500) : json([])) });
    expect(await screen.findByText(BANK_MSG.expiringFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByText(BANK_MSG.expiringEmpty)).toBeInTheDocument();
  });
});
