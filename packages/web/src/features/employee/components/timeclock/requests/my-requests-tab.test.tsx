import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { adjustmentRequest } from '@colabora/core/timeclock/testing/point-solicitation';
import { MyRequestsTab } from './my-requests-tab';
import { companyToday } from '@/lib/format-date';

const base = adjustmentRequest();
const REPROVED: PointSolicitation = {
  ...base,
  _id: 'r-2',
  reason: 'REQUEST_DAY_OFF',
  status: 'DISAPPROVED',
  disapprovalReason: 'Semana de inventário',
  day: '2026-03-20',
  solicitationDate: '2026-03-20',
  pointAlert: null,
  registerDate: null,
  attachment: { key: 'files/c-1/x/declaracao.pdf', name: 'declaracao.pdf', size: 10 },
};

const today = companyToday();
/** 'yyyy-MM-dd' → the digits typed into a dd/MM/yyyy field. */
const typed = (day: string) => day.split('-').reverse().join('');

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers = {}, rows: PointSolicitation[] = [base, REPROVED]) {
  const api = mockApi({ listMyRequests: () => json({ docs: rows, total: rows.length }), getHoursBank: () => json(600), ...handlers });
  const app = renderWithProviders(
    <DatePickersProvider>
      <MyRequestsTab />
    </DatePickersProvider>,
    { session: sessionFor('EMPLOYEE') },
  );
  return { ...app, api };
}

const lastList = (api: ReturnType<typeof mockApi>) => Object.fromEntries((api.callsTo('listMyRequests').at(-1) as ApiCall).query);

async function openAsk(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'SOLICITAR' }));
  return within(await screen.findByRole('dialog', { name: 'SOLICITAR' }));
}

describe("Meu ponto's SOLICITAÇÕES (002 §2.2, §9)", () => {
  it('lists my requests newest first, 5 a page, with their reason, day and status', async () => {
    const { api } = open();
    const table = await screen.findByRole('table', { name: 'Minhas solicitações' });
    await within(table).findByText('Ajuste do ponto');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Data da solicitação', 'Motivo', 'Dia', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('03/03/2026Ajuste do ponto02/03/2026Em análise');
    expect(second).toHaveTextContent('Pedido de folga20/03/2026Reprovado');
    expect(lastList(api)).toEqual({ page: '1', limit: '5', order: 'desc', orderBy: 'createdAt' });
  });

  it('filters by reason and status, from page 1', async () => {
    const { api, user } = open();
    await screen.findByText('Ajuste do ponto');
    await choose(user, 'Motivo', 'Atestado parcial');
    await choose(user, 'Status', 'Aprovado');
    await waitFor(() => expect(lastList(api)).toMatchObject({ reason: 'PARTIAL_MEDICAL_CERTIFICATE', status: 'APPROVED', page: '1' }));
  });

  it("opens a row in the read-only 'SOLICITAÇÃO', with HR's reason and the attachment", async () => {
    const { user } = open();
    await user.click(await screen.findByText('Pedido de folga'));
    const dialog = within(await screen.findByRole('dialog', { name: 'SOLICITAÇÃO' }));
    expect(dialog.getByText('Semana de inventário')).toBeInTheDocument();
    expect(dialog.getByText('Reprovado')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'declaracao.pdf' })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Nenhuma solicitação encontrada!' when there is none", async () => {
    open({}, []);
    expect(await screen.findByText('Nenhuma solicitação encontrada!')).toBeInTheDocument();
  });

  it("says 'Falha ao buscar solicitações' when the list cannot load", async () => {
    open({ listMyRequests: () => json({}, 500) });
    await waitFor(() => expect(screen.getAllByText('Falha ao buscar solicitações')).toHaveLength(2));
  });
});

