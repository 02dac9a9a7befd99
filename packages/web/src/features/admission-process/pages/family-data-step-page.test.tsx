import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import { answer, choose, field, freezeToday, messageNear, messageOf, openStep, stepsFilledUpTo, submitButton, type Handlers } from '../step-fixtures';
import { candidateDetail } from '../test-fixtures';
import { FamilyDataStepPage } from './family-data-step-page';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const open = (candidate?: CollaboratorDetail, handlers?: Handlers) => openStep('step2', <FamilyDataStepPage />, candidate, handlers);

const son = { dependentName: 'Pedro Souza', dependentType: 'Filho(a)', dependentbirthDate: '2015-05-10', dependentCpf: '52998224725' } as const;
const saved = candidateDetail({
  familyData: { maritalStatus: 'Casado(a)', mothersName: 'Maria Souza', fathersName: '', hasDependents: true, dependents: [son] },
});

async function addDependent(user: UserEvent, name: string, cpf: string) {
  await user.click(screen.getByRole('button', { name: 'ADICIONAR DEPENDENTE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar dependente' });
  await fill(user, within(dialog).getByLabelText('Nome completo do dependente'), name);
  await choose(user, 'Tipo de dependente', 'Cônjuge');
  await fill(user, within(dialog).getByLabelText('Data de nascimento do dependente'), '01/02/1992');
  await user.type(within(dialog).getByLabelText('CPF do dependente'), cpf);
  await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
  return dialog;
}

/** The dialog left the page, its closing transition included (the page is hidden from roles until then). */
const dialogClosed = () => waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull());

describe('step 2 family data (spec 001 §5 "Family", 000 §2.6 "Add dependent")', () => {
  it('shows 20% and asks for marital status, mother and the dependents question', async () => {
    const { user, api } = await open();
    expect(screen.getByRole('heading', { name: 'Dados da família' })).toBeInTheDocument();
    expect(screen.getByText('Progresso: 20%')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(messageOf('Estado civil')).toBe('Campo obrigatório'));
    expect(messageOf('Nome da mãe')).toBe('Campo obrigatório');
    expect(messageNear('Possui dependentes?')).toContain('Campo obrigatório');

    await fill(user, field('Nome da mãe'), 'Maria 2');
    await answer(user, 'Possui dependentes?', 'Sim');
    await user.click(submitButton());
    expect(await screen.findByText('Adicione os dependentes')).toBeInTheDocument();
    expect(messageOf('Nome da mãe')).toBe('Somente letras são aceitas');
    expect(api.callsTo('saveFamilyData')).toHaveLength(0);
  });

  it('adds a dependent, refuses a second one with the same CPF, removes one, and sends the list', async () => {
    const { user, api, pathname } = await open(candidateDetail(), { saveFamilyData: () => json(saved) });
    await choose(user, 'Estado civil', 'Casado(a)');
    await fill(user, field('Nome da mãe'), 'Maria Souza');
    await answer(user, 'Possui dependentes?', 'Sim');

    await addDependent(user, 'Joana Souza', '529.982.247-25');
    await dialogClosed();
    expect(screen.getByText('Joana Souza · Cônjuge')).toBeInTheDocument();
    expect(screen.getByText('Nascimento 01/02/1992 · CPF 529.982.247-25')).toBeInTheDocument();

    const dialog = await addDependent(user, 'Pedro Souza', '52998224725');
    expect(await within(dialog).findByText('Já existe um dependente cadastrado com esse CPF')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await dialogClosed();

    await addDependent(user, 'Pedro Souza', '11144477735');
    await dialogClosed();
    expect(screen.getByText('Pedro Souza · Cônjuge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover Joana Souza' }));
    expect(screen.queryByText('Joana Souza · Cônjuge')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Dados salvos com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/3'));
    expect(api.callsTo('saveFamilyData')[0].body).toEqual({
      maritalStatus: 'Casado(a)',
      mothersName: 'Maria Souza',
      hasDependents: true,
      dependents: [{ dependentName: 'Pedro Souza', dependentType: 'Cônjuge', dependentbirthDate: '1992-02-01', dependentCpf: '11144477735' }],
    });
  });

  it('opens with the saved dependents; answering no sends none', async () => {
    const { user, api } = await open(saved, { saveFamilyData: () => json(saved) });
    expect(screen.getByText('Pedro Souza · Filho(a)')).toBeInTheDocument();
    await answer(user, 'Possui dependentes?', 'Não');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('saveFamilyData')).toHaveLength(1));
    expect(api.callsTo('saveFamilyData')[0].body).toMatchObject({ hasDependents: false, dependents: [] });
  });

  it('a correction after FINALIZAR (CORRIGIR) saves and returns to the review, not to the next page', async () => {
    const finished = { ...saved, percentageFilled: 100, steps: stepsFilledUpTo(5) };
    const { user, api, pathname } = await open(finished, { saveFamilyData: () => json(finished) });
    await fill(user, field('Nome do pai'), 'José Souza');
    await user.click(submitButton());
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
    expect(api.callsTo('saveFamilyData')[0].body).toMatchObject({ fathersName: 'José Souza' });
  });

  it("refuses a dependent with the collaborator's own CPF (documents saved first)", async () => {
    const photoCPF = { key: 'uploads/u-1/cpf.jpg', name: 'cpf.jpg', size: 1000 };
    const { user, api } = await open({ ...saved, documents: { cpf: son.dependentCpf, photoCPF } });
    await user.click(submitButton());
    expect(await screen.findByText('O colaborador possui o mesmo CPF de um dos dependentes')).toBeInTheDocument();
    expect(api.callsTo('saveFamilyData')).toHaveLength(0);
  });

  it("says the server's message, else the generic one, and stays", async () => {
    let message: string | undefined = 'Esta etapa já foi aprovada e não pode mais ser alterada.';
    const { user, pathname } = await open(saved, { saveFamilyData: () => json(message ? { message } : {}, message ? 409 : 500) });
    await user.click(submitButton());
    expect(await screen.findByText('Esta etapa já foi aprovada e não pode mais ser alterada.')).toBeInTheDocument();
    message = undefined;
    await user.click(submitButton());
    expect(await screen.findByText('Não foi possível salvar os dados')).toBeInTheDocument();
    expect(pathname()).toBe('/steps/2');
  });
});
