import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ATESTADO_MSG } from '@colabora/core/company/atestado';
import { EMPLOYER_MSG } from '@colabora/core/company/employer';
import { COMPANY_MSG } from '@colabora/core/company/schema';
import { COMPANY_SETTINGS_MSG, type CompanySettings } from '@colabora/core/company/settings';
import { TIME_ZONE_LABEL } from '@colabora/core/company/time-zone';
import { getSession } from '@/lib/session';
import { sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderApp, renderRoute } from '@/testing/render';
import { CompanySettingsPage } from './company-settings-page';

const HEAD_OFFICE = {
  name: 'Sede',
  address: { cep: '01310100', publicPlace: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
};
const EMPLOYER = { name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181', placesOfWork: [HEAD_OFFICE] };
const SAO_PAULO: CompanySettings = { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo', employer: EMPLOYER };
const regime = () => screen.getByRole('combobox', { name: COMPANY_SETTINGS_MSG.bankRegime });
const zone = () => screen.getByRole('combobox', { name: COMPANY_SETTINGS_MSG.timeZone });
const save = () => screen.getByRole('button', { name: 'SALVAR' });

/** Replaces a field's text at once (typing each key of a whole address is slow under load). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

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

  it('shows the employer data in its own section and checks the CNPJ’s digits before sending (issue 23 §8)', async () => {
    const { user, api } = openPage();
    const section = await screen.findByRole('region', { name: EMPLOYER_MSG.section });
    const cnpj = within(section).getByRole('textbox', { name: EMPLOYER_MSG.cnpj });
    expect(cnpj).toHaveValue('11222333000181');
    expect(within(section).getByRole('textbox', { name: EMPLOYER_MSG.legalName })).toHaveValue('Padaria Pão Quente Ltda');
    // The last place cannot be removed: at least one.
    expect(within(section).getByRole('button', { name: EMPLOYER_MSG.removePlace('Sede') })).toBeDisabled();
    await paste(user, cnpj, '11.222.333/0001-80');
    await user.click(save());
    expect(await within(section).findByText(COMPANY_MSG.invalidCnpj)).toBeInTheDocument();
    expect(api.callsTo('updateCompanySettings')).toHaveLength(0);
  });

  it('adds a place of work and sends the employer data with the settings', async () => {
    const { user, api } = openPage({ updateCompanySettings: ({ body }) => json({ ...SAO_PAULO, ...(body as object) }) });
    const section = await screen.findByRole('region', { name: EMPLOYER_MSG.section });
    await paste(user, within(section).getByRole('textbox', { name: EMPLOYER_MSG.cnpj }), '11.444.777/0001-61');
    await user.click(within(section).getByRole('button', { name: EMPLOYER_MSG.addPlace }));
    const second = within(section).getAllByRole('group')[1];
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.placeName }), 'Loja Centro');
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.cep }), '01001000');
    await user.click(within(second).getByRole('combobox', { name: EMPLOYER_MSG.state }));
    await user.click(await screen.findByRole('option', { name: 'São Paulo' }));
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.publicPlace }), 'Praça da Sé');
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.number }), '1');
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.neighborhood }), 'Sé');
    await paste(user, within(second).getByRole('textbox', { name: EMPLOYER_MSG.city }), 'São Paulo');
    await user.click(save());
    expect(await screen.findByText(COMPANY_SETTINGS_MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('updateCompanySettings')[0]?.body).toMatchObject({
      employer: {
        cnpj: '11444777000161',
        placesOfWork: [HEAD_OFFICE, { name: 'Loja Centro', address: { cep: '01001000', state: 'SP', publicPlace: 'Praça da Sé', city: 'São Paulo' } }],
      },
    });
  });

  it('shows the server’s refusal of a CNPJ another company holds on the field', async () => {
    const { user } = openPage({
      updateCompanySettings: () => json({ message: COMPANY_MSG.cnpjTaken, errors: { 'employer.cnpj': COMPANY_MSG.cnpjTaken } }, 409),
    });
    const section = await screen.findByRole('region', { name: EMPLOYER_MSG.section });
    const cnpj = within(section).getByRole('textbox', { name: EMPLOYER_MSG.cnpj });
    await paste(user, cnpj, '11444777000161');
    await user.click(save());
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(COMPANY_MSG.cnpjTaken));
  });

  it('downloads the Atestado Técnico e Termo de Responsabilidade (Portaria 671 art. 89), saying what it is for', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:atestado');
    const { user, api } = openPage({
      getAtestado: () => new Response(new Blob(['%PDF-']), { headers: { 'Content-Disposition': `attachment; filename="${ATESTADO_MSG.fileName}"` } }),
    });
    const section = await screen.findByRole('region', { name: ATESTADO_MSG.section });
    expect(section).toHaveTextContent('art. 89, § 4º');
    await user.click(within(section).getByRole('button', { name: ATESTADO_MSG.download }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('getAtestado')[0].params).toEqual({ companyId: 'c-1' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(ATESTADO_MSG.fileName);
    click.mockRestore();
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
