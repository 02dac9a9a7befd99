import { beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionListItem, CollaboratorDetail, StepsAnswer, WorkdayOption } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { initialSteps } from '@colabora/core/admission/steps';
import { EMPLOYER_MSG } from '@colabora/core/company/employer';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import {
  approveAllSteps,
  fillCandidateSteps,
  personalDataBody,
  uploadPhoto,
} from '../../testing/admission-steps';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { createCandidate, createPerson, TERMS_ACCEPTED } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney, NIGHT_SHIFT } from '../../testing/journeys';

// HR's side of the steps (spec 001 §2 'Admission detail', §4, §7): GET users/steps, PUT users/update-step,
// PUT users/step/hiring-data.

type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;
type Candidate = Awaited<ReturnType<typeof createCandidate>>;

let world: AdmissionWorld;
let other: AdmissionWorld;
let workday: WorkdayOption;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
  workday = await createTestJourney(world.company.id, 'Escala 12x36', NIGHT_SHIFT);
});

const newCandidate = (overrides = {}) =>
  createCandidate(
    world.company.id,
    {
      steps: initialSteps(),
      jobRoleId: world.jobRole._id,
      departmentId: world.department._id,
      ...overrides,
    },
    TERMS_ACCEPTED,
  );
const review = (userId: string, body: unknown, token = world.hr.token) =>
  invoke<DetailOrError>('updateStep', { token, params: { userId }, body });
const hiring = (userId: string, body: unknown, token = world.hr.token) =>
  invoke<DetailOrError>('saveHiringData', { token, params: { userId }, body });

const cltHiring = (admissionDate: string, overrides: Record<string, unknown> = {}) => ({
  regime: 'CLT',
  hasStandardSalary: false,
  salary: 420000,
  vt: 22000,
  va: 0,
  vr: 60000,
  workday: workday._id,
  ...experienceDates(admissionDate, '45/45'),
  additional: { warning: false, unhealthy: true, unhealthyPercentage: 20, risk: false, dangerousness: false },
  ...overrides,
});

