import { describe, expect, it } from 'vitest';
import { REGIMES } from '../enums';
import { breaksCount, isDayScale, NUMBER_OF_BREAKS, numberOfBreaksFor, SCALE_TYPE_LABEL, SCALE_TYPES, WEEK_DAYS } from './options';

describe('journey options (spec 002 §3)', () => {
  it('offers the regimes of spec 000 as scale types, each labelled', () => {
    expect([...SCALE_TYPES].sort()).toEqual([...REGIMES].sort());
    expect(SCALE_TYPE_LABEL).toMatchObject({ '5x2': 'Semanal 5x2', CALL_CENTER_30: 'Call center 30 horas', '12/36': '12/36' });
    expect(SCALE_TYPES.filter(isDayScale)).toEqual(['12/36', '24/48']);
  });

  it('counts the breaks of each option', () => {
    expect(NUMBER_OF_BREAKS.map(breaksCount)).toEqual([0, 1, 2, 3, 4]);
    expect(numberOfBreaksFor(3)).toBe('3Breaks');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_DAYS.map(({ key }) => key)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });
});
