import { describe, expect, it } from 'vitest';
import { DAY_RANGES, dayRangeMessage, isDayInRange, yearsOf } from './date-range';

describe('day ranges', () => {
  it('accept their first and last day and refuse the days around them', () => {
    for (const kind of ['timeClock', 'holiday'] as const) {
      const { first, last } = DAY_RANGES[kind];
      expect(isDayInRange(first, kind)).toBe(true);
      expect(isDayInRange(last, kind)).toBe(true);
      expect(isDayInRange('1999-12-31', kind)).toBe(false);
      expect(isDayInRange('2100-01-01', kind)).toBe(false);
      expect(isDayInRange('9999-12-31', kind)).toBe(false);
    }
  });

  it('say the range in Portuguese, dd/MM/yyyy', () => {
    expect(dayRangeMessage('timeClock')).toBe('Informe uma data entre 01/01/2000 e 31/12/2099.');
    expect(yearsOf('holiday')).toEqual({ first: 2000, last: 2099 });
  });
});
