import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACATION_MSG } from '@colabora/core/vacation/messages';
import { launchBrowser, newPage, signIn } from './support/browser';
import { shownDay } from './support/days';
import { choose, typeDate } from './support/fields';

// Vacation end to end (issue 24): HR sees FÉRIAS, most urgent first, with the art. 137 alert; on Fernanda's detail
// (seeded with a first period due within 60 days, split in 14 + 10 days scheduled, 6 left: packages/local/src/
// demo-vacation.ts) a part under 5 days is refused while typing (art. 134 §1), and so is a day sold with the
// third part (art. 143: it would pass the balance); the third part of 6 days is registered, and the period's
// balance drops to 0 on the FÉRIAS tab and the FÉRIAS page.

const PERSON = 'Fernanda Lima Rocha';
const TABLE = 'Férias por colaborador';

let browser: Browser;
let hr: Page;

async function openVacationPage(): Promise<Locator> {
  await hr.getByRole('navigation').getByText('FÉRIAS', { exact: true }).click();
  await hr.waitForURL('**/home/vacation');
  const table = hr.getByRole('table', { name: TABLE });
  await table.waitFor();
  return table;
}

/** The first period's card on the detail's FÉRIAS tab. */
async function firstPeriod(): Promise<Locator> {
  await hr.getByRole('tab', { name: 'FÉRIAS' }).click();
  const card = hr.getByRole('tabpanel').getByRole('region', { name: /^Período aquisitivo/ }).last();
  await card.waitFor();
  return card;
}

const balanceOf = async (card: Locator) => (await card.locator('dt', { hasText: /^Saldo$/ }).locator('xpath=following-sibling::dd[1]').textContent())?.trim();

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await newPage(browser);
  await signIn(hr, 'rh@demo.com.br');
  await hr.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

describe('vacation periods', () => {
  it('HR sees FÉRIAS with the alert, registers a split part within the balance, and sees the balance change', async () => {
    const table = await openVacationPage();
    const row = table.getByRole('row').filter({ has: hr.getByRole('link', { name: PERSON }) });
    await expect.poll(() => row.textContent()).toContain('Vence em até 60 dias');

    await row.getByRole('link', { name: PERSON }).click();
    await hr.waitForURL('**/home/active/collaborator/*');
    await hr.getByRole('heading', { name: PERSON }).waitFor();
    await expect.poll(async () => balanceOf(await firstPeriod())).toBe('6');

    await choose(hr, 'Status', 'Férias');
    await hr.getByRole('button', { name: 'APLICAR' }).click();
    const dialog = hr.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Mais de um dia' }).check();
    await typeDate(dialog.getByLabel('Data de início', { exact: false }).first(), shownDay(33));
    await typeDate(dialog.getByLabel('Data de término', { exact: false }).first(), shownDay(36));
    await dialog.getByText(VACATION_MSG.shortPart(4, 5)).first().waitFor();

    // The end typed again over the whole date (every section selected and cleared first).
    const end = dialog.getByLabel('Data de término', { exact: false }).first();
    await end.click();
    await hr.keyboard.press('ControlOrMeta+A');
    await hr.keyboard.press('Backspace');
    await typeDate(end, shownDay(38));
    await expect.poll(() => dialog.getByLabel('Quantidade de dias', { exact: false }).first().inputValue()).toBe('6');
    // A day sold with it (abono, CLT art. 143) would pass the period's balance: refused while typing, then taken back.
    const sold = dialog.getByRole('spinbutton', { name: 'Dias vendidos (abono pecuniário)' });
    await sold.fill('1');
    await dialog.getByText(VACATION_MSG.overBalance(30)).waitFor();
    await sold.fill('');
    await dialog.getByText(VACATION_MSG.overBalance(30)).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Férias registradas com sucesso').waitFor();

    await expect.poll(async () => balanceOf(await firstPeriod())).toBe('0');
    // Nothing left to grant in that period: no alert on its row (the person's first) any more.
    const after = await openVacationPage();
    await expect.poll(() => after.getByRole('row').filter({ has: hr.getByRole('link', { name: PERSON }) }).textContent()).toContain('Em dia');
  });
});
