import { readFile } from 'node:fs/promises';
import { pdfTexts } from '@colabora/functions/testing/signed-pdf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { choose } from './support/fields';

// The company's settings end to end (issue 22 §4): the administrator opens CONFIGURAÇÕES from the menu, reads the
// regime (the individual agreement until chosen) and the time zone (its state's), and saves another regime; reads
// the employer data and downloads the art. 89 Atestado (issue 23 §8). The other company's
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

  it('shows the employer data and downloads the Atestado Técnico e Termo de Responsabilidade (issue 23 §8)', async () => {
    const employer = page.getByRole('region', { name: 'Dados do empregador' });
    expect(await employer.getByRole('textbox', { name: 'Razão social' }).inputValue()).not.toBe('');
    expect(await employer.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toMatch(/^\w{14}$/);
    await employer.getByRole('group', { name: 'Local 1' }).waitFor();
    const atestado = page.getByRole('region', { name: 'Atestado Técnico e Termo de Responsabilidade' });
    const [download] = await Promise.all([page.waitForEvent('download'), atestado.getByRole('button', { name: 'BAIXAR ATESTADO (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('atestado-tecnico-termo-de-responsabilidade.pdf');
    const pdf = new Uint8Array(await readFile(await download.path()));
    expect(pdfTexts(pdf)).toContain('Atestado Técnico e Termo de Responsabilidade');
  });
});
