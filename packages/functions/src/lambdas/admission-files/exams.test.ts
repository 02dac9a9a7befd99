import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { createCatalogItem } from '../../modules/catalog/create-item';
import { jobRoles } from '../job-role/store';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { kept, pdfBytes, readyCandidate, sendExams, signEmploymentContract, uploadPdf } from '../../testing/admission-ready';
import { createCandidate, createPerson } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';

type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const sendExam = (token: string, body: unknown, route: 'uploadAdmissionExam' | 'uploadToxicologicalExam' = 'uploadAdmissionExam') =>
  invoke<DetailOrError>(route, { token, body });

describe('POST /api/users/admission-exam and /api/users/toxicological-exam', () => {
  it("stores the candidate's own PDF exams, stamped, and answers the detail", async () => {
    const candidate = await readyCandidate(world);
    const file = await uploadPdf(candidate.token, pdfBytes('clinico'), 'exame-clinico.pdf');
    const before = Date.now();
    const answer = await sendExam(candidate.token, { file });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body._id).toBe(candidate.id);
    expect(answer.body.admissionExam).toEqual({ ...kept(file), uploadedAt: expect.any(String) });
    expect(Date.parse(answer.body.admissionExam?.uploadedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.body.toxicologicalExam).toBeNull();

    // The world's job role asks for the toxicological exam.
    const toxicological = await uploadPdf(candidate.token, pdfBytes('toxicologico'), 'toxicologico.pdf');
    const second = await sendExam(candidate.token, { file: toxicological }, 'uploadToxicologicalExam');
    expect(second.status, second.raw).toBe(200);
    expect(second.body.toxicologicalExam).toMatchObject(kept(toxicological));
    expect(second.body.admissionExam).toMatchObject(kept(file));
  });

  it('refuses exams before every step is approved (409)', async () => {
    const candidate = await createCandidate(world.company.id, { jobRoleId: world.jobRole._id });
    const answer = await sendExam(candidate.token, { file: await uploadPdf(candidate.token) });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: SERVER_MSG.examsBeforeApproval });
    expect((await getUser(world.company.id, candidate.id))?.admissionExam).toBeUndefined();
  });

  it('refuses the toxicological exam when the job role does not ask for it (400)', async () => {
    const role = await createCatalogItem(jobRoles, world.company.id, {
      name: `Auxiliar ${randomUUID().slice(0, 6)}`,
      baseSalary: 200000,
      toxicologicalExam: false,
    });
    const candidate = await readyCandidate(world, { jobRoleId: role._id });
    const answer = await sendExam(candidate.token, { file: await uploadPdf(candidate.token) }, 'uploadToxicologicalExam');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.toxicologicalNotRequired });
  });

  it('refuses a file that is not a PDF, keeping the exam already stored', async () => {
    const candidate = await readyCandidate(world);
    const good = await uploadPdf(candidate.token);
    expect((await sendExam(candidate.token, { file: good })).status).toBe(200);
    const text = await uploadPdf(candidate.token, new TextEncoder().encode('apenas texto, não é um PDF'), 'exame.pdf');
    const answer = await sendExam(candidate.token, { file: text });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.onlyPdf });
    expect((await getUser(world.company.id, candidate.id))?.admissionExam).toMatchObject(kept(good));
  });

  it('refuses bad input (400) and files of another company (404)', async () => {
    const candidate = await readyCandidate(world);
    const empty = await sendExam(candidate.token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: MSG.required });
    const outsider = await createPerson(other.company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' });
    const foreign = await sendExam(candidate.token, { file: await uploadPdf(outsider.token) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: SERVER_MSG.fileMissing });
  });

  it('is for candidates only (403)', async () => {
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    const file = await uploadPdf(world.hr.token);
    expect((await sendExam(world.hr.token, { file })).status).toBe(403);
    expect((await sendExam(employee.token, { file })).status).toBe(403);
    expect((await sendExam(employee.token, { file }, 'uploadToxicologicalExam')).status).toBe(403);
  });

  it('lets an exam be replaced until the employment contract is signed (then 409)', async () => {
    const candidate = await readyCandidate(world);
    await sendExams(candidate);
    const replacement = await uploadPdf(candidate.token, pdfBytes('novo'), 'novo-exame.pdf');
    const replaced = await sendExam(candidate.token, { file: replacement });
    expect(replaced.status).toBe(200);
    expect(replaced.body.admissionExam).toMatchObject(kept(replacement));

    await signEmploymentContract(world, candidate);
    const late = await sendExam(candidate.token, { file: await uploadPdf(candidate.token) });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: SERVER_MSG.examsLocked });
    expect((await getUser(world.company.id, candidate.id))?.admissionExam).toMatchObject(kept(replacement));
  });
});
