import { UPLOAD_PURPOSES } from '@colabora/core/uploads/schema';

// The wording of the pages after the wizard that the spec does not quote (its own texts are core's
// EXAM_MSG, CONTRACT_MSG, EMAIL_CONFIRM_MSG and PASSWORD_MSG).
const PDF_MAX_MB = UPLOAD_PURPOSES.pdf.maxBytes / (1024 * 1024);

export const FINISH_MSG = {
  noInvite: 'Não encontramos o seu convite. Clique em SAIR e entre de novo com o e-mail e a senha do convite.',

  examTitle: 'Exames admissionais',
  examIntro:
    'Faça o exame admissional (clínico) na clínica indicada pelo RH e envie aqui o resultado. Depois você poderá seguir para o contrato.',
  toxicologicalIntro: 'O seu cargo também exige o exame toxicológico: envie o resultado dele aqui.',
  examHint: `Envie o resultado em PDF, com até ${PDF_MAX_MB} MB.`,
  sendExam: 'ENVIAR EXAME',
  examPending: 'Ainda não enviado.',
  examSent: 'Enviado.',
  examSentOn: (date: string) => `Enviado em ${date}.`,
  examsComplete: 'Exames enviados! Agora siga para o contrato.',

  contractTitle: 'Contrato',
  contractIntro: 'Leia cada contrato que o RH enviar e assine aqui mesmo. Depois crie a sua senha de acesso.',
  contractReader: (label: string) => `${label} (PDF)`,
  contractLoading: 'Carregando contrato',
  contractUnavailable: 'Não foi possível exibir o contrato aqui. Abra-o em uma nova aba ou tente novamente.',
  openInNewTab: 'ABRIR EM NOVA ABA',

  emailTitle: 'Confirme o seu e-mail',
  emailIntro: 'Digite o e-mail em que você recebeu o convite. Ele será o seu login no Colabora.',
  confirmEmail: 'CONFIRMAR E-MAIL',

  passwordTitle: 'Crie a sua senha de acesso',
  passwordIntro: 'Com ela e o seu e-mail você vai entrar no Colabora depois da admissão.',
  createPassword: 'CRIAR SENHA',
  passwordCreated:
    'A sua senha foi criada. Agora o RH da empresa vai ativar o seu acesso: você receberá um e-mail e, a partir dele, entrará com o seu e-mail e a nova senha.',
} as const;
