import { MSG } from '../messages';

/** 1380 → '23 horas', 1410 → '23 horas e 30 minutos'. */
const hoursText = (minutes: number) => `${Math.floor(minutes / 60)} horas${minutes % 60 ? ` e ${minutes % 60} minutos` : ''}`;

// Every journey text of spec 002 §2.9, §4.6, §5.10–§5.12 and §8 (journey rows), verbatim, typos and the
// trailing space of `dayInconsistency` included. Texts marked 'ours' the spec describes without quoting.
export const WORKDAY_MSG = {
  required: MSG.required,
  nameTaken: 'Já existe uma jornada com esse nome',
  unhealthyHint: 'Informe de 10 a 40%',
  invalidTime: 'Horário Invalido',
  weeklyHoursExceeded: (scale: string, limit: string) =>
    `A escala selecionada (${scale}) possui um total de horas semanais maior do que o permitido para essa escala (${limit}) ou há inconsistência no horario`,
  dayInconsistency: 'A escala possui inconsistência de horario em algum(ns) dia(s) ',
  daysCount: (selected: number, scale: string, required: number) =>
    `O número de dias selecionado(${selected}) não é igual ao número de dias necessários na escala ${scale} que são ${required} dias`,
  repeatedBreakNames: 'Há pausas com nomes repetidos',
  overlappingBreaks: 'Há uma ou mais pausas com horarios inválidos',
  breaksOutsideSchedule: 'Há pausas fora do horário de trabalho',

  listFailed: 'Não foi possivel obter as jornadas!',
  empty: 'Nenhuma jornada encontrada!',
  noDetails: 'Não há detalhes para essa jornada',
  noBreaks: 'Não há pausas para essa jornada',
  scaleFetchFailed: 'Não foi possivel buscar a escala',
  journeyFetchFailed: 'Não foi possivel buscar a jornada',
  created: 'Jornada salva com sucesso!',
  createFailed: 'Não foi possível salvar a jornada, tente novamente.',
  nameCheckFailed: 'Falha ao salvar detalhes jornada',
  edited: 'Jornada alterada com sucesso',
  editFailed: 'Falha ao alterar jornada',
  removed: 'Jornada removida com sucesso',
  removeFailed: 'Falha ao remover jornada',
  bulkRemoved: 'Jornada(s) removida(s) com sucesso',
  bulkRemoveFailed: 'Falha ao remover jornada(s)',
  statusUpdated: 'Jornada(s) atualizada(s) com sucesso',
  statusFailed: 'Falha ao atualizar jornada(s)',
  removeTitle: 'Remover Jornada',
  removeQuestion: (name: string) => `Tem certeza que deseja remover a jornada ${name}?`,
  warningTitle: 'AVISO',
  /** Ours (§4.6 describes it): the scale change that leaves breaks outside the hours. */
  warningText:
    'Há pausas fora do horário de trabalho informado. Ao confirmar, todas as pausas desta jornada serão excluídas e a escala será salva sem pausas.',
  /** Ours: the number chosen and the breaks sent disagree. */
  breaksCountMismatch: 'O número de pausas informadas não corresponde à quantidade escolhida.',
  /** Ours: a journey with collaborators cannot be edited or removed (§2.9, §6). */
  hasEmployees: (total: number) =>
    `Esta jornada tem ${total} colaborador(es) e não pode ser alterada nem removida. Mova-os para outra jornada antes.`,
  /** Ours: EXCLUIR / DESATIVAR SELECIONADOS refused, naming the journeys people are on (nothing is written). */
  removeManyInUse: (names: string) =>
    `Nenhuma jornada foi removida. Estas jornadas têm colaboradores: ${names}. Mova-os para outra jornada antes.`,
  deactivateManyInUse: (names: string) =>
    `Nenhuma jornada foi desativada. Estas jornadas têm colaboradores: ${names}. Mova-os para outra jornada antes.`,
  /** Ours: a selection of more journeys than one page shows (MAX_SELECTED). */
  tooManySelected: (max: number) => `Selecione no máximo ${max} jornadas por vez.`,
  /** Ours: a weekly scale with all seven days ticked (CLT art. 67). */
  weeklyRest: 'A escala precisa de ao menos um dia de descanso semanal (CLT art. 67).',
  /** Ours: less than 11 h from one day's exit to the next day's entry (CLT art. 66); weekdays in lower case. */
  restBetweenDays: (day: string, nextDay: string) =>
    `Entre a saída de ${day} e a entrada de ${nextDay} há menos de 11 horas de descanso (CLT art. 66).`,
  /** Ours (issue 22 §3): no 35 h in a row in the week (CLT art. 67 with art. 66, Súmula 110 TST). */
  weeklyRestHours: (minutes: number) =>
    `A escala não garante 35 horas seguidas de descanso semanal (24 horas do art. 67 mais as 11 horas do art. 66 da CLT, Súmula 110 do TST): o maior descanso da semana é de ${hoursText(minutes)}.`,
  /** Ours (issue 22 §3): a main break under 1 h on a day over 6 h without a collective agreement (CLT arts. 71 and 611-A III). */
  mainBreakTooShort:
    'Em dias de mais de 6 horas o intervalo principal deve ter ao menos 1 hora; menos que isso (mínimo de 30 minutos) só quando previsto em convenção ou acordo coletivo (CLT arts. 71 e 611-A, III).',
  /** Ours: the first day of a 12/36 or 24/48 cycle. */
  invalidCycleStart: 'Data inválida',
} as const;
