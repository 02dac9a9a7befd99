import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { bodyRows, search, table } from './support/catalog-page';
import { shownDay } from './support/days';
import { choose, typeDate } from './support/fields';
import { pdfFile, pngFile } from './support/files';
import { lastMailTo } from './support/mail';

// The digital admission end to end: HR registers a collaborator, the invite e-mail arrives, the candidate
// signs in with the e-mailed password, accepts the terms and fills the wizard with real uploads; HR refuses
// a step, the candidate corrects it, HR approves everything and sends the contract; the candidate sends the
// exams, signs, creates a password; HR activates, and the person signs in as an employee.

const day = shownDay;

let browser: Browser;
let hr: Page;
const fullName = unique('Fernanda Lima').replace(/[0-9]/g, 'X');
const email = `${fullName.split(' ').pop()?.toLowerCase()}@exemplo.com.br`;

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await newPage(browser);
  await signIn(hr, 'rh@demo.com.br');
  await hr.waitForURL('**/home/admissions');
});
afterAll(() => browser.close());

describe('admission: invite to welcome', () => {
  it('HR registers a new collaborator', async () => {
    await hr.getByRole('link', { name: 'ADICIONAR COLABORADOR' }).click();
    await hr.waitForURL('**/home/admissions/new-colaborator');
    await hr.getByText('ADICIONAR NOVO COLABORADOR').waitFor();
    const form = hr.getByRole('form', { name: 'Novo colaborador' });
    await form.getByLabel('Nome completo').fill(fullName);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Telefone').pressSequentially('11987654321');
    await form.getByRole('combobox', { name: 'Cargo' }).click();
    await hr.getByRole('option', { name: 'Motorista de Entregas' }).click();
    await form.getByRole('combobox', { name: 'Departamento' }).click();
    await hr.getByRole('option', { name: 'Logística' }).click();
    await form.getByRole('radiogroup', { name: 'Regime de contratação' }).getByRole('radio', { name: 'CLT' }).check();
    await form.getByRole('radiogroup', { name: 'Salário padrão do cargo' }).getByRole('radio', { name: 'Sim' }).check();
    await expect(form.getByLabel('Salário', { exact: true }).inputValue()).resolves.toBe('R$ 3.100,00');
    await form.getByRole('radiogroup', { name: 'Vale transporte' }).getByRole('radio', { name: 'Sim' }).check();
    await form.getByLabel('Valor do vale transporte').pressSequentially('220');
    await form.getByRole('radiogroup', { name: 'Vale alimentação' }).getByRole('radio', { name: 'Não' }).check();
    await form.getByRole('radiogroup', { name: 'Vale refeição' }).getByRole('radio', { name: 'Não' }).check();
    // The fill deadline may not come before the admission date (spec 001 §5).
    await typeDate(form.getByLabel('Data de admissão', { exact: true }), day(10));
    await typeDate(form.getByLabel('Data limite para preenchimento', { exact: true }), day(20));
    await form.getByRole('button', { name: 'CADASTRAR' }).click();
    await hr.getByText('Colaborador cadastrado!').waitFor();
    await expect(form.getByLabel('Nome completo').inputValue()).resolves.toBe('');
  });

  it('lists the collaborator as invited (Enviado, 0%)', async () => {
    await hr.goto(appUrl('/home/admissions'));
    await search(hr, 'Pesquisar colaborador', fullName);
    const [row] = await bodyRows(hr, 'COLABORADORES EM ADMISSÃO');
    expect(row).toContain(fullName);
    expect(row).toContain(email);
    expect(row).toContain(day(10));
    expect(row).toContain(day(20));
    expect(row).toContain('Enviado');
  });

  it('the candidate signs in with the e-mailed password and accepts the terms', async () => {
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Empresa Demonstração: convite para o seu processo de admissão');
    const text = mail.body.text ?? '';
    expect(text).toContain(`${new URL(appUrl('/')).origin}/admission-process`);
    const password = /senha de primeiro acesso: (\S+)/.exec(text)?.[1];
    expect(password).toBeTruthy();

    const candidate = await newPage(browser);
    await candidate.goto(appUrl('/admission-process'));
    await candidate.getByText('PROCESSO DE ADMISSÃO').first().waitFor();
    await candidate.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await candidate.getByLabel('Senha', { exact: true }).fill(password ?? '');
    await candidate.getByRole('button', { name: 'ACESSAR' }).click();
    await candidate.waitForURL('**/collaborator');

    const offer = candidate.getByLabel('Condições da contratação');
    await offer.getByText('Empresa Demonstração').waitFor();
    await offer.getByText('Motorista de Entregas').waitFor();
    await offer.getByText('R$ 3.100,00').waitFor();
    await offer.getByText('R$ 220,00').waitFor();
    await offer.getByText(day(20)).waitFor();

    await candidate.getByRole('button', { name: 'VAMOS COMEÇAR' }).click();
    await candidate.getByText('Para avançar concorde com os termos').waitFor();
    await candidate.getByRole('checkbox').check();
    await candidate.getByRole('button', { name: 'VAMOS COMEÇAR' }).click();
    await candidate.getByText('Termos aceitos').waitFor();
    await candidate.waitForURL('**/steps/1');

    // Signing in again goes straight on to the wizard: the invite is accepted.
    await candidate.context().clearCookies();
    await candidate.evaluate(() => window.localStorage.clear());
    await candidate.goto(appUrl('/admission-process'));
    await candidate.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await candidate.getByLabel('Senha', { exact: true }).fill(password ?? '');
    await candidate.getByRole('button', { name: 'ACESSAR' }).click();
    await candidate.waitForURL('**/steps/1');
    await candidate.context().close();
  });

  it('the first password does not open the staff sign-in as a session', async () => {
    const mail = await lastMailTo(email);
    const password = /senha de primeiro acesso: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
    const page = await newPage(browser);
    await signIn(page, email, password);
    await page.waitForURL('**/admission-process');
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored['colabora:token']).toBeUndefined();
    await page.context().close();
  });
});

