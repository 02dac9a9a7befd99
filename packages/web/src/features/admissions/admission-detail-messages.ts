// Texts of HR's admission detail that the spec does not quote (001 §2 'Admission detail'); the quoted ones
// live with their core schemas (STEP_REVIEW_MSG, HIRING_DATA_MSG, CONTRACT_MSG, ACTIVATION_MSG).
export const DETAIL_MSG = {
  back: 'VOLTAR',
  loadFailed: 'Não foi possível carregar os dados',
  notFound: 'Colaborador não encontrado. Ele pode ter sido removido ou já ativado.',
  notInformed: 'Não informado',
  /** 001 §2: the e-social qualification is a placeholder. */
  esocialPlaceholder: '???',
  notFilled: 'O candidato ainda não preencheu esta etapa.',
  resendInvite: 'REENVIAR CONVITE',
  resendTitle: 'Reenviar convite',
  resendText: (email: string) =>
    `Uma nova senha de primeiro acesso será enviada para ${email}. A senha enviada antes deixa de valer.`,
  resendConfirm: 'REENVIAR',
  refuseTitle: 'Reprovar etapa',
  refuseReason: 'Motivo da reprovação',
  finishTitle: 'Admissão concluída',
  finishText:
    'Todas as etapas foram aprovadas. O candidato agora envia os exames e assina o contrato; envie os contratos ' +
    "em 'Exames e contratos' e, com o contrato de trabalho assinado, ative o colaborador.",
  finishConfirm: 'VOLTAR PARA ADMISSÕES',
  finishStay: 'PERMANECER AQUI',
  noWorkdays: 'Nenhuma jornada cadastrada. Cadastre uma jornada em JORNADAS para concluir os dados de contratação.',
  /** 001 §9. */
  notCumulative: 'Insalubridade e periculosidade não se acumulam: paga-se o maior.',
  contractConfirm: {
    remove: {
      title: 'Remover contrato',
      message: (label: string) => `Remover '${label}'? O candidato deixa de vê-lo.`,
      confirm: 'REMOVER',
    },
    markSigned: {
      title: 'Marcar como assinado',
      message: (label: string) => `Confirmar que '${label}' foi assinado fora do aplicativo?`,
      confirm: 'CONFIRMAR',
    },
  },
  markSignedFailed: 'Não foi possível marcar o contrato como assinado.',
  examsTitle: 'Exames e contratos',
  examMissing: 'Ainda não enviado',
  noContracts: 'Nenhum contrato enviado.',
  uploadsLocked: 'Os contratos podem ser enviados depois que todas as etapas forem aprovadas.',
} as const;
