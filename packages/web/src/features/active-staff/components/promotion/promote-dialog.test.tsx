import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor, jobRole, department } from '@/testing/fixtures';
import { json, mockApi, noBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { PromoteDialog } from './promote-dialog';

const JOB_ROLES = [
  jobRole({ _id: 'jr-1', name: 'Analista de RH', baseSalary: 350000, toxicologicalExam: false }),
  jobRole({ _id: 'jr-2', name: 'Gerente de RH', baseSalary: 720000, toxicologicalExam: false }),
];
const DEPARTMENTS = [
  department({ _id: 'd-1', name: 'Recursos Humanos' }),
  department({ _id: 'd-2', name: 'Diretoria' }),
];

const PERSON = candidateDetail({ role: 'EMPLOYEE', statusActive: 'HIRED' });

function open(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ listJobRoles: () => json(JOB_ROLES), listDepartments: () => json(DEPARTMENTS), ...handlers });
  let closed = 0;
  const app = renderWithProviders(<PromoteDialog person={PERSON} open onClose={() => (closed += 1)} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api, closed: () => closed };
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const group = (name: string) => within(screen.getByRole('radiogroup', { name }));

describe('promote collaborator dialog (001 Collaborator detail, §5 Promotion, §7, §8)', () => {
  it("starts from the current position, and 'Padrão ao cargo' copies the chosen role's base salary", async () => {
    const { user } = open();
    await screen.findByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cargo' })).toHaveTextContent('Analista de RH'));
    expect(screen.getByLabelText('Salário')).toHaveValue('R$ 4.123,45');
    await choose(user, 'Cargo', 'Gerente de RH');
    await user.click(group('Padrão ao cargo').getByRole('radio', { name: 'Sim' }));
    expect(screen.getByLabelText('Salário')).toHaveValue('R$ 7.200,00');
  });

  it("sends afterPromotion (an allowance answered no as 0), says 'O colaborador foi promovido com sucesso!' and closes", async () => {
    const dialog = open({ createPromotion: (call) => json({ _id: 'p-1', ...(call.body as object) }, 201) });
    const { user, api } = dialog;
    await screen.findByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await user.click(group('Vale transporte').getByRole('radio', { name: 'Não' }));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText('O colaborador foi promovido com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('createPromotion')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: {
        afterPromotion: {
          regime: 'CLT',
          jobRole: 'jr-1',
          department: 'd-1',
          hasStandardSalary: false,
          hasVt: false,
          hasVa: true,
          hasVr: false,
          salary: 412345,
          vt: 0,
          va: 65050,
          vr: 0,
        },
      },
    });
    await waitFor(() => expect(dialog.closed()).toBe(1));
  });

  it("says 'Valor invalido' for an allowance answered yes without a value and sends nothing", async () => {
    const { user, api } = open();
    await screen.findByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await user.click(group('Vale refeição').getByRole('radio', { name: 'Sim' }));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Valor invalido')).toBeInTheDocument();
    expect(api.callsTo('createPromotion')).toHaveLength(0);
  });

  it("shows the server's reason (one pending promotion), else 'Não foi possivel promover o colaborador.'", async () => {
    const pending = 'Esta pessoa já tem uma promoção aguardando confirmação.';
    const { user } = open({ createPromotion: () => json({ message: pending }, 409) });
    await screen.findByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(pending)).toBeInTheDocument();
  });

  it("falls back to 'Não foi possivel promover o colaborador.' without a server message", async () => {
    const { user } = open({ createPromotion: () => noBody(500) });
    await screen.findByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Não foi possivel promover o colaborador.')).toBeInTheDocument();
  });
});
