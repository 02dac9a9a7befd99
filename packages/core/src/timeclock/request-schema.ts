import * as z from 'zod/mini';
import { isCalendarDay } from '../ground/calendar-day';
import { dayRangeMessage, isDayInRange } from '../date-range';
import { uploadedFileSchema } from '../ground/uploaded-file';
import { requiredText } from '../fields';
import { SERVER_MSG } from '../messages';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../paging';
import { isClockTime, clockMinutes } from '../workday/time';
import type { AlertType, PointType } from './point-types';
import {
  ADJUST_REASONS,
  adjustReasons,
  asksPartialHours,
  asksRegisterTime,
  IN_ANALYSIS_REASON_FILTERS,
  REQUEST_REASONS,
  REQUEST_STATUSES,
  type RequestAttachment,
  type RequestReason,
  type RequestStatus,
} from './reasons';
import { REQUEST_MSG } from './request-messages';

// The schemas of the requests (spec 002 §5.1, §5.2, §5.4, §7.1, §7.2): the dialogs validate with them and the
// handlers parse the same bodies with them.

const JUSTIFICATION_MAX = 500;

const justification = () => requiredText(REQUEST_MSG.required, JUSTIFICATION_MAX);

/** An optional PDF (002 §5.1, §5.2): 'labelled mandatory for certificates but not enforced'. */
const pdfAttachment = () =>
  z.nullish(uploadedFileSchema(SERVER_MSG.onlyPdf).check(z.refine((file) => /\.pdf$/i.test(file.name), SERVER_MSG.onlyPdf)));

const optionalText = () => z.nullish(z.string({ error: REQUEST_MSG.invalidTime }).check(z.trim()));

type Issues = { path: string; message: string }[];

function pushIssues(payload: z.core.ParsePayload, issues: Issues) {
  for (const { path, message } of issues) {
    payload.issues.push({ code: 'custom', message, path: [path], input: undefined, continue: true });
  }
}

/** A required 24-hour 'HH:mm' (002 §5.1): blank → 'Campo obrigatório', otherwise 'Horário Invalido'. */
function timeIssue(path: string, value: string | null | undefined): Issues {
  if (!value) return [{ path, message: REQUEST_MSG.required }];
  return isClockTime(value) ? [] : [{ path, message: REQUEST_MSG.invalidTime }];
}

/** A required calendar day 'yyyy-MM-dd': blank → 'Campo obrigatório', not a real day → 'Data Invalida'. */
const requiredDay = () =>
  z
    .string({ error: REQUEST_MSG.required })
    .check(
      z.trim(),
      z.minLength(1, REQUEST_MSG.required),
      z.refine((value) => value === '' || isCalendarDay(value), REQUEST_MSG.invalidDate),
      z.refine((value) => !isCalendarDay(value) || isDayInRange(value, 'timeClock'), dayRangeMessage('timeClock')),
    );

export interface AdjustFields {
  reason: RequestReason | '';
  registerDate?: string | null;
  partialMedicalCertificateStartHour?: string | null;
  partialMedicalCertificateEndHour?: string | null;
}

/**
 * The time rules of an adjustment for an alert of `alertType` (002 §5.1): the corrected time only for a
 * pending-point adjustment; the partial certificate's hours only for its reason, the start before the end.
 */
export function adjustTimeIssues(alertType: AlertType, fields: AdjustFields): Issues {
  const issues: Issues = [];
  if (asksRegisterTime(alertType, fields.reason)) issues.push(...timeIssue('registerDate', fields.registerDate));
  if (asksPartialHours(fields.reason)) {
    const start = timeIssue('partialMedicalCertificateStartHour', fields.partialMedicalCertificateStartHour);
    const end = timeIssue('partialMedicalCertificateEndHour', fields.partialMedicalCertificateEndHour);
    issues.push(...start, ...end);
    const [from, to] = [fields.partialMedicalCertificateStartHour, fields.partialMedicalCertificateEndHour].map((value) => clockMinutes(value ?? ''));
    if (start.length === 0 && end.length === 0 && from !== null && to !== null && from >= to) {
      issues.push({ path: 'partialMedicalCertificateEndHour', message: REQUEST_MSG.endAfterStart });
    }
  }
  return issues;
}

/**
 * AJUSTAR PONTO for an alert of `alertType` (002 §3 'Adjustment payload', §5.1): the dialog validates with it,
 * and the handler parses the body with the type of the alert it read. Fields the reason does not ask for are
 * dropped (null), so a hidden field never travels.
 */
