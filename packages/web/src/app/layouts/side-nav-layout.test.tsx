import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { stubMediaQueries } from '@/testing/media-queries';
import { renderApp } from '@/testing/render';

/** A screen narrower than `md` (900 px): MUI's down('md') query is a max-width one. */
function onPhone() {
  stubMediaQueries((query) => query.includes('max-width'));
}

function openEmployeeArea() {
  mockApi({
    getUser: () => json(candidateDetail({ role: 'EMPLOYEE', statusActive: 'WORK_EXPERIENCE' })),
    listPayslips: () => json([]),
    getPromotion: () => json(null),
  });
  return renderApp('/colaborator-home', { session: sessionFor('EMPLOYEE') });
}

const menu = () => screen.queryByRole('navigation', { name: 'Menu do colaborador' });

describe('the signed-in frame on a phone (issue 20 §5)', () => {
  it('keeps the menu behind the app bar\'s "Abrir menu", and closes it once an entry is followed', async () => {
    onPhone();
    const { user, pathname } = openEmployeeArea();
    const opener = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(menu()).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('link', { name: 'MEUS DADOS' }));
    await waitFor(() => expect(pathname()).toBe('/colaborator-home/data/u-1'));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the menu beside the page from md up, with no menu button', async () => {
    openEmployeeArea();
    expect(await screen.findByRole('navigation', { name: 'Menu do colaborador' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });
});
