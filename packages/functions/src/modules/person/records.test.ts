import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogItem } from '../catalog/create-item';
import { removeCatalogItem } from '../catalog/remove-item';
import { departments } from '../../lambdas/department/store';
import { jobRoles } from '../../lambdas/job-role/store';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { NotInCompanyError, findUserByEmail, getUser, moveUser, removeUser } from './records';

// Total de colaboradores is kept on each job role and department by the person writes themselves.

let company: TestCompany;

beforeAll(async () => {
  company = await createCompany();
});

const newRole = async (companyId = company.id) =>
  (await createCatalogItem(jobRoles, companyId, { name: `Cargo ${Math.random()}`, baseSalary: 300000, toxicologicalExam: false }))._id;
const newDepartment = async (companyId = company.id) =>
  (await createCatalogItem(departments, companyId, { name: `Depto ${Math.random()}` }))._id;
const roleTotal = async (id: string, companyId = company.id) => (await jobRoles.get(companyId, id))?.totalEmployees;
const departmentTotal = async (id: string, companyId = company.id) => (await departments.get(companyId, id))?.totalEmployees;

describe('totals when people are created', () => {
  it('a new role and department start at 0, and each person adds 1 to theirs', async () => {
    const [role, otherRole, department] = await Promise.all([newRole(), newRole(), newDepartment()]);
    expect([await roleTotal(role), await departmentTotal(department)]).toEqual([0, 0]);
    await createPerson(company.id, { jobRoleId: role, departmentId: department });
    await createPerson(company.id, { jobRoleId: role });
    await createPerson(company.id, { departmentId: department });
    await createPerson(company.id);
    expect([await roleTotal(role), await roleTotal(otherRole), await departmentTotal(department)]).toEqual([2, 0, 2]);
  });

  it('twenty people created at once in one role and department count exactly twenty', async () => {
    const [role, department] = await Promise.all([newRole(), newDepartment()]);
    await Promise.all(Array.from({ length: 20 }, () => createPerson(company.id, { jobRoleId: role, departmentId: department })));
    expect([await roleTotal(role), await departmentTotal(department)]).toEqual([20, 20]);
  });

  it("refuses another company's job role or department, or a missing one, and writes nothing", async () => {
    const other = await createCompany();
    const [foreignRole, foreignDepartment, role] = await Promise.all([newRole(other.id), newDepartment(other.id), newRole()]);
    const email = `${Math.random()}@teste.com.br`;
    const attempts = [
      { jobRoleId: foreignRole, kind: 'job-role', id: foreignRole },
      { jobRoleId: role, departmentId: foreignDepartment, kind: 'department', id: foreignDepartment },
      { jobRoleId: 'nao-existe', kind: 'job-role', id: 'nao-existe' },
    ] as const;
    for (const { kind, id, ...assignment } of attempts) {
      const refused = createPerson(company.id, { email, ...assignment });
      await expect(refused).rejects.toBeInstanceOf(NotInCompanyError);
      await expect(refused).rejects.toMatchObject({ kind, id });
    }
    expect(await findUserByEmail(email)).toBeNull();
    expect([await roleTotal(role), await roleTotal(foreignRole, other.id)]).toEqual([0, 0]);
    expect(await departmentTotal(foreignDepartment, other.id)).toBe(0);
  });
});

