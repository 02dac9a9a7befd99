import createCache, { type EmotionCache } from '@emotion/cache';

// jsdom computes a style (role queries, pointer-events checks, MUI's own measures) by matching every CSS rule
// of the page. MUI's default cache keeps each rule a test inserts for the rest of the file, one <style>
// element each: a file's later tests matched ~850 rules where their own page has ~450–650. A test's styles
// live in one cache instead, one sheet as the production build inserts them (`speedy`), and leave with it.
let current: EmotionCache | undefined;

/** The styles of the running test (the providers of @/testing/render). */
export function testStyleCache(): EmotionCache {
  current ??= createCache({ key: 'css', speedy: true });
  return current;
}

/** After each test: its styles leave the page with its components. */
export function removeTestStyles(): void {
  current?.sheet.flush();
  current = undefined;
}
