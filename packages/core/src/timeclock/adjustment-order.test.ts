import { describe, expect, it } from 'vitest';
import { adjustmentTimeIssue, type AdjustedPoint, type CountedPoint } from './adjustment-order';
import { REQUEST_MSG } from './request-messages';
import { epochMinute } from './company-clock';
import { SP } from './testing/clock';

const at = (day: string, time: string) => epochMinute(SP.instantAt(day, time));
const DAY = '2026-03-02';
const NOW = at('2026-03-05', '12:00');

const counted = (time: string, pointType: CountedPoint['pointType'], extra: Partial<CountedPoint> = {}, day = DAY): CountedPoint => ({
  minute: at(day, time),
  pointType,
  ...extra,
});
const adjusted = (time: string, pointType: AdjustedPoint['pointType'], extra: Partial<AdjustedPoint> = {}, day = DAY): AdjustedPoint => ({
  pointType,
  breakId: null,
  breakName: null,
  minute: at(day, time),
  ...extra,
});

describe('adjustmentTimeIssue', () => {
  it("refuses the issue's break return at 02:31 before a 10:00 entry", () => {
    const issue = adjustmentTimeIssue(adjusted('02:31', 'MAIN_BREAK_RETURN'), [counted('10:00', 'ENTRY')], NOW, SP);
    expect(issue).toBe(REQUEST_MSG.adjustmentOutOfOrder('Intervalo principal - Volta', '02:31', 'depois', 'Entrada', '10:00'));
  });

  it('takes a time that keeps entry < break start < break return < exit', () => {
    const day = [counted('08:00', 'ENTRY'), counted('12:30', 'MAIN_BREAK_START'), counted('17:48', 'EXIT')];
    expect(adjustmentTimeIssue(adjusted('13:30', 'MAIN_BREAK_RETURN'), day, NOW, SP)).toBeNull();
  });

  it('refuses a return before its own start, an exit before the last point and an entry after the first', () => {
    const day = [counted('08:00', 'ENTRY'), counted('12:30', 'MAIN_BREAK_START'), counted('13:30', 'MAIN_BREAK_RETURN')];
    expect(adjustmentTimeIssue(adjusted('12:00', 'MAIN_BREAK_RETURN'), day.slice(0, 2), NOW, SP)).toBe(
      REQUEST_MSG.adjustmentOutOfOrder('Intervalo principal - Volta', '12:00', 'depois', 'Intervalo principal - Ida', '12:30'),
    );
    expect(adjustmentTimeIssue(adjusted('13:00', 'EXIT'), day, NOW, SP)).toBe(
      REQUEST_MSG.adjustmentOutOfOrder('Saída', '13:00', 'depois', 'Intervalo principal - Volta', '13:30'),
    );
    expect(adjustmentTimeIssue(adjusted('09:00', 'ENTRY'), [counted('08:30', 'BREAK_START', { breakId: 'cafe', breakName: 'Café' })], NOW, SP)).toBe(
      REQUEST_MSG.adjustmentOutOfOrder('Entrada', '09:00', 'antes', 'Café - Ida', '08:30'),
    );
  });

  it("another break's points do not order a short break, but its time may not fall inside one already taken", () => {
    const day = [counted('08:00', 'ENTRY'), counted('12:30', 'MAIN_BREAK_START'), counted('13:30', 'MAIN_BREAK_RETURN')];
    const coffee = { breakId: 'cafe', breakName: 'Café' };
    expect(adjustmentTimeIssue(adjusted('15:00', 'BREAK_START', coffee), day, NOW, SP)).toBeNull();
    expect(adjustmentTimeIssue(adjusted('13:00', 'BREAK_START', coffee), day, NOW, SP)).toBe(
      REQUEST_MSG.adjustmentInsideBreak('Café - Ida', '13:00', 'Intervalo principal', '12:30', '13:30'),
    );
  });

  it('keeps the order of a night shift across midnight (the 12x36 from 19:00)', () => {
    const night = [counted('19:00', 'ENTRY'), counted('23:30', 'MAIN_BREAK_START')];
    expect(adjustmentTimeIssue(adjusted('00:30', 'MAIN_BREAK_RETURN', {}, '2026-03-03'), night, NOW, SP)).toBeNull();
    expect(adjustmentTimeIssue(adjusted('07:00', 'EXIT', {}, '2026-03-03'), night, NOW, SP)).toBeNull();
    expect(adjustmentTimeIssue(adjusted('18:00', 'EXIT'), night, NOW, SP)).toBe(
      REQUEST_MSG.adjustmentOutOfOrder('Saída', '18:00', 'depois', 'Entrada', '19:00'),
    );
  });

  it('refuses a time that has not come yet, and ignores punches outside every window', () => {
    expect(adjustmentTimeIssue(adjusted('12:01', 'EXIT', {}, '2026-03-05'), [], NOW, SP)).toBe(REQUEST_MSG.adjustmentInFuture('12:01'));
    expect(adjustmentTimeIssue(adjusted('12:00', 'EXIT', {}, '2026-03-05'), [], NOW, SP)).toBeNull();
    expect(adjustmentTimeIssue(adjusted('10:00', 'EXIT'), [counted('11:00', null)], NOW, SP)).toBeNull();
  });
});