export function adjustSchema(alertType: AlertType) {
  const offered: readonly RequestReason[] = adjustReasons(alertType);
  return z
    .object({
      pointAlert: requiredText(REQUEST_MSG.required, 200),
      reason: z.enum(ADJUST_REASONS, { error: REQUEST_MSG.required }).check(z.refine((reason) => offered.includes(reason), REQUEST_MSG.reasonNotForAlert)),
      justification: justification(),
      attachment: pdfAttachment(),
      registerDate: optionalText(),
      partialMedicalCertificateStartHour: optionalText(),
      partialMedicalCertificateEndHour: optionalText(),
    })
    .check(
      // Runs even when another field failed, so the dialog shows every message at once.
      z.check((payload) => pushIssues(payload, adjustTimeIssues(alertType, payload.value)), {
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
      z.overwrite((value) => ({
        ...value,
        attachment: value.attachment ?? null,
        registerDate: asksRegisterTime(alertType, value.reason) ? (value.registerDate ?? null) : null,
        partialMedicalCertificateStartHour: asksPartialHours(value.reason) ? (value.partialMedicalCertificateStartHour ?? null) : null,
        partialMedicalCertificateEndHour: asksPartialHours(value.reason) ? (value.partialMedicalCertificateEndHour ?? null) : null,
      })),
    );
}
export type AdjustBody = z.output<ReturnType<typeof adjustSchema>>;

/** The alert an adjustment names: read first, so the body is then parsed with that alert's type. */
export const adjustAlertSchema = z.object({ pointAlert: requiredText(REQUEST_MSG.required, 200) });

/** 'Pedir Folga' (002 §5.2, §7.1 POST point-solicitation/day-off): the date and the justification; a PDF may go. */
export const dayOffSchema = z.object({
  reason: z.literal('REQUEST_DAY_OFF', { error: REQUEST_MSG.required }),
  solicitationDate: requiredDay(),
  justification: justification(),
  attachment: pdfAttachment(),
});
export type DayOffBody = z.output<typeof dayOffSchema>;

/** The compensation date, `today` or later (002 §5.2); `today` is the company's day, the server's on the API. */
const compensationDate = (today: string) =>
  requiredDay().check(z.refine((day) => !isCalendarDay(day) || day >= today, REQUEST_MSG.compensationDateFromToday));

const HOURS_TEXT = /^(\d{1,3}):([0-5]\d)$/;

/** 'HH:mm' of hours to compensate → minutes; null when blank, malformed or only zeros and colons. */
export function compensatedMinutes(text: string): number | null {
  const match = HOURS_TEXT.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 0 ? minutes : null;
}

/** A day's hours: never more than a whole day (the employee's request and HR's compensation alike). */
export const MAX_COMPENSATED_MINUTES = 24 * 60;

/** The SOLICITAR dialog's 'Compensação de horas' (002 §5.2): the hours as the field shows them, 'HH:mm'. */
export function compensationFormSchema(today: string) {
  return z.object({
    reason: z.literal('HOURS_COMPENSATION', { error: REQUEST_MSG.required }),
    compensationDate: compensationDate(today),
    dayHoursCompensated: z.string({ error: REQUEST_MSG.required }).check(
      z.refine((text) => text.trim() !== '', REQUEST_MSG.required),
      z.refine((text) => text.trim() === '' || compensatedMinutes(text) !== null, REQUEST_MSG.invalidValue),
    ),
    justification: justification(),
  });
}

/** POST point-solicitation/hours-compensation (002 §7.1): the same request with the hours in minutes. */
export function compensationBodySchema(today: string) {
  return z.object({
    reason: z.literal('HOURS_COMPENSATION', { error: REQUEST_MSG.required }),
    compensationDate: compensationDate(today),
    totalMinutesCompensated: z
      .int({ error: REQUEST_MSG.invalidValue })
      .check(z.minimum(1, REQUEST_MSG.invalidValue), z.maximum(MAX_COMPENSATED_MINUTES, REQUEST_MSG.invalidValue)),
    justification: justification(),
  });
}
export type CompensationBody = z.output<ReturnType<typeof compensationBodySchema>>;

/** The SOLICITAR dialog: the reason first ('Campo obrigatório'), then the fields of the chosen one. */
export function askFormSchema(today: string) {
  return z.discriminatedUnion('reason', [dayOffSchema, compensationFormSchema(today)], { error: REQUEST_MSG.required });
}

/** REPROVAR's 'Motivo da reprovação*' (002 §5.4): not blank. */
export const reproveSchema = z.object({ disapprovalReason: requiredText(REQUEST_MSG.required, JUSTIFICATION_MAX) });
export type ReproveBody = z.output<typeof reproveSchema>;

const pageFields = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(
    z.coerce.number().check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Tamanho de página inválido')),
    DEFAULT_PAGE_SIZE,
  ),
  // 002 §9: requests by creation date, newest first.
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
};

/** GET point-solicitation (002 §7.1): the caller's own requests. */
export const myRequestsQuery = z.object({
  ...pageFields,
  orderBy: z._default(z.enum(['createdAt', 'day']), 'createdAt'),
  status: z.optional(z.enum(REQUEST_STATUSES)),
  reason: z.optional(z.enum(REQUEST_REASONS)),
});

/** GET point-solicitation/in-analysis/{companyId} (002 §7.2): Nome sorts by the person's full name. */
export const inAnalysisQuery = z.object({
  ...pageFields,
  orderBy: z._default(z.enum(['createdAt', 'fullName']), 'createdAt'),
  reason: z.optional(z.enum(IN_ANALYSIS_REASON_FILTERS)),
  text: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});

/** A request as the lists and dialogs read it (002 §3 PointSolicitation). */
export interface PointSolicitation {
  _id: string;
  /** ISO instant it was asked. */
  createdAt: string;
  user: { _id: string; fullName: string };
  reason: RequestReason;
  status: RequestStatus;
  justification: string;
  disapprovalReason: string | null;
  /** The day it is about ('yyyy-MM-dd'): the alert's, the day off's or the compensation's. */
  day: string;
  pointAlert: { _id: string; alertType: AlertType; pointType: PointType | null; breakName: string | null; pointStartDate: string | null } | null;
  /** The corrected time of a pending-point adjustment, ISO with the company's offset. */
  registerDate: string | null;
  partialMedicalCertificateStartHour: string | null;
  partialMedicalCertificateEndHour: string | null;
  /** The day off asked ('yyyy-MM-dd'). */
  solicitationDate: string | null;
  compensationDate: string | null;
  totalMinutesCompensated: number | null;
  attachment: RequestAttachment | null;
  viewed: boolean;
  /** ISO instant HR approved or reproved it, and who. */
  analysedAt: string | null;
  analysedByName: string | null;
}

/** GET point-solicitation/notifications/{companyId}: requests in analysis HR has not opened yet. */
export interface RequestNotifications {
  total: number;
}
