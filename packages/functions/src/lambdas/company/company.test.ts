import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_MSG, type CompanySettings } from '@colabora/core/company/settings';
import { ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';

// The company's settings (issue 22 §4, §6): its administrator reads and sets the hours-bank regime and the time
// zone; nobody else.

let world: TestWorld;
let other: TestWorld;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
});

type SettingsOrError = CompanySettings & Partial<ErrorBody>;
const admin = (w: TestWorld = world) => w.people.ADMINISTRATOR_COMPANY.token;
const read = (token: string, companyId = world.company.id) => invoke<SettingsOrError>('getCompanySettings', { token, params: { companyId } });
const update = (token: string, body: unknown, companyId = world.company.id) =>
  invoke<SettingsOrError>('updateCompanySettings', { token, params: { companyId }, body });

describe('the company settings', () => {
  it('reads the individual agreement, in Sao Paulo time, until the administrator chooses; then the choice', async () => {
    expect((await read(admin())).body).toEqual({ bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' });
    const saved = await update(admin(), { bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    expect((await read(admin())).body).toEqual({ bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    // Another company's stays as it was.
    expect((await read(admin(other), other.company.id)).body.bankRegime).toBe('INDIVIDUAL_AGREEMENT');
  });

  it('refuses a missing or unknown regime with the Portuguese message (400)', async () => {
    for (const body of [{ timeZone: 'America/Sao_Paulo' }, { bankRegime: 'YEARLY', timeZone: 'America/Sao_Paulo' }]) {
      const answer = await update(admin(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(COMPANY_SETTINGS_MSG.invalidRegime);
    }
  });

  it('refuses a missing zone, or one outside Brazil’s, with the Portuguese message (400)', async () => {
    for (const body of [{ bankRegime: 'NONE' }, { bankRegime: 'NONE', timeZone: 'Europe/Lisbon' }]) {
      const answer = await update(admin(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(COMPANY_SETTINGS_MSG.invalidTimeZone);
    }
  });

  it('is the administrator’s only: HR, employees and candidates get 403, and so does another company’s id', async () => {
    for (const role of ['HUMAN_RESOURCES_MANAGMENT', 'EMPLOYEE', 'ADMISSION_PROCESS'] as const) {
      const token = world.people[role].token;
      expect((await read(token)).status).toBe(403);
      expect((await update(token, { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' })).status).toBe(403);
    }
    expect((await read(admin(), other.company.id)).status).toBe(403);
    expect((await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' }, other.company.id)).status).toBe(403);
    expect((await read(admin(other), other.company.id)).body.bankRegime).toBe('INDIVIDUAL_AGREEMENT');
  });
});
