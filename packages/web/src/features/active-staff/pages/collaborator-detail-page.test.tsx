import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { infoValue, WORKDAYS } from '../testing/detail-queries';
import { CollaboratorDetailPage } from './collaborator-detail-page';

type Handlers = Parameters<typeof mockApi>[0];

const TABS = ['DADOS CONTRATAÇÃO', 'DADOS PESSOAIS', 'DADOS DA FAMÍLIA', 'DOCUMENTAÇÃO', 'ENDEREÇO', 'DADOS BANCÁRIOS', 'CONTRATOS'];

function openPage(detail: CollaboratorDetail | Handler<'getUser'>, handlers: Handlers = {}) {
  const api = mockApi({
    getUser: typeof detail === 'function' ? detail : () => json(detail),
    listWorkdays: () => json(WORKDAYS),
    getPersonHistory: () => json({ docs: [], cursor: null }),
    getPromotion: () => json(null),
    getActivity: () => json(null),
    listPayslips: () => json([]),
    ...handlers,
  });
  const app = renderRoute('/home/active/collaborator/u-1', { activeDetail: <CollaboratorDetailPage /> }, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe("collaborator detail (/home/active/collaborator/{userId}, 001 'Collaborator detail')", () => {
  it('shows the header, the details panel, the tabs with HOLERITES for CLT, and the history', async () => {
    const { api } = openPage(employeeDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('ANALISTA DE RH')).toBeInTheDocument();
    expect(screen.getByText('RECURSOS HUMANOS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PROMOVER' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Detalhes' });
    expect(infoValue('Período de experiência', panel)).toHaveTextContent('02/03/2026 a 15/04/2026 e 16/04/2026 a 30/05/2026');
    expect(tabNames()).toEqual([...TABS, 'HOLERITES']);
    expect(screen.getByRole('tab', { name: 'DADOS CONTRATAÇÃO' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-1' });
  });

  it('has no HOLERITES tab for PJ', async () => {
    const detail = employeeDetail();
    openPage({ ...detail, hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0 } });
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(tabNames()).toEqual(TABS);
  });

  it('switches tabs and shows what each holds', async () => {
    const { user } = openPage(employeeDetail());
    await user.click(await screen.findByRole('tab', { name: 'ENDEREÇO' }));
    const panel = screen.getByRole('tabpanel', { name: 'ENDEREÇO' });
    expect(infoValue('Logradouro', panel)).toHaveTextContent('Avenida Paulista');
    await user.click(screen.getByRole('tab', { name: 'CONTRATOS' }));
    expect(within(screen.getByRole('tabpanel', { name: 'CONTRATOS' })).getByText('Nenhum contrato enviado.')).toBeInTheDocument();
  });

  it('says the person was not found (archived or another company) without a retry', async () => {
    openPage(() => json({ message: 'Não encontrado.' }, 404));
    expect(await screen.findByText('Colaborador não encontrado: o cadastro pode ter sido arquivado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeNull();
  });

  it('offers a retry when the person cannot load', async () => {
    let fails = true;
    const { user } = openPage(() => (fails ? json({}, 500) : json(employeeDetail())));
    expect(await screen.findByText('Não foi possível carregar os dados do colaborador. Tente novamente.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument());
  });
});
