import * as z from 'zod/mini';
import { calendarDayField } from '../admission/form-fields';
import type { DayPlan } from '../workday/schedule';
import { POINT_TYPES, type PointType } from './point-types';
import { dayTimeline, type AssignedPunch, type TimelinePoint } from './timeline';
import { dayRangeMessage, isDayInRange } from '../date-range';
import type { ReceiptEntry } from './receipt';
import { isCalendarDay } from '../ground/calendar-day';
import type { TimeZone } from '../company/time-zone';
import { zonedClock } from './company-clock';

// The calls of the employee's timeline (spec 002 §7.1): POST /point-registers records a punch at the server's
// time, GET /point-registers?date= answers the day's points. Shared by the handler and the SPA.

export const POINT_REGISTER_MSG = {
  /** 002 §8 'Register point'. */
  registered: 'Ponto registrado com sucesso',
  registerFailed: 'Houve alguma falha ao registrar o ponto',
  /** 002 §8 empty state. */
  noPoints: 'Nenhum registro de ponto encontrado!',
  /** Ours: 403 for someone who may not punch (no time-clock module, not an active employee). */
  notAllowed: 'O registro de ponto não está ativo para você. Fale com o RH da empresa.',
  /** Ours: 202, the punch is received and queued for the company's writer (issue 25); its receipt follows. */
  recording: 'Registrando…',
  recordingDetail: (time: string) => `Seu ponto foi recebido às ${time} e está sendo registrado. O comprovante aparece aqui em instantes.`,
  /** Ours: the receipt did not come within PUNCH_RECORDING_MS; the punch was received and is kept. */
  recordingLate: 'Seu ponto foi recebido e será registrado com o horário em que foi recebido. O comprovante aparecerá na lista de comprovantes.',
} as const;

const optionalText = z.nullish(z.string().check(z.trim(), z.maxLength(200)));

/**
 * POST /point-registers body (002 §7.1). The time is the server's: `registerDate` (the browser's clock) is read
 * and ignored. type, breakName and pointStartDate only say which point the person meant; all may be absent
 * (a punch outside every window).
 */
export const punchBodySchema = z.object({
  type: z.nullish(z.enum(POINT_TYPES)),
  breakName: optionalText,
  pointStartDate: z.nullish(z.iso.datetime({ offset: true })),
  registerDate: z.nullish(z.string().check(z.maxLength(64))),
});
export type PunchBody = z.input<typeof punchBodySchema>;

/** GET /point-registers?date=yyyy-MM-dd (the server's today when absent). */
export const todayPointsQuerySchema = z.object({
  date: z.optional(calendarDayField().check(z.refine((day) => !isCalendarDay(day) || isDayInRange(day, 'timeClock'), dayRangeMessage('timeClock')))),
});

/** A punch as the employee sees it (the receipt's data: NSR and hash, Portaria 671 art. 79). */
export interface PunchView extends AssignedPunch {
  /** The company's calendar day of the punch. */
  day: string;
  recordedAt: string;
  hash: string;
  breakName: string | null;
  /** Expected time 'HH:mm' of its point. */
  expectedAt: string | null;
  outOfSchedule: boolean;
}

/** POST /point-registers answer: the punch recorded, and the point it registered (null: out of schedule). */
export interface PunchReceipt {
  punch: PunchView;
  point: { type: PointType; breakName: string | null; expectedAt: string; day: string } | null;
}

/** GET /point-registers answer. */
export interface TodayPoints {
  /** The server's time: the SPA runs the rules from it, never from its own clock. */
  serverNow: string;
  /** The plan's day shown (yesterday's while a night shift that began then is still open). */
  day: string;
  /** The day's plan (null: a rest day, a holiday, a leave, no journey). */
  plan: DayPlan | null;
  journeyName: string | null;
  /** The journey's limitTime when its entry is limited. */
  entryLimitMinutes: number | null;
  /** The punches of the plan's day and the calendar days around it that the timeline reads. */
  punches: PunchView[];
  /** Punches recorded outside every window, to be reviewed by HR. */
  outOfSchedule: PunchView[];
  /** The caller's punches of the last 48 hours before serverNow, newest first: their receipts (Portaria 671 art. 80). */
  receipts: ReceiptEntry[];
  /** The company's time zone: the plan's times are on its clock (issue 22 §6). */
  timeZone: TimeZone;
}

/**
 * POST /point-registers answer: the receipt, and the caller's day after the punch as GET answers it, which the SPA
 * shows without asking for it again.
 */
export interface PunchAnswer extends PunchReceipt {
  today: TodayPoints;
}

/**
 * POST /point-registers answer 202: the punch is received at `punchedAt` (the server's time, fixed) and queued for
 * the company's writer, which gives it its NSR in a few seconds. The same request asked for again with its
 * Idempotency-Key (and ASKING_HEADER) answers 202 while it waits, `pending` null (the first answer said what), and
 * 201 (PunchAnswer) once recorded: it never records twice.
 */
export interface PunchPending {
  pending: { punchedAt: string; point: PunchReceipt['point'] } | null;
}

/** POST /point-registers answer: recorded (201) or being recorded (202). */
export type PunchReply = PunchAnswer | PunchPending;

export const isPendingPunch = (reply: PunchReply): reply is PunchPending => 'pending' in reply;

/** How often the SPA asks for the receipt of a punch being recorded (each ask is one read of its key). */
export const PUNCH_POLL_MS = 500;
/** How long the SPA asks before it says the receipt will come in the list: SQS's 5-minute deduplication window. */
export const PUNCH_RECORDING_MS = 5 * 60_000;

/** The day's points at `now` (the server's time, carried on by the SPA): core's timeline on the answer's plan and punches. */
export function todayTimeline({ plan, entryLimitMinutes, punches, outOfSchedule, timeZone }: TodayPoints, now: Date): TimelinePoint[] {
  return plan ? dayTimeline({ plan, entryLimitMinutes, punches: [...punches, ...outOfSchedule], now, clock: zonedClock(timeZone) }) : [];
}
