import { ASKING_HEADER } from '@colabora/core/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { dayPlan, type DayPlan } from '@colabora/core/workday/schedule';
import { COMMERCIAL_SCALE, coffeeBreak } from '@colabora/core/workday/testing/journeys';
import type { PunchAnswer, PunchView, TodayPoints } from '@colabora/core/timeclock/point-register-api';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { NO_MIRROR_TOTALS } from '@colabora/core/timeclock/testing/day-summary';
import type { AssignedPunch } from '@colabora/core/timeclock/timeline';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { setupUser } from '@/testing/user';
import { todayPointsQueryOptions } from '../api/today-points';
import { MyScorePage } from './my-score-page';

// Meu ponto (002 §2.2, §4.2, §8): the page, its tabs and the REGISTROS timeline with the REGISTRAR PONTO dialog.
// The rules run on the server's time (serverNow), whatever the browser's clock says.

const MONDAY = '2026-03-02';
const plan = dayPlan({ ...COMMERCIAL_SCALE, breaks: [coffeeBreak('10:00')] }, MONDAY) as DayPlan;
const at = (time: string) => `${MONDAY}T${time}:00-03:00`;

function view(punch: AssignedPunch, overrides: Partial<PunchView> = {}): PunchView {
  return { ...punch, day: MONDAY, recordedAt: punch.punchedAt, hash: 'A'.repeat(64), breakName: null, expectedAt: null, outOfSchedule: false, ...overrides };
}
const ENTRY = view({ nsr: 41, punchedAt: at('08:01'), pointType: 'ENTRY', breakId: null, shiftDay: MONDAY }, { expectedAt: '08:00' });

function today(time: string, punches: PunchView[] = [], outOfSchedule: PunchView[] = [], entryLimitMinutes: number | null = null): TodayPoints {
  return {
    serverNow: new Date(at(time)).toISOString(),
    day: MONDAY,
    plan,
    journeyName: 'Comercial 44h',
    entryLimitMinutes,
    punches,
    outOfSchedule,
    receipts: [...punches, ...outOfSchedule].map(({ nsr, punchedAt }) => ({ nsr, punchedAt })).sort((a, b) => b.nsr - a.nsr),
    timeZone: 'America/Sao_Paulo',
  };
}

const COFFEE = view({ nsr: 42, punchedAt: at('10:01'), pointType: 'BREAK_START', breakId: 'Café', shiftDay: MONDAY }, { breakName: 'Café', expectedAt: '10:00', hash: 'ABC123'.padEnd(64, '0') });
const RECEIPT: PunchAnswer = {
  punch: COFFEE,
  point: { type: 'BREAK_START', breakName: 'Café', expectedAt: '10:00', day: MONDAY },
  today: today('10:01', [ENTRY, COFFEE]),
};

const MIRROR: PointMirrorAnswer = {
  employee: { _id: 'u-1', fullName: 'Ana Souza', profilePicture: null, workday: 'Comercial 44h' },
  period: { from: '2026-03-01', to: '2026-03-31' },
  totalMinutesWorkedByPeriod: 0,
  totals: NO_MIRROR_TOTALS,
  registers: [],
};

const RECEIPT_FILE = { fileName: 'comprovante-ponto-000000042.pdf', url: 'https://files.test/files/c-1/receipts/000000042.pdf?signature=abc' };

type Handlers = Parameters<typeof mockApi>[0];

function openPage(points: TodayPoints | Handler<'todayPoints'>, handlers: Handlers = {}, userId = 'u-1') {
  const api = mockApi({
    todayPoints: typeof points === 'function' ? points : () => json(points),
    getHoursBank: () => json(75),
    listPointAlerts: () => json([]),
    listMyRequests: () => json({ docs: [], total: 0 }),
    getMyPointMirror: () => json(MIRROR),
    ...handlers,
  });
  renderRoute(`/colaborator-home/score/${userId}`, { myScore: <MyScorePage /> }, { session: sessionFor('EMPLOYEE') });
  return api;
}

const timeline = async () => within(await screen.findByRole('list', { name: 'Registro de ponto' }));
const item = async (title: string) => within((await timeline()).getByText(title).closest('li') as HTMLElement);

