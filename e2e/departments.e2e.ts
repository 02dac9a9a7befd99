import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCreateDepartment, apiSignIn, unique } from './support/api';
import { launchBrowser, newPage, signIn } from './support/browser';
import { bodyRows, listing, search, table } from './support/catalog-page';

const TABLE = 'RELAÇÃO DE DEPARTAMENTOS';
const SEARCH = 'Pesquisar departamento';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'admin@demo.com.br');
  await page.waitForURL('**/home/admissions');
  await page.getByRole('navigation').getByText('DEPARTAMENTOS', { exact: true }).click();
  await page.waitForURL('**/home/departments');
});
afterAll(() => browser.close());

describe('departments (/home/departments)', () => {
  it('lists the company departments with their people', async () => {
    // The seeded four first; journeys that ran before may have added their own after them.
    const rows = await bodyRows(page, TABLE);
    expect(rows.slice(0, 4).map((r) => r.slice(0, 2))).toEqual([
      ['1', 'Recursos Humanos'],
      ['2', 'Comercial'],
      ['3', 'Administrativo'],
      ['4', 'Logística'],
    ]);
    // Seeded people; the admission journey may add candidates to Logística.
    expect(rows.slice(0, 3).map((r) => r[2])).toEqual(['1', '2', '2']);
    expect(Number(rows[3][2])).toBeGreaterThanOrEqual(2);
  });

  it('adds and renames a department, with the required-name message', async () => {
    const name = unique('Financeiro');
    await page.getByRole('button', { name: 'ADICIONAR DEPARTAMENTO' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Nome do departamento obrigatório').waitFor();
    await dialog.getByLabel('Nome do departamento').fill(name);
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Departamento cadastrado com sucesso').waitFor();

    // The list shows the new department at once, by searching its name.
    expect(await page.getByRole('searchbox', { name: SEARCH }).inputValue()).toBe(name);
    await table(page, TABLE).getByRole('cell', { name, exact: true }).waitFor();
    expect((await bodyRows(page, TABLE)).map((r) => r.slice(1, 3))).toEqual([[name, '0']]);

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Nome do departamento').fill(`${name} e Contábil`);
    await listing(page, () => edit.getByRole('button', { name: 'SALVAR' }).click());
    await page.getByText('Departamento Atualizado').waitFor();
    expect((await bodyRows(page, TABLE))[0][1]).toBe(`${name} e Contábil`);
  });

  it('searches ignoring accents and case, and sorts by name', async () => {
    const prefix = unique('Área');
    const session = await apiSignIn('admin@demo.com.br');
    for (const suffix of ['Zeta', 'Alfa', 'Meio']) await apiCreateDepartment(session, `${prefix} ${suffix}`);
    await search(page, SEARCH, prefix.replace('Área', 'AREA'));
    await listing(page, () => table(page, TABLE).getByRole('button', { name: 'Departamento', exact: true }).click());
    expect((await bodyRows(page, TABLE)).map((r) => r[1])).toEqual([`${prefix} Alfa`, `${prefix} Meio`, `${prefix} Zeta`]);
  });

  it('asks before removing and then removes', async () => {
    const name = unique('Projeto Piloto');
    await apiCreateDepartment(await apiSignIn('admin@demo.com.br'), name);
    await search(page, SEARCH, name);
    await page.getByRole('button', { name: `Remover ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover Departamento' });
    await confirm.getByText(`Tem certeza que deseja remover o departamento ${name}?`).waitFor();
    await confirm.getByRole('button', { name: 'CANCELAR' }).click();
    expect((await bodyRows(page, TABLE)).length).toBe(1);

    await page.getByRole('button', { name: `Remover ${name}` }).click();
    await confirm.getByRole('button', { name: 'REMOVER' }).click();
    await page.getByText('Operação realizada com sucesso').waitFor();
    await table(page, TABLE).getByText('Nenhum departamento encontrado!').waitFor();
  });
});
