import { describe, expect, it } from 'vitest';
import { applyTolerance, CLT_TOLERANCE } from './tolerance';

// Variations per punch: positive when the person worked more (in early, out late), negative when less.
describe('tolerance, CLT art. 58 §1 with Súmula 366 (labour-law.md §2 worked examples)', () => {
  it('5 min late in, 6 min early out: deduct 11 min', () => {
    expect(applyTolerance([-5, -6])).toMatchObject({ tolerated: false, missingMinutes: 11, extraMinutes: 0, balanceMinutes: -11 });
  });

  it('3 min early in, 6 min late out: pay 9 min overtime', () => {
    expect(applyTolerance([3, 6])).toMatchObject({ extraMinutes: 9, missingMinutes: 0, balanceMinutes: 9 });
  });

  it('on time in, 6 min early out: deduct 6 min', () => {
    expect(applyTolerance([0, -6]).balanceMinutes).toBe(-6);
  });

  it('on time in, 6 min late out: pay 6 min overtime', () => {
    expect(applyTolerance([0, 6]).balanceMinutes).toBe(6);
  });

  it('up to 5 per punch and 10 a day: neither overtime nor deduction', () => {
    expect(applyTolerance([-5, 5])).toEqual({ tolerated: true, extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0 });
    expect(applyTolerance([-4, -4, -2])).toMatchObject({ tolerated: true, balanceMinutes: 0 });
  });

  it('past 10 in the day, even with every punch within 5: the whole variation counts', () => {
    expect(applyTolerance([-4, -4, -3])).toMatchObject({ tolerated: false, balanceMinutes: -11 });
  });

  it('by default late and extra minutes do not net: both are reported, the balance is the same', () => {
    expect(CLT_TOLERANCE.netting).toBe(false);
    expect(applyTolerance([-20, 20])).toEqual({ tolerated: false, extraMinutes: 20, missingMinutes: 20, balanceMinutes: 0 });
    expect(applyTolerance([-20, 30], { ...CLT_TOLERANCE, netting: true })).toEqual({
      tolerated: false,
      extraMinutes: 10,
      missingMinutes: 0,
      balanceMinutes: 10,
    });
  });
});
