import { describe, expect, it } from 'vitest';
import { SCALE_EVENT_TITLE, type ScheduleHoliday } from '../workday/schedule';
import { COMMERCIAL_SCALE, coffeeBreak, day, VALID_JOURNEY } from '../workday/testing/journeys';
import { personMonthScale } from './person-month-scale';
import { activity, approved, personFacts, workedNotice } from './testing/person-facts';

// The employee's month view (spec 002 §3 Scale event) from the person's facts. March 2026: Sunday the 1st.
const wednesdayHoliday: ScheduleHoliday = { name: 'Aniversário da cidade', holidayModel: 'date', date: '2026-03-04' };
const nightShift = (cycleStart: string) => ({
  ...VALID_JOURNEY,
  ...COMMERCIAL_SCALE,
  scaleType: '12/36' as const,
  standardDayScale: { standardDay: day('19:00', '07:00') },
  cycleStart,
  breaks: [],
});

describe('personMonthScale', () => {
  it('gives every day of the month one event: the shift, a holiday or a day off', () => {
    const events = personMonthScale(personFacts({ holidays: [wednesdayHoliday, { ...wednesdayHoliday, name: 'Sábado', date: '2026-03-07' }] }), 2026, 3);
    expect(events).toHaveLength(31);
    expect(events.slice(0, 4)).toEqual([
      { title: 'Folga', start: '2026-03-01T00:00', end: '2026-03-02T00:00', allDay: true },
      { title: 'Dia de trabalho', start: '2026-03-02T08:00', end: '2026-03-02T17:48', allDay: false },
      { title: 'Dia de trabalho', start: '2026-03-03T08:00', end: '2026-03-03T17:48', allDay: false },
      { title: 'Feriado', start: '2026-03-04T00:00', end: '2026-03-05T00:00', allDay: true },
    ]);
    expect(events[6].title).toBe(SCALE_EVENT_TITLE.holiday);
    expect(events.filter(({ title }) => title === SCALE_EVENT_TITLE.work)).toHaveLength(21);
  });

  it('ends a night shift on the next morning, the last day of the month included', () => {
    const events = personMonthScale(personFacts({ journey: nightShift('2026-02-01') }), 2026, 2);
    expect(events).toHaveLength(28);
    expect(events[0]).toEqual({ title: 'Dia de trabalho', start: '2026-02-01T19:00', end: '2026-02-02T07:00', allDay: false });
    expect(events[27]).toEqual({ title: 'Folga', start: '2026-02-28T00:00', end: '2026-03-01T00:00', allDay: true });
    expect(personMonthScale(personFacts({ journey: nightShift('2026-02-02') }), 2026, 1).at(-1)?.end).toBe('2026-02-01T07:00');
  });

  it('plans nothing before the person joins, nor without a journey or a cycle start', () => {
    const joined = personFacts({ admissionDay: '2026-03-16', journey: { ...VALID_JOURNEY, breaks: [coffeeBreak('10:00')] } });
    const events = personMonthScale(joined, 2026, 3);
    expect(events).toHaveLength(16);
    expect(events[0]).toEqual({ title: 'Dia de trabalho', start: '2026-03-16T08:00', end: '2026-03-16T17:48', allDay: false });
    expect(personMonthScale(joined, 2026, 2)).toEqual([]);
    expect(personMonthScale(joined, 2026, 4)).toHaveLength(30);
    expect(personMonthScale(personFacts({ journey: null }), 2026, 3)).toEqual([]);
    expect(personMonthScale(personFacts({ admissionDay: null, journey: { ...nightShift('2026-02-01'), cycleStart: null } }), 2026, 3)).toEqual([]);
  });

  it('shows a vacation, a leave, an approved day off and the free days of a worked notice as days off', () => {
    const away = personFacts({
      activities: [activity('VACATION', '2026-12-07', '2026-12-11'), activity('INSS_REMOVAL', '2026-12-14')],
      requests: [approved('REQUEST_DAY_OFF', '2026-12-15')],
    });
    const titles = personMonthScale(away, 2026, 12).map((event) => event.title);
    expect(titles.slice(6, 16)).toEqual(['Folga', 'Folga', 'Folga', 'Folga', 'Folga', 'Folga', 'Folga', 'Folga', 'Folga', 'Dia de trabalho']);
    const notice = personMonthScale(personFacts({ notice: workedNotice('sevenDaysBeforeEndDate') }), 2031, 3).map((event) => event.title);
    // Friday 14/03 is worked; from Sunday 16/03 to the notice's end on 22/03 every day is free; Monday 24/03 is worked.
    expect(notice[13]).toBe('Dia de trabalho');
    expect(notice.slice(15, 22)).toEqual(Array(7).fill('Folga'));
    expect(notice[23]).toBe('Dia de trabalho');
  });

  it('refuses a month that does not exist', () => {
    expect(() => personMonthScale(personFacts(), 2026, 13)).toThrow(RangeError);
  });
});
