import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MSG, type ContractFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { buildEvent } from '../../http/apigw-event';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { kept, pdfBytes, readyCandidate, sendExams, uploadPdf } from '../../testing/admission-ready';
import { createCandidate, createPerson } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { mailsTo } from '../../testing/mail-store';
import { readKeptFile } from '../../modules/files/stored-file';
import { getUser } from '../../modules/person/records';
import { handler } from './handler';

type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const upload = (userId: string, body: unknown, token = world.hr.token) =>
  invoke<DetailOrError>('uploadContract', { token, params: { userId }, body });
const remove = (userId: string, contract: string, token = world.hr.token) =>
  invoke<DetailOrError>('deleteContract', { token, params: { userId }, query: { contract } });
const markSigned = (userId: string, contract: string, token = world.hr.token) =>
  invoke<DetailOrError>('markContractSigned', { token, params: { userId }, body: { contract } });
const sign = (candidate: { id: string; token: string }, body: unknown = { contract: 'employementContract', agreed: true }) =>
  invoke<DetailOrError>('signContract', { token: candidate.token, params: { userId: candidate.id }, body });

/** A candidate with the exams sent, ready for the employment contract. */
async function examinedCandidate() {
  const candidate = await readyCandidate(world);
  await sendExams(candidate);
  return candidate;
}

const storedContracts = async (userId: string) =>
  ((await getUser(world.company.id, userId))?.contracts ?? {}) as Record<string, ContractFile>;

describe('PUT /api/users/contracts/{userId}', () => {
  it("stores the PDF waiting for the signature and e-mails the candidate a link to the app", async () => {
    const candidate = await examinedCandidate();
    const file = await uploadPdf(world.hr.token, pdfBytes('trabalho'), 'contrato-de-trabalho.pdf');
    const answer = await upload(candidate.id, { contract: 'employementContract', file });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.contracts).toEqual({
      employementContract: { ...kept(file), status: 'sent', uploadedAt: expect.any(String), signature: null },
    });

    const [mail] = await mailsTo(candidate.email);
    expect(mail.subject).toBe(`${world.company.name}: contrato pronto para assinatura`);
    expect(mail.body.text).toContain(`${config.appUrl}/admission-process`);
    expect(mail.body.text).toContain(`A ${world.company.name} enviou um contrato para você assinar: Contrato de trabalho.`);
    expect(mail.body.html).toContain(`href="${config.appUrl}/admission-process"`);
  });

  it("refuses the employment contract until the exams the job role asks for exist ('Necessário exame admissional')", async () => {
    const candidate = await readyCandidate(world);
    const file = await uploadPdf(world.hr.token);
    const none = await upload(candidate.id, { contract: 'employementContract', file });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: CONTRACT_MSG.examRequired, errors: { contract: CONTRACT_MSG.examRequired } });
    // The clinical exam alone is not enough: this job role asks for the toxicological one too.
    await sendExams(candidate, ['admissionExam']);
    expect((await upload(candidate.id, { contract: 'employementContract', file })).body.message).toBe(CONTRACT_MSG.examRequired);
    // Other documents do not wait for the exams.
    expect((await upload(candidate.id, { contract: 'otherDocuments', file })).status).toBe(200);
    expect(Object.keys(await storedContracts(candidate.id))).toEqual(['otherDocuments']);
  });

  it('replaces an unsigned contract, never a signed one (409)', async () => {
    const candidate = await examinedCandidate();
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    const newer = await uploadPdf(world.hr.token, pdfBytes('versao-2'), 'versao-2.pdf');
    const replaced = await upload(candidate.id, { contract: 'employementContract', file: newer });
    expect(replaced.status).toBe(200);
    expect(replaced.body.contracts.employementContract).toMatchObject({ ...kept(newer), status: 'sent' });

    expect((await sign(candidate)).status).toBe(200);
    const again = await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: SERVER_MSG.contractSigned });
    expect((await storedContracts(candidate.id)).employementContract).toMatchObject({ ...kept(newer), status: 'approved' });
  });

  it('refuses a file that is not a PDF (400) and bad input (400), storing nothing', async () => {
    const candidate = await examinedCandidate();
    const text = await uploadPdf(world.hr.token, new TextEncoder().encode('isto não é um PDF'), 'contrato.pdf');
    const wrong = await upload(candidate.id, { contract: 'employementContract', file: text });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: SERVER_MSG.onlyPdf });
    const empty = await upload(candidate.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ contract: MSG.required, file: CONTRACT_MSG.noFile });
    const unknown = await upload(candidate.id, { contract: 'contratoQualquer', file: text });
    expect(unknown.body.errors).toEqual({ contract: MSG.required });
    expect(await storedContracts(candidate.id)).toEqual({});
  });

  it('is for HR of the person\'s company, about someone in admission (403, 404, 409)', async () => {
    const candidate = await examinedCandidate();
    const file = await uploadPdf(world.hr.token);
    const body = { contract: 'otherDocuments', file };
    expect((await upload(candidate.id, body, candidate.token)).status).toBe(403);
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    expect((await upload(candidate.id, body, employee.token)).status).toBe(403);
    const elsewhere = await upload(candidate.id, { contract: 'otherDocuments', file: await uploadPdf(other.hr.token) }, other.hr.token);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: SERVER_MSG.notFound });
    const staff = await upload(employee.id, body);
    expect(staff.status).toBe(409);
    expect(staff.body).toEqual({ message: SERVER_MSG.notInAdmission });
  });
});

