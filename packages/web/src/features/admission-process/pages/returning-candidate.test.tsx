import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { Steps, StepStatus } from '@colabora/core/admission/steps';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { freezeToday, openStep, photo, stepsFilledUpTo, stubImagePreview, submitButton, uploadedKey } from '../step-fixtures';
import { candidateDetail, candidateSession } from '../test-fixtures';
import { FamilyDataStepPage } from './family-data-step-page';
import { PersonalDataStepPage } from './personal-data-step-page';
import { ReviewStepPage } from './review-step-page';
import { StepsLandingPage } from './steps-landing-page';

// Issue 9: a candidate who signs in again after HR's review lands where her work is, sees the steps HR approved
// read-only, moves between steps with the dots, and reads the server's reason when a save is refused.

vi.mock('@/lib/upload-file', () => ({ uploadFile: uploadedKey }));

beforeEach(() => {
  freezeToday();
  stubImagePreview();
});
afterEach(() => vi.useRealTimers());

/** Every step filled in order, then HR's review: hiring data and step 1 approved, the family data refused. */
function reviewed(overrides: Partial<Record<keyof Steps, StepStatus>> = {}): Steps {
  const steps: Steps = {
    ...stepsFilledUpTo(5),
    HIRING_DATA: { status: 'approved', reason: null },
    PERSONAL_DATA: { status: 'approved', reason: null },
    FAMILY_DATA: { status: 'disapproved', reason: 'Informe o nome do pai' },
  };
  for (const [name, status] of Object.entries(overrides)) steps[name as keyof Steps] = { status, reason: null };
  return steps;
}

const personalData: CollaboratorDetail['personalData'] = {
  nationality: 'Brasil',
  state: 'SP',
  cityOfBirth: 'Campinas',
  birthDate: '1990-03-15',
  gender: 'Feminino',
  raceColor: 'Parda',
  deficiency: 'Nenhuma',
  profilePicture: photo,
};
const familyData: CollaboratorDetail['familyData'] = {
  maritalStatus: 'Solteiro(a)',
  mothersName: 'Maria Souza',
  fathersName: '',
  hasDependents: false,
  dependents: [],
};

function openLanding(steps: Steps) {
  const candidate = candidateDetail({ steps, percentageFilled: 100, personalData, familyData });
  const api = mockApi({ getUserSteps: () => json(steps), getUser: () => json(candidate) });
  const app = renderRoute(
    '/steps',
    {
      steps: <StepsLandingPage />,
      step1: <PersonalDataStepPage />,
      step2: <FamilyDataStepPage />,
      step6: <ReviewStepPage />,
    },
    { session: candidateSession({ opened: true, accepted: true }) },
  );
  return { ...app, api };
}

describe('where a returning candidate lands (/steps)', () => {
  it('step 1 approved and the family data refused: the review, with the CORRIGIR card and the real progress', async () => {
    const { pathname } = openLanding(reviewed());
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
    const card = await screen.findByRole('region', { name: 'Dados da família' });
    expect(within(card).getByText('Motivo: Informe o nome do pai')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'CORRIGIR' })).toHaveAttribute('href', '/steps/2');
    expect(screen.getByText('Progresso: 100%')).toBeInTheDocument();
  });

  it('nothing refused: the first step still to fill, else the review', async () => {
    const first = openLanding(stepsFilledUpTo(2));
    await waitFor(() => expect(first.pathname()).toBe('/steps/3'));
  });

  it('everything filled and under analysis: the review', async () => {
    const { pathname } = openLanding(stepsFilledUpTo(5));
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
    expect(await screen.findByText('Em análise...')).toBeInTheDocument();
  });

  it('a refusal while steps are still to fill: the cards, and a link to go on filling', async () => {
    const steps: Steps = { ...stepsFilledUpTo(2), FAMILY_DATA: { status: 'disapproved', reason: 'Foto escura' } };
    const { pathname } = openLanding(steps);
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
    expect(await screen.findByRole('link', { name: 'CORRIGIR' })).toHaveAttribute('href', '/steps/2');
    expect(screen.getByRole('link', { name: 'CONTINUAR PREENCHIMENTO' })).toHaveAttribute('href', '/steps/3');
    expect(screen.getByText('Progresso: 40%')).toBeInTheDocument();
  });
});

