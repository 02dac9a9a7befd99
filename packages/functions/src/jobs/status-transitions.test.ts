import { describe, expect, it } from 'vitest';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { createCompany, createPerson } from '../testing/fixtures';
import { getUser } from '../person/records';
import { runStatusTransitions } from './status-transitions';

describe('status transitions job', () => {
  it('hires whoever finished experience before today, and nobody else', async () => {
    const company = await createCompany();
    const ended = await createPerson(company.id, {
      statusActive: 'WORK_EXPERIENCE',
      hiringData: experienceDates('2025-10-31', '30/60'),
    });
    const lastDay = await createPerson(company.id, {
      statusActive: 'WORK_EXPERIENCE',
      hiringData: experienceDates('2025-09-17', '45/45'),
    });
    const onLeave = await createPerson(company.id, {
      statusActive: 'VACATION',
      hiringData: experienceDates('2025-06-01', '30/60'),
    });
    const noDates = await createPerson(company.id, { statusActive: 'WORK_EXPERIENCE' });
    expect(experienceDates('2025-09-17', '45/45').endOfSecondPeriod).toBe('2026-01-30');

    const result = await runStatusTransitions('2026-01-30');
    expect(result.hired).toBeGreaterThanOrEqual(1);
    const status = async (p: { id: string }) => (await getUser(company.id, p.id))?.statusActive;
    expect(await status(ended)).toBe('HIRED');
    expect(await status(lastDay)).toBe('WORK_EXPERIENCE');
    expect(await status(onLeave)).toBe('VACATION');
    expect(await status(noDates)).toBe('WORK_EXPERIENCE');

    await runStatusTransitions('2026-01-31');
    expect(await status(lastDay)).toBe('HIRED');
  });
});
