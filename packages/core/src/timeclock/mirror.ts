import { brazilianDate } from '../ground/calendar-day';
import { DAY_RULE_ALERT_TITLE, type DayRuleAlert } from './alerts';
import type { DaySummary } from './day-evaluation';
import { CLT_FIGURE_LABEL, CLT_FIGURES, dayCltFigures, type CltFigures, type PeriodCltFigures } from './records';
import type { DayExcuseKind } from './day-excuse';
import type { Period } from './period-filter';
import type { RequestReason, RequestStatus } from './reasons';
import { lostWeeklyRest } from './weekly-rest';

// The point mirror (spec 002 §2.4, §3 'Point mirror', §4.3; Portaria 671 art. 84): one row per day of the period
// from the day's evaluation (T2's DaySummary) and its request. Rows and flags are computed on the server with its
// clock's `today`; the web only shows them.

export const MIRROR_MSG = {
  tab: 'REGISTROS DE PONTOS',
  journey: (name: string) => `JORNADA: ${name}`,
  informedPeriod: 'Período Informado',
  totalWorked: 'Total de horas trabalhadas',
  empty: 'Não há registros no espelho de ponto!',
  fetchFailed: 'Não foi possível buscar o espelho de ponto.',
  /** An empty cell (§2.4 'Empty cells show dashes'). */
  dash: '-----',
  // Ours: accessible names of the icons and the attachment link, and the enlarged photo.
  alertIcon: 'Dia sem registro de entrada',
  requestIcon: 'Dia com solicitação',
  cellAlert: 'Alerta',
  dayOff: 'Folga',
  download: (name: string) => `Baixar anexo ${name}`,
  enlargePhoto: 'Ampliar foto',
  back: 'Voltar',
  // Ours (issue 22): the CLT's figures beside the spec's columns, and how they relate.
  mainBreak: (hhmm: string) => `Intervalo ${hhmm}`,
  otherBreaks: (hhmm: string) => `Pausas pagas e outras ${hhmm}`,
  preAssigned: 'Intervalo pré-assinalado (CLT art. 74 §2)',
  breakIndemnity: 'Intervalo suprimido (indenizado com 50%)',
  restShortfall: 'Interjornada devida como extra',
  // Ours (issue 22 §5): the paid weekly rest a fault in its week took away.
  weeklyRestLost: 'DSR perdido (falta na semana, Lei 605/49 art. 6)',
  weeklyRestLostTotal: 'DSR perdidos no período',
  columnsNote:
    'Horas é o tempo trabalhado: as pausas pagas contam, o intervalo principal não. Pausas mostra o intervalo principal e, à parte, as pausas pagas e outras paradas. Noturnas conta os minutos de relógio no período noturno (urbano 22h–5h; rural conforme a jornada) e, ao lado, as mesmas horas com a hora noturna reduzida de 52 min 30 s (CLT art. 73 §1). Extras separa as horas além do planejado pelo adicional: 100% em descanso semanal e feriado (Súmula 146 do TST), 50% nos demais dias (CLT art. 59).',
} as const;

export const MIRROR_COLUMNS = [
  'Data',
  'Entrada',
  'Saída',
  'Horas',
  ...CLT_FIGURES.map((key) => CLT_FIGURE_LABEL[key]),
  'Pausas',
  'Justificativa',
  'Anexos',
  'Motivos',
  'Aprovação',
  'Alertas da CLT',
] as const;

/** Shown in Justificativa for a day excused without a request of its own (the mirror's labels, §3). */
export const EXCUSE_LABEL: Record<DayExcuseKind, string> = {
  HOLIDAY: 'Feriado',
  REST: 'Descanso semanal',
  VACATION: 'Férias',
  LEAVE: 'Afastamento',
  DAY_OFF: 'Folga',
  MEDICAL_CERTIFICATE: 'Atestado',
  PARTIAL_MEDICAL_CERTIFICATE: 'Atestado parcial',
  JUSTIFIED: 'Justificado',
  // Ours: a free day of the worked notice (CLT art. 488 sole paragraph).
  NOTICE: 'Aviso prévio',
};

