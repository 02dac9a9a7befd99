import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { infoValue, WORKDAYS } from '../testing/detail-queries';
import { vacationItem } from '@/testing/vacation';
import { CollaboratorDetailPage } from './collaborator-detail-page';

type Handlers = Parameters<typeof mockApi>[0];

const TABS = ['DADOS CONTRATAÇÃO', 'DADOS PESSOAIS', 'DADOS DA FAMÍLIA', 'DOCUMENTAÇÃO', 'ENDEREÇO', 'DADOS BANCÁRIOS', 'CONTRATOS', 'FÉRIAS'];

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

  it('FÉRIAS shows the periods with their deadline, alert and the dates of art. 135 and 145', async () => {
    const { user, api } = openPage(employeeDetail(), { listVacations: () => json([vacationItem()]) });
    await user.click(await screen.findByRole('tab', { name: 'FÉRIAS' }));
    const panel = screen.getByRole('tabpanel', { name: 'FÉRIAS' });
    const first = await within(panel).findByRole('region', { name: 'Período aquisitivo de 02/03/2025 a 01/03/2026' });
    expect(within(first).getByText('Vence em até 60 dias')).toBeInTheDocument();
    expect(within(first).getByText('01/03/2027')).toBeInTheDocument();
    expect(within(panel).getByText('Aviso por escrito até 02/01/2027 (CLT art. 135); Pagamento até 30/01/2027 (CLT art. 145)')).toBeInTheDocument();
    expect(api.callsTo('listVacations')[0].query.get('user')).toBe('u-1');
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
