import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCreateCandidate, apiCreateDepartment, apiCreateJobRole, apiSignIn, unique } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';

// HR's lists fit a 1280 px laptop beside the menu and the 1600 px breakpoint: nothing scrolls sideways,
// no column is clipped, and each row stays on one line (long texts end in an ellipsis with a tooltip).

const LISTS = [
  { path: '/home/admissions', table: 'COLABORADORES EM ADMISSÃO' },
  { path: '/home/career', table: 'RELAÇÃO DE CARGOS' },
  { path: '/home/departments', table: 'RELAÇÃO DE DEPARTAMENTOS' },
  { path: '/home/active', table: 'COLABORADORES ATIVOS' },
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const hr = await apiSignIn('rh@demo.com.br');
  const wide = 'AAAWWW MMMWWW WWWMMM WWWWWW MMMMMMMM WWW';
  const jobRole = await apiCreateJobRole(hr, `${wide} ${unique('')}`, 100_000);
  const department = await apiCreateDepartment(hr, `${wide} ${unique('')}`);
  await apiCreateCandidate(hr, {
    fullName: wide,
    email: `${'w'.repeat(40)}@${'m'.repeat(20)}.com.br`,
    jobRole: jobRole._id,
    department: department._id,
  });
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'rh@demo.com.br');
  await page.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

/** How far the page and each table reach past their width, and the tallest body row, in CSS pixels. */
function measure(target: Page) {
  return target.evaluate(() => {
    const root = document.documentElement;
    const tables = Array.from(document.querySelectorAll('table')).map((table) => {
      const container = table.parentElement as HTMLElement;
      const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) => row.getBoundingClientRect().height);
      return { overflow: container.scrollWidth - container.clientWidth, tallestRow: Math.max(0, ...rows) };
    });
    return { page: root.scrollWidth - root.clientWidth, tables };
  });
}

describe('lists at 1280 and 1600 px', () => {
  for (const width of [1280, 1600]) {
    for (const list of LISTS) {
      it(`${list.path} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(appUrl(list.path));
        await page.getByRole('table', { name: list.table }).locator('tbody tr').first().waitFor();
        const sizes = await measure(page);
        expect(sizes.page).toBeLessThanOrEqual(0);
        for (const table of sizes.tables) {
          expect(table.overflow).toBeLessThanOrEqual(0);
          // A small table row is about 53 px; two lines of text would make it taller.
          expect(table.tallestRow).toBeLessThan(70);
        }
      });
    }
  }
});