describe('the navigation dots', () => {
  it('name every page and its state, link the pages she reached and mark the current one', async () => {
    const steps: Steps = { ...stepsFilledUpTo(2), PERSONAL_DATA: { status: 'approved', reason: null } };
    await openStep('step2', <FamilyDataStepPage />, candidateDetail({ steps, familyData }));
    const dots = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    const links = within(dots).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Etapa 1 de 6: Sobre você (aprovada)',
      'Etapa 2 de 6: Dados da família (em análise)',
      'Etapa 3 de 6: Documentação (a preencher)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/steps/1', '/steps/2', '/steps/3']);
    expect(within(dots).getByRole('link', { name: /^Etapa 2 de 6/ })).toHaveAttribute('aria-current', 'step');
    // The pages further on are named, not links.
    expect(within(dots).getByRole('img', { name: 'Etapa 4 de 6: Endereço (a preencher)' })).toBeInTheDocument();
    expect(within(dots).getByRole('img', { name: 'Etapa 6 de 6: Revisão (depois de preencher as etapas)' })).toBeInTheDocument();
  });

  it('open a page from the keyboard', async () => {
    const { user, pathname } = await openStep('step2', <FamilyDataStepPage />, candidateDetail({ steps: reviewed(), familyData }));
    const dots = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    expect(within(dots).getAllByRole('link')).toHaveLength(6);
    within(dots).getByRole('link', { name: 'Etapa 6 de 6: Revisão (disponível)' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
  });
});

describe('an approved step is read-only', () => {
  it("says 'Etapa aprovada!', shows the data in disabled fields and CONTINUAR instead of saving", async () => {
    const candidate = candidateDetail({ steps: reviewed(), personalData, familyData });
    const { api } = await openStep('step1', <PersonalDataStepPage />, candidate);
    expect(screen.getByText('Etapa aprovada!')).toBeInTheDocument();
    expect(screen.getByText('O RH aprovou esta etapa: os dados abaixo não podem mais ser alterados.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nacionalidade' })).toHaveValue('Brasil');
    expect(screen.getByRole('combobox', { name: 'Nacionalidade' })).toBeDisabled();
    expect(screen.getByLabelText('Data de nascimento')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Gênero' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Selfie')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'SALVAR E CONTINUAR' })).not.toBeInTheDocument();
    // On to what is left: the refused family data waits on the review.
    expect(screen.getByRole('link', { name: 'CONTINUAR' })).toHaveAttribute('href', '/steps/6');
    expect(api.callsTo('savePersonalData')).toHaveLength(0);
  });

  it("a refused step says HR's reason above the form, which stays editable", async () => {
    await openStep('step2', <FamilyDataStepPage />, candidateDetail({ steps: reviewed(), familyData }));
    expect(screen.getByText('Etapa reprovada')).toBeInTheDocument();
    expect(screen.getByText(/Motivo: Informe o nome do pai/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do pai')).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });
});

describe("a refused save says the server's reason", () => {
  it('a coded refusal (approved meanwhile, terms not accepted) shows its text instead of the generic one', async () => {
    const reason = 'Esta etapa já foi aprovada e não pode mais ser alterada.';
    const candidate = candidateDetail({ steps: stepsFilledUpTo(1), personalData });
    const { user, pathname } = await openStep('step1', <PersonalDataStepPage />, candidate, {
      savePersonalData: () => json({ message: reason, code: 'stepAlreadyApproved' }, 409),
    });
    await user.click(submitButton());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível salvar os dados')).not.toBeInTheDocument();
    expect(pathname()).toBe('/steps/1');
  });
});
