import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from './support/app';
import { formatCnpj, generateCnpj } from '@colabora/core/brazil/cnpj';
import { apiSignIn } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { lastMailTo } from './support/mail';

// 'Esqueci minha senha': a company administrator with a password of their own asks for a new one on the sign-in
// page, opens the e-mailed link from the SES stand-in, chooses a new password and signs in with it; the session
// they had opened before is refused. A company of its own (`npm run create-company`), so no demo password changes.

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const ADMIN = `otavio.${Date.now()}@recuperacao.com.br`;
const FIRST_PASSWORD = 'Primeira2026';
const NEW_PASSWORD = 'Recuperada2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'packages/local/src/create-company.ts'),
      ...['--stage', 'local', '--name', 'Recuperação de Senha Ltda', '--cnpj', formatCnpj(generateCnpj())],
      ...['--admin-name', 'Otávio Mendes', '--admin-email', ADMIN, '--cep', '30130-010', '--street', 'Avenida Afonso Pena'],
      ...['--number', '1500', '--district', 'Centro', '--city', 'Belo Horizonte', '--state', 'MG'],
    ],
    { cwd: ROOT, env: { ...process.env, ...app().portEnv } },
  );
  // The administrator's own password, through the first-access link (e2e/first-access.e2e.ts walks that page).
  const token = /\/first-access#(\S+)/.exec((await lastMailTo(ADMIN)).body.text ?? '')?.[1];
  const firstAccess = await fetch(appUrl('/api/auth/first-access'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD }),
  });
  expect(firstAccess.status).toBe(200);
});
afterAll(() => browser.close());

describe('password recovery', () => {
  it('asked on the sign-in page, the e-mailed link sets a new password; the sessions opened before end', async () => {
    const before = await newPage(browser);
    await signIn(before, ADMIN, FIRST_PASSWORD);
    await before.waitForURL('**/home/admissions');
    const earlier = await apiSignIn(ADMIN, FIRST_PASSWORD);

    const page = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(ADMIN);
    await page.getByRole('button', { name: 'ENVIAR LINK' }).click();
    await page.getByText('Se este e-mail estiver cadastrado, você receberá em instantes um link').waitFor();
    await page.getByText('Se você é candidato, peça ao RH um novo convite.', { exact: false }).waitFor();

    const mail = await lastMailTo(ADMIN);
    expect(mail.subject).toBe('Colabora: crie uma nova senha');
    const link = /(http\S+\/reset-password#\S+)/.exec(mail.body.text ?? '')?.[1];
    expect(link?.startsWith(appUrl('/reset-password#'))).toBe(true);

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Crie uma nova senha' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('Senha', { exact: true }).fill('fraca');
    await page.getByLabel('Confirmar senha').fill('fraca');
    await page.getByRole('button', { name: 'CRIAR NOVA SENHA' }).click();
    await page.getByText('Mínimo 8 digitos').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'CRIAR NOVA SENHA' }).click();
    await page.getByText('Senha alterada! Entre com o seu e-mail e a nova senha.').waitFor();
    await page.getByRole('link', { name: 'IR PARA O LOGIN' }).click();

    await signIn(page, ADMIN, NEW_PASSWORD);
    await page.waitForURL('**/home/admissions');
    await page.getByText('Otávio Mendes').waitFor();

    // The session opened before is refused: by the API, and in the browser that held it.
    const refused = await fetch(appUrl(`/api/job-role/${earlier.companyId}`), { headers: { authorization: `Bearer ${earlier.token}` } });
    expect(refused.status).toBe(401);
    await before.goto(appUrl('/home/career'));
    await before.waitForURL(appUrl('/'));
    await before.getByRole('heading', { name: 'LOGIN' }).waitFor();

    // The link worked once, and the old password no longer does.
    const again = await newPage(browser);
    await again.goto(link ?? '');
    await again.getByLabel('Senha', { exact: true }).fill('OutraSenha2026');
    await again.getByLabel('Confirmar senha').fill('OutraSenha2026');
    await again.getByRole('button', { name: 'CRIAR NOVA SENHA' }).click();
    await again.getByText('Este link não vale mais', { exact: false }).waitFor();
    const old = await fetch(appUrl('/api/auth'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: FIRST_PASSWORD }),
    });
    expect(old.status).toBe(401);
    await Promise.all([before, page, again].map((open) => open.context().close()));
  });
});
