import { MSG } from '../messages';
import { MONEY_MSG } from '../money';
import type { BankPaymentKind } from './hours-bank';

// Texts of the hours bank (spec 002 §2.3, §5.5, §8), verbatim; the success texts and the server's own refusals are ours.
export const BANK_MSG = {
  dialogTitle: 'BANCO DE HORAS',
  collaborator: 'Colaborador',
  type: 'Tipo',
  justification: 'Justificativa',
  compensationDate: 'Data da compensação',
  hoursToCompensate: 'Horas a compensar',
  paymentDate: 'Data do pagamento',
  hoursToPay: 'Horas a pagar',
  paidValue: 'Valor pago',
  cancel: 'Cancelar',
  confirm: 'CONFIRMAR',
  invalidDate: 'Data Inválida',
  notBeforeTomorrow: 'Informe uma igual ou data posterior a data atual.',
  invalidHours: 'Valor inválido',
  compensationTooLong: 'Uma compensação cobre no máximo 24:00 horas (um dia).',
  invalidValue: MONEY_MSG.invalid,
  payFailed: 'Não foi possível pagar as horas',
  compensateFailed: 'Não foi possível compensar as horas',
  paid: 'Pagamento de horas registrado',
  compensated: 'Compensação de horas registrada',
  readFailed: 'Falha ao buscar banco de horas',
  listFailed: MSG.fetchFailure,
  empty: 'Nenhum colaborador encontrado!',
  tableTitle: 'Colaboradores',
  cardTitle: 'Banco de horas',
  /** The action of a row, for screen readers (the button is an icon). */
  openDialog: (name: string) => `Pagar ou compensar horas de ${name}`,
  // Ours: a person the bank does not apply to (a candidate, HR) has none to pay or compensate.
  noBank: 'Esta pessoa não tem banco de horas: o registro de ponto não está ativo para ela.',
  notActive: 'Somente colaboradores ativos compensam horas. Para quem saiu da empresa, pague as horas.',
  // Ours: the balance before paying or compensating (issue 20 §4, bank-balance.ts).
  balance: 'Saldo atual do banco de horas',
  wouldGoNegative: (balance: string, hours: string, after: string) =>
    `O banco de horas tem ${balance}. Tirar ${hours} deixa o banco negativo em ${after}.`,
  confirmNegative: 'Para continuar, confirme que o banco de horas ficará negativo.',
  allowNegative: 'Estou ciente: o banco de horas ficará negativo',
  // Ours: expiry of the bank's credits (issue 22 §4, bank-terms.ts).
  expiredLine: (creditDay: string) => `Vencido: crédito de ${creditDay} não compensado no prazo, pago como hora extra`,
  expiringTitle: 'Horas a vencer nos próximos 30 dias',
  expiringHint: 'Horas do banco que, se não forem compensadas até a data, serão pagas como hora extra.',
  expiringEmpty: 'Nenhuma hora do banco vence nos próximos 30 dias.',
  expiringFailed: 'Falha ao buscar as horas a vencer',
  expiringMinutes: 'Horas a vencer',
  firstExpiresOn: 'Primeiro vencimento',
} as const;

/** The type select of the dialog (§2.3). */
export const BANK_PAYMENT_LABEL: Record<BankPaymentKind, string> = {
  MONEY_PAYMENT: 'Pagar Horas',
  COMPENSATION_PAYMENT: 'Compensar Horas',
};

/** Column headers of BANCO DE HORAS (§2.3). */
export const BANK_COLUMN = {
  fullName: 'Nome',
  minutesWorkedByPeriod: 'Horas trabalhadas',
  plannedMinutesByPeriod: 'Horas planejadas',
  compTimeMinutesOnPeriod: 'Banco de Horas Período',
  allTimeCompTime: 'Banco de Horas Total',
} as const;
