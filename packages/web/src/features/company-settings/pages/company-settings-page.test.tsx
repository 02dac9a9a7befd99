import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_MSG, type CompanySettings } from '@colabora/core/company/settings';
import { TIME_ZONE_LABEL } from '@colabora/core/company/time-zone';
import { getSession } from '@/lib/session';
import { sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderApp, renderRoute } from '@/testing/render';
import { CompanySettingsPage } from './company-settings-page';

const SAO_PAULO: CompanySettings = { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' };
const regime = () => screen.getByRole('combobox', { name: COMPANY_SETTINGS_MSG.bankRegime });
const zone = () => screen.getByRole('combobox', { name: COMPANY_SETTINGS_MSG.timeZone });
const save = () => screen.getByRole('button', { name: 'SALVAR' });

function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ getCompanySettings: () => json(SAO_PAULO), ...handlers });
  const app = renderRoute('/home/company-settings', { companySettings: <CompanySettingsPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
  return { ...app, api };
}

describe('Configurações da empresa (issue 22 §4)', () => {
  it('shows the regime and the time zone chosen; SALVAR waits for a change', async () => {
    openPage();
    await waitFor(() => expect(regime()).toHaveTextContent('Acordo individual escrito: compensação em até 6 meses (CLT art. 59 §5º)'));
    expect(zone()).toHaveTextContent(TIME_ZONE_LABEL['America/Sao_Paulo']);
    expect(zone()).toHaveAccessibleDescription(COMPANY_SETTINGS_MSG.timeZoneHint);
    expect(save()).toBeDisabled();
  });

  it("saves the zone chosen (issue 22 §6), and the session's dates follow it", async () => {
    const { user, api } = openPage({ updateCompanySettings: ({ body }) => json(body as CompanySettings) });
    await waitFor(() => expect(zone()).toHaveTextContent('Brasília'));
    await choose(user, COMPANY_SETTINGS_MSG.timeZone, TIME_ZONE_LABEL['America/Manaus']);
    await user.click(save());
    expect(await screen.findByText(COMPANY_SETTINGS_MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('updateCompanySettings')[0]).toMatchObject({ body: { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' } });
    expect(zone()).toHaveTextContent(TIME_ZONE_LABEL['America/Manaus']);
    expect(getSession()?.user.company.timeZone).toBe('America/Manaus');
  });

  it('saves the regime chosen, disabled while saving, and says so', async () => {
    let answer: (response: RouteAnswer<'updateCompanySettings'>) => void = () => undefined;
    const { user, api } = openPage({
      updateCompanySettings: () => new Promise<RouteAnswer<'updateCompanySettings'>>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(regime()).toHaveTextContent('Acordo individual'));
    await choose(user, COMPANY_SETTINGS_MSG.bankRegime, 'Sem banco de horas: horas extras pagas no mês');
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(api.callsTo('updateCompanySettings')[0]).toMatchObject({ params: { companyId: 'c-1' }, body: { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' } });
    answer(json({ ...SAO_PAULO, bankRegime: 'NONE' }));
    expect(await screen.findByText(COMPANY_SETTINGS_MSG.saved)).toBeInTheDocument();
    expect(regime()).toHaveTextContent('Sem banco de horas');
  });

  it('says when saving failed, and SALVAR may be tried again', async () => {
    const { user } = openPage({ updateCompanySettings: () => json({ message: 'Falha' }, 500) });
    await waitFor(() => expect(regime()).toHaveTextContent('Acordo individual'));
    await choose(user, COMPANY_SETTINGS_MSG.bankRegime, 'Compensação no mesmo mês (CLT art. 59 §6º)');
    await user.click(save());
    expect(await screen.findByText(COMPANY_SETTINGS_MSG.saveFailed)).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('offers a retry when the read fails', async () => {
    let calls = 0;
    const { user } = openPage({ getCompanySettings: () => (++calls === 1 ? json({ message: 'x' }, 500) : json(SAO_PAULO)) });
    expect(await screen.findByText(COMPANY_SETTINGS_MSG.readFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    await waitFor(() => expect(regime()).toHaveTextContent('Acordo individual'));
  });

  it('is in the menu of the company administrator only', async () => {
    mockApi({ getCompanySettings: () => json(SAO_PAULO) });
    renderApp('/home/company-settings', { session: sessionFor('ADMINISTRATOR_COMPANY') });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'CONFIGURAÇÕES' })).toHaveAttribute('href', '/home/company-settings');
    expect(await screen.findByRole('heading', { name: COMPANY_SETTINGS_MSG.title, level: 1 })).toBeInTheDocument();
  });

  it('is not in the menu of HR (the route is the administrator’s: core app-routes.ts)', async () => {
    mockApi({});
    renderApp('/home/record-points', { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'FERIADOS' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'CONFIGURAÇÕES' })).not.toBeInTheDocument();
  });
});
