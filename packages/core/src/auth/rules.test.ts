import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, passwordStrength } from './rules';

describe('password rules', () => {
  it('states the rules of spec 001 §5', () => {
    expect(meetsPasswordRules('Abcdefg1')).toBe(true);
    expect(meetsPasswordRules('Abcdef1')).toBe(false);
    expect(meetsPasswordRules('abcdefg1')).toBe(false);
    expect(meetsPasswordRules('ABCDEFG1')).toBe(false);
    expect(meetsPasswordRules('Abcdefgh')).toBe(false);
  });
});

describe('password strength (spec 001 §5)', () => {
  it('scores length ≥ 8, a digit and both cases, with the labels and bar value', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Muito baixo', value: 0 });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 1, label: 'Baixo' });
    expect(passwordStrength('abc1')).toMatchObject({ score: 1, label: 'Baixo' });
    expect(passwordStrength('Ab1')).toMatchObject({ score: 2, label: 'Moderado' });
    expect(passwordStrength('abcdefg1')).toMatchObject({ score: 2, label: 'Moderado' });
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 3, label: 'Forte', value: 100 });
    expect(passwordStrength('abcdefg1').value).toBeCloseTo(66.67, 2);
    expect(passwordStrength('abc1').value).toBeCloseTo(33.33, 2);
  });

  it('7 characters do not count for length; 8 do', () => {
    expect(passwordStrength('Abcdef1').score).toBe(2);
    expect(passwordStrength('Abcdefg1').score).toBe(3);
  });
});
