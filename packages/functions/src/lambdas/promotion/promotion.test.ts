import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { PROMOTION_MSG, type Promotion } from '@colabora/core/promotion/schema';
import { createCatalogItem } from '../../modules/catalog/create-item';
import { db } from '../../db/service';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { getUser } from '../../modules/person/records';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { createCandidate, createPerson } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { getJourney } from '../../modules/workday/store';
import type { NewUser } from '../../db/entities/user';

type PromotionOrError = Promotion & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
/** The role and department people are promoted to: base salary R$ 5.200,00. */
let manager: { _id: string; name: string };
let finance: { _id: string; name: string };
/** The journey of everyone's hiring data: a promotion keeps it. */
let journeyId: string;

beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
  [manager, finance] = await Promise.all([
    createCatalogItem(jobRoles, world.company.id, { name: `Gerente ${randomUUID().slice(0, 6)}`, baseSalary: 520000, toxicologicalExam: false }),
    createCatalogItem(departments, world.company.id, { name: `Financeiro ${randomUUID().slice(0, 6)}` }),
  ]);
  journeyId = (await createTestJourney(world.company.id))._id;
});

/** An active CLT employee of the world's job role and department. */
function employee(overrides: Partial<NewUser> = {}) {
  return createPerson(world.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    fullName: 'Carla Promovida',
    admissionDate: '2025-01-06',
    jobRoleId: world.jobRole._id,
    departmentId: world.department._id,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 22000, va: 0, vr: 60000, workday: journeyId },
    ...overrides,
  });
}

const AFTER = {
  regime: 'PJ',
  jobRole: '',
  department: '',
  hasStandardSalary: false,
  hasVt: false,
  hasVa: true,
  hasVr: true,
  salary: 610000,
  vt: 22000,
  va: 45000,
  vr: 70000,
};

const afterPromotion = (overrides: Partial<typeof AFTER> = {}) => ({ ...AFTER, jobRole: manager._id, department: finance._id, ...overrides });

const propose = (userId: string, body: unknown = { afterPromotion: afterPromotion() }, token = world.hr.token) =>
  invoke<PromotionOrError>('createPromotion', { token, params: { userId }, body });
const pending = (userId: string, token = world.hr.token) => invoke<Promotion | null>('getPromotion', { token, params: { userId } });
const confirm = (promotionId: string, token: string, body: unknown = { agreed: true }) =>
  invoke<PromotionOrError>('confirmPromotion', { token, params: { promotionId }, body });

const roleTotal = async (id: string) => (await jobRoles.get(world.company.id, id))?.totalEmployees;
const departmentTotal = async (id: string) => (await departments.get(world.company.id, id))?.totalEmployees;

async function historyKinds(personId: string): Promise<string[]> {
  const { data } = await db.entities.personEvent.query.personHistory({ personId }).go();
  return data.map((event) => event.kind);
}

