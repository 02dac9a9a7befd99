import { describe, expect, it } from 'vitest';
import { dayPlan, type DayPlan, type JourneySchedule } from '../workday/schedule';
import { COMMERCIAL_SCALE, coffeeBreak, day } from '../workday/testing/journeys';
import { SP } from './testing/clock';
import {
  assignPunch,
  CANNOT_REGISTER_TEXT,
  dayTimeline,
  POINT_SITUATION_TEXT,
  type AssignedPunch,
  type TimelineInput,
  type TimelinePoint,
} from './timeline';

// Monday 2 March 2026; Sao Paulo is at -03:00. Plan: entry 08:00, Café 10:00–10:15, main break 12:30–13:30, exit 17:48.
const MONDAY = '2026-03-02';
const office: JourneySchedule = { ...COMMERCIAL_SCALE, breaks: [coffeeBreak('10:00')] };
const plan = dayPlan(office, MONDAY) as DayPlan;
const at = (time: string, date = MONDAY) => new Date(`${date}T${time}:00-03:00`);

let nsr = 0;
const punch = (pointType: AssignedPunch['pointType'], time: string, breakId: string | null = null): AssignedPunch => ({
  nsr: ++nsr,
  punchedAt: `${MONDAY}T${time}:00-03:00`,
  pointType,
  breakId,
  shiftDay: MONDAY,
});
const ENTRY = punch('ENTRY', '08:01');
const CAFE_START = punch('BREAK_START', '10:00', 'Café');

const timeline = (now: Date, punches: AssignedPunch[] = [], extra: Partial<TimelineInput> = {}) =>
  dayTimeline({ clock: SP, plan, entryLimitMinutes: null, punches, now, ...extra });
const byTitle = (points: TimelinePoint[], title: string) => points.find((point) => point.title === title)!;

describe('dayTimeline: the points and their titles', () => {
  it('lists the six points in order with their expected instants and titles', () => {
    const points = timeline(at('07:00'));
    expect(points.map((point) => [point.title, point.expectedAt])).toEqual([
      ['Entrada', '2026-03-02T08:00:00-03:00'],
      ['Café - Ida', '2026-03-02T10:00:00-03:00'],
      ['Café - Volta', '2026-03-02T10:15:00-03:00'],
      ['Intervalo principal - Ida', '2026-03-02T12:30:00-03:00'],
      ['Intervalo principal - Volta', '2026-03-02T13:30:00-03:00'],
      ['Saída', '2026-03-02T17:48:00-03:00'],
    ]);
  });
});

describe('dayTimeline: REGISTRAR (002 §4.2, §9)', () => {
  it('shows on the entry only within 5 minutes of its time, both sides', () => {
    expect(byTitle(timeline(at('07:54')), 'Entrada').canRegister).toBe(false);
    expect(byTitle(timeline(at('07:55')), 'Entrada').canRegister).toBe(true);
    expect(byTitle(timeline(at('08:05')), 'Entrada').canRegister).toBe(true);
    expect(byTitle(timeline(at('08:06')), 'Entrada').canRegister).toBe(false);
  });

  it('shows on a later point only once the entry is registered', () => {
    expect(byTitle(timeline(at('10:00')), 'Café - Ida').canRegister).toBe(false);
    expect(byTitle(timeline(at('10:00'), [ENTRY]), 'Café - Ida').canRegister).toBe(true);
  });

  it('gives the exit 120 minutes on each side', () => {
    const worked = [ENTRY];
    expect(byTitle(timeline(at('15:47'), worked), 'Saída').canRegister).toBe(false);
    expect(byTitle(timeline(at('15:48'), worked), 'Saída').canRegister).toBe(true);
    expect(byTitle(timeline(at('19:48'), worked), 'Saída').canRegister).toBe(true);
    expect(byTitle(timeline(at('19:49'), worked), 'Saída').canRegister).toBe(false);
  });

  it('needs the break start registered before its return, and the main-break start before the main-break return', () => {
    expect(byTitle(timeline(at('10:15'), [ENTRY]), 'Café - Volta').canRegister).toBe(false);
    expect(byTitle(timeline(at('10:15'), [ENTRY, CAFE_START]), 'Café - Volta').canRegister).toBe(true);
    expect(byTitle(timeline(at('13:30'), [ENTRY]), 'Intervalo principal - Volta').canRegister).toBe(false);
    const mainStart = punch('MAIN_BREAK_START', '12:31');
    expect(byTitle(timeline(at('13:30'), [ENTRY, mainStart]), 'Intervalo principal - Volta').canRegister).toBe(true);
  });

  it('never shows on a registered point', () => {
    expect(byTitle(timeline(at('08:02'), [ENTRY]), 'Entrada').canRegister).toBe(false);
  });
});

