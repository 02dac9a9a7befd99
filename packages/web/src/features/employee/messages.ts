import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { VACATION_VIEW_MSG } from '@colabora/core/vacation/messages';

// Texts of the employee's own area (spec 000 §2.3, 001 'Employee self-service'). The tab labels and the
// empty state are the spec's, verbatim; the rest are ours (the spec quotes none).
export const EMPLOYEE_MSG = {
  myDataTitle: 'Meus dados',
  contractsTitle: 'Contratos',
  homeTitle: 'Início',
  summaryRegion: 'Seus dados de contratação',
  noContracts: 'Nenhum contrato encontrado!',
  loadFailed: 'Não foi possível carregar os seus dados. Verifique a conexão e tente novamente.',
  notFound: 'Cadastro não encontrado. Se acabou de ser desligado ou transferido, fale com o RH da empresa.',
  notYours: 'Esta página mostra os dados de outra pessoa. Você só pode ver os seus próprios dados e contratos.',
  notFilled: 'Ainda não há dados nesta seção.',
  openContract: 'Ver documento',
  /** Why RESCISÃO cannot be opened (it is disabled, so this text is what explains it). */
  dismissalLocked: 'A aba RESCISÃO fica disponível somente após o desligamento.',
  rescissionFailed: 'Não foi possível buscar os documentos da rescisão. Tente novamente.',
  payslipsTitle: 'Holerites',
  experience: HIRING_DATA_LABEL.experiencePeriod,
  firstPeriod: 'Primeiro período',
  secondPeriod: 'Prorrogação',
  period: (start: string, end: string) => `${start} a ${end}`,
} as const;

/** 001 'Employee self-service': the tabs of Meus dados, verbatim. */
export const MY_DATA_TAB_LABEL = {
  hiring: 'DADOS CONTRATAÇÃO',
  personal: 'SOBRE VOCÊ',
  family: 'DADOS DA FAMÍLIA',
  documents: 'DOCUMENTAÇÃO',
  address: 'ENDEREÇO',
  bank: 'DADOS BANCÁRIOS',
  payslips: 'HOLERITES',
  /** Ours (issue 24). */
  vacation: VACATION_VIEW_MSG.tabLabel,
} as const;
export type MyDataTab = keyof typeof MY_DATA_TAB_LABEL;

/** 001 'Employee self-service': the tabs of Contratos, verbatim. */
export const CONTRACT_TAB_LABEL = {
  effectivation: 'CONTRATOS DE EFETIVAÇÃO',
  other: 'OUTROS DOCUMENTOS',
  dismissal: 'RESCISÃO',
} as const;
export type ContractTab = keyof typeof CONTRACT_TAB_LABEL;