/** What the mirror reads of a day's evaluation. */
export type MirrorDaySummary = Pick<
  DaySummary,
  | 'plannedMinutes'
  | 'workedMinutes'
  | 'breakMinutes'
  | 'balanceMinutes'
  | 'extraMinutes'
  | 'alerts'
  | 'dayOff'
  | 'enterTime'
  | 'exitTime'
  | 'excuse'
  | 'nightMinutes'
  | 'nightReducedSeconds'
  | 'mainBreakMinutes'
  | 'breakPreAssigned'
  | 'breakIndemnityMinutes'
  | 'restShortfallMinutes'
  | 'overtimePercent'
  | 'ruleAlerts'
  | 'fault'
>;

/** The request shown on a day: the latest one about it. */
export interface MirrorRequest {
  id: string;
  reason: RequestReason;
  status: RequestStatus;
  justification: string;
  /** The PDF's file name; fetched through the request's short-lived link (getRequestAttachmentLink). */
  attachmentName: string | null;
}

export interface MirrorDayInput {
  day: string;
  summary: MirrorDaySummary;
  request: MirrorRequest | null;
}

/** A value and whether it breaks a rule (§3: 'each value plus an alert flag'). */
export interface MirrorCell<T> {
  value: T | null;
  alert: boolean;
}

export type MirrorIcon = 'ALERT' | 'REQUEST';

/** A row of the mirror (§3 'Point mirror'). */
export interface MirrorRegister {
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm' on the company's clock. */
  enterTime: MirrorCell<string>;
  exitTime: MirrorCell<string>;
  /** Minutes worked. */
  totalHours: MirrorCell<number>;
  /** Minutes of every pause; alert when the main break is shorter than CLT art. 71 asks. */
  totalBreaks: MirrorCell<number>;
  /** Of them, the main break (the only one art. 71 counts); the rest are paid breaks and other stops. */
  mainBreak: number | null;
  /** The main break was pre-assigned, not punched (CLT art. 74 §2). */
  breakPreAssigned: boolean;
  /** Night minutes (clock and reduced) and overtime at each rate (records.ts CltFigures); null on a day not worked. */
  clt: CltFigures | null;
  /** The CLT limits the day broke (alerts.ts DAY_RULE_ALERTS), and their titles. */
  ruleAlerts: { kind: DayRuleAlert; title: string }[];
  justification: string | null;
  attachment: { requestId: string; name: string } | null;
  reason: RequestReason | null;
  statusRequest: RequestStatus | null;
  isDayOff: boolean;
  /** The day is the weekly rest of a week with a fault: its pay is lost (Lei 605/49 art. 6, weekly-rest.ts). */
  weeklyRestLost: boolean;
  /** Some rule of the day is broken ('Ver somente registros com alerta'). */
  alert: boolean;
  /** §4.3: the icon the row shows, if any. */
  icon: MirrorIcon | null;
}

/** The period's CLT figures (the lost weekly rest days as REGISTROS GERAIS counts them), every day whatever the filter shows. */
export interface MirrorTotals extends PeriodCltFigures {
  /** Art. 71 §4: missing main-break minutes, paid with 50 % more. */
  breakIndemnityMinutes: number;
  /** OJ 355 SDI-1: minutes of the 11 h rest taken, paid as overtime. */
  restShortfallMinutes: number;
}

export interface PointMirror {
  registers: MirrorRegister[];
  /** Every day of the period, whatever the alerts-only filter shows. */
  totalMinutesWorkedByPeriod: number;
  totals: MirrorTotals;
}

const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** '2026-11-02' → '02/11 - Segunda-feira' (§2.4). */
export function mirrorDateLabel(day: string): string {
  return `${brazilianDate(day).slice(0, 5)} - ${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}`;
}

/**
 * §4.3: a request that is approved or in analysis, or rejected for today or a later day, shows the request icon;
 * otherwise a past workday without an entry shows the alert icon.
 */
function rowIcon(day: string, today: string, request: MirrorRequest | null, missingEntry: boolean): MirrorIcon | null {
  if (request && (request.status !== 'DISAPPROVED' || day >= today)) return 'REQUEST';
  return missingEntry ? 'ALERT' : null;
}

/**
 * One day's row. `today` is the company's day at the server's time: only past days can miss a punch. `weeklyRestLost` comes
 * from the day's whole week (pointMirror).
 */
