import { readFile } from 'node:fs/promises';
import { pdfTexts, verifyPdfSignature } from '@colabora/functions/testing/signed-pdf';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { call } from './support/admission-api';
import { apiSignIn } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { holdPunchWriter, resetServerClock, setServerClock } from './support/server-clock';
import { isoDay } from './support/days';

// Employees punch from their phones (issue 20 §5): the demo employee (packages/local/src/seed.ts, Loja 6x1,
// or the journey another e2e file gave them) signs in at 390 px, opens the menu from the app bar, punches the entry on the
// server's shifted clock (support/server-clock.ts) and visits each of their screens; the sign-in and password pages
// and a subset at 360 px; HR's lists at 768 px. As lists-fit does at 1280: nothing reaches past the screen's edge
// (a wide table scrolls inside its own region), the main actions are tap targets of 44 px, dialogs fill the screen.

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const TABLET = { width: 768, height: 1024 };
const TAP = 44;

/**
 * The first day from tomorrow that the demo employee's journey works, and its entry: read from the server, because
 * another journey (journeys.e2e.ts) may have given them other days and hours before this file runs.
 */
async function nextWorkDay(): Promise<{ day: string; enterTime: string }> {
  const { token } = await apiSignIn('colaborador@demo.com.br');
  for (let offset = 1; offset <= 7; offset++) {
    const day = isoDay(offset);
    const { plan } = await call<TodayPoints>('GET', `/api/point-registers?date=${day}`, token);
    if (plan) return { day, enterTime: plan.enterTime };
  }
  throw new Error('The demo employee works no day of the next week');
}

let browser: Browser;
let page: Page;
let userId: string;

/** Waits until nothing on the page is loading: the measure is of the screen a person reads, not of a spinner. */
async function settled(target: Page): Promise<void> {
  await target.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])'));
}

/**
 * How far the page scrolls sideways, and the elements that reach past the screen's edge. An element past the edge
 * inside a box that scrolls or clips and itself fits the screen (a wide table in its region, the tabs' scroller)
 * is not cut: a person scrolls that box.
 */
async function overflow(target: Page): Promise<{ page: number; cut: string[] }> {
  await settled(target);
  return target.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (box: DOMRect) => box.left >= -0.5 && box.right <= width + 0.5;
    const scrolledWithin = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && fits(box.getBoundingClientRect())) return true;
      }
      return false;
    };
    const cut = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !fits(box) && !scrolledWithin(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { page: document.documentElement.scrollWidth - width, cut: cut.slice(0, 10) };
  });
}

async function expectFits(target: Page): Promise<void> {
  const sizes = await overflow(target);
  expect(sizes.cut).toEqual([]);
  expect(sizes.page).toBeLessThanOrEqual(0);
}

/** The control is on screen and a finger's size. */
async function expectTappable(control: Locator, viewportWidth: number): Promise<void> {
  await control.waitFor();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.height).toBeGreaterThanOrEqual(TAP);
  expect(box.width).toBeGreaterThanOrEqual(TAP);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

/** A dialog on a phone takes the whole screen, and nothing in it reaches past the edge. */
async function expectFullScreen(dialog: Locator, viewport: { width: number; height: number }): Promise<void> {
  // The paper, not the transparent container role="dialog" sits in.
  const paper = dialog.locator('xpath=ancestor-or-self::*[contains(@class, "MuiDialog-paper")]').first();
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(viewport.width);
  const box = await paper.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, height: viewport.height });
  await expectFits(page);
}

