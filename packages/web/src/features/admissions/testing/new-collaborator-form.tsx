import { TYPED_AMOUNTS } from '@/testing/money';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { answer, choose } from '@/testing/form-queries';
import { fill } from '@/testing/user';
import { NewCollaboratorPage } from '../pages/new-collaborator-page';
import { DEPARTMENTS, JOB_ROLES } from './admission-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

/** Opens /home/admissions/new-colaborator with the company's job roles and departments. */
export async function openForm(handlers: Handlers = {}) {
  const api = mockApi({
    listJobRoles: () => json(JOB_ROLES),
    listDepartments: () => json(DEPARTMENTS),
    ...handlers,
  });
  const app = renderRoute('/home/admissions/new-colaborator', { newCollaborator: <NewCollaboratorPage /> }, {
    session: sessionFor('ADMINISTRATOR_COMPANY'),
  });
  await screen.findByRole('heading', { name: 'ADICIONAR NOVO COLABORADOR' });
  return { ...app, api };
}

export { answer, choose, group } from '@/testing/form-queries';

export const field = (label: string) => screen.getByLabelText(label);

/** The money boxes of the new-collaborator form and of DADOS CONTRATAÇÃO (the same fields). */
export const AMOUNT_FIELDS = ['Salário', 'Valor do vale transporte', 'Valor do vale alimentação', 'Valor do vale refeição'];

/** The hiring-data key each money box sends. */
export const AMOUNT_KEY: Record<string, 'salary' | 'vt' | 'va' | 'vr'> = {
  Salário: 'salary',
  'Valor do vale transporte': 'vt',
  'Valor do vale alimentação': 'va',
  'Valor do vale refeição': 'vr',
};

/** Each typed amount paired with a money box, starting at box `first`: every amount and every box is typed. */
export function amountCases(first = 0) {
  return TYPED_AMOUNTS.map((amount, i) => ({ ...amount, label: AMOUNT_FIELDS[(i + first) % AMOUNT_FIELDS.length] }));
}

/**
 * A valid collaborator but for the amounts: Analista in Financeiro, CLT, a salary of their own, each
 * allowance answered as `offered` says (the boxes of those offered are left empty).
 */
export async function fillAllButAmounts(user: UserEvent, offered = { vt: true, va: false, vr: false }) {
  await fill(user, field('Nome completo'), 'Lúcia Fernandes');
  await fill(user, field('E-mail'), 'lucia@exemplo.com.br');
  await fill(user, field('Telefone'), '11987654321');
  await choose(user, 'Cargo', 'Analista');
  await choose(user, 'Departamento', 'Financeiro');
  await answer(user, 'Regime de contratação', 'CLT');
  await answer(user, 'Salário padrão do cargo', 'Não');
  await answer(user, 'Vale transporte', offered.vt ? 'Sim' : 'Não');
  await answer(user, 'Vale alimentação', offered.va ? 'Sim' : 'Não');
  await answer(user, 'Vale refeição', offered.vr ? 'Sim' : 'Não');
  await fill(user, field('Data de admissão'), '15/03/2026');
  await fill(user, field('Data limite para preenchimento'), '20/03/2026');
}

/** A valid collaborator: Analista in Financeiro, CLT, R$ 3.500,00, VT R$ 220,00, no VA/VR. */
export async function fillValidForm(user: UserEvent) {
  await fillAllButAmounts(user);
  await fill(user, field('Salário'), '3500');
  await fill(user, field('Valor do vale transporte'), '220');
}
