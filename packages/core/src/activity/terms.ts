import { brazilianDate } from '../ground/calendar-day';
import type { StatusActive } from '../enums';
import { MSG } from '../messages';

// The words of activities without their schemas (./schema.ts): the types, periods and messages, for the code
// that stores activities or applies their rules. Importing the schemas builds them at load, so every Lambda
// that only names a type would carry them.

export const ACTIVITY_TYPES = [
  'DAY_OFF',
  'VACATION',
  'WEEKLY_REST',
  'INSS_REMOVAL',
  'MATERNITY_LEAVE',
  'PATERNITY_LEAVE',
  'MEDICAL_CERTIFICATE',
  'SUSPENSION',
  'UNPAID_LEAVE',
] as const satisfies readonly StatusActive[];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_PERIODS = ['ONE_DAY', 'MORE_THAN_ONE_DAY'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const ACTIVITY_MSG = {
  selectStatus: 'Por favor, selecione um status.',
  required: MSG.required,
  invalidDate: 'Data inválida',
  /** 000 §5 (day off, vacation, weekly rest and the other 000 dialogs). */
  endAfterStart: 'Informe uma data posterior a data de início.',
  /** 001 §5 (suspension, unpaid leave), without the period. */
  endAfterStartDetail: 'Informe uma data posterior a data de início',
  sameDay: 'A data de inicio e fim não podem ser iguais',
  invalidQuantity: 'Quantidade inválida',
  reasonRequired: 'Informe o motivo',
  documentRequired: 'Documento obrigatório',
  withoutForecastOfEnding: 'Sem previsão de término',
  /** 000 §8 says 'Ele retornará amanhã.': neutral wording instead (issue 20 §6), since it may be anyone. */
  returned: 'O afastamento do colaborador foi removido! A pessoa retornará amanhã.',
  returnFailed: 'Não foi possivel voltar o colaborator.',
  // Ours (the spec quotes none of these).
  invalidDocument: 'Arquivo inválido',
  overlap: ({ first, last }: ActivityInterval) =>
    `Já existe um afastamento ou status registrado neste período (${periodText(first, last)}). Escolha outras datas.`,
  cannotReturn: 'Só é possível encerrar um afastamento sem previsão de término. Atualize a página.',
  leaveNotStarted: (first: string) =>
    `Este afastamento começa em ${brazilianDate(first)}: só é possível encerrá-lo a partir dessa data.`,
} as const;

/** 'dd/MM/yyyy a dd/MM/yyyy', one day, or 'a partir de … sem previsão de término'. */
export function periodText(first: string, last: string | null): string {
  if (last === null) return `a partir de ${brazilianDate(first)}, sem previsão de término`;
  return first === last ? brazilianDate(first) : `${brazilianDate(first)} a ${brazilianDate(last)}`;
}

/** First and last day covered; `last` is null while the leave has no forecast of end. */
export interface ActivityInterval {
  first: string;
  last: string | null;
}
