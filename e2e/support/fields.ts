import type { Locator, Page } from 'playwright-core';

// How a person fills the form fields the journeys share.

/** How long the field may take to show what was typed, and how many times a person types it again. */
const DATE_SHOWN_MS = 5_000;
const DATE_TRIES = 3;

/**
 * The date field edits day, month and year as sections. As a person correcting a date does: click it, select
 * every section and erase them, type the digits in order, and look at what the field shows. Typed over a date in
 * place on a browser starved of CPU (the suites run side by side on 2 cores), the picker has been seen to put the
 * last digits in a section it had left (27/11/0027 for 07/11/2027, again at each try); into the empty field, never.
 * A date the field does not show is typed again, more slowly.
 */
export async function typeDate(field: Locator, date: string): Promise<void> {
  for (let attempt = 1; attempt <= DATE_TRIES; attempt += 1) {
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await field.press('Home');
    await field.page().keyboard.type(date.replace(/\D/g, ''), { delay: 30 * attempt });
    const shown = Date.now() + DATE_SHOWN_MS;
    while (Date.now() < shown) {
      if ((await field.inputValue()) === date) return;
      await field.page().waitForTimeout(100);
    }
  }
  throw new Error(`the date field shows ${await field.inputValue()} after typing ${date} ${DATE_TRIES} times`);
}

/** A select of a form (MUI), in the page or in a dialog: open it by its label, then pick the option. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}
