import * as z from 'zod/mini';
import { isCalendarDay } from '../../ground/calendar-day';
import { dayRangeMessage, isDayInRange } from '../../date-range';
import { PERIOD_FILTER_MSG } from '../period-filter';

// GET /api/point-registers/afd/{companyId}?startDate&endDate (issue 23 §2): the period of the AFD, both dates
// optional (no start: from the company's first record; no end: up to today), 'yyyy-MM-dd' on the company's
// calendar. The SPA's 'Baixar AFD' form checks the same rules. No longest period: the export streams.

export const AFD_MSG = {
  download: 'Baixar AFD',
  dialogTitle: 'Baixar AFD (Arquivo Fonte de Dados)',
  dialogHint: 'Deixe a data inicial em branco para começar no primeiro registro, e a final para terminar hoje.',
  startLabel: 'Data inicial',
  endLabel: 'Data final',
  generate: 'GERAR E BAIXAR',
  cancel: 'CANCELAR',
  ready: 'AFD gerado. O arquivo foi baixado.',
  signatureTitle: 'Assinatura digital do AFD',
  /** The dialog after a REP file (the AFD or the AEJ) was generated: its detached signature, one click away. */
  signatureHint: 'Baixe também a assinatura digital (.p7s), que comprova a origem e a integridade do arquivo. O link vale por 60 segundos.',
  downloadSignature: 'BAIXAR ASSINATURA (.p7s)',
  close: 'FECHAR',
  failed: 'Não foi possível gerar o AFD. Tente novamente.',
  /** A file too big for one call is written by a job (RepFileJob): the dialog shows how far it got. */
  preparing: (percent: number) => `Preparando o arquivo… ${percent}%`,
  progressLabel: 'Progresso da geração do arquivo',
} as const;

/** The form's values and the query: '' for a date left empty. */
export const EMPTY_AFD_PERIOD: AfdPeriodQuery = { startDate: '', endDate: '' };

export interface AfdPeriodQuery {
  startDate: string;
  endDate: string;
}

type Issue = { path: [keyof AfdPeriodQuery]; message: string };

/** One message per date: not a day, out of range, then the order of the two. */
export function afdPeriodIssues({ startDate, endDate }: AfdPeriodQuery): Issue[] {
  const issues: Issue[] = [];
  for (const path of ['startDate', 'endDate'] as const) {
    const day = path === 'startDate' ? startDate : endDate;
    if (!day) continue;
    if (!isCalendarDay(day)) issues.push({ path: [path], message: PERIOD_FILTER_MSG.invalidDate });
    else if (!isDayInRange(day, 'timeClock')) issues.push({ path: [path], message: dayRangeMessage('timeClock') });
  }
  if (issues.length === 0 && startDate && endDate && startDate > endDate) issues.push({ path: ['endDate'], message: PERIOD_FILTER_MSG.invalidRange });
  return issues;
}

const dateField = () => z._default(z.string({ error: PERIOD_FILTER_MSG.invalidDate }).check(z.trim()), '');
const periodShape = { startDate: dateField(), endDate: dateField() };
const periodChecked = () =>
  z.check<AfdPeriodQuery>((payload) => {
    for (const { path, message } of afdPeriodIssues(payload.value)) payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
  });

/** The period the SPA's form asks. */
export const afdQuerySchema = z.object(periodShape).check(periodChecked());

/**
 * The routes' query: the period, or `job`, the id of an export that went on as a job (RepFileJob), asked again
 * until it answers the file.
 */
export const repFileQuerySchema = z.object({ ...periodShape, job: z._default(z.string().check(z.trim()), '') }).check(periodChecked());

/**
 * The days a file covers (the AFD's and the AEJ's): no end, up to `today`; no start, from the company's first
 * punch (`firstDay`), or the end when there is none or it is later.
 */
export function exportDays({ startDate, endDate }: AfdPeriodQuery, today: string, firstDay: string | undefined): { from: string; to: string } {
  const to = endDate || today;
  const start = firstDay ?? to;
  return { from: startDate || (start < to ? start : to), to };
}

/**
 * The answer (the AFD's, and the AEJ's alike): the file's name, a 60-second link to it and one to its detached
 * CAdES signature (.p7s, Portaria 671 arts. 86–88; issue 23 §4).
 */
export interface AfdExportAnswer {
  fileName: string;
  url: string;
  signatureUrl: string;
}

/**
 * The answer (202) when the period is too big to write within one call: the file is being written by a job;
 * `progress` is 0–100. The same path with `?job=<jobId>` answers this again until the file is ready, then the
 * file's answer (AfdExportAnswer, 200) with fresh links.
 */
export interface RepFileJob {
  jobId: string;
  progress: number;
}

export type RepFileAnswer = AfdExportAnswer | RepFileJob;

export const isRepFileJob = (answer: RepFileAnswer): answer is RepFileJob => 'jobId' in answer;

/**
 * The signature's file name: the file's with '.p7s' for its extension ("AFD…REP_P.p7s"). The layouts ask for a
 * detached .p7s without naming it (UNCONFIRMED, README 'Signatures of the AFD and the AEJ'): it keeps the file's
 * name so each pairs with its own.
 */
export const signatureFileName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')}.p7s`;
