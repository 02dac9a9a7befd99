import type { CollaboratorDetail, WorkdayOption } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { STEP_NAMES } from '@colabora/core/admission/steps';
import type { UploadPurpose } from '@colabora/core/uploads/schema';
import { createTestJourney } from './journeys';
import { invoke } from './invoke';
import { uploadFile } from './upload-file';

// Test data for the candidate's steps: real uploads through the presigned POST, the five step bodies, and
// helpers that take a candidate through the steps and HR through the review (exam, contract and
// activation tests start from there).

/** The smallest files whose first bytes say what they are (the API sniffs magic bytes). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** Uploads `bytes` as the browser would and answers the reference a step body carries. */
export async function uploadStepFile(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  purpose: UploadPurpose = 'document',
): Promise<UploadedFile> {
  const contentType = TYPES[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const key = await uploadFile(token, fileName, bytes, contentType, purpose);
  return { key, name: fileName, size: bytes.length };
}

export const uploadPhoto = (token: string, fileName = 'selfie.png', bytes = PNG_BYTES) =>
  uploadStepFile(token, fileName, bytes, 'photo');
export const uploadDocument = (token: string, fileName = 'documento.pdf', bytes = PDF_BYTES) =>
  uploadStepFile(token, fileName, bytes, 'document');

/** CPFs with right check digits: the candidate's, then dependents'. */
export const CANDIDATE_CPF = '52998224725';
export const DEPENDENT_CPFS = ['11144477735', '12345678909'] as const;

export const personalDataBody = (profilePicture: UploadedFile) => ({
  nationality: 'Brasil',
  state: 'MG',
  cityOfBirth: 'Belo Horizonte',
  birthDate: '1990-05-20',
  gender: 'Feminino',
  raceColor: 'Parda',
  deficiency: 'Nenhuma',
  profilePicture,
  isWhatsApp: true,
});

export const familyDataBody = (dependentCpfs: readonly string[] = [DEPENDENT_CPFS[0]]) => ({
  maritalStatus: 'Casado(a)',
  mothersName: 'Maria da Silva',
  fathersName: 'José da Silva',
  hasDependents: dependentCpfs.length > 0,
  dependents: dependentCpfs.map((dependentCpf, index) => ({
    dependentName: ['Pedro Souza', 'Clara Souza', 'Lucas Souza'][index % 3],
    dependentType: 'Filho(a)',
    dependentbirthDate: '2015-08-01',
    dependentCpf,
  })),
});

export const documentsBody = (photoCPF: UploadedFile, cpf = CANDIDATE_CPF) => ({
  cpf,
  pisNumber: '',
  rgNumber: 'MG1234567',
  rgExpeditionDate: '2010-06-01',
  rgOrganUfEmitter: 'SSP/MG',
  photoCPF,
  photoFrontRg: null,
});

export const addressBody = (receipt: UploadedFile) => ({
  cep: '01.310-100',
  state: 'SP',
  city: 'São Paulo',
  publicPlace: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  type: 'Avenida',
  proofOfAddress: true,
  receipt,
});

export const bankDataBody = (photoBankAccountReceipt: UploadedFile) => ({
  bank: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
  agency: '0001',
  typeAccount: 'Conta corrente',
  account: '1234567',
  digit: '8',
  photoBankAccountReceipt,
  isWhatsApp: true,
});

type Person = { id: string; token: string; inviteId?: string };

async function expectSaved(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<CollaboratorDetail> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} refused: ${status} ${JSON.stringify(body)}`);
  return body as CollaboratorDetail;
}

/**
 * The candidate accepts the terms (when their invite is given: the steps open only then) and fills steps 1 to 5
 * in order, with real uploads; answers the detail after step 5.
 */
export async function fillCandidateSteps(candidate: Person): Promise<CollaboratorDetail> {
  const { id: userId, token, inviteId } = candidate;
  if (inviteId) {
    const accepted = await invoke('updateInvite', { token, params: { inviteId }, body: { accepted: true } });
    if (accepted.status !== 200) throw new Error(`terms refused: ${accepted.status} ${accepted.raw}`);
  }
  const [photo, cpfPhoto, receipt, bankProof] = await Promise.all([
    uploadPhoto(token),
    uploadDocument(token, 'cpf.pdf'),
    uploadDocument(token, 'comprovante.jpg', JPEG_BYTES),
    uploadDocument(token, 'cartao.png', PNG_BYTES),
  ]);
  const save = (route: Parameters<typeof invoke>[0], body: unknown) =>
    expectSaved(invoke<CollaboratorDetail>(route, { token, params: { userId }, body }), route);
  await save('savePersonalData', personalDataBody(photo));
  await save('saveFamilyData', familyDataBody());
  await save('saveDocuments', documentsBody(cpfPhoto));
  await save('saveAddress', addressBody(receipt));
  return save('saveBankData', bankDataBody(bankProof));
}

/** The company's first workday, created when it has none yet. */
async function someWorkday(hrToken: string, companyId: string): Promise<WorkdayOption> {
  const listed = await invoke<WorkdayOption[]>('listWorkdays', { token: hrToken, params: { companyId } });
  return listed.body[0] ?? createTestJourney(companyId, 'Comercial 44h');
}

/** The DADOS CONTRATAÇÃO body HR sends for this person (their regime, a 30/60 period for CLT). */
export function hiringDataBody(person: CollaboratorDetail, workday: string) {
  const { regime, vt, va, vr } = person.hiringData;
  const pay = { hasStandardSalary: false, salary: 350000, vt, va, vr, workday };
  return regime === 'CLT' ? { regime, ...pay, ...experienceDates(person.admissionDate, '30/60') } : { regime, ...pay };
}

/**
 * HR saves the hiring data and approves every step under analysis (after fillCandidateSteps, the five
 * candidate steps): the candidate ends WAITING_CONTRACT_SIGN. Answers the final detail.
 */
export async function approveAllSteps(hrToken: string, userId: string): Promise<CollaboratorDetail> {
  const person = await expectSaved(invoke<CollaboratorDetail>('getUser', { token: hrToken, params: { id: userId } }), 'getUser');
  const workday = await someWorkday(hrToken, person.company._id);
  let detail = await expectSaved(
    invoke<CollaboratorDetail>('saveHiringData', { token: hrToken, params: { userId }, body: hiringDataBody(person, workday._id) }),
    'saveHiringData',
  );
  for (const stepName of STEP_NAMES.filter((name) => detail.steps[name].status === 'underAnalysis')) {
    detail = await expectSaved(
      invoke<CollaboratorDetail>('updateStep', { token: hrToken, params: { userId }, body: { stepName, status: 'approved' } }),
      `approve ${stepName}`,
    );
  }
  return detail;
}
