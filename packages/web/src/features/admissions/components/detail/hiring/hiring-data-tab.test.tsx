import { screen } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { filledDetail, WORKDAYS } from '../../../testing/admission-detail';
import { choose } from '../../../testing/new-collaborator-form';
import { HiringDataTab } from './hiring-data-tab';

const approved = (detail: CollaboratorDetail): CollaboratorDetail => ({
  ...detail,
  steps: { ...detail.steps, HIRING_DATA: { status: 'approved', reason: null } },
});

function open(detail: CollaboratorDetail) {
  const api = mockApi({ listWorkdays: () => json(WORKDAYS), saveHiringData: () => json(detail) });
  const onSaved = vi.fn();
  const app = renderWithProviders(<HiringDataTab detail={detail} onSaved={onSaved} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api, onSaved };
}

describe('DADOS CONTRATAÇÃO once saved (issue: HR corrects hiring data until activation)', () => {
  it('shows what was saved, and lets HR correct it while the person is still in admission', async () => {
    const detail = approved(filledDetail({ role: 'WAITING_CONTRACT_SIGN' }));
    const { user, api, onSaved } = open(detail);
    expect(screen.getByText('Etapa aprovada!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ALTERAR DADOS' }));
    expect(screen.getByRole('form', { name: 'Dados de contratação' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CANCELAR' }));
    expect(screen.queryByRole('form', { name: 'Dados de contratação' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ALTERAR DADOS' }));
    await choose(user, 'Jornada de trabalho', 'Comercial 44h');
    await choose(user, 'Período de experiência', '30/60 dias');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Dados salvos com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('saveHiringData')).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledWith(detail);
    expect(screen.getByRole('button', { name: 'ALTERAR DADOS' })).toBeInTheDocument();
  });

  it('offers no correction once the person was activated', () => {
    open(approved(filledDetail({ role: 'EMPLOYEE' })));
    expect(screen.queryByRole('button', { name: 'ALTERAR DADOS' })).not.toBeInTheDocument();
  });
});
