import { beforeAll, describe, expect, it } from 'vitest';
import type { AfdExportAnswer } from '@colabora/core/timeclock/afd/export-query';
import { readAej } from '@colabora/core/timeclock/testing/aej-reader';
import type { Journey } from '@colabora/core/workday/schema';
import type { NewUser } from '../../db/entities/user';
import { db } from '../../db/service';
import { signedDownload } from '../../testing/detached-signature';
import { ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee, workDay } from '../../testing/time-clock';

// GET /api/point-registers/aej/{companyId} (issue 23 §3): the AEJ of the period from the day engine, written to the
// files bucket with its detached signature (§4), downloaded through its links, the signature checked by OpenSSL and
// the file read by the test reader written from the layout (core/timeclock/testing/aej-reader.ts).

let world: TestWorld;
let other: TestWorld;
let journey: Journey;
// Monday 05/10/2026 to Sunday 11/10/2026 on core's valid 5x2 journey (08:00–17:48, coffee 10:00–10:15, main break).
const WEEK = { startDate: '2026-10-05', endDate: '2026-10-11' };
const CPF = '52998224725';

beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  journey = await createTestJourney(world.company.id);
  const person = await timeClockEmployee(world.company.id, journey, { fullName: 'Ana Ponto', documents: { cpf: CPF } as NewUser['documents'] });
  // Monday worked whole; Tuesday without the exit; Wednesday to Friday not at all.
  await workDay(person, journey, '2026-10-05');
  await workDay(person, journey, '2026-10-06', null);
});

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const exportAej = (query: Record<string, string> = {}, token = hr(), companyId = world.company.id) =>
  invoke<AfdExportAnswer>('exportAej', { token, params: { companyId }, query });

describe('GET /api/point-registers/aej/{companyId}', () => {
  it('answers the signed AEJ of the week: the link, its schedule, its marks paired, its faults and rest days', async () => {
    const answer = await exportAej(WEEK);
    expect(answer.status).toBe(200);
    const { data: company } = await db.entities.company.get({ id: world.company.id }).go();
    expect(answer.body.fileName).toBe(`AEJ_${company!.cnpj}_20261005_20261011.txt`);
    const { file } = await signedDownload(answer.body);

    const { records } = readAej(file);
    expect(records['01'][0]).toMatchObject({ idtEmpregador: company!.cnpj, dataInicialAej: WEEK.startDate, dataFinalAej: WEEK.endDate, versaoAej: '001' });
    expect(records['02']).toEqual([{ tipoReg: '02', idRepAej: '1', tpRep: '3', nrRep: '0'.repeat(17) }]);
    // Only the person on the time clock: the company's other people have no time-clock module.
    expect(records['03']).toEqual([{ tipoReg: '03', idtVinculoAej: '1', cpf: CPF, nomeEmp: 'Ana Ponto' }]);
    expect(records['04']).toEqual([{ tipoReg: '04', codHorContratual: '0800-1748-528', durJornada: '528', times: '0800 1748' }]);
    const marks = records['05'].map((mark) => `${mark.dataHoraMarc.slice(8, 16)} ${mark.tpMarc}${mark.seqEntSaida} ${mark.fonteMarc} ${mark.codHorContratual}`);
    expect(marks).toEqual([
      '05T08:00 E1 O 0800-1748-528',
      '05T10:00 S1 O ',
      '05T10:15 E2 O ',
      '05T12:30 S2 O ',
      '05T13:30 E3 O ',
      '05T17:48 S3 O ',
      '06T08:00 E1 O 0800-1748-528',
      '06T10:00 S1 O ',
      '06T10:15 E2 O ',
      '06T12:30 S2 O ',
      '06T13:30 E3 O ',
    ]);
    expect(records['07'].map((absence) => `${absence.data} ${absence.tipoAusenOuComp}`)).toEqual([
      '2026-10-07 2',
      '2026-10-08 2',
      '2026-10-09 2',
      '2026-10-10 1',
      '2026-10-11 1',
    ]);
    expect(records['08'][0]).toMatchObject({ nomeProg: 'Colabora', tpIdtDesenv: '1' });
  });

  it('refuses bad dates with a Portuguese message', async () => {
    const reversed = await exportAej({ startDate: '2026-10-07', endDate: '2026-10-05' });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('Intervalo inválido');
  });

  it("refuses another company's AEJ (403) and an employee (403)", async () => {
    expect((await exportAej(WEEK, hr(), other.company.id)).status).toBe(403);
    expect((await exportAej(WEEK, world.people.EMPLOYEE.token)).status).toBe(403);
  });
});
