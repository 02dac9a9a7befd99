import * as z from 'zod/mini';
import { isCalendarDay } from '../ground/calendar-day';
import { uploadedFileSchema } from '../ground/uploaded-file';
import { STATUS_ACTIVE_LABEL } from '../enums';
import { requiredText, whenValid } from '../fields';
import { MSG, SERVER_MSG } from '../messages';
import { abonoLimit, FULL_VACATION_DAYS } from '../vacation/days-due';
import { VACATION_MSG } from '../vacation/messages';
import { activityDays } from './interval';
import { ACTIVITY_MSG, type ActivityPeriod, type ActivityType } from './terms';

// Statuses and leaves HR registers (spec 000 §2.6, §3 Activity, §5, §7 'POST activity', §8; 001 §4 'Status
// application', §5 'Status registration', §8). Each type is the statusActive it gives the person. One schema
// per family of types validates both the SPA form and the POST body; days are 'yyyy-MM-dd'.

export { ACTIVITY_MSG, ACTIVITY_PERIODS, ACTIVITY_TYPES, periodText, type ActivityPeriod, type ActivityType } from './terms';

/** The statuses the detail's status selector offers (001 §4 'Status application'). */
export const STATUS_SELECTOR_TYPES = [
  'MEDICAL_CERTIFICATE',
  'INSS_REMOVAL',
  'DAY_OFF',
  'VACATION',
  'SUSPENSION',
  'MATERNITY_LEAVE',
  'PATERNITY_LEAVE',
  'UNPAID_LEAVE',
] as const satisfies readonly ActivityType[];

/** The type's label is the status it sets (the same words wherever the status shows). */
export const ACTIVITY_TYPE_LABEL: Record<ActivityType, string> = STATUS_ACTIVE_LABEL;

export const ACTIVITY_PERIOD_LABEL: Record<ActivityPeriod, string> = {
  ONE_DAY: 'Um dia',
  MORE_THAN_ONE_DAY: 'Mais de um dia',
};

/** The most days one registration may cover (000 §9, 001 §9). */
export const MAX_ACTIVITY_DAYS = 999;

/** Upload purpose of the documents (uploads/schema.ts): INSS, maternity and certificates take a PDF. */
export const ACTIVITY_DOCUMENT_PURPOSE = 'pdf';

/** The notice after a registration, per type (000 §8, 001 §8; weekly rest is ours, in the same pattern). */
export const ACTIVITY_SUCCESS: Record<ActivityType, string> = {
  INSS_REMOVAL: 'Afastamento registrado com sucesso',
  MEDICAL_CERTIFICATE: 'Atestado registrado com sucesso',
  MATERNITY_LEAVE: 'Licença Maternidade registrada com sucesso',
  PATERNITY_LEAVE: 'Licença paternidade registrada com sucesso',
  DAY_OFF: 'Folga registrada com sucesso',
  VACATION: 'Férias registradas com sucesso',
  WEEKLY_REST: 'Descanso semanal registrado com sucesso',
  SUSPENSION: 'Suspensão registrada com sucesso',
  UNPAID_LEAVE: 'Licença não remunerada registrada com sucesso',
};

/** What a family of types asks for; the form shows the fields from it. */
export interface ActivityFamily {
  periods: readonly [ActivityPeriod, ...ActivityPeriod[]];
  /** 'Sem previsão de término' may replace the end (more than one day only). */
  openEnded: boolean;
  reasonRequired: boolean;
  /** A PDF document is required. */
  documentRequired: boolean;
  endAfterStart: string;
  /** Days may be sold with it (abono pecuniário, CLT art. 143): the vacation only. */
  sellsDays?: boolean;
}

const BOTH_PERIODS = ['ONE_DAY', 'MORE_THAN_ONE_DAY'] as const;
const MANY_DAYS = ['MORE_THAN_ONE_DAY'] as const;

