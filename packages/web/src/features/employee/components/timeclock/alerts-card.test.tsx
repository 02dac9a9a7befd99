import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { AlertsCard } from './alerts-card';

const ABSENCE: PointAlertView = {
  _id: '2026-11-24_ABSENCE_ENTRY',
  alertType: 'ABSENCE',
  pointType: 'ENTRY',
  breakName: null,
  pointStartDate: '2026-11-24T08:00:00-03:00',
  date: '2026-11-24',
  inAnalysis: false,
};
const PENDING_BREAK: PointAlertView = {
  _id: '2026-11-25_PENDING_POINT_BREAK_START_cafe',
  alertType: 'PENDING_POINT',
  pointType: 'BREAK_START',
  breakName: 'Café',
  pointStartDate: '2026-11-25T10:00:00-03:00',
  date: '2026-11-25',
  inAnalysis: false,
};

const open = () => renderWithProviders(<AlertsCard />, { session: sessionFor('EMPLOYEE') });
const card = () => screen.getByRole('region', { name: 'Alertas' });

afterEach(() => vi.useRealTimers());

describe('alerts card (002 §2.2 REGISTROS, §3 PointAlert, §7.1, §9)', () => {
  it('lists each alert with its type, its point and the expected time dd/MM/yyyy HH:mm', async () => {
    mockApi({ listPointAlerts: () => json([ABSENCE, PENDING_BREAK]) });
    open();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Falta · Entrada24\/11\/2026 08:00/),
      expect.stringMatching(/^Pendência de ponto · Café - Ida25\/11\/2026 10:00/),
    ]);
    expect(within(items[1]).getByRole('button', { name: 'AJUSTAR Café - Ida 25/11/2026 10:00' })).toBeInTheDocument();
  });

  it("says 'Nenhum alerta encontrado!' when there is none", async () => {
    mockApi({ listPointAlerts: () => json([]) });
    open();
    expect(await screen.findByText('Nenhum alerta encontrado!')).toBeInTheDocument();
  });

  it('says it is loading until the answer arrives', async () => {
    let answer: (response: RouteAnswer<'listPointAlerts'>) => void = () => undefined;
    mockApi({ listPointAlerts: () => new Promise<RouteAnswer<'listPointAlerts'>>((resolve) => (answer = resolve)) });
    open();
    expect(await screen.findByRole('progressbar', { name: 'Carregando alertas' })).toBeInTheDocument();
    expect(card()).toHaveAttribute('aria-busy', 'true');
    answer(json([]));
    expect(await screen.findByText('Nenhum alerta encontrado!')).toBeInTheDocument();
  });

  it('says when the read failed, and reads again on TENTAR NOVAMENTE', async () => {
    let fail = true;
    const api = mockApi({ listPointAlerts: () => (fail ? json({ message: 'Erro' }, 500) : json([ABSENCE])) });
    const { user } = open();
    expect(await screen.findByText('Não foi possível buscar os alertas.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByText('24/11/2026 08:00')).toBeInTheDocument();
    expect(api.callsTo('listPointAlerts')).toHaveLength(2);
  });

  it('asks again every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ listPointAlerts: () => json(api.callsTo('listPointAlerts').length > 1 ? [ABSENCE] : []) });
    open();
    expect(await screen.findByText('Nenhum alerta encontrado!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(api.callsTo('listPointAlerts')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('24/11/2026 08:00')).toBeInTheDocument();
    expect(api.callsTo('listPointAlerts')).toHaveLength(2);
  });

  it('AJUSTAR opens AJUSTAR PONTO for that alert; closing it leaves the card', async () => {
    mockApi({ listPointAlerts: () => json([ABSENCE, PENDING_BREAK]) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'AJUSTAR Café - Ida 25/11/2026 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'AJUSTAR PONTO' });
    expect(within(dialog).getByDisplayValue(/Pendência de ponto - Café - Ida - 25\/11\/2026 - 10:00/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card()).toBeInTheDocument();
  });

  it("once the adjustment is sent, the alert reads 'Em análise' instead of AJUSTAR (the server says so)", async () => {
    const api = mockApi({
      listPointAlerts: () => json([{ ...PENDING_BREAK, inAnalysis: api.callsTo('requestAdjustment').length > 0 }]),
      requestAdjustment: () => json({ _id: 'r-1' }, 201),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'AJUSTAR Café - Ida 25/11/2026 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'AJUSTAR PONTO' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Horário do registro' }), '1005');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Esqueci de registrar');
    await user.click(dialog.getByRole('button', { name: 'ENVIAR' }));
    const item = within(card()).getByRole('listitem');
    expect(await within(item).findByText('Em análise')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /AJUSTAR/ })).not.toBeInTheDocument();
    expect(api.callsTo('listPointAlerts')).toHaveLength(2);
  });
});
