import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mock-api';
import { dismissalDetail, readyDismissal } from '../testing/dismissal-detail';
import { openDismissal as openPage } from '../testing/open-dismissal';

const TABS = [
  'CHECKUP',
  'DESLIGAMENTO',
  'DOCUMENTOS RESCISÃO',
  'DADOS CONTRATAÇÃO',
  'DADOS PESSOAIS',
  'DADOS DA FAMÍLIA',
  'DOCUMENTOS',
  'ENDEREÇO',
  'DADOS BANCÁRIOS',
];

/** The value an InfoGrid shows under `label`. */
function infoValue(label: string, container: HTMLElement) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('dismissal detail (/home/dismissal/collaborator/{userId}, 002 §2.7)', () => {
  it('shows the header, the summary with what is still to define, and the nine tabs opening on DESLIGAMENTO', async () => {
    const { api } = openPage(dismissalDetail());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(heading).toHaveStyle({ textTransform: 'uppercase' });
    expect(screen.getByText('DEMISSÃO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REATIVAR COLABORADOR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'DETALHES DA DEMISSÃO' });
    expect(infoValue('Início do desligamento', summary)).toHaveTextContent('20/03/2021');
    expect(infoValue('Status', summary)).toHaveTextContent('Início do processo');
    expect(infoValue('Data de demissão', summary)).toHaveTextContent('À definir');
    expect(infoValue('Tempo de empresa', summary)).toHaveTextContent('1 ano, 2 meses e 10 dias');
    expect(infoValue('Data da saída', summary)).toHaveTextContent('À definir');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(screen.getByRole('tab', { name: 'DESLIGAMENTO' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Dados do desligamento' })).toBeInTheDocument();
    expect(api.callsTo('getDismissal')[0].params).toEqual({ userId: 'u-1' });
  });

  it('hides CONCLUIR (and REATIVAR) once DISMISSED, and the process tabs become read-only', async () => {
    openPage(readyDismissal({ statusDismissal: 'DISMISSED' }));
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(screen.queryByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REATIVAR COLABORADOR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SALVAR' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Justa causa' })).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('concludes after confirming, then goes to the dismissal list', async () => {
    const { user, api, pathname } = openPage(readyDismissal(), {
      concludeDismissal: () => json(readyDismissal({ statusDismissal: 'DISMISSED' })),
    });
    await user.click(await screen.findByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' }));
    const dialog = screen.getByRole('dialog', { name: 'Concluir processo de demissão' });
    await user.click(within(dialog).getByRole('button', { name: 'CONCLUIR' }));
    expect(await screen.findByText('Colaborador desligado')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/dismissal'));
    expect(api.callsTo('concludeDismissal')[0].params).toEqual({ userId: 'u-1' });
  });

  it('closes the dialog as not done when the conclusion is refused, with the spec’s message', async () => {
    const { user, pathname } = openPage(dismissalDetail(), {
      concludeDismissal: () =>
        json({ message: 'Falha ao desligador colaborador. Verifique se todos os dados necessários foram preenchidos', code: 'dismissalIncomplete' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'CONCLUIR' }));
    expect(
      await screen.findByText('Falha ao desligador colaborador. Verifique se todos os dados necessários foram preenchidos'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathname()).toBe('/home/dismissal/collaborator/u-1');
  });

  it("reactivates through 'Reativar Colaborador' and goes back to Ativos", async () => {
    const { user, api, pathname } = openPage(dismissalDetail(), {
      reactivateUser: () => json(dismissalDetail({ statusDismissal: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'REATIVAR COLABORADOR' }));
    const dialog = screen.getByRole('dialog', { name: 'Reativar Colaborador' });
    await user.click(within(dialog).getByRole('button', { name: 'REATIVAR' }));
    expect(await screen.findByText('Colaborador reativado')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/active'));
    expect(api.callsTo('reactivateUser')).toHaveLength(1);
  });

  it("says 'Falha ao reativar colaborador' and stays when the reactivation fails", async () => {
    const { user, pathname } = openPage(dismissalDetail(), { reactivateUser: () => json({ message: 'erro' }, 500) });
    await user.click(await screen.findByRole('button', { name: 'REATIVAR COLABORADOR' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'REATIVAR' }));
    expect(await screen.findByText('Falha ao reativar colaborador')).toBeInTheDocument();
    expect(pathname()).toBe('/home/dismissal/collaborator/u-1');
  });

  it('shows the documents of the person as an accordion: CPF, PIS, RG, Título de eleitor, Reservista', async () => {
    const { user } = openPage(dismissalDetail());
    await user.click(await screen.findByRole('tab', { name: 'DOCUMENTOS' }));
    const panel = screen.getByRole('tabpanel', { name: 'DOCUMENTOS' });
    const sections = within(panel).getAllByRole('button', { expanded: false });
    expect(sections.map((section) => section.textContent)).toEqual(['CPF', 'PIS', 'RG', 'Título de eleitor', 'Reservista']);
    await user.click(sections[0]);
    expect(within(panel).getByText('529.982.247-25')).toBeVisible();
  });

  it('shows the personal data read-only, with no way to edit it', async () => {
    const { user } = openPage(dismissalDetail());
    await user.click(await screen.findByRole('tab', { name: 'DADOS PESSOAIS' }));
    const panel = screen.getByRole('tabpanel', { name: 'DADOS PESSOAIS' });
    expect(infoValue('Cidade de nascimento', panel)).toHaveTextContent('Campinas');
    expect(screen.queryByRole('button', { name: 'EDITAR' })).not.toBeInTheDocument();
  });
});
