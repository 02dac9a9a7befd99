import { screen, waitFor } from '@testing-library/react';
import type { ActivityAnswer } from '@colabora/core/activity/answer';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { reducedMotionTheme } from '@/config/theme';
import { infoValue, WORKDAYS } from '../../testing/detail-queries';
import { DetailsPanel } from './details-panel';

type Handlers = Parameters<typeof mockApi>[0];

function open(detail: CollaboratorDetail, handlers: Handlers = {}) {
  const api = mockApi({ listWorkdays: () => json(WORKDAYS), ...handlers });
  renderWithProviders(<DetailsPanel detail={detail} />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return api;
}

const VACATION: ActivityAnswer = {
  _id: 'a-1',
  user: 'u-1',
  company: 'c-1',
  type: 'VACATION',
  period: 'MORE_THAN_ONE_DAY',
  date: null,
  startDate: '2026-07-01',
  finalDate: '2026-07-30',
  numberOfDays: 30,
  withoutForecastOfEnding: false,
  reason: null,
  soldDays: null,
  document: null,
  endedOn: null,
  returnsOn: '2026-07-31',
  createdAt: '2026-06-01T12:00:00.000Z',
  createdBy: { _id: 'hr-1', name: 'Recursos Humanos' },
};

/** MUI's error.dark as the browser computes it: the red of the leave dates, AA on white. */
function red(): string {
  const probe = document.createElement('span');
  probe.style.color = reducedMotionTheme.palette.error.dark;
  return probe.style.color;
}

describe("details panel (001 'Collaborator detail')", () => {
  it("shows the CLT experience periods by the law (45/45 from 02/03/2026), status, admission, regime, e-Social 'Não informada' and the rest", async () => {
    open(employeeDetail());
    expect(infoValue('Período de experiência')).toHaveTextContent('02/03/2026 a 15/04/2026 e 16/04/2026 a 30/05/2026');
    expect(infoValue('Status')).toHaveTextContent('Em experiência');
    expect(infoValue('Data de admissão')).toHaveTextContent('02/03/2026');
    expect(infoValue('Regime de contratação')).toHaveTextContent('CLT');
    expect(infoValue('Qualificação e-Social')).toHaveTextContent('Não informada');
    expect(infoValue('Módulo de ponto')).toHaveTextContent('Ativo');
    expect(infoValue('Jornada de trabalho')).toHaveTextContent('Comercial 44h');
    await waitFor(() => expect(infoValue('Escala')).toHaveTextContent('5x2'));
  });

  it('computes 30/60 the same way: the second period ends on admission + 89 days too', () => {
    const detail = employeeDetail();
    open({ ...detail, hiringData: { ...detail.hiringData, experiencePeriod: '30/60' } });
    expect(infoValue('Período de experiência')).toHaveTextContent('02/03/2026 a 31/03/2026 e 01/04/2026 a 30/05/2026');
  });

  it("has no experience period for PJ and says the time clock is off", () => {
    const detail = employeeDetail({ recordPoints: false });
    open({ ...detail, hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0 } });
    expect(infoValue('Período de experiência')).toHaveTextContent('Não se aplica');
    expect(infoValue('Módulo de ponto')).toHaveTextContent('Desativado');
  });

  it('shows an away person\'s leave start and return dates in red, from the latest activity', async () => {
    const api = open(employeeDetail({ statusActive: 'VACATION' }), { getActivity: () => json(VACATION) });
    const dates = await screen.findByText('Afastado desde 01/07/2026 · retorno em 31/07/2026');
    expect(dates).toHaveStyle({ color: red() });
    expect(infoValue('Status')).toHaveTextContent('Férias');
    expect(api.callsTo('getActivity')[0].params).toEqual({ userId: 'u-1' });
  });

  it("says 'Sem previsão de término' for a leave with no forecast of end", async () => {
    const inss: ActivityAnswer = { ...VACATION, type: 'INSS_REMOVAL', finalDate: null, withoutForecastOfEnding: true, returnsOn: null };
    open(employeeDetail({ statusActive: 'INSS_REMOVAL' }), { getActivity: () => json(inss) });
    expect(await screen.findByText('Afastado desde 01/07/2026 · retorno em Sem previsão de término')).toBeInTheDocument();
  });

  it('asks for no leave while the person works (experience or efetivado)', () => {
    const api = open(employeeDetail({ statusActive: 'HIRED' }));
    expect(infoValue('Status')).toHaveTextContent('Efetivado');
    expect(screen.queryByText(/Afastado desde/)).toBeNull();
    expect(api.callsTo('getActivity')).toEqual([]);
  });
});
