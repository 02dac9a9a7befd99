import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@colabora/core/enums';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { getSession } from '@/lib/session';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { AdmissionProcessPage } from './admission-process-page';
import { candidateDetail, invite, inviteAnswer } from '../test-fixtures';

type Flags = Parameters<typeof inviteAnswer>[1];

async function openPage() {
  const app = renderRoute('/admission-process', { admissionProcess: <AdmissionProcessPage /> });
  await screen.findByRole('heading', { name: 'PROCESSO DE ADMISSÃO' });
  return app;
}

async function signIn(user: Awaited<ReturnType<typeof openPage>>['user'], email = 'ana@demo.com.br', password = 'Convite@123') {
  if (email) await fill(user, screen.getByLabelText(/^E-mail/), email);
  if (password) await fill(user, screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
}

describe('candidate sign-in screen (spec 001 §2, §5 "Candidate login")', () => {
  it('shows the title, the labelled fields and ACESSAR', async () => {
    await openPage();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();
  });

  it('asks for the e-mail and the password', async () => {
    const api = mockApi({});
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    expect(await screen.findByText('Senha incorreta')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('invite sign-in outcomes (spec 000 §4 "Invite sign-in", §2.2)', () => {
  it.each<[string, Role, Flags, string]>([
    ['a new invite', 'ADMISSION_PROCESS', {}, '/collaborator'],
    // The wizard's base path, which opens where her work is (steps-landing-page.test.tsx).
    ['an accepted invite', 'ADMISSION_PROCESS', { accepted: true, opened: true }, '/steps'],
    ['e-mail verification pending', 'ADMISSION_PROCESS', { accepted: true, opened: true, emailVerify: true }, '/steps/create-password'],
    ['a person waiting for the contract', 'WAITING_CONTRACT_SIGN', { accepted: true, opened: true }, '/steps/admission-exam'],
    ['waiting for the contract, e-mail verification pending', 'WAITING_CONTRACT_SIGN', { accepted: true, opened: true, emailVerify: true }, '/steps/create-password'],
  ])('%s (%s, %o) goes to %s and keeps the session with its invite', async (_case, role, flags, destination) => {
    const answer = inviteAnswer(role, flags);
    const api = mockApi({
      inviteSignIn: () => json(answer),
      updateInvite: () => json(invite({ opened: true })),
      getUser: () => json(candidateDetail()),
    });
    const { user, pathname } = await openPage();
    await signIn(user);

    expect(await screen.findByText('Login realizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(destination));
    expect(api.callsTo('inviteSignIn')[0].body).toEqual({ email: 'ana@demo.com.br', password: 'Convite@123' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-candidate');
    expect(getSession()).toEqual({ token: 'jwt-candidate', user: answer.user, invite: { ...answer.invite, opened: true } });
  });

  it('marks a new invite opened, with the new token', async () => {
    const api = mockApi({
      inviteSignIn: () => json(inviteAnswer('ADMISSION_PROCESS')),
      updateInvite: () => json(invite({ opened: true })),
      getUser: () => json(candidateDetail()),
    });
    const { user, pathname } = await openPage();
    await signIn(user);
    await waitFor(() => expect(pathname()).toBe('/collaborator'));

    const [opened] = api.callsTo('updateInvite');
    expect(opened.params).toEqual({ inviteId: 'inv-1' });
    expect(opened.body).toEqual({ opened: true });
    expect(opened.headers.get('Authorization')).toBe('Bearer jwt-candidate');
  });

  it('does not mark an invite opened twice', async () => {
    const api = mockApi({ inviteSignIn: () => json(inviteAnswer('ADMISSION_PROCESS', { opened: true, accepted: true })) });
    const { user, pathname } = await openPage();
    await signIn(user);
    await waitFor(() => expect(pathname()).toBe('/steps'));
    expect(api.callsTo('updateInvite')).toHaveLength(0);
  });

  it('goes on when marking the invite opened fails, and remembers it is not', async () => {
    mockApi({
      inviteSignIn: () => json(inviteAnswer('ADMISSION_PROCESS')),
      updateInvite: () => json({}, 500),
      getUser: () => json(candidateDetail()),
    });
    const { user, pathname } = await openPage();
    await signIn(user);
    await waitFor(() => expect(pathname()).toBe('/collaborator'));
    expect(getSession()?.invite?.opened).toBe(false);
  });

  it.each([
    ['refused with 403', () => json({ message: 'Processo de admissão já finalizado', code: 'admissionConcluded' }, 403)],
    ['answered as concluded', () => json(inviteAnswer('ADMISSION_PROCESS', { accepted: true, concluded: true }))],
  ])('a concluded invite (%s) goes to / with "Processo de admissão já finalizado" and no session', async (_case, answer) => {
    mockApi({ inviteSignIn: answer });
    const { user, pathname } = await openPage();
    await signIn(user);
    expect(await screen.findByText('Processo de admissão já finalizado')).toBeInTheDocument();
    // The staff sign-in page, where the person signs in from now on.
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getSession()).toBeNull();
  });
});

describe('waiting for activation (issue 9)', () => {
  const waiting = 'Você já concluiu o processo de admissão. O RH da empresa vai ativar o seu acesso, e você receberá um e-mail quando puder entrar.';

  it('after the password, says on the page that HR will activate the access and an e-mail will come, and stays', async () => {
    mockApi({ inviteSignIn: () => json({ message: waiting, code: 'awaitingActivation' }, 403) });
    const { user, pathname } = await openPage();
    await signIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent(waiting);
    // No trip to '/' ('Processo de admissão já finalizado'), which would send her back here.
    expect(screen.queryByText('Processo de admissão já finalizado')).not.toBeInTheDocument();
    expect(pathname()).toBe('/admission-process');
    expect(getSession()).toBeNull();
  });

  it('decides on the code, not on the wording: a 403 without it is an ordinary failure', async () => {
    mockApi({ inviteSignIn: () => json({ message: 'Processo de admissão já finalizado' }, 403) });
    const { user, pathname } = await openPage();
    await signIn(user);
    expect(await screen.findByText('Processo de admissão já finalizado')).toBeInTheDocument();
    expect(pathname()).toBe('/admission-process');
  });
});

describe('invite sign-in failures', () => {
  it.each([
    [401, { message: 'E-mail ou senha incorretos.' }, 'E-mail ou senha incorretos.'],
    [401, {}, 'Falha ao realizar login'],
    [429, { message: 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.' }, 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.'],
    [403, { message: 'O usuário está desativado' }, 'O usuário está desativado'],
    [500, {}, 'Falha ao realizar login'],
  ])('answer %i %o shows "%s" and stays', async (status, body, message) => {
    const api = mockApi({ inviteSignIn: () => json(body, status) });
    const { user, pathname } = await openPage();
    await signIn(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pathname()).toBe('/admission-process');
    expect(getSession()).toBeNull();
    expect(api.callsTo('updateInvite')).toHaveLength(0);
  });

  it('no answer at all is "Serviço indisponível"', async () => {
    mockApi({});
    const { user } = await openPage();
    await signIn(user);
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
  });

  it('keeps ACESSAR disabled while signing in', async () => {
    let answer: (response: RouteAnswer<'inviteSignIn'>) => void = () => undefined;
    mockApi({ inviteSignIn: () => new Promise<RouteAnswer<'inviteSignIn'>>((resolve) => (answer = resolve)) });
    const { user } = await openPage();
    await signIn(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeDisabled());
    answer(json({}, 401));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeEnabled());
  });
});

describe('reset-password modal (spec 001 §5 "Reset password")', () => {
  it('asks for the e-mail, then tells the candidate to ask HR for a new invite, calling nothing', async () => {
    const api = mockApi({});
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esqueci minha senha' });

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect(await within(dialog).findByText('Email obrigatório')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^E-mail/), 'ana@demo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect(await within(dialog).findByText(/Peça ao RH da empresa que reenvie o convite para ana@demo\.com\.br/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ENTENDI' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts with the e-mail already typed in the sign-in form', async () => {
    const { user } = await openPage();
    await fill(user, screen.getByLabelText(/^E-mail/), 'bia@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esqueci minha senha' });
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('bia@demo.com.br');
  });
});
