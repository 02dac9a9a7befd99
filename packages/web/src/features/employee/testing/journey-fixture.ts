import { EMPTY_DAY, EMPTY_WEEK, NEW_SCALE_WEEK } from '@colabora/core/workday/rules';
import { monthScale } from '@colabora/core/workday/schedule';
import type { Journey } from '@colabora/core/workday/schema';

const OFFICE_DAY = { enterTime: '08:00', exitTime: '17:00', mainBreak: 60 };

/** GET /api/workday/{userId}/journey: 5x2, 08:00–17:00 with an hour's main break, breaks at 15:00 and 10:00. */
export function personJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    _id: 'w-1',
    company: 'c-1',
    name: 'Comercial 40h',
    pointType: 'Banco de Horas',
    intervalCompensation: 'noCompensation',
    entryDelayTime: 10,
    breakDelayTime: 5,
    anticipationExitTime: 15,
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
    numberOfBreaks: '2Breaks',
    breaks: [
      { id: 'b-2', description: 'Lanche', time: 15, start: '15:00' },
      { id: 'b-1', description: 'Café', time: 10, start: '10:00' },
    ],
    status: true,
    totalEmployees: 4,
    createdAt: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A 12/36 night shift, 19:00 to 07:00, without a cycle day of its own. */
export const NIGHT_SHIFT: Partial<Journey> = {
  name: 'Plantão noturno',
  scaleType: '12/36',
  standardWeekScale: EMPTY_WEEK,
  standardDayScale: { standardDay: { enterTime: '19:00', exitTime: '07:00', mainBreak: 60 } },
  totalHours: '48:00',
  nightAdditional: '28:00',
  numberOfBreaks: '0Breaks',
  breaks: [],
};

/** GET /api/scale/month-scale as the server computes it, with 03/03/2026 a company holiday. */
export function monthEvents(year: number, month: number) {
  return monthScale(personJourney(), year, month, {
    holidays: [{ name: 'Data magna', holidayModel: 'date', date: '2026-03-03' }],
  });
}
