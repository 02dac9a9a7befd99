import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulators, type Emulators } from './emulators';
import { DATA_DIR } from './paths';
import { bindingEnv, ensureResources } from './resources';

// The upgrade on data as version 2 left it: a journey's Colaboradores counted the HR and administrator accounts
// pointing at it. Against DynamoDB Local, with the version file in a folder of its own (never the real `.local/`).

vi.mock('./paths', async (importOriginal) => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join: joinPath } = await import('node:path');
  return { ...(await importOriginal<typeof import('./paths')>()), DATA_DIR: mkdtempSync(joinPath(tmpdir(), 'colabora-upgrade-')) };
});

const VERSION_FILE = join(DATA_DIR, 'data-version');

let emulators: Emulators;
let upgradeLocalData: typeof import('./local-data-upgrade').upgradeLocalData;
let fixtures: typeof import('@colabora/functions/testing/fixtures');
let journeys: typeof import('@colabora/functions/testing/journeys');
let db: typeof import('@colabora/functions/db/service').db;

beforeAll(async () => {
  emulators = await startEmulators({ inMemory: true });
  const bindings = {
    tableName: 'colabora-upgrade-test',
    bucketName: 'colabora-upgrade-test',
    authSecret: 'upgrade-test-secret',
    mailFrom: 'Colabora <nao-responda@colabora.local>',
    appUrl: 'http://127.0.0.1:9',
  };
  await ensureResources(emulators.env, bindings, []);
  // The functions read their bindings when first imported.
  Object.assign(process.env, emulators.env, bindingEnv(bindings));
  [{ upgradeLocalData }, fixtures, journeys, { db }] = await Promise.all([
    import('./local-data-upgrade'),
    import('@colabora/functions/testing/fixtures'),
    import('@colabora/functions/testing/journeys'),
    import('@colabora/functions/db/service'),
  ]);
}, 120_000);

afterAll(async () => {
  await emulators?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A company whose journey has one employee and one HR account on it, and a second journey with nobody. */
async function companyAsVersionTwoLeftIt() {
  const company = await fixtures.createCompany();
  const [worked, empty] = await Promise.all([journeys.createTestJourney(company.id), journeys.createTestJourney(company.id)]);
  const hiringData = { regime: 'CLT' as const, workday: worked._id, workdayName: worked.name };
  await fixtures.createPerson(company.id, { statusActive: 'HIRED', hiringData });
  await fixtures.createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT', hiringData });
  // Version 2 counted the HR account on its journey, and an administrator who has since left the empty one.
  const setTotal = (id: string, totalEmployees: number) => db.entities.workday.patch({ companyId: company.id, id }).set({ totalEmployees }).go();
  await Promise.all([setTotal(worked._id, 2), setTotal(empty._id, 1)]);
  // Each journey's Colaboradores, as stored.
  return () =>
    Promise.all(
      [worked._id, empty._id].map(async (id) => (await db.entities.workday.get({ companyId: company.id, id }).go()).data?.totalEmployees),
    );
}

// A first write to a cold DynamoDB Local on a busy machine takes seconds.
describe('local data upgrade', { timeout: 60_000 }, () => {
  it("2 → 3: counts each journey's Colaboradores again from its people, HR and administrators left out", async () => {
    const totals = await companyAsVersionTwoLeftIt();
    expect(await totals()).toEqual([2, 1]);
    writeFileSync(VERSION_FILE, '2');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect(await totals()).toEqual([1, 0]);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe('3');
  });

  it('leaves data already at version 3, a freshly seeded table and an in-memory run as they are', async () => {
    const totals = await companyAsVersionTwoLeftIt();
    writeFileSync(VERSION_FILE, '3');
    await upgradeLocalData({ inMemory: false, seeded: false });
    writeFileSync(VERSION_FILE, '2');
    await upgradeLocalData({ inMemory: true, seeded: false });
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe('2');
    await upgradeLocalData({ inMemory: false, seeded: true });
    expect(await totals()).toEqual([2, 1]);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe('3');
  });
});
