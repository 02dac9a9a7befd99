import { nationalHolidays } from '@colabora/core/holiday/official-holidays';
import { holidayDaysLabel } from '@colabora/core/holiday/schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { launchBrowser, newPage, signIn } from './support/browser';
import { bodyRows, table } from './support/catalog-page';
import { choose, typeDate } from './support/fields';
import { isoDay } from './support/days';

// Holidays end to end (issue 11): HR adds a holiday through 'Adicionar Feriado', edits it into a period, adds
// this year's national holidays at once (Carnaval marked as ponto facultativo) and removes one after
// confirming. The list shows this year's holidays (ANO), their days as dd/MM/yyyy or dd/MM/yyyy - dd/MM/yyyy.

const TABLE = 'RELAÇÃO DE FERIADOS CADASTRADAS';
const SEARCH = 'Pesquisar feriado';
const YEAR = isoDay().slice(0, 4);

let browser: Browser;
let page: Page;

/** The rows' name, type, model and days once the search shows what it should (it may answer from the cache). */
async function rowsFor(text: string, expected: string[][]): Promise<void> {
  await page.getByRole('searchbox', { name: SEARCH }).fill(text);
  await expect.poll(async () => (await bodyRows(page, TABLE)).map((row) => row.slice(1, 5))).toEqual(expected);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'rh@demo.com.br');
  await page.waitForURL('**/home/admissions');
  await page.getByRole('navigation').getByText('FERIADOS', { exact: true }).click();
  await page.waitForURL('**/home/holidays');
});
afterAll(() => browser.close());

describe('holidays (/home/holidays)', () => {
  const name = unique('Aniversário da cidade');

  it('adds a holiday through the dialog, with the required-field messages', async () => {
    await page.getByRole('button', { name: 'ADICIONAR NOVO FERIADO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Feriado' });
    await dialog.getByRole('button', { name: 'REGISTRAR FERIADO' }).click();
    expect(await dialog.getByText('Campo obrigatório').count()).toBe(3);
    await dialog.getByLabel('Nome do feriado').fill(name);
    await choose(dialog, 'Tipo', 'MUNICIPAL');
    await choose(dialog, 'Modelo', 'Data');
    await typeDate(dialog.getByRole('textbox', { name: 'Data' }), `25/01/${YEAR}`);
    await dialog.getByRole('button', { name: 'REGISTRAR FERIADO' }).click();
    await page.getByText('Feriado adicionado').waitFor();

    // The list shows the new holiday at once, by searching its name.
    expect(await page.getByRole('searchbox', { name: SEARCH }).inputValue()).toBe(name);
    await rowsFor(name, [[name, 'MUNICIPAL', 'Data', `25/01/${YEAR}`]]);
    expect(await page.getByRole('combobox', { name: /^ANO/ }).innerText()).toBe(YEAR);
  });

  it('edits it into a period', async () => {
    await page.getByRole('button', { name: `Editar ${name} 25/01/${YEAR}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Feriado' });
    expect(await dialog.getByRole('textbox', { name: 'Data' }).inputValue()).toBe(`25/01/${YEAR}`);
    await choose(dialog, 'Modelo', 'Período');
    await typeDate(dialog.getByRole('textbox', { name: 'Início do período' }), `26/01/${YEAR}`);
    await typeDate(dialog.getByRole('textbox', { name: 'Fim do período' }), `25/01/${YEAR}`);
    await dialog.getByRole('button', { name: 'REGISTRAR FERIADO' }).click();
    await dialog.getByText('Informe uma data posterior a de entrada').waitFor();
    await typeDate(dialog.getByRole('textbox', { name: 'Início do período' }), `25/01/${YEAR}`);
    await typeDate(dialog.getByRole('textbox', { name: 'Fim do período' }), `26/01/${YEAR}`);
    await dialog.getByRole('button', { name: 'REGISTRAR FERIADO' }).click();
    await page.getByText('Feriado editado com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rowsFor(name, [[name, 'MUNICIPAL', 'Período', `25/01/${YEAR} - 26/01/${YEAR}`]]);
  });

  it("adds this year's national holidays at once, Carnaval marked as ponto facultativo", async () => {
    await page.getByRole('button', { name: 'FERIADOS NACIONAIS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feriados nacionais e estaduais' });
    await dialog.getByText(/estado da empresa \(São Paulo\)/).waitFor();
    const carnaval = nationalHolidays(Number(YEAR)).find((holiday) => holiday.name === 'Carnaval')!;
    const option = dialog.getByRole('checkbox', { name: new RegExp(`${holidayDaysLabel(carnaval)} · Carnaval`) });
    expect(await option.isChecked()).toBe(true);
    await dialog.getByText('Ponto facultativo').first().waitFor();
    await dialog.getByRole('button', { name: 'ADICIONAR SELECIONADOS' }).click();
    await page.getByText(/feriados adicionados/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await rowsFor('Carnaval', [['CarnavalPonto facultativo', 'NACIONAL', 'Período', holidayDaysLabel(carnaval)]]);
    await rowsFor('Revolução Constitucionalista', [['Revolução Constitucionalista', 'ESTADUAL', 'Data', `09/07/${YEAR}`]]);
  });

  it('removes one after confirmation', async () => {
    await rowsFor(name, [[name, 'MUNICIPAL', 'Período', `25/01/${YEAR} - 26/01/${YEAR}`]]);
    await page.getByRole('button', { name: `Remover ${name} 25/01/${YEAR}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover Feriado' });
    await confirm.getByText(`Tem certeza que deseja remover o feriado ${name}?`).waitFor();
    await confirm.getByRole('button', { name: 'CANCELAR' }).click();
    expect((await bodyRows(page, TABLE)).length).toBe(1);

    await page.getByRole('button', { name: `Remover ${name} 25/01/${YEAR}` }).click();
    await confirm.getByRole('button', { name: 'REMOVER' }).click();
    await page.getByText('Feriado removido com sucesso').waitFor();
    await table(page, TABLE).getByText('Nenhum feriado encontrado!').waitFor();
  });
});
