import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { bodyRows, search } from './support/catalog-page';
import { lastMailTo } from './support/mail';

// The first part of the digital admission: HR registers a collaborator, the invite e-mail arrives, the
// candidate signs in with the e-mailed password, reads the offer and accepts the terms.

const today = new Date();
const day = (offset: number) => {
  const d = new Date(today.getTime() + offset * 86_400_000);
  return d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
};
/** The date field edits day, month and year as sections: click it, then type the digits in order. */
async function typeDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.press('Home');
  await field.page().keyboard.type(date.replace(/\D/g, ''), { delay: 30 });
}

let browser: Browser;
let hr: Page;
const fullName = unique('Fernanda Lima').replace(/[0-9]/g, 'X');
const email = `${fullName.split(' ').pop()?.toLowerCase()}@exemplo.com.br`;

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await newPage(browser);
  await signIn(hr, 'rh@demo.com.br');
  await hr.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

describe('admission: invite to welcome', () => {
  it('HR registers a new collaborator', async () => {
    await hr.getByRole('link', { name: 'ADICIONAR COLABORADOR' }).click();
    await hr.waitForURL('**/home/admissions/new-colaborator');
    await hr.getByText('ADICIONAR NOVO COLABORADOR').waitFor();
    const form = hr.getByRole('form', { name: 'Novo colaborador' });
    await form.getByLabel('Nome completo').fill(fullName);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Telefone').pressSequentially('11987654321');
    await form.getByRole('combobox', { name: 'Cargo' }).click();
    await hr.getByRole('option', { name: 'Motorista de Entregas' }).click();
    await form.getByRole('combobox', { name: 'Departamento' }).click();
    await hr.getByRole('option', { name: 'Logística' }).click();
    await form.getByRole('radiogroup', { name: 'Regime de contratação' }).getByRole('radio', { name: 'CLT' }).check();
    await form.getByRole('radiogroup', { name: 'Salário padrão do cargo' }).getByRole('radio', { name: 'Sim' }).check();
    await expect(form.getByLabel('Salário', { exact: true }).inputValue()).resolves.toBe('R$ 3.100,00');
    await form.getByRole('radiogroup', { name: 'Vale transporte' }).getByRole('radio', { name: 'Sim' }).check();
    await form.getByLabel('Valor do vale transporte').pressSequentially('220');
    await form.getByRole('radiogroup', { name: 'Vale alimentação' }).getByRole('radio', { name: 'Não' }).check();
    await form.getByRole('radiogroup', { name: 'Vale refeição' }).getByRole('radio', { name: 'Não' }).check();
    // The fill deadline may not come before the admission date (spec 001 §5).
    await typeDate(form.getByLabel('Data de admissão', { exact: true }), day(10));
    await typeDate(form.getByLabel('Data limite para preenchimento', { exact: true }), day(20));
    await form.getByRole('button', { name: 'CADASTRAR' }).click();
    await hr.getByText('Colaborador cadastrado!').waitFor();
    await expect(form.getByLabel('Nome completo').inputValue()).resolves.toBe('');
  });

  it('lists the collaborator as invited (Enviado, 0%)', async () => {
    await hr.goto(appUrl('/home/admissions'));
    await search(hr, 'Pesquisar colaborador', fullName);
    const [row] = await bodyRows(hr, 'COLABORADORES EM ADMISSÃO');
    expect(row).toContain(fullName);
    expect(row).toContain(email);
    expect(row).toContain(day(10));
    expect(row).toContain(day(20));
    expect(row).toContain('Enviado');
  });

  it('the candidate signs in with the e-mailed password and accepts the terms', async () => {
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Empresa Demonstração: convite para o seu processo de admissão');
    const text = mail.body.text ?? '';
    expect(text).toContain(`${new URL(appUrl('/')).origin}/admission-process`);
    const password = /senha de primeiro acesso: (\S+)/.exec(text)?.[1];
    expect(password).toBeTruthy();

    const candidate = await newPage(browser);
    await candidate.goto(appUrl('/admission-process'));
    await candidate.getByText('PROCESSO DE ADMISSÃO').first().waitFor();
    await candidate.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await candidate.getByLabel('Senha', { exact: true }).fill(password ?? '');
    await candidate.getByRole('button', { name: 'ACESSAR' }).click();
    await candidate.waitForURL('**/collaborator');

    const offer = candidate.getByLabel('Condições da contratação');
    await offer.getByText('Empresa Demonstração').waitFor();
    await offer.getByText('Motorista de Entregas').waitFor();
    await offer.getByText('R$ 3.100,00').waitFor();
    await offer.getByText('R$ 220,00').waitFor();
    await offer.getByText(day(20)).waitFor();

    await candidate.getByRole('button', { name: 'VAMOS COMEÇAR' }).click();
    await candidate.getByText('Para avançar concorde com os termos').waitFor();
    await candidate.getByRole('checkbox').check();
    await candidate.getByRole('button', { name: 'VAMOS COMEÇAR' }).click();
    await candidate.getByText('Termos aceitos').waitFor();
    await candidate.waitForURL('**/steps/1');

    // Signing in again goes straight on to the wizard: the invite is accepted.
    await candidate.context().clearCookies();
    await candidate.evaluate(() => window.localStorage.clear());
    await candidate.goto(appUrl('/admission-process'));
    await candidate.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await candidate.getByLabel('Senha', { exact: true }).fill(password ?? '');
    await candidate.getByRole('button', { name: 'ACESSAR' }).click();
    await candidate.waitForURL('**/steps/1');
    await candidate.context().close();
  });

  it('the first password does not open the staff sign-in as a session', async () => {
    const mail = await lastMailTo(email);
    const password = /senha de primeiro acesso: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
    const page = await newPage(browser);
    await signIn(page, email, password);
    await page.waitForURL('**/admission-process');
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored['colabora:token']).toBeUndefined();
    await page.context().close();
  });
});
