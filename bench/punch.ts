import { randomUUID } from 'node:crypto';
import type { RunningApp } from '../e2e/support/local-app';
import { percentile, useRuntimeTable } from './people-list';

// Issue 12: a shift change. 500 people of one company punch within 60 s through the local gateway (POST
// /api/point-registers, each with its Idempotency-Key as the SPA sends it, asked again on a 202 as the SPA does):
// no NSR may be lost or repeated, the hash chain must hold, and we report p50/p99 to the receipt and the DynamoDB
// writes per punch (goals p99 ≤ 100 ms, ≤ 3 writes: the punch, its key, the counter's move).
// The people are written straight into the runtime's table (with their e-mail markers, so they sign in).

const PEOPLE = 500;
const WINDOW_MS = 60_000;
const PASSWORD = 'Ponto@Bench1';
const SIGN_IN_CONCURRENCY = 4;

export interface PunchFigures {
  punches: number;
  non2xx: number;
  /** Answered 202 at first ("Registrando…"), then asked again until the receipt. */
  accepted: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** NSRs handed out, compared with the counter before and after. */
  firstNsr: number;
  lastNsr: number;
  lost: number;
  repeated: number;
  chainValid: boolean;
  /** Where the chain first fails to verify, and why (what to look at when it is broken). */
  chainBreak: string | null;
  /** Items written per punch: punch + request key + its share of the counter's move, read back from the table. */
  writesPerPunch: number;
  /** Committed transactions (the counter counts them). */
  transactions: number;
  seconds: number;
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size) results.push(...(await Promise.all(items.slice(index, index + size).map(run))));
  return results;
}

