import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { CreatePasswordPage } from './create-password-page';
import { candidateSession, invite } from '../test-fixtures';

function openCreatePassword() {
  return renderRoute('/steps/create-password', { createPassword: <CreatePasswordPage /> }, {
    session: candidateSession({ opened: true, accepted: true, emailVerify: true }),
    // FAZER LOGIN signs out: the guards then take the page away, as in the app.
    guards: true,
  });
}

describe('password messages (spec 001 §5 "Password")', () => {
  it.each([
    ['', '', 'Campo obrigatório'],
    ['Abc1', 'Abc1', 'Mínimo 8 digitos'],
    ['abcdefgh', 'abcdefgh', 'Fora dos requisitos'],
    ['Abcdefg1', 'Abcdefg2', 'Senhas diferentes'],
  ])('%j and %j say %s before any call', async (password, confirmation, message) => {
    const api = mockApi({});
    const { user } = openCreatePassword();
    if (password) await user.type(await screen.findByLabelText('Senha'), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirmar senha'), confirmation);
    await user.click(await screen.findByRole('button', { name: 'CRIAR SENHA' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
  });
});

describe('strength meter and checklist (spec 001 §2, §5 "Password")', () => {
  it.each([
    ['', 'Muito baixo', 0],
    ['abcdefgh', 'Baixo', 33],
    ['abcdefg1', 'Moderado', 67],
    ['Abcdefg1', 'Forte', 100],
  ])('%j scores %s', async (typed, label, value) => {
    mockApi({});
    const { user } = openCreatePassword();
    const password = await screen.findByLabelText('Senha');
    if (typed) await user.type(password, typed);
    const meter = screen.getByRole('progressbar', { name: `Força da senha: ${label}` });
    expect(meter).toHaveAttribute('aria-valuenow', String(value));
  });

  it('ticks each requirement as it is met', async () => {
    mockApi({});
    const { user } = openCreatePassword();
    const checklist = await screen.findByRole('list', { name: 'A senha precisa ter' });
    const state = (label: string) =>
      within(within(checklist).getByText(label).closest('li') as HTMLElement).getByRole('img').textContent;

    expect(state('Mínimo de 8 caracteres')).toBe('Não atendido');
    expect(state('Letras maiúsculas e minúsculas')).toBe('Não atendido');
    expect(state('Pelo menos um número')).toBe('Não atendido');

    await user.type(screen.getByLabelText('Senha'), 'Ab1');
    expect(state('Mínimo de 8 caracteres')).toBe('Não atendido');
    expect(state('Letras maiúsculas e minúsculas')).toBe('Atendido');
    expect(state('Pelo menos um número')).toBe('Atendido');

    await user.type(screen.getByLabelText('Senha'), 'cdefgh');
    expect(state('Mínimo de 8 caracteres')).toBe('Atendido');
  });
});

describe('creating the password (spec 001 §2, §4, §7, §8)', () => {
  async function fillAndSubmit(user: ReturnType<typeof openCreatePassword>['user']) {
    await fill(user, await screen.findByLabelText('Senha'), 'NovaSenha1');
    await fill(user, screen.getByLabelText('Confirmar senha'), 'NovaSenha1');
    await user.click(screen.getByRole('button', { name: 'CRIAR SENHA' }));
  }

  it("sends both fields to the invite, shows 'SENHA CRIADA' and FAZER LOGIN signs out", async () => {
    const api = mockApi({ createPassword: () => json(invite({ opened: true, accepted: true, emailVerify: true })) });
    const { user, pathname } = openCreatePassword();
    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'SENHA CRIADA' });
    const [call] = api.callsTo('createPassword');
    expect(call.params).toEqual({ inviteId: 'inv-1' });
    expect(call.body).toEqual({ password: 'NovaSenha1', confirmPassword: 'NovaSenha1' });

    await user.click(within(dialog).getByRole('button', { name: 'FAZER LOGIN' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getSession()).toBeNull();
  });

  it("says 'Não foi possível criar uma nova senha', or the server's reason, and lets the person try again", async () => {
    let answer = json({}, 500);
    mockApi({ createPassword: () => answer });
    const { user, pathname } = openCreatePassword();
    await fillAndSubmit(user);
    expect(await screen.findByText('Não foi possível criar uma nova senha')).toBeInTheDocument();

    answer = json({ message: 'Confirme o seu e-mail antes de criar a senha.' }, 409);
    await user.click(screen.getByRole('button', { name: 'CRIAR SENHA' }));
    expect(await screen.findByText('Confirme o seu e-mail antes de criar a senha.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CRIAR SENHA' })).toBeEnabled();
    expect(pathname()).toBe('/steps/create-password');
    expect(getSession()).not.toBeNull();
  });
});
