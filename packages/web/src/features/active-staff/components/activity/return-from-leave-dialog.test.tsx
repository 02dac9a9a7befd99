import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityAnswer } from '@colabora/core/activity/answer';
import { describe, expect, it } from 'vitest';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ReturnFromLeaveDialog } from './return-from-leave-dialog';

const LEAVE: ActivityAnswer = {
  _id: 'a-1',
  user: 'u-1',
  company: 'c-1',
  type: 'INSS_REMOVAL',
  period: 'MORE_THAN_ONE_DAY',
  date: null,
  startDate: '2026-02-02',
  finalDate: null,
  numberOfDays: null,
  withoutForecastOfEnding: true,
  reason: 'Cirurgia',
  soldDays: null,
  document: null,
  endedOn: null,
  returnsOn: null,
  createdAt: '2026-02-02T12:00:00.000Z',
  createdBy: { _id: 'hr-1', name: 'Rita do RH' },
};

function open(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  let closed = 0;
  const app = renderWithProviders(<ReturnFromLeaveDialog userId="u-1" open onClose={() => (closed += 1)} />, {
    session: sessionFor('ADMINISTRATOR_COMPANY'),
  });
  return { ...app, api, closed: () => closed };
}

describe('returning a collaborator on a leave with no forecast of end (000 §2.5, §2.6, §4, §8)', () => {
  it("asks first, ends the leave read from GET /activity and says 'O afastamento do colaborador foi removido! A pessoa retornará amanhã.'", async () => {
    const { user, api, closed } = open({
      getActivity: () => json(LEAVE),
      endActivityWithNoForecast: () => json(candidateDetail({ role: 'EMPLOYEE', statusActive: 'INSS_REMOVAL' })),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Retornar colaborador' }));
    expect(
      await dialog.findByText(
        'Afastamento INSS desde 02/02/2026. O afastamento termina hoje e a pessoa retorna amanhã. Deseja continuar?',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('getActivity')[0].params).toEqual({ userId: 'u-1' });

    await user.click(dialog.getByRole('button', { name: 'RETORNAR' }));
    expect(await screen.findByText('O afastamento do colaborador foi removido! A pessoa retornará amanhã.')).toBeInTheDocument();
    expect(api.callsTo('endActivityWithNoForecast')[0].body).toEqual({ activityId: 'a-1' });
    await waitFor(() => expect(closed()).toBe(1));
  });

  it("says 'Não foi possivel voltar o colaborator.' when the return fails, and stays open", async () => {
    const { user, closed } = open({
      getActivity: () => json(LEAVE),
      endActivityWithNoForecast: () => json({ message: 'Erro' }, 500),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Retornar colaborador' }));
    await dialog.findByText(/^Afastamento INSS desde/);
    await user.click(dialog.getByRole('button', { name: 'RETORNAR' }));
    expect(await screen.findByText('Não foi possivel voltar o colaborator.')).toBeInTheDocument();
    expect(closed()).toBe(0);
  });

  it('sends nothing when the person is not on a leave with no forecast of end', async () => {
    const { user, api } = open({ getActivity: () => json(null) });
    const dialog = within(await screen.findByRole('dialog', { name: 'Retornar colaborador' }));
    await dialog.findByText('Este colaborador não está em um afastamento sem previsão de término. Atualize a lista.');
    await user.click(dialog.getByRole('button', { name: 'RETORNAR' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Este colaborador não está em um afastamento sem previsão de término.');
    expect(api.callsTo('endActivityWithNoForecast')).toHaveLength(0);
  });
});