describe('SOLICITAR (002 §5.2, §8)', () => {
  it("offers 'Pedir Folga' and 'Compensação de horas', the reason required", async () => {
    const { user } = open();
    const dialog = await openAsk(user);
    await user.click(dialog.getByRole('combobox', { name: 'Motivo' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pedir Folga', 'Compensação de horas']);
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    expect(await dialog.findByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('asks a day off with its date and justification', async () => {
    const { api, user } = open({ requestDayOff: () => json({ _id: 'r-9' }, 201) });
    const dialog = await openAsk(user);
    await choose(user, 'Motivo', 'Pedir Folga');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(2);
    const day = addCalendarDays(today, 5);
    await user.type(dialog.getByRole('textbox', { name: 'Data da folga' }), typed(day));
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Casamento do meu irmão');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(api.callsTo('requestDayOff')).toHaveLength(1));
    expect(api.callsTo('requestDayOff')[0].body).toEqual({ reason: 'REQUEST_DAY_OFF', solicitationDate: day, justification: 'Casamento do meu irmão', attachment: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SOLICITAR' })).not.toBeInTheDocument());
  });

  it('fills the hours of the chosen day from the server and sends them in minutes', async () => {
    const { api, user } = open({ workTimeByDay: () => json(528), requestCompensation: () => json({ _id: 'r-9' }, 201) });
    const dialog = await openAsk(user);
    await choose(user, 'Motivo', 'Compensação de horas');
    const day = addCalendarDays(today, 2);
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(day));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Horas a compensar' })).toHaveValue('08:48'));
    expect(api.callsTo('workTimeByDay')[0]).toMatchObject({ params: { userId: 'u-1' } });
    expect(api.callsTo('workTimeByDay')[0].query.get('date')).toBe(day);
    expect(dialog.getByText('Banco de horas após a compensação: 01:12')).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Sábado trabalhado');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(api.callsTo('requestCompensation')).toHaveLength(1));
    expect(api.callsTo('requestCompensation')[0].body).toEqual({
      reason: 'HOURS_COMPENSATION',
      compensationDate: day,
      totalMinutesCompensated: 528,
      justification: 'Sábado trabalhado',
    });
  });

  it("sets 00:00 with 'Não foi possivel calcular o horario compensado', then refuses it as 'Valor inválido'", async () => {
    const { api, user } = open({ workTimeByDay: () => json({}, 500) });
    const dialog = await openAsk(user);
    await choose(user, 'Motivo', 'Compensação de horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(addCalendarDays(today, 2)));
    expect(await screen.findByText('Não foi possivel calcular o horario compensado')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Horas a compensar' })).toHaveValue('00:00');
    // The bank is back to its initial value.
    expect(dialog.getByText('Banco de horas após a compensação: 10:00')).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Sábado');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    expect(await dialog.findByText('Valor inválido')).toBeInTheDocument();
    expect(api.callsTo('requestCompensation')).toHaveLength(0);
  });

  it("refuses a day before today, asking nothing of the server: 'Informe uma igual ou data posterior a data atual.'", async () => {
    const { api, user } = open();
    const dialog = await openAsk(user);
    await choose(user, 'Motivo', 'Compensação de horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(addCalendarDays(today, -1)));
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Sábado');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    expect(await dialog.findByText('Informe uma igual ou data posterior a data atual.')).toBeInTheDocument();
    expect(api.callsTo('workTimeByDay')).toHaveLength(0);
  });

  it("says 'Não foi possível enviar a solicitação.' when the server gives no reason, and stays open", async () => {
    const { user } = open({ workTimeByDay: () => json(60), requestCompensation: () => json({}, 500) });
    const dialog = await openAsk(user);
    await choose(user, 'Motivo', 'Compensação de horas');
    await user.type(dialog.getByRole('textbox', { name: 'Data da compensação' }), typed(today));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Horas a compensar' })).toHaveValue('01:00'));
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Sábado');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Não foi possível enviar a solicitação.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'SOLICITAR' })).toBeInTheDocument();
  });
});
