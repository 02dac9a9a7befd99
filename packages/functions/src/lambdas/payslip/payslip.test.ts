import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { FileLink } from '@colabora/core/admission/contract';
import { SERVER_MSG } from '@colabora/core/messages';
import { PAYSLIP_MSG, type Payslip, type PayslipBulkAnswer } from '@colabora/core/payslip/schema';
import { config } from '../../config';
import { db } from '../../db/service';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { pdfBytes, storedDocuments, uploadPdf } from '../../testing/admission-ready';
import { createCandidate, createPerson, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { mailsTo } from '../../testing/mail-store';
import { uploadFile } from '../../testing/upload-file';
import type { NewUser } from '../../db/entities/user';

type PayslipOrError = Payslip & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const today = TEST_COMPANY_CLOCK.today();
const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
/** Admitted about 14 months ago: this month and the 13 before are open to payslips. */
const ADMISSION = addCalendarDays(today, -420);
const admissionMonth = { month: Number(ADMISSION.slice(5, 7)), year: Number(ADMISSION.slice(0, 4)) };
const previous = thisMonth === 1 ? { month: 12, year: thisYear - 1 } : { month: thisMonth - 1, year: thisYear };
const next = thisMonth === 12 ? { month: 1, year: thisYear + 1 } : { month: thisMonth + 1, year: thisYear };

/** An active CLT employee of the world, with the CPF of their documents step. */
function employee(overrides: Partial<NewUser> = {}, company = world) {
  return createPerson(company.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    fullName: 'Bruno Holerite',
    admissionDate: ADMISSION,
    jobRoleId: company.jobRole._id,
    departmentId: company.department._id,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
    ...overrides,
  });
}

const send = async (userId: string, period: { month: number; year: number } = previous, token = world.hr.token) =>
  invoke<PayslipOrError>('createPayslip', {
    token,
    params: { userId },
    body: { ...period, file: await uploadPdf(world.hr.token, pdfBytes(`holerite-${Math.random()}`), 'holerite.pdf') },
  });
const list = (userId: string, token = world.hr.token, query: Record<string, string> = {}) =>
  invoke<Payslip[]>('listPayslips', { token, params: { userId }, query });
const remove = (userId: string, payslipId: string, token = world.hr.token) =>
  invoke<PayslipOrError>('deletePayslip', { token, params: { userId }, body: { payslipId } });
const open = (userId: string, payslipId: string, token: string) =>
  invoke<FileLink & Partial<ErrorBody>>('openPayslip', { token, params: { userId }, query: { payslipId } });

async function historyKinds(personId: string): Promise<string[]> {
  const { data } = await db.entities.personEvent.query.personHistory({ personId }).go();
  return data.map((event) => event.kind);
}

describe('POST /api/payslip/{userId}', () => {
  it('stores the PDF for the month, lists it to HR and the person, records it and e-mails the person a sign-in link', async () => {
    const person = await employee({ documents: storedDocuments('52998224725') });
    const answer = await send(person.id);
    expect(answer.status, answer.raw).toBe(201);
    const month = String(previous.month).padStart(2, '0');
    expect(answer.body).toEqual({
      _id: expect.any(String),
      date: `${previous.year}-${month}-01`,
      ...previous,
      payslip: { name: 'holerite.pdf', key: expect.stringMatching(/^files\//) },
      uploadedAt: expect.any(String),
      firstOpenedAt: null,
    });
    expect((await list(person.id)).body).toEqual([answer.body]);
    expect((await list(person.id, person.token)).body).toEqual([answer.body]);
    expect(await historyKinds(person.id)).toEqual(['payslipAdded']);

    const [mail] = await mailsTo(person.email);
    expect(mail.subject).toBe(`${world.company.name}: holerite de ${month}/${previous.year} disponível`);
    expect(mail.body.text).toContain(`Acesse ${config.appUrl}/`);
    expect(mail.body.html).toContain(`href="${config.appUrl}/"`);
    // No document number and no amount in the message.
    expect(`${mail.subject}${mail.body.text}${mail.body.html}`).not.toContain('52998224725');
    expect(mail.body.text).not.toContain('R$');
  });

  it('takes months from the admission month to the current month only (400 otherwise)', async () => {
    const person = await employee();
    expect((await send(person.id, admissionMonth)).status).toBe(201);
    expect((await send(person.id, { month: thisMonth, year: thisYear })).status).toBe(201);
    const before = admissionMonth.month === 1 ? { month: 12, year: admissionMonth.year - 1 } : { month: admissionMonth.month - 1, year: admissionMonth.year };
    for (const period of [before, next]) {
      const refused = await send(person.id, period);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: PAYSLIP_MSG.monthOutOfRange, errors: { month: PAYSLIP_MSG.monthOutOfRange } });
    }
    expect((await list(person.id)).body).toHaveLength(2);
  });

  it('is for CLT employees of the company: PJ and candidates 400, another company 404, not a PDF 400, an employee 403', async () => {
    const pj = await employee({ hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0 } });
    expect((await send(pj.id)).body).toEqual({ message: PAYSLIP_MSG.notClt });
    const candidate = await createCandidate(world.company.id);
    expect((await send(candidate.id)).body).toEqual({ message: PAYSLIP_MSG.notEmployee });
    const foreign = await employee({}, other);
    expect((await send(foreign.id)).status).toBe(404);

    const person = await employee();
    const png = await uploadFile(world.hr.token, 'foto.pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'application/pdf', 'pdf');
    const notPdf = await invoke<ErrorBody>('createPayslip', {
      token: world.hr.token,
      params: { userId: person.id },
      body: { ...previous, file: { key: png, name: 'foto.pdf', size: 8 } },
    });
    expect(notPdf.status).toBe(400);
    expect((await send(person.id, previous, person.token)).status).toBe(403);
    expect((await list(person.id)).body).toEqual([]);
  });
});

