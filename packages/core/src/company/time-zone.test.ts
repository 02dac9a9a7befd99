import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from '../brazil/states';
import { BRAZIL_TIME_ZONES, DEFAULT_TIME_ZONE, stateTimeZone, TIME_ZONE_LABEL } from './time-zone';

describe("the company's time zone (issue 22 §6)", () => {
  it('starts a company on its state’s zone: four offsets, Brasília’s for most', () => {
    expect(stateTimeZone('SP')).toBe('America/Sao_Paulo');
    expect(stateTimeZone('AM')).toBe('America/Manaus');
    expect(stateTimeZone('MT')).toBe('America/Cuiaba');
    expect(stateTimeZone('MS')).toBe('America/Campo_Grande');
    expect(stateTimeZone('AC')).toBe('America/Rio_Branco');
    expect(stateTimeZone('PA')).toBe('America/Belem');
    expect(stateTimeZone('PE')).toBe('America/Recife');
  });

  it('gives every state a zone of the list, and America/Sao_Paulo when the state is unknown', () => {
    for (const { uf } of BRAZIL_STATES) expect(BRAZIL_TIME_ZONES, uf).toContain(stateTimeZone(uf));
    for (const unknown of [null, undefined, '', 'XX']) expect(stateTimeZone(unknown)).toBe(DEFAULT_TIME_ZONE);
  });

  it('lists only zones the runtime knows, each with a label that names it and its offset today', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    for (const zone of BRAZIL_TIME_ZONES) {
      const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(january).find((part) => part.type === 'timeZoneName')?.value;
      expect(TIME_ZONE_LABEL[zone]).toContain(zone);
      expect(TIME_ZONE_LABEL[zone].replace('−', '-')).toContain(offset?.replace('GMT', 'UTC'));
    }
  });
});
