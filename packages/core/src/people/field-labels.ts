import type { Additional } from '../admission/additionals';
import type { CollaboratorDetail, Saved } from '../admission/contract';
import type { Address } from '../admission/address';
import type { BankData } from '../admission/bank-data';
import type { Documents } from '../admission/documents';
import type { FamilyData } from '../admission/family-data';
import { CHECKUP_CONDITION_LABEL, APPROVED_CHECKUP_LABEL } from '../dismissal/checkup';
import { DISMISSAL_DOCUMENT_LABEL } from '../dismissal/documents';
import { DISMISSAL_MSG } from '../dismissal/messages';
import { SHUT_DOWN_FIELD_LABEL } from '../dismissal/shut-down-data';

// The label of each field of a person, one record per concept (the spec names the fields only; the labels are
// ours): the tabs that show the data and the change history, which records each field by its path
// ('hiringData.workdayName'), both read them here. Typed by the data, so a new field asks for its label.

type Labels<T> = Record<keyof T, string>;

/** DADOS CONTRATAÇÃO: the offer and what HR fills (the journey by its name; its id is not shown). */
export const HIRING_DATA_LABEL: Labels<Omit<CollaboratorDetail['hiringData'], 'workday' | 'additional'>> = {
  regime: 'Regime de contratação',
  hasStandardSalary: 'Padrão ao cargo',
  salary: 'Salário',
  vt: 'Vale transporte',
  va: 'Vale alimentação',
  vr: 'Vale refeição',
  workdayName: 'Jornada de trabalho',
  placeOfWork: 'Local de trabalho',
  experiencePeriod: 'Período de experiência',
  beginningOfFirstPeriod: 'Início do primeiro período',
  endOfFirstPeriod: 'Fim do primeiro período',
  startOfSecondPeriod: 'Início do segundo período',
  endOfSecondPeriod: 'Fim do segundo período',
};

/** The additionals of DADOS CONTRATAÇÃO. */
export const ADDITIONAL_LABEL: Labels<Additional> = {
  warning: 'Sobreaviso',
  unhealthy: 'Insalubridade',
  unhealthyPercentage: 'Percentual de insalubridade',
  risk: 'Risco',
  dangerousness: 'Periculosidade',
};

/** The contact of DADOS PESSOAIS, which HR edits. */
export const CONTACT_LABEL = {
  email: 'E-mail',
  phone: 'Telefone',
  isWhatsApp: 'Telefone é WhatsApp',
} as const;

export const FAMILY_DATA_LABEL: Labels<Saved<FamilyData>> = {
  maritalStatus: 'Estado civil',
  mothersName: 'Nome da mãe',
  fathersName: 'Nome do pai',
  hasDependents: 'Possui dependentes',
  dependents: 'Dependentes',
};

export const DOCUMENTS_LABEL: Labels<Saved<Documents>> = {
  cpf: 'CPF',
  photoCPF: 'Foto do CPF',
  pisNumber: 'PIS',
  rgNumber: 'RG',
  rgExpeditionDate: 'Data de expedição do RG',
  rgOrganUfEmitter: 'Órgão emissor/UF',
  photoFrontRg: 'Foto da frente do RG',
  photoBackRg: 'Foto do verso do RG',
  voterRegistrationNumber: 'Título de eleitor',
  voterRegistrationZone: 'Zona eleitoral',
  voterRegistrationSection: 'Seção eleitoral',
  photoTitle: 'Foto do título',
  reservistNumber: 'Certificado de reservista',
  photoReservist: 'Foto do reservista',
};

export const ADDRESS_LABEL: Labels<Saved<Address>> = {
  cep: 'CEP',
  state: 'Estado',
  city: 'Cidade',
  neighborhood: 'Bairro',
  type: 'Tipo',
  publicPlace: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  proofOfAddress: 'Comprovante em nome do colaborador',
  cpfOwner: 'CPF do titular',
  rgOwner: 'RG do titular',
  receipt: 'Comprovante de residência',
};

export const BANK_DATA_LABEL: Labels<Saved<BankData>> = {
  bank: 'Banco',
  agency: 'Agência',
  typeAccount: 'Tipo de conta',
  account: 'Conta',
  digit: 'Dígito',
  photoBankAccountReceipt: 'Comprovante bancário',
};

const under = (prefix: string, labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([field, label]) => [`${prefix}.${field}`, label]));

/** Every field the person's history records, by the path it records it under. */
const FIELD_LABEL_BY_PATH: Record<string, string> = {
  ...CONTACT_LABEL,
  ...under('hiringData', HIRING_DATA_LABEL),
  ...under('hiringData.additional', ADDITIONAL_LABEL),
  ...under('familyData', FAMILY_DATA_LABEL),
  ...under('documents', DOCUMENTS_LABEL),
  ...under('address', ADDRESS_LABEL),
  ...under('bankData', BANK_DATA_LABEL),
  statusDismissal: 'Status da demissão',
  approvedCheckup: APPROVED_CHECKUP_LABEL,
  ...under('checkup', CHECKUP_CONDITION_LABEL),
  ...under('shutDownData', SHUT_DOWN_FIELD_LABEL),
  'shutDownData.stabilityJustification': DISMISSAL_MSG.stabilityJustificationLabel,
  ...under('dismissalDocuments', DISMISSAL_DOCUMENT_LABEL),
};

/** The label of a recorded path; null when the path is not a person's field (an entry the API already words). */
export function personFieldLabel(path: string): string | null {
  return Object.hasOwn(FIELD_LABEL_BY_PATH, path) ? FIELD_LABEL_BY_PATH[path] : null;
}
