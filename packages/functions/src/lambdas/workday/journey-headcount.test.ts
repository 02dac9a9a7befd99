import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { Journey } from '@colabora/core/workday/schema';
import { COMMERCIAL_SCALE, VALID_DETAILS } from '@colabora/core/workday/testing/journeys';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { getUser } from '../../modules/person/records';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { cltHiringData } from '../../testing/admission-ready';
import { hiringDataBody } from '../../testing/admission-steps';
import { createCandidate, createPerson, TERMS_ACCEPTED } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';

// Colaboradores (spec 002 §2.9) is a counter the person writes keep (person/headcount.ts): the hiring data HR
// saves at admission, the hiring-data tab of an active person, a removal, an archive (on the job role and
// department too). A journey people are on is neither edited, deactivated nor removed, by the server too.

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

const total = async (journey: Journey) => {
  const page = await invoke<Page<Journey>>('paginateWorkdays', { token: world.hr.token, params: { companyId: world.company.id }, query: { text: journey.name } });
  return page.body.docs[0]?.totalEmployees;
};
const ADMISSION = '2025-01-02';
/** An active employee of the world's job role and department whose hiring data names the journey. */
const employeeOn = (journey: Journey) =>
  createPerson(world.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    jobRoleId: world.jobRole._id,
    departmentId: world.department._id,
    admissionDate: ADMISSION,
    hiringData: { ...cltHiringData(ADMISSION), workday: journey._id, workdayName: journey.name },
  });
/** PUT /api/users/{id} with the DADOS CONTRATAÇÃO tab naming another journey. */
const editHiringTab = (userId: string, workday: string) => {
  const person = { admissionDate: ADMISSION, hiringData: { regime: 'CLT', vt: 0, va: 0, vr: 0 } } as CollaboratorDetail;
  return invoke('updateUser', { token: world.hr.token, params: { id: userId }, body: { hiringData: { ...hiringDataBody(person, workday), salary: 300000 } } });
};

describe('Colaboradores follows the people', () => {
  it('the hiring data HR saves at admission adds the candidate to the journey; saving another moves them', async () => {
    const [first, second] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id)]);
    const candidate = await createCandidate(world.company.id, { steps: initialSteps(), jobRoleId: world.jobRole._id }, TERMS_ACCEPTED);
    const detail = { admissionDate: '2099-01-01', hiringData: { regime: 'CLT', vt: 0, va: 0, vr: 0 } } as CollaboratorDetail;
    const save = (workday: string) => invoke('saveHiringData', { token: world.hr.token, params: { userId: candidate.id }, body: hiringDataBody(detail, workday) });
    expect((await save(first._id)).status).toBe(200);
    expect([await total(first), await total(second)]).toEqual([1, 0]);
    expect((await save(second._id)).status).toBe(200);
    expect([await total(first), await total(second)]).toEqual([0, 1]);

    // Removing the candidate takes them off the journey.
    const removed = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [candidate.id] } });
    expect(removed.status).toBe(200);
    expect(await total(second)).toBe(0);
  });

  it("the active person's hiring-data tab moves them from one journey to the other", async () => {
    const [from, to] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id)]);
    const person = await employeeOn(from);
    expect(await total(from)).toBe(1);
    const answer = await editHiringTab(person.id, to._id);
    expect(answer.status, answer.raw).toBe(200);
    expect([await total(from), await total(to)]).toEqual([0, 1]);
  });

  it('a deactivated journey is not offered: choosing it in the tab is 404 and nothing moves', async () => {
    const [from, retired] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id)]);
    await invoke('updateWorkdaysStatus', { token: world.hr.token, body: { selectedJourneys: [retired._id], status: false } });
    const person = await employeeOn(from);
    const answer = await editHiringTab(person.id, retired._id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: SERVER_MSG.workdayNotFound, errors: { workday: SERVER_MSG.workdayNotFound } });
    expect([await total(from), await total(retired)]).toEqual([1, 0]);
  });

  it('an archived employee counts nowhere: job role, department and journey go down, and the journey is free to edit', async () => {
    const journey = await createTestJourney(world.company.id);
    const person = await employeeOn(journey);
    const catalogueTotals = async () => [
      (await jobRoles.get(world.company.id, world.jobRole._id))?.totalEmployees,
      (await departments.get(world.company.id, world.department._id))?.totalEmployees,
    ];
    const [role = 0, department = 0] = await catalogueTotals();
    expect(await total(journey)).toBe(1);

    const archived = await invoke<{ archived: string[] }>('deleteUsers', { token: world.hr.token, body: { usersId: [person.id] } });
    expect(archived.body.archived).toEqual([person.id]);
    expect(await total(journey)).toBe(0);
    expect(await catalogueTotals()).toEqual([role - 1, department - 1]);
    // The record keeps what it pointed at (labour records are kept).
    expect(await getUser(world.company.id, person.id)).toMatchObject({ jobRoleId: world.jobRole._id, hiringData: { workday: journey._id } });
    const edit = await invoke('updateWorkdayDetails', {
      token: world.hr.token,
      body: { journeyId: journey._id, journeyDetails: { ...VALID_DETAILS, name: `${journey.name} B` }, company: world.company.id },
    });
    expect(edit.status).toBe(200);
  });
});

