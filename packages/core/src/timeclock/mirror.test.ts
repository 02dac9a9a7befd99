import { describe, expect, it } from 'vitest';
import { breakTooShort, MIRROR_MSG, mirrorDateLabel, mirrorRegister, pointMirror, type MirrorDayInput, type MirrorDaySummary, type MirrorRequest } from './mirror';

const TODAY = '2026-11-26';

const workday = (over: Partial<MirrorDaySummary> = {}): MirrorDaySummary => ({
  plannedMinutes: 480,
  workedMinutes: 480,
  breakMinutes: 60,
  balanceMinutes: 0,
  alerts: 0,
  dayOff: false,
  enterTime: '08:00',
  exitTime: '17:00',
  excuse: null,
  ...over,
});

const request = (over: Partial<MirrorRequest> = {}): MirrorRequest => ({
  id: 'r1',
  reason: 'POINTS_ADJUST',
  status: 'APPROVED',
  justification: 'Esqueci de bater',
  attachmentName: null,
  ...over,
});

const day = (date: string, summary: MirrorDaySummary, req: MirrorRequest | null = null): MirrorDayInput => ({ day: date, summary, request: req });

describe('point mirror rows (spec 002 §2.4, §3, §4.3)', () => {
  it("shows the date as 'dd/MM - weekday'", () => {
    expect(mirrorDateLabel('2026-11-02')).toBe('02/11 - Segunda-feira');
    expect(mirrorDateLabel('2026-11-29')).toBe('29/11 - Domingo');
    expect(mirrorDateLabel('2026-11-28')).toBe('28/11 - Sábado');
  });

  it('a complete day: times, hours and breaks, no alert, no icon', () => {
    const row = mirrorRegister(day('2026-11-25', workday()), TODAY);
    expect(row).toEqual({
      date: '2026-11-25',
      enterTime: { value: '08:00', alert: false },
      exitTime: { value: '17:00', alert: false },
      totalHours: { value: 480, alert: false },
      totalBreaks: { value: 60, alert: false },
      justification: null,
      attachment: null,
      reason: null,
      statusRequest: null,
      isDayOff: false,
      alert: false,
      icon: null,
    });
  });

  it('a past workday without entry: empty cells and the alert icon', () => {
    const row = mirrorRegister(day('2026-11-24', workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480, alerts: 1 })), TODAY);
    expect(row.icon).toBe('ALERT');
    expect(row.alert).toBe(true);
    expect(row.enterTime).toEqual({ value: null, alert: true });
    expect(row.totalHours).toEqual({ value: null, alert: true });
    expect(row.totalBreaks.value).toBeNull();
  });

  it('today and future days without entry show no alert icon', () => {
    const empty = workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480 });
    expect(mirrorRegister(day(TODAY, empty), TODAY)).toMatchObject({ icon: null, alert: false });
    expect(mirrorRegister(day('2026-11-30', empty), TODAY)).toMatchObject({ icon: null, alert: false });
  });

  it('day-off rows are flagged and never alert for the missing entry', () => {
    const rest = workday({ plannedMinutes: 0, enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, dayOff: true, excuse: 'REST' });
    const row = mirrorRegister(day('2026-11-22', rest), TODAY);
    expect(row).toMatchObject({ isDayOff: true, icon: null, alert: false, justification: 'Descanso semanal' });
    const holiday = mirrorRegister(day('2026-11-20', { ...rest, excuse: 'HOLIDAY' }), TODAY);
    expect(holiday.justification).toBe('Feriado');
    const justified = workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, plannedMinutes: 0, excuse: 'JUSTIFIED' });
    expect(mirrorRegister(day('2026-11-19', justified), TODAY)).toMatchObject({ justification: 'Justificado', icon: null, alert: false });
  });

  it('a missing exit on a past day is flagged', () => {
    const row = mirrorRegister(day('2026-11-25', workday({ exitTime: null, workedMinutes: 240, balanceMinutes: -240, alerts: 1 })), TODAY);
    expect(row.exitTime).toEqual({ value: null, alert: true });
    expect(row.icon).toBeNull();
    expect(row.alert).toBe(true);
  });

  it('a break shorter than CLT art. 71 asks is flagged', () => {
    expect(breakTooShort(361, 59)).toBe(true);
    expect(breakTooShort(361, 60)).toBe(false);
    expect(breakTooShort(360, 14)).toBe(true);
    expect(breakTooShort(360, 15)).toBe(false);
    expect(breakTooShort(240, 0)).toBe(false);
    expect(mirrorRegister(day('2026-11-25', workday({ breakMinutes: 30 })), TODAY).totalBreaks).toEqual({ value: 30, alert: true });
  });

  it('request icon: approved or in analysis on any day, rejected only today or later (§4.3)', () => {
    const missing = workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480 });
    expect(mirrorRegister(day('2026-11-24', missing, request({ status: 'APPROVED' })), TODAY).icon).toBe('REQUEST');
    expect(mirrorRegister(day('2026-11-24', missing, request({ status: 'IN_ANALYSIS' })), TODAY).icon).toBe('REQUEST');
    expect(mirrorRegister(day(TODAY, missing, request({ status: 'DISAPPROVED' })), TODAY).icon).toBe('REQUEST');
    expect(mirrorRegister(day('2026-11-27', missing, request({ status: 'DISAPPROVED' })), TODAY).icon).toBe('REQUEST');
    // A past rejected request shows the normal row: the alert icon for the missing entry.
    expect(mirrorRegister(day('2026-11-24', missing, request({ status: 'DISAPPROVED' })), TODAY).icon).toBe('ALERT');
  });

  it("the request's justification, reason, status and attachment fill their columns", () => {
    const row = mirrorRegister(day('2026-11-24', workday(), request({ reason: 'MEDICAL_CERTIFICATE', status: 'IN_ANALYSIS', attachmentName: 'atestado.pdf' })), TODAY);
    expect(row).toMatchObject({
      justification: 'Esqueci de bater',
      reason: 'MEDICAL_CERTIFICATE',
      statusRequest: 'IN_ANALYSIS',
      attachment: { requestId: 'r1', name: 'atestado.pdf' },
    });
  });

  it('orders the days, totals every day and filters the alert rows', () => {
    const days = [
      day('2026-11-25', workday({ workedMinutes: 500 })),
      day('2026-11-24', workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480, alerts: 1 })),
      day('2026-11-23', workday({ workedMinutes: 470, balanceMinutes: -10 })),
    ];
    const all = pointMirror(days, TODAY, false);
    expect(all.registers.map((row) => row.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(all.totalMinutesWorkedByPeriod).toBe(970);
    const alerts = pointMirror(days, TODAY, true);
    expect(alerts.registers.map((row) => row.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(alerts.totalMinutesWorkedByPeriod).toBe(970);
  });

  it('keeps the texts of the spec', () => {
    expect(MIRROR_MSG.empty).toBe('Não há registros no espelho de ponto!');
    expect(MIRROR_MSG.fetchFailed).toBe('Não foi possível buscar o espelho de ponto.');
    expect(MIRROR_MSG.journey('Comercial')).toBe('JORNADA: Comercial');
  });
});