export const ACTIVITY_FAMILIES = {
  /** 000 §5 'Day off / vacation / weekly rest'. */
  dayOff: { periods: BOTH_PERIODS, openEnded: false, reasonRequired: false, documentRequired: false, endAfterStart: ACTIVITY_MSG.endAfterStart },
  /** 000 §5 as day off; ours: the days sold with it (CLT art. 143). */
  vacation: { periods: BOTH_PERIODS, openEnded: false, reasonRequired: false, documentRequired: false, endAfterStart: ACTIVITY_MSG.endAfterStart, sellsDays: true },
  /** 000 §5: as day off plus a required PDF. */
  medicalCertificate: { periods: BOTH_PERIODS, openEnded: false, reasonRequired: false, documentRequired: true, endAfterStart: ACTIVITY_MSG.endAfterStart },
  /** 000 §5: start and end, end after start, PDF. */
  maternityLeave: { periods: MANY_DAYS, openEnded: false, reasonRequired: false, documentRequired: true, endAfterStart: ACTIVITY_MSG.endAfterStart },
  /** 000 §5: start and end, 1 to 999 days. */
  paternityLeave: { periods: MANY_DAYS, openEnded: false, reasonRequired: false, documentRequired: false, endAfterStart: ACTIVITY_MSG.endAfterStart },
  /** 000 §5: start; end unless no forecast; reason; PDF. */
  inssRemoval: { periods: MANY_DAYS, openEnded: true, reasonRequired: true, documentRequired: true, endAfterStart: ACTIVITY_MSG.endAfterStart },
  /** 001 §5: one day or more; end unless no forecast; reason. */
  suspension: { periods: BOTH_PERIODS, openEnded: true, reasonRequired: true, documentRequired: false, endAfterStart: ACTIVITY_MSG.endAfterStartDetail },
  /** 001 §5: start; end unless no forecast; reason. */
  unpaidLeave: { periods: MANY_DAYS, openEnded: true, reasonRequired: true, documentRequired: false, endAfterStart: ACTIVITY_MSG.endAfterStartDetail },
} as const satisfies Record<string, ActivityFamily>;

/** The family each type belongs to. */
export const ACTIVITY_FAMILY_OF: Record<ActivityType, ActivityFamily> = {
  DAY_OFF: ACTIVITY_FAMILIES.dayOff,
  VACATION: ACTIVITY_FAMILIES.vacation,
  WEEKLY_REST: ACTIVITY_FAMILIES.dayOff,
  MEDICAL_CERTIFICATE: ACTIVITY_FAMILIES.medicalCertificate,
  MATERNITY_LEAVE: ACTIVITY_FAMILIES.maternityLeave,
  PATERNITY_LEAVE: ACTIVITY_FAMILIES.paternityLeave,
  INSS_REMOVAL: ACTIVITY_FAMILIES.inssRemoval,
  SUSPENSION: ACTIVITY_FAMILIES.suspension,
  UNPAID_LEAVE: ACTIVITY_FAMILIES.unpaidLeave,
};

const dayField = z.nullish(z.string({ error: ACTIVITY_MSG.invalidDate }).check(z.trim()));

/**
 * Art. 143: at most a third of the vacation is sold, so never more than a third of a full one (10 days); the
 * third of the period it draws from (fewer days with art. 130's absences) is checked against the person's periods
 * (vacation/registration.ts).
 */
export const MAX_SOLD_DAYS = abonoLimit(FULL_VACATION_DAYS);

const soldDaysField = z.nullish(
  z.int({ error: VACATION_MSG.soldDaysInvalid(MAX_SOLD_DAYS) }).check(
    z.gte(0, VACATION_MSG.soldDaysInvalid(MAX_SOLD_DAYS)),
    z.lte(MAX_SOLD_DAYS, VACATION_MSG.abonoTooLarge(MAX_SOLD_DAYS)),
  ),
);

const pdfDocument = uploadedFileSchema(ACTIVITY_MSG.documentRequired).check(
  z.refine((file) => /\.pdf$/i.test(file.name), SERVER_MSG.onlyPdf),
);

