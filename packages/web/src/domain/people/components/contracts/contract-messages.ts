// Texts of the contracts HR keeps for a person (admission detail and collaborator detail) that the spec does not
// quote; the quoted ones are core CONTRACT_MSG.
export const CONTRACT_TEXT = {
  confirm: {
    remove: {
      title: 'Remover contrato',
      message: (label: string) => `Remover '${label}'? A pessoa deixa de vê-lo.`,
      confirm: 'REMOVER',
    },
    markSigned: {
      title: 'Marcar como assinado',
      message: (label: string) => `Confirmar que '${label}' foi assinado fora do aplicativo?`,
      confirm: 'CONFIRMAR',
    },
  },
  noContracts: 'Nenhum contrato enviado.',
} as const;
