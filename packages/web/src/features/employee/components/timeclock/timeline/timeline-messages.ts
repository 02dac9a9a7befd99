// Texts of Meu ponto's timeline and the REGISTRAR PONTO dialog: the spec's where it has them (002 §2.2, §4.2, §8,
// kept in core with the rules), ours for what it leaves out.
export const TIMELINE_MSG = {
  title: 'Registro de ponto',
  register: 'REGISTRAR',
  registerOutside: 'REGISTRAR FORA DO HORÁRIO',
  outsideHint:
    'Fora dos horários previstos o ponto também é registrado: ele fica sem ponto previsto e o RH o analisa nas solicitações e no espelho de ponto.',
  outsideTitle: 'Registros fora do horário previsto',
  outsideItem: 'Em análise pelo RH',
  expected: 'Previsto',
  nextDay: '(dia seguinte)',
  registeredAt: 'Registrado às',
  limitTime: 'Limite',
  fetchFailed: 'Não foi possível buscar os registros de ponto.',
  loading: 'Carregando registros de ponto',
  clockLabel: 'Hora oficial do registro de ponto',
  journeyLink: 'VER DETALHES DA JORNADA',
  pageTitle: 'Meu ponto',
  otherPerson: 'Você só pode ver o seu próprio ponto.',
} as const;

export const REGISTER_DIALOG_MSG = {
  title: 'REGISTRAR PONTO',
  confirm: 'CONFIRMAR',
  cancel: 'CANCELAR',
  close: 'FECHAR',
  question: (point: string) => `Registrar o ponto '${point}' agora?`,
  outside: 'Nenhum ponto previsto está aberto agora. O registro será feito fora do horário e analisado pelo RH.',
  serverTime: 'O horário registrado é o do servidor no momento da confirmação.',
  receipt: 'Comprovante',
  nsr: 'NSR',
  hash: 'Código de verificação (SHA-256)',
  punchedAt: 'Data e hora',
  point: 'Ponto',
  noPoint: 'Fora do horário previsto',
} as const;
