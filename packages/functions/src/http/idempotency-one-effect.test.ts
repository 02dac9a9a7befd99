import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { IDEMPOTENCY_HEADER, type RouteName } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { personLedger } from '../modules/timeclock/ledger';
import { holidays } from '../modules/holiday/store';
import { admissionWorld, collaboratorBody, type AdmissionWorld } from '../testing/admission';
import { createPerson, TEST_COMPANY_CLOCK } from '../testing/fixtures';
import { invoke, type InvokeOptions } from '../testing/invoke';
import { mailsTo } from '../testing/mail-store';

// Issue 20 §2: one Idempotency-Key, one effect, whatever the order or concurrency. Each route gets the sequence
// that created twice (A, A again, B with the same key, A again) and 20 parallel calls with one key; the records
// in DynamoDB Local are counted afterwards.

let world: AdmissionWorld;
beforeAll(async () => {
  world = await admissionWorld();
});

const today = TEST_COMPANY_CLOCK.today();

interface Case {
  route: RouteName;
  /** A fresh subject (a person whose ledger or requests are counted, a holiday name…) and its calls. */
  setUp: () => Promise<{
    call: (variant: 'A' | 'B' | 'C') => Omit<InvokeOptions, 'headers'>;
    /** How many records the variant's calls left. */
    count: (variant: 'A' | 'B' | 'C') => Promise<number>;
  }>;
}

const clockEmployee = () =>
  createPerson(world.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true, admissionDate: '2025-01-02', hiringData: { regime: 'CLT' } });

const ledgerCount = async (userId: string, over: (line: { minutes: number }) => boolean) =>
  (await personLedger(world.company.id, userId)).filter(over).length;

const CASES: Case[] = [
  {
    route: 'payHours',
    setUp: async () => {
      const person = await clockEmployee();
      const hoursPaid = { A: '01:30', B: '02:00', C: '00:45' } as const;
      const minutes = { A: -90, B: -120, C: -45 } as const;
      return {
        call: (v) => ({
          token: world.hr.token,
          params: { id: person.id },
          // A new person's bank is empty: HR confirms the negative balance (comp-time's own tests cover the refusal).
          body: { justification: 'Pagas na folha', hoursPaid: hoursPaid[v], paymentDate: today, paidValue: 4567, allowNegative: true },
        }),
        count: (v) => ledgerCount(person.id, (line) => line.minutes === minutes[v]),
      };
    },
  },
  {
    route: 'compensateHours',
    setUp: async () => {
      const person = await clockEmployee();
      const minutes = { A: 120, B: 60, C: 30 } as const;
      return {
        call: (v) => ({
          token: world.hr.token,
          params: { id: person.id },
          body: { justification: 'Folga combinada', compensationDate: addCalendarDays(today, 2), totalMinutesCompensated: minutes[v], allowNegative: true },
        }),
        count: (v) => ledgerCount(person.id, (line) => line.minutes === -minutes[v]),
      };
    },
  },
  {
    route: 'requestDayOff',
    setUp: async () => {
      const person = await clockEmployee();
      const day = { A: 7, B: 8, C: 9 } as const;
      return {
        call: (v) => ({
          token: person.token,
          body: { reason: 'REQUEST_DAY_OFF', solicitationDate: addCalendarDays(today, day[v]), justification: 'Consulta médica' },
        }),
        count: async (v) => {
          const mine = await invoke<Page<PointSolicitation>>('listMyRequests', { token: person.token });
          return mine.body.docs.filter((request) => request.solicitationDate === addCalendarDays(today, day[v])).length;
        },
      };
    },
  },
  {
    route: 'createHoliday',
    setUp: async () => {
      const tag = randomUUID().slice(0, 6);
      const date = { A: '2031-03-10', B: '2031-03-11', C: '2031-03-12' } as const;
      return {
        call: (v) => ({
          token: world.hr.token,
          body: { name: `Feriado ${v} ${tag}`, type: 'MUNICIPAL', holidayModel: 'date', date: date[v], company: world.company.id },
        }),
        count: async (v) => (await holidays.list(world.company.id)).filter((h) => h.name === `Feriado ${v} ${tag}`).length,
      };
    },
  },
  {
    route: 'createEmployee',
    setUp: async () => {
      const bodies = { A: collaboratorBody(world), B: collaboratorBody(world), C: collaboratorBody(world) };
      return {
        call: (v) => ({ token: world.hr.token, body: bodies[v] }),
        // Every admission e-mails its invite once.
        count: async (v) => (await mailsTo(bodies[v].email)).length,
      };
    },
  },
];

describe.each(CASES)('Idempotency-Key on $route: one key, one effect', ({ route, setUp }) => {
  it('A, A again, B with the same key (409), A again: one record, every retry answers the first', async () => {
    const { call, count } = await setUp();
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const send = (v: 'A' | 'B') => invoke<{ _id: string }>(route, { ...call(v), headers });
    const first = await send('A');
    expect(first.status, first.raw).toBe(201);
    const again = await send('A');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await send('B');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: SERVER_MSG.requestKeyReused });
    const last = await send('A');
    expect(last.status).toBe(201);
    expect(last.body).toEqual(first.body);
    expect(await count('A')).toBe(1);
    expect(await count('B')).toBe(0);
  });

  it('20 parallel calls with one key: one record, each answered with it', async () => {
    const { call, count } = await setUp();
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
    // Started 20 ms apart, so later calls meet the first one running, and then done (the SPA's retries do).
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        return invoke<{ _id: string }>(route, { ...call('C'), headers });
      }),
    );
    expect(await count('C')).toBe(1);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body._id));
    expect(ids.size).toBe(1);
    // A call that outwaited the first one is told so (409), never given a second effect.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
  });
});
