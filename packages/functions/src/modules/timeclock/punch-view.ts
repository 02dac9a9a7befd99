import type { PunchReceipt, PunchView } from '@colabora/core/timeclock/point-register-api';
import type { AssignedPunch } from '@colabora/core/timeclock/timeline';
import type { PunchRecord } from '../../db/entities/punch';

/** A punch as the timeline's rules read it. */
function assignedPunch(record: PunchRecord): AssignedPunch {
  return { nsr: record.nsr, punchedAt: record.punchedAt, pointType: record.pointType ?? null, breakId: record.breakId ?? null, shiftDay: record.shiftDay ?? null };
}

/** A punch as its owner sees it: the receipt's data (NSR, date-times, hash), not the CPF. */
export function punchView(record: PunchRecord): PunchView {
  return {
    ...assignedPunch(record),
    day: record.day,
    recordedAt: record.recordedAt,
    hash: record.hash,
    breakName: record.breakName ?? null,
    expectedAt: record.expectedAt ?? null,
    outOfSchedule: record.outOfSchedule,
  };
}

/** POST /point-registers receipt: the writer keeps it on the request's key, the answer to the request's retries. */
export function punchReceipt(record: PunchRecord): PunchReceipt {
  const { pointType, shiftDay, expectedAt } = record;
  return {
    punch: punchView(record),
    point: pointType && shiftDay && expectedAt ? { type: pointType, breakName: record.breakName ?? null, expectedAt, day: shiftDay } : null,
  };
}
