import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/testing/user';
import { appPath } from '@colabora/core/navigation/app-routes';
import { personMonthScale } from '@colabora/core/timeclock/person-month-scale';
import { personFacts } from '@colabora/core/timeclock/testing/person-facts';
import type { Journey } from '@colabora/core/workday/schema';
import { coffeeBreak, NIGHT_SHIFT_SCALE, storedJourney } from '@colabora/core/workday/testing/journeys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp, renderRoute } from '@/testing/render';
import { employeeDetail } from '../testing/employee-detail';
import { MyJourneyPage } from './my-journey-page';

type Handlers = Parameters<typeof mockApi>[0];

/** Core's 5x2 journey (08:00–17:48) on a bank of hours, its two breaks listed out of their order in the day. */
function personJourney(overrides: Partial<Journey> = {}): Journey {
  const breaks = [coffeeBreak('15:00', 15, 'Lanche'), coffeeBreak('10:00', 10)];
  return storedJourney({ pointType: 'Banco de Horas', numberOfBreaks: '2Breaks', breaks, ...overrides });
}

/** GET /api/scale/month-scale as the server computes it, with 03/03/2026 a company holiday. */
const monthOf = (call: ApiCall) =>
  personMonthScale(
    personFacts({ admissionDay: null, journey: personJourney(), holidays: [{ name: 'Data magna', holidayModel: 'date', date: '2026-03-03' }] }),
    Number(call.query.get('year')),
    Number(call.query.get('month')),
  );

function openJourney(journey: Journey | null, handlers: Handlers = {}, userId = 'u-1') {
  const api = mockApi({ getPersonJourney: () => json(journey), getMonthScale: (call) => json(monthOf(call)), ...handlers });
  const app = renderRoute(appPath('myJourney', { userId }), { myJourney: <MyJourneyPage /> }, { session: sessionFor('EMPLOYEE') });
  return { ...app, api };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const month = () => within(screen.getByRole('table', { name: /de 2026$/ }));
/** The cell of a day of the month shown, by its number. */
function dayCell(day: number) {
  const cell = month()
    .getAllByRole('cell')
    .find((each) => each.querySelector('time')?.textContent === String(day));
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00-03:00'));
});
afterEach(() => vi.useRealTimers());

