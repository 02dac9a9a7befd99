import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ACCESS_MSG } from '@colabora/core/auth/first-access';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { FirstAccessPage } from './first-access-page';

const TOKEN = 'c1.u1.segredo';

function openLink(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/first-access${hash}`);
  return renderRoute('/first-access', { firstAccess: <FirstAccessPage /> });
}

async function fill(user: ReturnType<typeof openLink>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar senha'), confirmation);
  await user.click(screen.getByRole('button', { name: FIRST_ACCESS_MSG.submit }));
}

describe('/first-access (a new company administrator)', () => {
  it('sends the link token with the new password, takes the token off the address bar and leads to the sign-in', async () => {
    const api = mockApi({ firstAccess: () => json({ email: 'helena@empresa.com.br' }) });
    const { user } = openLink();
    expect(window.location.hash).toBe('');
    await fill(user, 'Primeira2026');
    await screen.findByText(FIRST_ACCESS_MSG.done);
    expect(api.callsTo('firstAccess')[0].body).toEqual({ token: TOKEN, password: 'Primeira2026', confirmPassword: 'Primeira2026' });
    expect(screen.getByText('helena@empresa.com.br')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FIRST_ACCESS_MSG.signIn })).toHaveAttribute('href', '/');
  });

  it('checks the password rules before any call', async () => {
    const api = mockApi({});
    const { user } = openLink();
    await fill(user, 'Abcdefg1', 'Abcdefg2');
    expect(await screen.findByText('Senhas diferentes')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([FIRST_ACCESS_MSG.expiredLink, FIRST_ACCESS_MSG.invalidLink])('shows what the server says of the link: %s', async (message) => {
    mockApi({ firstAccess: () => json({ message }, 400) });
    const { user } = openLink();
    await fill(user, 'Primeira2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('opened without a link, says to use the e-mailed one and shows no form', async () => {
    mockApi({});
    openLink('');
    expect(await screen.findByText(FIRST_ACCESS_MSG.missingLink)).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
  });
});
