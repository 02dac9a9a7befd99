// Texts of HR's admission detail that the spec does not quote (001 §2 'Admission detail'); the quoted ones
// live with their core schemas (STEP_REVIEW_MSG, HIRING_DATA_MSG, CONTRACT_MSG, ACTIVATION_MSG).
export const DETAIL_MSG = {
  back: 'VOLTAR',
  loadFailed: 'Não foi possível carregar os dados',
  notFound: 'Colaborador não encontrado: o cadastro pode ter sido removido ou já ativado.',
  notFilled: 'Esta etapa ainda não foi preenchida.',
  resendInvite: 'REENVIAR CONVITE',
  resendTitle: 'Reenviar convite',
  resendText: (email: string) =>
    `Uma nova senha de primeiro acesso será enviada para ${email}. A senha enviada antes deixa de valer.`,
  resendConfirm: 'REENVIAR',
  refuseTitle: 'Reprovar etapa',
  refuseReason: 'Motivo da reprovação',
  finishTitle: 'Admissão concluída',
  finishText:
    'Todas as etapas foram aprovadas. Agora a pessoa envia os exames e assina o contrato; envie os contratos ' +
    "em 'Exames e contratos' e, com o contrato de trabalho assinado, ative o colaborador.",
  finishConfirm: 'VOLTAR PARA ADMISSÕES',
  finishStay: 'PERMANECER AQUI',
  examsTitle: 'Exames e contratos',
  examMissing: 'Ainda não enviado',
  uploadsLocked: 'Os contratos podem ser enviados depois que todas as etapas forem aprovadas.',
} as const;
