import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_MSG } from '@colabora/core/auth/password-recovery';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill as paste } from '@/testing/user';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'c1.u1.segredo';

function openLink(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/reset-password${hash}`);
  return renderRoute('/reset-password', { resetPassword: <ResetPasswordPage /> });
}

async function fill(user: ReturnType<typeof openLink>['user'], password: string, confirmation = password) {
  await paste(user, await screen.findByLabelText('Senha'), password);
  await paste(user, screen.getByLabelText('Confirmar senha'), confirmation);
  await user.click(screen.getByRole('button', { name: RESET_PASSWORD_MSG.submit }));
}

describe('/reset-password (the link of the password recovery)', () => {
  it('sends the token with the new password, takes the token off the address bar and leads to the sign-in', async () => {
    const api = mockApi({ recoverPassword: () => json({ email: 'ana@demo.com.br' }) });
    const { user } = openLink();
    expect(await screen.findByRole('heading', { name: RESET_PASSWORD_MSG.title })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await fill(user, 'Recuperada2026');
    await screen.findByText(RESET_PASSWORD_MSG.done);
    expect(api.callsTo('recoverPassword')[0].body).toEqual({ token: TOKEN, password: 'Recuperada2026', confirmPassword: 'Recuperada2026' });
    expect(screen.getByText('ana@demo.com.br')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESET_PASSWORD_MSG.signIn })).toHaveAttribute('href', '/');
  });

  it('shows the strength meter of 001 §5 while typing', async () => {
    mockApi({});
    const { user } = openLink();
    await user.type(await screen.findByLabelText('Senha'), 'abcdefg1');
    expect(screen.getByText('Moderado')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), 'A');
    expect(screen.getByText('Forte')).toBeInTheDocument();
  });

  it.each([
    ['abc', 'Mínimo 8 digitos'],
    ['abcdefgh1', 'Fora dos requisitos'],
  ])("refuses '%s' with the spec's message before any call", async (password, message) => {
    const api = mockApi({});
    const { user } = openLink();
    await fill(user, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('the confirmation must match', async () => {
    const api = mockApi({});
    const { user } = openLink();
    await fill(user, 'Abcdefg1', 'Abcdefg2');
    expect(await screen.findByText('Senhas diferentes')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([RESET_PASSWORD_MSG.expiredLink, RESET_PASSWORD_MSG.invalidLink])('shows what the server says of the link: %s', async (message) => {
    mockApi({ recoverPassword: () => json({ message }, 400) });
    const { user } = openLink();
    await fill(user, 'Recuperada2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the field message the server gives for a refused password', async () => {
    mockApi({ recoverPassword: () => json({ message: 'Dados inválidos.', errors: { password: 'Fora dos requisitos' } }, 400) });
    const { user } = openLink();
    await fill(user, 'Recuperada2026');
    expect(await screen.findByText('Fora dos requisitos')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opened without a link, says to use the e-mailed one and shows no form', async () => {
    mockApi({});
    openLink('');
    expect(await screen.findByText(RESET_PASSWORD_MSG.missingLink)).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
  });
});
