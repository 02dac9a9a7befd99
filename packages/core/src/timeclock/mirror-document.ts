import * as z from 'zod/mini';
import { formatCnpj } from '../brazil/cnpj';
import { dayRangeMessage, isDayInRange } from '../date-range';
import { formatCpf } from '../brazil/cpf';
import { brazilianDate } from '../ground/calendar-day';
import { formatMinutes } from './hhmm';
import { mirrorDateLabel, type PointMirrorAnswer } from './mirror';
import type { EvaluatedDay } from './person-day';
import { CLT_FIGURE_LABEL, CLT_FIGURES, cltFigureText } from './records';
import type { ReceiptAnswer } from './receipt';
import type { ZonedClock } from './company-clock';

// The point mirror as the signed PDF of Portaria MTP 671/2021 art. 84 (issue 23 §6): the employer (I), the worker's
// name, CPF, admission date and job title (II), the issue date and period (III), the contracted schedule (IV),
// every punch of each day with what the PTRP did with it (V: recorded, included by hand with the approved
// request, pre-assigned, disregarded; art. 82 sole paragraph) and the hours of each day and in total with the
// reduced night hour (VI; CLT art. 73 §1). Nothing is computed here: the hours are the ESPELHO DE PONTO's answer
// (mirror.ts), the punches and plans the same days it was computed from (person-day.ts); this only lays them out.

export const MIRROR_PDF_MSG = {
  title: 'Espelho de Ponto',
  legalBasis: 'Portaria MTP 671/2021, art. 84',
  /** 'yyyy-MM' → 'BAIXAR PDF DE 11/2026'. */
  download: (month: string) => `BAIXAR PDF DE ${month.slice(5)}/${month.slice(0, 4)}`,
  preparing: 'Gerando o PDF…',
  failed: 'Não foi possível gerar o espelho de ponto em PDF. Tente novamente.',
  monthRequired: 'Informe o mês (aaaa-MM).',
  employer: 'Empregador',
  cnpj: 'CNPJ',
  worker: 'Trabalhador',
  cpf: 'CPF',
  admission: 'Data de admissão',
  jobTitle: 'Cargo',
  issuedAt: 'Data de emissão',
  period: 'Período',
  journey: 'Horário contratual',
  daySchedule: 'Horário contratual do dia',
  punches: 'Marcações',
  noPunch: 'Nenhuma marcação',
  worked: 'Horas trabalhadas',
  justification: 'Justificativa',
  totals: 'Totais do período',
  notInformed: 'não informado',
  noSchedule: 'sem horário previsto',
} as const;

export const PUNCH_MARKS = ['RECORDED', 'INCLUDED', 'PRE_ASSIGNED', 'DISREGARDED'] as const;
export type PunchMark = (typeof PUNCH_MARKS)[number];

/** Art. 84 V: what each punch is (AEJ record 05's fonteMarc O / I / P and tpMarc D). */
export const PUNCH_MARK_LABEL: Record<PunchMark, string> = {
  RECORDED: 'registrada',
  INCLUDED: 'incluída manualmente',
  PRE_ASSIGNED: 'pré-assinalada',
  DISREGARDED: 'desconsiderada',
};

export interface MirrorPunchLine {
  /** 'HH:mm'; '' for a pre-assigned break, whose time is not planned. */
  time: string;
  mark: PunchMark;
  /** The NSR of a recorded punch, the approved request behind an included or disregarded one. */
  note: string;
}

export interface MirrorDocumentDay {
  /** '02/11 - Segunda-feira'. */
  label: string;
  schedule: string;
  punches: MirrorPunchLine[];
  /** The day's hours as label and value: worked, night (clock and reduced), overtime at each rate. */
  hours: ReadonlyArray<readonly [string, string]>;
  /** The mirror's justification of the day (its request, or what excused it). */
  justification: string | null;
}

export interface MirrorDocument {
  /** Art. 84 I–IV as label and value. */
  header: ReadonlyArray<readonly [string, string]>;
  days: MirrorDocumentDay[];
  totals: ReadonlyArray<readonly [string, string]>;
}

export interface MirrorDocumentInput {
  employer: { name: string; cnpj: string };
  worker: { name: string; cpf: string; admissionDate: string | null; jobTitle: string | null };
  /** The instant the PDF is made, and the company's clock it is read on (issue 22 §6). */
  issuedAt: Date;
  companyClock: ZonedClock;
  /** The ESPELHO DE PONTO's answer for the period, every day (not the alerts-only filter). */
  mirror: PointMirrorAnswer;
  /** The evaluated days it was computed from (they may reach past the period: whole weeks). */
  days: readonly EvaluatedDay[];
}

const clock = (iso: string) => iso.slice(11, 16);
const approvalNote = (companyClock: ZonedClock, approvedAt: string, justification: string) =>
  `solicitação aprovada em ${brazilianDate(companyClock.today(new Date(approvedAt)))}${justification ? `: ${justification}` : ''}`;