async function openMyScore(): Promise<void> {
  await page.goto(appUrl(`/colaborator-home/score/${userId}`));
  await page.getByRole('heading', { name: 'Meu ponto' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize(PHONE);
});

afterAll(async () => {
  await resetServerClock();
  await browser.close();
});

describe('an employee on a phone (issue 20 §5)', () => {
  it.each([SMALL_PHONE, PHONE])('the sign-in and the password pages fit $width px', async (viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'LOGIN' }).waitFor();
    await expectFits(page);
    await expectTappable(page.getByRole('button', { name: 'ACESSAR' }), viewport.width);
    await expectTappable(page.getByRole('link', { name: 'Esqueci minha senha' }), viewport.width);
    for (const path of ['/forgot-password', '/first-access#token-de-teste']) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectFits(page);
    }
    await page.setViewportSize(PHONE);
  });

  it('signs in, and the menu waits behind the app bar\'s button, which opens and closes it', async () => {
    await signIn(page, 'colaborador@demo.com.br');
    await page.waitForURL('**/colaborator-home');
    userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('colabora:user') ?? '{}') as { _id: string })._id);
    const menu = page.getByRole('navigation', { name: 'Menu do colaborador' });
    await page.getByRole('heading', { name: 'Início' }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await expectFits(page);

    const opener = page.getByRole('button', { name: 'Abrir menu' });
    await expectTappable(opener, PHONE.width);
    await opener.click();
    await expectTappable(menu.getByRole('link', { name: 'MEU PONTO' }), PHONE.width);
    await expectFits(page);
    await menu.getByRole('link', { name: 'MEU PONTO' }).click();
    await page.getByRole('heading', { name: 'Meu ponto' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
  });

  it('punches the entry: REGISTRAR on screen and tappable, the dialog and its receipt fill the screen', async () => {
    const { day, enterTime } = await nextWorkDay();
    await setServerClock(day, enterTime);
    await openMyScore();
    await expectFits(page);
    const register = page.getByRole('button', { name: 'REGISTRAR Entrada' });
    await register.scrollIntoViewIfNeeded();
    await expectTappable(register, PHONE.width);
    await register.click();

    const dialog = page.getByRole('dialog', { name: 'REGISTRAR PONTO' });
    await expectFullScreen(dialog, PHONE);
    await expectTappable(dialog.getByRole('button', { name: 'CONFIRMAR' }), PHONE.width);
    // The company's writer is busy (held here): the punch is taken, "Registrando…", then its receipt (issue 25).
    await holdPunchWriter(true);
    try {
      await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
      const recording = dialog.getByRole('status');
      await recording.getByText('Registrando…').waitFor();
      await expect.poll(() => recording.textContent()).toMatch(/Seu ponto foi recebido às \d\d:\d\d e está sendo registrado/);
      // On screen, within the phone's width (its spinner says it is still working: the page is measured after).
      const box = await recording.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    } finally {
      await holdPunchWriter(false);
    }
    await dialog.getByText('Ponto registrado com sucesso').waitFor();
    await expect.poll(() => dialog.getByRole('status').count()).toBe(0);
    await dialog.getByRole('region', { name: 'Comprovante' }).waitFor();
    await expectFullScreen(dialog, PHONE);
    // The signed receipt at once (Portaria 671 art. 80): made by the deployed bundle, read back and its signature checked.
    const receiptButton = dialog.getByRole('button', { name: 'Baixar o comprovante deste registro' });
    await expectTappable(receiptButton, PHONE.width);
    const [download] = await Promise.all([page.waitForEvent('download'), receiptButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^comprovante-ponto-\d{9}\.pdf$/);
    const pdf = new Uint8Array(await readFile(await download.path()));
    expect(verifyPdfSignature(pdf).certificate.subject.getField('CN').value).toContain('certificado de TESTE');
    expect(pdfTexts(pdf)).toContain('Comprovante de Registro de Ponto do Trabalhador');
    // FECHAR is reachable at once: the notice of the punch sits at the top on a phone, not over the buttons.
    const close = dialog.getByRole('button', { name: 'FECHAR' });
    await expectTappable(close, PHONE.width);
    await close.click({ trial: true });
    await close.click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('list', { name: 'Registro de ponto' })
      .getByRole('listitem')
      .filter({ has: page.getByText('Entrada', { exact: true }) })
      .getByText('Registrado com sucesso!')
      .waitFor();
    // And in the receipts of the last 48 hours, with its download on screen and tappable.
    const receipts = page.getByRole('region', { name: 'Comprovantes de registro de ponto' });
    const listed = receipts.getByRole('button', { name: /^Baixar comprovante de / }).first();
    await listed.scrollIntoViewIfNeeded();
    await expectTappable(listed, PHONE.width);
    await expectFits(page);
  });

  it('every tab of Meu ponto fits, and SOLICITAR opens a full-screen form', async () => {
    await openMyScore();
    await page.getByRole('tab', { name: 'SOLICITAÇÕES' }).click();
    await page.getByRole('table', { name: 'Minhas solicitações' }).waitFor();
    await expectFits(page);
    await expectTappable(page.getByRole('button', { name: 'SOLICITAR' }), PHONE.width);
    await page.getByRole('button', { name: 'SOLICITAR' }).click();
    const ask = page.getByRole('dialog');
    await expectFullScreen(ask, PHONE);
    await ask.getByRole('button', { name: 'CANCELAR' }).click();
    await ask.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'ESPELHO DE PONTO' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).waitFor();
    await expectFits(page);
    // The month's mirror as the signed PDF of Portaria 671 art. 84 (issue 23 §6), from the phone.
    const mirrorPdf = page.getByRole('button', { name: /^BAIXAR PDF DE \d{2}\/\d{4}$/ });
    await mirrorPdf.scrollIntoViewIfNeeded();
    await expectTappable(mirrorPdf, PHONE.width);
    const [download] = await Promise.all([page.waitForEvent('download'), mirrorPdf.click()]);
    expect(download.suggestedFilename()).toMatch(/^espelho-ponto-\d{4}-\d{2}-[a-z0-9-]+\.pdf$/);
    const pdf = new Uint8Array(await readFile(await download.path()));
    expect(verifyPdfSignature(pdf).certificate.subject.getField('CN').value).toContain('certificado de TESTE');
    expect(pdfTexts(pdf)).toContain('Espelho de Ponto');
  });

  it.each([PHONE, SMALL_PHONE])('the journey, MEUS DADOS (with HOLERITES and FÉRIAS), CONTRATOS and home fit $width px', async (viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(appUrl(`/colaborator-home/score/journey/${userId}`));
    await page.getByRole('heading', { name: 'Minha jornada' }).waitFor();
    await page.getByText('Escala do mês').waitFor();
    await expectFits(page);
    await expectTappable(page.getByRole('button', { name: 'Próximo mês' }), viewport.width);

    await page.goto(appUrl(`/colaborator-home/data/${userId}`));
    await page.getByRole('tabpanel').waitFor();
    await expectFits(page);
    await page.getByRole('tab', { name: 'HOLERITES' }).click();
    await expectFits(page);
    // FÉRIAS (issue 24): the period cards, phone-first.
    await page.getByRole('tab', { name: 'FÉRIAS' }).click();
    await page.getByRole('region', { name: /^Período aquisitivo/ }).first().waitFor();
    await expectFits(page);

    await page.goto(appUrl(`/colaborator-home/contracts/${userId}`));
    await page.getByRole('tabpanel').waitFor();
    await expectFits(page);

    await page.goto(appUrl('/colaborator-home'));
    await page.getByRole('region', { name: 'Seus dados de contratação' }).waitFor();
    await expectFits(page);
    await page.setViewportSize(PHONE);
  });

  it('Meu ponto and its punch dialog fit 360 px too', async () => {
    await page.setViewportSize(SMALL_PHONE);
    await openMyScore();
    await expectFits(page);
    const outside = page.getByRole('button', { name: 'REGISTRAR FORA DO HORÁRIO' });
    await expectTappable(outside, SMALL_PHONE.width);
    await outside.click();
    const dialog = page.getByRole('dialog', { name: 'REGISTRAR PONTO' });
    await expectFullScreen(dialog, SMALL_PHONE);
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
  });
});

