import type { ActivityType } from '@colabora/core/activity/schema';

// Texts of the status selector and the activity dialogs that the spec leaves to us (its own texts are in
// core/activity/schema.ts ACTIVITY_MSG and ACTIVITY_SUCCESS).
export const ACTIVITY_DIALOG_TITLE: Record<ActivityType, string> = {
  DAY_OFF: 'Registrar folga',
  VACATION: 'Registrar férias',
  WEEKLY_REST: 'Registrar descanso semanal',
  MEDICAL_CERTIFICATE: 'Registrar atestado médico',
  INSS_REMOVAL: 'Registrar afastamento INSS',
  MATERNITY_LEAVE: 'Registrar licença maternidade',
  PATERNITY_LEAVE: 'Registrar licença paternidade',
  SUSPENSION: 'Registrar suspensão',
  UNPAID_LEAVE: 'Registrar licença não remunerada',
};

export const ACTIVITY_FORM_MSG = {
  statusLabel: 'Status',
  apply: 'APLICAR',
  period: 'Período',
  date: 'Data',
  startDate: 'Data de início',
  finalDate: 'Data de término',
  numberOfDays: 'Quantidade de dias',
  reason: 'Motivo',
  document: 'Documento (PDF)',
  hintsTitle: 'Atenção: confira antes de salvar (não impede o registro)',
  /** Ours (issue 24): what the server refuses, shown while typing (CLT arts. 130, 134 §1, 143). */
  vacationRefusedTitle: 'Estas férias não podem ser registradas assim',
  registerFailed: 'Não foi possível registrar o status. Tente novamente.',
  returnTitle: 'Retornar colaborador',
  returnConfirm: 'RETORNAR',
  returnLoading: 'Buscando o afastamento…',
  returnQuestion: (leave: string) => `${leave} O afastamento termina hoje e a pessoa retorna amanhã. Deseja continuar?`,
  noLeave: 'Este colaborador não está em um afastamento sem previsão de término. Atualize a lista.',
} as const;
