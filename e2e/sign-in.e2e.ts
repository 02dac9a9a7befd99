import { brazilianDate } from '@colabora/core/ground/calendar-day';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { isoDay } from './support/days';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const storage = (page: Page) => page.evaluate(() => ({ ...window.localStorage }));
const path = (page: Page) => new URL(page.url()).pathname;

describe('signing in by role', () => {
  it.each([
    ['admin@demo.com.br', 'Mariana Albuquerque Costa'],
    ['rh@demo.com.br', 'Carlos Eduardo Ribeiro'],
  ])('%s lands on the admissions page with the admin menu', async (email, fullName) => {
    const page = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL('**/home/admissions');
    await expect(page.getByText('Login realizado com sucesso').isVisible()).resolves.toBe(true);
    const menu = page.getByRole('navigation');
    for (const entry of ['ADMISSÃO', 'ATIVOS', 'DEMISSÃO', 'CARGOS', 'DEPARTAMENTOS', 'JORNADAS', 'FERIADOS']) {
      await menu.getByText(entry, { exact: true }).waitFor();
    }
    await page.getByText(fullName).waitFor();
    const stored = await storage(page);
    expect(stored['colabora:token']).toMatch(/^ey/);
    expect(JSON.parse(stored['colabora:user']).email).toBe(email);
    expect(Object.values(stored).join(' ')).not.toContain('Demo@2026');
    await page.context().close();
  });

  it('an employee lands on the collaborator home with status and admission date', async () => {
    const page = await newPage(browser);
    await signIn(page, 'colaborador@demo.com.br');
    await page.waitForURL('**/colaborator-home');
    for (const entry of ['MEU PONTO', 'MEUS DADOS', 'CONTRATOS']) await page.getByText(entry, { exact: true }).waitFor();
    await page.getByText('Em experiência').first().waitFor();
    // The admission the seed recorded (20 days before the day it ran, which may be yesterday past midnight).
    const admission = await page.evaluate(() => (JSON.parse(localStorage.getItem('colabora:user') ?? '{}') as { admissionDate: string }).admissionDate);
    expect([isoDay(-20), isoDay(-21)]).toContain(admission);
    await page.getByText(brazilianDate(admission)).first().waitFor();
    await page.context().close();
  });

  it('a candidate is sent to the admission process without a stored session', async () => {
    const page = await newPage(browser);
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/admission-process');
    await page.getByText('Complete o processo de admissão').waitFor();
    const stored = await storage(page);
    expect(stored['colabora:token']).toBeUndefined();
    expect(stored['colabora:user']).toBeUndefined();
    await page.context().close();
  });

  it('a wrong password shows the sign-in failure and stores nothing', async () => {
    const page = await newPage(browser);
    await signIn(page, 'rh@demo.com.br', 'senha-errada');
    await page.getByText('Falha ao realizar login').waitFor();
    expect(path(page)).toBe('/');
    expect((await storage(page))['colabora:token']).toBeUndefined();
    await page.context().close();
  });

  it('shows the validation messages before calling the server', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('rh@');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await page.getByText('Endereço de e-mail inválido').waitFor();
    await page.getByText('Digite uma senha').waitFor();
    await page.context().close();
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor of a private page to the sign-in page', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/home/career'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'ACESSAR' }).waitFor();
    await page.context().close();
  });

  it('sends an employee away from the HR pages, to their own home', async () => {
    const page = await newPage(browser);
    await signIn(page, 'colaborador@demo.com.br');
    await page.waitForURL('**/colaborator-home');
    await page.goto(appUrl('/home/career'));
    await page.waitForURL('**/colaborator-home');
    await page.context().close();
  });

  it('sends signed-in HR from the sign-in page to the admissions page', async () => {
    const page = await newPage(browser);
    await signIn(page, 'rh@demo.com.br');
    await page.waitForURL('**/home/admissions');
    await page.goto(appUrl('/'));
    await page.waitForURL('**/home/admissions');
    await page.context().close();
  });
});

describe('signing out', () => {
  it('clears the session and keeps only a remembered e-mail', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('rh@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByLabel('Lembrar e-mail e senha').check();
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await page.waitForURL('**/home/admissions');
    await page.getByRole('button', { name: 'SAIR' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await storage(page);
    expect(stored['colabora:token']).toBeUndefined();
    expect(stored['colabora:user']).toBeUndefined();
    await expect(page.getByRole('textbox', { name: 'E-mail' }).inputValue()).resolves.toBe('rh@demo.com.br');
    await expect(page.getByLabel('Senha', { exact: true }).inputValue()).resolves.toBe('');
    await page.goto(appUrl('/home/career'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
