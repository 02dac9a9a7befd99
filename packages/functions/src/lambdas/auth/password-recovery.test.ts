import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PASSWORD_MSG } from '@colabora/core/auth/password';
import { PASSWORD_RECOVERY_MSG, RESET_PASSWORD_MSG } from '@colabora/core/auth/password-recovery';
import type { SignInAnswer } from '@colabora/core/auth/schema';
import type { Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { createCompanyWithAdmin } from '../../modules/company/create-company';
import { TEST_COMPANY_ADDRESS, createCompany, createPerson, TEST_PASSWORD, type TestCompany } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { mailsTo, type SentMail } from '../../testing/mail-store';
import { findUserByEmail, getUser } from '../../modules/person/records';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { PASSWORD_RECOVERY_THROTTLE, RECOVERY_ANSWER_MS, recoveryAnswerFloor } from './password-recovery';
import { PASSWORD_RECOVERY_SUBJECT, passwordRecoveryEmail } from './password-recovery-email';

// 'Esqueci minha senha': POST /api/auth/password-recovery answers every e-mail alike and mails staff a single-use
// link for 30 minutes; PUT /api/auth/password-recovery sets the new password through it and ends every session.

const NEW_PASSWORD = 'Recuperada2026';
let company: TestCompany;

beforeAll(async () => {
  company = await createCompany('Empresa Recuperação');
  // Only the timing test below needs the real floor; every other request would wait it for nothing.
  recoveryAnswerFloor.ms = 20;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const newClient = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
const nobody = () => `${randomUUID()}@ninguem.com.br`;

/** A request for a new password, from a client address as CloudFront reports the viewer's. */
async function ask(email: string, client = newClient()) {
  const started = Date.now();
  const answer = await invoke('requestPasswordRecovery', { body: { email }, headers: { 'cloudfront-viewer-address': `${client}:443` } });
  return { ...answer, ms: Date.now() - started };
}
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  invoke<Partial<ErrorBody> & { email?: string }>('recoverPassword', { body: { token, password, confirmPassword } });
const signIn = (email: string, password: string) => invoke<SignInAnswer>('signIn', { body: { email, password } });

/** A new company's administrator, e-mailed a first-access link and without a password yet. */
async function adminAwaitingFirstAccess(): Promise<string> {
  const adminEmail = `admin-${randomUUID()}@empresa.com.br`;
  await createCompanyWithAdmin({
    name: `Empresa ${randomUUID().slice(0, 6)}`,
    cnpj: generateCnpj(),
    address: TEST_COMPANY_ADDRESS,
    adminName: 'Helena Duarte',
    adminEmail,
  });
  return adminEmail;
}

function tokenIn(mail: SentMail): string {
  const match = /\/reset-password#(\S+)/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`no recovery link in "${mail.subject}"`);
  return match[1];
}

async function linkFor(email: string): Promise<string> {
  expect((await ask(email)).status).toBe(200);
  const mails = await mailsTo(email);
  return tokenIn(mails[mails.length - 1]);
}

describe('POST /api/auth/password-recovery', () => {
  it('answers a known and an unknown e-mail alike: same status, same text, no sooner than the same time', async () => {
    recoveryAnswerFloor.ms = RECOVERY_ANSWER_MS;
    onTestFinished(() => void (recoveryAnswerFloor.ms = 20));
    const person = await createPerson(company.id, { role: 'EMPLOYEE', fullName: 'Bruna Teixeira Lima' });
    const known = await ask(person.email.toUpperCase());
    const unknown = await ask(nobody());
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: PASSWORD_RECOVERY_MSG.requested });
    expect(unknown.raw).toBe(known.raw);
    expect(known.headers).toEqual(unknown.headers);
    expect(known.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS);
    // Both wait for the same floor; how close they land is a figure for the bench, not a timed assertion.
    expect(unknown.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS);

    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(PASSWORD_RECOVERY_SUBJECT);
    expect(mails[0].body.text).toContain('Olá, Bruna!');
    expect(mails[0].body.text).toContain('https://rh.colabora.test/reset-password#');
    // Only the hash of the link's secret is stored.
    const stored = await getUser(company.id, person.id, true);
    expect(stored).toMatchObject({ passwordLinkPurpose: 'password-recovery' });
    expect(JSON.stringify(stored)).not.toContain(tokenIn(mails[0]).split('.')[2]);
  });

  it.each<Role>(['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT', 'EMPLOYEE'])('mails %s a link', async (role) => {
    const person = await createPerson(company.id, { role });
    expect((await ask(person.email)).body).toEqual({ message: PASSWORD_RECOVERY_MSG.requested });
    expect(await mailsTo(person.email)).toHaveLength(1);
  });

  it.each<Role>(['ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN', 'ADMINISTRATOR'])(
    'mails %s nothing, with the same answer (the candidates are told to ask HR for a new invite)',
    async (role) => {
      const person = await createPerson(company.id, { role });
      const answer = await ask(person.email);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: PASSWORD_RECOVERY_MSG.requested });
      expect(PASSWORD_RECOVERY_MSG.requested).toContain('Se você é candidato, peça ao RH um novo convite.');
      expect(await mailsTo(person.email)).toEqual([]);
      expect((await getUser(company.id, person.id, true))?.passwordLinkHash).toBeUndefined();
    },
  );

  it('mails a deactivated person nothing', async () => {
    const person = await createPerson(company.id, { deactivated: true });
    expect((await ask(person.email)).status).toBe(200);
    expect(await mailsTo(person.email)).toEqual([]);
  });

  it('leaves an administrator who has not used the first-access link yet with that link', async () => {
    const adminEmail = await adminAwaitingFirstAccess();
    expect((await ask(adminEmail)).status).toBe(200);
    const mails = await mailsTo(adminEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.text).toContain('/first-access#');
    expect((await findUserByEmail(adminEmail))?.passwordLinkPurpose).toBe('first-access');
  });

  it('validates the e-mail with the sign-in messages', async () => {
    const answer = await invoke('requestPasswordRecovery', { body: { email: 'nao-e-email' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'Endereço de e-mail inválido' });
  });
});

