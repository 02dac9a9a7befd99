import { describe, expect, it } from 'vitest';
import { MIRROR_COLUMNS, MIRROR_MSG, mirrorDateLabel, mirrorRegister, pointMirror, type MirrorDayInput, type MirrorDaySummary, type MirrorRequest } from './mirror';

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
  extraMinutes: 0,
  nightMinutes: 0,
  nightReducedSeconds: 0,
  mainBreakMinutes: 60,
  breakPreAssigned: false,
  breakIndemnityMinutes: 0,
  restShortfallMinutes: 0,
  overtimePercent: 50,
  ruleAlerts: [],
  fault: false,
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
      mainBreak: 60,
      breakPreAssigned: false,
      clt: { nightMinutes: 0, nightReducedSeconds: 0, ordinaryOvertime: 0, restDayOvertime: 0 },
      ruleAlerts: [],
      justification: null,
      attachment: null,
      reason: null,
      statusRequest: null,
      isDayOff: false,
      weeklyRestLost: false,
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

  it('flags a main break shorter than CLT art. 71 asks, whatever the paid breaks add (issue 22 §3)', () => {
    // 30 minutes of lunch and 15 of coffee: 45 minutes of pauses, the main break 30 short of the hour.
    const short = workday({ breakMinutes: 45, mainBreakMinutes: 30, breakIndemnityMinutes: 30, ruleAlerts: ['SHORT_MAIN_BREAK'], alerts: 1 });
    const row = mirrorRegister(day('2026-11-25', short), TODAY);
    expect(row).toMatchObject({ totalBreaks: { value: 45, alert: true }, mainBreak: 30, alert: true });
    expect(row.ruleAlerts).toEqual([{ kind: 'SHORT_MAIN_BREAK', title: 'Intervalo principal menor que o mínimo legal (CLT art. 71)' }]);
    expect(mirrorRegister(day('2026-11-25', workday({ breakMinutes: 75 })), TODAY).totalBreaks).toEqual({ value: 75, alert: false });
  });

  it('says when the main break was pre-assigned (CLT art. 74 §2)', () => {
    expect(mirrorRegister(day('2026-11-25', workday({ breakPreAssigned: true })), TODAY)).toMatchObject({ breakPreAssigned: true, mainBreak: 60, alert: false });
  });

  it('shows the night minutes beside the worked ones, and the overtime at each rate apart', () => {
    const night = workday({ nightMinutes: 420, nightReducedSeconds: 28_800, extraMinutes: 60 });
    expect(mirrorRegister(day('2026-11-25', night), TODAY).clt).toEqual({ nightMinutes: 420, nightReducedSeconds: 28_800, ordinaryOvertime: 60, restDayOvertime: 0 });
    const sunday = workday({ plannedMinutes: 0, dayOff: true, excuse: 'REST', extraMinutes: 240, workedMinutes: 240, overtimePercent: 100 });
    expect(mirrorRegister(day('2026-11-22', sunday), TODAY).clt).toMatchObject({ ordinaryOvertime: 0, restDayOvertime: 240 });
    const mirror = pointMirror([day('2026-11-25', night), day('2026-11-22', sunday)], TODAY, false);
    expect(mirror.totals).toEqual({ nightMinutes: 420, nightReducedSeconds: 28_800, ordinaryOvertime: 60, restDayOvertime: 240, breakIndemnityMinutes: 0, restShortfallMinutes: 0, lostWeeklyRestDays: 0 });
    expect(MIRROR_COLUMNS).toContain('Extras 50%');
    expect(MIRROR_COLUMNS).toContain('Extras 100%');
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

  it("marks the Sunday whose paid rest a fault in its week took away, reading the week across the period's edge (Lei 605/49 art. 6)", () => {
    const rest = workday({ plannedMinutes: 0, enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, dayOff: true, excuse: 'REST' });
    const fault = workday({ enterTime: null, exitTime: null, workedMinutes: 0, breakMinutes: 0, balanceMinutes: -480, alerts: 1, fault: true });
    // Monday 16/11 is a fault; Sunday 22/11 closes its week. The period starts on Saturday 21/11.
    const days = [day('2026-11-16', fault), day('2026-11-21', rest), day('2026-11-22', rest), day('2026-11-23', workday())];
    const mirror = pointMirror(days, TODAY, false, { from: '2026-11-21', to: '2026-11-23' });
    expect(mirror.registers.map((row) => [row.date, row.weeklyRestLost])).toEqual([
      ['2026-11-21', false],
      ['2026-11-22', true],
      ['2026-11-23', false],
    ]);
    expect(mirror.totals.lostWeeklyRestDays).toBe(1);
    expect(mirror.totalMinutesWorkedByPeriod).toBe(480);
    expect(MIRROR_MSG.weeklyRestLost).toBe('DSR perdido (falta na semana, Lei 605/49 art. 6)');
  });

  it('keeps the texts of the spec', () => {
    expect(MIRROR_MSG.empty).toBe('Não há registros no espelho de ponto!');
    expect(MIRROR_MSG.fetchFailed).toBe('Não foi possível buscar o espelho de ponto.');
    expect(MIRROR_MSG.journey('Comercial')).toBe('JORNADA: Comercial');
  });
});