/** The fields every family carries; what each requires is checked by `activityRules`. */
interface ActivityFields {
  period: ActivityPeriod;
  date?: string | null;
  startDate?: string | null;
  finalDate?: string | null;
  numberOfDays?: number | null;
  withoutForecastOfEnding: boolean;
  reason?: string | null;
  soldDays?: number | null;
}

/**
 * Keeps only the days the period uses, drops the end when there is no forecast (the checkbox clears it), and
 * 'Sem previsão de término' only where the family allows it; a blank day becomes null. Days sold only where
 * the family sells them (none → null).
 */
function normalizedDays(family: ActivityFamily, activity: ActivityFields) {
  const many = activity.period === 'MORE_THAN_ONE_DAY';
  const open = family.openEnded && many && activity.withoutForecastOfEnding;
  return {
    date: many ? null : activity.date || null,
    startDate: many ? activity.startDate || null : null,
    finalDate: many && !open ? activity.finalDate || null : null,
    numberOfDays: open ? null : (activity.numberOfDays ?? null),
    withoutForecastOfEnding: open,
    soldDays: family.sellsDays ? activity.soldDays || null : null,
  };
}

type Issue = { path: keyof ActivityFields; message: string };

/** The fields the date rules read. */
const DAY_FIELDS = ['period', 'date', 'startDate', 'finalDate', 'numberOfDays', 'withoutForecastOfEnding'] as const;

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** A required day: blank → 'Campo obrigatório', not a real 'yyyy-MM-dd' day → 'Data inválida'. */
function dayIssue(path: Issue['path'], day: string | null | undefined): Issue | null {
  if (!day) return { path, message: ACTIVITY_MSG.required };
  return isCalendarDay(day) ? null : { path, message: ACTIVITY_MSG.invalidDate };
}

/**
 * The date rules of a (normalized) registration: the days its period needs; the end after the start and not
 * the same day; numberOfDays equal to the days counted, 1 to 999.
 */
export function activityRules(family: ActivityFamily, activity: ActivityFields): Issue[] {
  if (activity.period === 'ONE_DAY') {
    const day = dayIssue('date', activity.date);
    if (day) return [day];
  } else {
    const issues = [
      dayIssue('startDate', activity.startDate),
      activity.withoutForecastOfEnding ? null : dayIssue('finalDate', activity.finalDate),
    ].filter((issue) => issue !== null);
    if (issues.length > 0) return issues;
    const { startDate, finalDate } = activity;
    if (finalDate && startDate && finalDate === startDate) return [{ path: 'finalDate', message: ACTIVITY_MSG.sameDay }];
    if (finalDate && startDate && finalDate < startDate) return [{ path: 'finalDate', message: family.endAfterStart }];
  }
  const days = activityDays(activity);
  if (days === null) return [];
  const valid = days <= MAX_ACTIVITY_DAYS && activity.numberOfDays === days;
  return valid ? [] : [{ path: 'numberOfDays', message: ACTIVITY_MSG.invalidQuantity }];
}

function familySchema<const T extends readonly [ActivityType, ...ActivityType[]]>(types: T, family: ActivityFamily) {
  return z
    .object({
      type: z.enum(types, { error: ACTIVITY_MSG.selectStatus }),
      period: z.enum(family.periods, { error: ACTIVITY_MSG.required }),
      date: dayField,
      startDate: dayField,
      finalDate: dayField,
      numberOfDays: z.nullish(z.number({ error: ACTIVITY_MSG.invalidQuantity })),
      withoutForecastOfEnding: z._default(z.boolean({ error: ACTIVITY_MSG.required }), false),
      reason: family.reasonRequired
        ? requiredText(ACTIVITY_MSG.reasonRequired, 500)
        : z.nullish(z.string({ error: ACTIVITY_MSG.required }).check(z.trim(), z.maxLength(500, 'Máximo 500 caracteres'))),
      document: family.documentRequired ? pdfDocument : z.nullish(uploadedFileSchema(ACTIVITY_MSG.invalidDocument)),
      soldDays: soldDaysField,
    })
    .check(
      z.overwrite((activity) => ({ ...activity, ...normalizedDays(family, activity) })),
      // Runs even when the reason or the document is missing, so the form shows every message at once.
      z.check(
        (payload) => {
          const activity = { ...payload.value, ...normalizedDays(family, payload.value) };
          for (const { path, message } of activityRules(family, activity)) {
            payload.issues.push({ code: 'custom', message, path: [path], input: activity[path], continue: true });
          }
        },
        { when: (payload) => isObject(payload.value) && whenValid(...DAY_FIELDS)(payload) },
      ),
    );
}