describe('PUT /api/auth/password-recovery', () => {
  it('sets the new password once; the person signs in with it, and no longer with the old one', async () => {
    const person = await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' });
    const token = await linkFor(person.email);
    const answer = await setPassword(token);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({ email: person.email });
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(401);

    const again = await setPassword(token, 'OutraSenha2026');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
    expect((await getUser(company.id, person.id, true))?.passwordLinkHash).toBeUndefined();
  });

  it("refuses a weak password with the spec's messages, and the link still works afterwards", async () => {
    const person = await createPerson(company.id);
    const token = await linkFor(person.email);
    const short = await setPassword(token, 'Fraca1');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: PASSWORD_MSG.minLength });
    expect((await setPassword(token, 'semmaiusculas1')).body.errors).toEqual({ password: PASSWORD_MSG.requirements });
    expect((await setPassword(token, NEW_PASSWORD, 'Outra2026')).body.errors).toEqual({ confirmPassword: PASSWORD_MSG.mismatch });
    expect(PASSWORD_MSG).toMatchObject({ minLength: 'Mínimo 8 digitos', requirements: 'Fora dos requisitos', mismatch: 'Senhas diferentes' });
    expect((await setPassword(token)).status).toBe(200);
  });

  it('works for 30 minutes and then says the link expired', async () => {
    const person = await createPerson(company.id);
    const token = await linkFor(person.email);
    const requested = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(requested + 30 * 60_000 + 1000);
    expect((await setPassword(token)).body).toEqual({ message: RESET_PASSWORD_MSG.expiredLink });
    vi.useRealTimers();

    const fresh = await linkFor(person.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await setPassword(fresh)).status).toBe(200);
  });

  it('a newer request retires the older link', async () => {
    const person = await createPerson(company.id);
    const older = await linkFor(person.email);
    const newer = await linkFor(person.email);
    expect((await setPassword(older)).body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
    expect((await setPassword(newer)).status).toBe(200);
  });

  it('ends every session opened before', async () => {
    const person = await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' });
    const session = await signIn(person.email, TEST_PASSWORD);
    const own = () => invoke('getUser', { token: session.body.token, params: { id: person.id } });
    expect((await own()).status).toBe(200);
    expect((await setPassword(await linkFor(person.email))).status).toBe(200);
    const after = await own();
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: SERVER_MSG.unauthenticated });
    const fresh = await signIn(person.email, NEW_PASSWORD);
    expect((await invoke('getUser', { token: fresh.body.token, params: { id: person.id } })).status).toBe(200);
  });

  it('refuses a forged link, a first-access link and garbage', async () => {
    const person = await createPerson(company.id);
    await linkFor(person.email);
    const forged = `${company.id}.${person.id}.${'A'.repeat(43)}`;
    expect((await setPassword(forged)).body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
    expect((await setPassword('nada')).body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
    const empty = await setPassword('');
    expect(empty.status).toBe(400);
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(401);

    const adminEmail = await adminAwaitingFirstAccess();
    const firstAccess = /\/first-access#(\S+)/.exec((await mailsTo(adminEmail))[0].body.text ?? '')?.[1] ?? '';
    expect((await setPassword(firstAccess)).body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
    expect((await findUserByEmail(adminEmail))?.passwordLinkPurpose).toBe('first-access');
  });
});

describe('the request throttle', () => {
  const { policy } = PASSWORD_RECOVERY_THROTTLE;
  const shape = (answers: { status: number; body: unknown }[]) => answers.map((answer) => [answer.status, answer.body]);

  it('lets one client ask 3 times for one e-mail, then makes it wait 15 minutes; an unknown e-mail alike', async () => {
    const person = await createPerson(company.id);
    const tries = async (email: string) => {
      const client = newClient();
      const answers = await Promise.all(Array.from({ length: policy.emailAndClient.maxFailures }, () => ask(email, client)));
      answers.push(await ask(email, client));
      return answers;
    };
    const known = await tries(person.email);
    expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(known[3].body).toEqual({ message: PASSWORD_RECOVERY_MSG.tooManyRequests });
    expect(shape(await tries(nobody()))).toEqual(shape(known));
    expect(await mailsTo(person.email)).toHaveLength(3);
  });

  it('makes a client asking about many e-mails wait', async () => {
    const client = newClient();
    const emails = Array.from({ length: policy.client.maxFailures }, nobody);
    for (const batch of [emails.slice(0, 5), emails.slice(5)]) {
      const answers = await Promise.all(batch.map((email) => ask(email, client)));
      expect(answers.map((answer) => answer.status)).toEqual(batch.map(() => 200));
    }
    expect((await ask(nobody(), client)).status).toBe(429);
    expect((await ask(nobody())).status).toBe(200);
  });

  it('caps one e-mail from every client together: past 5, the last link sent keeps working', async () => {
    const person = await createPerson(company.id);
    for (let i = 0; i < policy.email.maxFailures; i += 1) expect((await ask(person.email)).status).toBe(200);
    const capped = await ask(person.email);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ message: PASSWORD_RECOVERY_MSG.tooManyRequests });
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(policy.email.maxFailures);
    expect((await setPassword(tokenIn(mails[mails.length - 1]))).status).toBe(200);
  });
});

