import { describe, expect, it } from 'vitest';
import { abonoLimit, daysDue } from './days-due';

describe('days due for the absences of the period (CLT art. 130)', () => {
  it('follows the table at each edge', () => {
    expect([0, 5, 6, 14, 15, 23, 24, 32, 33, 100].map(daysDue)).toEqual([30, 30, 24, 24, 18, 18, 12, 12, 0, 0]);
  });
});

describe('abono pecuniário (CLT art. 143)', () => {
  it('sells at most a third of the days due', () => {
    expect([30, 24, 18, 12, 0].map(abonoLimit)).toEqual([10, 8, 6, 4, 0]);
  });
});
