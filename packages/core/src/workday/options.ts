import type { Regime } from '../enums';
import type { NightKind } from '../timeclock/night-work';

// The option lists of a journey (spec 002 §3 'Workday', 'Scale types', 'Option lists'; 000 §3 regimes).
// Stored values are the codes; people read the labels.

/** Scale types in the order the spec lists them (the ESCALA select and filter). */
export const SCALE_TYPES = ['5x2', '6x1', '12/36', '24/48', '5x1', 'CALL_CENTER_36', 'CALL_CENTER_30'] as const satisfies readonly Regime[];
export type ScaleType = (typeof SCALE_TYPES)[number];

export const SCALE_TYPE_LABEL: Record<ScaleType, string> = {
  '5x2': 'Semanal 5x2',
  '6x1': 'Semanal 6x1',
  '12/36': '12/36',
  '24/48': '24/48',
  '5x1': '5x1',
  CALL_CENTER_36: 'Call center 36 horas',
  CALL_CENTER_30: 'Call center 30 horas',
};

/** Scales planned by calendar day (a shift, then rest) rather than by ticked weekdays (spec 002 §4.6). */
export const DAY_SCALE_TYPES = ['12/36', '24/48'] as const satisfies readonly ScaleType[];
export type DayScaleType = (typeof DAY_SCALE_TYPES)[number];

export function isDayScale(scaleType: ScaleType): scaleType is DayScaleType {
  return (DAY_SCALE_TYPES as readonly ScaleType[]).includes(scaleType);
}

/** TIPO DE PONTO: the stored value is the label. */
export const POINT_TYPES = ['Normal', 'Hora extra', 'Banco de Horas'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** The spec offers one option only. */
export const INTERVAL_COMPENSATION = ['noCompensation'] as const;
export type IntervalCompensation = (typeof INTERVAL_COMPENSATION)[number];
export const INTERVAL_COMPENSATION_LABEL: Record<IntervalCompensation, string> = { noCompensation: 'Sem compensação' };

export const NUMBER_OF_BREAKS = ['0Breaks', '1Breaks', '2Breaks', '3Breaks', '4Breaks'] as const;
export type NumberOfBreaks = (typeof NUMBER_OF_BREAKS)[number];
export const NUMBER_OF_BREAKS_LABEL: Record<NumberOfBreaks, string> = {
  '0Breaks': 'Nenhuma pausa',
  '1Breaks': '1 pausa',
  '2Breaks': '2 pausas',
  '3Breaks': '3 pausas',
  '4Breaks': '4 pausas',
};

/** '3Breaks' → 3, and back. */
export const breaksCount = (numberOfBreaks: NumberOfBreaks): number => NUMBER_OF_BREAKS.indexOf(numberOfBreaks);
export const numberOfBreaksFor = (count: number): NumberOfBreaks => NUMBER_OF_BREAKS[count];

// Minutes.
export const BREAK_TIMES = [30, 25, 20, 15, 10, 5] as const;
export const MAIN_BREAK_TIMES = [120, 90, 60, 30] as const;
export const EXTRA_HOURS_PER_DAY = [120, 90, 60, 30] as const;
/** Entry delay, break delay, exit and break anticipation, and the limit time. */
export const TOLERANCE_TIMES = [30, 25, 20, 15, 10, 5] as const;

/** TRABALHO NOTURNO (ours, issue 22 §2): the night a journey's work is counted in (CLT art. 73; Lei 5.889/1973 art. 7). */
export const NIGHT_KIND_LABEL: Record<NightKind, string> = {
  URBAN: 'Urbano (22h às 5h, hora reduzida, 20%)',
  RURAL_FARMING: 'Rural – agricultura (21h às 5h, 25%)',
  RURAL_LIVESTOCK: 'Rural – pecuária (20h às 4h, 25%)',
};

/** 'Aplicado' / 'Não aplicado' (the FERIADOS column and filter). */
export const HOLIDAYS_LABEL = { true: 'Aplicado', false: 'Não aplicado' } as const;
/** 'Ativo' / 'Desativado' (the STATUS column and filter). */
export const JOURNEY_STATUS_LABEL = { true: 'Ativo', false: 'Desativado' } as const;

/** The week as the schedule shows it: Monday first (spec 002 §9). */
export const WEEK_DAYS = [
  { key: 'monday', flag: 'isMonday', label: 'Segunda-feira', short: 'Seg' },
  { key: 'tuesday', flag: 'isTuesday', label: 'Terça-feira', short: 'Ter' },
  { key: 'wednesday', flag: 'isWednesday', label: 'Quarta-feira', short: 'Qua' },
  { key: 'thursday', flag: 'isThursday', label: 'Quinta-feira', short: 'Qui' },
  { key: 'friday', flag: 'isFriday', label: 'Sexta-feira', short: 'Sex' },
  { key: 'saturday', flag: 'isSaturday', label: 'Sábado', short: 'Sáb' },
  { key: 'sunday', flag: 'isSunday', label: 'Domingo', short: 'Dom' },
] as const;
export type WeekDayOption = (typeof WEEK_DAYS)[number];
export type WeekDay = WeekDayOption['key'];
