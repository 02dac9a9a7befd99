import { randomUUID } from 'node:crypto';
import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import type { RunningApp } from '../e2e/support/local-app';
import type { LoadFigures } from './http-load';
import { sequential, useRuntimeTable } from './people-list';

// Issue 12's goals: REGISTROS GERAIS (GET /point-registers/records/{companyId}) for 1 000 people over 31 days
// sorted by Horas trabalhadas ≤ 1 s locally, the same at 5 000, and how the work grows with people and days; one
// person's month mirror (GET /point-registers/point-mirror/{userId}) p99 ≤ 50 ms. People, their settled months
// (point-day items, as settle writes them) and the mirror person's punches are written straight into the
// runtime's table through the entities (batch writes); the figures are HTTP calls through the local gateway.

const MONTHS = ['2026-08', '2026-09', '2026-10'] as const;
const PERIODS = [
  { label: '7 days', from: '2026-10-01', to: '2026-10-07' },
  { label: '31 days', from: '2026-10-01', to: '2026-10-31' },
  { label: '92 days', from: '2026-08-01', to: '2026-10-31' },
] as const;
const SIZES = [1000, 5000] as const;
const CALLS = 20;
const MIRROR_CALLS = 100;

export interface RecordsFigures extends LoadFigures {
  /** Rows the answer counted (listed time-clock people). */
  total: number;
}

const daysOfMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** A settled day of a 5x2 journey: weekends off, a fault or a late exit now and then. */
function settledDay(day: string, seed: number): DaySummary {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const rest = weekday === 0 || weekday === 6;
  const fault = !rest && seed % 23 === 0;
  const worked = rest || fault ? 0 : 528 + (seed % 41) - 20;
  return {
    plannedMinutes: rest ? 0 : 528,
    workedMinutes: worked,
    breakMinutes: worked ? 60 : 0,
    balanceMinutes: rest ? 0 : worked - 528,
    extraMinutes: Math.max(0, worked - 528),
    missingMinutes: rest ? 0 : Math.max(0, 528 - worked),
    fault,
    alerts: fault ? 1 : 0,
    dayOff: rest,
    enterTime: worked ? '08:00' : null,
    exitTime: worked ? '17:48' : null,
    excuse: rest ? 'REST' : null,
    incomplete: false,
    ended: true,
    // Issue 22's figures: a day shift, its overtime at 50 %, a full main break.
    nightMinutes: 0,
    nightReducedSeconds: 0,
    mainBreakMinutes: worked ? 60 : 0,
    breakPreAssigned: false,
    breakIndemnityMinutes: 0,
    restShortfallMinutes: 0,
    overtimePercent: 50,
    ruleAlerts: [],
  };
}

