import { screen, waitFor, within } from '@testing-library/react';
import type { ContractFile } from '@colabora/core/admission/admission-files';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { filledDetail, stepsWith } from '../../../testing/admission-detail';
import { ActivateButton } from './activate-button';


const SIGNED: ContractFile = {
  key: 'uploads/c-1/contrato.pdf',
  name: 'contrato.pdf',
  size: 4096,
  status: 'approved',
  uploadedAt: '2026-03-06T12:00:00.000Z',
};

const ready = () =>
  filledDetail({ role: 'WAITING_CONTRACT_SIGN', steps: stepsWith('approved'), contracts: { employementContract: SIGNED } });

function open(detail = ready(), handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  const app = renderWithProviders(<ActivateButton detail={detail} />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

const activate = () => screen.getByRole('button', { name: 'ATIVAR COLABORADOR' });

describe("'Activate collaborator' (spec 000 §2.6, §7 PUT users/activate)", () => {
  it('waits for every step, then for the signed employment contract, saying why', () => {
    open(filledDetail());
    expect(activate()).toBeDisabled();
    expect(activate()).toHaveAccessibleDescription('Aprove todas as etapas antes de ativar o colaborador.');
  });

  it('waits for the employment contract once the steps are approved', () => {
    open({ ...ready(), contracts: { employementContract: { ...SIGNED, status: 'sent' } } });
    expect(activate()).toBeDisabled();
    expect(activate()).toHaveAccessibleDescription('O contrato de trabalho precisa estar assinado antes da ativação.');
  });

  it('activates with {recordPoints} and returns to the list', async () => {
    const { user, api, pathname } = open(ready(), { activateUser: () => json(ready()) });
    expect(activate()).toBeEnabled();
    await user.click(activate());
    const dialog = within(await screen.findByRole('dialog', { name: 'Ativar colaborador' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Ativar o módulo de registro de ponto para este colaborador' }));
    await user.click(dialog.getByRole('button', { name: 'ATIVAR' }));

    expect(await screen.findByText('Colaborador ativado')).toBeInTheDocument();
    expect(api.callsTo('activateUser')[0]).toMatchObject({ params: { id: 'u-1' }, body: { recordPoints: true } });
    await waitFor(() => expect(pathname()).toBe('/home/admissions'));
  });

  it('stays with the dialog open when activation fails', async () => {
    const { user } = open(ready(), { activateUser: () => json({}, 500) });
    await user.click(activate());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ATIVAR' }));
    expect(await screen.findByText('Falha ao ativar o colaborador')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