export async function measurePunches(app: RunningApp, companyId: string): Promise<PunchFigures> {
  useRuntimeTable(app);
  const { db } = await import('@colabora/functions/db/service');
  const { hashPassword } = await import('@colabora/functions/lib/password');
  const { companyJourneys } = await import('@colabora/functions/modules/workday/store');
  const { cpfOnlyDocuments } = await import('@colabora/functions/db/entities/user');
  const { punchHash } = await import('@colabora/core/timeclock/punch-hash');
  const { API, routeKey } = await import('@colabora/core/api-routes');
  const { PUNCH_POLL_MS } = await import('@colabora/core/timeclock/point-register-api');
  const { ASKING_HEADER, IDEMPOTENCY_HEADER } = await import('@colabora/core/api-routes');

  const journey = (await companyJourneys(companyId))[0];
  // A cheap scrypt cost: 500 sign-ins at the OWASP cost would take minutes (the code is the same).
  const passwordHash = await hashPassword(PASSWORD, 12);
  const people = Array.from({ length: PEOPLE }, (_, index) => ({
    companyId,
    id: randomUUID(),
    email: `turno-${index}-${randomUUID().slice(0, 8)}@bench.com.br`,
    fullName: `Turno ${String(index).padStart(3, '0')}`,
    role: 'EMPLOYEE' as const,
    passwordHash,
    deactivated: false,
    statusActive: 'HIRED' as const,
    recordPoints: true,
    admissionDate: '2025-03-02',
    hiringData: { regime: 'CLT' as const, workday: journey.id, workdayName: journey.name },
    documents: cpfOnlyDocuments(String(10_000_000_000 + index * 7919).slice(0, 11)),
  }));
  await db.entities.user.put(people).go({ concurrent: 4 });
  await db.entities.userEmail.put(people.map((person) => ({ email: person.email, userId: person.id, companyId }))).go({ concurrent: 4 });
  const tokens = await inBatches(people, SIGN_IN_CONCURRENCY, async (person) => {
    const answer = await fetch(`${app.appUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: PASSWORD }),
    });
    return ((await answer.json()) as { token: string }).token;
  });

  const counter = async () => (await db.entities.punchCounter.get({ companyId }).go({ consistent: true })).data;
  const before = await counter();
  const started = performance.now();
  const keys = people.map(() => randomUUID());
  const answers = await Promise.all(
    people.map(async (_person, index) => {
      // Each person at their own moment of the minute, as a shift change spreads.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * WINDOW_MS));
      const sent = performance.now();
      const ask = (asking = false) =>
        fetch(`${app.appUrl}/api/point-registers`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[index]}`,
            [IDEMPOTENCY_HEADER]: keys[index],
            ...(asking && { [ASKING_HEADER]: '1' }),
          },
          body: JSON.stringify({ type: 'ENTRY' }),
        });
      let answer = await ask();
      const first = answer.status;
      // 202 "Registrando…": asked for with the same key, as the SPA does, until the receipt (issue 25).
      while (answer.status === 202) {
        await new Promise((resolve) => setTimeout(resolve, PUNCH_POLL_MS));
        answer = await ask(true);
      }
      const body = (await answer.json()) as { punch?: { nsr: number } };
      return { status: answer.status, first, ms: performance.now() - sent, nsr: body.punch?.nsr ?? null };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await counter();

  const start = before?.nsr ?? 0;
  const numbers = answers.flatMap((answer) => (answer.nsr === null ? [] : [answer.nsr]));
  const distinct = new Set(numbers);
  const expected = Array.from({ length: (after?.nsr ?? 0) - start }, (_, index) => start + index + 1);
  // Only the NSRs the counter handed out during the run: the mirror bench writes its person's month straight
  // into the table with NSRs from 900 000 (bench/point-records.ts), outside the chain.
  const { data: chain } = await db.entities.punch.query
    .companyPunches({ companyId })
    .between({ nsr: start + 1 }, { nsr: after?.nsr ?? start })
    .go({ pages: 'all' });
  let previous = before?.lastHash ?? null;
  let chainBreak = chain.length === expected.length ? null : `${chain.length} punches read for ${expected.length} NSRs`;
  for (const [index, punch] of chain.entries()) {
    if (chainBreak) break;
    if (punch.nsr !== expected[index]) chainBreak = `NSR ${punch.nsr} where ${expected[index]} was expected`;
    else if (punch.hash !== (await punchHash(punch, previous))) chainBreak = `the hash of NSR ${punch.nsr} does not verify`;
    previous = punch.hash;
  }
  const chainValid = chainBreak === null;
  const requests = await inBatches(
    people.map((person, index) => ({ userId: person.id, key: keys[index] })),
    25,
    async ({ userId, key }) => ((await db.entities.idempotentRequest.get({ companyId, callerId: userId, routeKey: routeKey(API.punch), key }).go()).data ? 1 : 0),
  );
  const transactions = (after?.transactions ?? 0) - (before?.transactions ?? 0);
  // Each request's key is written once, by the writer, with the punch.
  const items = chain.length + requests.reduce<number>((sum, found) => sum + found, 0) + transactions;
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    punches: answers.length,
    non2xx: answers.filter((answer) => answer.status < 200 || answer.status > 299).length,
    accepted: answers.filter((answer) => answer.first === 202).length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    firstNsr: start + 1,
    lastNsr: after?.nsr ?? 0,
    lost: expected.filter((nsr) => !distinct.has(nsr)).length,
    repeated: numbers.length - distinct.size,
    chainValid,
    chainBreak,
    writesPerPunch: items / Math.max(1, chain.length),
    transactions,
    seconds,
  };
}

export function printPunchFigures(f: PunchFigures): void {
  console.log(`\nPunch at a shift change: ${f.punches} people of one company within ${WINDOW_MS / 1000} s (targets: no lost or repeated NSR, p99 ≤ 100 ms, ≤ 3 writes)`);
  console.log(`  answers: ${f.punches - f.non2xx} × 201 (${f.accepted} of them after a 202), ${f.non2xx} other, in ${f.seconds.toFixed(1)} s`);
  console.log(`  latency to the receipt: p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms`);
  console.log(`  NSR ${f.firstNsr}..${f.lastNsr}: ${f.lost} lost, ${f.repeated} repeated; hash chain ${f.chainValid ? 'valid' : `BROKEN (${f.chainBreak})`}`);
  console.log(
    `  DynamoDB writes per punch: ${f.writesPerPunch.toFixed(2)} (punch + its Idempotency-Key kept with the receipt + the counter's move, shared by the ${(f.punches / Math.max(1, f.transactions)).toFixed(2)} punches a transaction wrote on average)`,
  );
}