describe('POST /api/promotion/{userId}', () => {
  it('proposes the new position, pending: allowances answered no are 0, and the person stays as they are', async () => {
    const person = await employee();
    const answer = await propose(person.id);
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      user: { _id: person.id, fullName: 'Carla Promovida' },
      status: 'PENDING',
      before: {
        regime: 'CLT',
        jobRole: { _id: world.jobRole._id, name: world.jobRole.name },
        department: { _id: world.department._id, name: world.department.name },
        hasStandardSalary: false,
        salary: 300000,
        vt: 22000,
        va: 0,
        vr: 60000,
      },
      afterPromotion: {
        regime: 'PJ',
        jobRole: { _id: manager._id, name: manager.name },
        department: { _id: finance._id, name: finance.name },
        hasStandardSalary: false,
        salary: 610000,
        vt: 0,
        va: 45000,
        vr: 70000,
      },
      createdAt: expect.any(String),
      confirmedAt: null,
    });
    const stored = await getUser(world.company.id, person.id);
    expect([stored?.jobRoleId, stored?.hiringData?.salary]).toEqual([world.jobRole._id, 300000]);
    expect(await historyKinds(person.id)).toEqual(['promotionProposed']);
  });

  it("with 'Padrão ao cargo' stores the job role's base salary, whatever salary the body sent", async () => {
    const person = await employee();
    const answer = await propose(person.id, { afterPromotion: afterPromotion({ hasStandardSalary: true, salary: 1 }) });
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.afterPromotion.salary).toBe(520000);
  });

  it('allows one pending promotion per person (409 with the reason)', async () => {
    const person = await employee();
    expect((await propose(person.id)).status).toBe(201);
    const again = await propose(person.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: PROMOTION_MSG.pendingExists });
  });

  it('refuses one that changes nothing (400), and writes nothing', async () => {
    const person = await employee();
    const same = {
      regime: 'CLT',
      jobRole: world.jobRole._id,
      department: world.department._id,
      hasStandardSalary: false,
      hasVt: true,
      hasVa: false,
      hasVr: true,
      salary: 300000,
      vt: 22000,
      va: 0,
      vr: 60000,
    };
    const refused = await propose(person.id, { afterPromotion: same });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: PROMOTION_MSG.nothingChanged });
    expect((await pending(person.id)).body).toBeNull();
    expect(await historyKinds(person.id)).toEqual([]);
    expect((await propose(person.id, { afterPromotion: { ...same, salary: 330000 } })).status).toBe(201);
  });

  it('refuses bad input (400), a job role or department of another company (404), people not in the active staff (409)', async () => {
    const person = await employee();
    const blank = await propose(person.id, { afterPromotion: afterPromotion({ salary: 0, hasVa: true, va: 0 }) });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ 'afterPromotion.salary': 'Valor invalido', 'afterPromotion.va': 'Valor invalido' });

    const foreignRole = await propose(person.id, { afterPromotion: afterPromotion({ jobRole: other.jobRole._id }) });
    expect(foreignRole.status).toBe(404);
    expect(foreignRole.body).toEqual({ message: SERVER_MSG.jobRoleNotFound, errors: { 'afterPromotion.jobRole': SERVER_MSG.jobRoleNotFound } });
    const foreignDepartment = await propose(person.id, { afterPromotion: afterPromotion({ department: other.department._id }) });
    expect(foreignDepartment.status).toBe(404);

    const candidate = await createCandidate(world.company.id);
    const dismissed = await employee({ statusActive: 'DISMISSED' });
    for (const id of [candidate.id, dismissed.id]) {
      const refused = await propose(id);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: PROMOTION_MSG.notActive });
    }
    const foreign = await createPerson(other.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED' });
    expect((await propose(foreign.id)).status).toBe(404);
    expect(await historyKinds(person.id)).toEqual([]);
  });

  it('is HR only: an employee cannot propose their own (403)', async () => {
    const person = await employee();
    expect((await propose(person.id, undefined, person.token)).status).toBe(403);
  });
});

describe('GET /api/promotion/{userId}', () => {
  it('answers the pending promotion to HR and to the person, null when none waits; another employee 403', async () => {
    const person = await employee();
    expect((await pending(person.id)).body).toBeNull();
    const proposed = await propose(person.id);
    expect((await pending(person.id)).body).toEqual(proposed.body);
    expect((await pending(person.id, person.token)).body).toEqual(proposed.body);
    const colleague = await employee();
    const refused = await pending(person.id, colleague.token);
    expect(refused.status).toBe(403);
    expect(refused.raw).not.toContain(manager.name);
  });
});

