import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@colabora/core/enums';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { getSession } from '@/lib/session';
import { userWithRole } from '@/testing/fixtures';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { SignInPage } from './sign-in-page';

async function openSignIn() {
  const app = renderRoute('/', { signIn: <SignInPage /> });
  await screen.findByRole('heading', { name: 'LOGIN' });
  return app;
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof openSignIn>>['user'], email: string, password: string) {
  if (email) await fill(user, screen.getByLabelText(/^E-mail/), email);
  if (password) await fill(user, screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
}

describe('sign-in screen (spec 000 §2.4)', () => {
  it('shows the welcome panel and the LOGIN form', async () => {
    await openSignIn();
    expect(screen.getByRole('heading', { name: 'Olá, bem vindo!' })).toBeInTheDocument();
    expect(screen.getByText(/sistema completo de controle de ponto e gestão de recursos humanos/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Lembrar e-mail e senha')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeInTheDocument();
  });

  it('asks for e-mail and password (spec 000 §5)', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Digite uma senha')).toBeInTheDocument();
  });

  it('refuses an e-mail that is not an address', async () => {
    const { user } = await openSignIn();
    await fillAndSubmit(user, 'ana.demo.com.br', 'x');
    expect(await screen.findByText('Endereço de e-mail inválido')).toBeInTheDocument();
  });
});

describe('sign-in routing by role (spec 000 §4)', () => {
  it.each<[Role, string]>([
    ['ADMINISTRATOR_COMPANY', '/home/admissions'],
    ['HUMAN_RESOURCES_MANAGMENT', '/home/admissions'],
    ['EMPLOYEE', '/colaborator-home'],
  ])('%s keeps a session and goes to %s', async (role, destination) => {
    const api = mockApi({ signIn: () => json({ token: 'jwt-1', user: userWithRole(role) }) });
    const { user, pathname } = await openSignIn();
    await fillAndSubmit(user, 'ana@demo.com.br', 'Demo@2026');

    expect(await screen.findByText('Login realizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(destination));
    expect(api.calls[0].body).toEqual({ email: 'ana@demo.com.br', password: 'Demo@2026' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ role });
  });

  it.each<Role>(['ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN'])(
    '%s goes to /admission-process with no stored session',
    async (role) => {
      mockApi({ signIn: () => json({ token: 'jwt-2', user: userWithRole(role) }) });
      const { user, pathname } = await openSignIn();
      await fillAndSubmit(user, 'ana@demo.com.br', 'Demo@2026');

      expect(await screen.findByText('Complete o processo de admissão')).toBeInTheDocument();
      await waitFor(() => expect(pathname()).toBe('/admission-process'));
      expect(getSession()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    },
  );
});

describe('sign-in failures (spec 000 §8)', () => {
  it.each([
    [403, { message: 'qualquer' }, 'O usuário está desativado'],
    [401, { message: 'E-mail ou senha incorretos.' }, 'Falha ao realizar login'],
    [500, {}, 'Falha ao realizar login'],
    [429, { message: 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.' }, 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.'],
  ])('answer %i shows the right message', async (status, body, message) => {
    mockApi({ signIn: () => json(body, status) });
    const { user, pathname } = await openSignIn();
    await fillAndSubmit(user, 'ana@demo.com.br', 'errada');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(getSession()).toBeNull();
  });

  it('no answer at all is "Serviço indisponível"', async () => {
    mockApi({});
    const { user } = await openSignIn();
    await fillAndSubmit(user, 'ana@demo.com.br', 'Demo@2026');
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
  });

  it('a candidate waiting for activation is told on the page that HR will activate her and an e-mail will come (issue 9)', async () => {
    const waiting = 'Você já concluiu o processo de admissão. O RH da empresa vai ativar o seu acesso, e você receberá um e-mail quando puder entrar.';
    mockApi({ signIn: () => json({ message: waiting, code: 'awaitingActivation' }, 403) });
    const { user, pathname } = await openSignIn();
    await fillAndSubmit(user, 'ana@demo.com.br', 'MinhaSenha2024');
    expect(await screen.findByRole('status')).toHaveTextContent(waiting);
    // Not 'O usuário está desativado', and no trip to /admission-process, which would send her back here.
    expect(screen.queryByText('O usuário está desativado')).not.toBeInTheDocument();
    expect(screen.queryByText('Complete o processo de admissão')).not.toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(getSession()).toBeNull();
  });

  it('keeps ACESSAR disabled while signing in', async () => {
    let answer: (response: RouteAnswer<'signIn'>) => void = () => undefined;
    mockApi({ signIn: () => new Promise<RouteAnswer<'signIn'>>((resolve) => (answer = resolve)) });
    const { user } = await openSignIn();
    await fillAndSubmit(user, 'ana@demo.com.br', 'Demo@2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeDisabled());
    answer(json({}, 500));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeEnabled());
  });
});

describe("'Lembrar e-mail e senha'", () => {
  it('remembers the e-mail only, never the password', async () => {
    mockApi({ signIn: () => json({ token: 'jwt-3', user: userWithRole('EMPLOYEE') }) });
    const { user, pathname } = await openSignIn();
    await user.click(screen.getByLabelText('Lembrar e-mail e senha'));
    await fillAndSubmit(user, 'ana@demo.com.br', 'Segredo@123');
    await waitFor(() => expect(pathname()).toBe('/colaborator-home'));

    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('ana@demo.com.br');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('Segredo@123'))).toBe(false);
  });

  it('fills the remembered e-mail on the next visit', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'rh@demo.com.br');
    await openSignIn();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('rh@demo.com.br');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('');
    expect(screen.getByLabelText('Lembrar e-mail e senha')).toBeChecked();
  });
});
