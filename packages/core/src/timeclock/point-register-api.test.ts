import { describe, expect, it } from 'vitest';
import { dayPlan, type DayPlan } from '../workday/schedule';
import { VALID_JOURNEY } from '../workday/testing/journeys';
import { punchBodySchema, todayPointsQuerySchema, todayTimeline, type PunchView, type TodayPoints } from './point-register-api';

describe('POST /point-registers body', () => {
  it('takes which point the person meant, all optional (a punch outside every window sends none)', () => {
    expect(punchBodySchema.parse({})).toEqual({});
    const body = { type: 'BREAK_START', breakName: ' Café ', pointStartDate: '2026-03-02T10:00:00-03:00' };
    expect(punchBodySchema.parse(body)).toEqual({ ...body, breakName: 'Café' });
  });

  it("accepts the spec's registerDate (the browser's clock) only to ignore it, and refuses what is not a point", () => {
    expect(punchBodySchema.safeParse({ registerDate: '2020-01-01T00:00:00.000Z' }).success).toBe(true);
    expect(punchBodySchema.safeParse({ type: 'LUNCH' }).success).toBe(false);
    expect(punchBodySchema.safeParse({ pointStartDate: '10:00' }).success).toBe(false);
    expect(punchBodySchema.safeParse({ breakName: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('GET /point-registers query', () => {
  it('takes a calendar day, or none for the server’s today', () => {
    expect(todayPointsQuerySchema.parse({})).toEqual({});
    expect(todayPointsQuerySchema.parse({ date: '2026-03-02' })).toEqual({ date: '2026-03-02' });
    expect(todayPointsQuerySchema.safeParse({ date: '02/03/2026' }).success).toBe(false);
    expect(todayPointsQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
  });
});

describe('todayTimeline (the browser runs it on the answer)', () => {
  const plan = dayPlan(VALID_JOURNEY, '2026-03-02') as DayPlan;
  const late: PunchView = {
    nsr: 7,
    punchedAt: '2026-03-02T08:20:00-03:00',
    pointType: null,
    breakId: null,
    shiftDay: null,
    day: '2026-03-02',
    recordedAt: '2026-03-02T08:20:00-03:00',
    hash: 'H',
    breakName: null,
    expectedAt: null,
    outOfSchedule: true,
  };
  const answer: TodayPoints = { serverNow: '', day: '2026-03-02', plan, journeyName: 'Comercial 44h', entryLimitMinutes: null, punches: [], outOfSchedule: [late], receipts: [], timeZone: 'America/Sao_Paulo' };

  it('reads a late entry among the punches out of schedule: the coffee break may be registered', () => {
    const coffee = (points: ReturnType<typeof todayTimeline>) => points.find((point) => point.type === 'BREAK_START')?.canRegister;
    expect(coffee(todayTimeline(answer, new Date('2026-03-02T10:01:00-03:00')))).toBe(true);
    expect(coffee(todayTimeline({ ...answer, outOfSchedule: [] }, new Date('2026-03-02T10:01:00-03:00')))).toBe(false);
  });

  it('shows nothing on a day without a plan to work', () => {
    expect(todayTimeline({ ...answer, plan: null }, new Date('2026-03-02T08:00:00-03:00'))).toEqual([]);
  });
});
