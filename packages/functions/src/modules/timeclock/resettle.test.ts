import { describe, expect, it } from 'vitest';
import { changedHolidayDays, holidaySpans } from './resettle';

// The holidays the alerts job settled with, against those the company has now (issue 22 §7): the days of a
// holiday added, removed or moved are settled again; an unchanged list, or the same list in another order, none.

const natal = { holidayModel: 'date', date: '2035-12-25' } as const;
const carnaval = { holidayModel: 'period', period: { start: '2035-02-05', end: '2035-02-06' } } as const;

describe('changedHolidayDays', () => {
  it('nothing changed: no day', () => {
    expect(changedHolidayDays(holidaySpans([natal, carnaval]), holidaySpans([carnaval, natal]))).toEqual([]);
  });

  it('a holiday added, removed or moved: its days, old and new', () => {
    expect(changedHolidayDays(holidaySpans([natal]), holidaySpans([natal, carnaval]))).toEqual(['2035-02-05', '2035-02-06']);
    expect(changedHolidayDays(holidaySpans([natal, carnaval]), holidaySpans([carnaval]))).toEqual(['2035-12-25']);
    const moved = { holidayModel: 'date', date: '2035-12-24' } as const;
    expect(changedHolidayDays(holidaySpans([natal]), holidaySpans([moved]))).toEqual(['2035-12-24', '2035-12-25']);
  });

  it('a second holiday on the same day, then one of the two removed: the day counts once each time', () => {
    expect(changedHolidayDays(holidaySpans([natal]), holidaySpans([natal, natal]))).toEqual(['2035-12-25']);
    expect(changedHolidayDays(holidaySpans([natal, natal]), holidaySpans([natal]))).toEqual(['2035-12-25']);
  });
});
