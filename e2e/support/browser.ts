import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/system-deps';
import { app } from './app';
import { watchAccessibility } from './accessibility';

// Under scripts/test-at-hour.sh the runner's clock is faked (libfaketime) but Chromium's cannot be: each page gets
// the runner's clock from Playwright.
const FAKED_CLOCK = Boolean(process.env.FAKETIME);

// Debian's Chromium, never a downloaded browser. The flags keep it off this machine's closed network.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const appUrl = (path = '/') => new URL(path, app().appUrl).toString();

/** Where the users' browsers are: a Brazilian company's people read the app in Sao Paulo's zone, in pt-BR. */
export const USERS_ZONE = 'America/Sao_Paulo';

/**
 * A page in a context of its own, audited by axe on every state it reaches (support/accessibility.ts). The
 * browser runs in the users' zone, whatever the machine's; `timezoneId` puts it elsewhere (HR travelling). It asks
 * for reduced motion, which the SPA honours (config/theme.ts reducedMotionTheme): no dialog, menu or ripple
 * animation for each action and each audit to wait out, and none to paint.
 */
export async function newPage(browser: Browser, { timezoneId = USERS_ZONE }: { timezoneId?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId, acceptDownloads: true, reducedMotion: 'reduce' });
  if (FAKED_CLOCK) await context.clock.install({ time: Date.now() });
  await watchAccessibility(context, new URL(app().appUrl).origin);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

export async function signIn(page: Page, email: string, password = 'Demo@2026'): Promise<void> {
  await page.goto(appUrl('/'));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
}

/** A page of its own (newPage), signed in as `email` and arrived where the sign-in leads (`landing`, a URL glob). */
export async function signedInPage(browser: Browser, email: string, landing: string, password?: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email, password);
  await page.waitForURL(landing);
  return page;
}
