import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCreateDepartment, apiCreateJobRole, apiSignIn, unique, type Session } from './support/api';
import { appUrl, launchBrowser, newPage, signIn } from './support/browser';
import { pdfFile, pngFile } from './support/files';
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

// ---- Arranging through the API ----------------------------------------------------------------------------

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, inject('appUrl')), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What the browser does with a file: a presigned POST ticket, then the bytes straight to storage. */
async function upload(token: string, purpose: 'photo' | 'document' | 'pdf', file: { name: string; mimeType: string; buffer: Buffer }) {
  const ticket = await call<{ url: string; fields: Record<string, string>; key: string }>('POST', '/api/uploads', token, {
    purpose,
    fileName: file.name,
    contentType: file.mimeType,
    size: file.buffer.length,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const sent = await fetch(ticket.url, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`storage refused ${file.name}: ${sent.status}`);
  return { key: ticket.key, name: file.name, size: file.buffer.length };
}

interface Candidate {
  id: string;
  email: string;
  firstPassword: string;
  inviteId: string;
  token: string;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** HR registers a PJ collaborator; the candidate signs in with the e-mailed password and accepts the terms. */
async function invitedCandidate(hr: Session, fullName: string): Promise<Candidate> {
  // A role and a department of its own: the seeded ones' headcounts are what the catalogue journeys check.
  const [role, department] = await Promise.all([
    apiCreateJobRole(hr, unique('Consultora'), 420000),
    apiCreateDepartment(hr, unique('Consultoria')),
  ]);
  const email = `${fullName.split(' ').pop()?.toLowerCase()}.${Date.now()}@exemplo.com.br`;
  const created = await call<{ _id: string }>('POST', '/api/users/employee', hr.token, {
    fullName,
    email,
    phone: '11987654321',
    jobRole: role._id,
    department: department._id,
    hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 420000, vt: 0, va: 0, vr: 0 },
    admissionDate: isoDay(10),
    limitDate: isoDay(20),
    company: hr.companyId,
  });
  const firstPassword = /senha de primeiro acesso: (\S+)/.exec((await lastMailTo(email)).body.text ?? '')?.[1] ?? '';
  const session = await call<{ token: string; invite: { _id: string } }>('POST', '/api/invite/auth', null, {
    email,
    password: firstPassword,
  });
  await call('PUT', `/api/invite/${session.invite._id}`, session.token, { accepted: true });
  return { id: created._id, email, firstPassword, inviteId: session.invite._id, token: session.token };
}

/** The candidate saves steps 1 to 5 with real files, as the wizard does. */
async function fillSteps(candidate: Candidate): Promise<void> {
  const { token, id } = candidate;
  const step = (path: string, body: unknown) => call('PUT', `/api/users/step/${path}/${id}`, token, body);
  await step('personal-data', {
    nationality: 'Brasil',
    state: 'SP',
    cityOfBirth: 'Campinas',
    birthDate: '1990-03-15',
    gender: 'Feminino',
    raceColor: 'Parda',
    deficiency: 'Nenhuma',
    profilePicture: await upload(token, 'photo', pngFile('selfie.png')),
    isWhatsApp: true,
  });
  await step('family-data', { maritalStatus: 'Solteiro(a)', mothersName: 'Maria Aparecida Lima', hasDependents: false, dependents: [] });
  await step('documents', { cpf: '52998224725', photoCPF: await upload(token, 'document', pngFile('cpf.png')) });
  await step('address', {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    publicPlace: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    type: 'Avenida',
    proofOfAddress: true,
    receipt: await upload(token, 'document', pngFile('comprovante-residencia.png')),
  });
  await step('bank-data', {
    bank: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
    agency: '0001',
    typeAccount: 'Conta corrente',
    account: '1234567',
    digit: '8',
    photoBankAccountReceipt: await upload(token, 'document', pngFile('cartao.png')),
    isWhatsApp: true,
  });
}

const review = (hr: Session, userId: string, stepName: string, status: 'approved' | 'disapproved', reason?: string) =>
  call('PUT', `/api/users/update-step/${userId}`, hr.token, { stepName, status, ...(reason ? { reason } : {}) });

/** HR saves the hiring data (PJ) and approves the five steps: the candidate waits for the contract. */
async function approveEverything(hr: Session, userId: string): Promise<void> {
  const [workday] = await call<{ _id: string }[]>('GET', `/api/workday/${hr.companyId}`, hr.token);
  await call('PUT', `/api/users/step/hiring-data/${userId}`, hr.token, {
    regime: 'PJ',
    hasStandardSalary: false,
    salary: 420000,
    vt: 0,
    va: 0,
    vr: 0,
    workday: workday._id,
  });
  for (const stepName of ['PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA']) {
    await review(hr, userId, stepName, 'approved');
  }
}

/** Exam, contract signed, e-mail confirmed and password created: only HR's activation is left. */
async function finishAdmission(hr: Session, candidate: Candidate, newPassword: string): Promise<void> {
  // Approved, the candidate signs in again (WAITING_CONTRACT_SIGN), as the review page asks.
  const { token } = await call<{ token: string }>('POST', '/api/invite/auth', null, {
    email: candidate.email,
    password: candidate.firstPassword,
  });
  await call('POST', '/api/users/admission-exam', token, { file: await upload(token, 'pdf', pdfFile('exame.pdf', 'Apto')) });
  await call('PUT', `/api/users/contracts/${candidate.id}`, hr.token, {
    contract: 'employementContract',
    file: await upload(hr.token, 'pdf', pdfFile('contrato.pdf', 'Contrato de trabalho')),
  });
  await call('PUT', `/api/users/contracts/sign/${candidate.id}`, token, { contract: 'employementContract', agreed: true });
  await call('PUT', `/api/invite/email-confirm/${candidate.inviteId}`, token, { email: candidate.email });
  await call('PUT', `/api/invite/create-password/${candidate.inviteId}`, token, { password: newPassword, confirmPassword: newPassword });
}

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
