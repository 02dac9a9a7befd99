import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { EmailConfirmPage } from './email-confirm-page';
import { candidateDetail, candidateSession, invite } from '../test-fixtures';

function openEmailConfirm(session = candidateSession({ opened: true, accepted: true })) {
  return renderRoute('/steps/email-confirm', { emailConfirm: <EmailConfirmPage /> }, { session });
}

describe('e-mail confirmation (spec 001 §2, §5 "Email confirmation", §7, §8)', () => {
  it("says 'Campo obrigatório' and 'E-mail inválido' before any call", async () => {
    const api = mockApi({});
    const { user } = openEmailConfirm();
    await user.click(await screen.findByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('E-mail'), 'ana@exemplo');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("confirms the e-mail of the stored invite, says 'E-mail verificado' and goes to /steps/create-password", async () => {
    const api = mockApi({ confirmEmail: () => json(invite({ opened: true, accepted: true, emailVerify: true })) });
    const { user, pathname } = openEmailConfirm();
    await fill(user, await screen.findByLabelText('E-mail'), ' Ana@Demo.com.br ');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));

    expect(await screen.findByText('E-mail verificado')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/create-password'));
    const [call] = api.callsTo('confirmEmail');
    expect(call.params).toEqual({ inviteId: 'inv-1' });
    expect(call.body).toEqual({ email: 'ana@demo.com.br' });
    // The guards now keep the candidate on the password (spec 000 §4).
    expect(getSession()?.invite?.emailVerify).toBe(true);
  });

  it("says 'E-mail inválido' when the confirmation is refused, or the server's reason", async () => {
    let answer = json({}, 400);
    mockApi({ confirmEmail: () => answer });
    const { user, pathname } = openEmailConfirm();
    await fill(user, await screen.findByLabelText('E-mail'), 'outra@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(pathname()).toBe('/steps/email-confirm');

    answer = json({ message: 'O e-mail não é o do convite.' }, 400);
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByText('O e-mail não é o do convite.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' })).toBeEnabled();
  });

  it('reads the invite from the candidate when the session does not keep it', async () => {
    const api = mockApi({
      getUser: () => json(candidateDetail({ invite: { ...invite({ opened: true, accepted: true }), _id: 'inv-9' } })),
      confirmEmail: () => json(invite({ opened: true, accepted: true, emailVerify: true })),
    });
    const { token, user: sessionUser } = candidateSession();
    const { user, pathname } = openEmailConfirm({ token, user: sessionUser });
    await fill(user, await screen.findByLabelText('E-mail'), 'ana@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    await waitFor(() => expect(pathname()).toBe('/steps/create-password'));
    expect(api.callsTo('confirmEmail')[0].params).toEqual({ inviteId: 'inv-9' });
  });
});
