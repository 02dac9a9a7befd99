import { describe, expect, it } from 'vitest';
import { inAdmission, inviteExpired, offeredSalary } from './admission-rules';

describe('admission rules', () => {
  it('the standard salary is the job role base salary, whatever was typed', () => {
    expect(offeredSalary({ hasStandardSalary: true, salary: 0 }, 350000)).toBe(350000);
    expect(offeredSalary({ hasStandardSalary: true, salary: 999 }, 350000)).toBe(350000);
    expect(offeredSalary({ hasStandardSalary: false, salary: 410000 }, 350000)).toBe(410000);
  });

  it('only candidates with an invite are in admission', () => {
    expect(inAdmission({ role: 'ADMISSION_PROCESS', inviteId: 'i' })).toBe(true);
    expect(inAdmission({ role: 'WAITING_CONTRACT_SIGN', inviteId: 'i' })).toBe(true);
    expect(inAdmission({ role: 'ADMISSION_PROCESS' })).toBe(false);
    expect(inAdmission({ role: 'EMPLOYEE', inviteId: 'i' })).toBe(false);
  });

  it('an invite expires the day after its limit date, once', () => {
    const candidate = { role: 'ADMISSION_PROCESS' as const, inviteId: 'i', limitDate: '2030-01-10', disabled: false };
    expect(inviteExpired(candidate, '2030-01-10')).toBe(false);
    expect(inviteExpired(candidate, '2030-01-11')).toBe(true);
    expect(inviteExpired({ ...candidate, disabled: true }, '2030-01-11')).toBe(false);
    expect(inviteExpired({ ...candidate, role: 'WAITING_CONTRACT_SIGN' }, '2030-01-11')).toBe(false);
    expect(inviteExpired({ ...candidate, inviteId: undefined }, '2030-01-11')).toBe(false);
  });
});
