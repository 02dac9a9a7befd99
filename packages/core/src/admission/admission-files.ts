import * as z from 'zod/mini';
import { MSG } from '../messages';
import { uploadedFileSchema, type UploadedFile } from '../ground/uploaded-file';

// Exams and contracts of the admission (spec 001 §2 'Exam page', 'Contract page', §3 contracts, §5
// 'Contracts', §9: contract and exam files are PDF only).

export const EXAM_KINDS = ['admissionExam', 'toxicologicalExam'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

export const EXAM_LABEL: Record<ExamKind, string> = {
  admissionExam: 'Exame admissional (clínico)',
  toxicologicalExam: 'Exame toxicológico',
};

export const EXAM_MSG = {
  goToContract: 'IR PARA CONTRATO',
  fetchFailed: 'Falha ao buscar exames',
  sent: 'Exame enviado com sucesso',
  sendFailed: 'Não foi possível enviar o exame. Tente novamente.',
} as const;

/** An exam the candidate sent; the API stamps when. */
export interface ExamFile extends UploadedFile {
  uploadedAt: string;
}

/** Body of POST /api/users/admission-exam and /api/users/toxicological-exam (the caller's own exam). */
export const examBodySchema = z.object({ file: uploadedFileSchema(MSG.required) });
export type ExamBody = z.infer<typeof examBodySchema>;

/** The exams the job role asks for: the clinical one always, the toxicological one when the role requires it. */
export function requiredExams(toxicologicalExam: boolean): ExamKind[] {
  return toxicologicalExam ? ['admissionExam', 'toxicologicalExam'] : ['admissionExam'];
}

/** 'IR PARA CONTRATO' shows, and /steps/admission-exam forwards to /steps/contract, once these exist. */
export function hasRequiredExams(
  exams: Partial<Record<ExamKind, ExamFile | null>>,
  toxicologicalExam: boolean,
): boolean {
  return requiredExams(toxicologicalExam).every((kind) => Boolean(exams[kind]));
}

export const CONTRACT_NAMES = [
  'employementContract',
  'effectiveTrialPeriod',
  'extensionTrialPeriod',
  'discountAuthorization',
  'terminationExperienceContract',
  'individualOrCollectiveAgreements',
  'otherDocuments',
] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

/** The spec names the slots but quotes no labels; these are ours. */
export const CONTRACT_LABEL: Record<ContractName, string> = {
  employementContract: 'Contrato de trabalho',
  effectiveTrialPeriod: 'Efetivação do período de experiência',
  extensionTrialPeriod: 'Prorrogação do período de experiência',
  discountAuthorization: 'Autorização de desconto',
  terminationExperienceContract: 'Término do contrato de experiência',
  individualOrCollectiveAgreements: 'Acordos individuais ou coletivos',
  otherDocuments: 'Outros documentos',
};

export const CONTRACT_STATUSES = ['sent', 'approved', 'rejected'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** 001 §3, verbatim. */
export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  sent: 'Aguardando assinatura',
  approved: 'Assinado',
  rejected: 'Rejeitado',
};

export const CONTRACT_MSG = {
  noFile: 'Nenhum arquivo selecionado',
  examRequired: 'Necessário exame admissional',
  removed: 'Contrato removido',
  removeFailed: 'Falha ao remover contrato',
  checkSignature: 'VERIFICAR ASSINATURA',
  createPassword: 'CRIAR MINHA SENHA DE ACESSO',
  // Ours (the spec quotes none of these).
  uploaded: 'Contrato enviado',
  uploadFailed: 'Não foi possível enviar o contrato. Tente novamente.',
  waitForEmail: 'Aguarde: você receberá um e-mail quando o contrato estiver pronto para assinatura.',
  signed: 'Contrato assinado! Agora crie sua senha de acesso.',
  sign: 'ASSINAR CONTRATO',
  signAgreement: 'Li o contrato e concordo com seus termos',
  signAgreementRequired: 'Para assinar, marque a caixa acima confirmando que leu o contrato e concorda com ele.',
  signSucceeded: 'Contrato assinado com sucesso',
  signFailed: 'Não foi possível assinar o contrato. Tente novamente.',
  markSigned: 'MARCAR COMO ASSINADO',
  markedSigned: 'Contrato marcado como assinado',
  notSignable: 'Este contrato não está aguardando assinatura.',
  notUploaded: 'Contrato não encontrado. Peça ao RH para enviá-lo.',
  stillWaiting: 'O contrato ainda não foi assinado.',
  readyToSign: 'Há um contrato aguardando a sua assinatura: leia-o e assine abaixo.',
} as const;

/** How a contract got signed: in the app by the candidate, or marked by HR when signed elsewhere. */
export interface ContractSignature {
  signedAt: string;
  by: 'candidate' | 'hr';
  /** The signer's user id. */
  signerId: string;
  /** Candidate signatures: where from and what exactly was signed. */
  ip?: string;
  userAgent?: string;
  /** SHA-256 (hex) of the PDF bytes the candidate signed. */
  sha256?: string;
}

export interface ContractFile extends UploadedFile {
  status: ContractStatus;
  uploadedAt: string;
  signature?: ContractSignature | null;
}
export type Contracts = Partial<Record<ContractName, ContractFile>>;

const contractName = z.enum(CONTRACT_NAMES, { error: MSG.required });

/** Body of PUT /api/users/contracts/{userId}: HR sends one PDF for one slot (replacing an unsigned one). */
export const uploadContractSchema = z.object({ contract: contractName, file: uploadedFileSchema(CONTRACT_MSG.noFile) });
export type UploadContract = z.infer<typeof uploadContractSchema>;

/** Body of PUT /api/users/contracts/sign/{userId}: the candidate signs one contract, agreement ticked. */
export const signContractSchema = z.object({
  contract: contractName,
  agreed: z.literal(true, { error: CONTRACT_MSG.signAgreementRequired }),
});
export type SignContract = z.infer<typeof signContractSchema>;

/** Body of PUT /api/users/contracts/mark-signed/{userId}: HR records a contract signed elsewhere. */
export const markContractSignedSchema = z.object({ contract: contractName });

/** 001 §5: the employment contract waits for the clinical exam, and the toxicological one when required. */
export function canUploadEmploymentContract(
  exams: Partial<Record<ExamKind, ExamFile | null>>,
  toxicologicalExam: boolean,
): boolean {
  return hasRequiredExams(exams, toxicologicalExam);
}

/** Contracts HR sent that wait for the candidate's signature. */
export function contractsToSign(contracts: Contracts | null | undefined): ContractName[] {
  return CONTRACT_NAMES.filter((name) => contracts?.[name]?.status === 'sent');
}

/** 001 §4: the contract page turns into CRIAR MINHA SENHA DE ACESSO once the employment contract is approved. */
export function employmentContractSigned(contracts: Contracts | null | undefined): boolean {
  return contracts?.employementContract?.status === 'approved';
}

/** DELETE /api/users/contracts/{userId}?contract={name}. */
export const deleteContractQuerySchema = z.object({ contract: z.enum(CONTRACT_NAMES, { error: MSG.required }) });