describe('a journey people are on (409 journeyInUse)', () => {
  let busy: Journey;
  let free: Journey;
  beforeAll(async () => {
    [busy, free] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id)]);
    await employeeOn(busy);
  });

  const expectInUse = (answer: { status: number; body: ErrorBody }, message: string) => {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message, code: 'journeyInUse' });
  };
  const stillThere = async (journey: Journey) => {
    const page = await invoke<Page<Journey>>('paginateWorkdays', { token: world.hr.token, params: { companyId: world.company.id }, query: { text: journey.name } });
    return page.body.docs[0];
  };

  it('is not edited, on any tab', async () => {
    const noBreaks = { numberOfBreaks: '0Breaks', breaks: [] };
    const edits = [
      invoke('updateWorkdayDetails', { token: world.hr.token, body: { journeyId: busy._id, journeyDetails: { ...VALID_DETAILS, name: 'Outro nome' }, company: world.company.id } }),
      invoke('updateWorkdayScale', { token: world.hr.token, body: { journeyId: busy._id, journeyScale: COMMERCIAL_SCALE } }),
      invoke('updateWorkdayBreaks', { token: world.hr.token, body: { journeyId: busy._id, journeyBreaks: noBreaks } }),
      invoke('updateWorkdayScaleAndBreaks', { token: world.hr.token, body: { journeyId: busy._id, journeyScale: COMMERCIAL_SCALE, journeyBreaks: noBreaks } }),
    ];
    for (const answer of await Promise.all(edits)) expectInUse(answer, WORKDAY_MSG.hasEmployees(1));
    expect(await stillThere(busy)).toEqual({ ...busy, totalEmployees: 1 });
  });

  it('is not removed, alone or in a selection (none of the selection goes)', async () => {
    expectInUse(await invoke('deleteWorkday', { token: world.hr.token, params: { id: busy._id } }), WORKDAY_MSG.hasEmployees(1));
    const many = await invoke('deleteWorkdays', { token: world.hr.token, body: { selectedJourneys: [free._id, busy._id] } });
    expectInUse(many, WORKDAY_MSG.removeManyInUse(busy.name));
    expect([await stillThere(busy), await stillThere(free)].map((journey) => journey?._id)).toEqual([busy._id, free._id]);
  });

  it('is not deactivated in a selection (none of it changes); activating a selection with it is fine', async () => {
    const deactivate = await invoke('updateWorkdaysStatus', { token: world.hr.token, body: { selectedJourneys: [free._id, busy._id], status: false } });
    expectInUse(deactivate, WORKDAY_MSG.deactivateManyInUse(busy.name));
    expect([(await stillThere(busy))?.status, (await stillThere(free))?.status]).toEqual([true, true]);
    const activate = await invoke('updateWorkdaysStatus', { token: world.hr.token, body: { selectedJourneys: [free._id, busy._id], status: true } });
    expect(activate.status).toBe(200);
  });

  it('is free again once its people move to another journey', async () => {
    const journey = await createTestJourney(world.company.id);
    const person = await employeeOn(journey);
    await editHiringTab(person.id, free._id);
    const removed = await invoke('deleteWorkday', { token: world.hr.token, params: { id: journey._id } });
    expect(removed.status).toBe(200);
  });
});
