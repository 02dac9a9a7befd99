// Texts of the vacation rules (ours: the spec has only 'Férias registradas com sucesso', 001 §8). Each cites the
// CLT article it comes from.
export const VACATION_MSG = {
  shortPart: (days: number, min: number) => `Cada período de férias deve ter no mínimo ${min} dias corridos; este tem ${days} (CLT art. 134, §1º).`,
  noLongPart: (min: number) => `Férias divididas: um dos períodos deve ter no mínimo ${min} dias corridos (CLT art. 134, §1º).`,
  tooManyParts: (max: number) => `As férias podem ser divididas em até ${max} períodos (CLT art. 134, §1º).`,
  soldDaysInvalid: (max: number) => `Informe um número inteiro de dias vendidos, de 0 a ${max} (CLT art. 143).`,
  abonoTooLarge: (max: number) => `O abono pecuniário pode converter no máximo ${max} dias, um terço das férias do período (CLT art. 143).`,
  overBalance: (balance: number) =>
    `O período aquisitivo tem saldo de ${balance} ${balance === 1 ? 'dia' : 'dias'}: as férias e o abono deste período passam desse saldo.`,
} as const;

// Texts of the FÉRIAS screens (ours). The dates say what they mean and the article behind them.
export const VACATION_VIEW_MSG = {
  title: 'Férias',
  tabLabel: 'FÉRIAS',
  menuLabel: 'FÉRIAS',
  loading: 'Carregando férias',
  fetchFailed: 'Não foi possível buscar as férias. Tente novamente.',
  empty: 'Nenhum período de férias a mostrar.',
  emptyCompany: 'Nenhum colaborador ativo com data de admissão.',
  intro:
    'Períodos aquisitivos das pessoas ativas, do prazo mais próximo ao mais distante. Férias não concedidas até o fim do período concessivo são pagas em dobro (CLT art. 137).',
  period: (start: string, end: string) => `Período aquisitivo de ${start} a ${end}`,
  running: 'em curso',
  daysDue: 'Dias de direito (CLT art. 130)',
  absences: 'Faltas injustificadas no período',
  taken: 'Gozados',
  scheduled: 'Agendados',
  sold: 'Abono pecuniário (CLT art. 143)',
  balance: 'Saldo',
  concessionEnd: 'Conceder até (CLT art. 134)',
  latestStart: 'Último dia para iniciar o saldo',
  noticeBy: 'Avisar a pessoa até (30 dias antes, CLT art. 135)',
  upcomingTitle: 'Férias agendadas',
  upcoming: (first: string, days: number) => `A partir de ${first}, ${days} ${days === 1 ? 'dia' : 'dias'}`,
  upcomingSold: (days: number) => `mais ${days} ${days === 1 ? 'dia vendido' : 'dias vendidos'} (abono pecuniário, CLT art. 143)`,
  upcomingNotice: (day: string) => `Aviso por escrito até ${day} (CLT art. 135)`,
  upcomingPay: (day: string) => `Pagamento até ${day} (CLT art. 145)`,
  alert: {
    dueSoon: 'Vence em até 60 dias',
    overdue: 'Vencidas: pagamento em dobro (CLT art. 137)',
  },
  soldShort: 'Abono',
  soldDaysLabel: 'Dias vendidos (abono pecuniário)',
  soldDaysHint: (max: number) => `Opcional. Até um terço dos dias de direito do período, no máximo ${max} (CLT art. 143); contam no saldo.`,
  soldHistory: (days: number) => `${days} ${days === 1 ? 'dia vendido' : 'dias vendidos'}`,
  person: 'Colaborador',
  nextDeadline: 'Conceder até',
  noAlert: 'Em dia',
  tableLabel: 'Férias por colaborador',
  openPerson: (name: string) => `Abrir ${name}`,
} as const;
