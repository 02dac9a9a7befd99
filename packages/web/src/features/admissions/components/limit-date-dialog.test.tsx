import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { AdmissionsPage } from '../pages/admissions-page';
import { ADMISSIONS, freezeToday, retype } from '../testing/admission-fixtures';
import { candidateDetail } from '@/testing/collaborator-detail';
import { fill } from '@/testing/user';

async function openExpired(handlers: Parameters<typeof mockApi>[0], docs = ADMISSIONS, session = sessionFor('ADMINISTRATOR_COMPANY')) {
  const api = mockApi({ listCompanyUsers: () => json({ docs, total: docs.length }), ...handlers });
  const app = renderRoute('/home/admissions', { admissions: <AdmissionsPage /> }, { session });
  await app.user.click(await screen.findByRole('button', { name: 'Expirado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar data limite' });
  return { ...app, api, dialog, input: within(dialog).getByLabelText(/^Nova data limite/) };
}

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

// Daniela Rocha: admission 20/03/2026, invite expired on 01/03/2026; today is 10/03/2026.
describe('changing the limit date of an expired invite (spec 001 §2, §4, §5 "Limit date")', () => {
  it('requires a valid date, not before the admission and not in the past', async () => {
    const { user, dialog, input, pathname } = await openExpired({});
    expect(pathname()).toBe('/home/admissions');
    expect(within(dialog).getByText(/expirou em 01\/03\/2026/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await within(dialog).findByText('Data inválida')).toBeInTheDocument();

    await user.type(input, '1503');
    await user.tab();
    expect(await within(dialog).findByText('Formato de data inválido')).toBeInTheDocument();

    await retype(user, input, '31022026');
    expect(await within(dialog).findByText('Formato de data inválido')).toBeInTheDocument();

    await retype(user, input, '15032026');
    expect(input).toHaveValue('15/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(
      await within(dialog).findByText('A data de admissão não pode ser maior que o preenchimento.'),
    ).toBeInTheDocument();
  });

  it('refuses a day already gone when the admission is in the past too', async () => {
    const admitted = { ...ADMISSIONS[0], admissionDate: '2026-03-02', limitDate: '2026-03-05' };
    const { user, dialog, input, api } = await openExpired({ updateUser: () => json(candidateDetail()) }, [admitted]);
    await fill(user, input, '09/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await within(dialog).findByText('A data limite não pode ser anterior a hoje.')).toBeInTheDocument();
    expect(api.callsTo('updateUser')).toHaveLength(0);

    await retype(user, input, '10032026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0].body).toEqual({ limitDate: '2026-03-10', disabled: false });
  });

  it("counts 'today' on the company's clock (issue 22 §6): at 03:30 UTC the 9th is still today in Manaus", async () => {
    vi.setSystemTime(new Date('2026-03-10T03:30:00Z')); // 00:30 of the 10th in Sao Paulo, 23:30 of the 9th in Manaus
    const admin = sessionFor('ADMINISTRATOR_COMPANY');
    const manaus = { ...admin, user: { ...admin.user, company: { ...admin.user.company, timeZone: 'America/Manaus' as const } } };
    const admitted = { ...ADMISSIONS[0], admissionDate: '2026-03-02', limitDate: '2026-03-05' };
    const { user, dialog, input, api } = await openExpired({ updateUser: () => json(candidateDetail()) }, [admitted], manaus);
    await fill(user, input, '09/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0].body).toEqual({ limitDate: '2026-03-09', disabled: false });
  });

  it("sends {limitDate, disabled:false} and says 'Data alterada com sucesso!'", async () => {
    const { user, dialog, input, api } = await openExpired({ updateUser: () => json(candidateDetail()) });
    await fill(user, input, '25/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Data alterada com sucesso!')).toBeInTheDocument();
    const call = api.callsTo('updateUser')[0];
    expect(call.params).toEqual({ id: 'u-1' });
    expect(call.body).toEqual({ limitDate: '2026-03-25', disabled: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('listCompanyUsers')).toHaveLength(2));
  });

  it("says 'Não foi possível alterar a data.' and stays open when the change fails", async () => {
    const { user, dialog, input } = await openExpired({ updateUser: () => json({ message: 'x' }, 500) });
    await fill(user, input, '25/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Não foi possível alterar a data.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Alterar data limite' })).toBeInTheDocument();
  });
});
