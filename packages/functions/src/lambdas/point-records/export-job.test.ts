import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isRepFileJob, type AfdExportAnswer, type RepFileAnswer } from '@colabora/core/timeclock/afd/export-query';
import { readAej } from '@colabora/core/timeclock/testing/aej-reader';
import { readAfd } from '@colabora/core/timeclock/testing/afd-reader';
import type { Journey } from '@colabora/core/workday/schema';
import type { NewUser } from '../../db/entities/user';
import type { RepExportEvent } from '../../modules/timeclock/rep-export-job';
import { REP_EXPORT_DIRECT_SECONDS_ENV, REP_EXPORT_FUNCTION_ENV } from '../../modules/timeclock/rep-export-settings';
import { signedDownload } from '../../testing/detached-signature';
import { ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { clockAt, serverClockReset } from '../../testing/server-clock';
import { timeClockEmployee, workDay } from '../../testing/time-clock';
import { handler as repExport } from '../jobs/rep-export';

// Issue 23 §2: "if one Lambda cannot finish in time, the export becomes a job and the screen shows its progress".
// REP_EXPORT_DIRECT_SECONDS = 0 sends every export with records to the job: the call answers 202 with the job's
// id, Lambda's asynchronous Invoke is caught here (it queues the event: the test runs the rep-export function with
// it, as Lambda would, while it polls), `?job=` answers the progress, then the links; the file is byte for byte
// the one the direct call wrote at the same instant, and the readers written from the layouts accept it.

const invoked = vi.hoisted(() => [] as RepExportEvent[]);
vi.mock('../../modules/timeclock/rep-export-invoke', () => ({
  invokeAsync: (_name: string, event: RepExportEvent) => {
    invoked.push(event);
    return Promise.resolve();
  },
}));

let world: TestWorld;
let other: TestWorld;
let journey: Journey;
const WEEK = { startDate: '2026-10-05', endDate: '2026-10-11' };
const CONTEXT = { functionName: 'rep-export', awsRequestId: 'test', getRemainingTimeInMillis: () => 900_000 } as unknown as Context;

beforeAll(async () => {
  // The company and its people are put on the time clock (AFD types 2 and 5) before the days they work.
  clockAt('2026-10-04', '09:00');
  [world, other] = await ownAndOtherCompany();
  journey = await createTestJourney(world.company.id);
  const people = [];
  for (const [index, cpf] of ['52998224725', '11144477735'].entries()) {
    people.push(await timeClockEmployee(world.company.id, journey, { fullName: `Ponto ${index}`, documents: { cpf } as NewUser['documents'] }));
  }
  for (const person of people) {
    for (const day of ['2026-10-05', '2026-10-06', '2026-10-07']) await workDay(person, journey, day);
  }
  process.env[REP_EXPORT_FUNCTION_ENV] = 'rep-export';
  serverClockReset();
});

afterEach(() => {
  delete process.env[REP_EXPORT_DIRECT_SECONDS_ENV];
  serverClockReset();
});

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const ask = <T = RepFileAnswer>(route: 'exportAfd' | 'exportAej', query: Record<string, string>, token = hr()) =>
  invoke<T>(route, { token, params: { companyId: world.company.id }, query });

describe.each([
  { route: 'exportAfd' as const, file: 'afd', read: async (bytes: Uint8Array) => (await readAfd(bytes)).records.length },
  { route: 'exportAej' as const, file: 'aej', read: (bytes: Uint8Array) => Promise.resolve(readAej(bytes).records['05'].length) },
])('GET /api/point-registers/$file/{companyId} as a job', ({ route, file, read }) => {
  it('answers 202 with the job, its progress while it runs, then the same file the direct call gives', async () => {
    clockAt('2026-10-12', '09:00');
    const direct = await ask<AfdExportAnswer>(route, WEEK);
    expect(direct.status).toBe(200);
    const { file: directFile } = await signedDownload(direct.body);

    process.env[REP_EXPORT_DIRECT_SECONDS_ENV] = '0';
    clockAt('2026-10-12', '09:00');
    const started = await ask(route, WEEK);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ jobId: expect.any(String), progress: 0 });
    const { jobId } = started.body as { jobId: string };
    const event = invoked.at(-1)!;
    expect(event).toMatchObject({ companyId: world.company.id, jobId, file, period: WEEK, today: '2026-10-12' });
    // Not started yet: the job says 0 %.
    expect((await ask(route, { job: jobId })).body).toEqual({ jobId, progress: 0 });

    // The function runs while HR's screen polls: every answer until the file is the job's progress, never down.
    const running = repExport(event, CONTEXT);
    const seen: number[] = [];
    let answer = await ask(route, { job: jobId });
    while (answer.status === 202 && isRepFileJob(answer.body)) {
      seen.push(answer.body.progress);
      answer = await ask(route, { job: jobId });
    }
    await expect(running).resolves.toEqual({ jobId, status: 'DONE' });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((percent) => percent >= 0 && percent < 100)).toBe(true);
    // It moved while the screen asked: at least the 99 % of a file written and being signed and stored.
    expect(seen.some((percent) => percent > 0)).toBe(true);
    expect(answer.status).toBe(200);
    const done = answer.body as AfdExportAnswer;
    expect(done.fileName).toBe(direct.body.fileName);
    const { file: jobFile } = await signedDownload(done);
    expect(Buffer.from(jobFile).equals(Buffer.from(directFile))).toBe(true);
    expect(await read(jobFile)).toBeGreaterThan(0);
    // Asked again, fresh links to the same file.
    const again = await ask<AfdExportAnswer>(route, { job: jobId });
    expect(again.status).toBe(200);
    expect(Buffer.from((await signedDownload(again.body)).file).equals(Buffer.from(directFile))).toBe(true);
  });

  it("answers 404 for a job that is not the company's", async () => {
    process.env[REP_EXPORT_DIRECT_SECONDS_ENV] = '0';
    const { body } = await ask(route, WEEK);
    const { jobId } = body as { jobId: string };
    const otherCompany = await invoke<ErrorBody>(route, { token: other.people.HUMAN_RESOURCES_MANAGMENT.token, params: { companyId: other.company.id }, query: { job: jobId } });
    expect(otherCompany.status).toBe(404);
    expect((await ask<ErrorBody>(route, { job: 'nenhum' })).status).toBe(404);
  });
});
