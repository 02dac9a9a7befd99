import { screen, waitFor, within } from '@testing-library/react';
import { currentMonthPeriod } from '@colabora/core/timeclock/period-filter';
import type { PointRecord } from '@colabora/core/timeclock/records';
import { NO_PERIOD_FIGURES } from '@colabora/core/timeclock/testing/day-summary';
import { describe, expect, it } from 'vitest';
import { sessionFor, jobRole, department } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type ApiCall, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { RecordsTab } from './records-tab';
import { companyToday } from '@/lib/format-date';

const record = (over: Partial<PointRecord> & Pick<PointRecord, '_id' | 'fullName'>): PointRecord => ({
  workday: 'Comercial',
  workedDays: 20,
  faults: 0,
  plannedMinutesByPeriod: 10560,
  minutesWorkedByPeriod: 10575,
  alerts: 0,
  ...NO_PERIOD_FIGURES,
  ...over,
});

const ROWS = [record({ _id: 'u-1', fullName: 'Ana Souza', alerts: 3, faults: 1, minutesWorkedByPeriod: 75, lostWeeklyRestDays: 1 }), record({ _id: 'u-2', fullName: 'Bruno Lima' })];

const CATALOG = {
  listJobRoles: () => json([jobRole({ _id: 'jr-1', name: 'Caixa', baseSalary: 1 })]),
  listDepartments: () => json([department({ _id: 'd-1', name: 'Loja' })]),
};

const query = (call: ApiCall) => Object.fromEntries(call.query.entries());
const br = (day: string) => day.split('-').reverse().join('/');

async function openTab(list: Handler<'listPointRecords'> = () => json({ docs: ROWS, page: 1, limit: 5, pages: 1, total: 2 })) {
  const api = mockApi({ ...CATALOG, listPointRecords: list });
  const app = renderRoute('/home/record-points', { recordPoints: <RecordsTab /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('REGISTROS GERAIS (spec 002 §2.3, §5.3, §9)', () => {
  it("asks the current month by name, 5 a page, and shows the 'Colaboradores' columns with HH:MM and alerts highlighted", async () => {
    const { api } = await openTab();
    await screen.findByText('Ana Souza');
    const { from, to } = currentMonthPeriod(companyToday());
    expect(query(api.callsTo('listPointRecords')[0])).toEqual({ page: '1', limit: '5', order: 'asc', orderBy: 'fullName', periodStartDate: from, periodEndDate: to });
    expect(api.callsTo('listPointRecords')[0].params).toEqual({ companyId: 'c-1' });
    expect(screen.getByText(`Período informado: ${br(from)} à ${br(to)}`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Colaboradores' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nome',
      'Jornada',
      'Dias trabalhados',
      'Faltas',
      'Horas planejadas',
      'Horas trabalhadas',
      'Noturnas',
      'Noturnas reduzidas',
      'Extras 50%',
      'Extras 100%',
      'DSR perdidos',
      'Alertas',
      'Ação',
    ]);
    const ana = rowOf('Ana Souza');
    expect(ana.getByText('176:00')).toBeInTheDocument();
    expect(ana.getByText('01:15')).toBeInTheDocument();
    // Issue 22 §5: the week's fault took away its paid weekly rest (Lei 605/49 art. 6).
    expect(ana.getAllByRole('cell')[10]).toHaveTextContent('1');
    const alertsCell = (name: string) => rowOf(name).getAllByRole('cell')[11];
    expect(alertsCell('Ana Souza').querySelector('strong')).toHaveTextContent('3');
    expect(alertsCell('Bruno Lima')).toHaveTextContent('0');
    expect(alertsCell('Bruno Lima').querySelector('strong')).toBeNull();
    expect(ana.getByRole('link', { name: 'Ver espelho de ponto de Ana Souza' })).toHaveAttribute('href', '/home/record-points/u-1/point-mirror');
  });

  it('sorts by every column but the action; a second click turns the order', async () => {
    const { api, user } = await openTab();
    await screen.findByText('Ana Souza');
    const table = screen.getByRole('table', { name: 'Colaboradores' });
    await user.click(within(table).getByRole('button', { name: 'Horas trabalhadas' }));
    await waitFor(() => expect(query(api.callsTo('listPointRecords').at(-1) as ApiCall)).toMatchObject({ orderBy: 'minutesWorkedByPeriod', order: 'asc' }));
    await user.click(within(table).getByRole('button', { name: 'Horas trabalhadas' }));
    await waitFor(() => expect(query(api.callsTo('listPointRecords').at(-1) as ApiCall)).toMatchObject({ orderBy: 'minutesWorkedByPeriod', order: 'desc' }));
    for (const name of ['Nome', 'Jornada', 'Dias trabalhados', 'Faltas', 'Horas planejadas', 'Alertas']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(table).queryByRole('button', { name: 'Ação' })).toBeNull();
  });

  it("BUSCAR applies the period, Cargo and Departamento; one date alone says 'Insira uma data final' and asks nothing", async () => {
    const { api, user } = await openTab();
    await screen.findByText('Ana Souza');
    const start = screen.getByLabelText(/^Início do período/);
    const end = screen.getByLabelText(/^Final do período/);
    await user.clear(end);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('Insira uma data final')).toBeInTheDocument();
    expect(api.callsTo('listPointRecords')).toHaveLength(1);

    // The start is still the first day of the current month: after 10/09/2026.
    await fill(user, end, '10/09/2026');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('Intervalo inválido')).toBeInTheDocument();
    expect(api.callsTo('listPointRecords')).toHaveLength(1);

    await user.clear(start);
    await user.tab();
    await fill(user, start, '01/09/2026');
    await choose(user, 'Cargo', 'Caixa');
    await choose(user, 'Departamento', 'Loja');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    await waitFor(() =>
      expect(query(api.callsTo('listPointRecords').at(-1) as ApiCall)).toMatchObject({
        periodStartDate: '2026-09-01',
        periodEndDate: '2026-09-10',
        jobRole: 'jr-1',
        department: 'd-1',
        page: '1',
      }),
    );
    expect(screen.getByText('Período informado: 01/09/2026 à 10/09/2026')).toBeInTheDocument();
  });

  it('searches by text as typed', async () => {
    const { api, user } = await openTab();
    await screen.findByText('Ana Souza');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar colaborador' }), 'ana');
    await waitFor(() => expect(query(api.callsTo('listPointRecords').at(-1) as ApiCall)).toMatchObject({ text: 'ana' }), { timeout: 2000 });
  });

  it("says 'Nenhum colaborador encontrado!' and 'Falha ao buscar dados'", async () => {
    await openTab(() => json({ docs: [], page: 1, limit: 5, pages: 1, total: 0 }));
    expect(await screen.findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
  });

  it("says 'Falha ao buscar dados' when the list fails", async () => {
    await openTab(() => json({ message: 'x' }, 500));
    expect((await screen.findAllByText('Falha ao buscar dados')).length).toBeGreaterThan(0);
  });
});