/** A long list typed to filter (countries, cities, banks), then the option picked. */
async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).first().click();
}
/** A real file into an upload field found by its label; done once the field shows the file's name. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await page.getByText(file.name, { exact: true }).waitFor();
}
async function saveStep(page: Page, next: string, button = 'SALVAR E CONTINUAR'): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`**${next}`);
}
async function inviteSignIn(page: Page, password: string): Promise<void> {
  await page.goto(appUrl('/admission-process'));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
}
/** With E2E_SCREENSHOTS=1, full-page screenshots of the pages on the way, in /tmp. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/admission-${name}.png`, fullPage: true });
}

describe('admission: wizard to employee', () => {
  let candidate: Page;
  let firstPassword = '';
  const newPassword = 'Colabora2026';

  beforeAll(async () => {
    const mail = await lastMailTo(email);
    firstPassword = /senha de primeiro acesso: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
    candidate = await newPage(browser);
    await inviteSignIn(candidate, firstPassword);
    await candidate.waitForURL('**/steps/1');
  });

  it('the candidate fills steps 1 to 5 with real uploads and finishes', async () => {
    const c = candidate;
    // Step 1: about you.
    await c.getByRole('heading', { name: 'Sobre você' }).waitFor();
    await pick(c, 'Nacionalidade', 'Brasil', 'Brasil');
    await choose(c, 'Estado de nascimento', 'São Paulo');
    await pick(c, 'Cidade de nascimento', 'Campinas', 'Campinas');
    await typeDate(c.getByLabel('Data de nascimento', { exact: true }), '15/03/1990');
    await choose(c, 'Gênero', 'Feminino');
    await choose(c, 'Raça/Cor', 'Parda');
    await choose(c, 'Deficiência', 'Nenhuma');
    await upload(c, 'Selfie', pngFile('selfie.png'));
    await shot(c, 'step1');
    await saveStep(c, '/steps/2');

    // Step 2: family, no dependents.
    await c.getByRole('heading', { name: 'Dados da família' }).waitFor();
    await choose(c, 'Estado civil', 'Solteiro(a)');
    await c.getByLabel('Nome da mãe').fill('Maria Aparecida Lima');
    await c.getByRole('radiogroup', { name: 'Possui dependentes?' }).getByRole('radio', { name: 'Não' }).check();
    await shot(c, 'step2');
    await saveStep(c, '/steps/3');

    // Step 3: documents, the CPF and its photo.
    await c.getByRole('heading', { name: 'Documentação' }).waitFor();
    await c.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('52998224725');
    await expect(c.getByRole('textbox', { name: 'CPF', exact: true }).inputValue()).resolves.toBe('529.982.247-25');
    await upload(c, 'Foto do CPF', pngFile('cpf.png'));
    await shot(c, 'step3');
    await saveStep(c, '/steps/4');

    // Step 4: address. Offline, the CEP lookup answers 503: a note says so and the address is typed.
    await c.getByRole('heading', { name: 'Endereço' }).waitFor();
    await c.getByRole('textbox', { name: 'CEP' }).pressSequentially('01310100');
    await c.getByText('Consulta de CEP indisponível no momento. Preencha o endereço manualmente.').waitFor();
    await choose(c, 'Estado', 'São Paulo');
    await pick(c, 'Cidade', 'São Paulo', 'São Paulo');
    await choose(c, 'Tipo de logradouro', 'Avenida');
    await c.getByLabel('Logradouro', { exact: true }).fill('Paulista');
    await c.getByLabel('Número', { exact: true }).fill('1000');
    await c.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
    await c.getByRole('radiogroup', { name: 'O comprovante de residência está em seu nome?' }).getByRole('radio', { name: 'SIM' }).check();
    await upload(c, 'Comprovante de residência', pngFile('comprovante-residencia.png'));
    await shot(c, 'step4');
    await saveStep(c, '/steps/5');

    // Step 5: bank data, then FINALIZAR.
    await c.getByRole('heading', { name: 'Dados bancários' }).waitFor();
    await pick(c, 'Banco', '001', /^001 - /);
    await choose(c, 'Tipo de conta', 'Conta corrente');
    await c.getByRole('textbox', { name: 'Agência' }).fill('1234');
    await c.getByRole('textbox', { name: 'Conta', exact: true }).fill('567890');
    await c.getByRole('textbox', { name: 'Dígito' }).fill('1');
    await upload(c, 'Comprovante bancário', pngFile('comprovante-bancario.png'));
    await c.getByRole('radiogroup', { name: /é WhatsApp\?$/ }).getByRole('radio', { name: 'Sim' }).check();
    await shot(c, 'step5');
    await saveStep(c, '/steps/6', 'FINALIZAR');
    await c.getByText('Em análise...').waitFor();
    await c.getByText('Progresso: 100%').waitFor();
    await shot(c, 'step6');
  });

  it('the admissions list shows the person 100% filled, in bold', async () => {
    await hr.goto(appUrl('/home/admissions'));
    await search(hr, 'Pesquisar colaborador', fullName);
    const [row] = await bodyRows(hr, 'COLABORADORES EM ADMISSÃO');
    expect(row).toContain('100%');
    const percentage = table(hr, 'COLABORADORES EM ADMISSÃO').locator('tbody tr').filter({ hasText: fullName }).locator('strong');
    await expect(percentage.textContent()).resolves.toBe('100%');
  });

  it('HR fills the hiring data and refuses the family step with a reason', async () => {
    await table(hr, 'COLABORADORES EM ADMISSÃO').locator('tbody tr').filter({ hasText: fullName }).getByText(fullName).click();
    await hr.waitForURL('**/home/admissions/collaborator/*');
    await hr.getByRole('heading', { name: fullName }).waitFor();

    // DADOS CONTRATAÇÃO (the first tab): CLT, so the experience period and its read-only dates.
    const hiring = hr.getByRole('form', { name: 'Dados de contratação' });
    await choose(hr, 'Jornada de trabalho', 'Comercial 44h');
    await choose(hr, 'Período de experiência', '30/60 dias');
    const dates = [
      ['Início do primeiro período', day(10)],
      ['Fim do primeiro período', day(39)],
      ['Início do segundo período', day(40)],
      ['Fim do segundo período', day(99)],
    ] as const;
    for (const [label, date] of dates) {
      const field = hiring.getByLabel(label, { exact: true });
      await expect(field.inputValue()).resolves.toBe(date);
      await expect(field.getAttribute('readonly')).resolves.not.toBeNull();
    }
    await shot(hr, 'detail-hiring');
    await hiring.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Dados salvos com sucesso.').waitFor();

    await hr.getByRole('tab', { name: 'DADOS DA FAMÍLIA' }).click();
    await hr.getByText('Maria Aparecida Lima').waitFor();
    await hr.getByRole('button', { name: 'REPROVAR' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Reprovar etapa' });
    await dialog.getByLabel('Motivo da reprovação').fill('Informe o nome do pai');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Etapa reprovada').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await shot(hr, 'detail-refused');
  });

  it('the candidate sees the refused step with its reason, corrects it and waits again', async () => {
    const c = candidate;
    await c.reload();
    const card = c.getByRole('region', { name: 'Dados da família' });
    await card.getByText('Motivo: Informe o nome do pai').waitFor();
    await shot(c, 'step6-refused');
    await card.getByRole('link', { name: 'CORRIGIR' }).click();
    await c.waitForURL('**/steps/2');
    await expect(c.getByLabel('Nome da mãe').inputValue()).resolves.toBe('Maria Aparecida Lima');
    await c.getByLabel('Nome do pai').fill('José Carlos Lima');
    // A correction goes straight back to the review.
    await saveStep(c, '/steps/6');
    await c.getByText('Em análise...').waitFor();
  });

  it('HR approves every step under analysis; the finish dialog appears', async () => {
    await hr.reload();
    await hr.getByRole('heading', { name: fullName }).waitFor();
    const tabs = ['DADOS PESSOAIS', 'DADOS DA FAMÍLIA', 'DOCUMENTAÇÃO', 'ENDEREÇO', 'DADOS BANCÁRIOS'];
    const panel = hr.getByRole('tabpanel');
    for (const [index, tab] of tabs.entries()) {
      await hr.getByRole('tab', { name: tab }).click();
      await hr.getByRole('tab', { name: tab, selected: true }).waitFor();
      if (tab === 'DADOS DA FAMÍLIA') await panel.getByText('José Carlos Lima').waitFor();
      await panel.getByRole('button', { name: 'APROVAR' }).click();
      await hr.getByText('Dados aprovados').first().waitFor();
      // An approval moves on to the next tab; the last one stays and shows its marker.
      const next = tabs[index + 1];
      if (next) await hr.getByRole('tab', { name: next, selected: true }).waitFor();
    }
    const finish = hr.getByRole('dialog', { name: 'Admissão concluída' });
    await finish.waitFor();
    await finish.getByRole('button', { name: 'PERMANECER AQUI' }).click();
    await finish.waitFor({ state: 'hidden' });
    await panel.getByText('Etapa aprovada!').waitFor();
    await expect(hr.getByLabel('Etapas da admissão').getByText('Aprovado', { exact: true }).count()).resolves.toBe(6);
    await shot(hr, 'detail-approved');
  });

  it('the candidate, approved, signs in again and sends the exams', async () => {
    const c = candidate;
    await c.reload();
    await c.getByText('Aprovado!').waitFor();
    await c.getByRole('button', { name: 'CONTINUAR' }).click();
    // The session ends and the invite sign-in opens, where the same first password still works.
    await c.waitForURL('**/admission-process');
    await expect(c.evaluate(() => window.localStorage.getItem('colabora:token'))).resolves.toBeNull();
    await c.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await c.getByLabel('Senha', { exact: true }).fill(firstPassword);
    await c.getByRole('button', { name: 'ACESSAR' }).click();
    await c.waitForURL('**/steps/admission-exam');
    await c.getByRole('heading', { name: 'Exames admissionais' }).waitFor();
    // 'Motorista de Entregas' requires the toxicological exam too (seed).
    for (const [exam, file] of [
      ['Exame admissional (clínico)', pdfFile('exame-clinico.pdf', 'Apto')],
      ['Exame toxicológico', pdfFile('exame-toxicologico.pdf', 'Negativo')],
    ] as const) {
      const slot = () => c.locator('form').filter({ has: c.getByLabel(exam, { exact: true }) });
      await upload(c, exam, file);
      await slot().getByRole('button', { name: 'ENVIAR EXAME' }).click();
      await slot().getByText(/^Enviado/).waitFor();
    }
    await shot(c, 'exams');
    await c.getByRole('link', { name: 'IR PARA CONTRATO' }).click();
    await c.waitForURL('**/steps/contract');
    await c.getByText('Aguarde: você receberá um e-mail quando o contrato estiver pronto para assinatura.').waitFor();
  });

  it('HR sends the employment contract; the candidate is told by e-mail', async () => {
    await hr.reload();
    const section = hr.getByRole('region', { name: 'Exames e contratos' });
    // Both exams arrived: each has its link now.
    await section.getByRole('button', { name: 'Ver exame' }).nth(1).waitFor();
    expect(await section.getByText('Ainda não enviado').count()).toBe(0);
    const form = hr.getByRole('form', { name: 'Enviar contrato' });
    await choose(hr, 'Contrato', 'Contrato de trabalho');
    await upload(hr, 'Arquivo do contrato (PDF)', pdfFile('contrato-trabalho.pdf', 'Contrato de trabalho'));
    await form.getByRole('button', { name: 'ENVIAR CONTRATO' }).click();
    await hr.getByText('Contrato enviado').first().waitFor();
    await section.getByText('Aguardando assinatura').waitFor();
    await shot(hr, 'detail-contract');

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Empresa Demonstração: contrato pronto para assinatura');
    expect(mail.body.text).toContain('Contrato de trabalho');
  });

  it('the candidate signs the contract, confirms the e-mail and creates a password', async () => {
    const c = candidate;
    await c.getByRole('button', { name: 'VERIFICAR ASSINATURA' }).click();
    const contract = c.getByRole('region', { name: 'Contrato de trabalho' });
    await contract.locator('iframe[title="Contrato de trabalho (PDF)"]').waitFor();
    await contract.getByRole('checkbox', { name: 'Li o contrato e concordo com seus termos' }).check();
    await contract.getByRole('button', { name: 'ASSINAR CONTRATO' }).click();
    await c.getByText('Contrato assinado! Agora crie sua senha de acesso.').waitFor();
    await contract.getByText('Assinado', { exact: true }).waitFor();
    await shot(c, 'contract-signed');

    await c.getByRole('link', { name: 'CRIAR MINHA SENHA DE ACESSO' }).click();
    await c.waitForURL('**/steps/email-confirm');
    await c.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await c.getByRole('button', { name: 'CONFIRMAR E-MAIL' }).click();
    await c.waitForURL('**/steps/create-password');
    await c.getByLabel('Senha', { exact: true }).fill(newPassword);
    await c.getByLabel('Confirmar senha', { exact: true }).fill(newPassword);
    await c.getByText('Forte', { exact: true }).waitFor();
    await expect(c.getByRole('progressbar', { name: 'Força da senha: Forte' }).getAttribute('aria-valuenow')).resolves.toBe('100');
    await shot(c, 'create-password');
    await c.getByRole('button', { name: 'CRIAR SENHA' }).click();
    const created = c.getByRole('dialog', { name: 'SENHA CRIADA' });
    await created.waitFor();
    await created.getByRole('button', { name: 'FAZER LOGIN' }).click();
    await c.waitForURL((url) => url.pathname === '/');
    await expect(c.evaluate(() => window.localStorage.getItem('colabora:token'))).resolves.toBeNull();
    await c.context().close();
  });

  it('HR activates the collaborator, who leaves the admissions list', async () => {
    await hr.reload();
    await hr.getByRole('heading', { name: fullName }).waitFor();
    await hr.getByRole('button', { name: 'ATIVAR COLABORADOR' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Ativar colaborador' });
    await dialog.getByRole('button', { name: 'ATIVAR', exact: true }).click();
    await hr.waitForURL('**/home/admissions');
    await hr.getByText('Colaborador ativado', { exact: true }).waitFor();
    await search(hr, 'Pesquisar colaborador', fullName);
    const rows = await bodyRows(hr, 'COLABORADORES EM ADMISSÃO');
    expect(rows.flat().join(' ')).not.toContain(fullName);
  });

  it('the person signs in at / with the new password as an employee; the first password no longer works', async () => {
    const page = await newPage(browser);
    await signIn(page, email, firstPassword);
    await page.getByText('Falha ao realizar login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await signIn(page, email, newPassword);
    await page.waitForURL('**/colaborator-home');
    await page.context().close();
  });
});
