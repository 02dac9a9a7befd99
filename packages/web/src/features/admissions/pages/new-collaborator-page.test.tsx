import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RouteAnswer } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import { freezeToday } from '../testing/admission-fixtures';
import { answer, choose, field, fillValidForm, group, openForm } from '../testing/new-collaborator-form';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('new collaborator (/home/admissions/new-colaborator, spec 001 §2, §5, §7)', () => {
  it("sends centavos and 'yyyy-MM-dd' days without the allowance flags, then says 'Colaborador cadastrado!' and resets", async () => {
    const { api, user } = await openForm({ createEmployee: () => json({ _id: 'u-9' }, 201) });
    await fillValidForm(user);
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    expect(field('Salário')).toHaveValue('R$ 3.500,00');
    expect(field('Data de admissão')).toHaveValue('15/03/2026');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    expect(await screen.findByText('Colaborador cadastrado!')).toBeInTheDocument();
    expect(api.callsTo('createEmployee')[0].body).toEqual({
      fullName: 'Lúcia Fernandes',
      email: 'lucia@exemplo.com.br',
      phone: '11987654321',
      jobRole: 'j-1',
      department: 'd-1',
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 350000, vt: 22000, va: 0, vr: 0 },
      admissionDate: '2026-03-15',
      limitDate: '2026-03-20',
      company: 'c-1',
    });
    await waitFor(() => expect(field('Nome completo')).toHaveValue(''));
    expect(field('Telefone')).toHaveValue('');
    expect(field('Data de admissão')).toHaveValue('');
    expect(group('Vale transporte').getByRole('radio', { name: 'Sim' })).not.toBeChecked();
  });

  it('keeps CADASTRAR disabled while saving', async () => {
    let answerCreate: (response: RouteAnswer<'createEmployee'>) => void = () => undefined;
    const { user } = await openForm({ createEmployee: () => new Promise<RouteAnswer<'createEmployee'>>((resolve) => (answerCreate = resolve)) });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'CADASTRAR' })).toBeDisabled());
    answerCreate(json({ _id: 'u-9' }, 201));
    expect(await screen.findByText('Colaborador cadastrado!')).toBeInTheDocument();
  });

  it("shows the server's message (and its field), else 'Não foi possível cadastrar o colaborador'", async () => {
    const inUse = 'Este e-mail já está em uso.';
    const createEmployee = vi
      .fn()
      .mockResolvedValueOnce(json({ message: inUse, errors: { email: inUse } }, 409))
      .mockResolvedValueOnce(json({}, 500));
    const { user } = await openForm({ createEmployee });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(screen.getAllByText(inUse)).toHaveLength(2));
    expect(field('Nome completo')).toHaveValue('Lúcia Fernandes');

    await user.clear(field('E-mail'));
    await fill(user, field('E-mail'), 'lucia.f@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Não foi possível cadastrar o colaborador')).toBeInTheDocument();
    expect(field('Nome completo')).toHaveValue('Lúcia Fernandes');
  });

  it('copies the base salary of the chosen job role, read-only, when the standard salary is used', async () => {
    const { user } = await openForm();
    const standard = group('Salário padrão do cargo');
    expect(standard.getByRole('radio', { name: 'Sim' })).toBeDisabled();
    expect(screen.getByText('Escolha o cargo para usar o salário padrão.')).toBeInTheDocument();

    await choose(user, 'Cargo', 'Analista');
    expect(standard.getByRole('radio', { name: 'Sim' })).toBeEnabled();
    await answer(user, 'Salário padrão do cargo', 'Sim');
    expect(field('Salário')).toHaveValue('R$ 4.500,00');
    expect(field('Salário')).toHaveAttribute('readonly');

    await choose(user, 'Cargo', 'Motorista');
    expect(field('Salário')).toHaveValue('R$ 2.500,50');

    await answer(user, 'Salário padrão do cargo', 'Não');
    expect(field('Salário')).not.toHaveAttribute('readonly');
  });

  it("makes an allowance 0 and not typeable when the answer is 'Não'", async () => {
    const { user } = await openForm();
    const vt = field('Valor do vale transporte');
    expect(vt).toBeDisabled();
    await answer(user, 'Vale transporte', 'Sim');
    expect(vt).toBeEnabled();
    await user.type(vt, '150');
    await user.tab();
    expect(vt).toHaveValue('R$ 150,00');
    await answer(user, 'Vale transporte', 'Não');
    expect(vt).toHaveValue('R$ 0,00');
    expect(vt).toBeDisabled();
    await answer(user, 'Vale transporte', 'Sim');
    expect(vt).toHaveValue('');
  });

  it("says 'Falha ao buscar cargos e departamentos' when the lists cannot load", async () => {
    const { user } = await openForm({ listJobRoles: () => json({ message: 'x' }, 500) });
    expect(await screen.findByText('Falha ao buscar cargos e departamentos')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Cargo' }));
    expect(await screen.findByRole('option', { name: 'Não foi possível carregar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the bulk import from the page', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'IMPORTAR EM MASSA' }));
    expect(await screen.findByRole('dialog', { name: 'Importar colaboradores em massa' })).toBeInTheDocument();
  });
});
