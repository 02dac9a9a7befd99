import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail, InviteSignInAnswer, InviteSummary } from '@colabora/core/admission/contract';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { db } from '../../db/service';
import { verifySessionToken } from '../../lib/session-token';
import { admissionWorld, collaboratorBody, type AdmissionWorld } from '../../testing/admission';
import { createCandidate, createPerson, TEST_PASSWORD } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { firstPasswordIn, mailsTo } from '../../testing/mail-store';

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

const inviteSignIn = (email: string, password: string) =>
  invoke<InviteSignInAnswer>('inviteSignIn', { body: { email, password } });

describe('POST /api/invite/auth', () => {
  it('signs the invited candidate in with the e-mailed password: {token, user, invite}', async () => {
    const body = collaboratorBody(world, { fullName: 'Carla Menezes' });
    const created = await invoke<CollaboratorDetail>('createEmployee', { token: world.hr.token, body });
    const password = firstPasswordIn((await mailsTo(body.email))[0]);

    const answer = await inviteSignIn(body.email.toUpperCase(), password);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      user: {
        _id: created.body._id,
        fullName: 'Carla Menezes',
        email: body.email,
        role: 'ADMISSION_PROCESS',
        company: { _id: world.company.id, name: world.company.name, timeZone: 'America/Sao_Paulo' },
        statusActive: 'PENDING',
        admissionDate: body.admissionDate,
      },
      invite: { _id: created.body.invite?._id, opened: false, concluded: false, emailVerify: false, accepted: false },
    });
    expect(await verifySessionToken(answer.body.token, config.authSecret)).toEqual({
      sub: created.body._id,
      companyId: world.company.id,
      role: 'ADMISSION_PROCESS',
      sessionVersion: 0,
    });

    // The token reads the candidate's own record, and nobody else's.
    const own = await invoke<CollaboratorDetail>('getUser', { token: answer.body.token, params: { id: created.body._id } });
    expect(own.status).toBe(200);
    expect(own.body.hiringData.salary).toBe(350000);
    const hr = await invoke('getUser', { token: answer.body.token, params: { id: world.hr.id } });
    expect(hr.status).toBe(403);
  });

  it('is only for invite holders, even with the right password', async () => {
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    const answer = await inviteSignIn(employee.email, TEST_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: SERVER_MSG.inviteOnly });
  });

  it("answers 'Processo de admissão já finalizado' for a concluded invite of an activated person", async () => {
    const employee = await createCandidate(world.company.id, { role: 'EMPLOYEE' }, { concluded: true });
    const answer = await inviteSignIn(employee.email, TEST_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: INVITE_MSG.admissionConcluded, code: 'admissionConcluded' });
  });

  it('tells a candidate who created the password that HR will activate them, at both sign-ins (no loop)', async () => {
    const waiting = await createCandidate(world.company.id, { role: 'WAITING_CONTRACT_SIGN' }, { emailVerify: true, concluded: true });
    const answers = [
      await inviteSignIn(waiting.email, TEST_PASSWORD),
      await invoke('signIn', { body: { email: waiting.email, password: TEST_PASSWORD } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: SERVER_MSG.awaitingActivation, code: 'awaitingActivation' });
    }
    // Before the password the company sign-in still answers, and the SPA sends the candidate to the invite's page.
    const filling = await createCandidate(world.company.id);
    expect((await invoke('signIn', { body: { email: filling.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('refuses an expired invite, asking for a new limit date', async () => {
    const candidate = await createCandidate(world.company.id, { disabled: true });
    const answer = await inviteSignIn(candidate.email, TEST_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: SERVER_MSG.inviteExpired, code: 'inviteExpired' });
  });

  it('refuses a deactivated candidate', async () => {
    const candidate = await createCandidate(world.company.id, { deactivated: true });
    expect((await inviteSignIn(candidate.email, TEST_PASSWORD)).body).toEqual({ message: MSG.userDeactivated });
  });

  it('wrong password and unknown e-mail get the same 401; bad input 400', async () => {
    const candidate = await createCandidate(world.company.id);
    const wrong = await inviteSignIn(candidate.email, 'Errada-Senha-1');
    const unknown = await inviteSignIn('ninguem-aqui@teste.com.br', TEST_PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: SERVER_MSG.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
    const empty = await invoke('inviteSignIn', { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ email: MSG.required, password: INVITE_MSG.passwordRequired });
  });

  it('makes the e-mail wait after five wrong passwords from one client, like /api/auth, which shares the count', async () => {
    const candidate = await createCandidate(world.company.id);
    const from = { 'cloudfront-viewer-address': '2001:db8::1e:5:443' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await invoke('inviteSignIn', { body: { email: candidate.email, password: `Errada-${i}` }, headers: from })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await invoke('inviteSignIn', { body: { email: candidate.email, password: TEST_PASSWORD }, headers: from });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: SERVER_MSG.accountLocked });
    const staffSignIn = await invoke('signIn', { body: { email: candidate.email, password: TEST_PASSWORD }, headers: from });
    expect(staffSignIn.status).toBe(429);
    // The candidate, from her own device, is not locked out by someone else's guesses.
    expect((await inviteSignIn(candidate.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('PUT /api/invite/{inviteId}', () => {
  it('marks the own invite opened, then accepted', async () => {
    const candidate = await createCandidate(world.company.id);
    const put = (body: unknown) =>
      invoke<InviteSummary>('updateInvite', { token: candidate.token, params: { inviteId: candidate.inviteId }, body });
    const opened = await put({ opened: true });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ _id: candidate.inviteId, opened: true, accepted: false, concluded: false, emailVerify: false });
    expect((await put({ accepted: true })).body).toMatchObject({ opened: true, accepted: true });
    const signIn = await inviteSignIn(candidate.email, TEST_PASSWORD);
    expect(signIn.body.invite).toMatchObject({ opened: true, accepted: true });
  });

  it('accepting also marks it opened', async () => {
    const candidate = await createCandidate(world.company.id);
    const answer = await invoke<InviteSummary>('updateInvite', {
      token: candidate.token,
      params: { inviteId: candidate.inviteId },
      body: { accepted: true },
    });
    expect(answer.body).toMatchObject({ opened: true, accepted: true });
  });

  it("refuses another candidate's invite (404) and bad input (400)", async () => {
    const [candidate, someoneElse] = await Promise.all([createCandidate(world.company.id), createCandidate(world.company.id)]);
    const foreign = await invoke('updateInvite', {
      token: candidate.token,
      params: { inviteId: someoneElse.inviteId },
      body: { opened: true },
    });
    expect(foreign.status).toBe(404);
    const bad = await invoke('updateInvite', { token: candidate.token, params: { inviteId: candidate.inviteId }, body: { opened: false } });
    expect(bad.status).toBe(400);
    const none = await invoke('updateInvite', { token: candidate.token, params: { inviteId: candidate.inviteId }, body: {} });
    expect(none.status).toBe(400);
  });

  it('refuses a concluded invite', async () => {
    const candidate = await createCandidate(world.company.id);
    await db.entities.invite.patch({ companyId: world.company.id, id: candidate.inviteId }).set({ concluded: true }).go();
    const answer = await invoke('updateInvite', { token: candidate.token, params: { inviteId: candidate.inviteId }, body: { opened: true } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: INVITE_MSG.admissionConcluded, code: 'admissionConcluded' });
  });
});