describe('Meu ponto (/colaborator-home/score/{userId})', () => {
  it("links VER DETALHES DA JORNADA to the person's journey and composes REGISTROS, SOLICITAÇÕES and ESPELHO DE PONTO", async () => {
    openPage(today('07:00'));
    expect(screen.getByRole('heading', { name: 'Meu ponto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VER DETALHES DA JORNADA' })).toHaveAttribute('href', '/colaborator-home/score/journey/u-1');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['REGISTROS', 'SOLICITAÇÕES', 'ESPELHO DE PONTO']);
    expect(await screen.findByRole('region', { name: 'Registro de ponto' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('tab', { name: 'ESPELHO DE PONTO' }));
    expect(await screen.findByText('Total de horas trabalhadas:')).toBeInTheDocument();
  });

  it("shows another person's address no data", async () => {
    const api = openPage(today('07:00'), {}, 'u-2');
    expect(await screen.findByText('Você só pode ver o seu próprio ponto.')).toBeInTheDocument();
    expect(api.callsTo('todayPoints')).toEqual([]);
  });
});

describe('REGISTROS: the timeline (002 §4.2)', () => {
  it("lists today's points with their expected times, situations and the server's live clock", async () => {
    openPage(today('07:00'));
    const list = await timeline();
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Entrada',
      'Café - Ida',
      'Café - Volta',
      'Intervalo principal - Ida',
      'Intervalo principal - Volta',
      'Saída',
    ]);
    expect((await item('Entrada')).getByText('Previsto: 08:00')).toBeInTheDocument();
    expect((await item('Saída')).getByText('Aguardando registro')).toBeInTheDocument();
    // Not yet reachable: faded.
    expect((await timeline()).getAllByRole('listitem').every((li) => li.dataset.faded === 'true')).toBe(true);
    expect(screen.getAllByRole('timer', { name: 'Hora oficial do registro de ponto' })[0]).toHaveTextContent(/^02\/03\/2026 07:00:\d\d$/);
    expect(screen.queryByRole('button', { name: /^REGISTRAR Entrada/ })).not.toBeInTheDocument();
  });

  it('shows REGISTRAR on the entry within its window, and on a later point only once the entry is registered', async () => {
    openPage(today('08:03'));
    expect(await screen.findByRole('button', { name: 'REGISTRAR Entrada' })).toBeInTheDocument();
    expect((await timeline()).getAllByRole('button')).toHaveLength(1);
  });

  it("runs the rules on the server's clock as it goes on, never the browser's", async () => {
    // The browser's clock says another year; the server's says 07:54:59.4, and the entry opens at 07:55.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-20T15:00:00Z'));
    try {
      const answer = today('07:54');
      const serverNow = new Date(Date.parse(at('07:54')) + 59_400).toISOString();
      openPage({ ...answer, serverNow });
      expect(await screen.findByRole('list', { name: 'Registro de ponto' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'REGISTRAR Entrada' })).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'REGISTRAR Entrada' }, { timeout: 3000 })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Registrado com sucesso!' with the time and NSR, 'Pendente' past the window, and 'Ida para pausa não registrada'", async () => {
    openPage(today('10:30', [ENTRY]));
    expect((await item('Entrada')).getByText('Registrado com sucesso!')).toBeInTheDocument();
    expect((await item('Entrada')).getByText('Registrado às 08:01 · NSR 41')).toBeInTheDocument();
    expect((await item('Café - Ida')).getByText('Pendente')).toBeInTheDocument();
    expect((await item('Café - Volta')).getByText('Ida para pausa não registrada')).toBeInTheDocument();
  });

  it("says 'Ponto não pode ser registrado' on a limited entry past its limit", async () => {
    openPage(today('08:11', [], [], 10));
    const entry = await item('Entrada');
    expect(entry.getByText('Ponto não pode ser registrado')).toBeInTheDocument();
    expect(entry.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Nenhum registro de ponto encontrado!' on a day with nothing planned or recorded", async () => {
    openPage({ ...today('09:00'), plan: null });
    expect(await screen.findByText('Nenhum registro de ponto encontrado!')).toBeInTheDocument();
  });

  it("lists punches recorded out of schedule, for HR's review", async () => {
    const outside = view({ nsr: 50, punchedAt: at('11:00'), pointType: null, shiftDay: null }, { outOfSchedule: true });
    openPage(today('11:05', [ENTRY], [outside]));
    const section = within(await screen.findByRole('region', { name: 'Registros fora do horário previsto' }));
    expect(section.getByText('11:00 · NSR 50 · Em análise pelo RH')).toBeInTheDocument();
  });

  it('polls every 60 seconds, except after a refusal', async () => {
    const interval = todayPointsQueryOptions().refetchInterval as (query: { state: { error: unknown } }) => number | false;
    expect(interval({ state: { error: null } })).toBe(60_000);
    expect(interval({ state: { error: new ApiError(500, null) } })).toBe(60_000);
    expect(interval({ state: { error: new ApiError(403, 'Não') } })).toBe(false);
  });

  it('says so, without polling, to someone who may not punch', async () => {
    const api = openPage(() => json({ message: 'O registro de ponto não está ativo para você. Fale com o RH da empresa.' }, 403));
    expect(await screen.findByText('O registro de ponto não está ativo para você. Fale com o RH da empresa.')).toBeInTheDocument();
    expect(api.callsTo('todayPoints')).toHaveLength(1);
  });
});

