import { experienceDates } from '@colabora/core/admission/experience-period';
import { app } from './app';
import { apiCreateDepartment, apiCreateJobRole, unique, type Session } from './api';
import { isoDay } from './days';
import { pdfFile, pngFile } from './files';
import { lastMailTo } from './mail';

// A candidate's admission arranged through the API, call by call as the screens make them (the admission
// journey walks the screens themselves): for journeys that need a candidate at some step, or an employee.

export async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, app().appUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What the browser does with a file: a presigned POST ticket, then the bytes straight to storage. */
export async function upload(token: string, purpose: 'photo' | 'document' | 'pdf', file: { name: string; mimeType: string; buffer: Buffer }) {
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

export interface Candidate {
  id: string;
  email: string;
  firstPassword: string;
  inviteId: string;
  token: string;
}


/** The candidate's admission day and the invite's limit (by default 10 and 20 days ahead). */
export interface AdmissionDates {
  admissionDate: string;
  limitDate: string;
}

/** HR registers a PJ collaborator; the candidate signs in with the e-mailed password and accepts the terms. */
export type Regime = 'CLT' | 'PJ';

/** The regime's part of the hiring data: PJ, or CLT with its experience period (30/60) from the admission. */
function regimeTerms(clt?: { admissionDate: string }) {
  return clt ? { regime: 'CLT', ...experienceDates(clt.admissionDate, '30/60') } : { regime: 'PJ' };
}

export async function invitedCandidate(
  hr: Session,
  fullName: string,
  dates: AdmissionDates = { admissionDate: isoDay(10), limitDate: isoDay(20) },
  regime: Regime = 'PJ',
): Promise<Candidate> {
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
    hiringData: { regime, hasStandardSalary: false, salary: 420000, vt: 0, va: 0, vr: 0 },
    ...dates,
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
export async function fillSteps(candidate: Candidate): Promise<void> {
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

export const review = (hr: Session, userId: string, stepName: string, status: 'approved' | 'disapproved', reason?: string) =>
  call('PUT', `/api/users/update-step/${userId}`, hr.token, { stepName, status, ...(reason ? { reason } : {}) });

/**
 * HR saves the hiring data (PJ, or CLT with its experience period from `clt.admissionDate`, on the journey
 * `workdayId`, by default the company's first) and approves the five steps: the candidate waits for the contract.
 */
export async function approveEverything(
  hr: Session,
  userId: string,
  workdayId?: string,
  clt?: { admissionDate: string },
): Promise<void> {
  const workday = workdayId ?? (await call<{ _id: string }[]>('GET', `/api/workday/${hr.companyId}`, hr.token))[0]._id;
  await call('PUT', `/api/users/step/hiring-data/${userId}`, hr.token, {
    ...regimeTerms(clt),
    hasStandardSalary: false,
    salary: 420000,
    vt: 0,
    va: 0,
    vr: 0,
    workday,
  });
  for (const stepName of ['PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA']) {
    await review(hr, userId, stepName, 'approved');
  }
}

/** Exam, contract signed, e-mail confirmed and password created: only HR's activation is left. */
export async function finishAdmission(hr: Session, candidate: Candidate, newPassword: string): Promise<void> {
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

export interface ActiveEmployee {
  id: string;
  email: string;
  password: string;
}

/**
 * A whole admission through the API: a candidate registered, steps filled and approved on the journey
 * `workdayId`, exam, contract, password, then HR's activation with the time-clock module (`recordPoints`).
 */
export async function activeEmployee(
  hr: Session,
  fullName: string,
  { workdayId, recordPoints, regime = 'PJ', ...dates }: AdmissionDates & { workdayId: string; recordPoints: boolean; regime?: Regime },
): Promise<ActiveEmployee> {
  const password = 'Colabora2026';
  const candidate = await invitedCandidate(hr, fullName, dates, regime);
  await fillSteps(candidate);
  await approveEverything(hr, candidate.id, workdayId, regime === 'CLT' ? dates : undefined);
  await finishAdmission(hr, candidate, password);
  await call('PUT', `/api/users/activate/${candidate.id}`, hr.token, { recordPoints });
  return { id: candidate.id, email: candidate.email, password };
}