// A single-period family still takes the period field: the form sends the family's only option. Pure calls:
// bundles that read only the constants above leave the schemas out.
export const dayOffSchema = /* @__PURE__ */ familySchema(['DAY_OFF', 'WEEKLY_REST'], ACTIVITY_FAMILIES.dayOff);
export const vacationSchema = /* @__PURE__ */ familySchema(['VACATION'], ACTIVITY_FAMILIES.vacation);
export const medicalCertificateSchema = /* @__PURE__ */ familySchema(['MEDICAL_CERTIFICATE'], ACTIVITY_FAMILIES.medicalCertificate);
export const maternityLeaveSchema = /* @__PURE__ */ familySchema(['MATERNITY_LEAVE'], ACTIVITY_FAMILIES.maternityLeave);
export const paternityLeaveSchema = /* @__PURE__ */ familySchema(['PATERNITY_LEAVE'], ACTIVITY_FAMILIES.paternityLeave);
export const inssRemovalSchema = /* @__PURE__ */ familySchema(['INSS_REMOVAL'], ACTIVITY_FAMILIES.inssRemoval);
export const suspensionSchema = /* @__PURE__ */ familySchema(['SUSPENSION'], ACTIVITY_FAMILIES.suspension);
export const unpaidLeaveSchema = /* @__PURE__ */ familySchema(['UNPAID_LEAVE'], ACTIVITY_FAMILIES.unpaidLeave);

/** The form's schema for the chosen type. */
export const ACTIVITY_SCHEMAS = {
  DAY_OFF: dayOffSchema,
  VACATION: vacationSchema,
  WEEKLY_REST: dayOffSchema,
  MEDICAL_CERTIFICATE: medicalCertificateSchema,
  MATERNITY_LEAVE: maternityLeaveSchema,
  PATERNITY_LEAVE: paternityLeaveSchema,
  INSS_REMOVAL: inssRemovalSchema,
  SUSPENSION: suspensionSchema,
  UNPAID_LEAVE: unpaidLeaveSchema,
} as const satisfies Record<ActivityType, unknown>;

/** Any registration; no type chosen → 'Por favor, selecione um status.' */
export const activitySchema = z.discriminatedUnion(
  'type',
  [
    dayOffSchema,
    vacationSchema,
    medicalCertificateSchema,
    maternityLeaveSchema,
    paternityLeaveSchema,
    inssRemovalSchema,
    suspensionSchema,
    unpaidLeaveSchema,
  ],
  { error: ACTIVITY_MSG.selectStatus },
);
export type ActivityInput = z.infer<typeof activitySchema>;

/** Body of POST /api/activity (000 §7): the registration, whose it is and the company. */
export const activityBodySchema = z.intersection(
  z.object({ user: requiredText(MSG.required), company: requiredText(MSG.required) }),
  activitySchema,
);
export type ActivityBody = z.infer<typeof activityBodySchema>;

/** A stored registration, as GET /api/activity/{userId} answers it. */
export type Activity = ActivityBody & { _id: string };

/** Body of PUT /api/activity/end-activity-with-no-forecast (000 §7). */
export const endActivitySchema = z.object({ activityId: requiredText(MSG.required) });

/**
 * The leave a person is on (the list's Iniciado em / Finaliza em, the detail's red dates): its first day and,
 * when known, its last day.
 */
export interface CurrentLeave {
  activityId: string;
  type: ActivityType;
  startDate: string;
  finalDate: string | null;
  withoutForecastOfEnding: boolean;
}
