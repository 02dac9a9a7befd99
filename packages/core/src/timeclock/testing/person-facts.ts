import type { RegisteredActivity } from '../../activity/rules';
import type { ShutDownData } from '../../dismissal/shut-down-data';
import { VALID_JOURNEY } from '../../workday/testing/journeys';
import type { PersonFacts } from '../planned-day';
import type { ApprovedRequest } from '../reasons';

// Test fixtures: a person on the core valid journey (08:00–17:48, Café 10:00–10:15, main break 60 min, holidays
// observed), admitted 02/01/2025, in a Sao Paulo company, with nothing else on record; tests add one fact at a time.

export const personFacts = (over: Partial<PersonFacts> = {}): PersonFacts => ({
  admissionDay: '2025-01-02',
  journey: VALID_JOURNEY,
  holidays: [],
  activities: [],
  requests: [],
  compensated: {},
  notice: null,
  timeZone: 'America/Sao_Paulo',
  ...over,
});

/** An activity of `type` from `first` to `last`. */
export const activity = (type: RegisteredActivity['type'], first: string, last = first): RegisteredActivity => ({
  type,
  period: 'MORE_THAN_ONE_DAY',
  date: null,
  startDate: first,
  finalDate: last,
  withoutForecastOfEnding: false,
});

const base = (reason: string, day: string) => ({ id: `r-${reason}-${day}`, day, justification: 'Pedido', attachment: null, approvedAt: `${day}T12:00:00.000Z` });

/** An approved request of `reason` (one that needs no more than its day) about `day`. */
export const approved = (reason: 'MEDICAL_CERTIFICATE' | 'REQUEST_DAY_OFF', day: string): ApprovedRequest => ({ ...base(reason, day), reason, alertId: null });

/** HR approved an adjustment of the day's absence without a time: the absence is justified. */
export const justified = (day: string): ApprovedRequest => ({
  ...base('POINTS_ADJUST', day),
  reason: 'POINTS_ADJUST',
  alertId: `${day}_ABSENCE_ENTRY`,
  alertType: 'ABSENCE',
  pointType: 'ENTRY',
  breakId: null,
  breakName: null,
  registerDate: null,
  punchNsr: null,
});

/** An approved partial certificate of the day, from `startHour` to `endHour`. */
export const partialCertificate = (day: string, startHour: string, endHour: string): ApprovedRequest => ({
  ...base('PARTIAL_MEDICAL_CERTIFICATE', day),
  reason: 'PARTIAL_MEDICAL_CERTIFICATE',
  alertId: `${day}_PENDING_POINT_ENTRY`,
  startHour,
  endHour,
});

/**
 * A worked notice (CLT art. 488) after a dismissal by the company on 02/02/2031 (6 completed years: 48 days, to
 * 22/03/2031): 2 hours less every day, or free from 16/03 (the last 7 days).
 */
export const workedNotice = (warningDefinitions: 'twoHoursEarlier' | 'sevenDaysBeforeEndDate'): ShutDownData => ({
  justCause: false,
  dismissalOrigin: 'company',
  notice: 'complyNotice',
  warningDefinitions,
  increasedCompanyTime: true,
  admissionDate: '2025-01-02',
  resignationDate: '2031-02-02',
  departureDate: warningDefinitions === 'twoHoursEarlier' ? '2031-03-22' : '2031-03-15',
  reason: 'Motivo 1',
  observations: 'Aviso trabalhado',
  stabilityJustification: null,
});
