import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkdayOption } from '@colabora/core/admission/contract';
import { SERVER_MSG } from '@colabora/core/messages';
import { companyWithEveryRole, type TestCompany } from '../testing/fixtures';
import { invoke } from '../testing/invoke';
import { createWorkday } from './store';

// GET /api/workday/{companyId}: the company's journeys for the hiring-data tab's workday select.

type People = Awaited<ReturnType<typeof companyWithEveryRole>>['people'];
let company: TestCompany;
let people: People;
let other: Awaited<ReturnType<typeof companyWithEveryRole>>;
beforeAll(async () => {
  [{ company, people }, other] = await Promise.all([companyWithEveryRole(), companyWithEveryRole()]);
  for (const [name, scaleType] of [
    ['Meio período 30h', '6x1'],
    ['Comercial 44h', '5x2'],
    ['Escala 12x36', '12x36'],
  ]) {
    await createWorkday(company.id, { name, scaleType });
  }
  await createWorkday(other.company.id, { name: 'Administrativo 40h', scaleType: '5x2' });
});

const list = (token: string, companyId = company.id) => invoke<WorkdayOption[]>('listWorkdays', { token, params: { companyId } });

describe('GET /api/workday/{companyId}', () => {
  it("answers the company's workdays by name to its HR and admins", async () => {
    for (const role of ['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT'] as const) {
      const answer = await list(people[role].token);
      expect(answer.status).toBe(200);
      expect(answer.body.map(({ name, scaleType }) => [name, scaleType])).toEqual([
        ['Comercial 44h', '5x2'],
        ['Escala 12x36', '12x36'],
        ['Meio período 30h', '6x1'],
      ]);
      expect(answer.body[0]._id).toEqual(expect.any(String));
    }
  });

  it('refuses other roles and another company (403), and a company without workdays answers []', async () => {
    for (const role of ['EMPLOYEE', 'ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN', 'ADMINISTRATOR'] as const) {
      expect((await list(people[role].token)).status).toBe(403);
    }
    const foreign = await invoke('listWorkdays', { token: other.people.HUMAN_RESOURCES_MANAGMENT.token, params: { companyId: company.id } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER_MSG.forbidden);
    const empty = await companyWithEveryRole();
    expect((await list(empty.people.HUMAN_RESOURCES_MANAGMENT.token, empty.company.id)).body).toEqual([]);
  });
});
