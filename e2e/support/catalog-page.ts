import type { Locator, Page } from 'playwright-core';

// What the paged list screens share (search, paging, sorting over a DataTable).

export function table(page: Page, title: string): Locator {
  return page.getByRole('table', { name: title });
}

/** Runs an action that makes the table ask the server again, and waits for that answer. */
export async function listing(page: Page, action: () => Promise<unknown>, text?: string): Promise<void> {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    // Every paged list call carries page=…; a search waits for the call with its own text.
    return url.pathname.startsWith('/api/') && url.searchParams.has('page') && (text === undefined || url.searchParams.get('text') === text);
  });
  await action();
  await answered;
}

/** Body rows of the table, once it has finished loading. */
export async function bodyRows(page: Page, title: string): Promise<string[][]> {
  const t = table(page, title);
  await t.and(page.locator('[aria-busy="false"]')).waitFor();
  return t.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
  );
}

/** Types in the search box; the query goes out once, after the 500 ms debounce. */
export function search(page: Page, label: string, text: string): Promise<void> {
  return listing(page, () => page.getByRole('searchbox', { name: label }).fill(text), text);
}
