import { generateCpf } from '@colabora/core/brazil/cpf';
import type { ExamKind } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { STEP_NAMES, type Steps } from '@colabora/core/admission/steps';
import { keptFileKey } from '../modules/files/upload-key';
import type { AdmissionWorld } from './admission';
import { createCandidate } from './fixtures';
import { invoke } from './invoke';
import { uploadFile } from './upload-file';
import type { NewUser } from '../db/entities/user';

// Candidates past the six steps, set straight through the entity (faster than filling and approving every
// step through the API), and the PDFs they and HR send.

export const ADMISSION_DATE = '2099-01-01';

export function approvedSteps(): Steps {
  return Object.fromEntries(STEP_NAMES.map((name) => [name, { status: 'approved', reason: null }])) as Steps;
}

/** A CLT hire's hiring data: R$ 3.000,00, no allowances, a 30/60 experience from the admission day. */
export function cltHiringData(admissionDate: string): NonNullable<NewUser['hiringData']> {
  return { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, ...experienceDates(admissionDate, '30/60') };
}

/** The documents step as its save stores it (the CPF as 11 digits and its photo), for people set straight through the entity. */
export function storedDocuments(cpf: string): NonNullable<NewUser['documents']> {
  return { cpf, photoCPF: { key: 'files/teste/cpf.pdf', name: 'cpf.pdf', size: 1024 } };
}

/** A CLT candidate of the world's job role (which asks for the toxicological exam), every step approved. */
export function readyCandidate(world: AdmissionWorld, overrides: Partial<NewUser> = {}) {
  return createCandidate(world.company.id, {
    role: 'WAITING_CONTRACT_SIGN',
    steps: approvedSteps(),
    percentageFilled: 100,
    admissionDate: ADMISSION_DATE,
    jobRoleId: world.jobRole._id,
    departmentId: world.department._id,
    hiringData: cltHiringData(ADMISSION_DATE),
    // Their documents hold a CPF: activation with the time clock on asks for one.
    documents: storedDocuments(generateCpf()),
    ...overrides,
  });
}

/** A small, valid-looking PDF; `tag` makes its bytes (and hash) unique. */
export function pdfBytes(tag = 'contrato'): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A PDF sent the way the browser sends it (presigned POST, purpose 'pdf'); the reference a call carries. */
export async function uploadPdf(
  token: string,
  bytes: Uint8Array = pdfBytes(),
  fileName = 'documento.pdf',
): Promise<UploadedFile> {
  const key = await uploadFile(token, fileName, bytes, 'application/pdf', 'pdf');
  return { key, name: fileName, size: bytes.length };
}

/** The reference a record holds once the API accepted `file` (copied out of uploads/ to its kept key). */
export function kept(file: UploadedFile): UploadedFile {
  return { ...file, key: keptFileKey(file.key) };
}

const EXAM_ROUTE = { admissionExam: 'uploadAdmissionExam', toxicologicalExam: 'uploadToxicologicalExam' } as const;

/** The candidate sends the exams through the API. */
export async function sendExams(
  candidate: { token: string },
  kinds: ExamKind[] = ['admissionExam', 'toxicologicalExam'],
): Promise<void> {
  for (const kind of kinds) {
    const file = await uploadPdf(candidate.token, pdfBytes(kind));
    const answer = await invoke(EXAM_ROUTE[kind], { token: candidate.token, body: { file } });
    if (answer.status !== 200) throw new Error(`exam refused: ${answer.raw}`);
  }
}

/** The employment contract uploaded by HR and signed by the candidate (exams sent before: sendExams). */
export async function signEmploymentContract(
  world: AdmissionWorld,
  candidate: { id: string; token: string },
): Promise<CollaboratorDetail> {
  const uploaded = await invoke('uploadContract', {
    token: world.hr.token,
    params: { userId: candidate.id },
    body: { contract: 'employementContract', file: await uploadPdf(world.hr.token) },
  });
  if (uploaded.status !== 200) throw new Error(`contract refused: ${uploaded.raw}`);
  const signed = await invoke<CollaboratorDetail>('signContract', {
    token: candidate.token,
    params: { userId: candidate.id },
    body: { contract: 'employementContract', agreed: true },
  });
  if (signed.status !== 200) throw new Error(`signature refused: ${signed.raw}`);
  return signed.body;
}