/** Every punch of the day in time order, each marked, then the pre-assigned main break (CLT art. 74 §2). */
function punchLines(day: EvaluatedDay, companyClock: ZonedClock): MirrorPunchLine[] {
  const adjustments = day.requests.flatMap((request) => (request.reason === 'POINTS_ADJUST' ? [request] : []));
  const recorded = day.punches.map((punch): MirrorPunchLine & { at: string } => {
    // The punch an approved adjustment corrects (person-day.ts `corrected`): shown, no longer counted.
    const correction = day.corrected.includes(punch.nsr) ? adjustments.find((request) => request.punchNsr === punch.nsr) : undefined;
    return correction
      ? { at: punch.punchedAt, time: clock(punch.punchedAt), mark: 'DISREGARDED', note: `NSR ${punch.nsr}; ${approvalNote(companyClock, correction.approvedAt, correction.justification)}` }
      : { at: punch.punchedAt, time: clock(punch.punchedAt), mark: 'RECORDED', note: `NSR ${punch.nsr}` };
  });
  const included = day.included.map((time): MirrorPunchLine & { at: string } => {
    const request = adjustments.find(({ id }) => id === time.requestId);
    return { at: time.registerDate, time: clock(time.registerDate), mark: 'INCLUDED', note: request ? approvalNote(companyClock, request.approvedAt, request.justification) : '' };
  });
  const lines: MirrorPunchLine[] = [...recorded, ...included]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map(({ time, mark, note }) => ({ time, mark, note }));
  if (day.summary.breakPreAssigned && day.plan) {
    lines.push({ time: '', mark: 'PRE_ASSIGNED', note: `intervalo de ${formatMinutes(day.plan.mainBreak)}` });
  }
  return lines;
}

function scheduleText(day: EvaluatedDay): string {
  const { plan } = day;
  if (!plan) return MIRROR_PDF_MSG.noSchedule;
  const nextDay = plan.exitDayOffset > 0 ? ' do dia seguinte' : '';
  return `${plan.enterTime} às ${plan.exitTime}${nextDay}, intervalo de ${formatMinutes(plan.mainBreak)}`;
}

/** The art. 84 mirror of one person and period, laid out for the PDF (and read back by its test). */
export function mirrorDocument({ employer, worker, issuedAt, companyClock, mirror, days }: MirrorDocumentInput): MirrorDocument {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const { period } = mirror;
  const header: [string, string][] = [
    [MIRROR_PDF_MSG.employer, employer.name],
    [MIRROR_PDF_MSG.cnpj, formatCnpj(employer.cnpj)],
    [MIRROR_PDF_MSG.worker, worker.name],
    [MIRROR_PDF_MSG.cpf, worker.cpf ? formatCpf(worker.cpf) : MIRROR_PDF_MSG.notInformed],
    [MIRROR_PDF_MSG.admission, worker.admissionDate ? brazilianDate(worker.admissionDate) : MIRROR_PDF_MSG.notInformed],
    [MIRROR_PDF_MSG.jobTitle, worker.jobTitle || MIRROR_PDF_MSG.notInformed],
    [MIRROR_PDF_MSG.issuedAt, brazilianDate(companyClock.today(issuedAt)) + ' ' + clock(companyClock.iso(issuedAt.getTime()))],
    [MIRROR_PDF_MSG.period, `${brazilianDate(period.from)} a ${brazilianDate(period.to)}`],
    [MIRROR_PDF_MSG.journey, mirror.employee.workday || MIRROR_PDF_MSG.notInformed],
  ];
  const documentDays = mirror.registers.flatMap((register): MirrorDocumentDay[] => {
    const day = byDay.get(register.date);
    if (!day) return [];
    const figures = CLT_FIGURES.map((key) => [CLT_FIGURE_LABEL[key], cltFigureText(key, register.clt?.[key] ?? 0)] as const);
    return [
      {
        label: mirrorDateLabel(register.date),
        schedule: scheduleText(day),
        punches: punchLines(day, companyClock),
        hours: [[MIRROR_PDF_MSG.worked, formatMinutes(register.totalHours.value ?? 0)], ...figures],
        justification: register.justification,
      },
    ];
  });
  const totals = [
    [MIRROR_PDF_MSG.worked, formatMinutes(mirror.totalMinutesWorkedByPeriod)] as const,
    ...CLT_FIGURES.map((key) => [CLT_FIGURE_LABEL[key], cltFigureText(key, mirror.totals[key])] as const),
  ];
  return { header, days: documentDays, totals };
}

/** 'espelho-ponto-2026-11-maria-da-conceicao.pdf'. */
export function mirrorPdfFileName(month: string, workerName: string): string {
  const slug = workerName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `espelho-ponto-${month}-${slug}.pdf`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /api/point-registers/mirror-pdf/{personId}?month=yyyy-MM: the month of the mirror. */
export const mirrorPdfQuerySchema = z.object({
  month: z.string({ error: MIRROR_PDF_MSG.monthRequired }).check(
    z.trim(),
    z.regex(MONTH, MIRROR_PDF_MSG.monthRequired),
    // The months the screen's filter accepts (mirror-filter.ts): the mirror is read with its query.
    z.refine((month) => !MONTH.test(month) || isDayInRange(`${month}-01`, 'timeClock'), dayRangeMessage('timeClock')),
  ),
});

/** Its answer: the file's name and a 60-second link, as the receipt's. */
export type MirrorPdfAnswer = ReceiptAnswer;
