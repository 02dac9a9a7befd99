import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { DismissalDocuments } from '@colabora/core/dismissal/documents';
import { appPath } from '@colabora/core/navigation/app-routes';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { contractFile, employeeDetail } from '../testing/employee-detail';
import { MyContractsPage } from './my-contracts-page';

function openContracts(
  person: CollaboratorDetail | { status: number; message: string },
  userId = 'u-1',
  dismissalDocuments: DismissalDocuments = {},
) {
  const api = mockApi({
    getUser: () => ('status' in person ? json({ message: person.message }, person.status) : json(person)),
    getFileLink: () => json({ url: 'https://files.test/contrato.pdf', expiresIn: 300 }),
    getDismissalDocuments: () => json({ dismissalDocuments }),
    openDismissalDocument: () => json({ url: 'https://files.test/trct.pdf', expiresIn: 60 }),
  });
  const app = renderRoute(appPath('myContracts', { userId }), { myContracts: <MyContractsPage /> }, {
    session: sessionFor('EMPLOYEE'),
  });
  return { ...app, api };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Contratos (/colaborator-home/contracts/{userId}, 001 "Employee self-service")', () => {
  it('lists the effectivation contracts with their status and no way to change them', async () => {
    openContracts(
      employeeDetail({
        contracts: {
          employementContract: contractFile('contrato', 'approved'),
          extensionTrialPeriod: contractFile('prorrogacao', 'sent'),
          effectiveTrialPeriod: contractFile('efetivacao', 'rejected'),
          otherDocuments: contractFile('outros'),
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'CONTRATOS DE EFETIVAÇÃO' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'CONTRATOS DE EFETIVAÇÃO',
      'OUTROS DOCUMENTOS',
      'RESCISÃO',
    ]);
    expect(tab('CONTRATOS DE EFETIVAÇÃO')).toHaveAttribute('aria-selected', 'true');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Contrato de trabalho|Efetivação|Prorrogação)/).textContent)).toEqual([
      'Contrato de trabalho',
      'Efetivação do período de experiência',
      'Prorrogação do período de experiência',
    ]);
    expect(within(rows[0]).getByText('Assinado')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Rejeitado')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Aguardando assinatura')).toBeInTheDocument();
    expect(within(rows[0]).getByText('contrato.pdf · 05/03/2026')).toBeInTheDocument();
    // Read-only: opening is the only action.
    expect(screen.queryByRole('button', { name: /remover|excluir|enviar|assinar/i })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ver documento: Contrato de trabalho',
      'Ver documento: Efetivação do período de experiência',
      'Ver documento: Prorrogação do período de experiência',
    ]);
  });

  it('opens a document through a short-lived link signed at the click', async () => {
    const tabOpen = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tabOpen as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:contrato');
    const { api, user } = openContracts(employeeDetail({ contracts: { employementContract: contractFile('contrato', 'approved') } }));
    await user.click(await screen.findByRole('button', { name: 'Ver documento: Contrato de trabalho' }));
    await waitFor(() => expect(tabOpen.location.href).toBe('blob:contrato'));
    expect(api.callsTo('getFileLink').map((call) => [call.params.userId, call.query.get('key')])).toEqual([
      ['u-1', 'uploads/u-1/contrato.pdf'],
    ]);
  });

  it('shows the other documents on their own tab', async () => {
    const { user } = openContracts(
      employeeDetail({
        contracts: { discountAuthorization: contractFile('desconto'), individualOrCollectiveAgreements: contractFile('acordo') },
      }),
    );
    expect(await screen.findByText('Nenhum contrato encontrado!')).toBeInTheDocument();
    await user.click(tab('OUTROS DOCUMENTOS'));
    const list = screen.getByRole('list', { name: 'OUTROS DOCUMENTOS' });
    expect(within(list).getByText('Autorização de desconto')).toBeInTheDocument();
    expect(within(list).getByText('Acordos individuais ou coletivos')).toBeInTheDocument();
  });

  it('says when there is no document', async () => {
    const { user } = openContracts(employeeDetail());
    expect(await screen.findByText('Nenhum contrato encontrado!')).toBeInTheDocument();
    await user.click(tab('OUTROS DOCUMENTOS'));
    expect(within(screen.getByRole('tabpanel')).getByText('Nenhum contrato encontrado!')).toBeInTheDocument();
  });

  it('keeps RESCISÃO disabled, and says why, unless the person is dismissed', async () => {
    const { user } = openContracts(employeeDetail({ statusActive: 'VACATION' }));
    await screen.findByRole('tabpanel');
    expect(tab('RESCISÃO')).toBeDisabled();
    expect(tab('RESCISÃO')).not.toHaveAttribute('aria-controls');
    expect(screen.getByText('A aba RESCISÃO fica disponível somente após o desligamento.')).toBeInTheDocument();
    await user.click(tab('RESCISÃO')).catch(() => undefined);
    expect(tab('CONTRATOS DE EFETIVAÇÃO')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on RESCISÃO for a dismissed person, not on an empty tab', async () => {
    const { user } = openContracts(employeeDetail({ statusActive: 'DISMISSED' }));
    await screen.findByRole('tabpanel');
    expect(tab('RESCISÃO')).toBeEnabled();
    expect(tab('RESCISÃO')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('A aba RESCISÃO fica disponível somente após o desligamento.')).not.toBeInTheDocument();
    await user.click(tab('CONTRATOS DE EFETIVAÇÃO'));
    await user.click(tab('RESCISÃO'));
    expect(tab('RESCISÃO')).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('Nenhum contrato encontrado!')).toBeInTheDocument();
  });

  it("lists the rescission documents HR sent, read-only, each opened through the person's own link", async () => {
    const term = { key: 'uploads/c-1/trct.pdf', name: 'trct.pdf', size: 100, uploadedAt: '2026-03-05T12:00:00.000Z' };
    const { user, api } = openContracts(employeeDetail({ statusActive: 'DISMISSED' }), 'u-1', { terminationTerm: term });
    await user.click(await screen.findByRole('tab', { name: 'RESCISÃO' }));
    const list = await screen.findByRole('list', { name: 'RESCISÃO' });
    expect(within(list).getByText('Termo de rescisão (TRCT)')).toBeInTheDocument();
    expect(within(list).getByText('trct.pdf · 05/03/2026')).toBeInTheDocument();
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Ver documento: Termo de rescisão (TRCT)']);
    expect(api.callsTo('getDismissalDocuments')[0].params).toEqual({ userId: 'u-1' });
  });

  it("shows none of another person's documents and leads back to the person's own start page", async () => {
    const { api } = openContracts({ status: 403, message: 'Você não tem permissão para esta ação.' }, 'u-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta página mostra os dados de outra pessoa. Você só pode ver os seus próprios dados e contratos.',
    );
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-2' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLTAR AO INÍCIO' })).toHaveAttribute('href', '/colaborator-home');
  });

  it('offers to try again when the record could not be read', async () => {
    const { api, user } = openContracts({ status: 500, message: 'Erro interno' });
    await user.click(await screen.findByRole('button', { name: 'TENTAR NOVAMENTE' }));
    await waitFor(() => expect(api.callsTo('getUser')).toHaveLength(2));
  });
});
