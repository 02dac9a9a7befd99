import { screen, waitFor, within } from '@testing-library/react';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { CollaboratorDetailPage } from '../../pages/collaborator-detail-page';
import { WORKDAYS } from '../../testing/detail-queries';

/** What starting answers: the person in the process, nothing filled yet. */
const STARTED: DismissalDetail = {
  ...employeeDetail(),
  statusDismissal: 'START_OF_THE_PROCESS',
  dismissalDetails: null,
  checkup: null,
  approvedCheckup: false,
  protectedConditions: [],
  stabilityFacts: [],
  dismissalDocuments: {},
  notice: null,
  pastDismissals: [],
  rescissionFacts: { vacation: { unjustifiedAbsences: [] }, bankMinutes: 0 },
};

function openDetail(startDismissal: Handler<'startDismissal'>) {
  const api = mockApi({
    getUser: () => json(employeeDetail()),
    listWorkdays: () => json(WORKDAYS),
    getPersonHistory: () => json({ docs: [], cursor: null }),
    getPromotion: () => json(null),
    getActivity: () => json(null),
    listPayslips: () => json([]),
    startDismissal,
  });
  const app = renderRoute('/home/active/collaborator/u-1', { activeDetail: <CollaboratorDetailPage /> }, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}

async function confirmStart(user: ReturnType<typeof openDetail>['user']) {
  await user.click(await screen.findByRole('button', { name: 'INICIAR DEMISSÃO' }));
  const dialog = screen.getByRole('dialog', { name: 'Iniciar processo de demissão' });
  // Neutral wording (issue 20 §6): the name may be anyone's.
  expect(dialog).toHaveTextContent('A pessoa continua trabalhando e não recebe nenhum aviso do aplicativo.');
  expect(dialog.textContent).not.toMatch(/\bEle\b/);
  await user.click(within(dialog).getByRole('button', { name: 'INICIAR' }));
}

describe("starting the dismissal from the collaborator detail (001 'Collaborator detail', §8)", () => {
  it("asks first, then starts it ('Processo de demissão iniciado') and goes to /home/dismissal", async () => {
    const { user, api, pathname } = openDetail(() => json(STARTED));
    await confirmStart(user);
    expect(await screen.findByText('Processo de demissão iniciado')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/dismissal'));
    expect(api.callsTo('startDismissal')[0]).toMatchObject({ params: { userId: 'u-1' }, body: undefined });
  });

  it("says 'Não foi possível iniciar a demissão do colaborador.' and stays when it fails", async () => {
    const { user, pathname } = openDetail(() => json({ message: 'erro' }, 500));
    await confirmStart(user);
    expect(await screen.findByText('Não foi possível iniciar a demissão do colaborador.')).toBeInTheDocument();
    expect(pathname()).toBe('/home/active/collaborator/u-1');
  });

  it('can be cancelled', async () => {
    const { user, api } = openDetail(() => json(STARTED));
    await user.click(await screen.findByRole('button', { name: 'INICIAR DEMISSÃO' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('startDismissal')).toHaveLength(0);
  });
});