describe('GET /api/users/steps/{userId}', () => {
  it('answers every step for HR of the company and for the person themself', async () => {
    const candidate = await newCandidate();
    for (const token of [world.hr.token, candidate.token]) {
      const answer = await invoke<StepsAnswer>('getUserSteps', { token, params: { userId: candidate.id } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(initialSteps());
    }
  });

  it("refuses other people (403) and another company's HR or an unknown id (404)", async () => {
    const [candidate, colleague, employee] = await Promise.all([
      newCandidate(),
      newCandidate(),
      createPerson(world.company.id, { role: 'EMPLOYEE' }),
    ]);
    for (const token of [colleague.token, employee.token]) {
      expect((await invoke('getUserSteps', { token, params: { userId: candidate.id } })).status).toBe(403);
    }
    const foreign = await invoke('getUserSteps', { token: other.hr.token, params: { userId: candidate.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(SERVER_MSG.notFound);
    expect((await invoke('getUserSteps', { token: world.hr.token, params: { userId: 'nobody' } })).status).toBe(404);
  });
});

describe('PUT /api/users/update-step/{userId}', () => {
  let candidate: Candidate;
  beforeAll(async () => {
    candidate = await newCandidate();
    const photo = await uploadPhoto(candidate.token);
    const saved = await invoke<DetailOrError>('savePersonalData', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: personalDataBody(photo),
    });
    expect(saved.status).toBe(200);
  });

  it('only HR of the company: the candidate gets 403, another company 404', async () => {
    const body = { stepName: 'PERSONAL_DATA', status: 'approved' };
    expect((await review(candidate.id, body, candidate.token)).status).toBe(403);
    expect((await review(candidate.id, body, other.hr.token)).status).toBe(404);
    expect((await review('nobody', body)).status).toBe(404);
  });

  it('refuses a bad body (400), a step not under analysis (409) and someone not in admission (409)', async () => {
    const noReason = await review(candidate.id, { stepName: 'PERSONAL_DATA', status: 'disapproved', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Campo obrigatório' });
    expect((await review(candidate.id, { stepName: 'SALARY', status: 'approved' })).status).toBe(400);

    const notFilled = await review(candidate.id, { stepName: 'FAMILY_DATA', status: 'approved' });
    expect(notFilled.status).toBe(409);
    expect(notFilled.body.message).toBe(SERVER_MSG.stepNotUnderAnalysis);

    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    const notCandidate = await review(employee.id, { stepName: 'PERSONAL_DATA', status: 'approved' });
    expect(notCandidate.status).toBe(409);
    expect(notCandidate.body.message).toBe(SERVER_MSG.notInAdmission);
  });

  it('disapprove with a reason → the candidate corrects → under analysis again → approve; approved is final', async () => {
    const refused = await review(candidate.id, { stepName: 'PERSONAL_DATA', status: 'disapproved', reason: 'Foto escura' });
    expect(refused.status).toBe(200);
    expect(refused.body.steps.PERSONAL_DATA).toEqual({ status: 'disapproved', reason: 'Foto escura' });
    expect(refused.body.personalData?.gender).toBe('Feminino');
    expect(refused.body.role).toBe('ADMISSION_PROCESS');

    const steps = await invoke<StepsAnswer>('getUserSteps', { token: candidate.token, params: { userId: candidate.id } });
    expect(steps.body.PERSONAL_DATA).toEqual({ status: 'disapproved', reason: 'Foto escura' });
    // Refusing again is not possible until the candidate corrects.
    expect((await review(candidate.id, { stepName: 'PERSONAL_DATA', status: 'approved' })).status).toBe(409);

    const corrected = await invoke<DetailOrError>('savePersonalData', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: { ...personalDataBody(await uploadPhoto(candidate.token)), gender: 'Masculino' },
    });
    expect(corrected.body.steps.PERSONAL_DATA).toEqual({ status: 'underAnalysis', reason: null });
    expect(corrected.body.personalData?.gender).toBe('Masculino');

    const approved = await review(candidate.id, { stepName: 'PERSONAL_DATA', status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.steps.PERSONAL_DATA).toEqual({ status: 'approved', reason: null });
    expect(approved.body.personalData?.gender).toBe('Masculino');

    const twice = await review(candidate.id, { stepName: 'PERSONAL_DATA', status: 'approved' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SERVER_MSG.stepNotUnderAnalysis);
  });
});

describe('PUT /api/users/step/hiring-data/{userId}', () => {
  it('stores pay, experience period, workday and additionals, and approves HIRING_DATA', async () => {
    const candidate = await newCandidate({ admissionDate: '2099-02-01' });
    const answer = await hiring(candidate.id, cltHiring('2099-02-01'));
    expect(answer.status).toBe(200);
    expect(answer.body.steps.HIRING_DATA).toEqual({ status: 'approved', reason: null });
    expect(answer.body.role).toBe('ADMISSION_PROCESS');
    expect(answer.body.hiringData).toEqual({
      regime: 'CLT',
      hasStandardSalary: false,
      salary: 420000,
      vt: 22000,
      va: 0,
      vr: 60000,
      experiencePeriod: '45/45',
      beginningOfFirstPeriod: '2099-02-01',
      endOfFirstPeriod: '2099-03-17',
      startOfSecondPeriod: '2099-03-18',
      endOfSecondPeriod: '2099-05-01',
      workday: workday._id,
      workdayName: 'Escala 12x36',
      // None chosen: the company's first place of work (its registered address, 'Sede').
      placeOfWork: 'Sede',
      additional: { warning: false, unhealthy: true, unhealthyPercentage: 20, risk: false, dangerousness: false },
    });
    // One of the company's places is taken (an unknown one is refused below).
    const chosen = await hiring(candidate.id, cltHiring('2099-02-01', { placeOfWork: 'Sede' }));
    expect(chosen.status).toBe(200);
    expect(chosen.body.hiringData.placeOfWork).toBe('Sede');

    // The standard salary is the job role's base salary, whatever was typed; PJ drops the period.
    const pj = await hiring(candidate.id, { regime: 'PJ', hasStandardSalary: true, salary: 0, vt: 0, va: 0, vr: 0, workday: workday._id });
    expect(pj.status).toBe(200);
    expect(pj.body.hiringData).toMatchObject({ regime: 'PJ', hasStandardSalary: true, salary: world.jobRole.baseSalary });
    expect(pj.body.hiringData.experiencePeriod).toBeUndefined();
    expect(pj.body.hiringData.additional).toEqual({
      warning: false,
      unhealthy: false,
      unhealthyPercentage: null,
      risk: false,
      dangerousness: false,
    });
  });

  it('refuses bad input with its message, changing nothing', async () => {
    const candidate = await newCandidate({ admissionDate: '2099-02-01' });
    const expectRefused = async (body: unknown, status: number, message: string, field: string) => {
      const answer = await hiring(candidate.id, body);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors?.[field]).toBe(message);
    };
    const low = cltHiring('2099-02-01', {
      additional: { warning: false, unhealthy: true, unhealthyPercentage: 5, risk: false, dangerousness: false },
    });
    await expectRefused(low, 400, 'Mínimo 10%', 'additional.unhealthyPercentage');
    await expectRefused(cltHiring('2099-02-02'), 400, SERVER_MSG.firstPeriodNotAdmission, 'beginningOfFirstPeriod');
    await expectRefused(cltHiring('2099-02-01', { workday: 'nenhuma' }), 404, SERVER_MSG.workdayNotFound, 'workday');
    const foreign = await createTestJourney(other.company.id, 'Outra');
    await expectRefused(cltHiring('2099-02-01', { workday: foreign._id }), 404, SERVER_MSG.workdayNotFound, 'workday');
    await expectRefused(cltHiring('2099-02-01', { salary: 0 }), 400, 'Valor invalido', 'salary');
    await expectRefused(cltHiring('2099-02-01', { placeOfWork: 'Loja Fantasma' }), 400, EMPLOYER_MSG.unknownPlace, 'placeOfWork');
    const steps = await invoke<StepsAnswer>('getUserSteps', { token: world.hr.token, params: { userId: candidate.id } });
    expect(steps.body.HIRING_DATA.status).toBe('notFilled');
  });

  it('only HR of the company', async () => {
    const candidate = await newCandidate({ admissionDate: '2099-02-01' });
    expect((await hiring(candidate.id, cltHiring('2099-02-01'), candidate.token)).status).toBe(403);
    expect((await hiring(candidate.id, cltHiring('2099-02-01'), other.hr.token)).status).toBe(404);
  });
});

describe('the sixth approval', () => {
  it('moves the candidate to WAITING_CONTRACT_SIGN, still listed among the admissions; the steps are then closed', async () => {
    const candidate = await newCandidate();
    const filled = await fillCandidateSteps(candidate);
    expect(filled.percentageFilled).toBe(100);
    const done = await approveAllSteps(world.hr.token, candidate.id);
    expect(Object.values(done.steps).every((step) => step.status === 'approved')).toBe(true);
    expect(done.role).toBe('WAITING_CONTRACT_SIGN');

    const list = await invoke<Page<AdmissionListItem>>('listCompanyUsers', {
      token: world.hr.token,
      params: { companyId: world.company.id },
      query: { status: 'ADMISSION', text: candidate.fullName },
    });
    expect(list.body.docs.map((doc) => doc._id)).toEqual([candidate.id]);

    const late = await invoke('savePersonalData', {
      token: candidate.token,
      params: { userId: candidate.id },
      body: personalDataBody(done.personalData!.profilePicture),
    });
    expect(late.status).toBe(403);
  });

  it('the hiring data saved last also counts as the sixth approval', async () => {
    const candidate = await newCandidate();
    const filled = await fillCandidateSteps(candidate);
    for (const stepName of ['PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA']) {
      expect((await review(candidate.id, { stepName, status: 'approved' })).body.role).toBe('ADMISSION_PROCESS');
    }
    const answer = await hiring(candidate.id, cltHiring(filled.admissionDate));
    expect(answer.body.role).toBe('WAITING_CONTRACT_SIGN');
  });
});
