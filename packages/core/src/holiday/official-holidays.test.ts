import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, nationalHolidays, officialHolidays, OFFICIAL_YEARS, stateHolidays } from './official-holidays';
import { firstDay } from './rules';

const byName = (year: number) => new Map(nationalHolidays(year).map((holiday) => [holiday.name, holiday]));

describe('Easter (Gregorian computus, Meeus/Jones/Butcher)', () => {
  it('matches the published calendars', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // The extremes of the Gregorian range: 22 March and 25 April.
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('agrees with @brazilian-utils/brazilian-utils for every year it covers', () => {
    for (let year = OFFICIAL_YEARS.first; year <= OFFICIAL_YEARS.last; year += 1) {
      const pascoa = getHolidays(year).find((holiday) => holiday.name === 'Páscoa')!.date;
      const expected = `${year}-${String(pascoa.getMonth() + 1).padStart(2, '0')}-${String(pascoa.getDate()).padStart(2, '0')}`;
      expect(easterSunday(year), String(year)).toBe(expected);
    }
  });
});

describe('national holidays of a year', () => {
  it('the fixed ones of federal law, legal holidays on their dates', () => {
    const holidays = nationalHolidays(2026).filter((holiday) => holiday.holidayModel === 'date' && holiday.type === 'NATIONAL' && !holiday.optional);
    expect(holidays.map((holiday) => [firstDay(holiday), holiday.name])).toEqual([
      ['2026-01-01', 'Confraternização Universal'],
      ['2026-04-21', 'Tiradentes'],
      ['2026-05-01', 'Dia do Trabalho'],
      ['2026-09-07', 'Independência do Brasil'],
      ['2026-10-12', 'Nossa Senhora Aparecida'],
      ['2026-11-02', 'Finados'],
      ['2026-11-15', 'Proclamação da República'],
      ['2026-11-20', 'Dia da Consciência Negra'],
      ['2026-12-25', 'Natal'],
    ]);
  });

  it('Consciência Negra is national from 2024 on (Lei 14.759/2023)', () => {
    expect(byName(2023).has('Dia da Consciência Negra')).toBe(false);
    expect(byName(2024).get('Dia da Consciência Negra')).toMatchObject({ date: '2024-11-20', basis: 'Lei 14.759/2023' });
  });

  it('Carnaval is Monday and Tuesday before Ash Wednesday, a ponto facultativo', () => {
    expect(byName(2026).get('Carnaval')).toMatchObject({
      type: 'NATIONAL',
      holidayModel: 'period',
      period: { start: '2026-02-16', end: '2026-02-17' },
      optional: true,
    });
    expect(byName(2024).get('Carnaval')).toMatchObject({ period: { start: '2024-02-12', end: '2024-02-13' } });
    expect(byName(2025).get('Carnaval')).toMatchObject({ period: { start: '2025-03-03', end: '2025-03-04' } });
  });

  it('Sexta-feira Santa two days before Easter, a municipal holiday by law (Lei 9.093/1995)', () => {
    expect(byName(2026).get('Sexta-feira Santa')).toMatchObject({ type: 'MUNICIPAL', date: '2026-04-03', optional: false });
    expect(byName(2024).get('Sexta-feira Santa')).toMatchObject({ date: '2024-03-29' });
    expect(byName(2025).get('Sexta-feira Santa')).toMatchObject({ date: '2025-04-18' });
  });

  it('Corpus Christi sixty days after Easter, a ponto facultativo', () => {
    expect(byName(2026).get('Corpus Christi')).toMatchObject({ date: '2026-06-04', optional: true });
    expect(byName(2024).get('Corpus Christi')).toMatchObject({ date: '2024-05-30' });
    expect(byName(2025).get('Corpus Christi')).toMatchObject({ date: '2025-06-19' });
    expect(byName(2027).get('Corpus Christi')).toMatchObject({ date: '2027-05-27' });
  });

  it('come sorted by day, each with a key stable per year', () => {
    const days = nationalHolidays(2026).map(firstDay);
    expect(days).toEqual([...days].sort());
    expect(nationalHolidays(2026).map((holiday) => holiday.key)).toContain('2026-carnaval');
    expect(nationalHolidays(2027).map((holiday) => holiday.key)).toContain('2027-sexta-feira-santa');
    expect(new Set(nationalHolidays(2026).map((holiday) => holiday.key)).size).toBe(12);
  });
});

describe("the state's holidays", () => {
  it('São Paulo: Revolução Constitucionalista on 9 July', () => {
    expect(stateHolidays(2026, 'SP')).toEqual([
      expect.objectContaining({ key: '2026-sp-revolucao-constitucionalista', name: 'Revolução Constitucionalista', type: 'STATE', date: '2026-07-09', optional: false }),
    ]);
  });

  it('an unknown UF or a year past the table has none', () => {
    expect(stateHolidays(2026, 'XX')).toEqual([]);
    expect(stateHolidays(2100, 'SP')).toEqual([]);
  });

  it("offered with the national ones; the DF's Corpus Christi is a state holiday there, not a ponto facultativo", () => {
    const df = officialHolidays(2026, 'DF');
    const corpus = df.filter((holiday) => holiday.name === 'Corpus Christi');
    expect(corpus).toEqual([expect.objectContaining({ type: 'STATE', optional: false, date: '2026-06-04' })]);
    expect(df.map((holiday) => holiday.name)).toContain('Fundação de Brasília');
    expect(officialHolidays(2026, null)).toEqual(nationalHolidays(2026));
  });
});
