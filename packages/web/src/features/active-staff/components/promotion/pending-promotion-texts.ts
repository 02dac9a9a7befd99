// Texts of HR's pending-promotion card on the collaborator detail (issue 20 §4; the spec quotes none).
export const PENDING_PROMOTION_TEXT = {
  title: 'Promoção aguardando confirmação',
  explanation: (name: string, proposedOn: string) =>
    `Proposta em ${proposedOn}. ${name} ainda não confirmou: nada muda até a confirmação, e outra promoção só pode ser registrada depois que esta for confirmada ou cancelada.`,
  comparison: 'Promoção pendente',
  cancel: 'CANCELAR PROMOÇÃO',
  cancelTitle: 'Cancelar promoção',
  cancelQuestion: (name: string) =>
    `A promoção deixa de aparecer para ${name} e não poderá mais ser confirmada. O cancelamento fica no histórico. Deseja cancelar?`,
  cancelConfirm: 'CANCELAR PROMOÇÃO',
} as const;
