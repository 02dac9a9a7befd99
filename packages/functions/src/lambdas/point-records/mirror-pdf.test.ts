import { randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj } from '@colabora/core/brazil/cnpj';
import { SERVER_MSG } from '@colabora/core/messages';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { MIRROR_PDF_MSG, PUNCH_MARK_LABEL, type MirrorPdfAnswer } from '@colabora/core/timeclock/mirror-document';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { CLT_FIGURE_LABEL, CLT_FIGURES, cltFigureText } from '@colabora/core/timeclock/records';
import type { Journey } from '@colabora/core/workday/schema';
import { config } from '../../config';
import { cpfOnlyDocuments } from '../../db/entities/user';
import { db } from '../../db/service';
import { ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { pdfTexts, verifyPdfSignature } from '../../testing/signed-pdf';
import { timeClockEmployee, workDay } from '../../testing/time-clock';

// GET /api/point-registers/mirror-pdf/{personId}?month=yyyy-MM (Portaria MTP 671/2021 art. 84, issue 23 §6): the
// month's ESPELHO DE PONTO as a signed PDF, read back by a reader that does not share the writer's code.

let world: TestWorld;
let other: TestWorld;
let journey: Journey;
let worker: Awaited<ReturnType<typeof timeClockEmployee>>;
const MONTH = '2026-10';
const jobTitle = `Padeira ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  journey = await createTestJourney(world.company.id);
  const role = await invoke<{ _id: string }>('createJobRole', {
    token: world.people.ADMINISTRATOR_COMPANY.token,
    body: { name: jobTitle, baseSalary: 200000, company: world.company.id },
  });
  worker = await timeClockEmployee(world.company.id, journey, {
    fullName: 'Maria da Conceição Araújo',
    admissionDate: '2025-01-02',
    documents: cpfOnlyDocuments('52998224725'),
    jobRoleId: role.body._id,
  });
  // Monday a whole day, Tuesday 40 minutes over.
  await workDay(worker, journey, '2026-10-05');
  await workDay(worker, journey, '2026-10-06', '18:28');
});

const download = (personId: string, token: string, month = MONTH) =>
  invoke<MirrorPdfAnswer & Partial<ErrorBody>>('getMirrorPdf', { token, params: { personId }, query: { month } });

async function bytes(answer: MirrorPdfAnswer): Promise<Uint8Array> {
  const response = await fetch(answer.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(answer.fileName);
  return new Uint8Array(await response.arrayBuffer());
}

/** The local stage's certificate, as the runtime binds it (packages/local/src/test-certificate.ts). */
function testCertificate(): forge.pki.Certificate {
  const der = Buffer.from(config.signingCertificate, 'base64').toString('binary');
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), config.signingCertificatePassword);
  const bag = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  if (!bag?.cert) throw new Error('no certificate in the test PKCS#12');
  return bag.cert;
}

describe('GET /api/point-registers/mirror-pdf/{personId}', () => {
  it('answers HR a 60-second link to the signed mirror with every item of art. 84, the hours the screen shows', async () => {
    const hr = world.people.HUMAN_RESOURCES_MANAGMENT.token;
    const answer = await download(worker.id, hr);
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe('espelho-ponto-2026-10-maria-da-conceicao-araujo.pdf');
    expect(new URL(answer.body.url).searchParams.get('X-Amz-Expires')).toBe('60');
    const pdf = await bytes(answer.body);

    const signature = verifyPdfSignature(pdf);
    expect(forge.pki.certificateToPem(signature.certificate)).toBe(forge.pki.certificateToPem(testCertificate()));
    expect(signature.subFilter).toBe('ETSI.CAdES.detached');

    const { data: company } = await db.entities.company.get({ id: world.company.id }).go();
    const screen = await invoke<PointMirrorAnswer>('getPointMirror', { token: hr, params: { userId: worker.id }, query: { actualMonthDate: MONTH } });
    const text = pdfTexts(pdf).join('\n');
    // Art. 84 I–IV: employer, worker, issue date and period, contracted schedule.
    for (const item of [
      MIRROR_PDF_MSG.title,
      `Empregador: ${company!.name}`,
      `CNPJ: ${formatCnpj(company!.cnpj)}`,
      'Trabalhador: Maria da Conceição Araújo',
      'CPF: 529.982.247-25',
      'Data de admissão: 02/01/2025',
      `Cargo: ${jobTitle}`,
      `${MIRROR_PDF_MSG.issuedAt}: `,
      'Período: 01/10/2026 a 31/10/2026',
      `Horário contratual: ${journey.name}`,
      'Horário contratual do dia: 08:00 às 17:48, intervalo de 01:00',
    ])
      expect(text).toContain(item);
    // Art. 84 V: every punch, marked.
    for (const time of ['08:00', '10:00', '10:15', '12:30', '13:30', '17:48', '18:28']) expect(text).toContain(`${time} ${PUNCH_MARK_LABEL.RECORDED} (NSR`);
    // Art. 84 VI: the hours of each day and of the month, as ESPELHO DE PONTO computed them.
    expect(screen.status).toBe(200);
    for (const row of screen.body.registers.filter((register) => register.clt)) {
      expect(text).toContain(`${MIRROR_PDF_MSG.worked}: ${formatMinutes(row.totalHours.value ?? 0)}`);
      for (const key of CLT_FIGURES) expect(text).toContain(`${CLT_FIGURE_LABEL[key]}: ${cltFigureText(key, row.clt![key])}`);
    }
    expect(text).toContain(MIRROR_PDF_MSG.totals);
    expect(text).toContain(`${MIRROR_PDF_MSG.worked}: ${formatMinutes(screen.body.totalMinutesWorkedByPeriod)}`);
    expect(screen.body.totals.ordinaryOvertime).toBeGreaterThan(0);
    expect(text).toContain(`${CLT_FIGURE_LABEL.ordinaryOvertime}: ${cltFigureText('ordinaryOvertime', screen.body.totals.ordinaryOvertime)}`);
  });

  it('is the employee’s for themself while the time clock is on for them', async () => {
    const own = await download(worker.id, worker.token);
    expect(own.status).toBe(200);
    verifyPdfSignature(await bytes(own.body));
    const colleague = await timeClockEmployee(world.company.id, journey);
    expect((await download(worker.id, colleague.token)).status).toBe(403);
    const withoutClock = world.people.EMPLOYEE;
    const refused = await download(withoutClock.id, withoutClock.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(POINT_REGISTER_MSG.notAllowed);
  });

  it('does not find another company’s person, and asks for a month yyyy-MM', async () => {
    const foreign = await download(worker.id, other.people.HUMAN_RESOURCES_MANAGMENT.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: SERVER_MSG.notFound });
    const bad = await download(worker.id, world.people.HUMAN_RESOURCES_MANAGMENT.token, '2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MIRROR_PDF_MSG.monthRequired);
  });
});