describe('DELETE /api/users/contracts/{userId}?contract=', () => {
  it('removes the reference to an unsigned contract; the file itself stays in the bucket', async () => {
    const candidate = await examinedCandidate();
    const file = await uploadPdf(world.hr.token, pdfBytes('remover'));
    await upload(candidate.id, { contract: 'discountAuthorization', file });
    await upload(candidate.id, { contract: 'otherDocuments', file: await uploadPdf(world.hr.token) });
    const answer = await remove(candidate.id, 'discountAuthorization');
    expect(answer.status, answer.raw).toBe(200);
    expect(Object.keys(answer.body.contracts)).toEqual(['otherDocuments']);
    expect(await readKeptFile(kept(file).key)).toEqual(pdfBytes('remover'));

    const missing = await remove(candidate.id, 'discountAuthorization');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: SERVER_MSG.notFound });
  });

  it('never removes a signed contract (409); bad names 400; HR only, own company only', async () => {
    const candidate = await examinedCandidate();
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    await sign(candidate);
    const signed = await remove(candidate.id, 'employementContract');
    expect(signed.status).toBe(409);
    expect(signed.body).toEqual({ message: SERVER_MSG.contractSigned });
    const bad = await remove(candidate.id, 'qualquer');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ contract: MSG.required });
    expect((await remove(candidate.id, 'employementContract', candidate.token)).status).toBe(403);
    expect((await remove(candidate.id, 'employementContract', other.hr.token)).status).toBe(404);
    expect((await storedContracts(candidate.id)).employementContract?.status).toBe('approved');
  });
});

describe('PUT /api/users/contracts/sign/{userId}', () => {
  const context = { functionName: 'test', awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

  it('records the signature: when, IP, user agent and the SHA-256 of the PDF bytes; status approved', async () => {
    const candidate = await examinedCandidate();
    const bytes = pdfBytes(`assinatura-${candidate.id}`);
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token, bytes) });
    const userAgent = 'Mozilla/5.0 (Linux; Android 14) Teste';
    const before = Date.now();
    const result = await handler(
      buildEvent({
        routeName: 'signContract',
        params: { userId: candidate.id },
        body: { contract: 'employementContract', agreed: true },
        headers: { authorization: `Bearer ${candidate.token}`, 'User-Agent': userAgent },
        sourceIp: '203.0.113.45',
      }),
      context,
    );
    expect(result.statusCode, result.body).toBe(200);
    const body = JSON.parse(result.body ?? '{}') as CollaboratorDetail;
    const contract = body.contracts.employementContract;
    expect(contract?.status).toBe('approved');
    expect(contract?.signature).toEqual({
      signedAt: expect.any(String),
      by: 'candidate',
      signerId: candidate.id,
      ip: '203.0.113.45',
      userAgent,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(Date.parse(contract?.signature?.signedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('signs only a contract waiting for its signature: absent 404, already signed 409', async () => {
    const candidate = await examinedCandidate();
    const missing = await sign(candidate);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: CONTRACT_MSG.notUploaded });
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    expect((await sign(candidate)).status).toBe(200);
    const twice = await sign(candidate);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: CONTRACT_MSG.notSignable });
  });

  it("needs the agreement (400) and only the candidate's own contract (403)", async () => {
    // One after the other: invoke() shares one Lambda context object between calls.
    const candidate = await examinedCandidate();
    const someoneElse = await readyCandidate(world);
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    const unticked = await sign(candidate, { contract: 'employementContract' });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors).toEqual({ agreed: 'Para assinar, marque a caixa acima confirmando que leu o contrato e concorda com ele.' });
    const foreign = await invoke('signContract', {
      token: someoneElse.token,
      params: { userId: candidate.id },
      body: { contract: 'employementContract', agreed: true },
    });
    expect(foreign.status).toBe(403);
    const hr = await invoke('signContract', {
      token: world.hr.token,
      params: { userId: candidate.id },
      body: { contract: 'employementContract', agreed: true },
    });
    expect(hr.status).toBe(403);
    expect((await storedContracts(candidate.id)).employementContract?.status).toBe('sent');
  });
});