describe('GET /api/payslip/{userId}', () => {
  it('lists newest first and filters by month and year; another employee 403', async () => {
    const person = await employee();
    await send(person.id, admissionMonth);
    await send(person.id, previous);
    const all = (await list(person.id)).body;
    expect(all.map((payslip) => [payslip.month, payslip.year])).toEqual([
      [previous.month, previous.year],
      [admissionMonth.month, admissionMonth.year],
    ]);
    const filtered = await list(person.id, world.hr.token, { month: String(admissionMonth.month), year: String(admissionMonth.year) });
    expect(filtered.body.map((payslip) => payslip.month)).toEqual([admissionMonth.month]);
    const colleague = await employee();
    expect((await list(person.id, colleague.token)).status).toBe(403);
  });
});

describe('DELETE /api/payslip/{userId}', () => {
  it('removes it (HR only) and the history keeps what was removed', async () => {
    const person = await employee();
    const { body: payslip } = await send(person.id);
    expect((await remove(person.id, payslip._id, person.token)).status).toBe(403);
    const removed = await remove(person.id, payslip._id);
    expect(removed.status, removed.raw).toBe(200);
    expect((await list(person.id)).body).toEqual([]);
    expect((await remove(person.id, payslip._id)).status).toBe(404);
    expect(await historyKinds(person.id)).toEqual(['payslipAdded', 'payslipRemoved']);
    const { data: events } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(events[1].changes?.[0]).not.toHaveProperty('after');
    expect(events[1].changes?.[0].field).toBe('Holerite');
    expect(events[1].changes?.[0].before).toContain('holerite.pdf');
  });
});

describe('GET /api/payslip/open/{userId}', () => {
  it("answers a short-lived link; the person's first opening is recorded once, HR's never", async () => {
    const person = await employee();
    const { body: payslip } = await send(person.id);

    const byHr = await open(person.id, payslip._id, world.hr.token);
    expect(byHr.status).toBe(200);
    expect(byHr.body.expiresIn).toBe(60);
    expect((await list(person.id)).body[0].firstOpenedAt).toBeNull();

    expect((await open(person.id, payslip._id, person.token)).status).toBe(200);
    const first = (await list(person.id)).body[0].firstOpenedAt;
    expect(first).toEqual(expect.any(String));
    await open(person.id, payslip._id, person.token);
    expect((await list(person.id)).body[0].firstOpenedAt).toBe(first);

    const colleague = await employee();
    const refused = await open(person.id, payslip._id, colleague.token);
    expect(refused.status).toBe(403);
    expect(refused.raw).not.toContain('http');
    expect((await open(person.id, 'nenhum', world.hr.token)).body).toEqual({ message: SERVER_MSG.notFound });
  });
});

describe('POST /api/payslip/bulk', () => {
  it('matches each PDF by the CPF in its name, stores and e-mails those, and lists the files it could not match', async () => {
    const company = await admissionWorld();
    const hr = company.hr.token;
    const ana = await employee({ fullName: 'Ana Lote', documents: storedDocuments('11144477735') }, company);
    const pj = await employee({ fullName: 'Pedro PJ', documents: storedDocuments('12345678909'), hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 1, vt: 0, va: 0, vr: 0 } }, company);
    await employee({ fullName: 'Outra Empresa', documents: storedDocuments('52998224725') }, other);
    const file = async (name: string) => ({ ...(await uploadPdf(hr, pdfBytes(name), name)) });
    const files = [
      await file('111.444.777-35 holerite.pdf'),
      await file('123.456.789-09.pdf'),
      await file('529.982.247-25.pdf'),
      await file('holerite-sem-cpf.pdf'),
      // Another company's upload, named with Ana's CPF: never taken.
      await uploadPdf(other.hr.token, pdfBytes('alheio'), '111.444.777-35 alheio.pdf'),
    ];
    const answer = await invoke<PayslipBulkAnswer>('importPayslips', { token: hr, body: { ...previous, files } });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({
      created: [{ userId: ana.id, fullName: 'Ana Lote', fileName: '111.444.777-35 holerite.pdf' }],
      unmatched: [
        { fileName: '123.456.789-09.pdf', reason: PAYSLIP_MSG.notClt },
        { fileName: '529.982.247-25.pdf', reason: PAYSLIP_MSG.noPersonWithCpf },
        { fileName: 'holerite-sem-cpf.pdf', reason: PAYSLIP_MSG.noCpfInFileName },
        { fileName: '111.444.777-35 alheio.pdf', reason: SERVER_MSG.fileMissing },
      ],
    });
    const { body: payslips } = await invoke<Payslip[]>('listPayslips', { token: hr, params: { userId: ana.id } });
    expect(payslips.map((payslip) => [payslip.month, payslip.year, payslip.payslip.name])).toEqual([
      [previous.month, previous.year, '111.444.777-35 holerite.pdf'],
    ]);
    expect((await invoke<Payslip[]>('listPayslips', { token: hr, params: { userId: pj.id } })).body).toEqual([]);
    expect(await mailsTo(ana.email)).toHaveLength(1);
    expect(await mailsTo(pj.email)).toHaveLength(0);
  });

  it('refuses an empty upload (400) and is HR only (403)', async () => {
    const empty = await invoke<ErrorBody>('importPayslips', { token: world.hr.token, body: { ...previous, files: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PAYSLIP_MSG.fileRequired);
    const person = await employee();
    expect((await invoke('importPayslips', { token: person.token, body: { ...previous, files: [] } })).status).toBe(403);
  });
});
