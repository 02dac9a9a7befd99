import type { Locator, Page } from 'playwright-core';

// How a person fills the form fields the journeys share.

/** The date field edits day, month and year as sections: click it, then type the digits in order. */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.press('Home');
  await field.page().keyboard.type(date.replace(/\D/g, ''), { delay: 30 });
}

/** A select of a form (MUI), in the page or in a dialog: open it by its label, then pick the option. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}
