import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@colabora/core/api-routes';
import type { Department } from '@colabora/core/department/schema';
import type { JobRole } from '@colabora/core/job-role/schema';
import { SERVER_MSG } from '@colabora/core/messages';
import { departments } from '../lambdas/department/store';
import { jobRoles } from '../lambdas/job-role/store';
import { admissionWorld, collaboratorBody, type AdmissionWorld } from '../testing/admission';
import { createCompany, createPerson, type TestCompany } from '../testing/fixtures';
import { invoke } from '../testing/invoke';
import { mailsTo } from '../testing/mail-store';

// A create sent again with its Idempotency-Key (the SPA's retry of a call whose answer it never got).

let company: TestCompany;
let token: string;
beforeAll(async () => {
  company = await createCompany();
  token = (await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
});

const jobRoleBody = (name: string) => ({ name, baseSalary: 250000, toxicologicalExam: false, company: company.id });
const createJobRole = (body: object, key?: string, as = token) =>
  invoke<JobRole>('createJobRole', { token: as, body, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and creates once', async () => {
    const key = randomUUID();
    const body = jobRoleBody(`Analista ${key.slice(0, 6)}`);
    const first = await createJobRole(body, key);
    const retry = await createJobRole(body, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const named = (await jobRoles.list(company.id)).filter((role) => role.name === body.name);
    expect(named).toHaveLength(1);
    // Without the key, the same body is a second create: the name is taken.
    expect((await createJobRole(body)).status).toBe(409);
  });

  it('refuses the key sent again with other data, and keeps the first item alone', async () => {
    const key = randomUUID();
    await createJobRole(jobRoleBody(`Contador ${key.slice(0, 6)}`), key);
    const other = await createJobRole(jobRoleBody(`Auditor ${key.slice(0, 6)}`), key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: SERVER_MSG.requestKeyReused });
    expect((await jobRoles.list(company.id)).some((role) => role.name.startsWith('Auditor'))).toBe(false);
  });

  it('keeps no refused answer: the call fixed and sent with the same key goes through', async () => {
    const key = randomUUID();
    const refused = await createJobRole({ ...jobRoleBody(''), name: '' }, key);
    expect(refused.status).toBe(400);
    const fixed = await createJobRole(jobRoleBody(`Almoxarife ${key.slice(0, 6)}`), key);
    expect(fixed.status).toBe(201);
  });

  it("never hands one caller another's answer", async () => {
    const key = randomUUID();
    const elsewhere = await createCompany();
    const otherHr = (await createPerson(elsewhere.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
    const mine = await createJobRole(jobRoleBody(`Soldador ${key.slice(0, 6)}`), key);
    const theirs = await createJobRole({ ...jobRoleBody(`Soldador ${key.slice(0, 6)}`), company: elsewhere.id }, key, otherHr);
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it('counts only on the creates of the manifest: an update with a key runs every time', async () => {
    const created = await createJobRole(jobRoleBody(`Pintor ${randomUUID().slice(0, 6)}`));
    const key = randomUUID();
    const update = (name: string) =>
      invoke<JobRole>('updateJobRole', { token, params: { id: created.body._id }, body: jobRoleBody(name), headers: { [IDEMPOTENCY_HEADER]: key } });
    expect((await update(`${created.body.name} I`)).status).toBe(200);
    const second = await update(`${created.body.name} II`);
    expect(second.status).toBe(200);
    expect(second.body.name).toBe(`${created.body.name} II`);
  });

  it('works for departments too', async () => {
    const key = randomUUID();
    const body = { name: `Fiscal ${key.slice(0, 6)}`, company: company.id };
    const send = () => invoke<Department>('createDepartment', { token, body, headers: { [IDEMPOTENCY_HEADER]: key } });
    const [first, retry] = [await send(), await send()];
    expect(retry.body).toEqual(first.body);
    expect((await departments.list(company.id)).filter((d) => d.name === body.name)).toHaveLength(1);
  });
});

describe('Idempotency-Key on a new collaborator', () => {
  let world: AdmissionWorld;
  beforeAll(async () => {
    world = await admissionWorld();
  });

  it('admits once and sends one invite when the create is retried', async () => {
    const key = randomUUID();
    const body = collaboratorBody(world);
    const send = () => invoke<{ _id: string }>('createEmployee', { token: world.hr.token, body, headers: { [IDEMPOTENCY_HEADER]: key } });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });
});