describe('dayTimeline: the four situations', () => {
  it("'Registrado com sucesso!' with the punch's NSR and time", () => {
    const entry = byTitle(timeline(at('09:00'), [ENTRY]), 'Entrada');
    expect(entry.situation).toBe('REGISTERED');
    expect(POINT_SITUATION_TEXT[entry.situation]).toBe('Registrado com sucesso!');
    expect(entry.register).toEqual({ nsr: ENTRY.nsr, registerDate: ENTRY.punchedAt });
  });

  it("'Aguardando registro' until the window closes, then 'Pendente'", () => {
    expect(POINT_SITUATION_TEXT[byTitle(timeline(at('08:05')), 'Entrada').situation]).toBe('Aguardando registro');
    expect(POINT_SITUATION_TEXT[byTitle(timeline(at('08:06')), 'Entrada').situation]).toBe('Pendente');
  });

  it("'Ida para pausa não registrada' on a return whose start was missed", () => {
    const points = timeline(at('10:06'), [ENTRY]);
    expect(POINT_SITUATION_TEXT[byTitle(points, 'Café - Volta').situation]).toBe('Ida para pausa não registrada');
    expect(byTitle(timeline(at('13:36'), [ENTRY]), 'Intervalo principal - Volta').situation).toBe('BREAK_START_NOT_REGISTERED');
    // While the start may still be registered, the return is only awaited.
    expect(byTitle(timeline(at('10:04'), [ENTRY]), 'Café - Volta').situation).toBe('AWAITING');
  });

  it('fades the points whose window has not opened yet', () => {
    const points = timeline(at('09:54'), [ENTRY]);
    expect(points.map((point) => point.faded)).toEqual([false, true, true, true, true, true]);
    expect(byTitle(timeline(at('09:55'), [ENTRY]), 'Café - Ida').faded).toBe(false);
    // A missed point is not faded: its window closed.
    expect(byTitle(timeline(at('08:06')), 'Entrada').faded).toBe(false);
  });
});

describe(`dayTimeline: '${CANNOT_REGISTER_TEXT}'`, () => {
  const limited = { entryLimitMinutes: 10 };

  it('shows on a limited entry, unregistered, past its limit time (expected + limitTime)', () => {
    expect(byTitle(timeline(at('08:10'), [], limited), 'Entrada')).toMatchObject({ cannotRegister: false, limitTime: '08:10' });
    const late = byTitle(timeline(at('08:11'), [], limited), 'Entrada');
    expect(late).toMatchObject({ cannotRegister: true, canRegister: false, situation: 'PENDING' });
  });

  it('never on a registered entry, on an unlimited one, or on other points', () => {
    expect(byTitle(timeline(at('09:00'), [ENTRY], limited), 'Entrada').cannotRegister).toBe(false);
    expect(byTitle(timeline(at('09:00')), 'Entrada')).toMatchObject({ cannotRegister: false, limitTime: null });
    expect(timeline(at('23:00'), [ENTRY], limited).slice(1).some((point) => point.cannotRegister)).toBe(false);
  });
});

describe('dayTimeline: a night shift crossing midnight', () => {
  const night: JourneySchedule = { ...COMMERCIAL_SCALE, scaleType: '12/36', standardDayScale: { standardDay: day('19:00', '07:00') }, cycleStart: MONDAY, breaks: [] };
  const nightPlan = dayPlan(night, MONDAY) as DayPlan;
  const nightEntry: AssignedPunch = { nsr: 900, punchedAt: `${MONDAY}T19:00:00-03:00`, pointType: 'ENTRY', shiftDay: MONDAY };

  it('places the exit on the next calendar day and opens it 120 minutes before', () => {
    const points = dayTimeline({ clock: SP, plan: nightPlan, entryLimitMinutes: null, punches: [nightEntry], now: at('05:00', '2026-03-03') });
    expect(points.at(-1)).toMatchObject({ title: 'Saída', expectedAt: '2026-03-03T07:00:00-03:00', canRegister: true });
  });

  it("ignores punches assigned to another day's plan", () => {
    const points = dayTimeline({ clock: SP, plan: nightPlan, entryLimitMinutes: null, punches: [{ ...nightEntry, shiftDay: '2026-02-28' }], now: at('19:01') });
    expect(points[0].situation).toBe('AWAITING');
  });
});

describe('assignPunch', () => {
  it('gives a punch to the point whose REGISTRAR shows at its time', () => {
    const now = at('10:02');
    expect(assignPunch(timeline(now, [ENTRY]), now)).toMatchObject({ type: 'BREAK_START', breakName: 'Café' });
  });

  it('prefers the point the person meant when several windows are open, else the nearest', () => {
    // The exit's window (15:48–19:48) holds a short break at 17:00.
    const late: JourneySchedule = { ...COMMERCIAL_SCALE, breaks: [coffeeBreak('17:00', 10, 'Água')] };
    const latePlan = dayPlan(late, MONDAY) as DayPlan;
    const now = at('17:02');
    const points = dayTimeline({ clock: SP, plan: latePlan, entryLimitMinutes: null, punches: [ENTRY], now });
    expect(points.filter((point) => point.canRegister).map((point) => point.title)).toEqual(['Água - Ida', 'Saída']);
    expect(assignPunch(points, now)).toMatchObject({ type: 'BREAK_START', breakName: 'Água' });
    expect(assignPunch(points, now, { type: 'EXIT' })).toMatchObject({ type: 'EXIT' });
    expect(assignPunch(points, now, { pointStartDate: '2026-03-02T20:48:00.000Z' })).toMatchObject({ type: 'EXIT' });
    // A point meant but not open: the open one nearest the time.
    expect(assignPunch(points, now, { type: 'MAIN_BREAK_START' })).toMatchObject({ type: 'BREAK_START' });
  });

  it('gives none outside every window (the punch is recorded out of schedule)', () => {
    const now = at('11:00');
    expect(assignPunch(timeline(now, [ENTRY]), now)).toBeNull();
    // Nor before the entry: a later point needs the entry first.
    expect(assignPunch(timeline(at('10:00')), at('10:00'))).toBeNull();
    // Nor a limited entry past its limit.
    expect(assignPunch(timeline(at('08:11'), [], { entryLimitMinutes: 10 }), at('08:11'))).toBeNull();
  });
});