describe('PUT /api/users/contracts/mark-signed/{userId}', () => {
  it('HR records a contract signed elsewhere, and by whom', async () => {
    const candidate = await examinedCandidate();
    await upload(candidate.id, { contract: 'employementContract', file: await uploadPdf(world.hr.token) });
    const answer = await markSigned(candidate.id, 'employementContract');
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.contracts.employementContract).toMatchObject({
      status: 'approved',
      signature: { signedAt: expect.any(String), by: 'hr', signerId: world.hr.id },
    });
    const twice = await markSigned(candidate.id, 'employementContract');
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: CONTRACT_MSG.notSignable });
  });

  it('refuses a contract not uploaded (404), bad names (400), other roles (403) and companies (404)', async () => {
    const candidate = await createCandidate(world.company.id);
    const missing = await markSigned(candidate.id, 'effectiveTrialPeriod');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: CONTRACT_MSG.notUploaded });
    expect((await markSigned(candidate.id, '')).status).toBe(400);
    expect((await markSigned(candidate.id, 'effectiveTrialPeriod', candidate.token)).status).toBe(403);
    expect((await markSigned(candidate.id, 'effectiveTrialPeriod', other.hr.token)).status).toBe(404);
  });
});

describe("an active employee's contracts (issue 10: the collaborator detail's contracts tab)", () => {
  const exam = (tag: string) => ({ key: `kept/${tag}.pdf`, name: `${tag}.pdf`, size: 2048, uploadedAt: '2026-03-01T12:00:00.000Z' });

  /** An employee of the world's job role (which asks for the toxicological exam too). */
  function employee(overrides: Parameters<typeof createPerson>[1] = {}) {
    return createPerson(world.company.id, {
      statusActive: 'HIRED',
      jobRoleId: world.jobRole._id,
      departmentId: world.department._id,
      admissionDate: '2026-03-02',
      ...overrides,
    });
  }

  it('HR uploads, marks signed and removes them; no e-mail, since the employee signs on paper', async () => {
    const person = await employee({ statusActive: 'VACATION' });
    const file = await uploadPdf(world.hr.token, pdfBytes('prorrogacao'), 'prorrogacao.pdf');
    const uploaded = await upload(person.id, { contract: 'extensionTrialPeriod', file });
    expect(uploaded.status, uploaded.raw).toBe(200);
    expect(uploaded.body.contracts.extensionTrialPeriod).toMatchObject({ ...kept(file), status: 'sent', signature: null });
    expect(await mailsTo(person.email)).toEqual([]);

    await upload(person.id, { contract: 'otherDocuments', file: await uploadPdf(world.hr.token) });
    const signed = await markSigned(person.id, 'extensionTrialPeriod');
    expect(signed.status, signed.raw).toBe(200);
    expect(signed.body.contracts.extensionTrialPeriod).toMatchObject({ status: 'approved', signature: { by: 'hr', signerId: world.hr.id } });
    expect((await remove(person.id, 'extensionTrialPeriod')).status).toBe(409);

    const removed = await remove(person.id, 'otherDocuments');
    expect(removed.status, removed.raw).toBe(200);
    expect(Object.keys(removed.body.contracts)).toEqual(['extensionTrialPeriod']);
  });

  it("keeps the exam rule: the employment contract needs the exams the job role asks for ('Necessário exame admissional')", async () => {
    const withoutExams = await employee({ admissionExam: exam('clinico') });
    const file = await uploadPdf(world.hr.token);
    const refused = await upload(withoutExams.id, { contract: 'employementContract', file });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: CONTRACT_MSG.examRequired, errors: { contract: CONTRACT_MSG.examRequired } });
    expect(await storedContracts(withoutExams.id)).toEqual({});

    const examined = await employee({ admissionExam: exam('clinico'), toxicologicalExam: exam('toxicologico') });
    expect((await upload(examined.id, { contract: 'employementContract', file })).status).toBe(200);
  });

  it('is only for the active staff of the company: dismissed or deactivated 409, another company 404, the employee 403', async () => {
    const body = { contract: 'otherDocuments', file: await uploadPdf(world.hr.token) };
    for (const gone of [await employee({ statusActive: 'DISMISSED' }), await employee({ deactivated: true })]) {
      const answer = await upload(gone.id, body);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: SERVER_MSG.notInAdmission });
    }
    const person = await employee();
    expect((await upload(person.id, body, person.token)).status).toBe(403);
    const elsewhere = await upload(person.id, { contract: 'otherDocuments', file: await uploadPdf(other.hr.token) }, other.hr.token);
    expect(elsewhere.status).toBe(404);
    expect(await storedContracts(person.id)).toEqual({});
  });
});
