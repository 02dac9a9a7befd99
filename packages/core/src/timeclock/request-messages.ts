import { MSG } from '../messages';

// Texts of the time-clock requests (spec 002 §2.2, §2.3, §5.1, §5.2, §5.4, §8), verbatim, typos included.
export const REQUEST_MSG = {
  required: MSG.required,
  invalidTime: 'Horário Invalido',
  invalidDate: 'Data Invalida',
  compensationDateFromToday: 'Informe uma igual ou data posterior a data atual.',
  invalidValue: 'Valor inválido',
  // §8.
  adjustSent: 'O ajuste foi solicitado',
  adjustFailed: 'Não foi possível solicitar o ajuste',
  requestFailed: 'Não foi possível enviar a solicitação.',
  compensationTimeFailed: 'Não foi possivel calcular o horario compensado',
  listFailed: 'Falha ao buscar solicitações',
  inAnalysisListFailed: 'Não foi possivel obter as solicitações!',
  approved: 'Solicitação Aprovada',
  approveFailed: 'Não foi possível aprovar a solicitação',
  reproved: 'Solicitação Reprovada',
  reproveFailed: 'Não foi possível reprovar a solicitação',
  notificationUpdateFailed: 'Não foi possível atualizar as notificações',
  notificationCountFailed: 'Não foi possivel obter notificações!',
  // §2.2, §2.3 empty states.
  emptyMine: 'Nenhuma solicitação encontrada!',
  emptyInAnalysis: 'Nenhuma solicitação econtrada!',
  // Ours (the spec quotes none of these).
  requestSent: 'Solicitação enviada',
  endAfterStart: 'O horário final deve ser posterior ao inicial.',
  alreadyAnalysed: 'Esta solicitação já foi analisada. Atualize a lista.',
  alertNotFound: 'Alerta não encontrado. Atualize a página e tente de novo.',
  alertAlreadyRequested: 'Já existe uma solicitação em análise para este alerta. Aguarde a análise do RH.',
  reasonNotForAlert: 'Este motivo não pode ser usado para este alerta.',
  noAttachment: 'Esta solicitação não tem anexo.',
  // An adjusted time must keep the day true (adjustment-order.ts).
  adjustmentInFuture: (time: string) => `O horário informado (${time}) ainda não chegou. Informe o horário em que o ponto foi feito.`,
  adjustmentOutOfOrder: (point: string, time: string, side: 'antes' | 'depois', other: string, otherTime: string) =>
    `O horário informado deixa os pontos do dia fora de ordem: ${point} às ${time} precisa ser ${side} de ${other} (${otherTime}). Confira o horário.`,
  adjustmentInsideBreak: (point: string, time: string, breakName: string, from: string, to: string) =>
    `O horário informado deixa os pontos do dia fora de ordem: ${point} às ${time} cai dentro de ${breakName} (${from} às ${to}). Confira o horário.`,
  /** HR's approval of a time that no longer fits the day: the reason, and what to do. */
  adjustmentNoLongerFits: (issue: string) => `${issue} Reprove a solicitação para que o colaborador peça um novo ajuste.`,
} as const;

/** Titles, buttons and field labels of the request screens (002 §2.2, §2.3; ours where the spec names none). */
export const REQUEST_LABEL = {
  tab: 'SOLICITAÇÕES',
  ask: 'SOLICITAR',
  askTitle: 'SOLICITAR',
  adjustTitle: 'AJUSTAR PONTO',
  detailTitle: 'SOLICITAÇÃO',
  approve: 'APROVAR',
  adjust: 'AJUSTAR',
  reprove: 'REPROVAR',
  reproveTitle: 'REPROVAR SOLICITAÇÃO',
  disapprovalReason: 'Motivo da reprovação*',
  disapprovalReasonShown: 'Motivo da reprovação',
  send: 'Enviar',
  submit: 'ENVIAR',
  close: 'FECHAR',
  cancel: 'CANCELAR',
  // Filters and columns.
  reason: 'Motivo',
  status: 'Status',
  allStatuses: 'Todos',
  allReasons: 'Todos',
  search: 'Pesquisar por nome',
  name: 'Nome',
  requestDate: 'Data da solicitação',
  day: 'Dia',
  open: 'Ver solicitação',
  myTableTitle: 'Minhas solicitações',
  inAnalysisTableTitle: 'Solicitações em análise',
  // Fields.
  alert: 'Alerta',
  expectedTime: 'Horário previsto',
  registerTime: 'Horário do registro',
  partialStart: 'Hora de início',
  partialEnd: 'Hora de término',
  justification: 'Justificativa',
  attachment: 'Anexo (PDF)',
  attachmentRequired: 'Anexo (PDF)*',
  dayOffDate: 'Data da folga',
  compensationDate: 'Data da compensação',
  hoursCompensated: 'Horas a compensar',
  collaborator: 'Colaborador',
  bankAfter: 'Banco de horas após a compensação',
} as const;