describe('REGISTRAR PONTO (002 §2.2, §8)', () => {
  it("confirms the point, sends which point was meant (never the browser's time), then shows the NSR and the hash", async () => {
    const api = openPage(today('10:01', [ENTRY]), { punch: () => json(RECEIPT, 201) });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'REGISTRAR Café - Ida' }));
    const dialog = within(screen.getByRole('dialog', { name: 'REGISTRAR PONTO' }));
    expect(dialog.getByText("Registrar o ponto 'Café - Ida' agora?")).toBeInTheDocument();
    expect(dialog.getByRole('timer')).toHaveTextContent(/^02\/03\/2026 10:01:\d\d$/);
    await user.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await dialog.findByText('Ponto registrado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('punch')[0].body).toEqual({ type: 'BREAK_START', breakName: 'Café', pointStartDate: '2026-03-02T10:00:00-03:00' });
    expect(api.callsTo('punch')[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const receipt = within(dialog.getByRole('region', { name: 'Comprovante' }));
    expect(receipt.getByText('42')).toBeInTheDocument();
    expect(receipt.getByText('02/03/2026 10:01')).toBeInTheDocument();
    expect(receipt.getByText(RECEIPT.punch.hash)).toBeInTheDocument();
    // Told once: in the dialog, no notice besides.
    expect(screen.getAllByText('Ponto registrado com sucesso')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer's day is shown: one call, the day not asked for again.
    expect((await item('Café - Ida')).getByText('Registrado às 10:01 · NSR 42')).toBeInTheDocument();
    expect(api.callsTo('todayPoints')).toHaveLength(1);
  });

  it("links the new punch's receipt as soon as it is recorded (Portaria 671 art. 80)", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = openPage(today('10:01', [ENTRY]), { punch: () => json(RECEIPT, 201), getPunchReceipt: () => json(RECEIPT_FILE) });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'REGISTRAR Café - Ida' }));
    const dialog = within(screen.getByRole('dialog', { name: 'REGISTRAR PONTO' }));
    await user.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await user.click(await dialog.findByRole('button', { name: 'Baixar o comprovante deste registro' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('getPunchReceipt')[0].params).toEqual({ nsr: '42' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(RECEIPT_FILE.url);
  });

  it("shows 'Registrando…' while the server numbers the punch (202), asks for it with the same key, then the receipt", async () => {
    let asked = 0;
    const pending = { pending: { punchedAt: at('10:01'), point: RECEIPT.point } };
    // The first answer says what is being recorded; an ask's 202 only that it still is.
    const replies = [json(pending, 202), json({ pending: null }, 202), json(RECEIPT, 201)];
    const api = openPage(today('10:01', [ENTRY]), { punch: () => replies[asked++] });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'REGISTRAR Café - Ida' }));
    const dialog = within(screen.getByRole('dialog', { name: 'REGISTRAR PONTO' }));
    await user.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    const status = await dialog.findByRole('status');
    expect(status).toHaveTextContent('Registrando…');
    expect(status).toHaveTextContent('Seu ponto foi recebido às 10:01 e está sendo registrado.');
    // The receipts card shows it too, before its NSR exists.
    const receipts = screen.getByRole('region', { name: 'Comprovantes de registro de ponto', hidden: true });
    expect(within(receipts).getByText('Registrando…')).toBeInTheDocument();
    expect(await dialog.findByText('Ponto registrado com sucesso', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog.getByRole('region', { name: 'Comprovante' })).getByText('42')).toBeInTheDocument();
    const keys = api.callsTo('punch').map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // Only the asks say so: the first is the punch, which the server queues; an ask is never queued again.
    expect(api.callsTo('punch').map((call) => call.headers.get(ASKING_HEADER))).toEqual([null, '1', '1']);
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Houve alguma falha ao registrar o ponto' when the punch fails", async () => {
    openPage(today('08:02'), { punch: () => json({ message: 'Erro inesperado' }, 500) });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'REGISTRAR Entrada' }));
    const dialog = within(screen.getByRole('dialog', { name: 'REGISTRAR PONTO' }));
    await user.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await dialog.findByText('Houve alguma falha ao registrar o ponto')).toBeInTheDocument();
    expect(screen.getAllByText('Houve alguma falha ao registrar o ponto')).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'CONFIRMAR' })).toBeEnabled();
  });

  it('records a punch outside every window, saying HR will review it', async () => {
    const punch = view({ nsr: 60, punchedAt: at('11:00'), pointType: null, shiftDay: null }, { outOfSchedule: true });
    const outside: PunchAnswer = { punch, point: null, today: today('11:00', [ENTRY], [punch]) };
    const api = openPage(today('11:00', [ENTRY]), { punch: () => json(outside, 201) });
    const user = setupUser();
    expect(await screen.findByText(/o RH o analisa nas solicitações e no espelho de ponto/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'REGISTRAR FORA DO HORÁRIO' }));
    const dialog = within(screen.getByRole('dialog', { name: 'REGISTRAR PONTO' }));
    expect(dialog.getByText(/analisado pelo RH/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await dialog.findByText('Fora do horário previsto')).toBeInTheDocument();
    expect(api.callsTo('punch')[0].body).toEqual({});
  });
});

