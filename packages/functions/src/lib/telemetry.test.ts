import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../http/apigw-event';
import { createCompany, createPerson, TEST_PASSWORD, type TestCompany } from '../testing/fixtures';
import { stopDynamo } from '../testing/dynamo-commands';
import { invoke } from '../testing/invoke';
import { METRIC, METRICS_NAMESPACE } from './metrics';

// What a stage's operators see: JSON log lines with the call's correlation id, and business metrics as
// CloudWatch embedded-metric lines; never the personal data of the call.

let company: TestCompany;
beforeAll(async () => {
  company = await createCompany();
});
afterEach(() => vi.restoreAllMocks());

/** Every line written through the console while `run` runs (Powertools writes there in tests). */
async function written(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  await run();
  return lines;
}

const metricsIn = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { _aws?: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] } } & Record<string, unknown>)
    .filter((entry) => entry._aws)
    .flatMap((entry) =>
      entry._aws?.CloudWatchMetrics.flatMap((group) => group.Metrics.map((m) => ({ namespace: group.Namespace, name: m.Name, value: entry[m.Name] }))) ?? [],
    );

describe('business metrics', () => {
  it('counts refused and accepted sign-ins, without the e-mail or the password', async () => {
    const person = await createPerson(company.id, { role: 'EMPLOYEE' });
    const refused = await written(() => invoke('signIn', { body: { email: person.email, password: 'Errada@123' } }));
    expect(metricsIn(refused)).toEqual([{ namespace: METRICS_NAMESPACE, name: METRIC.signInRefused, value: 1 }]);
    const accepted = await written(() => invoke('signIn', { body: { email: person.email, password: TEST_PASSWORD } }));
    expect(metricsIn(accepted)).toEqual([{ namespace: METRICS_NAMESPACE, name: METRIC.signIn, value: 1 }]);
    const all = [...refused, ...accepted].join('\n');
    expect(all).not.toContain(person.email);
    expect(all).not.toContain('Errada@123');
    expect(all).not.toContain(TEST_PASSWORD);
  });
});

describe('logs', () => {
  it("write a failed call as JSON with the API's request id and route, and nothing of the request", async () => {
    const hr = await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' });
    const cpf = '529.982.247-25';
    const event = buildEvent({
      routeName: 'createJobRole',
      body: { name: `Analista ${cpf}`, baseSalary: 250000, toxicologicalExam: false, company: company.id },
      headers: { authorization: `Bearer ${hr.token}` },
    });
    const { handler } = await import('../lambdas/job-role/handler');
    const outage = stopDynamo();
    const lines = await written(async () => {
      const answer = await handler(event, { functionName: 'job-role', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as never);
      expect(answer.statusCode).toBe(500);
    });
    outage.stop();
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.level === 'ERROR');
    expect(failure).toMatchObject({
      message: 'call failed',
      correlation_id: event.requestContext.requestId,
      route: 'POST /api/job-role',
      error: { name: expect.any(String), message: expect.stringContaining('Service unavailable') },
    });
    const all = lines.join('\n');
    expect(all).not.toContain(cpf);
    expect(all).not.toContain(hr.token);
  });
});
