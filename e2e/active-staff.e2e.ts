import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, launchBrowser, signIn } from './support/browser';
import { bodyRows } from './support/catalog-page';
import { shownDay } from './support/days';
import { choose, typeDate } from './support/fields';
import { pdfFile } from './support/files';

// Active staff end to end (issue 10): HR registers a vacation and sees it in Ativos, registers an INSS leave
// with no forecast of end and returns the person, promotes an employee who confirms it in their own area,
// uploads a payslip the employee opens, and then sees when it was opened (proof of delivery).
// Seeded people (packages/local/src/seed.ts): João (colaborador@demo.com.br), Luciana and Rafael, all at work.

const TABLE = 'COLABORADORES ATIVOS';
const SEARCH = 'Pesquisar colaborador';
const EMPLOYEE = 'João Pedro da Silva';
// Others than João, whom the sign-in journey expects at work, in experience.
const ON_VACATION = 'Luciana Ferreira Alves';
const ON_LEAVE = 'Rafael Moreira Santos';

const day = shownDay;
// This journey's browsers run 12 hours ahead of Sao Paulo (every other journey runs in Sao Paulo's zone): from
// 12:00 to 24:00 in Sao Paulo their calendar is on tomorrow, and every date shown (the vacation's, the payslip's
// opening) must still be the company's day.
const AWAY = 'Asia/Tokyo';

let browser: Browser;
let hr: Page;

