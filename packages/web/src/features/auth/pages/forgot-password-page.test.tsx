import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RECOVERY_MSG } from '@colabora/core/auth/password-recovery';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignInPage } from './sign-in-page';

function openPage() {
  return renderRoute('/forgot-password', { forgotPassword: <ForgotPasswordPage /> });
}

async function ask(user: ReturnType<typeof openPage>['user'], email: string) {
  await fill(user, await screen.findByLabelText(/^E-mail/), email);
  await user.click(screen.getByRole('button', { name: PASSWORD_RECOVERY_MSG.submit }));
}

describe("/forgot-password ('Esqueci minha senha')", () => {
  it('sends the e-mail and shows the one answer every request gets, candidates included', async () => {
    const api = mockApi({ requestPasswordRecovery: () => json({ message: PASSWORD_RECOVERY_MSG.requested }) });
    const { user } = openPage();
    expect(await screen.findByRole('heading', { name: PASSWORD_RECOVERY_MSG.title })).toBeInTheDocument();
    await ask(user, 'ana@demo.com.br');
    expect(await screen.findByText(PASSWORD_RECOVERY_MSG.requested)).toBeInTheDocument();
    expect(PASSWORD_RECOVERY_MSG.requested).toContain('Se você é candidato, peça ao RH um novo convite.');
    expect(api.callsTo('requestPasswordRecovery')[0].body).toEqual({ email: 'ana@demo.com.br' });
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: PASSWORD_RECOVERY_MSG.backToSignIn })).toHaveAttribute('href', '/');
  });

  it('checks the e-mail with the sign-in messages before any call', async () => {
    const api = mockApi({});
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: PASSWORD_RECOVERY_MSG.submit }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await ask(user, 'ana.demo.com.br');
    expect(await screen.findByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    { status: 429, body: { message: PASSWORD_RECOVERY_MSG.tooManyRequests }, message: PASSWORD_RECOVERY_MSG.tooManyRequests },
    { status: 500, body: {}, message: PASSWORD_RECOVERY_MSG.failed },
  ])('answer $status keeps the form and says: $message', async ({ status, body, message }) => {
    mockApi({ requestPasswordRecovery: () => json(body, status) });
    const { user } = openPage();
    await ask(user, 'ana@demo.com.br');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
  });

  it('no answer at all is "Serviço indisponível"', async () => {
    mockApi({});
    const { user } = openPage();
    await ask(user, 'ana@demo.com.br');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível');
  });

  it("is where the sign-in's 'Esqueci minha senha' leads, with the e-mail typed there", async () => {
    mockApi({});
    const { user, pathname } = renderRoute('/', { signIn: <SignInPage />, forgotPassword: <ForgotPasswordPage /> });
    await fill(user, await screen.findByLabelText(/^E-mail/), 'rh@demo.com.br');
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(pathname()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: PASSWORD_RECOVERY_MSG.title })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('rh@demo.com.br');
  });
});