describe('installable (issue 20 §5)', () => {
  it("Chromium reads the manifest with no error, under the CSP, and every icon is a PNG of its size", async () => {
    const visitor = await newPage(browser);
    await visitor.goto(appUrl('/'));
    await visitor.getByRole('heading', { name: 'LOGIN' }).waitFor();
    const cdp = await visitor.context().newCDPSession(visitor);
    const answer = await cdp.send('Page.getAppManifest');
    expect(answer.errors).toEqual([]);
    expect(answer.url).toBe(appUrl('/manifest.webmanifest'));
    const manifest = JSON.parse(answer.data ?? '{}') as { start_url: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const res = await fetch(appUrl(icon.src));
      expect(res.headers.get('content-type')).toBe('image/png');
      // A PNG's IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    await cdp.detach();
    await visitor.context().close();
  });
});

describe('HR on a tablet (768 px)', () => {
  it.each([
    { path: '/home/active', table: 'COLABORADORES ATIVOS' },
    { path: '/home/journey', table: 'RELAÇÃO DE JORNADAS CADASTRADAS' },
    { path: '/home/record-points', table: 'Solicitações em análise' },
    { path: '/home/vacation', table: 'Férias por colaborador' },
  ])('$path: the page never scrolls sideways; its table scrolls inside its own region', async ({ path, table }) => {
    const hr = await newPage(browser);
    await hr.setViewportSize(TABLET);
    await signIn(hr, 'rh@demo.com.br');
    await hr.waitForURL('**/home/admissions');
    await hr.goto(appUrl(path));
    await hr.getByRole('table', { name: table }).waitFor();
    const sizes = await overflow(hr);
    expect(sizes.cut).toEqual([]);
    expect(sizes.page).toBeLessThanOrEqual(0);
    await expectTappable(hr.getByRole('button', { name: 'Abrir menu' }), TABLET.width);
    await hr.context().close();
  });
});