describe('what the logs hold', () => {
  it('never the e-mail or the token', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    const person = await createPerson(company.id);
    const token = await linkFor(person.email);
    await setPassword(token);
    await ask(nobody());
    vi.restoreAllMocks();
    const all = lines.join('\n');
    expect(all).toContain('PasswordRecoverySent');
    expect(all).not.toContain(person.email);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toContain(NEW_PASSWORD);
  });
});

describe('the recovery e-mail', () => {
  it('says how long the link works, in Brasília time, and what using it does', () => {
    const mail = passwordRecoveryEmail({
      fullName: '  Carlos Eduardo Ribeiro',
      appUrl: 'https://rh.empresa.com.br',
      token: 'c1.u1.segredo',
      expiresAt: new Date('2026-03-10T15:30:00Z'),
    });
    expect(mail.subject).toBe('Colabora: crie uma nova senha');
    expect(mail.text).toBe(
      [
        'Olá, Carlos!',
        '',
        'Recebemos um pedido para criar uma nova senha para a sua conta no Colabora.',
        'Para criar a nova senha, abra este link:',
        'https://rh.empresa.com.br/reset-password#c1.u1.segredo',
        '',
        "O link vale uma única vez, até 10/03/2026 às 12:30 (horário de Brasília). Depois disso, peça um novo em 'Esqueci minha senha'.",
        'Ao criar a nova senha, você sai do Colabora em todos os aparelhos.',
        'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
      ].join('\n'),
    );
    expect(mail.html).toContain('href="https://rh.empresa.com.br/reset-password#c1.u1.segredo"');
    expect(mail.html).toContain('CRIAR NOVA SENHA');
    expect(mail.html).toContain('Olá, Carlos!');
    expect(mail.html).toContain('Esqueci minha senha');
  });
});
