import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, unique, type Session } from './support/api';
import { approveEverything, call, fillSteps, finishAdmission, invitedCandidate, review, type Candidate } from './support/admission-api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { lastMailTo } from './support/mail';

// Issue 9, two candidates arranged through the API (the admission journey walks the screens themselves):
// - one whose step 1 HR approved and whose family data HR refused signs in again and lands on the review with
//   the CORRIGIR card, reads the approved step read-only through the dots, and corrects the refused one;
// - one who created the password and waits for HR's activation is told so at both sign-ins (no loop between
//   them), gets the e-mail when HR activates her, and signs in as an employee.
// Each at 1280 px and at 390 px (a phone).

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const WAITING_TEXT =
  'Você já concluiu o processo de admissão. O RH da empresa vai ativar o seu acesso, e você receberá um e-mail quando puder entrar.';

// ---- The journeys -----------------------------------------------------------------------------------------

let browser: Browser;
let hr: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  hr = await apiSignIn('rh@demo.com.br');
});
afterAll(() => browser.close());

async function pageAt(viewport: (typeof WIDTHS)[number]): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

async function inviteSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/admission-process'));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function fitsTheWidth(page: Page, width: number): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

describe('a returning candidate: step 1 approved, family data refused', () => {
  let candidate: Candidate;
  beforeAll(async () => {
    candidate = await invitedCandidate(hr, unique('Renata Moraes').replace(/[0-9]/g, 'X'));
    await fillSteps(candidate);
    await review(hr, candidate.id, 'PERSONAL_DATA', 'approved');
    await review(hr, candidate.id, 'FAMILY_DATA', 'disapproved', 'Informe o nome do pai');
  });

  it.each(WIDTHS)('at $name lands on the review with CORRIGIR, reads step 1 read-only through the dots', async (viewport) => {
    const page = await pageAt(viewport);
    await inviteSignIn(page, candidate.email, candidate.firstPassword);
    await page.waitForURL('**/steps/6');
    await page.getByText('Progresso: 100%').waitFor();
    const card = page.getByRole('region', { name: 'Dados da família' });
    await card.getByText('Motivo: Informe o nome do pai').waitFor();
    await card.getByRole('link', { name: 'CORRIGIR' }).waitFor();
    await fitsTheWidth(page, viewport.width);

    // The dots are links with labels, opened from the keyboard.
    const dots = page.getByRole('navigation', { name: 'Etapas do cadastro' });
    await expect(dots.getByRole('link').count()).resolves.toBe(6);
    const first = dots.getByRole('link', { name: 'Etapa 1 de 6: Sobre você (aprovada)' });
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/steps/1');
    await page.getByText('Etapa aprovada!').waitFor();
    await expect(page.getByRole('combobox', { name: 'Nacionalidade' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'SALVAR E CONTINUAR' }).count()).resolves.toBe(0);
    await fitsTheWidth(page, viewport.width);

    // CONTINUAR leads back to what is left: the refused step on the review.
    await page.getByRole('link', { name: 'CONTINUAR' }).click();
    await page.waitForURL('**/steps/6');
    await page.getByRole('region', { name: 'Dados da família' }).getByRole('link', { name: 'CORRIGIR' }).click();
    await page.waitForURL('**/steps/2');
    await page.getByText('Etapa reprovada').waitFor();
    await expect(page.getByLabel('Nome da mãe').inputValue()).resolves.toBe('Maria Aparecida Lima');
    await page.context().close();
  });

  it('corrects the refused step and waits for HR again', async () => {
    const page = await pageAt(WIDTHS[1]);
    await inviteSignIn(page, candidate.email, candidate.firstPassword);
    await page.waitForURL('**/steps/6');
    await page.getByRole('link', { name: 'CORRIGIR' }).click();
    await page.waitForURL('**/steps/2');
    await page.getByLabel('Nome do pai').fill('José Carlos Moraes');
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR' }).click();
    await page.waitForURL('**/steps/6');
    await page.getByText('Em análise...').waitFor();
    await page.context().close();
  });
});

describe('a candidate waiting for activation', () => {
  let candidate: Candidate;
  const newPassword = 'Colabora2026';
  beforeAll(async () => {
    candidate = await invitedCandidate(hr, unique('Patrícia Nogueira').replace(/[0-9]/g, 'X'));
    await fillSteps(candidate);
    await approveEverything(hr, candidate.id);
    await finishAdmission(hr, candidate, newPassword);
  });

  it.each(WIDTHS)('at $name is told at both sign-ins that HR will activate her and an e-mail will come', async (viewport) => {
    const page = await pageAt(viewport);
    await signIn(page, candidate.email, newPassword);
    await expect(page.getByRole('status').filter({ hasText: WAITING_TEXT }).textContent()).resolves.toBe(WAITING_TEXT);
    expect(new URL(page.url()).pathname).toBe('/');

    await inviteSignIn(page, candidate.email, newPassword);
    await page.getByRole('status').filter({ hasText: WAITING_TEXT }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admission-process');
    await expect(page.evaluate(() => window.localStorage.getItem('colabora:token'))).resolves.toBeNull();
    await page.context().close();
  });

  it('gets the e-mail when HR activates her, and signs in as an employee', async () => {
    await call('PUT', `/api/users/activate/${candidate.id}`, hr.token, { recordPoints: false });
    const mail = await lastMailTo(candidate.email);
    expect(mail.subject).toBe('Empresa Demonstração: seu acesso ao Colabora foi liberado');
    expect(mail.body.text).toContain(`Acesse ${new URL(appUrl('/')).origin}/`);

    const page = await pageAt(WIDTHS[1]);
    await signIn(page, candidate.email, newPassword);
    await page.waitForURL('**/colaborator-home');
    await page.context().close();
  });
});
