import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { RecordPointsPage } from './record-points-page';

const EMPTY_PAGE = { docs: [], page: 1, limit: 5, pages: 1, total: 0 };

function openPage(pending: number) {
  const api = mockApi({
    countRequestNotifications: () => json({ total: pending }),
    listRequestsInAnalysis: () => json({ docs: [], total: 0 }),
    listPointRecords: () => json(EMPTY_PAGE),
    listHoursBank: () => json(EMPTY_PAGE),
    listJobRoles: () => json([]),
    listDepartments: () => json([]),
  });
  const app = renderRoute('/home/record-points', { recordPoints: <RecordPointsPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
  return { ...app, api };
}

describe('Registro de pontos (/home/record-points, spec 002 §2.3)', () => {
  it('has three tabs, SOLICITAÇÕES first with the count of requests not yet opened', async () => {
    openPage(3);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['SOLICITAÇÕES', 'REGISTROS GERAIS', 'BANCO DE HORAS']);
    expect(await within(tabs[0]).findByText('3')).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no badge while nothing is pending; REGISTROS GERAIS opens the Colaboradores table', async () => {
    const { api, user } = openPage(0);
    const tabs = await screen.findAllByRole('tab');
    await screen.findByText('Nenhuma solicitação econtrada!');
    expect(api.callsTo('countRequestNotifications')).toHaveLength(1);
    expect(tabs[0].textContent).toBe('SOLICITAÇÕES');
    await user.click(screen.getByRole('tab', { name: 'REGISTROS GERAIS' }));
    expect(await screen.findByText('Nenhum colaborador encontrado!')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Colaboradores' })).toBeInTheDocument();
  });
});
