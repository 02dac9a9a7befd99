import { screen, waitFor } from '@testing-library/react';
import { NO_CONDITIONS } from '@colabora/core/dismissal/checkup';
import { describe, expect, it } from 'vitest';
import { json, type RouteAnswer } from '@/testing/mock-api';
import { dismissalDetail } from '../../testing/dismissal-detail';
import { openDismissal } from '../../testing/open-dismissal';

async function openCheckup(handlers: Parameters<typeof openDismissal>[1] = {}, detail = dismissalDetail()) {
  const app = openDismissal(detail, handlers);
  await app.user.click(await screen.findByRole('tab', { name: 'CHECKUP' }));
  await screen.findByRole('heading', { name: 'Check up do funcionário' });
  return app;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe("CHECKUP ('Check up do funcionário', 002 §4.5, §5.8)", () => {
  it('shows the six conditions with the legal notes of §5.8, and the approval', async () => {
    await openCheckup();
    for (const name of ['Gestante', 'Acidente de trabalho', 'Auxílio-doença', 'Contrato suspenso', 'Representante dos empregados (CIPA ou sindicato)', 'Outras condições']) {
      expect(box(name)).not.toBeChecked();
    }
    expect(box('Gestante')).toHaveAccessibleDescription(/até o 5º mês após o parto/);
    expect(box('Acidente de trabalho')).toHaveAccessibleDescription(/1 ano após o fim do auxílio-doença/);
    expect(box('Auxílio-doença')).toHaveAccessibleDescription(/30 dias, até 120 por acordo/);
    expect(box('Representante dos empregados (CIPA ou sindicato)')).toHaveAccessibleDescription(/1 ano após o fim do mandato/);
    expect(box('Check up aprovado')).toBeEnabled();
  });

  it('disables the approval while a condition is ticked, saying why', async () => {
    const { user } = await openCheckup();
    await user.click(box('Gestante'));
    expect(box('Check up aprovado')).toBeDisabled();
    expect(box('Check up aprovado')).toHaveAccessibleDescription(/não pode ser aprovado enquanto houver uma condição marcada/);
    await user.click(box('Gestante'));
    expect(box('Check up aprovado')).toBeEnabled();
  });

  it('disables the conditions once approved, and saves {approvedCheckup, checkup}', async () => {
    const saved = dismissalDetail({ approvedCheckup: true, checkup: NO_CONDITIONS });
    const { user, api } = await openCheckup({ updateDismissalDetails: () => json(saved) });
    await user.click(box('Check up aprovado'));
    expect(box('Gestante')).toBeDisabled();
    expect(box('Outras condições')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Dados alterados')).toBeInTheDocument();
    expect(api.callsTo('updateDismissalDetails')[0].body).toEqual({ approvedCheckup: true, checkup: NO_CONDITIONS });
  });

  it("says 'Não foi possível alterar os dados' when the save fails, and SALVAR is disabled while saving", async () => {
    let answer: (response: RouteAnswer<'updateDismissalDetails'>) => void = () => undefined;
    const { user } = await openCheckup({ updateDismissalDetails: () => new Promise<RouteAnswer<'updateDismissalDetails'>>((resolve) => (answer = resolve)) });
    await user.click(box('Outras condições'));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SALVAR' })).toBeDisabled());
    answer(json({ message: 'Falha' }, 500));
    expect(await screen.findByText('Não foi possível alterar os dados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeEnabled();
  });
});
