import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MSG } from '@colabora/core/admission/admission-files';
import type { InviteSummary } from '@colabora/core/admission/contract';
import { EMAIL_CONFIRM_MSG } from '@colabora/core/admission/email-confirm';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { PASSWORD_MSG } from '@colabora/core/auth/password';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { readyCandidate, sendExams, signEmploymentContract } from '../../testing/admission-ready';
import { config } from '../../config';
import { signSessionToken } from '../../lib/session-token';
import { createPerson, TEST_PASSWORD } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';

type SummaryOrError = InviteSummary & Partial<ErrorBody>;

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

type Candidate = Awaited<ReturnType<typeof readyCandidate>>;

const confirm = (candidate: Candidate, email: unknown, inviteId = candidate.inviteId, token = candidate.token) =>
  invoke<SummaryOrError>('confirmEmail', { token, params: { inviteId }, body: { email } });
const createPassword = (candidate: Candidate, body: unknown, token = candidate.token) =>
  invoke<SummaryOrError>('createPassword', { token, params: { inviteId: candidate.inviteId }, body });
const signIn = (email: string, password: string) => invoke('signIn', { body: { email, password } });

const NEW_PASSWORD = 'MinhaSenha2024';

/** Steps approved, exams sent and the employment contract signed: the candidate reaches /steps/email-confirm. */
async function signedCandidate(): Promise<Candidate> {
  const candidate = await readyCandidate(world);
  await sendExams(candidate);
  await signEmploymentContract(world, candidate);
  return candidate;
}

describe('PUT /api/invite/email-confirm/{inviteId}', () => {
  it('waits for the signed employment contract (409)', async () => {
    const candidate = await readyCandidate(world);
    const answer = await confirm(candidate, candidate.email);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: CONTRACT_MSG.stillWaiting });
  });

  it("verifies the invited address, whatever its case, and refuses any other ('E-mail inválido')", async () => {
    const candidate = await signedCandidate();
    const wrong = await confirm(candidate, 'outra-pessoa@teste.com.br');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: EMAIL_CONFIRM_MSG.invalidEmail, errors: { email: EMAIL_CONFIRM_MSG.invalidEmail } });
    const malformed = await confirm(candidate, 'sem-arroba');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ email: EMAIL_CONFIRM_MSG.invalidEmail });
    const empty = await confirm(candidate, '');
    expect(empty.body.errors).toEqual({ email: MSG.required });

    const answer = await confirm(candidate, candidate.email.toUpperCase());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({ _id: candidate.inviteId, opened: false, accepted: false, concluded: false, emailVerify: true });
  });

  it("is the candidate's own invite only (404), candidates only (403)", async () => {
    const candidate = await signedCandidate();
    const someoneElse = await readyCandidate(world);
    const foreign = await confirm(someoneElse, someoneElse.email, candidate.inviteId);
    expect(foreign.status).toBe(404);
    expect((await confirm(candidate, candidate.email, candidate.inviteId, world.hr.token)).status).toBe(403);
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    expect((await confirm(candidate, candidate.email, candidate.inviteId, employee.token)).status).toBe(403);
  });
});

describe('PUT /api/invite/create-password/{inviteId}', () => {
  it('needs the e-mail confirmed first (409)', async () => {
    const candidate = await signedCandidate();
    const answer = await createPassword(candidate, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: SERVER_MSG.emailNotConfirmed });
  });

  it('refuses passwords outside the rules (400) with the spec texts', async () => {
    const candidate = await signedCandidate();
    await confirm(candidate, candidate.email);
    const cases: [unknown, Record<string, string>][] = [
      [{ password: 'Ab1', confirmPassword: 'Ab1' }, { password: PASSWORD_MSG.minLength }],
      [{ password: 'semnumeros', confirmPassword: 'semnumeros' }, { password: PASSWORD_MSG.requirements }],
      [{ password: NEW_PASSWORD, confirmPassword: 'OutraSenha2024' }, { confirmPassword: PASSWORD_MSG.mismatch }],
      [{}, { password: MSG.required, confirmPassword: MSG.required }],
    ];
    for (const [body, errors] of cases) {
      const answer = await createPassword(candidate, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
  });

  it('replaces the first password and concludes the invite', async () => {
    const candidate = await signedCandidate();
    expect((await confirm(candidate, candidate.email)).status).toBe(200);

    const answer = await createPassword(candidate, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({ _id: candidate.inviteId, opened: false, accepted: false, concluded: true, emailVerify: true });

    // Until HR activates the person, both sign-ins say so (the new password is right: a wrong one is 401).
    const waiting = { message: SERVER_MSG.awaitingActivation, code: 'awaitingActivation' };
    const withNew = await signIn(candidate.email, NEW_PASSWORD);
    expect(withNew.status, withNew.raw).toBe(403);
    expect(withNew.body).toEqual(waiting);
    const withFirst = await signIn(candidate.email, TEST_PASSWORD);
    expect(withFirst.status).toBe(401);
    expect(withFirst.body).toEqual({ message: SERVER_MSG.invalidCredentials });

    const inviteSignIn = await invoke('inviteSignIn', { body: { email: candidate.email, password: NEW_PASSWORD } });
    expect(inviteSignIn.status).toBe(403);
    expect(inviteSignIn.body).toEqual(waiting);

    // The session opened with the first password ended with it; a newer one finds the admission concluded.
    const replay = { password: 'OutraSenha2025', confirmPassword: 'OutraSenha2025' };
    expect((await createPassword(candidate, replay)).status).toBe(401);
    const stored = await getUser(world.company.id, candidate.id, true);
    const token = await signSessionToken(
      { sub: candidate.id, companyId: world.company.id, role: candidate.role, sessionVersion: stored?.sessionVersion ?? 0 },
      config.authSecret,
    );
    const again = await createPassword(candidate, replay, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: INVITE_MSG.admissionConcluded, code: 'admissionConcluded' });
    expect((await confirm(candidate, candidate.email, candidate.inviteId, token)).status).toBe(409);
  });
});