describe('PUT /api/promotion/{promotionId}', () => {
  it('applies the role, department, regime and pay in one go, moves the totals and keeps the promotion as confirmed', async () => {
    const person = await employee();
    const { body: proposal } = await propose(person.id);
    const totals = async () => [
      await roleTotal(world.jobRole._id),
      await roleTotal(manager._id),
      await departmentTotal(world.department._id),
      await departmentTotal(finance._id),
      (await getJourney(world.company.id, journeyId))?.totalEmployees,
    ];
    const [roleBefore, managerBefore, departmentBefore, financeBefore, journeyBefore] = (await totals()) as number[];

    const answer = await confirm(proposal._id, person.token);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ _id: proposal._id, status: 'CONFIRMED', confirmedAt: expect.any(String), before: proposal.before });
    expect(await totals()).toEqual([roleBefore - 1, managerBefore + 1, departmentBefore - 1, financeBefore + 1, journeyBefore]);

    const stored = await getUser(world.company.id, person.id);
    expect(stored).toMatchObject({
      jobRoleId: manager._id,
      departmentId: finance._id,
      // The rest of the hiring data (the workday) stays.
      hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 610000, vt: 0, va: 45000, vr: 70000, workday: journeyId },
    });
    expect((await pending(person.id)).body).toBeNull();
    expect(await historyKinds(person.id)).toEqual(['promotionProposed', 'promotionConfirmed']);
    const { data: events } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(events[1].changes).toContainEqual({ field: 'Cargo', before: world.jobRole.name, after: manager.name });
    expect(events[1].changes).toContainEqual({ field: 'Salário', before: 'R$ 3.000,00', after: 'R$ 6.100,00' });

    // Confirmed once: again is 409 and nothing moves.
    const again = await confirm(proposal._id, person.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: PROMOTION_MSG.notPending });
    expect(await roleTotal(manager._id)).toBe(managerBefore + 1);
    // A new proposal is possible now; the same one again would change nothing.
    expect((await propose(person.id)).body).toEqual({ message: PROMOTION_MSG.nothingChanged });
    expect((await propose(person.id, { afterPromotion: afterPromotion({ salary: 650000 }) })).status).toBe(201);
  });

  it("needs the agreement ticked ('Por favor, concorde com as informações.')", async () => {
    const person = await employee();
    const { body: proposal } = await propose(person.id);
    const answer = await confirm(proposal._id, person.token, { agreed: false });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PROMOTION_MSG.agreementRequired);
    expect((await getUser(world.company.id, person.id))?.jobRoleId).toBe(world.jobRole._id);
  });

  it("is the person's own: another employee gets 403 and nothing of it, HR cannot confirm for them, another company 404", async () => {
    const person = await employee();
    const { body: proposal } = await propose(person.id);
    const colleague = await employee();
    const refused = await confirm(proposal._id, colleague.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: SERVER_MSG.forbidden });
    expect((await confirm(proposal._id, world.hr.token)).status).toBe(403);
    const foreign = await createPerson(other.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED' });
    expect((await confirm(proposal._id, foreign.token)).status).toBe(404);
    expect((await getUser(world.company.id, person.id))?.jobRoleId).toBe(world.jobRole._id);
  });
});

describe('DELETE /api/promotion/{promotionId}', () => {
  const cancel = (promotionId: string, token = world.hr.token) => invoke<PromotionOrError>('cancelPromotion', { token, params: { promotionId } });

  it('HR cancels a pending promotion: kept as CANCELLED, in the history, and a real promotion can follow', async () => {
    const person = await employee();
    const proposed = await propose(person.id);
    const answer = await cancel(proposed.body._id);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ _id: proposed.body._id, status: 'CANCELLED' });
    expect((await pending(person.id)).body).toBeNull();
    expect(await historyKinds(person.id)).toEqual(expect.arrayContaining(['promotionProposed', 'promotionCancelled']));
    const stored = await db.entities.promotion.get({ companyId: world.company.id, id: proposed.body._id }).go();
    expect(stored.data).toMatchObject({ status: 'CANCELLED', cancelledById: world.hr.id });

    const confirmed = await confirm(proposed.body._id, person.token);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe(PROMOTION_MSG.cancelledByHr);
    expect((await getUser(world.company.id, person.id))?.jobRoleId).toBe(world.jobRole._id);
    expect((await propose(person.id)).status).toBe(201);
  });

  it('refuses one already confirmed or cancelled (409), another company one (404), and the employee (403)', async () => {
    const person = await employee();
    const proposed = await propose(person.id);
    expect((await cancel(proposed.body._id, person.token)).status).toBe(403);
    expect((await cancel(proposed.body._id, other.hr.token)).status).toBe(404);
    expect((await confirm(proposed.body._id, person.token)).status).toBe(200);
    const late = await cancel(proposed.body._id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PROMOTION_MSG.notPendingToCancel);
  });
});
