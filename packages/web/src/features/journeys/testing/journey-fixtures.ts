import { EMPTY_DAY, EMPTY_WEEK, NEW_SCALE_WEEK } from '@colabora/core/workday/rules';
import type { Journey } from '@colabora/core/workday/schema';

const OFFICE_DAY = { enterTime: '08:00', exitTime: '17:00', mainBreak: 60 };

/** A 5x2 journey, Monday to Friday 08:00–17:00 with an hour's main break (40:00 a week), one break at 10:00. */
export function journey(overrides: Partial<Journey> = {}): Journey {
  return {
    _id: 'j-1',
    company: 'c-1',
    name: 'Comercial 40h',
    pointType: 'Normal',
    intervalCompensation: 'noCompensation',
    entryDelayTime: 10,
    breakDelayTime: 5,
    anticipationExitTime: 10,
    breakAnticipationTime: 5,
    limited: false,
    limitTime: null,
    extraHourPerDay: 120,
    scaleType: '5x2',
    holidays: true,
    standardWeekScale: { ...NEW_SCALE_WEEK, isEqualTime: true, standardTime: OFFICE_DAY },
    standardDayScale: { standardDay: EMPTY_DAY },
    cycleStart: null,
    totalHours: '40:00',
    nightAdditional: '00:00',
    numberOfBreaks: '1Breaks',
    breaks: [{ id: 'b-1', description: 'Café', time: 15, start: '10:00' }],
    status: true,
    totalEmployees: 0,
    createdAt: '2026-02-03T13:00:00.000Z',
    ...overrides,
  };
}

/** A 12/36 journey starting at 19:00, without breaks. */
export function nightShiftJourney(overrides: Partial<Journey> = {}): Journey {
  return journey({
    _id: 'j-3',
    name: 'Plantão noturno',
    scaleType: '12/36',
    holidays: true,
    standardWeekScale: EMPTY_WEEK,
    standardDayScale: { standardDay: { enterTime: '19:00', exitTime: '07:00', mainBreak: 60 } },
    totalHours: '48:00',
    nightAdditional: '28:00',
    numberOfBreaks: '0Breaks',
    breaks: [],
    ...overrides,
  });
}
