import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { settledSummary } from '@colabora/core/timeclock/testing/day-summary';
import { db } from '../../db/service';
import { encodeDay } from './point-days';
import { settledMonth } from './settled-month';

const day = (workedMinutes: number) =>
  settledSummary({ plannedMinutes: 480, workedMinutes, balanceMinutes: workedMinutes - 480, exitTime: '17:00' });

describe('settledMonth', () => {
  it("reads every person's item whatever the id (the ranges cover them all, bounds once) and only the period's days", async () => {
    const companyId = randomUUID();
    const ids = ['', '0a', '4', '7f', '8', 'Zeta', 'c', 'cafe', 'u-demo', '~last'].filter(Boolean);
    await db.entities.pointDay
      .put(ids.map((userId) => ({ companyId, month: '2026-10', userId, d01: encodeDay(day(1)), d02: encodeDay(day(2)), d31: encodeDay(day(31)) })))
      .go();
    const month = await settledMonth(companyId, '2026-10', { from: '2026-10-02', to: '2026-10-31' });
    expect([...month.keys()].sort()).toEqual([...ids].sort());
    expect(month.get('Zeta')?.map((summary) => summary.workedMinutes)).toEqual([2, 31]);
    const early = await settledMonth(companyId, '2026-10', { from: '2026-09-20', to: '2026-10-01' });
    expect(early.get('8')?.map((summary) => summary.workedMinutes)).toEqual([1]);
    expect(early.get('8')?.map((summary) => summary.day)).toEqual(['2026-10-01']);
  });
});
