import { afterEach, describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { companyToday, formatDate, formatDateTime, formatDateTimeSeconds, formatTime } from './format-date';
import { clearSession, saveSession } from './session';

// 01:30 UTC on 27/11 is 22:30 of 26/11 in Sao Paulo: the hours (21:00–24:00) when the browser's zone and the
// company's calendar disagree for anyone on UTC or east of it.
const LATE_EVENING = '2026-11-27T01:30:00Z';
const ZONES = ['UTC', 'Europe/Lisbon', 'Asia/Tokyo', 'America/Manaus', 'America/Sao_Paulo'];
const zoneBefore = process.env.TZ;

afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('dates on screen are the company calendar, whatever the browser zone', () => {
  it.each(ZONES)('in %s, an instant shows the Sao Paulo day and clock', (zone) => {
    process.env.TZ = zone;
    expect(formatDate(LATE_EVENING)).toBe('26/11/2026');
    expect(formatDateTime(LATE_EVENING)).toBe('26/11/2026 22:30');
    expect(formatTime(LATE_EVENING)).toBe('22:30');
    expect(formatDateTimeSeconds(Date.parse('2026-11-27T02:59:07Z'))).toBe('26/11/2026 23:59:07');
  });

  it('the browser zone really changed under the test (the check above is not vacuous)', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date(LATE_EVENING).getDate()).toBe(27);
  });

  it('a calendar day is shown as it is, never shifted', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });

  it('an instant written with the Sao Paulo offset keeps its wall clock', () => {
    expect(formatDateTime('2026-03-02T08:01:00-03:00')).toBe('02/03/2026 08:01');
  });

  it('empty or invalid values give null', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('amanhã')).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatTime('x')).toBe('');
  });
});

describe("dates on screen are on the company's own clock (issue 22 §6)", () => {
  afterEach(() => clearSession());

  it('a Manaus company reads its punches at -04:00, whatever the browser zone', () => {
    const session = sessionFor('EMPLOYEE');
    saveSession({ ...session, user: { ...session.user, company: { ...session.user.company, timeZone: 'America/Manaus' } } });
    process.env.TZ = 'America/Sao_Paulo';
    expect(formatDateTime('2026-03-02T08:00:00-04:00')).toBe('02/03/2026 08:00');
    expect(formatTime('2026-03-02T12:00:00Z')).toBe('08:00');
    // 03:30 UTC on 27/11: still 26/11 in Manaus.
    expect(formatDate('2026-11-27T03:30:00Z')).toBe('26/11/2026');
    expect(companyToday(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
  });

  it('a session stored before zones, or none, reads Sao Paulo', () => {
    expect(formatTime('2026-03-02T12:00:00Z')).toBe('09:00');
    expect(companyToday(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-27');
  });
});
