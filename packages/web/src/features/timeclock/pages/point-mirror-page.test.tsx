import { screen, waitFor, within } from '@testing-library/react';
import type { MirrorRegister, PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { DAY_RULE_ALERT_TITLE } from '@colabora/core/timeclock/alerts';
import { NO_CLT_FIGURES, NO_MIRROR_TOTALS } from '@colabora/core/timeclock/testing/day-summary';
import { MIRROR_PDF_MSG } from '@colabora/core/timeclock/mirror-document';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { answer } from '@/testing/form-queries';
import { json, mockApi, type ApiCall, type Handler, type Handlers, type RouteAnswer } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { MirrorView } from '@/domain/timeclock/components/mirror/mirror-view';
import { PointMirrorPage } from './point-mirror-page';

const cell = <T,>(value: T | null, alert = false) => ({ value, alert });

const register = (over: Partial<MirrorRegister> & Pick<MirrorRegister, 'date'>): MirrorRegister => ({
  enterTime: cell('08:00'),
  exitTime: cell('17:48'),
  totalHours: cell(528),
  totalBreaks: cell(60),
  mainBreak: 60,
  breakPreAssigned: false,
  clt: NO_CLT_FIGURES,
  ruleAlerts: [],
  justification: null,
  attachment: null,
  reason: null,
  statusRequest: null,
  isDayOff: false,
  weeklyRestLost: false,
  alert: false,
  icon: null,
  ...over,
});

const MIRROR: PointMirrorAnswer = {
  employee: { _id: 'u-9', fullName: 'Lia Pereira', profilePicture: null, workday: 'Comercial' },
  period: { from: '2026-11-01', to: '2026-11-30' },
  totalMinutesWorkedByPeriod: 1056,
  totals: { ...NO_MIRROR_TOTALS, lostWeeklyRestDays: 1 },
  registers: [
    register({ date: '2026-11-01', enterTime: cell(null), exitTime: cell(null), totalHours: cell(null), totalBreaks: cell(null), isDayOff: true, justification: 'Descanso semanal' }),
    register({
      date: '2026-11-02',
      enterTime: cell(null, true),
      exitTime: cell(null),
      totalHours: cell(null, true),
      totalBreaks: cell(null),
      alert: true,
      icon: 'ALERT',
    }),
    register({
      date: '2026-11-03',
      totalBreaks: cell(45, true),
      mainBreak: 30,
      clt: { nightMinutes: 360, nightReducedSeconds: 24_686, ordinaryOvertime: 60, restDayOvertime: 0 },
      ruleAlerts: [{ kind: 'SHORT_MAIN_BREAK', title: DAY_RULE_ALERT_TITLE.SHORT_MAIN_BREAK }],
      alert: true,
      icon: 'REQUEST',
      reason: 'MEDICAL_CERTIFICATE',
      statusRequest: 'IN_ANALYSIS',
      justification: 'Consulta',
      attachment: { requestId: 'r-1', name: 'atestado.pdf' },
    }),
    register({ date: '2026-11-04', breakPreAssigned: true }),
    register({
      date: '2026-11-08',
      enterTime: cell(null),
      exitTime: cell(null),
      totalHours: cell(null),
      totalBreaks: cell(null),
      isDayOff: true,
      justification: 'Descanso semanal',
      weeklyRestLost: true,
    }),
  ],
};

const query = (call: ApiCall) => Object.fromEntries(call.query.entries());

function openPage(mirror: Handler<'getPointMirror'> = () => json(MIRROR), handlers: Handlers = {}) {
  const api = mockApi({ getPointMirror: mirror, getFileLink: () => json({ url: 'https://files.test/foto.jpg', expiresIn: 60 }), ...handlers });
  const app = renderRoute('/home/record-points/u-9/point-mirror', { pointMirror: <PointMirrorPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
  return { ...app, api };
}

const rowOf = (label: string) => within(screen.getByText(label).closest('tr') as HTMLElement);

describe('the art. 84 mirror as a signed PDF (issue 23 §6)', () => {
  const FILE = { fileName: 'espelho-ponto-2026-11-lia-pereira.pdf', url: 'https://files.test/espelho.pdf' };

  it("downloads the month on screen through its link, the button busy while the PDF is made", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: (response: RouteAnswer<'getMirrorPdf'>) => void = () => undefined;
    const { user, api } = openPage(undefined, { getMirrorPdf: () => new Promise((resolve) => (answer = resolve)) });
    await user.click(await screen.findByRole('button', { name: MIRROR_PDF_MSG.download('2026-11') }));
    await waitFor(() => expect(screen.getByRole('button', { name: MIRROR_PDF_MSG.preparing })).toBeDisabled());
    expect(api.callsTo('getMirrorPdf')[0].params).toEqual({ personId: 'u-9' });
    expect(query(api.callsTo('getMirrorPdf')[0])).toEqual({ month: '2026-11' });
    answer(json(FILE));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe(FILE.url);
    expect(link.download).toBe(FILE.fileName);
    expect(await screen.findByRole('button', { name: MIRROR_PDF_MSG.download('2026-11') })).toBeEnabled();
    click.mockRestore();
  });

  it('says in Portuguese when the PDF could not be made', async () => {
    const { user } = openPage(undefined, { getMirrorPdf: () => json({ message: 'Erro inesperado' }, 500) });
    await user.click(await screen.findByRole('button', { name: MIRROR_PDF_MSG.download('2026-11') }));
    expect(await screen.findByText(MIRROR_PDF_MSG.failed)).toBeInTheDocument();
  });
});

describe('point mirror (spec 002 §2.4, §4.3, §5.6)', () => {
  it("shows the person, 'JORNADA: …', the period, the total and a row per day with dashes, icons and greyed days off", async () => {
    const { api } = openPage();
    expect(await screen.findByRole('heading', { name: 'Lia Pereira' })).toBeInTheDocument();
    expect(screen.getByText('JORNADA: Comercial')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'REGISTROS DE PONTOS' })).toBeInTheDocument();
    expect(api.callsTo('getPointMirror')[0].params).toEqual({ userId: 'u-9' });
    expect(query(api.callsTo('getPointMirror')[0])).toEqual({ isOnlyAlerts: 'false' });
    expect(screen.getByText(/01\/11\/2026 à 30\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Total de horas trabalhadas:').parentElement).toHaveTextContent('17:36');
    const table = screen.getByRole('table', { name: 'REGISTROS DE PONTOS' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Data',
      'Entrada',
      'Saída',
      'Horas',
      'Noturnas',
      'Noturnas reduzidas',
      'Extras 50%',
      'Extras 100%',
      'Pausas',
      'Justificativa',
      'Anexos',
      'Motivos',
      'Aprovação',
      'Alertas da CLT',
    ]);
    const sunday = screen.getByText('01/11 - Domingo').closest('tr') as HTMLElement;
    expect(sunday).toHaveAttribute('data-day-off', 'true');
    expect(within(sunday).getAllByText('-----').length).toBeGreaterThanOrEqual(4);
    expect(rowOf('02/11 - Segunda-feira').getByTitle('Dia sem registro de entrada')).toBeInTheDocument();
    expect(rowOf('02/11 - Segunda-feira').getAllByTitle('Alerta')).toHaveLength(2);
    const tuesday = rowOf('03/11 - Terça-feira');
    expect(tuesday.getByTitle('Dia com solicitação')).toBeInTheDocument();
    expect(tuesday.getByText('Atestado')).toBeInTheDocument();
    expect(tuesday.getByText('Em análise')).toBeInTheDocument();
    // Issue 22: the main break apart from the paid breaks, the night hours reduced, the CLT alerts by title.
    expect(tuesday.getByText('Intervalo 00:30')).toBeInTheDocument();
    expect(tuesday.getByText('Pausas pagas e outras 00:15')).toBeInTheDocument();
    expect(tuesday.getByText('06:51:26')).toBeInTheDocument();
    expect(tuesday.getByText('Intervalo principal menor que o mínimo legal (CLT art. 71)')).toBeInTheDocument();
    expect(rowOf('04/11 - Quarta-feira').getByText('Intervalo pré-assinalado (CLT art. 74 §2)')).toBeInTheDocument();
    expect(screen.getByText(/Pausas mostra o intervalo principal e, à parte, as pausas pagas/)).toBeInTheDocument();
    expect(tuesday.getByRole('button', { name: 'Baixar anexo atestado.pdf' })).toBeInTheDocument();
    // Issue 22 §5: the Sunday whose paid rest a fault in its week took away, and the period's count.
    expect(rowOf('08/11 - Domingo').getByText('DSR perdido (falta na semana, Lei 605/49 art. 6)')).toBeInTheDocument();
    expect(rowOf('01/11 - Domingo').queryByText(/DSR perdido/)).toBeNull();
    expect(screen.getByText('DSR perdidos no período:').parentElement).toHaveTextContent('DSR perdidos no período: 1');
  });

  it("'Ver somente registros com alerta' asks again with isOnlyAlerts", async () => {
    const { api, user } = openPage();
    await screen.findByText('02/11 - Segunda-feira');
    await user.click(screen.getByRole('checkbox', { name: 'Ver somente registros com alerta' }));
    await waitFor(() => expect(query(api.callsTo('getPointMirror').at(-1) as ApiCall)).toEqual({ isOnlyAlerts: 'true' }));
  });

  it("a Período needs both dates ('Informe um período.'), the end not before the start; then BUSCAR sends it", async () => {
    const { api, user } = openPage();
    await screen.findByText('02/11 - Segunda-feira');
    await answer(user, 'Filtrar por', 'Período');
    await fill(user, screen.getByLabelText(/^Entre/), '10/10/2026');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('Informe um período.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Até/), '05/10/2026');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('A data final é maior que a data inicial. Verifique as datas.')).toBeInTheDocument();
    expect(api.callsTo('getPointMirror')).toHaveLength(1);
    await user.clear(screen.getByLabelText(/^Até/));
    await user.tab();
    await fill(user, screen.getByLabelText(/^Até/), '20/10/2026');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    await waitFor(() =>
      expect(query(api.callsTo('getPointMirror').at(-1) as ApiCall)).toEqual({ periodStartDate: '2026-10-10', periodEndDate: '2026-10-20', isOnlyAlerts: 'false' }),
    );
  });

  it("says 'Não há registros no espelho de ponto!' for no rows", async () => {
    openPage(() => json({ ...MIRROR, registers: [] }));
    expect(await screen.findByText('Não há registros no espelho de ponto!')).toBeInTheDocument();
  });

  it("says 'Não foi possível buscar o espelho de ponto.' when it cannot read it", async () => {
    openPage(() => json({ message: 'x' }, 500));
    expect((await screen.findAllByText('Não foi possível buscar o espelho de ponto.')).length).toBeGreaterThan(0);
  });
});

describe('MirrorView for oneself (ESPELHO DE PONTO)', () => {
  it('reads the own mirror: the route names nobody', async () => {
    const api = mockApi({ getMyPointMirror: () => json(MIRROR) });
    renderRoute('/colaborator-home/score/u-1', { myScore: <MirrorView source={{ kind: 'own' }} /> }, { session: sessionFor('EMPLOYEE') });
    expect(await screen.findByText('02/11 - Segunda-feira')).toBeInTheDocument();
    expect(api.callsTo('getMyPointMirror')[0].params).toEqual({});
    expect(screen.queryByText('JORNADA: Comercial')).toBeNull();
  });
});
