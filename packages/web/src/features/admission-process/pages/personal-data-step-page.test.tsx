import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RouteAnswer } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import {
  choose,
  field,
  freezeToday,
  imageFile,
  messageNear,
  messageOf,
  openStep,
  photo,
  pick,
  stubImagePreview,
  submitButton,
  uploadedKey,
} from '../step-fixtures';
import { candidateDetail } from '../test-fixtures';
import { PersonalDataStepPage } from './personal-data-step-page';

vi.mock('@/lib/upload-file', () => ({ uploadFile: uploadedKey }));

beforeEach(() => {
  freezeToday();
  stubImagePreview();
});
afterEach(() => vi.useRealTimers());

const saved = candidateDetail({
  personalData: {
    nationality: 'Brasil',
    state: 'SP',
    cityOfBirth: 'Campinas',
    birthDate: '1990-03-15',
    gender: 'Feminino',
    raceColor: 'Parda',
    deficiency: 'Nenhuma',
    profilePicture: photo,
  },
});

describe('step 1 "About you" (spec 001 §2, §5 "Personal data")', () => {
  it('shows the title, the selfie guide and 0% progress, and asks for every field', async () => {
    const { user, api } = await openStep('step1', <PersonalDataStepPage />);
    expect(screen.getByRole('heading', { name: 'Sobre você' })).toBeInTheDocument();
    expect(screen.getByText(/fundo branco, em boa qualidade, enquadrada dos ombros para cima/)).toBeInTheDocument();
    expect(screen.getByText('Progresso: 0%')).toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(messageOf('Nacionalidade')).toBe('Campo obrigatório'));
    expect(messageOf('Estado de nascimento')).toBe('Campo obrigatório');
    expect(messageOf('Cidade de nascimento')).toBe('Campo obrigatório');
    expect(messageOf('Data de nascimento')).toBe('Informe uma data válida');
    expect(messageOf('Gênero')).toBe('Campo obrigatório');
    expect(messageOf('Raça/Cor')).toBe('Campo obrigatório');
    expect(messageOf('Deficiência')).toBe('Campo obrigatório');
    expect(messageNear('Selfie')).toContain('Foto obrigatória');
    expect(api.callsTo('savePersonalData')).toHaveLength(0);
  });

  it('sends the data with the uploaded selfie, says so and opens /steps/2', async () => {
    const { user, api, pathname } = await openStep('step1', <PersonalDataStepPage />, candidateDetail(), {
      savePersonalData: () => json(saved),
      saveFamilyData: () => json(saved),
    });
    await pick(user, 'Nacionalidade', 'Brasi', 'Brasil');
    await choose(user, 'Estado de nascimento', 'São Paulo');
    await pick(user, 'Cidade de nascimento', 'Campin', 'Campinas');
    await fill(user, field('Data de nascimento'), '15/03/1990');
    await choose(user, 'Gênero', 'Feminino');
    await choose(user, 'Raça/Cor', 'Parda');
    await choose(user, 'Deficiência', 'Nenhuma');
    await user.upload(field('Selfie'), imageFile('eu.jpg'));
    await screen.findByText('eu.jpg');
    await user.click(submitButton());

    expect(await screen.findByText('Dados salvos com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/2'));
    const [call] = api.callsTo('savePersonalData');
    expect(call.params).toEqual({ userId: 'u-1' });
    expect(call.body).toEqual({
      nationality: 'Brasil',
      state: 'SP',
      cityOfBirth: 'Campinas',
      birthDate: '1990-03-15',
      gender: 'Feminino',
      raceColor: 'Parda',
      deficiency: 'Nenhuma',
      profilePicture: { key: 'uploads/u-1/eu.jpg', name: 'eu.jpg', size: 4 },
    });
  });

  it('opens with what was saved, the selfie included, and sends it again as it was', async () => {
    const { user, api } = await openStep('step1', <PersonalDataStepPage />, saved, { savePersonalData: () => json(saved) });
    expect(screen.getByRole('combobox', { name: 'Nacionalidade' })).toHaveValue('Brasil');
    expect(screen.getByRole('combobox', { name: 'Cidade de nascimento' })).toHaveValue('Campinas');
    expect(field('Data de nascimento')).toHaveValue('15/03/1990');
    expect(screen.getByText('selfie.jpg')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('savePersonalData')).toHaveLength(1));
    expect(api.callsTo('savePersonalData')[0].body).toMatchObject({ state: 'SP', profilePicture: photo });
  });

  it('choosing another state clears the city; another nationality clears state and city (typed freely)', async () => {
    const { user } = await openStep('step1', <PersonalDataStepPage />, saved);
    await choose(user, 'Estado de nascimento', 'Rio de Janeiro');
    expect(screen.getByRole('combobox', { name: 'Cidade de nascimento' })).toHaveValue('');
    await pick(user, 'Cidade de nascimento', 'Niter', 'Niterói');

    await user.clear(screen.getByRole('combobox', { name: 'Nacionalidade' }));
    await pick(user, 'Nacionalidade', 'Portug', 'Portugal');
    expect(screen.getByRole('textbox', { name: 'Estado de nascimento' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cidade de nascimento' })).toHaveValue('');
    await user.type(field('Estado de nascimento'), 'Lx');
    expect(field('Estado de nascimento')).toHaveValue('Lx');
  });

  it('a failed save says only the generic text and stays; a refused field shows its message', async () => {
    const { user, pathname } = await openStep('step1', <PersonalDataStepPage />, saved, {
      savePersonalData: () =>
        json({ message: 'Dados inválidos', errors: { cityOfBirth: 'Cidade não encontrada neste estado. Escolha uma cidade da lista.' } }, 400),
    });
    await user.click(submitButton());
    expect(await screen.findByText('Não foi possível salvar os dados')).toBeInTheDocument();
    expect(screen.queryByText('Dados inválidos')).not.toBeInTheDocument();
    expect(messageOf('Cidade de nascimento')).toBe('Cidade não encontrada neste estado. Escolha uma cidade da lista.');
    expect(pathname()).toBe('/steps/1');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps the button disabled while saving', async () => {
    let answer: (response: RouteAnswer<'savePersonalData'>) => void = () => undefined;
    const { user } = await openStep('step1', <PersonalDataStepPage />, saved, {
      savePersonalData: () => new Promise<RouteAnswer<'savePersonalData'>>((resolve) => (answer = resolve)),
    });
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    answer(json({}, 500));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("says 'Erro ao recuperar seus dados' when the data cannot be read, and tries again", async () => {
    let fail = true;
    const { user } = await openStep('step1', <PersonalDataStepPage />, saved, { getUser: () => (fail ? json({}, 500) : json(saved)) });
    expect(await screen.findByText('Erro ao recuperar seus dados')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByRole('combobox', { name: 'Nacionalidade' })).toHaveValue('Brasil');
  });
});