describe('Comprovantes (Portaria 671 arts. 79–80): the receipts of the last 48 hours', () => {
  const receipts = async () => within(await screen.findByRole('region', { name: 'Comprovantes de registro de ponto' }));

  it('lists each receipt with its date, time and NSR, newest first, and downloads it through its link', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = openPage(today('10:30', [ENTRY, COFFEE]), { getPunchReceipt: () => json(RECEIPT_FILE) });
    const section = await receipts();
    const rows = await section.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('02/03/2026 10:01NSR 42'),
      expect.stringContaining('02/03/2026 08:01NSR 41'),
    ]);
    await setupUser().click(section.getByRole('button', { name: 'Baixar comprovante de 02/03/2026 10:01, NSR 42' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('getPunchReceipt')[0].params).toEqual({ nsr: '42' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe(RECEIPT_FILE.url);
    expect(link.download).toBe(RECEIPT_FILE.fileName);
  });

  it('says when there is none', async () => {
    openPage(today('07:00'));
    expect(await (await receipts()).findByText('Nenhum registro de ponto nas últimas 48 horas.')).toBeInTheDocument();
  });

  it("says in Portuguese when the receipt could not be downloaded", async () => {
    openPage(today('10:30', [ENTRY]), { getPunchReceipt: () => json({ message: 'Erro inesperado' }, 500) });
    await setupUser().click(await (await receipts()).findByRole('button', { name: 'Baixar comprovante de 02/03/2026 08:01, NSR 41' }));
    expect(await screen.findByText('Não foi possível baixar o comprovante. Tente novamente.')).toBeInTheDocument();
  });

  it('is not shown to someone who may not punch', async () => {
    openPage(() => json({ message: 'O registro de ponto não está ativo para você. Fale com o RH da empresa.' }, 403));
    expect(await screen.findByText('O registro de ponto não está ativo para você. Fale com o RH da empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comprovantes de registro de ponto' })).not.toBeInTheDocument();
  });
});
