import { describe, expect, it } from 'vitest';
import { ADDITIONALS_MSG, additionalSchema, unhealthyPercentageError } from './additionals';
import { issuesByPath, messagesAt } from './testing/issues';

describe('additionals (spec 001 §5, §9)', () => {
  it('defaults every switch to off', () => {
    expect(additionalSchema.parse({})).toEqual({
      warning: false,
      unhealthy: false,
      unhealthyPercentage: null,
      risk: false,
      dangerousness: false,
    });
  });

  it('unhealthy needs a percentage from 10 to 40', () => {
    const at = (unhealthyPercentage: unknown) =>
      messagesAt(additionalSchema.safeParse({ unhealthy: true, unhealthyPercentage }), 'unhealthyPercentage');
    expect(at(null)).toEqual(['Campo obrigatório']);
    expect(at(undefined)).toEqual(['Campo obrigatório']);
    expect(at('20')).toEqual(['Campo obrigatório']);
    expect(at(9.99)).toEqual(['Mínimo 10%']);
    expect(at(10)).toEqual([]);
    expect(at(40)).toEqual([]);
    expect(at(40.01)).toEqual(['Máximo 40%']);
    expect(ADDITIONALS_MSG.unhealthyHint).toBe('Informe de 10 a 40%');
  });

  it('drops the percentage while unhealthy is off', () => {
    expect(additionalSchema.parse({ unhealthy: false, unhealthyPercentage: 55 }).unhealthyPercentage).toBeNull();
    expect(issuesByPath(additionalSchema.safeParse({ unhealthy: false, unhealthyPercentage: 55 }))).toEqual({});
  });

  it('names the error of a percentage', () => {
    expect(unhealthyPercentageError(25)).toBeNull();
    expect(unhealthyPercentageError(5)).toBe('Mínimo 10%');
    expect(unhealthyPercentageError(41)).toBe('Máximo 40%');
  });
});