export async function measurePointRecords(app: RunningApp, token: string, companyId: string): Promise<{ records: RecordsFigures[]; mirror: LoadFigures }> {
  useRuntimeTable(app);
  const { db } = await import('@colabora/functions/db/service');
  const { rebuildRoster } = await import('@colabora/functions/modules/person/staff-roster');
  const { companyJourneys } = await import('@colabora/functions/modules/workday/store');
  const { encodeDay } = await import('@colabora/functions/modules/timeclock/point-days');
  // The bench companies are in Sao Paulo (their address), so on its clock.
  const { instantAt, iso } = (await import('@colabora/core/timeclock/company-clock')).zonedClock('America/Sao_Paulo');

  const journey = (await companyJourneys(companyId))[0];
  const headers = { authorization: `Bearer ${token}` };
  const seeded: string[] = [];

  async function seedPeople(count: number): Promise<void> {
    const started = performance.now();
    const people = Array.from({ length: count }, (_, offset) => {
      const index = seeded.length + offset;
      return {
        companyId,
        id: randomUUID(),
        email: `ponto-${index}-${randomUUID().slice(0, 8)}@bench.com.br`,
        fullName: `Ponto ${String(index).padStart(5, '0')}`,
        role: 'EMPLOYEE' as const,
        passwordHash: 'bench',
        deactivated: false,
        statusActive: 'HIRED' as const,
        recordPoints: true,
        admissionDate: '2025-03-02',
        hiringData: { regime: 'CLT' as const, workday: journey.id, workdayName: journey.name },
      };
    });
    await db.entities.user.put(people).go({ concurrent: 4 });
    const items = people.flatMap((person, index) =>
      MONTHS.map((month) => {
        const days: Record<string, string> = {};
        for (let date = 1; date <= daysOfMonth(month); date += 1) {
          const dd = String(date).padStart(2, '0');
          days[`d${dd}`] = encodeDay(settledDay(`${month}-${dd}`, index * 31 + date));
        }
        return { companyId, month, userId: person.id, ...days };
      }),
    );
    await db.entities.pointDay.put(items).go({ concurrent: 4 });
    await rebuildRoster(companyId);
    seeded.push(...people.map((person) => person.id));
    console.log(`Seeded ${count} time-clock people × ${MONTHS.length} settled months in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const records = (from: string, to: string) => {
    const query = new URLSearchParams({ page: '1', limit: '10', orderBy: 'minutesWorkedByPeriod', order: 'desc', periodStartDate: from, periodEndDate: to });
    return `${app.appUrl}/api/point-registers/records/${companyId}?${query}`;
  };
  const figures: RecordsFigures[] = [];
  for (const size of SIZES) {
    await seedPeople(size - seeded.length);
    for (const period of PERIODS) {
      let total = 0;
      const call = async () => {
        const answer = await fetch(records(period.from, period.to), { headers });
        total = ((await answer.json()) as { total: number }).total;
        return answer.status;
      };
      // The first call of a period warms the Lambda (bundle, roster): measured apart, then steady calls.
      if (figures.length === 0) figures.push({ ...(await sequential(`${size} people, ${period.label}: first call`, 1, call)), total });
      figures.push({ ...(await sequential(`${size} people, ${period.label}, by Horas trabalhadas`, CALLS, call)), total });
    }
  }

  // One person's month with four punches a workday (entry, main break, exit), evaluated live.
  const person = seeded[0];
  const punches = Array.from({ length: 31 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`)
    .filter((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
    .flatMap((day, dayIndex) =>
      (
        [
          ['ENTRY', '08:00'],
          ['MAIN_BREAK_START', '12:00'],
          ['MAIN_BREAK_RETURN', '13:00'],
          ['EXIT', '17:48'],
        ] as const
      ).map(([pointType, time], index) => {
        const at = iso(instantAt(day, time));
        return {
          companyId,
          userId: person,
          nsr: 900_000 + dayIndex * 4 + index,
          day,
          punchedAt: at,
          receivedAt: at,
          recordedAt: at,
          cpf: '00000000000',
          collector: '02',
          online: true,
          hash: '0'.repeat(64),
          pointType,
          expectedAt: time,
          outOfSchedule: false,
        };
      }),
    );
  await db.entities.punch.put(punches).go({ concurrent: 4 });
  const mirrorUrl = `${app.appUrl}/api/point-registers/point-mirror/${person}?actualMonthDate=2026-10-01`;
  const mirror = await sequential(`mirror, one person's month (${punches.length} punches)`, MIRROR_CALLS, async () => {
    const answer = await fetch(mirrorUrl, { headers });
    await answer.arrayBuffer();
    return answer.status;
  });
  return { records: figures, mirror };
}

export function printRecordsFigures({ records, mirror }: { records: RecordsFigures[]; mirror: LoadFigures }): void {
  console.log('\nREGISTROS GERAIS at 1 connection, sorted by Horas trabalhadas (target: 1 000 people × 31 days ≤ 1 s)');
  console.log('request'.padEnd(52), 'calls'.padStart(6), 'non-2xx'.padStart(8), 'p50'.padStart(8), 'p99'.padStart(8), 'rows'.padStart(7));
  for (const f of records) {
    console.log(f.name.padEnd(52), String(f.requests).padStart(6), String(f.non2xx).padStart(8), `${f.p50Ms} ms`.padStart(8), `${f.p99Ms} ms`.padStart(8), String(f.total).padStart(7));
  }
  console.log('\nPoint mirror at 1 connection (target p99 ≤ 50 ms)');
  console.log(mirror.name.padEnd(52), String(mirror.requests).padStart(6), String(mirror.non2xx).padStart(8), `${mirror.p50Ms} ms`.padStart(8), `${mirror.p99Ms} ms`.padStart(8));
}