describe('moving a person', () => {
  it('takes 1 from the role and department left and adds 1 to those joined, in one go', async () => {
    const [from, to, fromDepartment, toDepartment] = await Promise.all([newRole(), newRole(), newDepartment(), newDepartment()]);
    const person = await createPerson(company.id, { jobRoleId: from, departmentId: fromDepartment });
    await createPerson(company.id, { jobRoleId: from, departmentId: fromDepartment });

    const moved = await moveUser(company.id, person.id, { jobRoleId: to });
    expect(moved).toMatchObject({ jobRoleId: to, departmentId: fromDepartment });
    expect([await roleTotal(from), await roleTotal(to)]).toEqual([1, 1]);
    expect([await departmentTotal(fromDepartment), await departmentTotal(toDepartment)]).toEqual([2, 0]);

    await moveUser(company.id, person.id, { departmentId: toDepartment, jobRoleId: to });
    expect([await roleTotal(from), await roleTotal(to)]).toEqual([1, 1]);
    expect([await departmentTotal(fromDepartment), await departmentTotal(toDepartment)]).toEqual([1, 1]);
  });

  it('a person without a role only adds to the one joined', async () => {
    const role = await newRole();
    const person = await createPerson(company.id);
    await moveUser(company.id, person.id, { jobRoleId: role });
    expect(await roleTotal(role)).toBe(1);
    expect((await getUser(company.id, person.id))?.jobRoleId).toBe(role);
  });

  it("refuses another company's role and leaves everything as it was", async () => {
    const other = await createCompany();
    const [role, foreignRole] = await Promise.all([newRole(), newRole(other.id)]);
    const person = await createPerson(company.id, { jobRoleId: role });
    await expect(moveUser(company.id, person.id, { jobRoleId: foreignRole })).rejects.toBeInstanceOf(NotInCompanyError);
    expect((await getUser(company.id, person.id))?.jobRoleId).toBe(role);
    expect([await roleTotal(role), await roleTotal(foreignRole, other.id)]).toEqual([1, 0]);
  });

  it('the same person moved to two roles at once ends in one of them, counted once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const roles = await Promise.all([newRole(), newRole(), newRole()]);
      const person = await createPerson(company.id, { jobRoleId: roles[0] });
      await Promise.all([
        moveUser(company.id, person.id, { jobRoleId: roles[1] }),
        moveUser(company.id, person.id, { jobRoleId: roles[2] }),
      ]);
      const final = (await getUser(company.id, person.id))?.jobRoleId;
      const totals = await Promise.all(roles.map((role) => roleTotal(role)));
      expect(totals.map((total, i) => (roles[i] === final ? total === 1 : total === 0))).toEqual([true, true, true]);
    }
  });

  it('an unknown person is null', async () => {
    expect(await moveUser(company.id, 'nao-existe', { jobRoleId: await newRole() })).toBeNull();
  });
});

describe('removing a person', () => {
  it('takes 1 from their role and department and frees the e-mail', async () => {
    const [role, department] = await Promise.all([newRole(), newDepartment()]);
    const person = await createPerson(company.id, { jobRoleId: role, departmentId: department });
    await createPerson(company.id, { jobRoleId: role, departmentId: department });
    expect(await removeUser(company.id, person.id)).toBe(true);
    expect([await roleTotal(role), await departmentTotal(department)]).toEqual([1, 1]);
    expect(await getUser(company.id, person.id)).toBeNull();
    expect(await findUserByEmail(person.email)).toBeNull();
    expect(await removeUser(company.id, person.id)).toBe(false);
    expect([await roleTotal(role), await departmentTotal(department)]).toEqual([1, 1]);
  });

  it('once nobody holds a role it can be deleted', async () => {
    const role = await newRole();
    const person = await createPerson(company.id, { jobRoleId: role });
    await expect(removeCatalogItem(jobRoles, company.id, role)).rejects.toMatchObject({ statusCode: 409 });
    await removeUser(company.id, person.id);
    await removeCatalogItem(jobRoles, company.id, role);
    expect(await jobRoles.get(company.id, role)).toBeNull();
  });
});

describe('deleting a role while someone joins it', () => {
  it('never leaves a person pointing at a deleted role', async () => {
    for (let round = 0; round < 5; round += 1) {
      const role = await newRole();
      const [deleted, joined] = await Promise.allSettled([
        removeCatalogItem(jobRoles, company.id, role),
        createPerson(company.id, { jobRoleId: role }),
      ]);
      const stored = await jobRoles.get(company.id, role);
      if (joined.status === 'fulfilled') {
        expect(deleted.status).toBe('rejected');
        expect(stored?.totalEmployees).toBe(1);
      } else {
        expect(joined.reason).toBeInstanceOf(NotInCompanyError);
        expect(deleted.status).toBe('fulfilled');
        expect(stored).toBeNull();
      }
    }
  });
});
