import { screen, within } from '@testing-library/react';
import type { Steps } from '@colabora/core/admission/steps';
import { describe, expect, it, vi } from 'vitest';
import * as reload from '@/lib/reload-page';
import { getSession } from '@/lib/session';
import { json, type Handler } from '@/testing/mock-api';
import { openStep } from '../step-fixtures';
import { ReviewStepPage } from './review-step-page';

const approved = { status: 'approved', reason: null } as const;
const allApproved: Steps = {
  HIRING_DATA: approved,
  PERSONAL_DATA: approved,
  FAMILY_DATA: approved,
  DOCUMENTS: approved,
  ADDRESS: approved,
  BANK_DATA: approved,
};

const open = (steps: Handler<'getUserSteps'>) => openStep('step6', <ReviewStepPage />, undefined, { getUserSteps: steps });

describe('step 6 review (spec 001 §2 step 6, §4)', () => {
  it("shows the title, 100% and 'Em análise...' while a step is under analysis; ATUALIZAR asks again", async () => {
    let steps: Steps = { ...allApproved, ADDRESS: { status: 'underAnalysis', reason: null } };
    const { user, api } = await open(() => json(steps));
    expect(screen.getByRole('heading', { name: 'Pronto, estamos analisando seus dados!' })).toBeInTheDocument();
    expect(screen.getByText('Progresso: 100%')).toBeInTheDocument();
    expect(await screen.findByText('Em análise...')).toBeInTheDocument();
    expect(api.callsTo('getUserSteps')[0].params).toEqual({ userId: 'u-1' });

    steps = allApproved;
    await user.click(screen.getByRole('button', { name: 'ATUALIZAR' }));
    expect(await screen.findByText('Aprovado!')).toBeInTheDocument();
  });

  it('shows one card per refused step with its reason and a CORRIGIR link to its page', async () => {
    await open(() =>
      json({
        ...allApproved,
        FAMILY_DATA: { status: 'disapproved', reason: 'Falta o nome do pai' },
        BANK_DATA: { status: 'disapproved', reason: 'Comprovante ilegível' },
        ADDRESS: { status: 'underAnalysis', reason: null },
      }),
    );
    const family = await screen.findByRole('region', { name: 'Dados da família' });
    expect(within(family).getByText('Motivo: Falta o nome do pai')).toBeInTheDocument();
    expect(within(family).getByRole('link', { name: 'CORRIGIR' })).toHaveAttribute('href', '/steps/2');
    const bank = screen.getByRole('region', { name: 'Dados bancários' });
    expect(within(bank).getByText('Motivo: Comprovante ilegível')).toBeInTheDocument();
    expect(within(bank).getByRole('link', { name: 'CORRIGIR' })).toHaveAttribute('href', '/steps/5');
    expect(screen.getAllByRole('link', { name: 'CORRIGIR' })).toHaveLength(2);
    expect(screen.queryByText('Em análise...')).not.toBeInTheDocument();
  });

  it('when approved, tells what comes next and signs out so the next sign-in leads to the exams', async () => {
    const loadPage = vi.spyOn(reload, 'loadPage').mockImplementation(() => undefined);
    const { user } = await open(() => json(allApproved));
    expect(await screen.findByText('Aprovado!')).toBeInTheDocument();
    expect(screen.getByText(/faça os exames admissionais, assine o contrato de trabalho e crie a sua senha de acesso/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    expect(getSession()).toBeNull();
    expect(loadPage).toHaveBeenCalledExactlyOnceWith('/admission-process');
  });

  it("says 'Falha ao buscar informações' when the steps cannot be read, and tries again", async () => {
    let fail = true;
    const { user } = await open(() => (fail ? json({}, 500) : json(allApproved)));
    expect(await screen.findByText('Falha ao buscar informações')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByText('Aprovado!')).toBeInTheDocument();
  });
});
