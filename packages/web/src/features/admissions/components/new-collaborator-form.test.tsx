import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, retype } from '../testing/admission-fixtures';
import { answer, field, group, openForm } from '../testing/new-collaborator-form';
import { fill } from '@/testing/user';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const submit = () => screen.getByRole('button', { name: 'CADASTRAR' });

/** The message under a field (its accessible description). */
function messageOf(label: string) {
  return field(label).getAttribute('aria-describedby')
    ? document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent
    : undefined;
}

describe('new-collaborator validation (spec 001 §5 "New collaborator")', () => {
  it("asks for every field of the empty form ('Campo obrigatório', 'Data inválida') and sends nothing", async () => {
    const { user, api } = await openForm();
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(10));
    expect(messageOf('Nome completo')).toBe('Campo obrigatório');
    expect(messageOf('E-mail')).toBe('Campo obrigatório');
    expect(messageOf('Telefone')).toBe('Campo obrigatório');
    for (const question of ['Regime de contratação', 'Salário padrão do cargo', 'Vale transporte', 'Vale alimentação', 'Vale refeição']) {
      expect(screen.getByRole('radiogroup', { name: question }).parentElement).toHaveTextContent('Campo obrigatório');
    }
    expect(messageOf('Data de admissão')).toBe('Data inválida');
    expect(messageOf('Data limite para preenchimento')).toBe('Data inválida');
    expect(api.callsTo('createEmployee')).toHaveLength(0);
  });

  it("accepts letters only in the name, a valid e-mail and a phone of 10 to 13 digits", async () => {
    const { user } = await openForm();
    await user.type(field('Nome completo'), 'Ana 2');
    await user.type(field('E-mail'), 'ana@');
    await user.type(field('Telefone'), '119876');
    await user.tab();
    expect(await screen.findByText('Somente letras são aceitas')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(field('Telefone')).toHaveValue('(11) 9876');

    await user.type(field('Telefone'), '5432');
    await user.tab();
    expect(field('Telefone')).toHaveValue('(11) 9876-5432');
    await waitFor(() => expect(screen.queryByText('Telefone inválido')).toBeNull());
  });

  it('masks the phone as (##) #####-#### and stops at 15 characters', async () => {
    const { user } = await openForm();
    await user.type(field('Telefone'), '1198765432199');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
  });

  it("says 'Valor invalido' for a salary of zero without the standard salary and for an allowance answered yes", async () => {
    const { user } = await openForm();
    await answer(user, 'Salário padrão do cargo', 'Não');
    await answer(user, 'Vale alimentação', 'Sim');
    await answer(user, 'Vale refeição', 'Não');
    await user.click(submit());
    await waitFor(() => expect(messageOf('Salário')).toBe('Valor invalido'));
    expect(messageOf('Valor do vale alimentação')).toBe('Valor invalido');
    expect(messageOf('Valor do vale refeição')).toBeUndefined();
    expect(group('Vale refeição').getByRole('radio', { name: 'Não' })).toBeChecked();
  });

  it('refuses a limit date before the admission date, in the past, or not a whole date', async () => {
    const { user } = await openForm();
    await fill(user, field('Data de admissão'), '20/03/2026');
    await fill(user, field('Data limite para preenchimento'), '15/03/2026');
    await user.click(submit());
    await waitFor(() =>
      expect(messageOf('Data limite para preenchimento')).toBe('A data de admissão não pode ser maior que o preenchimento.'),
    );

    await retype(user, field('Data de admissão'), '01032026');
    await retype(user, field('Data limite para preenchimento'), '05032026');
    await user.tab();
    await waitFor(() => expect(messageOf('Data limite para preenchimento')).toBe('A data limite não pode ser anterior a hoje.'));

    await retype(user, field('Data de admissão'), '0103');
    await user.tab();
    await waitFor(() => expect(messageOf('Data de admissão')).toBe('Formato de data inválido'));
  });

  it('refuses an admission date more than 30 days ago or more than a year ahead, saying the window', async () => {
    // Today is 10/03/2026 (freezeToday).
    const outOfWindow = 'A data de admissão deve estar entre 08/02/2026 e 10/03/2027.';
    const { user, api } = await openForm();
    await fill(user, field('Data de admissão'), '07/02/2026');
    await user.tab();
    await waitFor(() => expect(messageOf('Data de admissão')).toBe(outOfWindow));
    await retype(user, field('Data de admissão'), '11032027');
    await user.tab();
    await waitFor(() => expect(messageOf('Data de admissão')).toBe(outOfWindow));
    await retype(user, field('Data de admissão'), '10032027');
    await user.tab();
    await waitFor(() => expect(messageOf('Data de admissão')).toBeUndefined());
    await retype(user, field('Data de admissão'), '08022026');
    await user.tab();
    await waitFor(() => expect(messageOf('Data de admissão')).toBeUndefined());
    expect(api.callsTo('createEmployee')).toEqual([]);
  });
});
