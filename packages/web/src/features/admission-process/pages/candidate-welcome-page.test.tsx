import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { CandidateWelcomePage } from './candidate-welcome-page';
import { candidateDetail, candidateSession, invite } from '../test-fixtures';

function openWelcome(session = candidateSession({ opened: true }), guards = false) {
  return renderRoute('/collaborator', { candidateWelcome: <CandidateWelcomePage /> }, { session, guards });
}

function offerValue(label: string): string {
  const term = within(screen.getByLabelText('Condições da contratação')).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('welcome page (spec 001 §2 "Candidate welcome/login")', () => {
  it("greets the candidate and shows the offer in R$ and the deadline as dd/MM/yyyy", async () => {
    const api = mockApi({ getUser: () => json(candidateDetail()) });
    openWelcome();
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-1' });

    expect(offerValue('Empresa')).toBe('Empresa Demonstração');
    expect(offerValue('Cargo')).toBe('Analista de RH');
    expect(offerValue('Salário')).toBe('R$ 4.123,45');
    expect(offerValue('Regime de contratação')).toBe('CLT');
    expect(offerValue('Vale-transporte')).toBe('R$ 220,00');
    expect(offerValue('Vale-alimentação')).toBe('R$ 650,50');
    expect(offerValue('Vale-refeição')).toBe('Não oferecido');
    expect(offerValue('Prazo para preenchimento')).toBe('20/02/2026');
  });

  it('says when the data cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({ getUser: () => (fail ? json({}, 500) : json(candidateDetail())) });
    const { user } = openWelcome();
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
  });
});

describe('terms and VAMOS COMEÇAR (spec 001 §4, §5 "Terms", §8 "Welcome")', () => {
  it('asks to agree before going on', async () => {
    const api = mockApi({ getUser: () => json(candidateDetail()) });
    const { user, pathname } = openWelcome();
    await user.click(await screen.findByRole('button', { name: 'VAMOS COMEÇAR' }));
    expect(await screen.findByText('Para avançar concorde com os termos')).toBeInTheDocument();
    expect(api.callsTo('updateInvite')).toHaveLength(0);
    expect(pathname()).toBe('/collaborator');
  });

  it('accepts the invite, says so and opens the wizard (/steps); the guards then keep the candidate there', async () => {
    const api = mockApi({ getUser: () => json(candidateDetail()), updateInvite: () => json(invite({ opened: true, accepted: true })) });
    const { user, pathname, router } = openWelcome(undefined, true);
    await user.click(await screen.findByRole('checkbox', { name: /concordo/ }));
    await user.click(screen.getByRole('button', { name: 'VAMOS COMEÇAR' }));

    expect(await screen.findByText('Termos aceitos')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps'));
    const [accepted] = api.callsTo('updateInvite');
    expect(accepted.params).toEqual({ inviteId: 'inv-1' });
    expect(accepted.body).toEqual({ accepted: true });
    expect(accepted.headers.get('Authorization')).toBe('Bearer jwt-candidate');
    expect(getSession()?.invite?.accepted).toBe(true);

    await router.navigate('/admission-process');
    await waitFor(() => expect(pathname()).toBe('/steps'));
  });

  it('keeps VAMOS COMEÇAR disabled while accepting, and says when the request fails', async () => {
    let answer: (response: RouteAnswer<'updateInvite'>) => void = () => undefined;
    mockApi({
      getUser: () => json(candidateDetail()),
      updateInvite: () => new Promise<RouteAnswer<'updateInvite'>>((resolve) => (answer = resolve)),
    });
    const { user, pathname } = openWelcome();
    await user.click(await screen.findByRole('checkbox', { name: /concordo/ }));
    await user.click(screen.getByRole('button', { name: 'VAMOS COMEÇAR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'VAMOS COMEÇAR' })).toBeDisabled());

    answer(json({ message: 'qualquer' }, 500));
    expect(await screen.findByText('Falha na requisição, tente novamente mais tarde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VAMOS COMEÇAR' })).toBeEnabled();
    expect(pathname()).toBe('/collaborator');
    expect(getSession()?.invite?.accepted).toBe(false);
  });

  it('an invite already accepted goes on without a second call', async () => {
    const api = mockApi({ getUser: () => json(candidateDetail({ invite: invite({ opened: true, accepted: true }) })) });
    const { user, pathname } = openWelcome();
    expect(await screen.findByRole('checkbox', { name: /concordo/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'VAMOS COMEÇAR' }));
    await waitFor(() => expect(pathname()).toBe('/steps'));
    expect(api.callsTo('updateInvite')).toHaveLength(0);
  });
});
