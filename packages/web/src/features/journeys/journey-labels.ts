import { HOLIDAYS_LABEL, JOURNEY_STATUS_LABEL } from '@colabora/core/workday/options';

// Labels of the journey screens. The tab, button, column and title texts are spec 002 §2.9's, verbatim; the
// field labels and explanations are ours (the spec names the fields, not their labels).

export const JOURNEY_STEP_LABEL = {
  details: 'DETALHES DA JORNADA',
  scale: 'ESCALA',
  breaks: 'PAUSAS',
} as const;
export type JourneyStep = keyof typeof JOURNEY_STEP_LABEL;
export const JOURNEY_STEPS = Object.keys(JOURNEY_STEP_LABEL) as JourneyStep[];

export const JOURNEY_TEXT = {
  listTitle: 'Jornadas',
  listTab: 'JORNADAS',
  tableTitle: 'RELAÇÃO DE JORNADAS CADASTRADAS',
  searchLabel: 'Pesquisar jornada',
  add: 'ADICIONAR NOVA JORNADA',
  activate: 'ATIVAR SELECIONADOS',
  deactivate: 'DESATIVAR SELECIONADOS',
  removeSelectedTitle: 'Excluir jornadas',
  removeSelectedQuestion: (count: number) =>
    count === 1
      ? 'Tem certeza que deseja excluir a jornada selecionada?'
      : `Tem certeza que deseja excluir as ${count} jornadas selecionadas?`,
  removeConfirm: 'EXCLUIR',
  newTitle: 'NOVA JORNADA',
  editTitle: 'Editar jornada',
  next: 'PROXIMA ETAPA',
  back: 'VOLTAR',
  finish: 'CONCLUIR',
  save: 'ALTERAR DADOS',
  startedAt: 'INICIADO EM',
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Remover ${name}`,
  select: (name: string) => `Selecionar ${name}`,
  warningConfirm: 'CONFIRMAR',
  /** The edit screen opened without a journey (typed address, or a bookmark). */
  noJourneyChosen: 'Escolha na lista a jornada que deseja alterar.',
  backToList: 'VOLTAR À LISTA',
} as const;

export const JOURNEY_LABEL = {
  name: 'Nome da jornada',
  pointType: 'Tipo de ponto',
  intervalCompensation: 'Compensação de intervalo',
  entryDelayTime: 'Tolerância de atraso na entrada',
  breakDelayTime: 'Tolerância de atraso na volta da pausa',
  anticipationExitTime: 'Tolerância de antecipação da saída',
  breakAnticipationTime: 'Tolerância de antecipação da pausa',
  extraHourPerDay: 'Horas extras por dia',
  limited: 'Limitar o horário de registro do ponto?',
  limitTime: 'Tempo limite para registrar',
  nightWork: 'Trabalho noturno',
  scaleType: 'Escala',
  holidays: 'Aplicar feriados?',
  holidaysLocked: 'Nas escalas 12/36 e 24/48 os feriados são sempre aplicados.',
  workDays: 'Dias de trabalho',
  isEqualTime: 'Mesmo horário em todos os dias',
  standardTime: 'Horário de todos os dias',
  shift: 'Plantão',
  enterTime: 'Entrada',
  exitTime: 'Saída',
  computedExit: (hours: number) => `Calculada: entrada mais ${hours} horas`,
  mainBreak: 'Intervalo principal',
  agreedMainBreak: 'Intervalo principal menor que 1 hora previsto em convenção ou acordo coletivo?',
  agreedMainBreakHint: 'Permite intervalo de 30 minutos em dias de mais de 6 horas (CLT art. 611-A, III).',
  preAssignedBreak: 'Intervalo principal pré-assinalado?',
  preAssignedBreakHint: 'O intervalo não é registrado no ponto: basta registrar entrada e saída (CLT art. 74 §2).',
  cycleStart: 'Início do ciclo',
  cycleStartHint:
    'Primeiro dia de plantão da escala. Se ficar em branco, o ciclo de cada pessoa começa na própria data de admissão.',
  totalHours: 'Total de horas semanais',
  weeklyLimit: (hours: number) => `Máximo da escala: ${hours}:00`,
  fixedTotal: 'Total fixo da escala',
  nightAdditional: 'Adicional noturno',
  numberOfBreaks: 'Número de pausas',
  breakGroup: (position: number) => `Pausa ${position}`,
  breakDescription: 'Descrição',
  breakTime: 'Duração',
  breakStart: 'Início',
} as const;

export const HOLIDAYS_TEXT = (holidays: boolean) => HOLIDAYS_LABEL[`${holidays}`];
export const STATUS_TEXT = (status: boolean) => JOURNEY_STATUS_LABEL[`${status}`];