export function mirrorRegister({ day, summary, request }: MirrorDayInput, today: string, weeklyRestLost = false): MirrorRegister {
  const past = day < today;
  const { enterTime, exitTime } = summary;
  const due = !summary.dayOff && summary.excuse === null && summary.plannedMinutes > 0;
  const missingEntry = past && due && enterTime === null;
  const worked = enterTime !== null || summary.workedMinutes > 0;
  const cells = {
    enterTime: { value: enterTime, alert: missingEntry },
    exitTime: { value: exitTime, alert: past && enterTime !== null && exitTime === null },
    totalHours: { value: worked ? summary.workedMinutes : null, alert: past && due && summary.balanceMinutes < 0 },
    // Only the main break counts (CLT art. 71): paid coffee breaks do not make up for a short one.
    totalBreaks: { value: worked ? summary.breakMinutes : null, alert: summary.breakIndemnityMinutes > 0 },
  };
  return {
    date: day,
    ...cells,
    mainBreak: worked ? summary.mainBreakMinutes : null,
    breakPreAssigned: summary.breakPreAssigned,
    clt: worked ? dayCltFigures(summary) : null,
    ruleAlerts: summary.ruleAlerts.map((kind) => ({ kind, title: DAY_RULE_ALERT_TITLE[kind] })),
    justification: request?.justification ?? (summary.excuse ? EXCUSE_LABEL[summary.excuse] : null),
    attachment: request?.attachmentName ? { requestId: request.id, name: request.attachmentName } : null,
    reason: request?.reason ?? null,
    statusRequest: request?.status ?? null,
    isDayOff: summary.dayOff,
    weeklyRestLost,
    alert: summary.alerts > 0 || Object.values(cells).some((cell) => cell.alert),
    icon: rowIcon(day, today, request, missingEntry),
  };
}

function mirrorTotals(days: readonly MirrorDaySummary[], lostWeeklyRestDays: number): MirrorTotals {
  const totals: MirrorTotals = {
    nightMinutes: 0,
    nightReducedSeconds: 0,
    ordinaryOvertime: 0,
    restDayOvertime: 0,
    breakIndemnityMinutes: 0,
    restShortfallMinutes: 0,
    lostWeeklyRestDays,
  };
  for (const day of days) {
    const clt = dayCltFigures(day);
    for (const key of CLT_FIGURES) totals[key] += clt[key];
    totals.breakIndemnityMinutes += day.breakIndemnityMinutes;
    totals.restShortfallMinutes += day.restShortfallMinutes;
  }
  return totals;
}

/**
 * The mirror of a period's days (in day order); `onlyAlerts` keeps the rows with an alert. `days` may reach past
 * the period to whole weeks (weekly-rest.ts wholeWeeks), so that a fault across its edge takes the weekly rest it
 * should; only the period's days make rows and totals.
 */
export function pointMirror(days: readonly MirrorDayInput[], today: string, onlyAlerts: boolean, period?: Period): PointMirror {
  const lost = lostWeeklyRest(days.map(({ day, summary }) => ({ day, fault: summary.fault, excuse: summary.excuse })));
  const shown = period ? days.filter(({ day }) => day >= period.from && day <= period.to) : days;
  const registers = [...shown].sort((a, b) => (a.day < b.day ? -1 : 1)).map((day) => mirrorRegister(day, today, lost.has(day.day)));
  return {
    registers: onlyAlerts ? registers.filter((row) => row.alert) : registers,
    totalMinutesWorkedByPeriod: shown.reduce((total, day) => total + day.summary.workedMinutes, 0),
    totals: mirrorTotals(
      shown.map((day) => day.summary),
      shown.filter(({ day }) => lost.has(day)).length,
    ),
  };
}

/** The mirror's header (§3 'Employee (mirror header)'). */
export interface MirrorEmployee {
  _id: string;
  fullName: string;
  /** Key of the profile picture, read through the file address (§7.2); null without a photo. */
  profilePicture: string | null;
  /** The journey's name; '' without a journey. */
  workday: string;
}

/** GET …/point-mirror answer: the period it covers ('Período Informado'; the current month is the server's). */
export interface PointMirrorAnswer extends PointMirror {
  employee: MirrorEmployee;
  period: Period;
}
