import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import type { AdmissionListItem, CollaboratorDetail } from '@colabora/core/admission/contract';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { initialSteps } from '@colabora/core/admission/steps';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import { experienceEnded } from '../jobs/experience-ended';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { approvedSteps, readyCandidate, sendExams, signEmploymentContract, storedDocuments } from '../../testing/admission-ready';
import { db } from '../../db/service';
import { createCandidate, createPerson, TEST_PASSWORD } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { mailsTo } from '../../testing/mail-store';
import { getUser } from '../../modules/person/records';

type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const activate = (id: string, body: unknown = { recordPoints: true }, token = world.hr.token) =>
  invoke<DetailOrError>('activateUser', { token, params: { id }, body });

/** A candidate with every step approved and the employment contract signed. */
async function signedCandidate(overrides: Parameters<typeof readyCandidate>[1] = {}) {
  const candidate = await readyCandidate(world, overrides);
  await sendExams(candidate);
  await signEmploymentContract(world, candidate);
  return candidate;
}

const admissionsList = () =>
  invoke<Page<AdmissionListItem>>('listCompanyUsers', {
    token: world.hr.token,
    params: { companyId: world.company.id },
    query: { status: 'ADMISSION', limit: '25' },
  });

describe('PUT /api/users/activate/{id}', () => {
  it('makes a CLT candidate an EMPLOYEE in WORK_EXPERIENCE, concludes the invite and takes them off the admissions list', async () => {
    const candidate = await signedCandidate();
    expect((await admissionsList()).body.docs.map((doc) => doc._id)).toContain(candidate.id);
    const ownRecord = () => invoke('getUser', { token: candidate.token, params: { id: candidate.id } });
    expect((await ownRecord()).status).toBe(200);

    const answer = await activate(candidate.id, { recordPoints: true });
    expect(answer.status, answer.raw).toBe(200);
    // The candidate's session ends with the role: they sign in again as an employee.
    expect((await ownRecord()).status).toBe(401);
    expect(answer.body).toMatchObject({
      _id: candidate.id,
      role: 'EMPLOYEE',
      statusActive: 'WORK_EXPERIENCE',
      recordPoints: true,
      invite: { concluded: true },
    });
    expect((await admissionsList()).body.docs.map((doc) => doc._id)).not.toContain(candidate.id);

    // The status-transitions job makes them HIRED the day after the experience period.
    const stored = await getUser(world.company.id, candidate.id);
    const lastDay = stored?.hiringData?.endOfSecondPeriod ?? '';
    expect(stored && experienceEnded(stored, lastDay)).toBe(false);
    expect(stored && experienceEnded(stored, addCalendarDays(lastDay, 1))).toBe(true);

    // Signed in as staff from now on; the invite is over.
    const signIn = await invoke<{ user: { role: string } }>('signIn', { body: { email: candidate.email, password: TEST_PASSWORD } });
    expect(signIn.body.user.role).toBe('EMPLOYEE');
    const inviteSignIn = await invoke('inviteSignIn', { body: { email: candidate.email, password: TEST_PASSWORD } });
    expect(inviteSignIn.body).toEqual({ message: INVITE_MSG.admissionConcluded, code: 'admissionConcluded' });

    const twice = await activate(candidate.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: SERVER_MSG.notInAdmission });
  });

  it('e-mails the person that the access is open, the sign-in both sign-ins promised while waiting', async () => {
    const candidate = await signedCandidate();
    // The candidate confirmed the e-mail and created a password: both sign-ins say to wait for HR.
    await invoke('confirmEmail', { token: candidate.token, params: { inviteId: candidate.inviteId }, body: { email: candidate.email } });
    const password = 'MinhaSenha2024';
    const created = await invoke('createPassword', {
      token: candidate.token,
      params: { inviteId: candidate.inviteId },
      body: { password, confirmPassword: password },
    });
    expect(created.status, created.raw).toBe(200);
    expect((await invoke('signIn', { body: { email: candidate.email, password } })).body).toMatchObject({ code: 'awaitingActivation' });
    const subject = `${world.company.name}: seu acesso ao Colabora foi liberado`;
    const activationMails = async () => (await mailsTo(candidate.email)).filter((mail) => mail.subject === subject);
    expect(await activationMails()).toEqual([]);

    expect((await activate(candidate.id)).status).toBe(200);
    const [mail] = await activationMails();
    expect(mail.body.text).toContain('Entre com o seu e-mail e a senha que você criou no processo de admissão.');
    expect(mail.body.html).toContain('ACESSAR O COLABORA');
    const signIn = await invoke<{ user: { role: string } }>('signIn', { body: { email: candidate.email, password } });
    expect(signIn.status, signIn.raw).toBe(200);
    expect(signIn.body.user.role).toBe('EMPLOYEE');
  });

  it('activates a PJ person (no experience period) straight as HIRED, time clock off', async () => {
    const candidate = await signedCandidate({
      hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 800000, vt: 0, va: 0, vr: 0 },
    });
    const answer = await activate(candidate.id, { recordPoints: false });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: false });
  });

  it("puts the person on the AFD (type 5 'I', HR as responsible) with the time clock on; a person without a CPF is refused (400)", async () => {
    const eventsOf = async () => (await db.entities.afdEvent.query.companyEvents({ companyId: world.company.id }).go({ pages: 'all', consistent: true })).data;
    const noCpf = await signedCandidate({ documents: storedDocuments('') });
    const refused = await activate(noCpf.id, { recordPoints: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: ACTIVATION_MSG.noCpfForTimeClock });
    expect((await getUser(world.company.id, noCpf.id))?.role).toBe('WAITING_CONTRACT_SIGN');
    const before = await eventsOf();
    // Off the time clock, a CPF is not asked and nothing enters the AFD.
    expect((await activate(noCpf.id, { recordPoints: false })).status).toBe(200);
    expect(await eventsOf()).toHaveLength(before.length);
    const candidate = await signedCandidate({ fullName: 'Ana do Ponto', documents: storedDocuments('11144477735') });
    // The HR user who activates has filled their own CPF: the record names them.
    await db.entities.user.patch({ companyId: world.company.id, id: world.hr.id }).set({ documents: storedDocuments('39053344705') }).go();
    expect((await activate(candidate.id, { recordPoints: true })).status).toBe(200);
    const events = await eventsOf();
    expect(events).toHaveLength(before.length + 1);
    expect(events.at(-1)).toMatchObject({ type: '5', operation: 'I', userId: candidate.id, cpf: '11144477735', name: 'Ana do Ponto' });
    expect(events.at(-1)?.responsibleCpf).toBe('39053344705');
  });

  it('refuses while a step is not approved (409)', async () => {
    const steps = { ...approvedSteps(), BANK_DATA: { status: 'underAnalysis' as const, reason: null } };
    const filling = await createCandidate(world.company.id, { steps: initialSteps() });
    const waiting = await readyCandidate(world, { steps });
    for (const id of [filling.id, waiting.id]) {
      const answer = await activate(id);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: ACTIVATION_MSG.stepsPending });
    }
  });

  it('refuses until the employment contract is signed (409)', async () => {
    const candidate = await readyCandidate(world);
    const answer = await activate(candidate.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: ACTIVATION_MSG.contractPending });
    expect((await getUser(world.company.id, candidate.id))?.role).toBe('WAITING_CONTRACT_SIGN');
  });

  it('refuses a CLT person whose experience period was never chosen (409)', async () => {
    const candidate = await signedCandidate({
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
    });
    const answer = await activate(candidate.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: SERVER_MSG.experiencePeriodMissing });
  });

  it('is for HR (403), of the same company (404), with recordPoints (400), about someone in admission (409)', async () => {
    const candidate = await readyCandidate(world);
    expect((await activate(candidate.id, { recordPoints: true }, candidate.token)).status).toBe(403);
    const elsewhere = await activate(candidate.id, { recordPoints: true }, other.hr.token);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: SERVER_MSG.notFound });
    const bad = await activate(candidate.id, {});
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ recordPoints: MSG.required });
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    expect((await activate(employee.id)).body).toEqual({ message: SERVER_MSG.notInAdmission });
  });
});