describe('Minha jornada (/colaborator-home/score/journey/{userId}, spec 002 §2.1, §3, §9)', () => {
  it("shows the person's journey, its hours and its breaks in the order they happen", async () => {
    const { api } = openJourney(personJourney());
    const details = within(await screen.findByRole('region', { name: 'Detalhes da jornada' }));
    expect(api.callsTo('getPersonJourney')[0].params).toEqual({ userId: 'u-1' });
    expect(screen.getByRole('heading', { name: 'Minha jornada' })).toBeInTheDocument();
    expect(details.getByText('Comercial 44h')).toBeInTheDocument();
    expect(details.getByText('Semanal 5x2')).toBeInTheDocument();
    expect(details.getByText('Banco de Horas')).toBeInTheDocument();
    expect(details.getByText('Aplicado')).toBeInTheDocument();
    expect(details.getByText('44:00')).toBeInTheDocument();
    const hours = within(details.getByRole('table', { name: 'Horários' }));
    expect(hours.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Segunda-feira08:0017:4860 min',
      'Terça-feira08:0017:4860 min',
      'Quarta-feira08:0017:4860 min',
      'Quinta-feira08:0017:4860 min',
      'Sexta-feira08:0017:4860 min',
    ]);
    const breaks = within(section('Pausas').getByRole('table', { name: 'Pausas' }));
    expect(breaks.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Café10:0010 min', 'Lanche15:0015 min']);
  });

  it('shows a 12/36 shift ending the next day, its cycle counted from the admission date', async () => {
    openJourney(personJourney({ name: 'Plantão noturno', ...NIGHT_SHIFT_SCALE }));
    const details = within(await screen.findByRole('region', { name: 'Detalhes da jornada' }));
    expect(within(details.getByRole('table', { name: 'Horários' })).getAllByRole('row')[1]).toHaveTextContent(
      'Plantão19:0007:00 (dia seguinte)60 min',
    );
    expect(details.getByText('Início do ciclo').nextElementSibling).toHaveTextContent('Data de admissão');
    expect(section('Pausas').getByText('Não há pausas para essa jornada')).toBeInTheDocument();
  });

  it('shows the month from Monday, each day a work day, a holiday or a day off', async () => {
    const { api } = openJourney(personJourney());
    const table = await screen.findByRole('table', { name: 'março de 2026' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'))).toEqual([
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
      'Domingo',
    ]);
    expect(Object.fromEntries(api.callsTo('getMonthScale')[0].query)).toEqual({ month: '3', year: '2026', userId: 'u-1' });
    await waitFor(() => expect(dayCell(2)).toHaveTextContent('Dia de trabalho08:00–17:48'));
    expect(dayCell(3)).toHaveTextContent('Feriado');
    expect(dayCell(7)).toHaveTextContent('Folga');
    expect(dayCell(1)).toHaveTextContent('Folga');
    // March 2026 starts on a Sunday: the first row is blank until its last column.
    expect(within(table).getAllByRole('row')[1].querySelectorAll('time')).toHaveLength(1);
    expect(dayCell(10)).toHaveAttribute('aria-current', 'date');
    expect(table).toHaveStyle({ height: '800px' });
  });

  it('moves month by month with labelled buttons, and back to the current one', async () => {
    const { api, user } = openJourney(personJourney());
    await screen.findByRole('table', { name: 'março de 2026' });
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByRole('table', { name: 'abril de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayCell(1)).toHaveTextContent('Dia de trabalho'));
    expect(Object.fromEntries(api.callsTo('getMonthScale').at(-1)!.query)).toMatchObject({ month: '4', year: '2026' });
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByRole('table', { name: 'fevereiro de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mês atual' }));
    expect(await screen.findByRole('table', { name: 'março de 2026' })).toBeInTheDocument();
  });

  it("says 'Não há detalhes para essa jornada' and 'Não há pausas para essa jornada' to a person without one", async () => {
    const { api } = openJourney(null);
    expect(await screen.findByText('Não há detalhes para essa jornada')).toBeInTheDocument();
    expect(section('Pausas').getByText('Não há pausas para essa jornada')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('getMonthScale')).toEqual([]);
  });

  it("says 'Não foi possivel buscar a jornada' with a retry when the journey cannot be read", async () => {
    let fail = true;
    const { user } = openJourney(null, {
      getPersonJourney: () => (fail ? json({ message: 'Erro' }, 500) : json(personJourney())),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possivel buscar a jornada');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByRole('region', { name: 'Detalhes da jornada' })).toBeInTheDocument();
  });

  it("says 'Não foi possivel buscar a escala' with a retry, keeping the journey's details", async () => {
    let fail = true;
    const { user } = openJourney(personJourney(), {
      getMonthScale: (call) => (fail ? json({ message: 'Erro' }, 500) : json(monthOf(call))),
    });
    const region = await screen.findByRole('region', { name: 'Escala do mês' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Não foi possivel buscar a escala');
    expect(section('Detalhes da jornada').getByText('Comercial 44h')).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    await waitFor(() => expect(dayCell(2)).toHaveTextContent('Dia de trabalho'));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows none of another person's journey and leads back to the person's own start page", async () => {
    const { api } = openJourney(personJourney(), {
      getPersonJourney: () => json({ message: 'Você não tem permissão para esta ação.' }, 403),
    }, 'u-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta página mostra a jornada de outra pessoa. Você só pode ver a sua própria jornada.',
    );
    expect(api.callsTo('getPersonJourney')[0].params).toEqual({ userId: 'u-2' });
    expect(api.callsTo('getMonthScale')).toEqual([]);
    expect(screen.queryByText('Comercial 44h')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLTAR AO INÍCIO' })).toHaveAttribute('href', '/colaborator-home');
  });

  it("opens from Meu ponto's VER DETALHES DA JORNADA", async () => {
    mockApi({
      getUser: () => json(employeeDetail()),
      getPersonJourney: () => json(personJourney()),
      getMonthScale: (call) => json(monthOf(call)),
      getHoursBank: () => json(0),
      listPointAlerts: () => json([]),
      todayPoints: () => json({ message: 'Falha' }, 500),
      listMyRequests: () => json({ docs: [], total: 0 }),
    });
    renderApp('/colaborator-home/score/u-1', { session: sessionFor('EMPLOYEE') });
    await setupUser().click(await screen.findByRole('link', { name: 'VER DETALHES DA JORNADA' }));
    expect(await screen.findByRole('region', { name: 'Detalhes da jornada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minha jornada' })).toBeInTheDocument();
  });
});
