import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { choose } from './support/fields';

// The company's settings end to end (issue 22 §4): the administrator opens CONFIGURAÇÕES from the menu, reads the
// regime (the individual agreement until chosen) and the time zone (its state's), and saves another regime. The other company's
// administrator, so the demo company's bank stays as the time-clock journey expects it.

const REGIME = 'Regime do banco de horas';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'admin@outra.com.br');
  await page.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

describe('company settings (/home/company-settings)', () => {
  it('shows the regime and the time zone, and saves another regime', async () => {
    await page.getByRole('navigation').getByText('CONFIGURAÇÕES', { exact: true }).click();
    await page.waitForURL('**/home/company-settings');
    const regime = page.getByRole('combobox', { name: REGIME });
    await expect.poll(() => regime.textContent()).toContain('Acordo individual escrito');
    // A company in Rio de Janeiro starts on Brasília's clock (issue 22 §6).
    expect(await page.getByRole('combobox', { name: 'Fuso horário' }).textContent()).toContain('America/Sao_Paulo');
    expect(await page.getByRole('button', { name: 'SALVAR' }).isDisabled()).toBe(true);

    await choose(page, REGIME, 'Acordo ou convenção coletiva: compensação em até 12 meses (CLT art. 59 §2º)');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Configurações salvas').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: REGIME }).textContent()).toContain('Acordo ou convenção coletiva');
  });
});
