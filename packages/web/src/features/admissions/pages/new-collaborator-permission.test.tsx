import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { NewCollaboratorPage } from './new-collaborator-page';

// 000 §2.2 lets anyone signed in open /home/admissions/new-colaborator; registering people is HR's.

describe('the new-collaborator page for someone who is not HR', () => {
  it('says the page is HR\'s and leads back to their own start page, with no form and no call', async () => {
    const api = mockApi({});
    renderRoute('/home/admissions/new-colaborator', { newCollaborator: <NewCollaboratorPage /> }, {
      session: sessionFor('EMPLOYEE'),
    });
    expect(await screen.findByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
    expect(
      screen.getByText('Somente o RH e os administradores da empresa cadastram novos colaboradores. Se você precisa de um cadastro, fale com o RH.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLTAR AO INÍCIO' })).toHaveAttribute('href', '/colaborator-home');
    expect(screen.queryByRole('button', { name: 'CADASTRAR' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
