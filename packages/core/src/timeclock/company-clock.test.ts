import { describe, expect, it } from 'vitest';
import { epochMinute, zonedClock } from './company-clock';

const saoPaulo = zonedClock('America/Sao_Paulo');
const manaus = zonedClock('America/Manaus');

describe('the company clock', () => {
  it('turns a wall time into its instant and back', () => {
    const instant = saoPaulo.instantAt('2026-11-26', '08:01');
    expect(new Date(instant).toISOString()).toBe('2026-11-26T11:01:00.000Z');
    expect(saoPaulo.wallClock(instant)).toEqual({ day: '2026-11-26', time: '08:01' });
    expect(saoPaulo.iso(instant)).toBe('2026-11-26T08:01:00-03:00');
  });

  it('reads each zone on its own clock: 08:00 in Manaus is 12:00 UTC, written with -04:00', () => {
    const instant = manaus.instantAt('2026-11-26', '08:00');
    expect(new Date(instant).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(manaus.iso(instant)).toBe('2026-11-26T08:00:00-04:00');
    expect(saoPaulo.wallClock(instant)).toEqual({ day: '2026-11-26', time: '09:00' });
    expect(zonedClock('America/Rio_Branco').iso(instant)).toBe('2026-11-26T07:00:00-05:00');
    expect(zonedClock('America/Noronha').iso(instant)).toBe('2026-11-26T10:00:00-02:00');
  });

  it('gives each zone its own today: at 03:30 UTC it is still yesterday in Manaus, already today in Sao Paulo', () => {
    const now = new Date('2026-11-27T03:30:00Z');
    expect(saoPaulo.today(now)).toBe('2026-11-27');
    expect(manaus.today(now)).toBe('2026-11-26');
  });

  it('counts days after the plan day (a night shift exit)', () => {
    expect(saoPaulo.iso(saoPaulo.instantAt('2026-12-31', '07:00', 1))).toBe('2027-01-01T07:00:00-03:00');
  });

  it('reads the offset of the day: daylight saving days of the past are an hour ahead, where the state had it', () => {
    expect(saoPaulo.iso(saoPaulo.instantAt('2018-12-01', '10:00'))).toBe('2018-12-01T10:00:00-02:00');
    expect(zonedClock('America/Cuiaba').iso(zonedClock('America/Cuiaba').instantAt('2018-12-01', '10:00'))).toBe('2018-12-01T10:00:00-03:00');
    expect(manaus.iso(manaus.instantAt('2018-12-01', '10:00'))).toBe('2018-12-01T10:00:00-04:00');
  });

  it('turns at the minute daylight saving began and ended (the offsets it keeps per quarter hour)', () => {
    const at = (utc: string) => saoPaulo.iso(Date.parse(utc));
    // 04/11/2018 00:00 in Sao Paulo became 01:00; 17/02/2019 00:00 became 23:00 of the 16th again.
    for (let round = 0; round < 2; round += 1) {
      expect(at('2018-11-04T02:59:00Z')).toBe('2018-11-03T23:59:00-03:00');
      expect(at('2018-11-04T03:00:00Z')).toBe('2018-11-04T01:00:00-02:00');
      expect(at('2019-02-17T01:59:00Z')).toBe('2019-02-16T23:59:00-02:00');
      expect(at('2019-02-17T02:00:00Z')).toBe('2019-02-16T23:00:00-03:00');
    }
    expect(saoPaulo.wallClock(Date.parse('2026-11-26T11:01:59Z'))).toEqual({ day: '2026-11-26', time: '08:01' });
  });

  it('keeps one clock per zone', () => {
    expect(zonedClock('America/Manaus')).toBe(manaus);
  });

  it('counts whole minutes', () => {
    expect(epochMinute(Date.parse('2026-11-26T11:01:59Z'))).toBe(epochMinute(Date.parse('2026-11-26T11:01:00Z')));
  });
});
