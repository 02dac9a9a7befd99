// The wizard's own wording (001 §2 describes the guides without quoting them; the spec's texts are core's).
export const STEP_GUIDE = {
  selfie:
    'Envie uma selfie com fundo branco, em boa qualidade, enquadrada dos ombros para cima. Ela será a sua foto de perfil.',
  documents: 'Fotografe cada documento na horizontal, em boa qualidade e com todas as informações legíveis.',
  address: 'Fotografe o comprovante de residência na vertical, em boa qualidade e com as informações legíveis.',
  bank: 'O comprovante bancário pode ser uma foto do cartão mostrando a agência e a conta, um print do aplicativo do banco ou um comprovante de depósito.',
} as const;

export const STEP_TEXT = {
  next: 'SALVAR E CONTINUAR',
  back: 'VOLTAR',
  refresh: 'ATUALIZAR',
  underAnalysisHint: 'O RH está revisando cada etapa. Volte mais tarde ou atualize esta página para ver o resultado.',
  approvedNext:
    'Todas as suas etapas foram aprovadas. Agora faça os exames admissionais, assine o contrato de trabalho e crie a sua senha de acesso. Para continuar, entre novamente com o seu e-mail e a senha do convite.',
  approvedContinue: 'CONTINUAR',
  disapprovedHint: 'Corrija as etapas abaixo e envie novamente.',
  reasonLabel: 'Motivo',
  hrFixes: 'Esta etapa é preenchida pelo RH da empresa, que fará a correção.',

  // The navigation dots, the approved (read-only) and refused steps, and the rest to fill (issue 9).
  dots: 'Etapas do cadastro',
  dot: (page: number, title: string, state: string) => `Etapa ${page} de 6: ${title} (${state})`,
  dotState: {
    notFilled: 'a preencher',
    underAnalysis: 'em análise',
    approved: 'aprovada',
    disapproved: 'reprovada',
  },
  reviewDot: 'Revisão',
  reviewDotState: { ready: 'disponível', waiting: 'depois de preencher as etapas' },
  approvedReadOnly: 'O RH aprovou esta etapa: os dados abaixo não podem mais ser alterados.',
  disapprovedHere: 'Corrija os dados abaixo e salve para enviar a etapa ao RH de novo.',
  continue: 'CONTINUAR',
  stepsLeft: 'Ainda há etapas para preencher. Depois de salvar todas, o RH analisa os seus dados.',
  fillNext: 'CONTINUAR PREENCHIMENTO',
} as const;