async function openActive(): Promise<void> {
  await hr.getByRole('navigation').getByText('ATIVOS', { exact: true }).click();
  await hr.waitForURL('**/home/active');
}
/** Long names show cut, with an ellipsis. */
const shows = (cell: string, name: string) => name.startsWith(cell.replace(/…$/, ''));
/** Searches the name until its row is the only one (a search seen before may come from the cache, unasked). */
async function searchFor(name: string): Promise<void> {
  await hr.getByRole('searchbox', { name: SEARCH }).fill(name);
  await expect
    .poll(async () => {
      const rows = await bodyRows(hr, TABLE);
      return rows.length === 1 && shows(rows[0][1], name);
    })
    .toBe(true);
}
/** The person's row (the only one their full name finds). */
async function rowOf(name: string): Promise<string[]> {
  await searchFor(name);
  return (await bodyRows(hr, TABLE))[0];
}
async function openDetail(name: string): Promise<void> {
  await openActive();
  await searchFor(name);
  await hr.getByRole('link', { name: `Visualizar ${name}` }).click();
  await hr.waitForURL('**/home/active/collaborator/*');
  await hr.getByRole('heading', { name }).waitFor();
}
async function applyStatus(status: string): Promise<Locator> {
  await choose(hr, 'Status', status);
  await hr.getByRole('button', { name: 'APLICAR' }).click();
  const dialog = hr.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await newPage(browser, { timezoneId: AWAY });
  await signIn(hr, 'rh@demo.com.br');
  await hr.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

describe('statuses and leaves', () => {
  it('HR registers a vacation and the list shows the status and its days', async () => {
    await openDetail(ON_VACATION);
    const dialog = await applyStatus('Férias');
    await dialog.getByRole('radio', { name: 'Mais de um dia' }).check();
    await typeDate(dialog.getByLabel('Data de início', { exact: false }).first(), day(0));
    await typeDate(dialog.getByLabel('Data de término', { exact: false }).first(), day(9));
    await expect.poll(() => dialog.getByLabel('Quantidade de dias', { exact: false }).first().inputValue()).toBe('10');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Férias registradas com sucesso').waitFor();

    await openActive();
    const row = await rowOf(ON_VACATION);
    expect(row).toContain('Férias');
    expect(row).toContain(day(0));
    expect(row).toContain(day(9));
  });

  it('HR registers an INSS leave with no forecast of end, then returns the person from the list', async () => {
    await openDetail(ON_LEAVE);
    // An INSS leave always spans days: no period to choose.
    const dialog = await applyStatus('Afastamento INSS');
    await typeDate(dialog.getByLabel('Data de início', { exact: false }).first(), day(0));
    await dialog.getByLabel('Sem previsão de término').check();
    await dialog.getByLabel('Motivo', { exact: false }).first().fill('Acidente de trabalho');
    await dialog.getByLabel('Documento (PDF)', { exact: true }).setInputFiles(pdfFile('laudo-inss.pdf', 'Laudo INSS'));
    await dialog.getByText('laudo-inss.pdf', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Afastamento registrado com sucesso').waitFor();

    await openActive();
    const row = await rowOf(ON_LEAVE);
    expect(row).toContain('Afastamento INSS');
    expect(row).toContain(day(0));
    expect(row).toContain('-----');

    // The leave has no forecast of end: its row returns the person.
    await hr.getByRole('table', { name: TABLE }).getByRole('cell', { name: 'Afastamento INSS' }).click();
    const confirm = hr.getByRole('dialog', { name: 'Retornar colaborador' });
    await confirm.getByRole('button', { name: 'RETORNAR' }).click();
    await hr.getByText('O afastamento do colaborador foi removido! A pessoa retornará amanhã.').waitFor();
    // The leave ends today; the person is back tomorrow.
    expect(await rowOf(ON_LEAVE)).toContain(day(0));
  });
});

describe('promotion and payslips', () => {
  let employee: Page;

  it('HR promotes the employee, who confirms it in their own area', async () => {
    await openDetail(EMPLOYEE);
    await hr.getByRole('button', { name: 'PROMOVER' }).click();
    const dialog = hr.getByRole('dialog', { name: 'PROMOVER COLABORADOR' });
    await choose(dialog, 'Cargo', 'Gerente Administrativo');
    await dialog.getByRole('radiogroup', { name: 'Padrão ao cargo' }).getByRole('radio', { name: 'Sim' }).check();
    await expect.poll(() => dialog.getByLabel('Salário', { exact: true }).inputValue()).toBe('R$ 9.500,00');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('O colaborador foi promovido com sucesso!').waitFor();

    employee = await newPage(browser, { timezoneId: AWAY });
    await signIn(employee, 'colaborador@demo.com.br');
    await employee.waitForURL('**/colaborator-home');
    const card = employee.getByRole('form', { name: 'Confirmar promoção' });
    await card.getByRole('button', { name: 'CONFIRMAR' }).click();
    await employee.getByText('Por favor, concorde com as informações.').waitFor();
    await card.getByLabel('Concordo com as informações da minha promoção.').check();
    await card.getByRole('button', { name: 'CONFIRMAR' }).click();
    await employee.getByText('Promoção confirmada').first().waitFor();
    await employee.getByText('Gerente Administrativo').first().waitFor();
  });

  it('HR uploads a payslip; the employee opens it; HR sees when it was opened', async () => {
    await openDetail(EMPLOYEE);
    await hr.getByRole('tab', { name: 'HOLERITES' }).click();
    const form = hr.getByRole('form', { name: 'Enviar holerite' });
    await form.getByRole('combobox', { name: 'Mês do holerite' }).click();
    await hr.getByRole('option').first().click();
    await form.getByLabel('Holerite (PDF)', { exact: true }).setInputFiles(pdfFile('holerite.pdf', 'Holerite'));
    await form.getByText('holerite.pdf', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    const payslips = hr.getByRole('table', { name: 'Holerites' });
    await payslips.getByText('Não aberto').waitFor();

    await employee.getByRole('link', { name: 'MEUS DADOS' }).click();
    await employee.waitForURL('**/colaborator-home/data/*');
    await employee.getByRole('tab', { name: 'HOLERITES' }).click();
    const own = employee.getByRole('table', { name: 'Holerites' });
    const opening = employee.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/payslip/open/'));
    await own.getByRole('button', { name: /^Abrir holerite/ }).first().click();
    expect((await opening).status()).toBe(200);
    // Read-only for the employee: no removal.
    expect(await own.getByRole('button', { name: /Remover/ }).count()).toBe(0);

    await hr.reload();
    await hr.getByRole('tab', { name: 'HOLERITES' }).click();
    await hr.getByRole('table', { name: 'Holerites' }).getByText(`Aberto em ${day(0)}`).waitFor();
    await employee.context().close();
  });
});
