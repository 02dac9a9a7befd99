import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCreateJobRole, apiSignIn, unique } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { bodyRows, listing, search, table } from './support/catalog-page';

const TABLE = 'RELAÇÃO DE CARGOS';
const SEARCH = 'Pesquisar cargo';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'rh@demo.com.br');
  await page.waitForURL('**/home/admissions');
  await page.getByRole('navigation').getByText('CARGOS', { exact: true }).click();
  await page.waitForURL('**/home/career');
});
afterAll(() => browser.close());

describe('job roles (/home/career)', () => {
  it('lists the company roles by code, five per page', async () => {
    const rows = await bodyRows(page, TABLE);
    expect(rows.length).toBe(5);
    expect(rows.map((r) => Number(r[0]))).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0].slice(1, 4)).toEqual(['Analista de Recursos Humanos', 'R$ 4.800,00', '1']);
  });

  it('adds, edits and finds a role', async () => {
    const name = unique('Coordenador de Vendas');
    await page.getByRole('button', { name: 'ADICIONAR CARGO' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    expect(await dialog.getByText('Campo obrigatório').count()).toBe(2);
    await dialog.getByLabel('Nome do cargo').fill(name);
    await dialog.getByLabel('Base salarial').pressSequentially('3456,78');
    await dialog.getByLabel('Solicitar exame toxicológico para este cargo').check();
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Cargo adicionado').waitFor();

    // The list shows the new role at once, by searching its name: it may sort onto any page.
    expect(await page.getByRole('searchbox', { name: SEARCH }).inputValue()).toBe(name);
    await table(page, TABLE).getByRole('cell', { name, exact: true }).waitFor();
    let rows = await bodyRows(page, TABLE);
    expect(rows.map((r) => r.slice(1, 4))).toEqual([[name, 'R$ 3.456,78', '0']]);

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog');
    // As a person corrects an amount: into the box, select what is there, type the new one.
    const baseSalary = edit.getByLabel('Base salarial');
    await baseSalary.click();
    await baseSalary.press('ControlOrMeta+a');
    await baseSalary.pressSequentially('4000');
    await edit.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Cargo Atualizado').waitFor();
    await edit.waitFor({ state: 'hidden' });
    rows = await bodyRows(page, TABLE);
    expect(rows[0][2]).toBe('R$ 4.000,00');
  });

  it('refuses a second role with the same name', async () => {
    const name = unique('Supervisor');
    const session = await apiSignIn('rh@demo.com.br');
    await apiCreateJobRole(session, name, 300000);
    await page.getByRole('button', { name: 'ADICIONAR CARGO' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome do cargo').fill(name.toUpperCase());
    await dialog.getByLabel('Base salarial').pressSequentially('1000');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Já existe um cargo com esse nome.').first().waitFor();
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  });

  it('pages and sorts a search result', async () => {
    const prefix = unique('Paginação');
    const session = await apiSignIn('rh@demo.com.br');
    for (const [i, salary] of [500000, 100000, 600000, 200000, 300000, 400000].entries()) {
      await apiCreateJobRole(session, `${prefix} ${i + 1}`, salary);
    }
    await search(page, SEARCH, prefix);
    expect((await bodyRows(page, TABLE)).length).toBe(5);
    await listing(page, () => page.getByRole('button', { name: 'Ir para a próxima página' }).click());
    expect((await bodyRows(page, TABLE)).map((r) => r[1])).toEqual([`${prefix} 6`]);

    // Page 1 is still cached: going back asks the server for nothing.
    await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
    await expect.poll(async () => (await bodyRows(page, TABLE)).length).toBe(5);
    await listing(page, () => table(page, TABLE).getByRole('button', { name: 'Base salarial' }).click());
    expect((await bodyRows(page, TABLE)).map((r) => r[2])).toEqual([
      'R$ 1.000,00',
      'R$ 2.000,00',
      'R$ 3.000,00',
      'R$ 4.000,00',
      'R$ 5.000,00',
    ]);
    await listing(page, () => table(page, TABLE).getByRole('button', { name: 'Base salarial' }).click());
    expect((await bodyRows(page, TABLE))[0][2]).toBe('R$ 6.000,00');
  });

  it('removes an unused role after confirmation and keeps one in use', async () => {
    const name = unique('Temporário');
    await apiCreateJobRole(await apiSignIn('rh@demo.com.br'), name, 150000);
    await search(page, SEARCH, name);
    await page.getByRole('button', { name: `Remover ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover Cargo' });
    await confirm.getByText(`Tem certeza que deseja remover o cargo ${name}?`).waitFor();
    await confirm.getByRole('button', { name: 'REMOVER' }).click();
    await page.getByText('Operação realizada com sucesso').waitFor();
    await table(page, TABLE).getByText('Nenhum cargo encontrado!').waitFor();

    // Only the seeded HR analyst holds this role (other journeys promote and admit people into others).
    await search(page, SEARCH, 'Analista de Recursos Humanos');
    await page.getByRole('button', { name: 'Remover Analista de Recursos Humanos' }).click();
    await page.getByRole('dialog', { name: 'Remover Cargo' }).getByRole('button', { name: 'REMOVER' }).click();
    await page.getByText('Falha ao remover cargo').waitFor();
    await page.getByText(/Este cargo tem 1 colaborador/).waitFor();
    await page.getByRole('dialog', { name: 'Remover Cargo' }).getByRole('button', { name: 'CANCELAR' }).click();
  });

  it('imports a sheet: valid rows created, bad rows refused with their reason', async () => {
    const prefix = unique('Importado');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cargos');
    sheet.addRow(['Nome', 'Salário base', 'Exame toxicológico']);
    sheet.addRow([`${prefix} Almoxarife`, 2500.5, 'Não']);
    sheet.addRow([`${prefix} Operador`, 'R$ 3.200,00', 'Sim']);
    sheet.addRow(['', 1000, 'Não']);
    sheet.addRow([`${prefix} Vigia`, 'muito', 'Não']);
    const file = join(mkdtempSync(join(tmpdir(), 'colabora-e2e-')), 'cargos.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.getByRole('button', { name: 'IMPORTAR EM MASSA' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cargos.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b') });
    await dialog.getByText('Apenas arquivos .xlsx são aceitos. Baixe o modelo e preencha-o.').waitFor();
    expect(await dialog.getByRole('button', { name: 'IMPORTAR' }).isDisabled()).toBe(true);

    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'IMPORTAR' }).click();
    await dialog.getByText('2 registros criados. 2 linhas recusadas.').waitFor();
    const refused = await dialog.getByRole('table', { name: 'Linhas recusadas' }).locator('tbody tr').allInnerTexts();
    expect(refused.map((r) => r.split('\t')[0])).toEqual(['4', '5']);
    await page.getByText('2 registros importados e 2 linhas recusadas. Veja os motivos na lista.').waitFor();
    await dialog.getByRole('button', { name: 'FECHAR' }).click();

    await search(page, SEARCH, prefix);
    const imported = (await bodyRows(page, TABLE)).map((r) => r.slice(1, 3));
    expect(imported.sort()).toEqual([
      [`${prefix} Almoxarife`, 'R$ 2.500,50'],
      [`${prefix} Operador`, 'R$ 3.200,00'],
    ]);
  });

  it('downloads the model sheet the import expects', async () => {
    await page.getByRole('button', { name: 'IMPORTAR EM MASSA' }).click();
    const dialog = page.getByRole('dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'BAIXAR MODELO' }).click()]);
    expect(download.suggestedFilename()).toBe('modelo-cargos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, 'Nome', 'Salário base', 'Exame toxicológico']);
    await dialog.getByRole('button', { name: 'FECHAR' }).click();
  });

  it('never shows another company its roles', async () => {
    const other = await newPage(browser);
    await signIn(other, 'admin@outra.com.br');
    await other.waitForURL('**/home/admissions');
    await other.goto(appUrl('/home/career'));
    const names = (await bodyRows(other, TABLE)).map((r) => r[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Analista de Recursos Humanos');
    await other.context().close();
  });
});
