import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from './support/app';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { lastMailTo } from './support/mail';

// A new stage's first company: `npm run create-company -- --stage local …` against the running runtime, the
// administrator's e-mail in the SES stand-in, the link opened in Chromium, a password, and the first sign-in.

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const ADMIN = `helena.${Date.now()}@novaempresa.com.br`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function createCompany(...extra: string[]) {
  return run(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'packages/local/src/create-company.ts'),
      '--stage',
      'local',
      '--name',
      'Nova Empresa de Logística Ltda',
      '--cnpj',
      '45.723.174/0001-10',
      '--admin-name',
      'Helena Duarte',
      '--admin-email',
      ADMIN,
      '--cep',
      '80010-000',
      '--street',
      'Rua XV de Novembro',
      '--number',
      '500',
      '--district',
      'Centro',
      '--city',
      'Curitiba',
      '--state',
      'PR',
      ...extra,
    ],
    { cwd: ROOT, env: { ...process.env, ...app().portEnv } },
  );
}

describe('a new company and its first administrator', () => {
  it('the command creates the company and e-mails the first-access link; the administrator sets a password and signs in', async () => {
    const { stdout } = await createCompany();
    expect(stdout).toContain('Empresa "Nova Empresa de Logística Ltda" (CNPJ 45.723.174/0001-10) criada no stage "local".');
    const mail = await lastMailTo(ADMIN);
    expect(mail.subject).toBe('Nova Empresa de Logística Ltda: seu acesso de administrador ao Colabora');
    const link = /(http\S+\/first-access#\S+)/.exec(mail.body.text ?? '')?.[1];
    expect(link?.startsWith(appUrl('/first-access#'))).toBe(true);

    const page = await newPage(browser);
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Crie sua senha de acesso' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('Senha', { exact: true }).fill('Primeira2026');
    await page.getByLabel('Confirmar senha').fill('Primeira2026');
    await page.getByRole('button', { name: 'CRIAR SENHA' }).click();
    await page.getByText('Senha criada! Entre com o seu e-mail e a nova senha.').waitFor();
    await page.getByRole('link', { name: 'IR PARA O LOGIN' }).click();

    await signIn(page, ADMIN, 'Primeira2026');
    await page.waitForURL('**/home/admissions');
    await page.getByText('Helena Duarte').waitFor();
    await page.context().close();
  });

  it('the same command again is refused, now that the administrator has a password', async () => {
    await expect(createCompany()).rejects.toMatchObject({ stderr: expect.stringContaining('Já existe uma empresa com este CNPJ.') });
  });
});
